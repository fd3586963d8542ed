/**
 * The part a rule plays in an answer: which rules a board carries out for
 * the learner (never his to get wrong), which rule each own-turn move and
 * each question about the table turns on. Grading (grading.ts) asks these;
 * the rule ids are named here, with the rest of the rules' decisions, and
 * nowhere in the rooms that teach. (Which steps of a ruling decide who takes
 * the tile is asked of the calls' precedence, calls.ts decidesTheTile.)
 */
import type { SeatQuestionKind, TurnAnswer } from '../position';
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
