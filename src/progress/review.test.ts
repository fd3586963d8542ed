import { describe, expect, it } from 'vitest';
import { replay, reviewItems, reviewQueue } from './review';
import type { Answer, AnswerKind, Outcome } from './store';

const DAY = 86_400_000;
const START = Date.UTC(2026, 0, 5, 9, 0);
const at = (days: number) => START + days * DAY;
const answer = (kind: AnswerKind, id: string, outcome: Outcome, days: number, rules: string[] = []): Answer => ({ kind, id, rules, outcome, at: at(days) });

describe('the review schedule over simulated days', () => {
  it('a missed board is due the next day, not before; answered right then, it comes back later each time', () => {
    const answers = [answer('boards', 'to-chow-1', 'wrong', 0)];
    let items = reviewItems(answers);
    expect(items.map((i) => i.key)).toEqual(['boards:to-chow-1']);
    expect(reviewQueue(items, at(0.5)).due).toEqual([]);
    expect(reviewQueue(items, at(0.5)).next).toBe(items[0].due);
    expect(reviewQueue(items, at(1)).due.map((i) => i.key)).toEqual(['boards:to-chow-1']);

    // Each day it is due, the learner answers it right: the gaps grow.
    let day = (items[0].due - START) / DAY;
    const gaps: number[] = [];
    for (let n = 0; n < 4; n++) {
      answers.push(answer('boards', 'to-chow-1', 'right', day));
      items = reviewItems(answers);
      const next = (items[0].due - START) / DAY;
      gaps.push(next - day);
      day = next;
    }
    for (let i = 1; i < gaps.length; i++) expect(gaps[i]).toBeGreaterThan(gaps[i - 1]);
  });

  it('a miss comes back sooner than a right answer after a hint', () => {
    const wrong = replay([answer('puzzles', 'p', 'right', 0), answer('puzzles', 'p', 'wrong', 3)])!;
    const helped = replay([answer('puzzles', 'p', 'right', 0), answer('puzzles', 'p', 'helped', 3)])!;
    expect(wrong.due.getTime()).toBeLessThan(helped.due.getTime());
    expect(wrong.lapses).toBe(1);
  });

  it('a new miss after a long run brings the item back within days', () => {
    const answers = [answer('puzzles', 'p', 'wrong', 0), answer('puzzles', 'p', 'right', 1), answer('puzzles', 'p', 'right', 4), answer('puzzles', 'p', 'right', 12)];
    const longGap = reviewItems(answers)[0].due - at(12);
    answers.push(answer('puzzles', 'p', 'wrong', 30));
    const after = reviewItems(answers)[0].due - at(30);
    expect(after).toBeLessThan(longGap);
    expect(after).toBeLessThanOrEqual(2 * DAY);
  });

  it('only what was missed is reviewed; answers of unknown time (from before version 3) make an item due now', () => {
    const items = reviewItems([
      answer('boards', 'easy', 'right', 0),
      { kind: 'puzzles', id: 'old', rules: [], outcome: 'wrong', at: 0 },
      answer('practice', 'practice-7', 'helped', 0),
    ]);
    expect(items.map((i) => i.key)).toEqual(['puzzles:old', 'practice:practice-7']);
    expect(items[0].due).toBe(0);
    expect(reviewQueue(items, at(0)).due.map((i) => i.key)).toEqual(['puzzles:old']);
  });

  it('a rule of low mastery after a miss is an item of its own when a practice puzzle can be made for it', () => {
    const answers = [answer('boards', 'b1', 'wrong', 0, ['PREC-NEAREST-WINNER']), answer('boards', 'b2', 'right', 0, ['CHOW-LEFT-ONLY'])];
    const keys = (practisable: string[]) => reviewItems(answers, { practisable }).map((i) => i.key);
    expect(keys(['PREC-NEAREST-WINNER', 'CHOW-LEFT-ONLY'])).toEqual(['boards:b1', 'rule:PREC-NEAREST-WINNER']);
    expect(keys([])).toEqual(['boards:b1']);
    // Rules come from the site's own lookup for answers kept without them (before version 3, of unknown time)...
    const old: Answer[] = [{ kind: 'puzzles', id: 'p', rules: [], outcome: 'wrong', at: 0 }];
    expect(reviewItems(old, { itemRules: { 'puzzles:p': ['ROB-KONG'] }, practisable: ['ROB-KONG'] }).map((i) => i.key)).toEqual(['puzzles:p', 'rule:ROB-KONG']);
    // ...but a newer answer graded on no rule (a pass on a tile nothing goes with) stays the item's alone.
    const graded: Answer[] = [{ kind: 'puzzles', id: 'p', rules: [], outcome: 'wrong', at: at(0) }];
    expect(reviewItems(graded, { itemRules: { 'puzzles:p': ['ROB-KONG'] }, practisable: ['ROB-KONG'] }).map((i) => i.key)).toEqual(['puzzles:p']);
  });

  it('an empty queue says when the next item falls due; none when nothing was missed', () => {
    const items = reviewItems([answer('boards', 'a', 'wrong', 0), answer('boards', 'b', 'wrong', 2)]);
    expect(reviewQueue(items, at(0.1))).toEqual({ due: [], next: items[0].due });
    expect(reviewQueue(reviewItems([answer('boards', 'a', 'right', 0)]), at(5))).toEqual({ due: [], next: null });
  });
});
