import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentFiles } from '../content/content';
import { ContentError, MAX_STEP_WORDS, boardsIn, checkContent, checkLessonSteps, lessonSteps } from './checkContent';
import { thrown } from '../../../tests/thrown';

const repo = new URL('../../..', import.meta.url).pathname;
const made: string[] = [];

/** A content folder of its own, with the given scenarios and lessons. */
function contentRoot(scenarios: Record<string, string>, lessons: Record<string, string> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'cpk-content-'));
  made.push(root);
  mkdirSync(join(root, 'content', 'scenarios'), { recursive: true });
  mkdirSync(join(root, 'content', 'lessons'), { recursive: true });
  for (const [name, text] of Object.entries(scenarios)) writeFileSync(join(root, 'content', 'scenarios', `${name}.scn`), text);
  for (const [name, text] of Object.entries(lessons)) writeFileSync(join(root, 'content', 'lessons', `${name}.mdx`), text);
  return root;
}

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const GOOD = `title: A run from the left
view: South
South: 4c 6c 2b 3b 4b 7d 8d 9d N N Wd Wd Gd
event: East discards 5c
answer: South chow 4c 6c
`;

function failure(root: string): ContentError {
  return thrown(ContentError, () => checkContent(root), 'the content check passed');
}

describe('content checks', () => {
  it('accepts good content and lists each lesson’s boards', () => {
    const root = contentRoot({ good: GOOD }, { '01-a': "import Board from 'x';\n\n<Board scenario=\"good\" />\n" });
    const { scenarios, boards } = checkContent(root);
    expect([...scenarios.keys()]).toEqual(['good']);
    expect(boards.get('01-a')).toEqual(['good']);
  });

  it('names the file, line and field of a fifth copy of a tile', () => {
    const error = failure(contentRoot({ five: GOOD.replace('event:', 'West: 9b 9b 9b 9b hidden\nNorth: 9b hidden\nevent:') }));
    expect(error.file).toBe('content/scenarios/five.scn');
    expect(error.message).toContain('content/scenarios/five.scn: line 5 (North)');
    expect(error.message).toContain('5 of the 9 of Bamboo');
    expect(error.message).toContain('[BG-FOUR-COPIES]');
  });

  it('accepts a hand of the wrong size as a dead hand (A21), but refuses its call of Mah-Jongg', () => {
    const short = GOOD.replace('4c 6c 2b', '4c 6c');
    expect([...checkContent(contentRoot({ short })).scenarios.keys()]).toEqual(['short']);
    const error = failure(contentRoot({ short: short.replace('answer: South chow 4c 6c', 'answer: South mahjong') }));
    expect(error.message).toContain('content/scenarios/short.scn: line 5 (answer)');
    expect(error.message).toContain('[TILECOUNT-13-PLUS-KONGS]');
  });

  it('names the file, line and seat of a chow claimed from the wrong seat', () => {
    const error = failure(contentRoot({ wrong: GOOD.replace('N N Wd Wd Gd', 'N N Wd Wd | chow 1c 2c* 3c from West') }));
    expect(error.message).toContain('content/scenarios/wrong.scn: line 3 (South)');
    expect(error.message).toContain('[CHOW-LEFT-ONLY]');
  });

  it('names the answer field when the engine refuses the stated answer', () => {
    const error = failure(contentRoot({ wrong: GOOD.replace('East discards 5c', 'North discards 5c') }));
    expect(error.message).toContain('line 5 (answer)');
    expect(error.message).toContain('[CHOW-LEFT-ONLY]');
  });

  it('names the file, line and field of a ruleset line written wrong, and reads a good one', () => {
    const error = failure(contentRoot({ riichi: `${GOOD}ruleset: hong-kong\nriichi: South\n` }));
    expect(error.message).toContain('content/scenarios/riichi.scn: line 7 (riichi)');
    expect(error.message).toContain('Hong Kong (Old Style), which has no riichi');
    const switched = failure(contentRoot({ switched: `${GOOD}ruleset: mcr\noptions: seven-pairs on\n` }));
    expect(switched.message).toContain('line 7 (options)');
    expect([...checkContent(contentRoot({ good: `${GOOD}ruleset: riichi-tenhou\nriichi: South\nassume: South has-yaku\n` })).scenarios.keys()]).toEqual(['good']);
  });

  it('names the lesson whose board points at a missing scenario', () => {
    const error = failure(contentRoot({ good: GOOD }, { '02-b': '<Board scenario="nowhere" />' }));
    expect(error.file).toBe('content/lessons/02-b.mdx');
    expect(error.message).toContain('content/scenarios/nowhere.scn does not exist');
  });

  it('reads board names from MDX', () => {
    expect(boardsIn('<Board scenario="a" />\ntext\n<Board  scenario="b-2"/>')).toEqual(['a', 'b-2']);
  });
});

/** `n` words of prose, each a plain word. */
const words = (n: number, word = 'tile') => Array.from({ length: n }, () => word).join(' ');

/** A made-up lesson: frontmatter, imports, then the given body. */
const lesson = (body: string) => `---
title: Made up
order: 9
summary: ${words(60, 'summary')}
rules: [CHOW-LEFT-ONLY]
source: "Harr 1922"
---
import Board from '../../components/Board.astro';
import AfterBoard from '../../components/AfterBoard.astro';

${body}
`;

