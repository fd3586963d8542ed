/**
 * What the practice table loads beyond playing a single hand, in one chunk: a
 * game of several hands (gameSession.ts, on the engine's game, and the widgets
 * that draw it, PracticeGame.tsx) and a hand's review, move by move
 * (PracticeTableReview.tsx). The page opens without it; a game in the address,
 * "New game", a kept game to go back to, or "Review the hand" loads it. (One
 * chunk, not two: what both share with the page, such as the coach's counting,
 * then stays in the page's own files, where a second chunk cut it out into a
 * file of its own at 1 KB more.)
 */
export * from './gameSession';
export type { LearnerMove } from '../../engine/practiceGame';
export { GameBar, GameHandEnd, GameScore } from './PracticeGame';
export { PracticeTableReview } from './PracticeTableReview';
