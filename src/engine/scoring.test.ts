import { describe, it, expect } from 'vitest';
import type { Meld } from './melds';
import { concealedSetScore, heldFourScore, setScore } from './scoring';
import { type Tile } from './tiles';
import { parseTiles } from './tileCodes';

const pung = (t: Tile): Meld => ({ kind: 'pung', tiles: [t, t, t], claimed: { tile: t, from: 'East' } });
const kong = (t: Tile, way: 'discard' | 'added' | 'concealed'): Meld =>
  way === 'concealed' ? { kind: 'kong', tiles: [t, t, t, t], kongWay: way } : { kind: 'kong', tiles: [t, t, t, t], kongWay: way, claimed: { tile: t, from: 'East' } };

describe("Harr's score card for sets", () => {
  it.each([
    ['5c', 2, 4, 8, 16],
    ['2b', 2, 4, 8, 16],
    ['1d', 4, 8, 16, 32],
    ['9c', 4, 8, 16, 32],
    ['E', 4, 8, 16, 32],
    ['Rd', 4, 8, 16, 32],
  ] as [Tile, number, number, number, number][])('%s: pung %i / %i, kong %i / %i', (t, exposedPung, concealedPung, exposedKong, concealedKong) => {
    expect(setScore(pung(t))).toBe(exposedPung);
    expect(concealedSetScore([t, t, t])).toBe(concealedPung);
    expect(setScore(kong(t, 'discard'))).toBe(exposedKong);
    expect(setScore(kong(t, 'added'))).toBe(exposedKong);
    expect(setScore(kong(t, 'concealed'))).toBe(concealedKong);
    expect(heldFourScore(t)).toBe(concealedPung);
  });
  it('chows score nothing', () => {
    expect(setScore({ kind: 'chow', tiles: parseTiles('7b 8b 9b'), claimed: { tile: '9b', from: 'North' } })).toBe(0);
    expect(concealedSetScore(parseTiles('1c 2c 3c'))).toBe(0);
  });
  it('rejects tiles that are not a set', () => {
    expect(() => concealedSetScore(parseTiles('1c 2c 4c'))).toThrow(RangeError);
    expect(() => concealedSetScore(parseTiles('E E'))).toThrow(/not a set/);
  });
});
