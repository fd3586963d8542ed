import { describe, expect, it } from 'vitest';
import { handCounts, isWinningHand, waitingOn } from '../hand';
import { type Tile, TILE_KINDS } from '../tiles';
import { parseTiles } from '../tileCodes';
import { seededRandom } from '../random';
import { dealInPlace } from '../sim/dealInPlace';
import { shanten } from './shanten';

const of = (text: string, melds = 0) => shanten(handCounts(parseTiles(text)), melds);

describe('shanten: tiles away from winning', () => {
  it('is -1 for four sets and a pair, 0 for a hand that waits', () => {
    expect(of('1c 2c 3c 4b 5b 6b 7d 7d 7d E E E Rd Rd')).toBe(-1);
    expect(of('1c 2c 3c 4b 5b 6b 7d 7d 7d E E E Rd')).toBe(0);
    expect(of('1c 2c 3c 4b 5b 6b 7d 7d 7d E E 2d 4d')).toBe(0);
  });

  it('counts partial sets, at most as many as sets still needed', () => {
    // Two sets, three partials (4-5, 7-9, a pair of E), one pair missing: 8 - 4 - 2 - 1.
    expect(of('1c 2c 3c 4b 5b 6b 4d 5d 7d 9d E E N')).toBe(1);
    expect(of('1c 4c 7c 1b 4b 7b 1d 4d 7d E S W N')).toBe(8);
  });

  it('counts exposed sets as sets', () => {
    expect(of('1c 2c 3c E', 3)).toBe(0);
    expect(of('E E', 4)).toBe(-1);
  });

  it('agrees with the winning check: -1 exactly for four sets and a pair, 0 exactly for a hand that waits', () => {
    let waiting = 0;
    for (let seed = 1; seed <= 400; seed++) {
      const pt = dealInPlace(seed);
      for (let seat = 0; seat < 4; seat++) {
        const hand = handOf(pt.rows[seat]);
        const counts = handCounts(hand);
        if (hand.length === 14) expect(shanten(counts, 0) === -1, hand.join(' ')).toBe(isWinningHand(hand, []));
        else if (!counts.includes(4)) {
          const waits = waitingOn(hand, []).length > 0;
          expect(shanten(counts, 0) === 0, hand.join(' ')).toBe(waits);
          if (waits) waiting++;
        }
      }
    }
    // Built hands that wait: four sets and a pair with one tile taken out, and another put in its place.
    const random = seededRandom(11);
    for (let n = 0; n < 600; n++) {
      const counts = builtWinner(random);
      const out = randomHeld(counts, random);
      counts[out]--;
      const hand = handOf(counts);
      expect(shanten(counts, 0), hand.join(' ')).toBe(0);
      waiting++;
      const other = Math.floor(random() * 34);
      counts[other]++;
      counts[randomHeld(counts, random)]--;
      if (!counts.includes(4) && !counts.some((c) => c > 4)) expect(shanten(counts, 0) === 0).toBe(waitingOn(handOf(counts), []).length > 0);
    }
    expect(waiting).toBeGreaterThan(500);
  });

  it('goes down by one with the best draw, and a 14-tile hand is worth its best discard', () => {
    for (let seed = 1; seed <= 150; seed++) {
      const pt = dealInPlace(seed);
      const counts = Array.from(pt.rows[1]);
      const s = shanten(counts, 0);
      let bestDraw = Infinity;
      for (let k = 0; k < 34; k++) {
        if (counts[k] === 4) continue;
        counts[k]++;
        bestDraw = Math.min(bestDraw, shanten(counts, 0));
        counts[k]--;
      }
      expect(bestDraw, handOf(counts).join(' ')).toBe(s - 1);
      const east = Array.from(pt.rows[0]);
      let bestDiscard = Infinity;
      for (let k = 0; k < 34; k++) {
        if (east[k] === 0) continue;
        east[k]--;
        bestDiscard = Math.min(bestDiscard, shanten(east, 0));
        east[k]++;
      }
      expect(shanten(east, 0), handOf(east).join(' ')).toBe(bestDiscard);
    }
  });

  it('gives the counts back as they were', () => {
    const counts = handCounts(parseTiles('1c 2c 3c 4b 5b 6b 4d 5d 7d 9d E E N'));
    const before = [...counts];
    shanten(counts, 0);
    expect(counts).toEqual(before);
  });
});

/** Four sets and a pair at random, as counts (never five of a kind). */
function builtWinner(random: () => number): number[] {
  for (;;) {
    const counts = new Array<number>(34).fill(0);
    for (let set = 0; set < 4; set++) {
      const k = Math.floor(random() * 34);
      if (k < 27 && k % 9 <= 6 && random() < 0.6) [k, k + 1, k + 2].forEach((x) => counts[x]++);
      else counts[k] += 3;
    }
    counts[Math.floor(random() * 34)] += 2;
    if (counts.every((c) => c <= 4)) return counts;
  }
}

/** A kind the counts hold, each tile equally likely. */
function randomHeld(counts: number[], random: () => number): number {
  let at = Math.floor(random() * counts.reduce((a, b) => a + b, 0));
  return counts.findIndex((c) => (at -= c) < 0);
}

function handOf(counts: ArrayLike<number>): Tile[] {
  const hand: Tile[] = [];
  for (let k = 0; k < 34; k++) for (let n = counts[k]; n > 0; n--) hand.push(TILE_KINDS[k]);
  return hand;
}
