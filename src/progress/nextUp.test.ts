import { describe, expect, it } from 'vitest';
import { nextUp } from './nextUp';
import { emptyProgress } from './store';
import { recordAnswer } from './keep';

const lessons = [
  { title: 'Completing a hand', href: '/lessons/completing-a-hand/', boards: ['a1', 'a2'] },
  { title: 'To Chow', href: '/lessons/to-chow/', boards: ['b1'] },
  { title: 'To Pung', href: '/lessons/to-pung/', boards: ['c1'] },
];
const weakest = { mastery: { rule: 'PUNG-NEEDS-PAIR', score: 0.2, level: 'weak' as const, answers: 2, right: 0, helped: 1, wrong: 1, last: 5 }, title: 'A pung needs a pair', href: '/puzzles/practice/?tier=1&rule=PUNG-NEEDS-PAIR' };

describe('Next up', () => {
  it('the review due today comes first', () => {
    expect(nextUp({ progress: emptyProgress(), lessons, due: 2, weakest })).toMatchObject({ kind: 'review', href: '/review/', text: '2 items you missed are due for review today.' });
  });

  it('counts as missed only what he missed: a rule still being learnt comes back as a new practice puzzle, and is said so', () => {
    const said = (due: number, dueRules: number) => nextUp({ progress: emptyProgress(), lessons, due, dueRules, weakest }).text;
    expect(said(1, 0)).toBe('1 item you missed is due for review today.');
    expect(said(6, 2)).toBe('6 items are due for review today: 4 you missed, and 2 on rules you are still learning.');
    expect(said(2, 1)).toBe('2 items are due for review today: 1 you missed, and 1 on a rule you are still learning.');
    expect(said(1, 1)).toBe('1 rule you are still learning is due for review today.');
    expect(said(3, 3)).toBe('3 rules you are still learning are due for review today.');
  });

  it('then the first lesson with a board left, or, from a lesson, the next one on', () => {
    let p = recordAnswer(emptyProgress(), 'boards', 'a1', true);
    expect(nextUp({ progress: p, lessons, due: 0, weakest }).href).toBe('/lessons/completing-a-hand/');
    expect(nextUp({ progress: p, lessons, due: 0, weakest, current: '/lessons/completing-a-hand/' }).href).toBe('/lessons/to-chow/');
    p = recordAnswer(recordAnswer(p, 'boards', 'b1', true), 'boards', 'c1', true);
    expect(nextUp({ progress: p, lessons, due: 0, weakest, current: '/lessons/to-pung/' }).href).toBe('/lessons/completing-a-hand/');
  });

  it('then the weakest rule, then a hand at the table', () => {
    let p = emptyProgress();
    for (const b of ['a1', 'a2', 'b1', 'c1']) p = recordAnswer(p, 'boards', b, true);
    expect(nextUp({ progress: p, lessons, due: 0, weakest })).toMatchObject({ kind: 'practice', href: weakest.href, link: 'Practise A pung needs a pair' });
    expect(nextUp({ progress: p, lessons, due: 0, weakest: null })).toMatchObject({ kind: 'play', href: '/play/' });
  });
});
