/**
 * The practice table's scoring, on its own path so that the table's page
 * loads it when a won hand ends (a dynamic `import()` in PracticeScores):
 * the page opens without Harr's card and the settlement. A third door for
 * the site, as narrow as the other two: only the scores pass through it.
 */
export { practiceScores, winningLayout } from './sim/practiceTable/scores';
export { paymentWords, scoreSeatName } from './explain/settlingWords';
