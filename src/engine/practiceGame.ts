/**
 * A game of several hands at the practice table, on its own path so that the
 * table's page loads it only for a game (a dynamic `import()` in
 * PracticeTable): the deal passing, the running score, their words, the game's
 * address and the games kept in the browser.
 */
export { GAME_HANDS, PLACES, type GameHand, type NextHand, type PracticeGame, gameScore, handOf, levelsByWind, newGame, nextHand, recordHand, windAt } from './game';
export { chairName, counterWords, dealWords, gameEndWords, handHeading, pointsWords, seatWords } from './explain/gameWords';
export { GAMES_KEY, type KeptGame, gameParam, keptGame, keptGameOf, readGameParam, readKeptGames, writeKeptGames } from './formats/practiceGame';
export { handResult } from './sim/practiceTable/scores';
export { type LearnerMove, learnerMoveText, playLearnerMoves } from './sim/practiceTable/learnerMoves';
