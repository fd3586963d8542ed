/**
 * A puzzle's grading, on its own path so that a puzzle board can load it
 * when the learner first answers (a dynamic `import()` in PuzzleBoard): the
 * page draws the puzzle from its view, made when the site is built
 * (`puzzleView`, through index.ts), and ships none of the rules until an
 * answer is checked or the ruling asked for. A second door for the site, as
 * narrow as that: only the steps of a puzzle tried that grade pass through
 * it, with each seat's words once the ruling is out.
 */
export { puzzleSeatWords } from './puzzleRuling';
export { checkStep, showStep } from './puzzleTrySteps';
