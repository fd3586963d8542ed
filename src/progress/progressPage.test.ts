import { describe, expect, it } from 'vitest';
import { masterySummary } from './progressPage';

describe('the progress page’s summary line', () => {
  it('counts one answer as one answer, not "1 answers"', () => {
    expect(masterySummary(1, 40, 1)).toBe('You have answered on 1 of 40 rules (1 answer kept). The weakest come first.');
    expect(masterySummary(3, 40, 7)).toBe('You have answered on 3 of 40 rules (7 answers kept). The weakest come first.');
  });

  it('says there are no answers yet when none is kept', () => {
    expect(masterySummary(0, 40, 0)).toMatch(/^No answers yet/);
  });

  it('does not say "No answers yet" when the only answers kept cite no rule (a call let go by at the practice table, a pass on a tile nothing goes with)', () => {
    expect(masterySummary(0, 40, 1)).toBe(
      "The answer kept turns on no rule yet: a pass on a tile nothing in your hand goes with turns on none, and a call you let go by at the practice table counts for its rule once you answer it in your review. The rules are listed in the catalogue's order until then.",
    );
    expect(masterySummary(0, 40, 2)).toMatch(/^The 2 answers kept turn on no rule yet: /);
  });
});
