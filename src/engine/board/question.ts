/**
 * The learner's answer to a board's question about the table (seatQuestion.ts):
 * a wrong one refused with why, the right one played on as the ruling has it.
 */
import { carryOut } from '../carryOut';
import { questionRuling, sameSeats } from '../seatQuestion';
import { judgeSeats } from '../seatQuestionWords';
import type { Seat } from '../seats';
import { CHOOSE_DISCARD, answerHead, notSoHead } from '../explain/board';
import { type BoardState, type RefusedTry, type RuledTry, compose, ownTurn, still, untouched, winnerScore } from './state';
import { graded } from './graded';

/**
 * The learner's answer to the board's question about the table. A wrong one
 * is shown as a refusal, why and its rule, and nothing moves; the right one
 * (or "Show me"'s) plays the position on as the ruling has it, and the
 * learner discards when the turn is his.
 */
export function answerStep(state: BoardState, seats: readonly Seat[], shown = false): BoardState {
  const { position, question } = state;
  if (!question) return still(state);
  const view = position.view;
  const ruling = questionRuling(position);
  const verdict = judgeSeats(position, seats, ruling);
  const label = question.choices.find((c) => sameSeats(c.seats, seats))?.label ?? (seats.join(' and ') || 'Nobody');
  const answered = shown ? { right: false, counts: !state.answerShown } : { right: verdict.right, counts: !(verdict.right && state.answerShown) };
  if (!verdict.right) {
    const refused: RefusedTry = { tried: { kind: 'seats', seats: [...seats] }, head: notSoHead(label), refusal: { rule: verdict.reason.rule, message: verdict.reason.text } };
    return compose(position, state.answer, state.answerShown, { ...untouched(position, verdict.reason.text, answered), refused });
  }
  const next = ruling && carryOut(ruling, view);
  const start = untouched(position, '', answered);
  const mustDiscard = next ? next.awaitingDiscard === view : ownTurn(position);
  const ruled: RuledTry = {
    tried: null,
    move: null,
    shown,
    ruling,
    head: answerHead(label, shown),
    judgement: shown ? null : { kind: 'right', text: [verdict.reason.text] },
    reasons: [verdict.reason, ...(ruling && next ? [...ruling.explanation, ...next.reasons] : [])],
    winnerScore: ruling && winnerScore(ruling),
  };
  const then = mustDiscard ? CHOOSE_DISCARD : '';
  return compose(position, state.answer, shown || state.answerShown, { ...start, table: next?.table ?? position.table, ruled, mustDiscard, status: [verdict.reason.text, then].filter(Boolean).join(' ') });
}
/** answerStep, its answer graded (graded()). */
export function answerOnBoard(state: BoardState, seats: readonly Seat[]): BoardState {
  return graded(answerStep(state, seats));
}
