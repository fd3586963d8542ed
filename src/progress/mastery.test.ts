import { describe, expect, it } from 'vitest';
import { type RuleMastery, levelOf, masteryByRule, masteryWords, rankRules, scoreOf, weakestRule } from './mastery';
import type { Answer, Outcome } from './store';

let clock = 0;
const answer = (rules: string[], outcome: Outcome, id = 'b'): Answer => ({ kind: 'boards', id, rules, outcome, at: ++clock });

describe('mastery of a rule from a sequence of answers', () => {
  it('grows with right answers and never reaches 1', () => {
    const scores = [1, 2, 3, 6, 20].map((n) => scoreOf(Array<Outcome>(n).fill('right')));
    for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeGreaterThan(scores[i - 1]);
    expect(scores.at(-1)).toBeLessThan(1);
    expect(levelOf(scores[0], 1)).toBe('learning');
    expect(levelOf(scores[1], 2)).toBe('strong');
  });

  it('right at the first try beats right after a hint, which beats wrong', () => {
    expect(scoreOf(['right'])).toBeGreaterThan(scoreOf(['helped']));
    expect(scoreOf(['helped'])).toBeGreaterThan(scoreOf(['wrong']));
    expect(scoreOf(['wrong'])).toBe(0);
    expect(levelOf(0, 1)).toBe('weak');
  });

  it('the newest answers count most: a miss after right answers costs more than one before them', () => {
    expect(scoreOf(['right', 'right', 'wrong'])).toBeLessThan(scoreOf(['wrong', 'right', 'right']));
    expect(levelOf(scoreOf(['right', 'right', 'right', 'wrong']), 4)).not.toBe('strong');
  });

  it('counts an answer for every rule it cites, and looks up the rules of answers kept without them', () => {
    const answers = [
      answer(['CHOW-LEFT-ONLY', 'SEAT-ORDER'], 'right'),
      answer(['CHOW-LEFT-ONLY'], 'wrong'),
      { kind: 'puzzles' as const, id: 'old', rules: [], outcome: 'helped' as const, at: 0 },
    ];
    const m = masteryByRule(answers, { 'puzzles:old': ['PREC-PUNG-OVER-CHOW'] });
    expect(m.get('CHOW-LEFT-ONLY')).toMatchObject({ answers: 2, right: 1, wrong: 1, helped: 0 });
    expect(m.get('SEAT-ORDER')).toMatchObject({ answers: 1, right: 1 });
    expect(m.get('PREC-PUNG-OVER-CHOW')).toMatchObject({ answers: 1, helped: 1, last: 0 });
    expect(m.has('ROB-KONG')).toBe(false);
  });
});

describe('what a rule is called', () => {
  it('a rule whose newest answer was right is never called weak, however low its score', () => {
    const m = masteryByRule([answer(['R'], 'wrong'), answer(['R'], 'wrong'), answer(['R'], 'helped')]).get('R')!;
    expect(m.score).toBeLessThan(0.4);
    expect(m.level).toBe('learning');
    expect(masteryByRule([answer(['R'], 'helped'), answer(['R'], 'wrong')]).get('R')!.level).toBe('weak');
  });

  it('a newer answer graded on no rule counts for none; only an answer of unknown time (before version 3) is looked up', () => {
    const m = masteryByRule([answer([], 'wrong', 'x')], { 'boards:x': ['SEAT-ORDER'] });
    expect(m.size).toBe(0);
  });
});

describe('ranking the rules', () => {
  const answers = [
    answer(['A-STRONG'], 'right'),
    answer(['A-STRONG'], 'right'),
    answer(['A-STRONG'], 'right'),
    answer(['B-WEAK'], 'wrong'),
    answer(['B-WEAK'], 'wrong'),
    answer(['C-LEARNING'], 'wrong'),
    answer(['C-LEARNING'], 'right'),
  ];
  const m = masteryByRule(answers);
  const catalogue = ['A-STRONG', 'B-WEAK', 'C-LEARNING', 'D-NEW'];

  it('puts the weakest first, the untried last', () => {
    expect(rankRules(catalogue, m).map((r) => `${r.rule} ${r.level}`)).toEqual(['B-WEAK weak', 'C-LEARNING learning', 'A-STRONG strong', 'D-NEW new']);
    expect(weakestRule(catalogue, m)?.rule).toBe('B-WEAK');
  });

  it('finds no weakest rule when nothing is tried or everything tried is strong', () => {
    expect(weakestRule(catalogue, new Map())).toBeNull();
    expect(weakestRule(['A-STRONG', 'D-NEW'], m)).toBeNull();
  });

  it('says the level in words, not only as a number', () => {
    expect(masteryWords(m.get('B-WEAK')!)).toBe('0%, weak (2 answers)');
    expect(masteryWords({ rule: 'X', score: 0, level: 'new', answers: 0, right: 0, helped: 0, wrong: 0, last: 0 } satisfies RuleMastery)).toBe('not tried yet');
  });
});
