import { describe, expect, it } from 'vitest';
import { parseTiles } from '../tileCodes';
import type { LaidDownHand, ShownSet } from './laidDownHand';
import { scoreHand, winningTiles } from './scoreHand';

const pung = (t: string, exposed: boolean): ShownSet => ({ kind: 'pung', tiles: parseTiles(`${t} ${t} ${t}`), exposed });
const kong = (t: string, exposed: boolean): ShownSet => ({ kind: 'kong', tiles: parseTiles(`${t} ${t} ${t} ${t}`), exposed });
const chow = (text: string, exposed: boolean): ShownSet => ({ kind: 'chow', tiles: parseTiles(text), exposed });
const pair = (t: string): ShownSet => ({ kind: 'pair', tiles: parseTiles(`${t} ${t}`), exposed: false });

// Four runs of mixed suits and a plain pair, the last run open at both ends (3-4 waiting on 2 or 5).
const runs: LaidDownHand = { seat: 'South', sets: [chow('1b 2b 3b', true), chow('4d 5d 6d', false), chow('6c 7c 8c', false), chow('2c 3c 4c', true), pair('9d')] };

describe('scoreHand: the bonus scores', () => {
  it('a claimed tile finishing four runs earns Mah-Jongg and "no other score": 30', () => {
    const score = scoreHand(runs, { by: 'discard', tile: '2c', set: 3 });
    expect(score.lines.filter((l) => l.points > 0).map((l) => l.item)).toEqual(['mah-jongg', 'no-other-score']);
    expect(score.final).toBe(30);
    // Said of the hand, not of a "he": the practice table shows it on the learner's own card.
    expect(score.lines.find((l) => l.item === 'mah-jongg')?.why).toBe('The hand is finished: four sets and a pair.');
  });

  it('drawing the same tile forfeits "no other score" for the 2 of the draw: 22 (S5)', () => {
    const hand = { ...runs, sets: runs.sets.map((s, i) => (i === 3 ? { ...s, exposed: false } : s)) };
    const score = scoreHand(hand, { by: 'wall', tile: '2c', set: 3 });
    expect(score.lines.filter((l) => l.points > 0).map((l) => l.item)).toEqual(['mah-jongg', 'drawn']);
    expect(score.final).toBe(22);
  });

  it('the middle tile of a run is the only place to win, even when claimed (S1)', () => {
    const hand: LaidDownHand = { ...runs, sets: [...runs.sets.slice(0, 3), chow('2c 3c 4c', true), pair('9d')] };
    const win = { by: 'discard' as const, tile: '3c' as const, set: 3 };
    expect(winningTiles(hand, win)).toEqual(['3c']);
    expect(scoreHand(hand, win).lines.map((l) => l.item)).toContain('only-place');
  });

  it('a tile already shown four times is no place to win', () => {
    // Holding 1c 1c 1c and 2c 3c waiting: the fourth 1c would make a run, but all four 1c are shown once the run takes one.
    const hand: LaidDownHand = { seat: 'West', sets: [pung('1c', false), chow('1c 2c 3c', false), pung('5b', true), pung('7d', true), pair('E')] };
    const win = { by: 'wall' as const, tile: '3c' as const, set: 1 };
    expect(winningTiles(hand, win)).not.toContain('1c');
  });

  it('a hand without runs earns 10, and concealed sets twice the exposed ones', () => {
    const hand: LaidDownHand = { seat: 'South', sets: [pung('5c', false), pung('5b', true), pung('9d', false), pung('9c', true), pair('2b')] };
    const score = scoreHand(hand, { by: 'discard', tile: '9c', set: 3 });
    expect(score.lines.map((l) => [l.item, l.points])).toEqual([
      ['mah-jongg', 20],
      ['no-sequence', 10],
      ['pung-simple', 4],
      ['pung-simple', 2],
      ['pung-heads', 8],
      ['pung-heads', 4],
      ['plain-pair', 0],
    ]);
    expect(score.lines.at(-1)!.running).toBe(48);
  });
});

describe('scoreHand: losers and dead hands', () => {
  it('a loser scores his sets and doubling honours, but no bonus (S7)', () => {
    const loser: LaidDownHand = { seat: 'North', sets: [pung('N', true), pung('Rd', false), pair('Gd')], odd: parseTiles('3b 4b 6b 7b 9b') };
    const score = scoreHand(loser);
    expect(score.winner).toBe(false);
    expect(score.lines.filter((l) => l.part === 'bonus')).toEqual([]);
    expect(score.points).toBe(4 + 8 + 2);
    expect(score.lines.filter((l) => l.part === 'doubling').map((l) => l.item)).toEqual(['one-suit-and-honours', 'red-dragons', 'own-wind']);
    expect(score.final).toBe(14 * 8);
  });

  it('a pair of someone else\'s wind scores nothing; his own wind\'s pair scores 2', () => {
    expect(scoreHand({ seat: 'North', sets: [pair('S')] }).final).toBe(0);
    expect(scoreHand({ seat: 'North', sets: [pair('N'), { kind: 'chow', tiles: parseTiles('1c 2c 3c'), exposed: false }] }).points).toBe(2);
  });

  it('a dead hand scores nothing, whatever it holds (A21, S10)', () => {
    const score = scoreHand({ seat: 'East', sets: [kong('Rd', false)], dead: true });
    expect(score).toMatchObject({ dead: true, final: 0, points: 0 });
    expect(score.lines.map((l) => l.item)).toEqual(['dead-hand']);
  });
});

describe('scoreHand: a malformed hand is a clear error', () => {
  it.each([
    [{ seat: 'East', sets: [{ kind: 'pung', tiles: parseTiles('1c 1c 2c'), exposed: false }] }, undefined, /East's hand, set 1: a pung is three alike/],
    [{ seat: 'East', sets: [kong('1c', false), pung('1c', true)] }, undefined, /holds 7 of the 1 of Characters/],
    [runs, { by: 'discard', tile: '2c', set: 2 }, /not in the set/],
    [runs, { by: 'discard', tile: '4d', set: 1 }, /completed with a claimed discard is exposed/],
    [runs, { by: 'loose-tile', tile: '9d', set: 4 }, /has none/],
    [runs, { by: 'original-hand' }, /only East/],
    [{ ...runs, sets: runs.sets.slice(0, 4) }, { by: 'discard', tile: '1b', set: 0 }, /four sets and one pair/],
  ] as [LaidDownHand, Parameters<typeof scoreHand>[1], RegExp][])('%#', (hand, win, message) => {
    expect(() => scoreHand(hand, win)).toThrow(message);
  });
});
