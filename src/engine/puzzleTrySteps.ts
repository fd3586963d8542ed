/**
 * The steps of a puzzle tried that grade (puzzleTry.ts has the rest): an
 * answer checked, and the ruling shown. Each returns the next PuzzleTry and
 * the answer to keep in the learner's progress, if any: a checked answer
 * counts, right or not, until the ruling has been shown; seeing the ruling
 * first counts once as a miss, and a puzzle already solved stays solved.
 */
import { RIGHT_STATUS, RULING_SHOWN } from './explain/puzzleTry';
import { type LearnerAnswer, type RuledPuzzle, markAnswer, rulingAnswer } from './puzzleRuling';
import { type PuzzleTry, giveHint } from './puzzleTry';

/**
 * What a step leaves: the try, and the answer to keep for progress: right, wrong, 'helped' (right, but after a hint,
 * which did part of the work: it counts half, as a right answer after a miss does), or null to keep none.
 */
export interface PuzzleStep {
  t: PuzzleTry;
  keep: boolean | 'helped' | null;
}

/**
 * The learner's answer checked. Right: the ruling is out. A miss says what
 * is wrong and gives the next hint, never the ruling: that waits until he
 * asks for it.
 */
export function checkStep(t: PuzzleTry, puzzle: RuledPuzzle, answer: LearnerAnswer): PuzzleStep {
  const grade = markAnswer(puzzle, answer, t.misses);
  const keep = t.shown ? null : grade.right && t.hints > 0 ? 'helped' : grade.right;
  const checked: PuzzleTry = { ...t, misses: grade.right ? t.misses : t.misses + 1, result: { grade, shown: false } };
  if (grade.right) return { t: { ...checked, status: RIGHT_STATUS }, keep };
  const hinted = giveHint(checked, puzzle.hints);
  return { t: { ...hinted.t, status: [grade.headline, grade.why?.text, hinted.said].filter(Boolean).join(' ') }, keep };
}

/** The ruling shown, with the engine's answer for the form to show. */
export function showStep(t: PuzzleTry, puzzle: RuledPuzzle): PuzzleStep & { answer: Required<LearnerAnswer> } {
  const answer = rulingAnswer(puzzle.ruling);
  const solved = t.result !== null && t.result.grade.right && !t.result.shown;
  const keep = !t.missKept && !solved ? false : null;
  const grade = markAnswer(puzzle, answer);
  return { t: { ...t, shown: true, missKept: t.missKept || keep === false, result: { grade, shown: true }, status: RULING_SHOWN }, keep, answer };
}
