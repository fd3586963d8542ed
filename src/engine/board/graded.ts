/**
 * The rules a board's answer is graded on, added to the step that gave it
 * (grading.ts): apart from the state, so that what draws only a board's
 * opening never reaches the grading.
 */
import { answerRules } from '../grading';
import type { BoardState } from './state';

/**
 * A step's state with the rules its answer is graded on (grading.ts): a
 * refusal's rule, or the rules that make the board's right answer right.
 */
export function graded(state: BoardState): BoardState {
  if (!state.answered) return state;
  return { ...state, graded: state.refused ? [state.refused.refusal.rule] : answerRules(state.position, state.answer) };
}
