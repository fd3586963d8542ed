// @vitest-environment happy-dom
/**
 * The rehearsal of a board's answers (issue 28: the first press as quick as the second): every answer the board
 * offers is ruled on and its verdict drawn once, one to an idle moment, and nothing of it reaches the page, the
 * learner's progress or the page's listeners.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as session from '../../engine/boardSession';
import { parseScenario } from '../../engine';
import { CHOW_FROM_THE_LEFT } from '../../../tests/widgetkit';
import { BOARD_ANSWERED_EVENT } from './ClaimBoard';
import { rehearse } from './rehearsal';

const links = { 'CHOW-LEFT-ONLY': 'Chow only from the player on your left' };

/** The session's steps, each call counted by name. */
function counted() {
  const asked: string[] = [];
  const count = <A extends unknown[], R>(name: string, step: (...args: A) => R) => (...args: A): R => {
    asked.push(name);
    return step(...args);
  };
  const steps = {
    claimOnBoard: count('claim', session.claimOnBoard),
    passOnBoard: count('pass', session.passOnBoard),
    moveOnBoard: count('move', session.moveOnBoard),
    discardOnBoard: count('discard', session.discardOnBoard),
    showRightClaim: count('show', session.showRightClaim),
    OUTCOME_WORDS: session.OUTCOME_WORDS,
  };
  return { steps, asked };
}

/** Runs every idle moment the rehearsal asks for, one after another. */
async function idleUntilDone() {
  for (let i = 0; i < 20; i++) await vi.advanceTimersByTimeAsync(250);
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('the rehearsal of a board', () => {
  it("rules on each answer it offers (Show me, Pass and each call), one to an idle moment, and draws each verdict unseen", async () => {
    const opened = session.openBoard(parseScenario(CHOW_FROM_THE_LEFT));
    const { steps, asked } = counted();
    const heard: unknown[] = [];
    const listen = (e: Event) => heard.push(e);
    addEventListener(BOARD_ANSWERED_EVENT, listen);
    const created = vi.spyOn(document, 'createElementNS');
    try {
      rehearse(steps, opened, links, () => true);
      // Nothing before the page is idle: a press waiting for the session goes first.
      expect(asked).toEqual([]);
      await vi.advanceTimersByTimeAsync(250);
      expect(asked).toEqual(['show']);
      await idleUntilDone();
      expect(asked).toEqual(['show', 'pass', ...opened.claimButtons!.map(() => 'claim')]);
      // The verdicts were drawn (their elements made), but never into the page, and nothing was kept or told.
      expect(created.mock.calls.some(([, tag]) => tag === 'p')).toBe(true);
      expect(document.body.innerHTML).toBe('');
      expect(localStorage.length).toBe(0);
      expect(heard).toEqual([]);
    } finally {
      removeEventListener(BOARD_ANSWERED_EVENT, listen);
      created.mockRestore();
    }
  });

  it('stops once the board has left the page', async () => {
    const opened = session.openBoard(parseScenario(CHOW_FROM_THE_LEFT));
    const { steps, asked } = counted();
    let present = true;
    rehearse(steps, opened, links, () => present);
    await vi.advanceTimersByTimeAsync(250);
    expect(asked).toEqual(['show']);
    present = false;
    await idleUntilDone();
    expect(asked).toEqual(['show']);
  });
});
