/**
 * The readers' one error type: every problem with its line, field and rule,
 * the message in the form the build and the judge print, several problems
 * collected up to a cap.
 */
import { describe, expect, it } from 'vitest';
import { FormatError, MAX_PROBLEMS, type Problem, Problems, describeProblem, impossible, malformed, within } from './formatError';
import { thrown } from '../../../tests/thrown';

const problem = (line: number | null, field: string, message = 'wrong'): Problem => ({ line, field, rule: null, message, impossible: false });

describe('FormatError', () => {
  it('carries the line, field and rule of its first problem, and says where it is', () => {
    const e = malformed('"5x" is not a tile', 3, 'East');
    expect(e).toBeInstanceOf(Error);
    expect(e).toMatchObject({ name: 'FormatError', line: 3, field: 'East', rule: null, impossible: false });
    expect(e.message).toBe('line 3 (East): "5x" is not a tile');
    expect(e.problems).toEqual([{ line: 3, field: 'East', rule: null, message: '"5x" is not a tile', impossible: false }]);
    expect(malformed('every scenario needs a title', null, 'title').message).toBe('title: every scenario needs a title');
  });

  it('an impossible position names its rule; the error is impossible only when every problem is', () => {
    const five = impossible('five 9c', 4, 'event', 'BG-FOUR-COPIES');
    expect(five).toMatchObject({ rule: 'BG-FOUR-COPIES', impossible: true });
    expect(new FormatError([...five.problems, ...five.problems]).impossible).toBe(true);
    expect(new FormatError([...five.problems, problem(2, 'view')]).impossible).toBe(false);
  });

  it('with several problems: the first one, and how many more and where', () => {
    const e = new FormatError([problem(3, 'East', 'bad tile'), problem(5, 'field name'), problem(null, 'title')]);
    expect(e.message).toBe('line 3 (East): bad tile; and 2 more: line 5 (field name), title');
    expect(e.problems.map(describeProblem)).toEqual(['line 3 (East): bad tile', 'line 5 (field name): wrong', 'title: wrong']);
  });

  it('never has no problem', () => {
    expect(() => new FormatError([])).toThrow(RangeError);
  });

  it('names the problems of a text held in a data field under that field', () => {
    const e = within('start', new FormatError([problem(2, 'view', '"Up" is not a seat'), problem(null, 'title', 'missing')]));
    expect(e.problems.map((p) => [p.line, p.field, p.message])).toEqual([
      [null, 'start', 'line 2 (view): "Up" is not a seat'],
      [null, 'start', 'title: missing'],
    ]);
  });
});

describe('Problems', () => {
  it('keeps the problems of each check and goes on; throws them together', () => {
    const problems = new Problems();
    expect(problems.check(() => 7)).toBe(7);
    expect(problems.check(() => { throw malformed('one', 1, 'title'); })).toBeUndefined();
    problems.check(() => { throw malformed('two', 2, 'view'); });
    expect(problems.count).toBe(2);
    expect(() => problems.throwIfAny()).toThrow(/^line 1 \(title\): one; and 1 more: line 2 \(view\)$/);
    expect(() => new Problems().throwIfAny()).not.toThrow();
  });

  it('lets a fault that is not a FormatError through', () => {
    expect(() => new Problems().check(() => { throw new TypeError('a bug'); })).toThrow(TypeError);
  });

  it(`stops at ${MAX_PROBLEMS} problems, even inside a check, and says so`, () => {
    const problems = new Problems();
    const e = thrown(FormatError, () => {
      for (let i = 1; i <= 100; i++) problems.check(() => problems.check(() => { throw malformed('bad', i, 'field name'); }));
    }, 'a hundred problems were let through');
    expect(e.problems).toHaveLength(MAX_PROBLEMS);
    expect(e.problems.map((p) => p.line)).toEqual(Array.from({ length: MAX_PROBLEMS }, (_, i) => i + 1));
    expect(e.message).toMatch(new RegExp(`^line 1 \\(field name\\): bad; and ${MAX_PROBLEMS - 1} more: .*line ${MAX_PROBLEMS} \\(field name\\) \\(the reader stops at ${MAX_PROBLEMS}\\)$`));
  });
});
