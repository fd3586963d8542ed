/**
 * What the practice table shows beyond one hand's play, on its own path so
 * that the table's page loads it only when asked (a dynamic `import()` of
 * widgets/practiceTable/tableDoor.ts): a game of several hands (the deal
 * passing, the running score, their words, the game's address, the games kept
 * in the browser, the learner's moves played again) and a hand's review, move
 * by move.
 */
export { GAME_HANDS, PLACES, type GameHand, type NextHand, type PracticeGame, gameScore, handOf, levelsByWind, newGame, nextHand, recordHand, windAt } from './game';
export { chairName, counterWords, dealWords, gameEndWords, handHeading, pointsWords, seatWords, setAsideWords } from './explain/gameWords';
export { GAMES_KEY, type KeptGame, gameParam, keptGame, keptGameOf, readGameParam, readKeptGames, writeKeptGames } from './formats/practiceGame';
export { handResult } from './sim/practiceTable/scores';
export { type LearnerMove, learnerMoveText, playLearnerMoves, readLearnerMove } from './sim/practiceTable/learnerMoves';
export { type ReviewStep, handReview } from './sim/practiceTable/handReview';
