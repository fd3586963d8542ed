/**
 * A puzzle tried: the learner's answers checked one after another, the
 * hints he has asked for, and whether he has seen the ruling, as pure steps
 * from one PuzzleTry to the next (as board.ts is for a claim board); the
 * puzzle board draws it and reports what he did. These steps need nothing of
 * the rules and come with the page; the two that grade (checkStep,
 * showStep in puzzleTrySteps.ts) come with the grading, on the first answer.
 */
import type { Grade } from './puzzleRuling';
import { NO_MORE_HINTS, hintStatus } from './explain/puzzleTry';

export interface PuzzleTry {
  /** Wrong answers checked so far: the first is told only which part is wrong (gradeAnswer). */
  misses: number;
  /** Hints given so far, the puzzle's first ones. */
  hints: number;
  /** The ruling has been shown: checking an answer after it proves nothing. */
  shown: boolean;
  /** A miss has been kept for seeing the ruling (once a puzzle). */
  missKept: boolean;
  /** The last answer checked (or the ruling shown), graded. */
  result: { grade: Grade; shown: boolean } | null;
  /** What the live region says after the last step. */
  status: string;
}

export const NEW_TRY: PuzzleTry = { misses: 0, hints: 0, shown: false, missKept: false, result: null, status: '' };

/** The next hint given, if one is left (its words in `said`, "" when none is left). */
export function giveHint(t: PuzzleTry, hints: readonly string[]): { t: PuzzleTry; said: string } {
  if (t.hints >= hints.length) return { t, said: '' };
  return { t: { ...t, hints: t.hints + 1 }, said: hintStatus(t.hints + 1, hints.length, hints[t.hints]) };
}

/** The learner asks for a hint: the next one, or word that none is left. */
export function hintStep(t: PuzzleTry, hints: readonly string[]): PuzzleTry {
  const given = giveHint(t, hints);
  return { ...given.t, status: given.said || NO_MORE_HINTS };
}
