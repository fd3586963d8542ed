/**
 * Hands: the tile count a hand must keep, and whether concealed tiles together
 * with the exposed sets make a winning hand, four sets and a pair
 * (WIN-FOUR-SETS-PAIR). A concealed set counts like an exposed one
 * (CONCEALED-SET-COUNTS); four of a kind only counts as a set once declared
 * (KONG-DECLARED-BEFORE-WIN), so concealed tiles are read as sets of three.
 */
import type { Meld } from './melds';
import { countsWin } from './core/counts';
import { KINDS_WITH_AMERICAN, kindOf, tileOf } from './core/kinds';
import { type Tile, TILE_KINDS, isSuited, shiftRank } from './tiles';

export const SETS_TO_WIN = 4;
export const BASE_HAND_SIZE = 13;

export interface ConcealedSet {
  kind: 'chow' | 'pung';
  tiles: [Tile, Tile, Tile];
}

/** One way of reading concealed tiles as sets and a pair. */
export interface Reading {
  sets: ConcealedSet[];
  pair: [Tile, Tile];
}

function readSets(counts: number[], from: number, found: ConcealedSet[], out: ConcealedSet[][]): void {
  let i = from;
  while (i < counts.length && counts[i] === 0) i++;
  if (i === counts.length) {
    out.push([...found]);
    return;
  }
  const tile = tileOf(i);
  if (counts[i] >= 3) {
    counts[i] -= 3;
    found.push({ kind: 'pung', tiles: [tile, tile, tile] });
    readSets(counts, i, found, out);
    found.pop();
    counts[i] += 3;
  }
  const second = isSuited(tile) ? shiftRank(tile, 1) : null;
  const third = isSuited(tile) ? shiftRank(tile, 2) : null;
  if (second && third) {
    const j = kindOf(second);
    const k = kindOf(third);
    if (counts[j] > 0 && counts[k] > 0) {
      counts[i]--;
      counts[j]--;
      counts[k]--;
      found.push({ kind: 'chow', tiles: [tile, second, third] });
      readSets(counts, i, found, out);
      found.pop();
      counts[i]++;
      counts[j]++;
      counts[k]++;
    }
  }
}

/** Is there at least one way to read `concealed` as `setsNeeded` sets of three and one pair? */
function hasReading(concealed: readonly Tile[], setsNeeded: number): boolean {
  if (concealed.length !== setsNeeded * 3 + 2) return false;
  // countsWin first rejects counts whose suits cannot split into sets and a pair, then reads the rest.
  return countsWin(handCounts(concealed));
}

/** Every way to read `concealed` as exactly `setsNeeded` sets of three and one pair (for showing a learner the sets). */
export function readings(concealed: readonly Tile[], setsNeeded: number): Reading[] {
  if (concealed.length !== setsNeeded * 3 + 2) return [];
  const counts = handCounts(concealed);
  const result: Reading[] = [];
  for (let p = 0; p < counts.length; p++) {
    if (counts[p] < 2) continue;
    counts[p] -= 2;
    const setLists: ConcealedSet[][] = [];
    readSets(counts, 0, [], setLists);
    counts[p] += 2;
    const pairTile = tileOf(p);
    for (const sets of setLists) result.push({ sets, pair: [pairTile, pairTile] });
  }
  return result;
}

/** The index of a tile's kind in TILE_KINDS (0 to 33; the American flower and joker 34 and 35): see core/kinds. */
export const kindIndex = kindOf;

// Zeros, copied for each hand's counts (a packed array of small integers): a slot for each of the 34 kinds, and one
// each for the American flower and joker, which no search over the 34 reads.
const NO_TILES: readonly number[] = Array<number>(KINDS_WITH_AMERICAN).fill(0);

/**
 * How many of each kind a hand holds: a slot for each kind (core/kinds), made
 * once and then asked any number of questions (winsWithTile).
 */
export function handCounts(tiles: readonly Tile[]): number[] {
  const counts = NO_TILES.slice();
  for (let i = 0; i < tiles.length; i++) counts[kindOf(tiles[i])]++;
  return counts;
}

/**
 * isWinningHand on counts: would the hand these counts describe, holding
 * `size` tiles, with one more `tile`, be four sets and a pair beside these
 * melds? No copy is made: the counts are changed while it searches and
 * given back as they were.
 */
export function winsWithTile(counts: number[], size: number, melds: readonly Meld[], tile: Tile): boolean {
  const needed = setsStillNeeded(melds);
  if (needed < 0 || size + 1 !== needed * 3 + 2) return false;
  const i = kindOf(tile);
  counts[i]++;
  const found = countsWin(counts);
  counts[i]--;
  return found;
}

/** Sets still to be made in the hand, given the sets already on the table. */
export function setsStillNeeded(melds: readonly Meld[]): number {
  return SETS_TO_WIN - melds.length;
}

/** Four sets and a pair, counting exposed sets (WIN-FOUR-SETS-PAIR). */
export function isWinningHand(concealed: readonly Tile[], melds: readonly Meld[]): boolean {
  const needed = setsStillNeeded(melds);
  return needed >= 0 && hasReading(concealed, needed);
}

/** The tile kinds that would complete this hand (its "waits"). */
export function waitingOn(concealed: readonly Tile[], melds: readonly Meld[]): Tile[] {
  return TILE_KINDS.filter((t) => isWinningHand([...concealed, t], melds));
}

/** Kongs a player has declared: each one adds a tile to the count. */
export function kongCount(melds: readonly Meld[]): number {
  return melds.filter((m) => m.kind === 'kong').length;
}

/** Tiles in hand and on the table together. */
export function tileCount(concealed: readonly Tile[], melds: readonly Meld[]): number {
  return concealed.length + melds.reduce((n, m) => n + m.tiles.length, 0);
}

/** 13 plus one per kong between turns; one more while a player holds his draw (TILECOUNT-13-PLUS-KONGS). */
export function expectedTileCount(melds: readonly Meld[], holdingDraw: boolean): number {
  return BASE_HAND_SIZE + kongCount(melds) + (holdingDraw ? 1 : 0);
}

/** Kinds held four times in the concealed hand: an undeclared four of a kind (KONG-HOLD-OPTION). */
export function undeclaredFours(concealed: readonly Tile[]): Tile[] {
  const counts = handCounts(concealed);
  return TILE_KINDS.filter((_, i) => counts[i] === 4);
}
