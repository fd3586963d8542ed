/**
 * The shapes a suit can take in a winning hand, looked up rather than
 * searched. A suit's shape is its nine counts, ranks 1 to 9; it is complete
 * when they read wholly as sets of three (three alike, or a run), with or
 * without one pair: which of the two its tile count tells (a multiple of
 * three, or two over). A run never leaves its suit, so a hand is four sets
 * and a pair exactly when each suit's shape is complete, each honour kind
 * holds a multiple of three or the pair, and there is one pair in all.
 *
 * In a hand of fourteen tiles a suit holds at most four sets and a pair:
 * 21,743 complete shapes. The table is made from the sets themselves (every
 * choice of up to four sets and at most one pair, no kind past four copies),
 * the first time a suit is looked up, never shipped: a page that checks no
 * hand never makes it. A shape's key is its counts read as a number in base 5
 * (rank 1 the lowest digit); the table holds one bit a key, 5^9 bits (244 KB).
 * A shape outside it (a kind past four copies, or more than fourteen tiles in
 * the suit, which no hand of the game holds) is said to be unlisted, and its
 * caller searches it.
 */
import { COPIES_OF_EACH_TILE } from '../tiles';
import type { Counts } from './counts';

/** What one suit's counts can be read as. */
export const SuitShape = { Sets: 0, SetsAndPair: 1, Incomplete: 2, Unlisted: 3 } as const;
export type SuitShape = (typeof SuitShape)[keyof typeof SuitShape];

/** The most tiles of one suit the table lists: four sets and a pair, a whole hand. */
export const MOST_TILES_LISTED = 14;
const MOST_SETS = 4;
const RANKS = 9;
const BASE = COPIES_OF_EACH_TILE + 1;
/** Every key a suit's counts can have, 0 to 5^9 - 1. */
export const SHAPE_KEYS = BASE ** RANKS;
/** What one more of rank r (0 to 8) adds to a key. */
const PLACE = Array.from({ length: RANKS }, (_, r) => BASE ** r);

/** A new table of the complete shapes: bit `key` is set when the shape of that key is complete. */
export function buildCompleteShapes(): Uint32Array {
  const complete = new Uint32Array(Math.ceil(SHAPE_KEYS / 32));
  const counts = new Int8Array(RANKS);
  // Sets are numbered 0-8 (three alike of rank s) and 9-15 (the run from rank s - 9),
  // and added in order, never below the last one added, so each choice is made once.
  const addSets = (key: number, sets: number, lowest: number): void => {
    complete[key >>> 5] |= 1 << (key & 31);
    if (sets === MOST_SETS) return;
    for (let s = lowest; s < RANKS + 7; s++) {
      if (s < RANKS) {
        if (counts[s] + 3 > COPIES_OF_EACH_TILE) continue;
        counts[s] += 3;
        addSets(key + 3 * PLACE[s], sets + 1, s);
        counts[s] -= 3;
      } else {
        const r = s - RANKS;
        if (counts[r] === COPIES_OF_EACH_TILE || counts[r + 1] === COPIES_OF_EACH_TILE || counts[r + 2] === COPIES_OF_EACH_TILE) continue;
        counts[r]++;
        counts[r + 1]++;
        counts[r + 2]++;
        addSets(key + PLACE[r] + PLACE[r + 1] + PLACE[r + 2], sets + 1, s);
        counts[r]--;
        counts[r + 1]--;
        counts[r + 2]--;
      }
    }
  };
  addSets(0, 0, 0);
  for (let pair = 0; pair < RANKS; pair++) {
    counts[pair] = 2;
    addSets(2 * PLACE[pair], 0, 0);
    counts[pair] = 0;
  }
  return complete;
}

let completeShapes: Uint32Array | null = null;

/**
 * The shape of the suit whose rank 1 is at `from` in these counts. Made to be
 * quick: nine reads, the key worked out in one expression, one bit looked up.
 */
export function suitShape(counts: Counts, from: number): SuitShape {
  const c1 = counts[from], c2 = counts[from + 1], c3 = counts[from + 2];
  const c4 = counts[from + 3], c5 = counts[from + 4], c6 = counts[from + 5];
  const c7 = counts[from + 6], c8 = counts[from + 7], c9 = counts[from + 8];
  const tiles = c1 + c2 + c3 + c4 + c5 + c6 + c7 + c8 + c9;
  const over = tiles % 3;
  if (over === 1) return SuitShape.Incomplete;
  // A count past four makes its own difference negative, and so the whole OR.
  const most = COPIES_OF_EACH_TILE;
  if (tiles > MOST_TILES_LISTED || ((most - c1) | (most - c2) | (most - c3) | (most - c4) | (most - c5) | (most - c6) | (most - c7) | (most - c8) | (most - c9)) < 0) {
    return SuitShape.Unlisted;
  }
  const key = c1 + BASE * (c2 + BASE * (c3 + BASE * (c4 + BASE * (c5 + BASE * (c6 + BASE * (c7 + BASE * (c8 + BASE * c9)))))));
  const complete = completeShapes ?? (completeShapes = buildCompleteShapes());
  if ((complete[key >>> 5] & (1 << (key & 31))) === 0) return SuitShape.Incomplete;
  return over === 0 ? SuitShape.Sets : SuitShape.SetsAndPair;
}
