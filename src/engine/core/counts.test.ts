/**
 * countsWin, which looks each suit up (suitShapes), against the search it
 * replaced, countsHaveReading over every kind, on random hands of every size
 * a concealed hand can have: drawn at random, built as winners, and built as
 * winners with one tile changed (the near misses a lookup could get wrong).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COPIES_OF_EACH_TILE } from '../tiles';
import { countsHaveReading, countsWin } from './counts';
import { FIRST_HONOUR, KIND_COUNT } from './kinds';

const kind = fc.integer({ min: 0, max: KIND_COUNT - 1 });
/** A set of three as the kinds it holds: three alike of any kind, or a run from ranks 1-7 of a suit. */
const set = fc.oneof(
  kind.map((k) => [k, k, k]),
  fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 6 })).map(([suit, rank]) => [0, 1, 2].map((d) => suit * 9 + rank + d)),
);

function countsOf(kinds: readonly number[]): number[] | null {
  const counts = new Array<number>(KIND_COUNT).fill(0);
  for (const k of kinds) if (++counts[k] > COPIES_OF_EACH_TILE) return null;
  return counts;
}

function agrees(counts: number[]): void {
  const before = [...counts];
  expect(countsWin(counts), counts.join('')).toBe(countsHaveReading(counts));
  expect(counts).toEqual(before);
}

describe('countsWin against the search', () => {
  it('on hands of 2 to 14 tiles drawn at random, all kinds or suits only', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.array(kind, { minLength: 14, maxLength: 14 }), fc.boolean(), (sets, picks, suitedOnly) => {
        const counts = countsOf(picks.slice(0, sets * 3 + 2).map((k) => (suitedOnly ? k % FIRST_HONOUR : k)));
        fc.pre(counts !== null);
        agrees(counts!);
      }),
      { numRuns: 5000 },
    );
  });

  it('on built winners of every size, and on each with one tile changed', () => {
    fc.assert(
      fc.property(fc.array(set, { minLength: 0, maxLength: 4 }), kind, fc.nat(), kind, (sets, pair, out, into) => {
        const kinds = [...sets.flat(), pair, pair];
        const counts = countsOf(kinds);
        fc.pre(counts !== null);
        expect(countsWin(counts!)).toBe(true);
        agrees(counts!);
        const changed = countsOf(kinds.map((k, i) => (i === out % kinds.length ? into : k)));
        if (changed) agrees(changed);
      }),
      { numRuns: 5000 },
    );
  });

  it('on typed counts as the play table keeps them', () => {
    fc.assert(
      fc.property(fc.array(set, { minLength: 4, maxLength: 4 }), kind, kind, (sets, pair, extra) => {
        const counts = countsOf([...sets.flat(), pair, extra]);
        fc.pre(counts !== null);
        const typed = Int32Array.from(counts!);
        expect(countsWin(typed)).toBe(countsHaveReading(counts!));
      }),
      { numRuns: 1000 },
    );
  });
});
