// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { render as draw } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { PracticeState } from '../../engine';
import { PROGRESS_KEY } from '../../progress/store';
import { MissedCallsKept } from './MissedCallsKept';

/** A hand's end with these moments marked missed: the widget reads only `end` and each moment's `review`. */
const ended = (positions: string[]) => ({ end: {}, moments: positions.map((review) => ({ review })) }) as unknown as PracticeState;
/** The same hand before its end: the table has the widget by then, fetched as the first call was let go by. */
const playing = (positions: string[]) => ({ ...ended(positions), end: null }) as unknown as PracticeState;

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

  it('keeps them as the hand\'s end is drawn, in the same task: a learner who leaves the page at once loses none', () => {
    // Drawn by Preact itself, not the testing library, whose act() would run the effects left for after the next paint.
    const root = document.createElement('div');
    draw(<MissedCallsKept state={ended(['title: four\nview: East\n'])} />, root);
    const kept = JSON.parse(localStorage.getItem(PROGRESS_KEY)!);
    expect(kept.answers).toMatchObject([{ kind: 'moments', rules: [], outcome: 'wrong' }]);
    expect(Object.values(kept.moments)).toEqual(['title: four\nview: East\n']);
    draw(null, root);
  });

  it('before the hand\'s end, draws and keeps nothing', () => {
    render(<MissedCallsKept state={playing(['title: five\nview: East\n'])} />);
    expect(document.body.textContent).toBe('');
    expect(localStorage.getItem(PROGRESS_KEY)).toBeNull();
  });
});
