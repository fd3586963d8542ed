/**
 * A refused call's reason as a value: the Why that judgeClaimCode gave, with what
 * its sentence names (the tile, how many the caller holds, the event, the
 * tiles he named...). Made only for a refusal someone reads; the sentence
 * itself is written from it in explain/refusals.ts.
 */
import type { Claim, ClaimEvent } from '../claims';
import type { RuleId } from '../rules';
import { SEATS } from '../seats';
import type { Table } from '../table';
import type { Tile } from '../tiles';
import { type ClaimWindow, EventKind, WHY_RULE, Why, eventKind, eventSeat, eventTile, judgeClaimCode, undeclaredFourBlocking } from './claiming';
import { tileOf } from './kinds';
import { ClaimType, claimCode, claimSeat } from './claimCode';

/** Why a claim is refused, with what its sentence names. */
export type RefusalReason =
  | { why: 'past-its-moment'; tile: Tile }
  | { why: 'nothing-to-claim' }
  | { why: 'own-tile'; event: ClaimEvent }
  | { why: 'concealed-kong'; event: ClaimEvent }
  | { why: 'robbing-for-a-set'; event: ClaimEvent }
  | { why: 'older-discard'; target: Tile; event: ClaimEvent }
  | { why: 'no-such-discard'; target: Tile; event: ClaimEvent }
  | { why: 'too-late'; event: ClaimEvent }
  | { why: 'dead-hand' }
  | { why: 'four-not-declared'; tile: Tile; four: Tile }
  | { why: 'does-not-complete'; tile: Tile }
  | { why: 'strict-run'; event: ClaimEvent }
  | { why: 'chow-after-draw'; event: ClaimEvent }
  /**
   * `held`, `dead` and `late` say whether a pung or a win was open to him instead, and `kong` whether a kong was (three
   * held and a loose tile left), so the fix suggests only what is, and the stronger call first.
   */
  | { why: 'chow-wrong-seat'; event: ClaimEvent; held: number; dead: boolean; late: boolean; kong: boolean }
  | { why: 'honour-run'; tile: Tile }
  /** The two named tiles make no run with the tile; `hand` is the chower's, for the runs he could make. */
  | { why: 'not-a-run'; tiles: [Tile, Tile]; tile: Tile; hand: readonly Tile[] }
  /** `exposed`: a named tile he lacks in his hand lies in one of his exposed sets, where it cannot be used again. */
  | { why: 'pair-not-held'; tiles: [Tile, Tile]; tile: Tile; hand: readonly Tile[]; exposed: boolean }
  | { why: 'no-run-in-hand'; tile: Tile }
  | { why: 'no-pair'; tile: Tile; held: number; exposed: boolean }
  /**
   * A refused kong: `instead` says what a Pung on the same tile would be, so the fix offers only what the engine would
   * allow: a pung, a win (a pung on a tile that completes the hand is ruled as Mah-Jongg, A19), or nothing.
   */
  | { why: 'no-loose-tile'; tile: Tile; held: number; instead: KongInstead }
  | { why: 'second-discard'; tile: Tile }
  | { why: 'no-three'; tile: Tile; held: number; instead: KongInstead };

/** What a Pung on the tile would be, for a player refused a kong of it: allowed as a pung, ruled as a win, or refused. */
export type KongInstead = 'pung' | 'mahjong' | null;

/** The event as the immutable table names it. */
export function claimEventOf(ev: number): ClaimEvent {
  const kind = eventKind(ev) === EventKind.Discard ? 'discard' : eventKind(ev) === EventKind.AddToPung ? 'add-to-pung' : 'concealed-kong';
  return { kind, seat: SEATS[eventSeat(ev)], tile: tileOf(eventTile(ev)) };
}

