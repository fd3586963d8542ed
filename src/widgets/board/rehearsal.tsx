/**
 * The first press as quick as the second (issue 28). Once the page is idle and the session is here, the board's every
 * answer is ruled on, and its verdict drawn, once, unseen: into an element that is never put in the page, one answer
 * to an idle moment. Until then the learner's first press ran for the first time the engine's steps for that answer
 * and the verdict's drawing, and the browser compiled them on the spot (some fifty functions: on a phone with the CPU
 * slowed four times, most of the first press); the second press found them ready.
 *
 * Loaded with the session, on demand: the page does not open on it. Nothing here is kept, shown or told: the answers
 * ruled here are thrown away, and the learner's own are ruled again when he gives them.
 */
import { render } from 'preact';
import type { BoardState } from '../../engine';
import type { RuleLinks } from '../../islandProps';
import { whenIdle } from '../islands/whenIdle';
import { Verdict } from './BoardVerdict';

type Steps = Pick<typeof import('../../engine/boardSession'), 'claimOnBoard' | 'passOnBoard' | 'moveOnBoard' | 'discardOnBoard' | 'showRightClaim' | 'OUTCOME_WORDS'>;

/** Each answer the opened board offers, as the step that rules on it: its calls and Pass, its own-turn moves and a discard, "Show me". */
function answersOf(s: Steps, opened: BoardState): (() => BoardState)[] {
  return [
    () => s.showRightClaim(opened),
    ...(opened.claimButtons ? [() => s.passOnBoard(opened), ...opened.claimButtons.map((c) => () => s.claimOnBoard(opened, c.kind))] : []),
    ...(opened.turn ?? []).map((t) => () => s.moveOnBoard(opened, t.move)),
    ...(opened.discard ? [() => s.discardOnBoard(opened, opened.discard!.tiles[0])] : []),
  ];
}

/**
 * Rules on each of the board's answers and draws its verdict, unseen, one to an idle moment, from the next, while
 * `present` says the board is still in the page (a review moves on to its next item).
 */
export function rehearse(s: Steps, opened: BoardState, ruleLinks: RuleLinks, present: () => boolean): void {
  const ref = { current: null };
  const next = (answers: (() => BoardState)[], unseen: HTMLElement) => {
    const [answer, ...rest] = answers;
    if (!answer || !present()) return render(null, unseen);
    render(<Verdict board={answer()} ruleLinks={ruleLinks} verdictRef={ref} onReset={() => undefined} outcomeWords={s.OUTCOME_WORDS} />, unseen);
    whenIdle(() => next(rest, unseen));
  };
  // Idle moments only: a press that is waiting for the session is carried out first.
  whenIdle(() => present() && next(answersOf(s, opened), document.createElement('div')));
}
