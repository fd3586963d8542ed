// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parsePuzzle } from '../../engine/formats/puzzle';
import { type Puzzle, puzzleView, ruledPuzzle } from '../../engine';
import { PROGRESS_KEY, loadProgress } from '../../progress/store';
import { newVisit } from '../../progress/keep';
import { PUZZLE_ANSWERED_EVENT, PuzzleBoard } from './PuzzleBoard';
import { loadPuzzleCode } from '../../../tests/widgetkit';

const dir = join(__dirname, '..', '..', '..', 'content', 'puzzles');
const simple = parsePuzzle(readFileSync(join(dir, '01.pzl'), 'utf8'), '01');
const noPair = parsePuzzle(readFileSync(join(dir, '03.pzl'), 'utf8'), '03');
const hard = parsePuzzle(readFileSync(join(dir, '15.pzl'), 'utf8'), '15');
const links = {
  'PREC-PUNG-OVER-CHOW': 'A pung beats a chow',
  'PUNG-NEEDS-PAIR': 'A pung needs a pair',
};

/** The puzzle's view, as the page makes it at build time. */
const as = (puzzle: Puzzle) => ({ puzzle: ruledPuzzle(puzzle), view: puzzleView(puzzle) });

/** Presses a button whose work waits for the grading (loaded on the first answer), and waits until the board has changed. */
async function press(button: HTMLElement) {
  const before = document.body.innerHTML;
  fireEvent.click(button);
  await waitFor(() => {
    expect(document.querySelector('[aria-busy]')).toBeNull();
    expect(document.body.innerHTML).not.toBe(before);
  });
}

// The boards load these on the learner's first action: loaded once here, so that no test waits on their first compile.
beforeAll(loadPuzzleCode);
beforeEach(() => {
  localStorage.removeItem(PROGRESS_KEY);
  sessionStorage.clear();
});

afterEach(cleanup);

