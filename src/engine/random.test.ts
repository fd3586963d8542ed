import { describe, it, expect } from 'vitest';
import { hashSeed, seededRandom, shuffle } from './random';
import { deal } from './sim/deal';
import { allTiles, isDeadHand } from './table';
import { SEATS } from './seats';
import { fullSet, sortTiles } from './tiles';

describe('seeded shuffle', () => {
  it('the same seed gives the same numbers, in [0, 1)', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    for (let i = 0; i < 100; i++) {
      const x = a();
      expect(x).toBe(b());
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
    expect(seededRandom(8)()).not.toBe(seededRandom(7)());
  });
  it('shuffle is a permutation and leaves its input alone', () => {
    const set = fullSet();
    const mixed = shuffle(set, 3);
    expect(sortTiles(mixed)).toEqual(set);
    expect(mixed).not.toEqual(set);
    expect(shuffle(set, 3)).toEqual(mixed);
    expect(set).toEqual(fullSet());
  });
  it('hashSeed turns text into a stable 32-bit number', () => {
    expect(hashSeed('abc')).toBe(hashSeed('abc'));
    expect(hashSeed('abc')).not.toBe(hashSeed('abd'));
    expect(Number.isInteger(hashSeed('x')) && hashSeed('x') >= 0 && hashSeed('x') < 2 ** 32).toBe(true);
  });
});

describe('deal', () => {
  it('thirteen each and a fourteenth for East, who discards first', () => {
    const t = deal(11);
    expect(SEATS.map((s) => t.seats[s].concealed.length)).toEqual([14, 13, 13, 13]);
    expect(t.wall).toHaveLength(136 - 53);
    expect(allTiles(t)).toHaveLength(136);
    expect(t.turn).toBe('East');
    expect(t.phase).toBe('discard');
    for (const s of SEATS) expect(isDeadHand(t, s)).toBe(false);
  });
  it('is reproducible and carries the options', () => {
    expect(deal(5)).toEqual(deal(5));
    expect(deal(5, { deadWallSize: 14 }).options.deadWallSize).toBe(14);
  });
});
