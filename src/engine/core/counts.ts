/**
 * Hands as counts: 34 slots, how many of each tile kind a hand holds. The
 * winning-hand check reads counts and stops at the first reading found; the
 * counts are changed while it searches and always given back as they were.
 */
import { KIND_COUNT, NEXT_IN_SUIT } from './kinds';

/** A hand's counts: a plain array or a typed one (the play table keeps Int32Arrays). */
export type Counts = { [kind: number]: number; readonly length: number };

/** Can these counts be split wholly into sets of three? Stops at the first way found. */
export function splitsIntoSets(counts: Counts, from: number): boolean {
  let i = from;
  while (i < KIND_COUNT && counts[i] === 0) i++;
  if (i === KIND_COUNT) return true;
  if (counts[i] >= 3) {
    counts[i] -= 3;
    const found = splitsIntoSets(counts, i);
    counts[i] += 3;
    if (found) return true;
  }
  const j = NEXT_IN_SUIT[i];
  const k = j < 0 ? -1 : NEXT_IN_SUIT[j];
  if (k >= 0 && counts[j] > 0 && counts[k] > 0) {
    counts[i]--;
    counts[j]--;
    counts[k]--;
    const found = splitsIntoSets(counts, i);
    counts[i]++;
    counts[j]++;
    counts[k]++;
    if (found) return true;
  }
  return false;
}

/** Can these counts be read as sets of three and one pair, the pair among kinds pairFrom to pairTo? Stops at the first reading. */
export function countsHaveReading(counts: Counts, pairFrom = 0, pairTo = KIND_COUNT): boolean {
  for (let p = pairFrom; p < pairTo; p++) {
    if (counts[p] < 2) continue;
    counts[p] -= 2;
    const found = splitsIntoSets(counts, 0);
    counts[p] += 2;
    if (found) return true;
  }
  return false;
}

/**
 * countsHaveReading, quicker to say no. Every set lies within one group (a
 * suit, or one honour kind), so each group holds a multiple of three tiles
 * but the one that holds the pair, which holds two more: a hand where a group
 * is one over, or two groups two over, is not read at all, and pairs are
 * tried in the pair's group only.
 */
export function countsWin(counts: Counts): boolean {
  let pairFrom = -1;
  let pairTo = -1;
  for (let from = 0; from < 27; from += 9) {
    let n = 0;
    for (let k = from; k < from + 9; k++) n += counts[k];
    const over = n % 3;
    if (over === 1 || (over === 2 && pairFrom >= 0)) return false;
    if (over === 2) {
      pairFrom = from;
      pairTo = from + 9;
    }
  }
  for (let k = 27; k < KIND_COUNT; k++) {
    const over = counts[k] % 3;
    if (over === 1 || (over === 2 && pairFrom >= 0)) return false;
    if (over === 2) {
      pairFrom = k;
      pairTo = k + 1;
    }
  }
  return pairFrom >= 0 && countsHaveReading(counts, pairFrom, pairTo);
}

/**
 * Is there a reading of these winning counts in which `kind` is the pair or
 * a set of three alike? When there is none, the tile can sit only in a run
 * (decision A1's strict reading).
 */
export function winsWithKindAlike(counts: Counts, kind: number): boolean {
  let found = false;
  if (counts[kind] >= 2) {
    counts[kind] -= 2;
    found = splitsIntoSets(counts, 0);
    counts[kind] += 2;
  }
  if (!found && counts[kind] >= 3) {
    counts[kind] -= 3;
    found = countsHaveReading(counts);
    counts[kind] += 3;
  }
  return found;
}

/** Is a hand of this many tiles (concealed, a kong's pending fourth, and in sets) dead: not 13, plus one a kong, plus one while it holds a tile to discard (A21)? */
export function handIsDead(tiles: number, kongs: number, holding: boolean): boolean {
  return tiles !== 13 + kongs + (holding ? 1 : 0);
}

/** Would one more `tile` make these counts, `size` tiles beside `sets` sets on the table, four sets and a pair? The counts are given back as they were. */
export function completesWith(counts: Int32Array | number[], size: number, sets: number, tile: number): boolean {
  if (sets > 4 || size + 1 !== (4 - sets) * 3 + 2) return false;
  counts[tile]++;
  const found = countsWin(counts);
  counts[tile]--;
  return found;
}
