/**
 * The claim board's drawing of its verdicts and their rehearsal (rehearsal
 * draws each verdict once, unseen), loaded together on the board's first
 * action (the verdict offers the comparison under today's rulesets, whose
 * rulings load only when asked for). Loaded as two files, each with its own imports and exports, they
 * cost that action more JavaScript, gzip (issue 29).
 */
export { Verdict } from './BoardVerdict';
export { rehearse } from './rehearsal';
