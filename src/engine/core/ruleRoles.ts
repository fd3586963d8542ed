/**
 * The part a rule plays in an answer: which rules a board carries out for
 * the learner (never his to get wrong), which rule each own-turn move and
 * each question about the table turns on, and which steps of a ruling decide
 * who takes the tile. Grading (grading.ts) and the puzzles' short ruling
 * (puzzleRuling.ts) ask these; the rule ids are named here, with the rest of
 * the rules' decisions, and nowhere in the rooms that teach.
 */
import type { SeatQuestionKind, Tier, TurnAnswer } from '../position';
import type { RuleId } from '../rules';

/**
 * Rules a claim board carries out for the learner, never decided by him:
 * the discard's announcement, the set laid out, the loose tile drawn, the
 * turns that follow. A ruling cites them to say what happened.
 */
export const CARRIED_OUT_FOR_HIM: ReadonlySet<RuleId> = new Set<RuleId>([
  'ANNOUNCE-DISCARD',
  'TURN-DRAW-DISCARD',
  'TURN-AFTER-CLAIM',
  'TURN-SKIP',
  'SEAT-ORDER',
  'CHOW-EXPOSE',
  'PUNG-EXPOSE',
  'KONG-LOOSE-TILE',
]);

/** The rule of each own-turn answer: the move the board asks him to make. */
export const TURN_ANSWER_RULE: Readonly<Record<TurnAnswer['kind'], RuleId>> = {
  kong: 'KONG-CONCEALED',
  add: 'KONG-ADD-DRAWN',
  hold: 'KONG-HOLD-OPTION',
  discard: 'TURN-DRAW-DISCARD',
};

/**
 * The rule a board's question about the table turns on: who draws next
 * (after a claim that took the tile, or in play order), who loses a turn,
 * whose hand is dead, who discards next.
 */
export function questionRuleOf(ask: SeatQuestionKind | undefined, tileTaken: boolean): RuleId {
  switch (ask) {
    case 'next':
      return tileTaken ? 'TURN-AFTER-CLAIM' : 'SEAT-ORDER';
    case 'lost':
      return 'TURN-SKIP';
    case 'dead':
      return 'TILECOUNT-13-PLUS-KONGS';
    default:
      return 'TURN-DRAW-DISCARD';
  }
}

/** Does this step of a ruling decide who takes the tile: precedence between calls, or a kong robbed? (A refusal does too: the ruling's claims say which.) */
export function decidesTheTile(rule: RuleId): boolean {
  return rule.startsWith('PREC-') || rule === 'ROB-KONG';
}

/**
 * The rules a practice puzzle can be made for, at each tier: the generator's
 * puzzles (sim/puzzleGenerator.ts) cite them often enough to find one within
 * its MAX_TRIES, as its tests check seed after seed. Robbing a kong waits for
 * tier 3.
 */
const DISCARD_RULES: readonly RuleId[] = [
  'CHOW-LEFT-ONLY',
  'CHOW-SUIT-RUN',
  'DEAD-DISCARD',
  'KONG-FROM-DISCARD',
  'PREC-KONG-OVER-PUNG',
  'PREC-MJ-OVER-ALL',
  'PREC-NEAREST-WINNER',
  'PREC-PUNG-OVER-CHOW',
  'PUNG-NEEDS-PAIR',
  'WIN-FOUR-SETS-PAIR',
];
export const PRACTISABLE_RULES: Readonly<Record<Tier, readonly RuleId[]>> = {
  1: DISCARD_RULES,
  2: DISCARD_RULES,
  3: [...DISCARD_RULES, 'KONG-DECLARED-BEFORE-WIN', 'ROB-KONG', 'ROB-KONG-EXPOSED-ONLY', 'ROB-KONG-MJ-ONLY'],
};
