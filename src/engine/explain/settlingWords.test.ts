import { describe, expect, it } from 'vitest';
import { paymentWords, scoreSeatName } from './settlingWords';

const payment = { from: 'East', to: 'South', amount: 76, why: 'South won with 38, doubled because East pays or collects double', source: { section: 'Settling the Scores', quote: 'x' } } as const;

describe('the settlement spoken to the learner', () => {
  it('says "you pay" of his own payment, and "pays you" of one made to him', () => {
    expect(paymentWords(payment, 'East')).toBe('You (East) pay South 76: South won with 38, doubled because East pays or collects double.');
    expect(paymentWords({ ...payment, from: 'West', to: 'East', amount: 12, why: 'East scored 20 against 8' }, 'East')).toBe('West pays you (East) 12: East scored 20 against 8.');
  });

  it('names every other seat in the third person', () => {
    expect(paymentWords(payment, 'North')).toBe('East pays South 76: South won with 38, doubled because East pays or collects double.');
    expect(scoreSeatName('West', 'North', true)).toBe('West');
    expect(scoreSeatName('North', 'North', false)).toBe('you (North)');
  });
});
