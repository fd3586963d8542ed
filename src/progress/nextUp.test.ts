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
