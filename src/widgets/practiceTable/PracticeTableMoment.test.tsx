// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { boardOpening, discardTile, parseScenario, passTile, startPractice } from '../../engine';
import { PROGRESS_KEY } from '../../progress/store';
import { ClaimBoard } from '../board/ClaimBoard';
import { PracticeTableMoment } from './PracticeTableMoment';
import { loadBoardCode } from '../../../tests/widgetkit';

const links = {};

/** Seed 57, East: the window on South's East Wind, of which East holds a pair, as the record keeps it. */
function pungMoment(): string {
  const start = startPractice({ seed: 57 });
  const passed = passTile(discardTile(start, start.seats[0].concealed!.at(-1)!));
  return passed.moments.find((m) => m.label === "South's 1st discard: the East Wind")!.scenario;
}

// The boards load these on the learner's first action: loaded once here, so that no test waits on their first compile.
beforeAll(loadBoardCode);
beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('PracticeTableMoment', () => {
  it('opens a moment from the address as a live board, and keeps no answer in the progress', async () => {
    window.history.replaceState(null, '', `/play/board/?s=${encodeURIComponent(pungMoment())}`);
    render(<PracticeTableMoment ruleLinks={links} />);
    const board = await waitFor(() => screen.getByRole('region'));
    fireEvent.click(within(board).getByRole('button', { name: 'Pung' }));
    expect((await screen.findAllByText(/East takes the tile/)).length).toBeGreaterThan(0);
    expect(localStorage.getItem(PROGRESS_KEY)).toBeNull();
  });

  it('the same board, as a lesson places it, does keep the answer (what the moment turns off)', async () => {
    const scenario = parseScenario(pungMoment());
    render(<ClaimBoard id="play-moment" scenario={scenario} opening={boardOpening(scenario)} ruleLinks={links} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pung' }));
    expect((await screen.findAllByText(/East takes the tile/)).length).toBeGreaterThan(0);
    expect(JSON.parse(localStorage.getItem(PROGRESS_KEY)!).boards['play-moment']).toBeDefined();
  });
});

describe('PracticeTableMoment in the referee', () => {
  it('links to the referee with the very same position', async () => {
    const { readRefereeAddress, scenarioFromSetup } = await import('../../engine');
    const text = pungMoment();
    window.history.replaceState(null, '', `/play/board/?s=${encodeURIComponent(text)}`);
    render(<PracticeTableMoment ruleLinks={links} />);
    const link = await screen.findByRole('link', { name: 'Open in the referee' });
    const read = readRefereeAddress(new URL(link.getAttribute('href')!, 'http://x').searchParams.get('p')!);
    expect(read.ok && scenarioFromSetup(read.setup).table).toEqual(parseScenario(text, 'moment').table);
  });
});
