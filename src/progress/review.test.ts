import { describe, expect, it } from 'vitest';
import { practiceId } from '../engine/sim/puzzleGenerator';
import { STRONG, masteryByRule } from './mastery';
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

  it('a practice puzzle made for a rule, missed, counts once, for its rule\'s item: no item of its own beside it', () => {
    const RULE = 'PREC-NEAREST-WINNER';
    // As /review/ serves the rule's item: a puzzle made afresh for the rule, kept under the id the generator gives it.
    const made = practiceId(41, { tier: 2, rule: RULE as never });
    expect(made).toBe('practice-41-t2-prec-nearest-winner');
    const practisable = [RULE, 'CHOW-LEFT-ONLY'];
    const answers = [answer('boards', 'b1', 'wrong', 0, [RULE]), answer('practice', made, 'wrong', 2, [RULE])];
    const items = reviewItems(answers, { practisable });
    expect(items.map((i) => i.key)).toEqual(['boards:b1', `rule:${RULE}`]);
    // The rule's card replays the practice puzzle's miss: due again the day after it.
    expect(items[1].due).toBe(replay([answers[0], answers[1]])!.due.getTime());
    expect(reviewQueue(items, at(3)).due.map((i) => i.key)).toEqual(['boards:b1', `rule:${RULE}`]);
    // A puzzle made for the rule whose ruling cites no rule of the rule's own (a puzzle may turn on another) still counts for it.
    expect(reviewItems([answer('practice', made, 'wrong', 0, ['SEAT-ORDER'])], { practisable }).map((i) => i.key)).toEqual([`rule:${RULE}`]);
    // A rule strong again since still brings back its practice puzzle's miss, once, as its item (as the puzzle's own item did).
    const strong = [answer('practice', made, 'wrong', 0, [RULE]), ...Array.from({ length: 12 }, (_, d) => answer('boards', `s${d}`, 'right', d + 1, [RULE]))];
    expect(masteryByRule(strong).get(RULE)!.score).toBeGreaterThanOrEqual(STRONG);
    expect(reviewItems(strong, { practisable }).map((i) => i.key)).toEqual([`rule:${RULE}`]);
    // Answered right at its next review, the rule's item moves on: the next puzzle made for it is right.
    const next = practiceId(77, { tier: 2, rule: RULE as never });
    const later = reviewItems([...answers, answer('practice', next, 'right', 3, [RULE])], { practisable });
    expect(later.map((i) => i.key)).toEqual(['boards:b1', `rule:${RULE}`]);
    expect(later[1].due).toBeGreaterThan(at(4));
    // A practice puzzle made for no rule (dealt again from its seed), or for a rule no puzzle is made for now, keeps its own item.
    expect(reviewItems([answer('practice', 'practice-7-t1', 'wrong', 0, [RULE])], { practisable }).map((i) => i.key)).toEqual(['practice:practice-7-t1', `rule:${RULE}`]);
    expect(reviewItems([answer('practice', made, 'wrong', 0, [RULE])], { practisable: [] }).map((i) => i.key)).toEqual([`practice:${made}`]);
  });

  it('an empty queue says when the next item falls due; none when nothing was missed', () => {
    const items = reviewItems([answer('boards', 'a', 'wrong', 0), answer('boards', 'b', 'wrong', 2)]);
    expect(reviewQueue(items, at(0.1))).toEqual({ due: [], next: items[0].due });
    expect(reviewQueue(reviewItems([answer('boards', 'a', 'right', 0)]), at(5))).toEqual({ due: [], next: null });
  });
});
