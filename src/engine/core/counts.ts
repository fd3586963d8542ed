/**
 * Hands as counts: 34 slots, how many of each tile kind a hand holds. The
 * winning-hand check looks each suit's counts up (suitShapes); the search for
 * a reading, which stops at the first one found, stays for the questions a
 * lookup does not answer (which reading puts a kind where) and as the
 * reference the tests hold the lookup to. A search changes the counts as it
 * goes and always gives them back as they were.
 */
import { FIRST_HONOUR, KIND_COUNT, NEXT_IN_SUIT } from './kinds';
import { suitOver } from './suitShapes';

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

/** Can these counts be read as sets of three and one pair? Tries every pair; stops at the first reading. */
export function countsHaveReading(counts: Counts): boolean {
  for (let p = 0; p < KIND_COUNT; p++) {
    if (counts[p] < 2) continue;
    counts[p] -= 2;
    const found = splitsIntoSets(counts, 0);
    counts[p] += 2;
    if (found) return true;
  }
  return false;
}

/**
 * Do these counts make four sets and a pair? The same answer as
 * countsHaveReading, found without a search: every set lies
 * within one group (a suit, or one honour kind), so the hand wins exactly
 * when each honour kind holds a multiple of three or the pair, each suit's
 * shape is complete (looked up: suitShapes), and there is one pair in all.
 * Honours first: each is one read, and a lone honour turns the hand down at
 * once. A suit the table does not list (only counts no hand of the game
 * holds) sends the whole hand to the search.
 */
export function countsWin(counts: Counts): boolean {
  let pairs = 0;
  for (let k = FIRST_HONOUR; k < KIND_COUNT; k++) {
    const over = counts[k] % 3;
    if (over === 1 || (over === 2 && ++pairs > 1)) return false;
  }
  for (let from = 0; from < FIRST_HONOUR; from += 9) {
    const over = suitOver(counts, from);
    if (over < 0) return countsHaveReading(counts);
    if (over === 1 || (over === 2 && ++pairs > 1)) return false;
  }
  return pairs === 1;
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

/**
 * Would these counts (fourteen tiles' worth, less three for each set on the
 * table) go out once the four of `four` among them were declared as a kong
 * and its loose tile drawn: do the other tiles lack just one of the sets and
 * pair still needed? Only then is the undeclared four what keeps the hand
 * from Mah-Jongg (KONG-DECLARED-BEFORE-WIN); otherwise the hand is simply not
 * four sets and a pair, four or no four. The counts are given back as they were.
 */
export function winsOnceDeclared(counts: Int32Array | number[], four: number): boolean {
  counts[four] -= 4;
  let found = false;
  for (let k = 0; k < KIND_COUNT && !found; k++) {
    // The loose tile: any kind of which a copy is left, never the four's own.
    if (k === four || counts[k] >= 4) continue;
    counts[k]++;
    found = countsWin(counts);
    counts[k]--;
  }
  counts[four] += 4;
  return found;
}

/** The kind of a four in these counts that, declared, would leave the hand a loose tile from going out (winsOnceDeclared); -1 for none. */
export function fourKeepingFromWin(counts: Int32Array | number[]): number {
  for (let k = 0; k < KIND_COUNT; k++) if (counts[k] === 4 && winsOnceDeclared(counts, k)) return k;
  return -1;
}