describe('PuzzleBoard', () => {
  it('shows the statement, the calls and every question by role', async () => {
    render(<PuzzleBoard {...as(simple)} ruleLinks={links} />);
    expect(screen.getByText(/East discards the 6 of Bamboo/)).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Who gets the tile?' });
    expect(within(group).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['South', 'North', 'nobody']);
    expect(screen.getByRole('list', { name: "North's hand" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check my answer' })).toBeTruthy();
  });

  it('before any answer, nothing says who gets the tile', async () => {
    render(<PuzzleBoard {...as(simple)} ruleLinks={links} />);
    const board = document.querySelector('section.board')!;
    expect(board.textContent).not.toMatch(/takes the tile|Pung beats|outranks|PREC-/);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('a right answer is marked right, with a short explanation, tells the page, and is remembered', async () => {
    const told: unknown[] = [];
    const listen = (e: Event) => told.push((e as CustomEvent).detail);
    window.addEventListener(PUZZLE_ANSWERED_EVENT, listen);
    render(<PuzzleBoard {...as(simple)} ruleLinks={links} />);
    fireEvent.click(screen.getByRole('radio', { name: /North/ }));
    await press(screen.getByRole('button', { name: 'Check my answer' }));
    window.removeEventListener(PUZZLE_ANSWERED_EVENT, listen);
    expect(screen.getByRole('status').textContent).toBe('Right.');
    expect(screen.getByText('Right!')).toBeTruthy();
    expect(document.querySelector('[data-result]')!.getAttribute('data-result')).toBe('right');
    expect(screen.getByText(/a pung outranks a chow/)).toBeTruthy();
    expect(told).toEqual([{ puzzle: '01' }]);
    expect(loadProgress().puzzles['01']).toEqual({ solved: true, firstTry: true, misses: 0 });
  });

  it('a legal call that loses is allowed but outranked: at the first miss only which part is wrong and the first hint; the sentence on why at the second', async () => {
    render(<PuzzleBoard {...as(simple)} ruleLinks={links} />);
    fireEvent.click(screen.getByRole('radio', { name: /South/ }));
    await press(screen.getByRole('button', { name: 'Check my answer' }));
    let verdict = document.querySelector('[data-result]') as HTMLElement;
    expect(verdict.getAttribute('data-result')).toBe('weaker');
    expect(within(verdict).getByText('Allowed, but outranked.')).toBeTruthy();
    expect(verdict.textContent).toMatch(/Who gets the tile: you said South, wrong\./);
    expect(verdict.textContent).not.toMatch(/North's Pung beats/);
    expect(within(verdict).queryByRole('link', { name: 'A pung beats a chow' })).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Hints' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toMatch(/^Allowed, but outranked\. Hint 1 of 2: Both calls are allowed/);
    // The ruling's steps (the discard announced, the award) wait until asked for.
    expect(verdict.textContent).not.toMatch(/announcing|lays the|face up/);
    expect(loadProgress().puzzles['01']).toEqual({ solved: false, firstTry: false, misses: 1 });
    await press(screen.getByRole('button', { name: 'Check my answer' }));
    verdict = document.querySelector('[data-result]') as HTMLElement;
    expect(within(verdict).getByText(/South's Chow is allowed, but it does not take the tile: North's Pung beats South's Chow\./)).toBeTruthy();
    expect(within(verdict).getByRole('link', { name: 'A pung beats a chow' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Hints' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('a wrong answer says it is wrong and offers the first hint, then the next; the ruling comes when asked for', async () => {
    render(<PuzzleBoard {...as(hard)} ruleLinks={links} />);
    fireEvent.click(within(screen.getByRole('group', { name: 'Who gets the tile?' })).getByRole('radio', { name: /North/ }));
    const next = screen.getByRole('group', { name: 'Who draws from the wall next?' });
    fireEvent.click(within(next).getByRole('radio', { name: 'West' }));
    await press(screen.getByRole('button', { name: 'Check my answer' }));
    let verdict = document.querySelector('[data-result]') as HTMLElement;
    expect(verdict.getAttribute('data-result')).toBe('wrong');
    expect(within(verdict).getByText('Wrong.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(`Wrong. Hint 1 of 2: ${hard.hints[0]}`);
    expect(screen.getByText(/Who gets the tile: you said North,/).textContent).toMatch(/right/);
    expect(screen.getByText(/Who draws next: you said West,/).textContent).toMatch(/wrong/);
    expect(verdict.textContent).not.toMatch(/beats|draws next\?|East/);
    expect(within(verdict).queryByRole('link')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Hints' })).getAllByRole('listitem')).toHaveLength(1);
    // A second miss offers the second hint.
    await press(screen.getByRole('button', { name: 'Check my answer' }));
    expect(within(screen.getByRole('list', { name: 'Hints' })).getAllByRole('listitem')).toHaveLength(Math.min(2, hard.hints.length));
    expect(loadProgress().puzzles['15']).toEqual({ solved: false, firstTry: false, misses: 2 });
    // Asked for, the ruling: every part's answer and the steps, with their rules.
    await press(screen.getByRole('button', { name: 'Show the ruling' }));
    verdict = document.querySelector('[data-result]') as HTMLElement;
    expect(verdict.getAttribute('data-result')).toBe('shown');
    expect(within(verdict).getByText('The ruling')).toBeTruthy();
    expect(within(verdict).getByText('Who draws next? East.')).toBeTruthy();
    const steps = verdict.querySelector('details.puzzle__steps') as HTMLDetailsElement;
    expect(steps.open).toBe(true);
    expect(within(steps).getByText(/North's Pung beats West's Chow/)).toBeTruthy();
    expect(within(steps).getByRole('link', { name: 'A pung beats a chow' })).toBeTruthy();
  });

  it('a refused call is wrong; from the second miss, with the refusal and its rule', async () => {
    render(<PuzzleBoard {...as(noPair)} ruleLinks={links} />);
    fireEvent.click(screen.getByRole('radio', { name: /South/ }));
    await press(screen.getByRole('button', { name: 'Check my answer' }));
    const verdict = document.querySelector('[data-result]') as HTMLElement;
    expect(verdict.getAttribute('data-result')).toBe('wrong');
    expect(within(verdict).queryByText(/^South's Pung is refused: /)).toBeNull();
    await press(screen.getByRole('button', { name: 'Check my answer' }));
    expect(within(verdict).getByText(/^South's Pung is refused: /)).toBeTruthy();
    expect(within(verdict).getByRole('link', { name: 'A pung needs a pair' })).toBeTruthy();
    expect(verdict.textContent).not.toMatch(/North's Chow|stands/);
  });

  it('a wrong answer, then the right one: solved, not at the first try', async () => {
    render(<PuzzleBoard {...as(hard)} ruleLinks={links} />);
    fireEvent.click(within(screen.getByRole('group', { name: 'Who gets the tile?' })).getByRole('radio', { name: /West/ }));
    const next = screen.getByRole('group', { name: 'Who draws from the wall next?' });
    fireEvent.click(within(next).getByRole('radio', { name: 'East' }));
    await press(screen.getByRole('button', { name: 'Check my answer' }));
    expect(document.querySelector('[data-result]')!.getAttribute('data-result')).toBe('weaker');
    fireEvent.click(within(screen.getByRole('group', { name: 'Who gets the tile?' })).getByRole('radio', { name: /North/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'West' }));
    await press(screen.getByRole('button', { name: 'Check my answer' }));
    expect(screen.getByRole('status').textContent).toBe('Right.');
    expect(loadProgress().puzzles['15']).toEqual({ solved: true, firstTry: false, misses: 1 });
  });

  it('gives hints one at a time and shows the ruling, which tells the page', async () => {
    const told: unknown[] = [];
    const listen = (e: Event) => told.push((e as CustomEvent).detail);
    window.addEventListener(PUZZLE_ANSWERED_EVENT, listen);
    render(<PuzzleBoard {...as(simple)} ruleLinks={links} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    expect(screen.getByRole('status').textContent).toMatch(/^Hint 1 of 2/);
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    expect(screen.getByRole('button', { name: 'No more hints' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'No more hints' }));
    expect(screen.getByRole('status').textContent).toBe('No more hints: check your answer, or ask for the ruling.');
    expect(told).toEqual([]);
    await press(screen.getByRole('button', { name: 'Show the ruling' }));
    window.removeEventListener(PUZZLE_ANSWERED_EVENT, listen);
    expect(screen.getByText(/Who gets the tile\? North, by Pung/)).toBeTruthy();
    expect((screen.getByRole('radio', { name: /North/ }) as HTMLInputElement).checked).toBe(true);
    expect(told).toEqual([{ puzzle: '01' }]);
    expect(loadProgress().puzzles['01'].firstTry).toBe(false);
  });

  it('a right answer after a hint counts half, as one after a miss does (mastery.ts); the learner is told it was right', async () => {
    // A new page load: the puzzle not yet answered in this visit (earlier tests answered it).
    newVisit();
    const told: boolean[] = [];
    render(<PuzzleBoard {...as(simple)} ruleLinks={links} onAnswer={(right) => told.push(right)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    fireEvent.click(screen.getByRole('radio', { name: /North/ }));
    await press(screen.getByRole('button', { name: 'Check my answer' }));
    expect(screen.getByRole('status').textContent).toBe('Right.');
    expect(told).toEqual([true]);
    expect(loadProgress().answers).toEqual([{ kind: 'puzzles', id: '01', rules: simple.rules, outcome: 'helped', at: expect.any(Number) }]);
    // Solved, but not at the first try: no first-try mark on the puzzle or the index, and no step on the streak.
    expect(loadProgress()).toMatchObject({ puzzles: { '01': { solved: true, firstTry: false, misses: 0 } }, streak: 0 });
  });

  describe('after a reload', () => {
    // Each leaves a visit with the puzzle answered in it: the tests after it start a new one.
    afterEach(newVisit);

    it('a reload mid-puzzle keeps the hints given: the right answer after it still counts half, not as a first try', async () => {
      // Both hints read (the second all but says it), the page reloaded, then the right answer: it was kept as right at
      // the first try, a step on the streak.
      newVisit();
      render(<PuzzleBoard {...as(simple)} ruleLinks={links} />);
      fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
      fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
      cleanup();
      newVisit();
      render(<PuzzleBoard {...as(simple)} ruleLinks={links} />);
      await waitFor(() => expect(screen.getByRole('list', { name: 'Hints' }).querySelectorAll('li').length).toBe(2));
      fireEvent.click(screen.getByRole('radio', { name: /North/ }));
      await press(screen.getByRole('button', { name: 'Check my answer' }));
      expect(loadProgress().answers.map((a) => a.outcome)).toEqual(['helped']);
      expect(loadProgress()).toMatchObject({ puzzles: { '01': { solved: true, firstTry: false } }, streak: 0 });
    });

    it("a practice puzzle's ruling seen, then a reload: the right answer after it keeps nothing more", async () => {
      newVisit();
      render(<PuzzleBoard {...as(simple)} ruleLinks={links} record="practice" />);
      await press(screen.getByRole('button', { name: 'Show the ruling' }));
      cleanup();
      newVisit();
      render(<PuzzleBoard {...as(simple)} ruleLinks={links} record="practice" />);
      fireEvent.click(screen.getByRole('radio', { name: /North/ }));
      await press(screen.getByRole('button', { name: 'Check my answer' }));
      expect(loadProgress().answers.map((a) => a.outcome)).toEqual(['wrong']);
    });
  });

  it('a kept try that cannot be read, or storage that refuses, leaves a fresh try', async () => {
    sessionStorage.setItem('cpk-puzzle-try:01', '{"misses":-1,"hints":"two"}');
    render(<PuzzleBoard {...as(simple)} ruleLinks={links} />);
    expect(screen.queryByRole('list', { name: 'Hints' })).toBeNull();
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    expect(screen.getByRole('list', { name: 'Hints' })).toBeTruthy();
    refuse.mockRestore();
  });

  it('a board with its title shown names the answer only once the ruling is out', async () => {
    const titled = { ...simple, scenario: { ...simple.scenario, solvedTitle: 'A pung beats a chow' } };
    render(<PuzzleBoard {...as(titled)} ruleLinks={links} showTitle />);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('A pung and a chow on one tile');
    fireEvent.click(screen.getByRole('radio', { name: /South/ }));
    await press(screen.getByRole('button', { name: 'Check my answer' }));
    expect(heading.textContent).toBe('A pung and a chow on one tile');
    fireEvent.click(screen.getByRole('radio', { name: /North/ }));
    await press(screen.getByRole('button', { name: 'Check my answer' }));
    expect(heading.textContent).toBe('A pung beats a chow');
  });

  it('a board told to keep nothing keeps nothing', async () => {
    render(<PuzzleBoard {...as(simple)} ruleLinks={links} record={false} />);
    fireEvent.click(screen.getByRole('radio', { name: /South/ }));
    await press(screen.getByRole('button', { name: 'Check my answer' }));
    expect(screen.getByText('Allowed, but outranked.')).toBeTruthy();
    expect(localStorage.getItem(PROGRESS_KEY)).toBeNull();
  });

  it('a practice puzzle keeps its answers under the rules it cites, and no tally; the page is told once each is kept', async () => {
    const told: boolean[] = [];
    render(<PuzzleBoard {...as(simple)} ruleLinks={links} record="practice" onAnswer={(right) => told.push(right)} />);
    fireEvent.click(screen.getByRole('radio', { name: /North/ }));
    await press(screen.getByRole('button', { name: 'Check my answer' }));
    expect(told).toEqual([true]);
    const progress = loadProgress();
    expect(progress.puzzles).toEqual({});
    expect(progress.answers).toEqual([{ kind: 'practice', id: '01', rules: simple.rules, outcome: 'right', at: expect.any(Number) }]);
  });

  it('an answer is kept before its verdict is drawn: a learner who leaves as he reads it loses nothing', async () => {
    // What was stored at the moment the verdict first came into the page.
    const storedAtVerdict: (string | null)[] = [];
    const watcher = new MutationObserver(() => {
      if (!storedAtVerdict.length && document.querySelector('[data-result]')) storedAtVerdict.push(localStorage.getItem(PROGRESS_KEY));
    });
    watcher.observe(document.body, { childList: true, subtree: true });
    try {
      render(<PuzzleBoard {...as(simple)} ruleLinks={links} />);
      fireEvent.click(screen.getByRole('radio', { name: /South/ }));
      await press(screen.getByRole('button', { name: 'Check my answer' }));
    } finally {
      watcher.disconnect();
    }
    expect(storedAtVerdict).toHaveLength(1);
    expect(JSON.parse(storedAtVerdict[0]!).puzzles['01']).toEqual({ solved: false, firstTry: false, misses: 1 });
  });

  it('an answer the browser would not save is said so in words under the board, not "Right!" alone', async () => {
    // On the store itself: once written to, happy-dom's localStorage no longer looks its setItem up on Storage.prototype.
    const full = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      render(<PuzzleBoard {...as(simple)} ruleLinks={links} />);
      fireEvent.click(screen.getByRole('radio', { name: /North/ }));
      await press(screen.getByRole('button', { name: 'Check my answer' }));
      expect(screen.getByText('Right!')).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toMatch(/This answer was not saved: .*storage is full/);
    } finally {
      full.mockRestore();
    }
  });

  it('asks for a choice before checking: in the live region, in sight in the question, with focus on its first choice', async () => {
    render(<PuzzleBoard {...as(simple)} ruleLinks={links} />);
    await press(screen.getByRole('button', { name: 'Check my answer' }));
    expect(screen.getByRole('status').textContent).toBe('Choose who gets the tile first.');
    const group = screen.getByRole('group', { name: 'Who gets the tile?' });
    expect(within(group).getByText('Choose who gets the tile first.')).toBeTruthy();
    expect(document.activeElement).toBe(within(group).getAllByRole('radio')[0]);
    // Not graded: no verdict, nothing kept.
    expect(document.querySelector('[data-result]')).toBeNull();
    expect(loadProgress().puzzles).toEqual({});
    // Answered, the question no longer says so.
    fireEvent.click(within(group).getByRole('radio', { name: /North/ }));
    await waitFor(() => expect(within(group).queryByText('Choose who gets the tile first.')).toBeNull());
  });

  it('names every question left unanswered, and focuses the first; then only the one still unanswered', async () => {
    render(<PuzzleBoard {...as(hard)} ruleLinks={links} />);
    const winner = screen.getByRole('group', { name: 'Who gets the tile?' });
    const next = screen.getByRole('group', { name: 'Who draws from the wall next?' });
    await press(screen.getByRole('button', { name: 'Check my answer' }));
    expect(screen.getByRole('status').textContent).toBe('Choose who gets the tile first. Choose who draws next first.');
    expect(within(winner).getByText('Choose who gets the tile first.')).toBeTruthy();
    expect(within(next).getByText('Choose who draws next first.')).toBeTruthy();
    expect(document.activeElement).toBe(within(winner).getAllByRole('radio')[0]);
    fireEvent.click(within(winner).getByRole('radio', { name: /North/ }));
    await press(screen.getByRole('button', { name: 'Check my answer' }));
    expect(screen.getByRole('status').textContent).toBe('Choose who draws next first.');
    expect(within(winner).queryByText('Choose who gets the tile first.')).toBeNull();
    expect(document.activeElement).toBe(within(next).getAllByRole('radio')[0]);
    expect(document.querySelector('[data-result]')).toBeNull();
  });
});
