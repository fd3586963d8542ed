import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES, RULE_IDS, type RuleId } from '../../engine/rules';
import { type ContentSet, loadContentSet, readLesson } from '../content/contentSet';
import { NOT_ON_A_CLAIM, type TestFile, checkCoverage, claimRules } from './coverage';
import { boardRules, ruleIndex } from '../pageData/ruleIndex';

const root = process.cwd();
const real = loadContentSet(root);
const engineTests: TestFile[] = readdirSync(join(root, 'src/engine'))
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => ({ path: `src/engine/${f}`, text: readFileSync(join(root, 'src/engine', f), 'utf8') }));

/** A copy of the real content to spoil, leaving the real one alone. */
function copy(set: ContentSet): ContentSet {
  return {
    lessons: set.lessons.map((l) => ({ ...l, rules: [...l.rules], boards: [...l.boards] })),
    scenarios: new Map(set.scenarios),
    puzzles: set.puzzles && set.puzzles.map((p) => ({ ...p, rules: [...p.rules] })),
    illustrations: set.illustrations && set.illustrations.map((i) => ({ ...i, rules: [...i.rules] })),
  };
}

const about = (id: string) => (p: { rule: string }) => p.rule === id;

describe('the real content', () => {
  it('covers every rule: taught, tested, exercised on boards (and in puzzles when they exist)', () => {
    expect(checkCoverage(real, engineTests).map((p) => p.message)).toEqual([]);
  });

  it.runIf(existsSync(join(root, 'content/puzzles')))('exercises every claim rule in at least one puzzle', () => {
    const index = ruleIndex(real);
    expect(claimRules().filter((id) => index[id].puzzlesCiting.length === 0)).toEqual([]);
  });
});

describe('boards in the learner\'s own turn', () => {
  const rules = (name: string) => boardRules(real.scenarios.get(name)!);

  it('exercise the rules the engine cites on the moves they offer', () => {
    expect([...rules('four-of-a-kind-2')]).toEqual(expect.arrayContaining(['KONG-CONCEALED', 'KONG-LOOSE-TILE']));
    expect(rules('four-of-a-kind-4')).toContain('KONG-ADD-DRAWN');
    // No loose tile is left: the kong the board offers is refused (A20).
    expect(rules('four-of-a-kind-6')).toContain('KONG-LOOSE-TILE');
    // East's first discard: play passes to his right, South.
    expect(rules('the-table-2')).toContain('SEAT-ORDER');
  });

  it('are listed under those rules in the index', () => {
    const index = ruleIndex(real);
    expect(index['KONG-ADD-DRAWN'].boards.map((b) => b.scenario)).toContain('four-of-a-kind-4');
    expect(index['KONG-CONCEALED'].boards.map((b) => b.scenario)).toContain('four-of-a-kind-2');
  });
});

describe('the rules that never arise on a claim window', () => {
  it('are rules the engine can refuse with, each with a reason', () => {
    for (const [id, why] of Object.entries(NOT_ON_A_CLAIM)) {
      expect(RULES[id as RuleId].canRefuse, id).toBe(true);
      expect(why!.length).toBeGreaterThan(40);
    }
  });

  it('leave the claim rules to be practised', () => {
    expect(claimRules()).toContain('CHOW-LEFT-ONLY');
    expect(claimRules()).not.toContain('BG-FOUR-COPIES');
    expect(claimRules()).not.toContain('TURN-SKIP'); // cannot refuse
  });
});

describe('the coverage check', () => {
  it('fails a rule that no lesson teaches', () => {
    const set = copy(real);
    for (const lesson of set.lessons) lesson.rules = lesson.rules.filter((r) => r !== 'KONG-HOLD-OPTION');
    const problems = checkCoverage(set, engineTests);
    expect(problems.filter(about('KONG-HOLD-OPTION')).map((p) => p.message)).toEqual([expect.stringContaining('taught by no lesson')]);
  });

  it('fails a rule that no engine test names', () => {
    const tests = engineTests.map((t) => ({ ...t, text: t.text.replaceAll('SCORE-CHOW-ZERO', 'a rule') }));
    expect(checkCoverage(real, tests).filter(about('SCORE-CHOW-ZERO')).map((p) => p.message)).toEqual([expect.stringContaining('tested nowhere')]);
  });

  it('does not take a longer id for a shorter one', () => {
    const tests = engineTests.map((t) => ({ ...t, text: t.text.replaceAll(/\bROB-KONG\b(?!-)/g, 'robbing') }));
    expect(checkCoverage(real, tests).filter(about('ROB-KONG'))).toHaveLength(1);
  });

  it('fails a claim rule that no board exercises', () => {
    const set = copy(real);
    for (const lesson of set.lessons) lesson.boards = lesson.boards.filter((b) => !boardRules(set.scenarios.get(b)!).has('DEAD-DISCARD'));
    expect(checkCoverage(set, engineTests).filter(about('DEAD-DISCARD')).map((p) => p.message)).toEqual([expect.stringContaining('no lesson board')]);
  });

  it('fails a claim rule that no puzzle exercises, once there are puzzles', () => {
    const set = copy(real);
    set.puzzles = [];
    const missing = checkCoverage(set, engineTests).filter((p) => p.message.includes('no puzzle'));
    expect(missing.map((p) => p.rule).sort()).toEqual(claimRules().sort());
    set.puzzles = null;
    expect(checkCoverage(set, engineTests).filter((p) => p.message.includes('no puzzle'))).toEqual([]);
  });

  it('fails an unknown id in a lesson (puzzles and illustrations refuse one when they are read)', () => {
    const set = copy(real);
    set.lessons[0].rules.push('CHOW-RIGHT-ONLY');
    const problems = () => checkCoverage(set, engineTests).filter(about('CHOW-RIGHT-ONLY')).map((p) => p.message);
    expect(problems()).toEqual([expect.stringContaining(`content/lessons/${set.lessons[0].id}.mdx`)]);
    set.lessons[0].rules.pop();
    expect(problems()).toEqual([]);
  });

  it('reports everything for an empty content set', () => {
    const empty: ContentSet = { lessons: [], scenarios: new Map(), puzzles: null, illustrations: null };
    const problems = checkCoverage(empty, []);
    expect(problems.filter((p) => p.message.includes('taught by no lesson'))).toHaveLength(RULE_IDS.length);
    expect(problems.filter((p) => p.message.includes('no lesson board'))).toHaveLength(claimRules().length);
  });
});

describe('reading lessons', () => {
  it('reads the frontmatter rules, the boards and the section anchors', () => {
    const lesson = readLesson(
      '09-made-up',
      `---\ntitle: "Made up"\norder: 9\nrules: [CHOW-LEFT-ONLY, 'PUNG-NEEDS-PAIR']\n---\nimport Board from 'x';\n\n## Harr's Rule 4: a pung, beats a chow\n\n<Board scenario="claim-rules-4" />\n`,
    );
    expect(lesson).toMatchObject({ slug: 'made-up', title: 'Made up', order: 9, rules: ['CHOW-LEFT-ONLY', 'PUNG-NEEDS-PAIR'], boards: ['claim-rules-4'] });
    expect(readLesson('10-block', '---\ntitle: B\norder: 10\nrules:\n  - SEAT-ORDER\n  - "TURN-SKIP"\nsource: x\n---\n').rules).toEqual(['SEAT-ORDER', 'TURN-SKIP']);
    expect(lesson.sections).toEqual([{ id: 'harrs-rule-4-a-pung-beats-a-chow', text: "Harr's Rule 4: a pung, beats a chow" }]);
  });
});
