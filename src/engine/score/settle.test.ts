import { describe, expect, it } from 'vitest';
import type { Seat } from '../seats';
import type { HandScore } from './scoreHand';
import { settle } from './settle';

const score = (seat: Seat, final: number, extra: Partial<HandScore> = {}): HandScore => ({ seat, winner: false, dead: false, lines: [], points: final, doubles: 0, final, ...extra });

describe('settle', () => {
  it('the winner collects from each, East paying double; the others settle their differences', () => {
    const { payments, net } = settle([score('East', 40), score('South', 100, { winner: true }), score('West', 10), score('North', 0)]);
    expect(payments.map((p) => [p.from, p.to, p.amount])).toEqual([
      ['East', 'South', 200],
      ['West', 'South', 100],
      ['North', 'South', 100],
      ['West', 'East', 60],
      ['North', 'East', 80],
      ['North', 'West', 10],
    ]);
    expect(Object.values(net).reduce((a, b) => a + b, 0)).toBe(0);
    expect(net.South).toBe(400);
  });

  it('equal scores settle nothing between them', () => {
    const { payments } = settle([score('East', 20, { winner: true }), score('South', 8), score('West', 8), score('North', 8)]);
    expect(payments.filter((p) => p.to !== 'East')).toEqual([]);
  });

  it('a dead hand counts 0 and pays everyone (S10)', () => {
    const { payments } = settle([score('East', 0, { dead: true }), score('South', 30, { winner: true }), score('West', 16), score('North', 4)]);
    expect(payments.filter((p) => p.from === 'East').map((p) => [p.to, p.amount])).toEqual([
      ['South', 60],
      ['West', 32],
      ['North', 8],
    ]);
    expect(payments.find((p) => p.from === 'East' && p.to === 'West')?.decision).toBe('S10');
  });

  it('a drawn game is not settled (S11)', () => {
    const { payments, winner } = settle([score('East', 40), score('South', 100), score('West', 10), score('North', 0)]);
    expect(winner).toBeNull();
    expect(payments).toEqual([]);
  });

  it('with Part II\'s limit, a hand counts at most the limit and East pays up to twice it', () => {
    const scores = [score('East', 10), score('South', 1344, { winner: true }), score('West', 500), score('North', 4)];
    const { payments } = settle(scores, { limit: 300 });
    expect(payments.filter((p) => p.to === 'South').map((p) => p.amount)).toEqual([600, 300, 300]);
    expect(payments.find((p) => p.from === 'North' && p.to === 'West')?.amount).toBe(296);
    expect(settle(scores).payments.find((p) => p.from === 'East')?.amount).toBe(2688);
  });

  it('refuses anything but four hands, one a seat, with one winner', () => {
    expect(() => settle([score('East', 1, { winner: true })])).toThrow(/each of the four seats/);
    expect(() => settle([score('East', 1, { winner: true }), score('South', 1, { winner: true }), score('West', 1), score('North', 1)])).toThrow(/only one player wins/);
    expect(() => settle([score('East', 1, { winner: true }), score('South', 1), score('West', 1), score('North', 1)], { limit: -5 })).toThrow(/limit/);
  });
});
