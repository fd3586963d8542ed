/**
 * Rule coverage: every rule of the catalogue is taught, tested and (where a
 * claim can turn on it) practised.
 *
 * - Every rule id is taught by a lesson (frontmatter `rules`).
 * - Every rule id is tested in the engine: some src/engine/*.test.ts names it.
 * - Every rule that can allow or refuse a claim is exercised on at least one
 *   live lesson board, and in at least one puzzle once content/puzzles exists
 *   (both as the engine decides: src/build/pageData/ruleIndex.ts).
 * - No lesson names an id the catalogue lacks. (Puzzles and illustrations
 *   cannot: their readers type rule ids as RuleId and refuse unknown ones.)
 *
 * Pure: it takes the content and the test files' text, so its own tests can
 * feed it a made-up content set.
 */
import { RULES, RULE_IDS, type RuleId, isRuleId } from '../../engine/rules';
import type { ContentSet } from '../content/contentSet';
import { type RuleIndex, ruleIndex } from '../pageData/ruleIndex';

/**
 * Rules the engine can refuse with, but never on a claim window: no board or
 * puzzle could show them, so they are covered by the engine tests alone.
 */
export const NOT_ON_A_CLAIM: Readonly<Partial<Record<RuleId, string>>> = Object.freeze({
  'BG-FOUR-COPIES': 'A fifth copy of a tile makes the position itself impossible: the scenario reader rejects it before any claim is made.',
  'SET-DEFS': 'A malformed set (a run of four, a wrapped run) is rejected when the position is read; claims only ever form well-made sets.',
  'SEAT-ORDER':
    'The engine cites it when someone draws or discards out of turn. On a claim, seat order works through CHOW-LEFT-ONLY, TURN-SKIP and PREC-NEAREST-WINNER instead.',
  'TILECOUNT-13-PLUS-KONGS':
    'Only a dead hand (the wrong number of tiles) is refused by it, and no board or puzzle can hold one: the scenario reader rejects a wrong count, and legal play never makes one.',
});

/** The rules every board set and every puzzle set must exercise between them. */
export function claimRules(): RuleId[] {
  return RULE_IDS.filter((id) => RULES[id].canRefuse && !(id in NOT_ON_A_CLAIM));
}

export interface CoverageProblem {
  rule: string;
  /** What is missing, or where an unknown id was found. */
  message: string;
}

export interface TestFile {
  /** Path shown in messages, e.g. src/engine/claims.test.ts. */
  path: string;
  text: string;
}

export function checkCoverage(set: ContentSet, engineTests: readonly TestFile[], index: RuleIndex = ruleIndex(set)): CoverageProblem[] {
  const problems: CoverageProblem[] = [];
  const unknown = (id: string, where: string) => {
    if (!isRuleId(id)) problems.push({ rule: id, message: `${where} names "${id}", which is not a rule id of the catalogue (src/engine/rules.ts)` });
  };
  for (const lesson of set.lessons) for (const id of lesson.rules) unknown(id, `content/lessons/${lesson.id}.mdx (frontmatter rules)`);

  const claims = new Set(claimRules());
  for (const id of RULE_IDS) {
    const uses = index[id];
    if (uses.lessons.length === 0) problems.push({ rule: id, message: `${id} is taught by no lesson: add it to the frontmatter "rules" of the lesson that explains it` });
    const word = new RegExp(`(^|[^A-Z0-9-])${id}(?![A-Z0-9-])`);
    if (!engineTests.some((t) => word.test(t.text))) problems.push({ rule: id, message: `${id} is tested nowhere in the engine: no src/engine/*.test.ts names it` });
    if (!claims.has(id)) continue;
    if (uses.boards.length === 0) problems.push({ rule: id, message: `${id} can decide a claim, but no lesson board exercises it (the engine cites it on none)` });
    if (set.puzzles && uses.puzzlesCiting.length === 0) problems.push({ rule: id, message: `${id} can decide a claim, but no puzzle exercises it (the engine cites it in none)` });
  }
  return problems;
}
