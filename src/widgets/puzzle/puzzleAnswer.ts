/**
 * What a puzzle board loads on the learner's first answer, as one file: the
 * engine's grading steps and the verdict that draws them, and the comparison
 * under today's rulesets an answered puzzle offers (its rulings load only when
 * asked for). Loaded as two
 * files, each with its own imports and exports, they cost that answer 0.3 KB
 * more, gzip (issue 29). The keeping of answers comes with them (its own file,
 * which the claim boards share), so that an answer is kept in the same task
 * as its verdict is drawn, never after.
 */
export { checkStep, puzzleSeatWords, showStep } from '../../engine/puzzleSession';
export { Verdict } from './PuzzleVerdict';
export { RulesetComparison } from '../rulesets/RulesetComparison';
export { NOT_SAVED, keepAnswer } from '../../progress/keep';
