/**
 * The practice table: a whole hand of classic Mah-Jongg, the learner in one
 * seat and three computer players in the others. Like the board session
 * (board.ts), it is a pure state machine: each of the learner's actions
 * takes a PracticeState and returns the next, in which the computer players
 * have played on until the learner must act again (his own turn, a claim
 * window where he has a legal call, or the end of the hand).
 *
 * This module is the session's public face, every export a type or a step
 * the widget takes. Its rooms, in practiceTable/: the state (state.ts),
 * playing on (playingOn.ts: the computer players, who choose on the fast
 * core, and the claim windows, ruled by the engine), what the learner is
 * shown (shown.ts) and his actions (actions.ts). Its words are
 * explain/practice.ts's; its address and record, formats/practiceAddress.ts.
 * It lives in sim/ because it drives the computer players, and sim/ is the
 * room that may use them.
 */
export type { WinningLayout } from './practiceTable/scores';
export type { ChowPick, ClaimMoment, OfferedClaim, OtherClaim, PracticeEnd, PracticePrompt, PracticeSeat, PracticeSetup, PracticeState, TableNews } from './practiceTable/state';
export { askHint, claimTile, declareKong, declareMahjong, discardTile, passTile, practiceRecord, setCoach, setEveryDiscard, startPractice, undoMove } from './practiceTable/actions';
export { DEAD_HANDS_RULE, DEAD_HAND_START, END_DECISIONS, type EndDecision, LEVEL_WORDS, PLAYER_LEVELS, type PlayerLevel, type PracticeVariant, PRACTICE_VARIANTS } from '../explain/practice';
export { type PracticeAddress, practiceParams, readPracticeAddress, readPracticeSeed } from '../formats/practiceAddress';
export { GAMES_KEY } from '../formats/gamesKey';
