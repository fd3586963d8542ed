// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { PracticeState } from '../../engine';
import { MissedCallsKept } from './MissedCallsKept';

/** A hand's end with these moments marked missed: the widget reads only `end` and each moment's `review`. */
const ended = (positions: string[]) => ({ end: {}, moments: positions.map((review) => ({ review })) }) as unknown as PracticeState;

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the calls let go by, kept for review at the hand\'s end', () => {
  it('speaks of one call as one', async () => {
    render(<MissedCallsKept state={ended(['title: one\nview: East\n'])} />);
    expect((await screen.findByText(/kept for/)).textContent).toBe('The call you let go by in this hand is kept for review: it comes back as a board from your seat when it is due.');
  });

  it('and of several as each', async () => {
    render(<MissedCallsKept state={ended(['title: two\nview: East\n', 'title: three\nview: East\n'])} />);
    expect((await screen.findByText(/kept for/)).textContent).toBe('The 2 calls you let go by in this hand are kept for review: each comes back as a board from your seat when it is due.');
  });
});
