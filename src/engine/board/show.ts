/**
 * "Show me" on a board: the right call, move or answer made and explained.
 */
import { questionAnswer } from '../seatQuestion';
import { type BoardState, compose, still, untouched } from './state';
import { graded } from './graded';
import { rule } from './claim';
import { answerMove, turnStep } from './ownTurn';
import { answerStep } from './question';

/** "Show me": the right call (or move, or answer) is made and explained. The first time counts as a miss; after it, a right answer no longer counts as solved. */
function showStep(state: BoardState): BoardState {
  if (!state.canShow) return still(state);
  const { position } = state;
  if (position.ask) {
    const fresh = compose(position, state.answer, state.answerShown, untouched(position, '', null));
    return answerStep(fresh, questionAnswer(position), true);
  }
  if (position.turnAnswer) {
    const fresh = compose(position, state.answer, state.answerShown, untouched(position, '', null));
    return turnStep(fresh, answerMove(position.table, position.view, position.turnAnswer), true);
  }
  return rule(state, state.answer, { shown: true, note: null, answered: { right: false, counts: !state.answerShown }, answerShown: true });
}
/** showStep, its answer graded (graded()). */
export function showRightClaim(state: BoardState): BoardState {
  return graded(showStep(state));
}
