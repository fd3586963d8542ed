// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { showProgress } from './counters';
import { PROGRESS_KEY } from './store';

/** A stored record of the current shape, with these boards solved (at the first try or not). */
function store(boards: Record<string, boolean>) {
  const items = Object.fromEntries(Object.entries(boards).map(([id, firstTry]) => [id, { solved: true, firstTry, misses: firstTry ? 0 : 1 }]));
  localStorage.setItem(PROGRESS_KEY, JSON.stringify({ version: 2, boards: items, puzzles: {}, streak: 0, bestStreak: 0 }));
}

describe("a lesson's numbered pages (LessonSteps.astro)", () => {
  beforeEach(() => {
    localStorage.clear();
    document.body.innerHTML = `
      <nav><ol>
        <li><a href="/l/">1<span data-step-boards="a"></span></a></li>
        <li><a href="/l/2/">2<span data-step-boards="b"></span></a></li>
        <li><a href="/l/3/">3<span data-step-boards="c"></span></a></li>
      </ol></nav>
      <p data-boards="a b c" data-done="Lesson complete: ">3 boards</p>`;
  });

  const state = (board: string) => document.querySelector<HTMLElement>(`[data-step-boards="${board}"]`)!;

  it('marks a page starred, solved or neither, in words a screen reader reads', () => {
    store({ a: true, b: false });
    showProgress();
    expect(state('a').dataset.state).toBe('star');
    expect(state('a').textContent).toBe(', solved with a star');
    expect(state('b').dataset.state).toBe('solved');
    expect(state('b').textContent).toBe(', solved');
    expect(state('c').dataset.state ?? '').toBe('');
    expect(state('c').textContent).toBe('');
    expect(document.querySelector('[data-boards]')!.textContent).toBe('2 of 3 solved, 1 of 3 stars');
  });

  it('follows a new answer when run again, and leaves an unchanged mark alone', () => {
    showProgress();
    const before = state('a').firstChild;
    store({ c: true });
    showProgress();
    expect(state('c').dataset.state).toBe('star');
    expect(state('a').firstChild).toBe(before);
  });
});
