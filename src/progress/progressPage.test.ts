import { describe, expect, it } from 'vitest';
import { masterySummary } from './progressPage';

describe('the progress page’s summary line', () => {
  it('counts one answer as one answer, not "1 answers"', () => {
    expect(masterySummary(1, 40, 1)).toBe('You have answered on 1 of 40 rules (1 answer kept). The weakest come first.');
    expect(masterySummary(3, 40, 7)).toBe('You have answered on 3 of 40 rules (7 answers kept). The weakest come first.');
  });

  it('says there are no answers yet when no rule was answered on', () => {
    expect(masterySummary(0, 40, 0)).toMatch(/^No answers yet/);
  });
});
