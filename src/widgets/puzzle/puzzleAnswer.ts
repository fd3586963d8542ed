/**
 * What a puzzle board loads on the learner's first answer, as one file: the
 * engine's grading steps and the verdict that draws them, and the comparison
 * under today's rulesets an answered puzzle offers (its rulings load only when
 * asked for). Loaded as two
 * files, each with its own imports and exports, they cost that answer 0.3 KB
 * more, gzip (issue 29).
 */
export { checkStep, puzzleSeatWords, showStep } from '../../engine/puzzleSession';
export { Verdict } from './PuzzleVerdict';
export { RulesetComparison } from '../rulesets/RulesetComparison';
