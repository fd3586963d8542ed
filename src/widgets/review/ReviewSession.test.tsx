// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { scoreQuestions } from '../../build/pageData/scoreQuestions';
import type { ReviewLibrary } from '../../islandProps';
import { PROGRESS_KEY, emptyProgress } from '../../progress/store';
import { boardOpening, parseScenario } from '../../engine';
import { CHOW_FROM_THE_LEFT, loadBoardCode, stubSite } from '../../../tests/widgetkit';
import { ReviewSession } from './ReviewSession';

const DAY = 86_400_000;

/** The review's items as /review/items.json serves them, with no claim board or puzzle: the score questions are made as at build. */
let items: ReviewLibrary;

/** A progress record in which each id (kept under `boards`, as a score question's answer is) was missed three days ago, the first soonest due. */
function missed(...ids: string[]): void {
  const now = Date.now();
  const answers = ids.map((id, i) => ({ kind: 'boards', id, rules: [], outcome: 'wrong', at: now - 3 * DAY + i * 60_000 }));
  localStorage.setItem(PROGRESS_KEY, JSON.stringify({ ...emptyProgress(), answers }));
}

const kept = () => JSON.parse(localStorage.getItem(PROGRESS_KEY)!).answers as { kind: string; id: string; outcome: string }[];

