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
 * the suit, which no hand of the game holds) is unlisted, and its caller
 * searches it. The code is kept short: pages that open with the engine carry it.
 */
import { COPIES_OF_EACH_TILE } from '../tiles';
import type { Counts } from './counts';

/** The most tiles of one suit the table lists: four sets and a pair, a whole hand. */
export const MOST_TILES_LISTED = 14;
const MOST_SETS = 4;
/** Every key a suit's counts can have: nine counts of 0 to 4 as a number in base 5. */
export const SHAPE_KEYS = 5 ** 9;

/** What one more tile of each rank (0 to 8) adds to a key. */
const PLACE = Array.from({ length: 9 }, (_, rank) => 5 ** rank);

/** A new table of the complete shapes: bit `key` is set when the shape of that key is complete. */
export function buildCompleteShapes(): Uint32Array {
  const complete = new Uint32Array(Math.ceil(SHAPE_KEYS / 32));
  const counts = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  // Set s holds ranks a, a + step, a + 2 step: three alike of rank s (step 0) for s up to 8, then the
  // run from rank s - 9 (step 1). Sets are added in that order, never one before the last added, so
  // each choice of sets is made once.
  const addSets = (key: number, sets: number, lowest: number): void => {
    complete[key >>> 5] |= 1 << (key & 31);
    for (let s = lowest; sets < MOST_SETS && s < 16; s++) {
      const step = s < 9 ? 0 : 1;
      const a = s - 9 * step;
      const b = a + step;
      const c = b + step;
      counts[a]++;
      counts[b]++;
      counts[c]++;
      if (counts[a] <= COPIES_OF_EACH_TILE && counts[b] <= COPIES_OF_EACH_TILE && counts[c] <= COPIES_OF_EACH_TILE) {
        addSets(key + PLACE[a] + PLACE[b] + PLACE[c], sets + 1, s);
      }
      counts[a]--;
      counts[b]--;
      counts[c]--;
    }
  };
  addSets(0, 0, 0);
  for (let pair = 0; pair < 9; pair++) {
    counts[pair] = 2;
    addSets(2 * PLACE[pair], 0, 0);
    counts[pair] = 0;
  }
  return complete;
}

let completeShapes: Uint32Array | undefined;

/**
 * What the suit whose rank 1 is at `from` in these counts leaves over its
 * sets: 0 when its counts read as sets, 2 as sets and the pair, 1 when they
 * read as neither (as a count one over a multiple of three never can); -1
 * for a shape the table does not list. An honour kind's count modulo 3 says
 * the same of that kind.
 */
export function suitOver(counts: Counts, from: number): number {
  let tiles = 0;
  let key = 0;
  // A count past four makes its own difference negative, and so the whole OR.
  let past = 0;
  for (let k = from + 8; k >= from; k--) {
    const n = counts[k];
    tiles += n;
    key = key * 5 + n;
    past |= COPIES_OF_EACH_TILE - n;
  }
  if (tiles > MOST_TILES_LISTED || past < 0) return -1;
  const complete = completeShapes ?? (completeShapes = buildCompleteShapes());
  return complete[key >>> 5] & (1 << (key & 31)) ? tiles % 3 : 1;
}
