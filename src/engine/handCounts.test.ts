/**
 * The count-based winning test (hand.ts: kindIndex, handCounts,
 * winsWithTile), which the claim check runs once per seat and event, against
 * the list-based one, isWinningHand.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handCounts, isWinningHand, kindIndex, winsWithTile } from './hand';
import type { Meld } from './melds';
import { TILE_KINDS, countTiles } from './tiles';
import { parseTiles } from './tileCodes';

const pung = (t: string): Meld => ({ kind: 'pung', tiles: parseTiles(`${t} ${t} ${t}`), claimed: { tile: parseTiles(t)[0], from: 'East' } });

describe('counts of a hand', () => {
  it('kindIndex is the place of every kind in TILE_KINDS', () => {
    expect(TILE_KINDS.map(kindIndex)).toEqual(TILE_KINDS.map((_, i) => i));
  });
  it('handCounts counts each kind in its slot', () => {
    const hand = parseTiles('1c 1c 9c 5b E Wd Wd Wd W N Rd Gd 9d');
    const counts = handCounts(hand);
    // The 34 kinds, then a slot each for the American set's flower and joker.
    expect(counts).toHaveLength(36);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(hand.length);
    for (const [tile, n] of countTiles(hand)) expect(counts[TILE_KINDS.indexOf(tile)]).toBe(n);
  });
  it('handCounts puts flowers and jokers past the 34, where no search over the kinds reads them', () => {
    const counts = handCounts(parseTiles('5b F F J 5b'));
    expect([counts[kindIndex('5b')], counts[34], counts[35]]).toEqual([2, 2, 1]);
  });
});

describe('winsWithTile agrees with isWinningHand on the hand plus the tile', () => {
  it('on examples: a single wait, a run with a gap, a dead hand, five sets', () => {
    const wait = parseTiles('1b 2b 3b 4b 5b 6b 7d 7d 7d Rd Rd 4c 6c');
    expect(winsWithTile(handCounts(wait), wait.length, [], '5c')).toBe(true);
    expect(winsWithTile(handCounts(wait), wait.length, [], '7c')).toBe(false);
    const short = wait.slice(1);
    expect(winsWithTile(handCounts(short), short.length, [], '5c')).toBe(false);
    expect(winsWithTile(handCounts(parseTiles('9c')), 1, [pung('E'), pung('S'), pung('W'), pung('N')], '9c')).toBe(true);
    expect(winsWithTile(handCounts(parseTiles('9c')), 1, [pung('E'), pung('S'), pung('W'), pung('N'), pung('Rd')], '9c')).toBe(false);
  });
  it('on random hands, many of them near a win, for every tile, and leaves the counts as they were', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.array(fc.integer({ min: 0, max: 33 }), { minLength: 13, maxLength: 14 }), fc.boolean(), (setsOnTable, picks, suitedOnly) => {
        const pool = suitedOnly ? TILE_KINDS.slice(0, 27) : TILE_KINDS;
        const hand = picks.slice(0, picks.length - setsOnTable * 3).map((i) => pool[i % pool.length]);
        const melds = Array.from({ length: setsOnTable }, () => pung('Rd'));
        const counts = handCounts(hand);
        const copy = [...counts];
        for (const tile of TILE_KINDS) expect(winsWithTile(counts, hand.length, melds, tile), `${hand.join(' ')} + ${tile}`).toBe(isWinningHand([...hand, tile], melds));
        expect(counts).toEqual(copy);
      }),
      { numRuns: 1500 },
    );
  });
  it('on winning hands with one tile taken out: that tile wins, and the others as isWinningHand says', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 5, maxLength: 5 }), fc.integer({ min: 0, max: 13 }), ([a, b, c, d, p], out) => {
        const run = (i: number) => {
          const suit = 'cbd'[i % 3];
          const start = 1 + (i % 7);
          return [`${start}${suit}`, `${start + 1}${suit}`, `${start + 2}${suit}`];
        };
        const full = parseTiles([...run(a), ...run(b), ...run(c), ...run(d), `${1 + (p % 9)}c`, `${1 + (p % 9)}c`].join(' '));
        const hand = full.filter((_, i) => i !== out);
        const counts = handCounts(hand);
        expect(winsWithTile(counts, hand.length, [], full[out])).toBe(true);
        for (const tile of TILE_KINDS) expect(winsWithTile(counts, hand.length, [], tile)).toBe(isWinningHand([...hand, tile], []));
      }),
      { numRuns: 1000 },
    );
  });
});
