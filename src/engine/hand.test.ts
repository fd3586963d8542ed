import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import { expectedTileCount, isWinningHand, kongCount, readings, tileCount, undeclaredFours, waitingOn } from './hand';
import type { Meld } from './melds';
import { TILE_KINDS } from './tiles';
import { parseTiles } from './tileCodes';

const pung = (t: string): Meld => ({ kind: 'pung', tiles: parseTiles(`${t} ${t} ${t}`), claimed: { tile: parseTiles(t)[0], from: 'East' } });
const concealedKong = (t: string): Meld => ({ kind: 'kong', tiles: parseTiles(`${t} ${t} ${t} ${t}`), kongWay: 'concealed' });

describe('winning hands: four sets and a pair', () => {
  it('all concealed', () => {
    expect(isWinningHand(parseTiles('1b 2b 3b 4b 5b 6b 7d 7d 7d Rd Rd Rd 9c 9c'), [])).toBe(true);
  });
  it('with exposed sets and a kong', () => {
    expect(isWinningHand(parseTiles('1b 2b 3b 9c 9c'), [pung('E'), pung('5d'), concealedKong('Gd')])).toBe(true);
    expect(isWinningHand(parseTiles('9c 9c'), [pung('E'), pung('5d'), concealedKong('Gd'), pung('1c')])).toBe(true);
  });
  it('not seven pairs, not five sets, not a wrong count', () => {
    expect(isWinningHand(parseTiles('1b 1b 3b 3b 5c 5c 7c 7c 9d 9d E E N N'), [])).toBe(false);
    expect(isWinningHand(parseTiles('1b 2b 3b 4b 5b 6b 7d 7d 7d Rd Rd Rd 9c'), [])).toBe(false);
    expect(isWinningHand(parseTiles('1b 2b 3b 9c 9c'), [pung('E')])).toBe(false);
  });
  it('honours and 9-1 never form runs', () => {
    expect(isWinningHand(parseTiles('E S W 1b 2b 3b 4b 5b 6b 7b 8b 9b 5c 5c'), [])).toBe(false);
    expect(isWinningHand(parseTiles('8c 9c 1c 1b 2b 3b 4b 5b 6b 7b 8b 9b 5d 5d'), [])).toBe(false);
  });
  it('an undeclared four reads as a pung plus one tile of a run, never as a four', () => {
    expect(isWinningHand(parseTiles('1d 1d 1d 1d 2d 3d 5b 6b 7b E E E N N'), [])).toBe(true);
    expect(isWinningHand(parseTiles('1d 1d 1d 1d 2b 3b 4b 5b 6b 7b Rd Rd 9c 9c'), [])).toBe(false);
  });
  it('lists every reading', () => {
    const r = readings(parseTiles('1c 1c 1c 2c 2c 2c 3c 3c 3c 9b 9b 9b 5d 5d'), 4);
    expect(r.length).toBeGreaterThanOrEqual(2);
    expect(r.every((x) => x.pair[0] === '5d' || x.pair[0] === '1c' || x.pair[0] === '3c' || x.pair[0] === '2c')).toBe(true);
  });
});

describe('waits', () => {
  it('a single tile, a run with a gap, two pairs', () => {
    expect(waitingOn(parseTiles('1b 2b 3b 4b 5b 6b 7d 7d 7d Rd Rd Rd 9c'), [])).toEqual(['9c']);
    expect(waitingOn(parseTiles('1b 2b 3b 4b 5b 6b 7d 7d 7d Rd Rd 4c 6c'), [])).toEqual(['5c']);
    expect(waitingOn(parseTiles('1b 2b 3b 4b 5b 6b 7d 7d 7d Rd Rd 5c 5c'), [])).toEqual(['5c', 'Rd']);
  });
});

describe('tile counts (TILECOUNT-13-PLUS-KONGS)', () => {
  it('13 plus one per kong, plus one while holding a draw', () => {
    expect(expectedTileCount([], false)).toBe(13);
    expect(expectedTileCount([concealedKong('E'), pung('1c')], false)).toBe(14);
    expect(expectedTileCount([concealedKong('E')], true)).toBe(15);
    expect(kongCount([concealedKong('E'), concealedKong('S'), pung('1c')])).toBe(2);
    expect(tileCount(parseTiles('1c 2c'), [concealedKong('E')])).toBe(6);
  });
  it('finds undeclared fours', () => {
    expect(undeclaredFours(parseTiles('5c 5c 5c 5c E E E'))).toEqual(['5c']);
  });
});

describe('the winning-hand check stops at the first reading, and agrees with the full list of readings', () => {
  it('on random hands of 2 to 14 tiles, many of them near a win', () => {
    const kinds = TILE_KINDS;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.array(fc.integer({ min: 0, max: 26 }), { minLength: 14, maxLength: 14 }), fc.boolean(), (setsOnTable, picks, suitedOnly) => {
        // Suited tiles only, half the time: runs make the readings hard.
        const pool = suitedOnly ? kinds.filter((t) => /^\d/.test(t)) : kinds;
        const hand = picks.slice(0, 14 - setsOnTable * 3).map((i) => pool[i % pool.length]);
        const melds = Array.from({ length: setsOnTable }, () => pung('Rd'));
        expect(isWinningHand(hand, melds)).toBe(readings(hand, 4 - setsOnTable).length > 0);
      }),
      { numRuns: 5000 },
    );
  });
  it('on every hand built as four sets and a pair', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 5, maxLength: 5 }), ([a, b, c, d, p]) => {
        const run = (i: number) => {
          const suit = 'cbd'[i % 3];
          const start = 1 + (i % 7);
          return [`${start}${suit}`, `${start + 1}${suit}`, `${start + 2}${suit}`];
        };
        const hand = parseTiles([...run(a), ...run(b), ...run(c), ...run(d), `${1 + (p % 9)}c`, `${1 + (p % 9)}c`].join(' '));
        expect(isWinningHand(hand, [])).toBe(true);
        expect(readings(hand, 4).length).toBeGreaterThan(0);
      }),
      { numRuns: 2000 },
    );
  });
});