beforeAll(async () => {
  items = { boards: {}, openings: {}, puzzles: {}, hints: [], scores: scoreQuestions() };
  // Loaded ahead, so that no test waits on its first compile.
  await import('./ReviewScore');
  await import('../../progress/keep');
  await loadBoardCode();
});
beforeEach(async () => {
  localStorage.clear();
  // Each test a new page load: an item answered right in an earlier test's visit would keep no second answer.
  (await import('../../progress/keep')).newVisit();
  stubSite((href) => (href === '/review/items.json' ? items : null));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ReviewSession', () => {
  it('serves a missed score question of the scoring drill and of lesson 9 on its own quiz, and keeps the answer as its page does', async () => {
    missed('scoring-the-lowest-hand', 'score-choice-pung-or-wait');
    render(<ReviewSession ruleLinks={{}} />);
    expect((await screen.findByRole('heading', { name: 'Item 1 of 2' })).textContent).toBe('Item 1 of 2');
    expect(screen.getByText('A scoring puzzle you missed.')).toBeTruthy();
    expect(screen.queryByText(/no longer in the course/)).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: '22' }));
    expect((await screen.findByText('Right.')).textContent).toBe('Right.');
    // Kept before its verdict is drawn.
    expect(kept().at(-1)).toMatchObject({ kind: 'boards', id: 'scoring-the-lowest-hand', outcome: 'right' });
    fireEvent.click(screen.getByRole('button', { name: 'Next item' }));

    expect(await screen.findByText('A lesson board you missed.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'They score the same' }));
    expect((await screen.findByText('Not quite: the answer is Pass, and draw a 6 later.')).textContent).toMatch(/^Not quite/);
    expect(kept().at(-1)).toMatchObject({ kind: 'boards', id: 'score-choice-pung-or-wait', outcome: 'wrong' });
    fireEvent.click(screen.getByRole('button', { name: 'Finish the review' }));

    // Both answered, both rescheduled: nothing is due now.
    expect((await screen.findByRole('heading', { name: 'Review done: 2 items' })).textContent).toBe('Review done: 2 items');
    expect(screen.getByText(/^The next item is due on /)).toBeTruthy();
  });

  it('says at the end how many were answered and how many skipped, that the skipped are still due, and serves them again', async () => {
    missed('scoring-the-lowest-hand', 'scoring-own-wind', 'scoring-all-bamboo');
    render(<ReviewSession ruleLinks={{}} />);
    await screen.findByRole('heading', { name: 'Item 1 of 3' });
    fireEvent.click(await screen.findByRole('button', { name: '22' }));
    await screen.findByText('Right.');
    // Kept before its verdict is drawn (ScoreBoard.ts): the end reads the queue from what is kept.
    expect(kept().at(-1)).toMatchObject({ id: 'scoring-the-lowest-hand', outcome: 'right' });
    fireEvent.click(screen.getByRole('button', { name: 'Next item' }));
    await screen.findByRole('heading', { name: 'Item 2 of 3' });
    fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    await screen.findByRole('heading', { name: 'Item 3 of 3' });
    fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));

    expect((await screen.findByRole('heading', { name: 'Review done: 1 answered, 2 skipped for now' })).textContent).toBeTruthy();
    expect(screen.getByText('2 items are still due: what you skip waits here until you answer it.')).toBeTruthy();
    expect(screen.queryByText(/The next item is due on/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Go through them again' }));
    await screen.findByRole('heading', { name: 'Item 1 of 2' });
    await waitFor(() => expect(document.querySelector('[data-review="serving"]')?.getAttribute('data-item')).toBe('boards:scoring-own-wind'));
  });

  it('an item skipped is not counted as done, and the end does not send the learner days away from it', async () => {
    missed('scoring-own-wind');
    render(<ReviewSession ruleLinks={{}} />);
    await screen.findByRole('heading', { name: 'Item 1 of 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    await screen.findByRole('heading', { name: 'Review done: 0 answered, 1 skipped for now' });
    expect(screen.getByText('One item is still due: what you skip waits here until you answer it.')).toBeTruthy();
    expect(screen.queryByText(/The next item is due on/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Go through it again' }));
    await screen.findByRole('heading', { name: 'Item 1 of 1' });
  });

  it('leaves out an item no longer in the course, with a note, and keeps its answers', async () => {
    missed('a-board-taken-out', 'scoring-own-wind');
    render(<ReviewSession ruleLinks={{}} />);
    await screen.findByRole('heading', { name: 'Item 1 of 1' });
    expect(screen.getByText('One item you missed is no longer in the course, so the review leaves it out.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    // At the end only the item still in the course is still due, and offered again.
    expect(await screen.findByText('One item is still due: what you skip waits here until you answer it.')).toBeTruthy();
    expect(kept().map((a) => a.id)).toContain('a-board-taken-out');
  });

  it('with only items no longer in the course, says nothing is due', async () => {
    missed('a-board-taken-out', 'another-taken-out');
    render(<ReviewSession ruleLinks={{}} />);
    await screen.findByRole('heading', { name: 'Nothing is due for review' });
    expect(screen.getByText('2 items you missed are no longer in the course, so the review leaves them out.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Go through/ })).toBeNull();
  });

  it('a call refused on a lesson board is an answer, kept and counted as one: not "Skip for now", not said to be still due', async () => {
    // (A board of the course by its id, drawn here as another.) A learner who pressed Pung (refused: he holds no pair) on a board due again was offered "Skip for now", and the
    // end said "0 answered, 1 skipped for now" though the miss was kept and had moved the board to the next day.
    const scenario = parseScenario(CHOW_FROM_THE_LEFT);
    items = { ...items, boards: { 'to-chow-1': scenario }, openings: { 'to-chow-1': boardOpening(scenario) } };
    missed('to-chow-1');
    render(<ReviewSession ruleLinks={{}} />);
    await screen.findByRole('heading', { name: 'Item 1 of 1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Pung' }));
    await screen.findAllByText(/Pung is not allowed/);
    expect(kept().at(-1)).toMatchObject({ kind: 'boards', id: 'to-chow-1', outcome: 'wrong' });
    fireEvent.click(await screen.findByRole('button', { name: 'Finish the review' }));
    expect((await screen.findByRole('heading', { name: 'Review done: 1 item' })).textContent).toBe('Review done: 1 item');
    expect(screen.getByText(/^The next item is due on /)).toBeTruthy();
  });
});
