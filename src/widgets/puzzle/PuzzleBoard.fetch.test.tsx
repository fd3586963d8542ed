// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { drawnPuzzle, islandPuzzle } from '../../build/content/puzzles';
import { parsePuzzle } from '../../engine/formats/puzzle';
import { puzzleView } from '../../engine';
import { RULE_TITLES_HREF, puzzleDataHref } from '../islands/boardData';
import { PuzzleBoard } from './PuzzleBoard';
import { loadPuzzleCode, stubSite } from '../../../tests/widgetkit';

const file = parsePuzzle(readFileSync(join(__dirname, '..', '..', '..', 'content', 'puzzles', '01.pzl'), 'utf8'), '01');
const titles = { 'PREC-PUNG-OVER-CHOW': 'A pung beats a chow' };

beforeAll(loadPuzzleCode);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PuzzleBoard on its page, which sends the puzzle as drawn', () => {
  it('sends nothing that states the answer: no stated answer, explanation, solved title or ruling in the page\'s source', () => {
    const dir = join(__dirname, '..', '..', '..', 'content', 'puzzles');
    for (const name of readdirSync(dir).filter((f) => f.endsWith('.pzl'))) {
      const whole = parsePuzzle(readFileSync(join(dir, name), 'utf8'), name.slice(0, -4));
      const sent = JSON.stringify(drawnPuzzle(whole));
      // Puzzle 5 sent `"expect":{"winner":{"seat":"West","kind":"mahjong"}}` and "A winning call beats a kong." before any answer.
      for (const key of ['expect', 'explain', 'solvedTitle', 'ruling', 'ruleTitles']) expect(sent, `${name} sends ${key}`).not.toContain(`"${key}"`);
      if (whole.explain) expect(sent, name).not.toContain(whole.explain);
      if (whole.scenario.solvedTitle) expect(sent, name).not.toContain(whole.scenario.solvedTitle);
    }
  });

  it('leaves out the wall and the hidden hands, fetches the whole puzzle on the first answer, and words a failed fetch, tried again on the next', async () => {
    const { puzzle, hidden } = drawnPuzzle(file);
    expect(puzzle.scenario.table.wall).toEqual([]);
    expect(Object.keys(hidden).length).toBeGreaterThan(0);
    for (const [seat, count] of Object.entries(hidden)) {
      expect(puzzle.scenario.table.seats[seat as keyof typeof hidden].concealed).toEqual([]);
      expect(count).toBe(file.scenario.table.seats[seat as keyof typeof hidden].concealed.length);
    }
    const site = stubSite((href) => (href === RULE_TITLES_HREF ? titles : href === puzzleDataHref(file.id) ? islandPuzzle(file) : null), true);
    render(<PuzzleBoard puzzle={puzzle} hidden={hidden} view={puzzleView(file)} />);
    // A hidden hand is drawn from its number of tiles.
    expect(screen.getAllByText(/\d+ concealed tiles/).length).toBe(Object.keys(hidden).length);
    fireEvent.click(screen.getByRole('radio', { name: /^North/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Check my answer' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/could not be loaded.*Press again to retry/));
    // Shown, not only said: the live region is visible while it reports the failure.
    expect(screen.getByRole('status').className).toBe('board__problem');
    site.down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Check my answer' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Right.'));
    expect(document.querySelector('[data-result]')!.getAttribute('data-result')).toBe('right');
    expect(site.asked).toContain(puzzleDataHref(file.id));
    expect(site.asked).toContain(RULE_TITLES_HREF);
  });
});
