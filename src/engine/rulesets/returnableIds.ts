/**
 * Which rule ids a ruleset's verdicts can carry, read from its fields: a
 * citation is owed for each (Ruleset.citations), and one for any other id is
 * a mistake (checkRuleset.ts).
 */
import type { RuleId } from '../rules';
import type { AnyRuleId, Ruleset } from './ruleset';

/** Harr's ids that every ruleset keeps: turns, seats, the live discard, sets, precedence of a win. */
const KEPT_BY_ALL: readonly RuleId[] = [
  'SEAT-ORDER', 'TURN-DRAW-DISCARD', 'CLAIM-LIVE-DISCARD', 'DEAD-DISCARD', 'CLAIM-OTHERS-DISCARD', 'TURN-AFTER-CLAIM', 'TURN-SKIP',
  'ANNOUNCE-DISCARD', 'SET-DEFS', 'CONCEALED-SET-COUNTS', 'BG-FOUR-COPIES', 'PUNG-OUT-OF-TURN', 'PUNG-EXPOSE', 'PREC-MJ-OVER-ALL',
  'TILECOUNT-13-PLUS-KONGS',
];
const CHOW_IDS: readonly RuleId[] = ['CHOW-LEFT-ONLY', 'CHOW-SUIT-RUN', 'CHOW-TWO-IN-HAND', 'CHOW-INSTEAD-OF-DRAW', 'CHOW-EXPOSE', 'PREC-PUNG-OVER-CHOW'];
const SCORE_IDS: readonly RuleId[] = ['SCORE-CHOW-ZERO', 'SCORE-CONCEALED-KONG', 'SCORE-EXPOSED-HALF', 'SCORE-HELD-FOUR-AS-THREE'];

export function returnableIds(r: Ruleset): Set<AnyRuleId> {
  const ids = new Set<AnyRuleId>(KEPT_BY_ALL);
  const add = (...more: AnyRuleId[]) => more.forEach((id) => ids.add(id));
  if (r.chowFrom === 'left') add(...CHOW_IDS);
  else add('NMJL-NO-CHOW');
  if (r.callsJudged === 'by-completion') add('PUNG-MJ-EXCEPTION');
  else add('CALL-AS-ANNOUNCED');
  // Scoring is Harr's alone: the other rulesets' value is an assumption of the position (R12).
  if (r.id === 'harr-1922') add(...SCORE_IDS);
  if (r.winShapes.length === 1 && r.winShapes[0] === 'sets-pair') add('WIN-FOUR-SETS-PAIR');
  else if (!r.winShapes.includes('card')) add('WIN-SHAPES');
  if (r.multiWin === 'nearest') add('PREC-NEAREST-WINNER');
  else add('MULTI-WIN');
  if (r.multiWin === 'two-then-abort') add('TRIPLE-RON-ABORT');
  if (r.tiles === 'classic') add('PUNG-NEEDS-PAIR', 'KONG-FROM-DISCARD', 'KONG-ONE-DISCARD-ONLY', 'PREC-KONG-OVER-PUNG');
  if (r.kongs.concealed) add('KONG-CONCEALED', 'KONG-DECLARED-BEFORE-WIN', 'KONG-HOLD-OPTION', 'ROB-KONG-EXPOSED-ONLY');
  if (r.kongs.added) add('KONG-ADD-DRAWN', 'ROB-KONG', 'ROB-KONG-MJ-ONLY');
  if (r.kongs.max !== null) add('KONG-LIMIT-FOUR');
  if (r.replacement === 'none') add('NMJL-KONG-EXPOSURE-ONLY');
  else add('KONG-LOOSE-TILE');
  if (r.window.sets === 'next-draw' && r.window.wins === 'next-discard' && r.id !== 'harr-1922') add('RON-UNTIL-NEXT-DISCARD');
  if (r.window.sets === 'next-rack') add('NMJL-WINDOW');
  if (r.furiten) add('FURITEN-DISCARD', 'FURITEN-TEMPORARY', 'FURITEN-RIICHI');
  if (r.riichi) add('RIICHI-LOCK', 'RIICHI-KAN-WAIT');
  if (r.kuikae) add('KUIKAE', 'KUIKAE-NO-DISCARD');
  if (r.lastDiscard === 'win-only') add('LAST-DISCARD-RON-ONLY');
  if (r.deadHand === 'no-calls') add('DEAD-HAND-NO-CALLS');
  if (r.robConcealedKong) add('ROB-KONG-THIRTEEN-ORPHANS');
  if (r.minimum.measure !== 'none') add('MIN-VALUE', 'MIN-VALUE-ASSUMED');
  if (r.jokers) add('NMJL-JOKER-DEAD', 'NMJL-JOKER-NOT-IN-PAIR', 'NMJL-NO-CALL-FOR-JOKER', 'NMJL-EXPOSURE-MATCH', 'NMJL-PAIR-CALL-MJ-ONLY');
  if (r.rankSets === 'by-seat') add('NMJL-NEXT-IN-TURN', 'NMJL-EXPOSED-FIRST');
  if (r.concealedHands) add('NMJL-CONCEALED-HAND');
  return ids;
}
