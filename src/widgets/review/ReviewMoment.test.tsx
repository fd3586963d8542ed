// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { discardTile, passTile, startPractice } from '../../engine';
import { PROGRESS_KEY } from '../../progress/store';
import { ReviewMoment } from './ReviewMoment';
import { loadBoardCode } from '../../../tests/widgetkit';

/** Seed 57, East passes South's East Wind, of which he holds a pair: the position kept for review. */
function missedPung(): string {
  const start = startPractice({ seed: 57 });
  const passed = passTile(discardTile(start, start.seats[0].concealed!.at(-1)!));
  return passed.moments.find((m) => m.label === "South's 1st discard: the East Wind")!.review!;
}

beforeAll(loadBoardCode);
beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('ReviewMoment', () => {
  it('serves the moment from the learner\'s seat, its right answer the call he let go by, kept under the moment', async () => {
    render(<ReviewMoment id="moment-abc" position={missedPung()} ruleLinks={{}} />);
    const board = await waitFor(() => screen.getByRole('region'));
    fireEvent.click(within(board).getByRole('button', { name: 'Pung' }));
    expect((await screen.findAllByText(/East takes the tile/)).length).toBeGreaterThan(0);
    const kept = JSON.parse(localStorage.getItem(PROGRESS_KEY)!);
    expect(kept.answers.at(-1)).toMatchObject({ kind: 'moments', id: 'moment-abc', outcome: 'right' });
    expect(kept.boards).toEqual({});
  });

  it('a pass there is allowed but weaker: the call let go by is the answer', async () => {
    render(<ReviewMoment id="moment-def" position={missedPung()} ruleLinks={{}} />);
    const board = await waitFor(() => screen.getByRole('region'));
    fireEvent.click(within(board).getByRole('button', { name: 'Pass' }));
    expect((await within(board).findAllByText(/Allowed, but weaker/)).length).toBeGreaterThan(0);
    expect(JSON.parse(localStorage.getItem(PROGRESS_KEY)!).answers.at(-1)).toMatchObject({ kind: 'moments', outcome: 'wrong' });
  });

  it('a moment no longer kept, or one the engine cannot read, is said in words', async () => {
    render(<ReviewMoment id="moment-gone" position={undefined} ruleLinks={{}} />);
    expect((await screen.findByRole('alert')).textContent).toBe('This moment is no longer kept in your progress: go on to the next item.');
    cleanup();
    render(<ReviewMoment id="moment-bad" position={'title: x\nview: East\nEast: 9z\n'} ruleLinks={{}} />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/^The position of this moment cannot be read: .+ Go on to the next item\.$/);
    // The reader's list of problems ends with no stop of its own: the sentence is ended before the next begins.
    cleanup();
    render(<ReviewMoment id="moment-worse" position="not a scenario" ruleLinks={{}} />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/; and 2 more: title, view\. Go on to the next item\.$/);
  });
});
