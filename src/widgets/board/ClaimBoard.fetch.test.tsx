// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { boardOpening, parseScenario } from '../../engine';
import { ClaimBoard } from './ClaimBoard';
import { RULE_TITLES_HREF, boardDataHref } from '../islands/boardData';
import { NORTH_DISCARDS_FIVE, loadBoardCode, stubSite } from '../../../tests/widgetkit';

// A lesson's board as the page places it: its opening only; the position and the rule titles come on the first action.
const WRONG_SEAT = NORTH_DISCARDS_FIVE;

const position = (() => {
  const { source: _source, ...rest } = parseScenario(WRONG_SEAT);
  return rest;
})();
const titles = { 'CHOW-LEFT-ONLY': 'Chow only from the player on your left' };

/** The board's files, as the site serves them. */
const file = (href: string) => (href === RULE_TITLES_HREF ? titles : href === boardDataHref('fetched') || href === boardDataHref('offline') ? position : null);

beforeAll(loadBoardCode);
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ClaimBoard without its position in the page', () => {
  it('draws its opening with hidden hands as counts, then fetches the position and the rule titles on the first action', async () => {
    const state = stubSite(file);
    const opening = boardOpening(parseScenario(WRONG_SEAT));
    // The opening ships no hidden tile: only how many each hidden hand holds.
    expect(opening.others.every((s) => s.tiles.concealed.length === 0 && s.hidden === 13)).toBe(true);
    render(<ClaimBoard id="fetched" opening={opening} />);
    expect(screen.getByText(/What do you call/)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Your hand' })).getAllByRole('img')).toHaveLength(13);
    expect(screen.getAllByText('13 concealed tiles')).toHaveLength(3);
    expect(state.asked).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Chow' }));
    expect(await screen.findByText(/Refused: Chow/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Chow only from the player on your left/ }).getAttribute('href')).toBe('/rules/#chow-left-only');
    expect(state.asked.sort()).toEqual([boardDataHref('fetched'), RULE_TITLES_HREF].sort());
  });

  it('says so in words when the position cannot be fetched, and tries again on the next press', async () => {
    const state = stubSite(file, true);
    render(<ClaimBoard id="offline" opening={boardOpening(parseScenario(WRONG_SEAT))} record={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/could not be loaded.*Press again to retry/));
    // Shown, not only said: the live region is visible while it reports the failure.
    expect(screen.getByRole('status').className).toBe('board__problem');
    // Nothing was carried out: the learner's buttons are still there, and the board is not busy.
    expect(screen.getByRole('button', { name: 'Chow' })).toBeTruthy();
    expect(screen.getByRole('region').getAttribute('aria-busy')).toBeNull();
    state.down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(await screen.findByText(/Your call: Pass/)).toBeTruthy();
    expect(screen.getByRole('status').className).toBe('visually-hidden');
    expect(state.asked.filter((h) => h === boardDataHref('offline')).length).toBeGreaterThanOrEqual(2);
  });
});
