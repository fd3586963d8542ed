/**
 * A puzzle tried, step by step (puzzleTry.ts, puzzleTrySteps.ts): hints one
 * at a time, a miss told what is wrong with the next hint, and what each
 * step keeps in the learner's progress: every checked answer until the
 * ruling is shown, the ruling seen first once as a miss, a solved puzzle
 * never unsolved.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePuzzle } from './formats/puzzle';
import { NEW_TRY, type PuzzleTry, hintStep } from './puzzleTry';
import { checkStep, showStep } from './puzzleTrySteps';
import { ruledPuzzle } from './rulePuzzle';

const puzzle = (name: string) => ruledPuzzle(parsePuzzle(readFileSync(join(__dirname, '..', '..', 'content', 'puzzles', `${name}.pzl`), 'utf8'), name));
// Puzzle 01: North's pung takes the tile from South's chow.
const p = puzzle('01');
/** Is the ruling out: answered right, or shown? */
const rulingOut = (t: PuzzleTry) => t.result !== null && (t.result.shown || t.result.grade.right);

describe('hints', () => {
  it('gives the hints one at a time, then says none is left', () => {
    expect(p.hints.length).toBeGreaterThan(0);
    let t = NEW_TRY;
    for (let i = 0; i < p.hints.length; i++) {
      t = hintStep(t, p.hints);
      expect(t.status).toBe(`Hint ${i + 1} of ${p.hints.length}: ${p.hints[i]}`);
    }
    t = hintStep(t, p.hints);
    expect(t.hints).toBe(p.hints.length);
    expect(t.status).toBe('No more hints: check your answer, or ask for the ruling.');
  });
});

describe('an answer checked', () => {
  it('a miss keeps a wrong answer, says what is wrong with the next hint, and leaves the ruling hidden; then right keeps a right one', () => {
    const miss = checkStep(NEW_TRY, p, { winner: 'South' });
    expect(miss.keep).toBe(false);
    expect(miss.t.misses).toBe(1);
    expect(miss.t.hints).toBe(1);
    expect(miss.t.status).toBe(`Allowed, but outranked. Hint 1 of ${p.hints.length}: ${p.hints[0]}`);
    expect(rulingOut(miss.t)).toBe(false);
    // The second miss names why the seat does not take the tile.
    const again = checkStep(miss.t, p, { winner: 'South' });
    expect(again.t.result!.grade.why?.rule).toBe('PREC-PUNG-OVER-CHOW');
    expect(again.t.status).toContain(again.t.result!.grade.why!.text);
    // Right after the misses and the hints they gave: kept as helped (half).
    const right = checkStep(again.t, p, { winner: 'North' });
    expect(right).toMatchObject({ keep: 'helped', t: { misses: 2, status: 'Right.' } });
    expect(rulingOut(right.t)).toBe(true);
  });

  it('right at once keeps a right answer; right after a hint asked for first keeps it as helped', () => {
    expect(checkStep(NEW_TRY, p, { winner: 'North' }).keep).toBe(true);
    expect(checkStep(hintStep(NEW_TRY, p.hints), p, { winner: 'North' }).keep).toBe('helped');
    expect(checkStep(hintStep(NEW_TRY, p.hints), p, { winner: 'South' }).keep).toBe(false);
  });

  it('after the ruling is shown, an answer checked is marked but kept no more', () => {
    const shown = showStep(NEW_TRY, p);
    expect(checkStep(shown.t, p, { winner: 'North' }).keep).toBeNull();
    expect(checkStep(shown.t, p, { winner: 'South' }).keep).toBeNull();
  });
});

describe('the ruling shown', () => {
  it('gives the engine’s answer and its reasoning, and keeps one miss, once', () => {
    const shown = showStep(NEW_TRY, p);
    expect(shown.answer.winner).toBe('North');
    expect(shown.keep).toBe(false);
    expect(shown.t).toMatchObject({ shown: true, missKept: true, status: 'The ruling is shown, with the reasoning.' });
    expect(rulingOut(shown.t)).toBe(true);
    expect(showStep(shown.t, p).keep).toBeNull();
  });

  it('keeps nothing once the puzzle is solved: a solved puzzle stays solved', () => {
    const solved = checkStep(NEW_TRY, p, { winner: 'North' });
    expect(showStep(solved.t, p).keep).toBeNull();
  });
});
