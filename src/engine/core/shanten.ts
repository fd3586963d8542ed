/**
 * How far a hand is from winning, in tiles: its shanten number. 0 means one
 * tile away (the hand waits), -1 means four sets and a pair already. A hand
 * that needs n more sets beside its exposed ones is worth
 *   2n - 2·(complete sets) - (partial sets, at most n - complete) - (1 for a pair)
 * in its best reading, where a partial set is two tiles that one more tile
 * makes into a set (a pair, 4-5, 4-6). The computer players weigh discards
 * and calls with it.
 *
 * Runs never cross suits, so each suit is read on its own, once: its best
 * (complete, partial) counts, with and without the hand's pair in it, are
 * kept by the suit's nine counts. A reading with more complete sets and at
 * least as many sets and partials together is never worse, so only those
 * not beaten that way are kept (rarely more than three).
 */
import { type Counts } from './counts';
import { FIRST_HONOUR, KIND_COUNT } from './kinds';

// A suit's readings: complete | partials << 4 | pair << 8, the ones not beaten.
const suitReadings = new Map<number, number[]>();

function keep(found: number[], sets: number, partials: number, pair: number): void {
  for (let i = 0; i < found.length; i++) {
    const f = found[i];
    if ((f >> 8) !== pair) continue;
    const s = f & 15;
    const p = (f >> 4) & 15;
    if (s >= sets && s + p >= sets + partials) return;
    if (sets >= s && sets + partials >= s + p) found[i] = found[found.length - 1], found.pop(), i--;
  }
  found.push(sets | (partials << 4) | (pair << 8));
}

/** Every reading of one suit's nine counts from rank i on (counts changed while reading, given back). */
function read(c: number[], i: number, sets: number, partials: number, pair: number, found: number[]): void {
  while (i < 9 && c[i] === 0) i++;
  if (i === 9) {
    keep(found, sets, partials, pair);
    return;
  }
  if (c[i] >= 3) {
    c[i] -= 3;
    read(c, i, sets + 1, partials, pair, found);
    c[i] += 3;
  }
  if (i <= 6 && c[i + 1] > 0 && c[i + 2] > 0) {
    c[i]--, c[i + 1]--, c[i + 2]--;
    read(c, i, sets + 1, partials, pair, found);
    c[i]++, c[i + 1]++, c[i + 2]++;
  }
  if (c[i] >= 2) {
    c[i] -= 2;
    if (!pair) read(c, i, sets, partials, 1, found);
    read(c, i, sets, partials + 1, pair, found);
    c[i] += 2;
  }
  if (i <= 7 && c[i + 1] > 0) {
    c[i]--, c[i + 1]--;
    read(c, i, sets, partials + 1, pair, found);
    c[i]++, c[i + 1]++;
  }
  if (i <= 6 && c[i + 2] > 0) {
    c[i]--, c[i + 2]--;
    read(c, i, sets, partials + 1, pair, found);
    c[i]++, c[i + 2]++;
  }
  // The rest of this rank left alone.
  const held = c[i];
  c[i] = 0;
  read(c, i + 1, sets, partials, pair, found);
  c[i] = held;
}

function readingsOfSuit(counts: Counts, from: number): number[] {
  let key = 0;
  for (let k = from + 8; k >= from; k--) key = key * 5 + counts[k];
  let found = suitReadings.get(key);
  if (!found) {
    found = [];
    const c: number[] = [];
    for (let k = 0; k < 9; k++) c.push(counts[from + k]);
    read(c, 0, 0, 0, 0, found);
    suitReadings.set(key, found);
  }
  return found;
}

/** The shanten number of a concealed hand (as counts) beside `melds` sets on the table. */
export function shanten(counts: Counts, melds: number): number {
  const needed = 4 - melds;
  // Honours make no runs: three or more alike are a set, two a pair.
  let sets0 = 0;
  let pairs0 = 0;
  for (let k = FIRST_HONOUR; k < KIND_COUNT; k++) {
    if (counts[k] >= 3) sets0++;
    else if (counts[k] === 2) pairs0++;
  }
  const a = readingsOfSuit(counts, 0);
  const b = readingsOfSuit(counts, 9);
  const c = readingsOfSuit(counts, 18);
  let best = 2 * needed;
  for (const x of a) {
    for (const y of b) {
      if ((x >> 8) + (y >> 8) > 1) continue;
      for (const z of c) {
        const suitPair = (x >> 8) + (y >> 8) + (z >> 8);
        if (suitPair > 1) continue;
        const sets = sets0 + (x & 15) + (y & 15) + (z & 15);
        let partials = pairs0 + ((x >> 4) & 15) + ((y >> 4) & 15) + ((z >> 4) & 15);
        let pair = suitPair;
        // An honour pair is better as the hand's pair than as a partial set.
        if (!pair && pairs0 > 0) {
          pair = 1;
          partials--;
        }
        const value = 2 * needed - 2 * sets - Math.min(partials, Math.max(0, needed - sets)) - pair;
        if (value < best) best = value;
      }
    }
  }
  return best;
}
