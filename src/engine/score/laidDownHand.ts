/**
 * A hand laid down for scoring: its sets as the player shows them (exposed on
 * the table or concealed in the hand), any tiles that make no set, and for the
 * winner, how the winning tile came. This is the input of `scoreHand`; the
 * checks here make a malformed hand a clear error, naming the set at fault.
 */
import type { Seat } from '../seats';
import { isRun, isTriplet } from '../melds';
import { type Tile, compareTiles, copiesOf, tileName } from '../tiles';

export type ShownSetKind = 'chow' | 'pung' | 'kong' | 'pair';

export interface ShownSet {
  kind: ShownSetKind;
  tiles: Tile[];
  /**
   * Face up on the table, made with a claimed discard. A kong drawn and laid
   * out with its end tiles face down is not exposed (SCORE-CONCEALED-KONG). A
   * pair has no exposed value on Harr's card, so the flag does not change it.
   */
  exposed: boolean;
}

/** How the winner's last tile came (S2 to S4 of the scoring decisions). */
export type WinningWay =
  | { by: 'discard' | 'wall' | 'loose-tile'; tile: Tile; /** the index in `sets` of the set or pair the tile completed */ set: number }
  | { by: 'original-hand' };

export interface LaidDownHand {
  seat: Seat;
  sets: ShownSet[];
  /** Tiles in a loser's hand that make no set or pair: they score nothing, but count for the one-suit honours (S7). */
  odd?: Tile[];
  /** A hand with the wrong number of tiles (A21): it scores nothing. */
  dead?: boolean;
}

/** Every tile the hand holds, sets and odd tiles together. */
export function tilesOf(hand: LaidDownHand): Tile[] {
  return [...hand.sets.flatMap((s) => s.tiles), ...(hand.odd ?? [])];
}

/** What is wrong with one shown set, or null. */
function setProblem(set: ShownSet): string | null {
  const { kind, tiles } = set;
  const sorted = [...tiles].sort(compareTiles);
  if (kind === 'chow') return isRun(sorted) ? null : `a chow is three in sequence of one suit, not ${tiles.join(' ')}`;
  if (kind === 'pung') return isTriplet(tiles) ? null : `a pung is three alike, not ${tiles.join(' ')}`;
  if (kind === 'kong') return tiles.length === 4 && tiles.every((t) => t === tiles[0]) ? null : `a kong is four alike, not ${tiles.join(' ')}`;
  return tiles.length === 2 && tiles[0] === tiles[1] ? null : `a pair is two alike, not ${tiles.join(' ')}`;
}

/** Throws a RangeError naming the seat and the set when the hand cannot be scored. */
export function checkLaidDown(hand: LaidDownHand, win?: WinningWay): void {
  const who = `${hand.seat}'s hand`;
  hand.sets.forEach((set, i) => {
    const problem = setProblem(set);
    if (problem) throw new RangeError(`${who}, set ${i + 1}: ${problem}`);
  });
  const all = tilesOf(hand);
  for (const tile of new Set(all)) {
    if (copiesOf(all, tile) > 4) throw new RangeError(`${who} holds ${copiesOf(all, tile)} of the ${tileName(tile)}: there are only four`);
  }
  if (!win) return;
  const pairs = hand.sets.filter((s) => s.kind === 'pair').length;
  if (hand.sets.length !== 5 || pairs !== 1 || (hand.odd ?? []).length > 0) {
    throw new RangeError(`${who} won, so it must be four sets and one pair with no tile left over (WIN-FOUR-SETS-PAIR)`);
  }
  if (win.by === 'original-hand') {
    if (hand.seat !== 'East') throw new RangeError(`${who}: only East holds fourteen tiles as dealt, so only East can win on the original hand`);
    if (hand.sets.some((s) => s.exposed || s.kind === 'kong')) throw new RangeError(`${who}: a hand won as dealt has claimed nothing and declared no kong`);
    return;
  }
  const completed = hand.sets[win.set];
  if (!completed) throw new RangeError(`${who}: the winning tile completes set ${win.set + 1}, which the hand does not have`);
  if (!completed.tiles.includes(win.tile)) throw new RangeError(`${who}: the winning ${tileName(win.tile)} is not in the set it is said to complete`);
  if (completed.kind === 'kong') throw new RangeError(`${who}: a kong is never completed by the winning tile, since a four is paid for with a loose tile first`);
  if (completed.kind !== 'pair') {
    if (win.by === 'discard' && !completed.exposed) throw new RangeError(`${who}: a set completed with a claimed discard is exposed (S2)`);
    if (win.by !== 'discard' && completed.exposed) throw new RangeError(`${who}: a set completed by drawing the winning tile stays concealed (S2)`);
  }
  if (win.by === 'loose-tile' && !hand.sets.some((s) => s.kind === 'kong')) {
    throw new RangeError(`${who}: a loose tile is drawn only after a kong, and this hand has none`);
  }
}
