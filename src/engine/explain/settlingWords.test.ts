import { describe, expect, it } from 'vitest';
import type { Payment, Settlement } from '../score/settle';
import { paymentWords, paymentWhy, scoreSeatName } from './settlingWords';

const source = { section: 'Settling the Scores', quote: 'x' };
const counted = { East: 16, South: 38, West: 0, North: 4 };
const won: Payment = { from: 'East', to: 'South', amount: 76, why: paymentWhy('East', 'South', 'South', counted, false), source };
const difference: Payment = { from: 'West', to: 'East', amount: 32, why: paymentWhy('West', 'East', 'South', counted, false), source };
const settlement: Settlement = { winner: 'South', payments: [won, difference], net: { East: -44, South: 114, West: -70, North: 0 }, counted };

describe('the settlement spoken to the learner', () => {
  it('writes each payment\'s why for no reader in the third person, as the settlement keeps it', () => {
    expect(won.why).toBe('South won with 38, doubled because East pays or collects double');
    expect(difference.why).toBe('East 16 against West 0, doubled because East pays or collects double');
    expect(paymentWhy('North', 'West', 'South', { ...counted, West: 8 }, true)).toBe('West 8 against North 4 (a dead hand counts nothing)');
  });

  it('says "you pay" of his own payment, and "pays you" of one made to him, his own score named "you" in the why', () => {
    expect(paymentWords(won, settlement, 'East')).toBe('You (East) pay South 76: South won with 38, doubled because East pays or collects double.');
    expect(paymentWords(difference, settlement, 'East')).toBe('West pays you (East) 32: you 16 against West 0, doubled because East pays or collects double.');
    expect(paymentWords(won, settlement, 'South')).toBe('East pays you (South) 76: you won with 38, doubled because East pays or collects double.');
  });

  it('names every other seat in the third person', () => {
    expect(paymentWords(won, settlement, 'North')).toBe('East pays South 76: South won with 38, doubled because East pays or collects double.');
    expect(scoreSeatName('West', 'North', true)).toBe('West');
    expect(scoreSeatName('North', 'North', false)).toBe('you (North)');
  });

  it('says a dead hand counts nothing, for the payment settled under S10', () => {
    const dead: Payment = { from: 'West', to: 'North', amount: 4, why: '', source, decision: 'S10' };
    expect(paymentWords(dead, settlement, 'West')).toBe('You (West) pay North 4: North 4 against you 0 (a dead hand counts nothing).');
  });
});
