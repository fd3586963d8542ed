import { describe, it, expect } from 'vitest';
import { tilePairsName } from './explain/tileWords';
import { announcement } from './explain/announcement';
import { FULL_SET_SIZE, TILE_KINDS, copiesOf, countTiles, fullSet, isHonour, isTerminalOrHonour, rankOf, removeTiles, shiftRank, sortTiles, suitOf, tileName, tilesName } from './tiles';
import { readTile } from './readTile';
import { notATile, parseTile, parseTiles } from './tileCodes';

describe('the set', () => {
  it('has 34 kinds and 136 tiles', () => {
    expect(TILE_KINDS).toHaveLength(34);
    expect(FULL_SET_SIZE).toBe(136);
    expect(fullSet()).toHaveLength(136);
  });
});

describe('notation', () => {
  it('reads tile codes, with the m/s/p aliases of modern notation', () => {
    expect(parseTiles('5c 3b 7d E Rd')).toEqual(['5c', '3b', '7d', 'E', 'Rd']);
    expect(parseTiles('5m, 3s 7p')).toEqual(['5c', '3b', '7d']);
  });
  it('names a wrong code and hints at the right one', () => {
    expect(() => parseTile('rd')).toThrow(/did you mean Rd/);
    expect(() => parseTile('0c')).toThrow(RangeError);
    expect(() => parseTile('5x')).toThrow(/rank 1 to 9/);
    expect(() => parseTiles('5c Xx')).toThrow(/"Xx" is not a tile/);
    expect(() => parseTiles('5c 3b Q')).toThrow(/^"Q" is not a tile/);
  });
  it('reads a code without throwing, and says why a wrong one is wrong', () => {
    expect(readTile('5m')).toBe('5c');
    expect(readTile('Rd')).toBe('Rd');
    expect(readTile('rd')).toBeNull();
    expect(notATile('rd')).toBe('"rd" is not a tile: dragons are written Rd, Gd and Wd (did you mean Rd?)');
  });
  it('names tiles for screen readers and for the table', () => {
    expect((['5c', '7d', 'N', 'Gd'] as const).map(tileName)).toEqual(['5 of Characters', '7 of Circles', 'North Wind', 'Green Dragon']);
    // After a count of copies: an honour in the plural, a suited tile by its name ("three 1 of Circles").
    expect((['5c', 'N', 'Gd', 'J'] as const).map(tilesName)).toEqual(['5 of Characters', 'North Winds', 'Green Dragons', 'Jokers']);
    expect((['3c', 'Wd', 'N', 'J'] as const).map(announcement)).toEqual(['3 character', 'White dragon', 'North wind', 'joker']);
  });
});

describe('tile facts', () => {
  it('suits, ranks and honours', () => {
    expect(suitOf('5b')).toBe('b');
    expect(rankOf('9d')).toBe(9);
    expect(rankOf('E')).toBeNull();
    expect(isHonour('Rd')).toBe(true);
    expect(isHonour('1c')).toBe(false);
    expect((['1c', '9b', 'E', 'Wd'] as const).every((t) => isTerminalOrHonour(t))).toBe(true);
    expect(isTerminalOrHonour('5c')).toBe(false);
  });
  it('shiftRank stays in the suit and never wraps 9 to 1', () => {
    expect(shiftRank('5c', 1)).toBe('6c');
    expect(shiftRank('5c', -2)).toBe('3c');
    expect(shiftRank('9c', 1)).toBeNull();
    expect(shiftRank('1b', -1)).toBeNull();
    expect(shiftRank('E', 1)).toBeNull();
  });
  it('sorts characters, bamboo, circles, winds, dragons', () => {
    expect(sortTiles(parseTiles('Rd E 1d 9b 5c 2c'))).toEqual(['2c', '5c', '9b', '1d', 'E', 'Rd']);
  });
  it('counts and removes copies', () => {
    const hand = parseTiles('5c 5c 6c E');
    expect(copiesOf(hand, '5c')).toBe(2);
    expect(countTiles(hand).get('E')).toBe(1);
    expect(removeTiles(hand, ['5c', 'E'])).toEqual(['5c', '6c']);
    expect(removeTiles(hand, ['E', 'E'])).toBeNull();
    expect(hand).toHaveLength(4);
  });
});

describe('tiles named together for a learner', () => {
  it('names pairs of one suit by their numbers and the suit, and others tile by tile, never by code', () => {
    expect(tilePairsName([['Rd', '5b']])).toBe('the Red Dragon and the 5 of Bamboo');
    expect(tilePairsName([['3b', '4b'], ['4b', '6b'], ['6b', '7b']])).toBe('the 3 and 4 of Bamboo, or the 4 and 6 of Bamboo, or the 6 and 7 of Bamboo');
  });
});
