// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOAD_FAILED } from '../islands/boardData';
import { PROGRESS_KEY } from '../../progress/store';
import { ScoreQuiz } from './ScoreBoard';

/** Whether the keeping's file can be fetched: the first press finds the connection down. */
const connection = vi.hoisted(() => ({ down: true }));
vi.mock('../../progress/keep', async (original) => {
  if (connection.down) throw new TypeError('Failed to fetch dynamically imported module');
  return original();
});

afterEach(cleanup);

describe('ScoreQuiz, its keeping not fetched', () => {
  it('shows no verdict, says the next step could not be loaded, and keeps and shows the answer on the next press', async () => {
    render(
      <section class="board score-board">
        <ScoreQuiz id="scoring-test" prompt="What does this hand score?" choices={[{ value: '44', label: '44' }]} answer="44" explanation="The suit doubles it." sheets={[]} />
      </section>,
    );
    fireEvent.click(screen.getByRole('button', { name: '44' }));
    expect((await screen.findByRole('alert')).textContent).toBe(LOAD_FAILED);
    expect(screen.queryByText('Right.')).toBeNull();
    expect(localStorage.getItem(PROGRESS_KEY)).toBeNull();
    connection.down = false;
    fireEvent.click(screen.getByRole('button', { name: '44' }));
    expect(await screen.findByText('Right.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(JSON.parse(localStorage.getItem(PROGRESS_KEY)!).answers).toMatchObject([{ kind: 'boards', id: 'scoring-test', outcome: 'right' }]);
  });
});