describe('lessons in short steps', () => {
  it('counts the prose a reader reads, not frontmatter, imports, code blocks, tags or link addresses', () => {
    const steps = lessonSteps(
      lesson(`## Two words

One [linked text](/rules/#chow-left-only "${words(20, 'title')}") here, \`4c 6c\` and "Chow" — a 4-6.

\`\`\`
${words(200, 'code')}
\`\`\`

<Board scenario="good" />

<AfterBoard board="good">

${words(5)}

</AfterBoard>

<Illustration n={12} />

${words(400)}
`),
    );
    expect(steps).toEqual([
      // "Two words" (2), "One linked text here, 4c 6c and Chow a 4-6." (10): the dash alone is no word.
      { board: 'good', after: null, heading: 'Two words', words: 12 },
      // The explanation inside AfterBoard is read before the next board.
      { board: 'Illustration 12', after: 'good', heading: null, words: 5 },
      // After the last board: no limit, but counted.
      { board: null, after: 'Illustration 12', heading: null, words: 400 },
    ]);
  });

  it(`passes a lesson whose every step holds at most ${MAX_STEP_WORDS} words`, () => {
    const body = `## Step one\n\n${words(MAX_STEP_WORDS - 3)}\n\n<Board scenario="good" />\n\n${words(MAX_STEP_WORDS)}\n\n<Board scenario="good" />\n\n${words(1000)}\n`;
    const root = contentRoot({ good: GOOD }, { '09-made-up': lesson(body) });
    expect(() => checkLessonSteps(root)).not.toThrow();
    expect(checkContent(root).boards.get('09-made-up')).toEqual(['good', 'good']);
  });

  it('fails a lesson with too many words before its first board, naming the file, the board and the heading', () => {
    const body = `## Step one\n\n${words(MAX_STEP_WORDS - 1)}\n\n<Board scenario="good" />\n`;
    const error = failure(contentRoot({ good: GOOD }, { '09-made-up': lesson(body) }));
    expect(error.file).toBe('content/lessons/09-made-up.mdx');
    expect(error.field).toBe('prose before the first board');
    expect(error.message).toContain('content/lessons/09-made-up.mdx: 151 words of prose before the first board ("good"), under the heading "Step one"');
  });

  it('fails a lesson with too many words between two boards, naming both', () => {
    const body = `${words(10)}\n\n<Board scenario="good" />\n\n<AfterBoard board="good">\n\n${words(100)}\n\n</AfterBoard>\n\n## Next\n\n${words(60)}\n\n<Board scenario="other" />\n`;
    const error = failure(contentRoot({ good: GOOD, other: GOOD }, { '09-made-up': lesson(body) }));
    expect(error.file).toBe('content/lessons/09-made-up.mdx');
    expect(error.field).toBe('prose before the board "other"');
    expect(error.message).toContain('161 words of prose between the boards "good" and "other", under the heading "Next"');
  });

  it('cuts a lesson at its score boards too', () => {
    const steps = lessonSteps('Some words.\n\n<ScoreChoice name="pung-or-wait" />\n\nMore words here.\n\n<ScoreExample n={3} />\n\nThe end.');
    expect(steps.map((s) => [s.board, s.words])).toEqual([
      ['ScoreChoice pung-or-wait', 2],
      ['ScoreExample 3', 3],
      [null, 2],
    ]);
  });

  it('holds every lesson of the course to the limit', () => {
    expect(() => checkLessonSteps(repo)).not.toThrow();
    const lessons = contentFiles('lessons', repo) ?? [];
    expect(lessons.length).toBe(9);
    for (const f of lessons) expect(Math.max(...lessonSteps(f.text).filter((s) => s.board !== null).map((s) => s.words)), f.name).toBeLessThanOrEqual(MAX_STEP_WORDS);
  });
});

/**
 * The real build, in a copy of the project whose content is broken: it must
 * stop and say which file and which field.
 */
function buildWith(change: (content: string) => void): { status: number | null; output: string } {
  const root = mkdtempSync(join(tmpdir(), 'cpk-build-'));
  made.push(root);
  for (const entry of ['src', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json', 'node_modules']) {
    symlinkSync(join(repo, entry), join(root, entry));
  }
  cpSync(join(repo, 'content'), join(root, 'content'), { recursive: true });
  change(join(root, 'content'));
  const run = spawnSync('npx', ['astro', 'build', '--outDir', join(root, 'dist')], { cwd: root, encoding: 'utf8', timeout: 120_000 });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

describe('the build', () => {
  it('fails on a scenario with five copies of a tile, naming the file and the field', () => {
    const { status, output } = buildWith((content) => {
      writeFileSync(join(content, 'scenarios', 'five-nines.scn'), GOOD.replace('event:', 'West: 9b 9b 9b hidden | pung 9b 9b 9b* from East\nevent:'));
    });
    expect(status).not.toBe(0);
    expect(output).toContain('content/scenarios/five-nines.scn: line 4 (West)');
    expect(output).toContain('BG-FOUR-COPIES');
  }, 120_000);

  it('fails on a lesson naming an unknown rule id, naming the file and the field', () => {
    const { status, output } = buildWith((content) => {
      const file = join(content, 'lessons', '03-to-chow.mdx');
      writeFileSync(file, readFileSync(file, 'utf8').replace('rules: [', 'rules: [CHOW-FROM-ANYWHERE, '));
    });
    expect(status).not.toBe(0);
    expect(output).toContain('03-to-chow');
    expect(output).toMatch(/rules\.0|rules/);
    expect(output).toContain('not a rule id of RULES.md');
  }, 120_000);
});