/** The reason nothing can be called on a table with no event open (noEventWhy). */
export function noEventReason(table: Table, why: number): { rule: RuleId; reason: RefusalReason } {
  const reason: RefusalReason = why === Why.PastItsMoment ? { why: 'past-its-moment', tile: table.discards[table.discards.length - 1].tile } : { why: 'nothing-to-claim' };
  return { rule: WHY_RULE[why], reason };
}

/**
 * The rule and the reason for a call judgeClaimCode refused with `why`, on a
 * window opened on this table; `claim` is the call as announced (the tiles
 * and the other tile it names, when it names them).
 */
export function claimRefusal(w: ClaimWindow, c: number, why: number, table: Table, claim: Claim): { rule: RuleId; reason: RefusalReason } {
  const seat = claimSeat(c);
  const event = claimEventOf(w.event);
  const tile = event.tile;
  const held = (): number => {
    w.facts(seat);
    return w.counts[seat][eventTile(w.event)];
  };
  const { concealed: hand, melds } = table.seats[SEATS[seat]];
  // Whether a tile lies in one of his exposed sets, where it cannot be used again (the chow's and the pung's refusals).
  const exposed = (t: Tile): boolean => melds.some((m) => m.tiles.includes(t));
  let reason: RefusalReason;
  switch (why) {
    case Why.OwnTile:
      reason = { why: 'own-tile', event };
      break;
    case Why.ConcealedKong:
      reason = { why: 'concealed-kong', event };
      break;
    case Why.RobbingForASet:
      reason = { why: 'robbing-for-a-set', event };
      break;
    case Why.OlderDiscard:
      reason = { why: 'older-discard', target: claim.target!, event };
      break;
    case Why.NoSuchDiscard:
      reason = { why: 'no-such-discard', target: claim.target!, event };
      break;
    case Why.TooLate:
      reason = { why: 'too-late', event };
      break;
    case Why.DeadHand:
      reason = { why: 'dead-hand' };
      break;
    case Why.FourNotDeclared:
      reason = { why: 'four-not-declared', tile, four: tileOf(undeclaredFourBlocking(w.counts[seat], eventTile(w.event))) };
      break;
    case Why.DoesNotComplete:
      reason = { why: 'does-not-complete', tile };
      break;
    case Why.StrictRun:
      reason = { why: 'strict-run', event };
      break;
    case Why.ChowAfterDraw:
      reason = { why: 'chow-after-draw', event };
      break;
    case Why.ChowWrongSeat:
      reason = { why: 'chow-wrong-seat', event, held: held(), dead: w.dead[seat] === 1, late: w.late && !w.claimAfterNextDraw, kong: judgeClaimCode(w, claimCode(seat, ClaimType.Kong)) === ClaimType.Kong };
      break;
    case Why.HonourRun:
      reason = { why: 'honour-run', tile };
      break;
    case Why.NotARun:
      reason = { why: 'not-a-run', tiles: claim.tiles!, tile, hand };
      break;
    case Why.PairNotHeld:
      reason = {
        why: 'pair-not-held',
        tiles: claim.tiles!,
        tile,
        hand,
        exposed: claim.tiles!.some((t) => !hand.includes(t) && exposed(t)),
      };
      break;
    case Why.NoRunInHand:
      reason = { why: 'no-run-in-hand', tile };
      break;
    case Why.NoPair:
      reason = { why: 'no-pair', tile, held: held(), exposed: exposed(tile) };
      break;
    case Why.NoLooseTile:
      reason = { why: 'no-loose-tile', tile, held: held(), instead: pungInstead(w, seat) };
      break;
    case Why.SecondDiscard:
      reason = { why: 'second-discard', tile };
      break;
    default:
      reason = { why: 'no-three', tile, held: held(), instead: pungInstead(w, seat) };
  }
  return { rule: WHY_RULE[why], reason };
}

function pungInstead(w: ClaimWindow, seat: number): KongInstead {
  const as = judgeClaimCode(w, claimCode(seat, ClaimType.Pung));
  return as === ClaimType.Pung ? 'pung' : as === ClaimType.MahJongg ? 'mahjong' : null;
}
