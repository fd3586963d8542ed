import { describe, expect, it } from 'vitest';
import { personOf } from './person';

describe('a seat as a refusal names him', () => {
  it('in the third person on a board, and of any other seat at the table', () => {
    for (const p of [personOf('South'), personOf('South', 'East')]) {
      expect(`${p.Name} ${p.v('holds', 'hold')} ${p.his} pair; ${p.Whose} hand, not ${p.own}: ${p.he} drew it ${p.self}.`).toBe("South holds his pair; South's hand, not South's: he drew it himself.");
    }
  });

  it('in the second person to the learner at the table', () => {
    const p = personOf('East', 'East');
    expect(`${p.Name} ${p.v('holds', 'hold')} ${p.his} pair; ${p.Whose} hand, not ${p.own}: ${p.he} drew it ${p.self}. ${p.He} may, and so may ${p.name}; ${p.whose} turn.`).toBe(
      'You hold your pair; Your hand, not yours: you drew it yourself. You may, and so may you; your turn.',
    );
  });

  it('as an object, and his own standing alone', () => {
    expect(['South', 'East'].map((seat) => { const p = personOf(seat as 'South' | 'East', 'East'); return `play goes on from ${p.him}; the chow is ${p.hisOwn}`; })).toEqual([
      'play goes on from him; the chow is his',
      'play goes on from you; the chow is yours',
    ]);
  });

  it('is made once a seat and once for the reader, not for every sentence (a ruling names seats a dozen times)', () => {
    expect(personOf('West')).toBe(personOf('West', 'East'));
    expect(personOf('East', 'East')).toBe(personOf('North', 'North'));
    expect(Object.isFrozen(personOf('South'))).toBe(true);
  });
});
