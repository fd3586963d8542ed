/**
 * Sets on the table: a chow (three in sequence), a pung (three of a kind) and
 * a kong (four of a kind). Harr calls them all "sets" (Illustration No. 9).
 * A set made with a claimed discard records which tile was claimed and from
 * which seat, so it can be drawn with that tile turned sideways.
 */
import type { Seat } from './seats';
import { type Tile, isSuited, removeTiles, shiftRank, sortTiles } from './tiles';

export type MeldKind = 'chow' | 'pung' | 'kong';

/** How a kong was made: the three ways of the modern page's Figure 3, in Harr's words too. */
export type KongWay = 'discard' | 'concealed' | 'added';

export interface ClaimedTile {
  tile: Tile;
  from: Seat;
}

export interface Meld {
  kind: MeldKind;
  /** All the tiles of the set, claimed one included, in sequence order. */
  tiles: Tile[];
  /** The discard taken to make it; absent for a concealed kong. */
  claimed?: ClaimedTile;
  /** For a kong: how it was made. */
  kongWay?: KongWay;
  /** For a kong added to an exposed pung: the self-drawn fourth tile. */
  added?: Tile;
}

/** Three identical tiles. */
export function isTriplet(tiles: readonly Tile[]): boolean {
  return tiles.length === 3 && tiles.every((t) => t === tiles[0]);
}

/** Three consecutive numbers of one suit (no honours, no 9-1-2 wrap). */
export function isRun(tiles: readonly Tile[]): boolean {
  if (tiles.length !== 3 || !tiles.every(isSuited)) return false;
  const [a, b, c] = sortTiles(tiles);
  return shiftRank(a, 1) === b && shiftRank(a, 2) === c;
}

/** The two-tile partners in hand that would make a run with `tile`: for a 5, 3-4, 4-6 and 6-7. */
export function chowPartners(tile: Tile): [Tile, Tile][] {
  const options: [Tile, Tile][] = [];
  for (const [a, b] of [
    [-2, -1],
    [-1, 1],
    [1, 2],
  ] as const) {
    const low = shiftRank(tile, a);
    const high = shiftRank(tile, b);
    if (low && high) options.push([low, high]);
  }
  return options;
}

/** The pairs in a hand that would make a run with a tile: the choices a chower picks from (A17). */
export function chowPairsIn(concealed: readonly Tile[], tile: Tile): [Tile, Tile][] {
  return chowPartners(tile).filter(([a, b]) => removeTiles(concealed, [a, b]) !== null);
}

/** Is this a well-formed set (SET-DEFS)? Returns a reason when it is not. */
export function meldProblem(meld: Meld): string | null {
  const { kind, tiles } = meld;
  if (kind === 'chow') {
    if (tiles.length !== 3) return `a chow is exactly three tiles in sequence, not ${tiles.length}`;
    if (!isRun(tiles)) return `${tiles.join(' ')} is not three consecutive numbers of one suit`;
  } else {
    const size = kind === 'pung' ? 3 : 4;
    if (tiles.length !== size) return `a ${kind} is ${size} tiles of one kind, not ${tiles.length}`;
    // An American exposure may fill its group with jokers, beside at least one natural tile (NMJL-EXPOSURE-MATCH).
    const natural = tiles.find((t) => t !== 'J');
    if (!natural) return `a ${kind} of jokers alone stands for no tile: an exposure holds at least one natural tile, the one called`;
    if (!tiles.every((t) => t === natural || t === 'J')) return `a ${kind} holds ${size} copies of one tile, but this one has ${tiles.join(' ')}`;
    if (meld.claimed?.tile === 'J') return 'a discarded joker is dead, so no set holds a claimed joker: mark the natural tile that was called';
  }
  if (meld.claimed && !tiles.includes(meld.claimed.tile)) return `the claimed ${meld.claimed.tile} is not in the set`;
  if (kind === 'kong') {
    if (!meld.kongWay) return 'a kong must say how it was made (from a discard, concealed, or added)';
    if (meld.kongWay === 'concealed' && meld.claimed) return 'a concealed kong holds no claimed tile';
    if (meld.kongWay !== 'concealed' && !meld.claimed) return `a kong ${meld.kongWay === 'added' ? 'added to a pung' : 'from a discard'} needs its claimed tile`;
  } else if (!meld.claimed) {
    return `an exposed ${kind} is made with a claimed discard; a ${kind} drawn from the wall stays concealed in the hand`;
  }
  return null;
}
