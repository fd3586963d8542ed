/**
 * What the practice table loads for a game of several hands, in one chunk: the
 * game as the page holds it (gameSession.ts, on the engine's game) and the
 * widgets that draw it. The page opens without it; a game in the address,
 * "New game" or a kept game to go back to loads it.
 */
export * from './gameSession';
export type { LearnerMove } from '../../engine/practiceGame';
export { GameBar, GameHandEnd, GameScore } from './PracticeGame';
