// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROGRESS_KEY } from '../../progress/store';
import type { ScoreSheetData } from './ScoreSheet';
import { ScoreQuiz, ScoreReveal } from './ScoreBoard';

/** A score of three lines, as the build makes one (src/build/pageData/scoreSheets.ts). */
const sheet: ScoreSheetData = {
  who: 'East, won by drawing the 5 of Bamboo',
  sets: [],
  odd: [],
  lines: [
    { label: 'Mah-Jongg', part: 'bonus', value: '+20', running: 20, why: 'For going out.' },
    { label: 'Pair of Dragons', part: 'combination', value: '+2', running: 22, why: 'A pair of dragons.' },
    { label: 'All one suit', part: 'doubling', value: '×2', running: 44, why: 'One suit and honours.' },
  ],
  total: 22,
  final: 44,
};

const quiz = (id: string) => (
  <section class="board score-board">
    <ScoreQuiz
      id={id}
      prompt="What does this hand score?"
      choices={['22', '44'].map((value) => ({ value, label: value }))}
      answer="44"
      explanation="The suit doubles it."
      sheets={[{ title: 'The score', sheet }]}
    />
  </section>
);

type Kept = { kind: string; id: string; outcome: string };
const stored = (): Kept[] => JSON.parse(localStorage.getItem(PROGRESS_KEY) ?? '{"answers":[]}').answers;

/** What was stored when an element matching `selector` first came into the page (null: it never came). */
function storedWhenDrawn(selector: string): { answers: Kept[] | null; stop: () => void } {
  const seen: { answers: Kept[] | null; stop: () => void } = { answers: null, stop: () => watcher.disconnect() };
  const watcher = new MutationObserver(() => {
    if (seen.answers === null && document.querySelector(selector)) seen.answers = stored();
  });
  watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
  return seen;
}

// The keeping is loaded on demand: loaded once here, so that no test waits on its first compile.
beforeAll(() => import('../../progress/keep'));
beforeEach(async () => {
  localStorage.clear();
  // Each test a new page load: an item answered in an earlier test's visit would keep no second answer.
  (await import('../../progress/keep')).newVisit();
});
afterEach(cleanup);

describe('ScoreQuiz', () => {
  it('keeps a choice before it draws the verdict: a learner who leaves as he reads it loses nothing', async () => {
    render(quiz('scoring-test'));
    const drawn = storedWhenDrawn('.score-board__verdict');
    fireEvent.click(screen.getByRole('button', { name: '22' }));
    expect((await screen.findByText('Not quite: the answer is 44.')).textContent).toMatch(/^Not quite/);
    drawn.stop();
    expect(drawn.answers).toEqual([{ kind: 'boards', id: 'scoring-test', rules: [], outcome: 'wrong', at: expect.any(Number) }]);
  });

  it('a second choice pressed while the first is being kept is not a second answer', async () => {
    render(quiz('scoring-test'));
    fireEvent.click(screen.getByRole('button', { name: '22' }));
    fireEvent.click(screen.getByRole('button', { name: '44' }));
    expect(await screen.findByText('Not quite: the answer is 44.')).toBeTruthy();
    expect(screen.queryByText('Right.')).toBeNull();
    expect(stored().map((a) => a.outcome)).toEqual(['wrong']);
    // Tried again, the right choice is kept as right after a miss.
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    fireEvent.click(await screen.findByRole('button', { name: '44' }));
    expect(await screen.findByText('Right.')).toBeTruthy();
    expect(stored().map((a) => a.outcome)).toEqual(['wrong', 'helped']);
  });
});

describe('ScoreReveal', () => {
  it('keeps a worked score read to its end before its final line shows; the lines before it wait for nothing', async () => {
    render(
      <section class="board score-board">
        <ScoreReveal id="harr-example-test" sheet={sheet} />
      </section>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next line' }));
    // Drawn in the same task as the press: no keeping was asked for.
    expect(screen.getByText('Mah-Jongg')).toBeTruthy();
    expect(localStorage.getItem(PROGRESS_KEY)).toBeNull();
    const drawn = storedWhenDrawn('tfoot');
    fireEvent.click(screen.getByRole('button', { name: 'Show the whole score' }));
    expect(await screen.findByText('Final score')).toBeTruthy();
    drawn.stop();
    expect(drawn.answers).toEqual([{ kind: 'boards', id: 'harr-example-test', rules: [], outcome: 'right', at: expect.any(Number) }]);
  });
});
