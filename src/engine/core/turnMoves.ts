/**
 * The one list of the moves a player may try in his own turn
 * (legalTurnMoves), each with the verdict core/turn.ts gives it, which the
 * boards, the practice table, the computer players and the random games all
 * ask; and the facts of a turn it is worked out from (TurnFacts), read from
 * either table (PlayTable.turnFacts, tableTurn.ts).
 */
import { countsWin, fourKeepingFromWin, handIsDead } from './counts';
import { KIND_COUNT } from './kinds';
import { MoveType, discardMove, kongMove } from './moves';
import { Phase } from './phase';
import { discardWhy, kongWhy, mahjongWhy } from './turn';

/**
 * What a player's own turn is decided on, read from either table (the play
 * table's, PlayTable.turnFacts; an immutable Table's, tableTurn.ts): the
 * phase, his hand as counts, his pungs on the table, the wall.
 */
export class TurnFacts {
  phase: number = Phase.Over;
  claimedThisTurn = false;
  aboveReserve = 0;
  /** Concealed tiles, and their counts (the table's own: read, and changed only for a moment by fourHeld, which gives them back). */
  size = 0;
  counts: Int32Array | number[] = new Int32Array(KIND_COUNT);
  /** Sets on the table, the tiles in them, the kongs among them, and his pungs' kinds in the order they were laid out. */
  sets = 0;
  inSets = 0;
  kongs = 0;
  readonly pungs: number[] = [];
  /** A kong's fourth pending on his pung while others may rob it. */
  pending = 0;

  /** Does the hand hold the wrong number of tiles (A21)? */
  dead(): boolean {
    const holding = this.phase === Phase.Discard || this.phase === Phase.Robbing;
    return handIsDead(this.size + this.pending + this.inSets, this.kongs, holding);
  }

  /** Are his concealed tiles, beside his sets, four sets and a pair? */
  winning(): boolean {
    return this.sets <= 4 && this.size === (4 - this.sets) * 3 + 2 && countsWin(this.counts);
  }

  /** Does a four in hand keep the hand from Mah-Jongg until it is declared (fourKeepingFromWin; the counts are given back as they were)? */
  fourHeld(): boolean {
    return fourKeepingFromWin(this.counts) >= 0;
  }
}

// A move tried, with its verdict: move | why << 9 (0: allowed).
export const turnEntry = (move: number, why: number): number => move | (why << 9);
export const entryMove = (e: number): number => e & 511;
export const entryWhy = (e: number): number => e >> 9;

/** Which moves legalTurnMoves lists: bits of TurnList. */
export const TurnList = { MahJongg: 1, Kongs: 2, OtherKongs: 4, Discards: 8, All: 15 } as const;

/**
 * Every move the player whose turn it is may try, each with its verdict,
 * written into `out` (turnEntry); returns how many. In this order: Mah-Jongg;
 * a kong of each kind he holds four of, then an add to each of his pungs in
 * the order they were laid out (TurnList.Kongs); then a kong of each other
 * kind he holds (refused: not four; TurnList.OtherKongs); then a discard of
 * each kind he holds. `list` says which of these to list (all by default).
 * The caller picks what to offer or to play; each verdict is the one the
 * move gets when played.
 */
export function legalTurnMoves(f: TurnFacts, out: Int32Array | number[], list: number = TurnList.All): number {
  let n = 0;
  const counts = f.counts;
  if (list & TurnList.MahJongg) out[n++] = turnEntry(MoveType.MahJongg, mahjongWhy(f.phase, true, f.dead(), f.winning(), f.fourHeld()));
  if (list & TurnList.Kongs) {
    for (let k = 0; k < KIND_COUNT; k++) if (counts[k] === 4) out[n++] = turnEntry(kongMove(k), kongWhy(f.phase, true, f.claimedThisTurn, f.aboveReserve, 4, false));
    for (let i = 0; i < f.pungs.length; i++) out[n++] = turnEntry(kongMove(f.pungs[i]), kongWhy(f.phase, true, f.claimedThisTurn, f.aboveReserve, counts[f.pungs[i]], true));
  }
  if (list & TurnList.OtherKongs) {
    for (let k = 0; k < KIND_COUNT; k++) {
      if (counts[k] > 0 && counts[k] < 4 && !f.pungs.includes(k)) out[n++] = turnEntry(kongMove(k), kongWhy(f.phase, true, f.claimedThisTurn, f.aboveReserve, counts[k], false));
    }
  }
  if (list & TurnList.Discards) for (let k = 0; k < KIND_COUNT; k++) if (counts[k] > 0) out[n++] = turnEntry(discardMove(k), discardWhy(f.phase, true, counts[k]));
  return n;
}
