/**
 * The board session: a live claim board played one step at a time. A board
 * opens on a position; the learner calls, passes, discards, asks to be shown
 * the right call, or resets. On a board where the learner plays his own
 * turn, holding his draw, he instead declares a kong, adds a drawn fourth
 * to his pung, or discards (keeping a four undeclared, A10), and
 * each move is played by the engine's moves (moves.ts). A board may instead
 * ask a question about the table (who draws next, who loses a turn...),
 * answered by choosing seats (seatQuestion.ts, worded and marked by seatQuestionWords.ts). Each step is a pure function from one
 * BoardState to the next, and the state holds everything the board draws,
 * every sentence the learner reads included, so a widget only draws it and
 * reports what the learner tried (as chessground is configured with a state
 * and draws it; as lichess' learn stages are data in, state out).
 *
 * A refused call is a value in the state (`refused`), never an exception.
 *
 * The session's rooms: the state and the opening (board/state.ts), what the
 * learner is offered in his own turn (board/turnOffer.ts), his own turn and
 * discards (board/ownTurn.ts), his call or pass (board/claim.ts), his answer
 * to a question (board/question.ts), and "Show me" (board/show.ts); and what
 * an answered board sets beside today's rulesets (board/compared.ts).
 */
export { type BoardOutcome, OUTCOME_WORDS, type Phrase } from './explain/board';
export {
  type BoardOpening,
  type BoardState,
  type BoardView,
  type ClaimButton,
  type ChowChoice,
  type DiscardAsked,
  type Judgement,
  type OpeningSeat,
  type RefusedTry,
  type RuledTry,
  type SeatAnswer,
  type SeatView,
  type TurnButton,
  boardOpening,
  openBoard,
  resetBoard,
} from './board/state';
export { discardOnBoard, moveOnBoard } from './board/ownTurn';
export { claimOnBoard, passOnBoard } from './board/claim';
export { answerOnBoard } from './board/question';
export { showRightClaim } from './board/show';
export { comparedWindow } from './board/compared';
