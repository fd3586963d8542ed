/**
 * Where each rule is used: the lessons that teach it (frontmatter), the
 * lesson boards that exercise it, and the puzzles and illustrations that
 * use it. "Exercises" is decided by the engine, never by hand: a board
 * exercises a rule when the engine cites it ruling on the board's answer,
 * or refusing one of the calls the learner's seat could try there (each
 * claim kind, each run he could chow with), or, on a board in his own turn,
 * ruling on the moves it offers him, or, on a board that asks about the
 * table, the rule its question turns on and what the engine cites playing
 * the position on.
 */
import { type BoardState, discardOnBoard, moveOnBoard, openBoard, showRightClaim } from '../../engine/board';
import { questionRule } from '../../engine/grading';
import { rightClaim } from '../../engine/rightClaim';
import { adjudicate } from '../../engine/adjudicate';
import { type Claim, CLAIM_KINDS, checkClaim, chowChoices } from '../../engine/claims';
import type { Puzzle } from '../../engine/position';
import { rulePuzzle } from '../../engine/rulePuzzle';
import { RULE_IDS, type RuleId, isRuleId } from '../../engine/rules';
import type { Scenario } from '../../engine/formats/scenario';
import type { ContentSet } from '../content/contentSet';

/** The calls the learner's seat can try on a board: one per claim kind, a chow once per run he could make. */
export function boardClaims(scenario: Scenario): Claim[] {
  const view = scenario.view;
  return CLAIM_KINDS.flatMap((kind): Claim[] => {
    if (kind !== 'chow') return [{ seat: view, kind }];
    const choices = chowChoices(scenario.table, view);
    return choices.length ? choices.map((tiles) => ({ seat: view, kind, tiles })) : [{ seat: view, kind }];
  });
}

/**
 * Rule ids the engine cites on a board in the learner's own turn: on every
 * move the board offers him (a kong of four in hand, a fourth added to his
 * pung: allowed or refused), and on a discard, the one his answer names or
 * the first he may make.
 */
function ownTurnRules(scenario: Scenario): Set<RuleId> {
  const cited = new Set<RuleId>();
  const open = openBoard(scenario);
  if (!open.discard) return cited;
  const note = (state: BoardState) => {
    if (state.refused) cited.add(state.refused.refusal.rule);
    for (const reason of state.ruled?.reasons ?? []) cited.add(reason.rule);
  };
  for (const button of open.turn ?? []) note(moveOnBoard(open, button.move));
  const answer = scenario.turnAnswer;
  const named = answer && answer.kind === 'discard' ? answer.tile : null;
  const keep = answer && answer.kind === 'hold' ? answer.tile : null;
  const tile = named ?? open.discard.tiles.find((t) => t !== keep) ?? open.discard.tiles[0];
  if (tile) note(discardOnBoard(open, tile));
  return cited;
}

/** Rule ids the engine cites on a board that asks about the table: its question's rule, its answer's reasons, and the discard that may follow. */
function questionRules(scenario: Scenario): Set<RuleId> {
  const cited = new Set<RuleId>([questionRule(scenario)]);
  const shown = showRightClaim(openBoard(scenario));
  const then = shown.discard ? discardOnBoard(shown, shown.discard.tiles[0]) : shown;
  for (const reason of then.ruled?.reasons ?? []) cited.add(reason.rule);
  return cited;
}

/** Rule ids the engine cites on a board (see the header). A board with nothing to claim and no turn to play exercises nothing. */
export function boardRules(scenario: Scenario): Set<RuleId> {
  if (scenario.ask) return questionRules(scenario);
  if (!scenario.event) return ownTurnRules(scenario);
  const cited = new Set<RuleId>();
  for (const claim of boardClaims(scenario)) {
    const check = checkClaim(scenario.table, claim);
    if (!check.legal) cited.add(check.refusal.rule);
  }
  const answer = rightClaim(scenario);
  const others = scenario.claims.filter((c) => c.seat !== scenario.view);
  const ruling = adjudicate(scenario.table, answer ? [answer, ...others] : others);
  for (const reason of ruling.explanation) cited.add(reason.rule);
  for (const verdict of ruling.claims) if (verdict.rule) cited.add(verdict.rule);
  return cited;
}

/** Rule ids the engine cites when it rules on a puzzle's calls. */
export function puzzleCitedRules(puzzle: Puzzle): Set<RuleId> {
  const ruling = rulePuzzle(puzzle);
  return new Set<RuleId>([...ruling.explanation.map((r) => r.rule), ...ruling.claims.flatMap((c) => (c.rule ? [c.rule] : []))]);
}

export interface BoardUse {
  scenario: string;
  title: string;
  lesson: string;
}

export interface RuleUses {
  lessons: string[];
  boards: BoardUse[];
  /** Puzzles that list the rule (their `rules:` line). */
  puzzles: string[];
  /** Puzzles whose ruling cites the rule (a superset of `puzzles`). */
  puzzlesCiting: string[];
  illustrations: string[];
}

export type RuleIndex = Record<RuleId, RuleUses>;

/** For every rule id, where the content uses it. Ids that are not rules are ignored here (the coverage check reports them). */
export function ruleIndex(set: ContentSet): RuleIndex {
  const index = Object.fromEntries(
    RULE_IDS.map((id): [RuleId, RuleUses] => [id, { lessons: [], boards: [], puzzles: [], puzzlesCiting: [], illustrations: [] }]),
  ) as RuleIndex;
  const add = (id: string, pick: (u: RuleUses) => string[], value: string) => {
    if (!isRuleId(id)) return;
    const list = pick(index[id]);
    if (!list.includes(value)) list.push(value);
  };
  for (const lesson of set.lessons) {
    for (const id of lesson.rules) add(id, (u) => u.lessons, lesson.id);
    for (const name of lesson.boards) {
      const scenario = set.scenarios.get(name);
      if (!scenario) continue;
      for (const id of boardRules(scenario)) {
        if (!index[id].boards.some((b) => b.scenario === name)) index[id].boards.push({ scenario: name, title: scenario.title, lesson: lesson.id });
      }
    }
  }
  for (const puzzle of set.puzzles ?? []) {
    for (const id of puzzle.rules) add(id, (u) => u.puzzles, puzzle.id);
    for (const id of puzzleCitedRules(puzzle)) add(id, (u) => u.puzzlesCiting, puzzle.id);
  }
  for (const illustration of set.illustrations ?? []) {
    for (const id of illustration.rules) add(id, (u) => u.illustrations, illustration.id);
  }
  return index;
}
