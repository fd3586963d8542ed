import { describe, expect, it } from 'vitest';
import { handCounts } from '../hand';
import type { Tile } from '../tiles';
import { waitsOf, winningShape } from './winShapes';

const counts = (tiles: string) => handCounts(tiles.split(' ') as Tile[]);
const ALL = ['sets-pair', 'seven-pairs', 'thirteen-orphans', 'knitted'] as const;

describe('the winning shapes of the rulesets', () => {
  it('four sets and a pair, under every ruleset that lists it', () => {
    expect(winningShape(counts('1c 2c 3c 4d 5d 6d 7b 8b 9b E E E Rd Rd'), 0, ['sets-pair'])).toBe('sets-pair');
  });

  it('seven pairs, concealed, only where it is listed', () => {
    const hand = counts('1c 1c 3c 3c 5d 5d 7d 7d 9b 9b E E Rd Rd');
    expect(winningShape(hand, 0, ['sets-pair'])).toBeNull();
    expect(winningShape(hand, 0, ['sets-pair', 'seven-pairs'])).toBe('seven-pairs');
    // Four alike are not two pairs.
    expect(winningShape(counts('1c 1c 1c 1c 5d 5d 7d 7d 9b 9b E E Rd Rd'), 0, ALL)).toBeNull();
  });

  it('Thirteen Orphans: each one, nine, wind and dragon, one of them twice', () => {
    expect(winningShape(counts('1c 9c 1b 9b 1d 9d E S W N Rd Gd Wd Wd'), 0, ['sets-pair', 'thirteen-orphans'])).toBe('thirteen-orphans');
    expect(winningShape(counts('1c 9c 1b 9b 1d 9d E S W N Rd Gd Wd 2c'), 0, ALL)).toBeNull();
  });

  it('the knitted hands: honours and knitted tiles, or a knitted straight with a set and a pair', () => {
    // 1-4-7 of Characters, 2-5-8 of Bamboo, 3-6-9 of Circles, and five honours: fourteen different tiles.
    expect(winningShape(counts('1c 4c 7c 2b 5b 8b 3d 6d 9d E S W Rd Gd'), 0, ALL)).toBe('knitted');
    expect(winningShape(counts('1c 4c 7c 2b 5b 8b 3d 6d 9d E S W Rd Gd'), 0, ['sets-pair', 'seven-pairs'])).toBeNull();
    expect(winningShape(counts('1c 4c 7c 2b 5b 8b 3d 6d 9d 5c 6c 7c Wd Wd'), 0, ALL)).toBe('knitted');
  });

  it('waits: the tiles that would finish a hand one short, special hands included', () => {
    expect(waitsOf(counts('4b 5b 1c 2c 3c 6d 6d 6d Gd Gd Gd S S'), 0, ['sets-pair'])).toEqual(waitsOf(counts('4b 5b 1c 2c 3c 6d 6d 6d Gd Gd Gd S S'), 0, ALL));
    expect(waitsOf(counts('1c 9c 1b 9b 1d 9d E S W N Rd Gd Wd'), 0, ALL)).toHaveLength(13);
    expect(waitsOf(counts('1c 9c 1b 9b 1d 9d E S W N Rd Gd Wd'), 0, ['sets-pair'])).toEqual([]);
  });
});
