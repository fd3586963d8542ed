// @vitest-environment happy-dom
/**
 * A press on a board drawn with the page, made before its island is live, is
 * kept and carried out once it is: the page's HTML is rendered as the build
 * renders it, pressed, and only then hydrated, as Astro hydrates an island.
 */
import { act, cleanup, screen, waitFor } from '@testing-library/preact';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hydrate } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { boardOpening, parseScenario, puzzleView, ruledPuzzle } from '../../engine';
import { parsePuzzle } from '../../engine/formats/puzzle';
import { ClaimBoard } from '../board/ClaimBoard';
import { KEEP_EARLY_CLICKS, KEPT_CLICK } from './keptClicks';
import { PuzzleBoard } from '../puzzle/PuzzleBoard';
import { CHOW_FROM_THE_LEFT, loadBoardCode, loadPuzzleCode } from '../../../tests/widgetkit';

const puzzle = ruledPuzzle(parsePuzzle(readFileSync(join(__dirname, '..', '..', '..', 'content', 'puzzles', '01.pzl'), 'utf8'), '01'));

let host: HTMLElement;
// The boards load these on the learner's first action: loaded once here, so that no test waits on their first compile.
beforeAll(async () => {
  await loadBoardCode();
  await loadPuzzleCode();
});
// The keeper as the page's head runs it (src/layouts/headScript.ts).
beforeAll(() => new Function(KEEP_EARLY_CLICKS)());
afterEach(() => {
  host?.remove();
  cleanup();
});

/** The island's HTML as the page ships it, before any script of the island runs. */
function page(island: preact.JSX.Element): HTMLElement {
  host = document.createElement('div');
  host.innerHTML = renderToString(island);
  document.body.append(host);
  return host;
}

describe('a press before the island is live', () => {
  it('on a claim board: the call is kept, shown as waiting, and carried out once the board is live', async () => {
    const scenario = parseScenario(CHOW_FROM_THE_LEFT);
    const island = <ClaimBoard id="early" scenario={scenario} opening={boardOpening(scenario)} ruleLinks={{}} record={false} />;
    page(island);
    const chow = screen.getByRole('button', { name: 'Chow' });
    chow.click();
    // Nothing happened yet (no island), but the press is kept and the button says it is waiting.
    expect(chow.getAttribute(KEPT_CLICK)).toBe('1');
    expect(chow.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText(/takes the tile/)).toBeNull();
    await act(() => hydrate(island, host));
    expect(await screen.findByText(/South takes the tile \(Chow\)/)).toBeTruthy();
    expect(screen.getByText('That is the right call.')).toBeTruthy();
    expect(chow.hasAttribute(KEPT_CLICK)).toBe(false);
  });

  it('on a puzzle: the choice made in the form and the check pressed are carried out together', async () => {
    const island = <PuzzleBoard puzzle={puzzle} view={puzzleView(puzzle)} ruleLinks={{}} />;
    page(island);
    // The radio button is the browser's own: it keeps the choice with no script.
    screen.getByRole('radio', { name: /North/ }).click();
    screen.getByRole('button', { name: 'Check my answer' }).click();
    await act(() => hydrate(island, host));
    await waitFor(() => expect(document.querySelector('[data-result]')?.getAttribute('data-result')).toBe('right'));
    expect(screen.getByRole('status').textContent).toBe('Right.');
  });

  it('leaves a live board alone', async () => {
    const scenario = parseScenario(CHOW_FROM_THE_LEFT);
    const island = <ClaimBoard id="live" scenario={scenario} opening={boardOpening(scenario)} ruleLinks={{}} record={false} />;
    page(island);
    await act(() => hydrate(island, host));
    await waitFor(() => expect(host.querySelector('[data-ready]')?.getAttribute('data-ready')).toBe('true'));
    const pass = screen.getByRole('button', { name: 'Pass' });
    pass.click();
    expect(pass.hasAttribute(KEPT_CLICK)).toBe(false);
    expect(await screen.findByText(/Your call: Pass/)).toBeTruthy();
  });
});
