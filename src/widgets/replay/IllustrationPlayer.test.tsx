// @vitest-environment happy-dom
/**
 * The step player, by role and accessible name: it opens at the moment
 * pictured, moves by button and by arrow key, and says each step in a
 * live region, with the engine's explanation and the titles of its rules.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayHref } from '../../islandProps';
import { playerProps } from '../../build/pageData/playerFrames';
import { readIllustration } from '../../engine/formats/illustration';
import { IllustrationPlayer } from './IllustrationPlayer';
import { stubSite } from '../../../tests/widgetkit';

const data = readIllustration(JSON.parse(readFileSync(join(__dirname, '../../../content/illustrations/harr-12.json'), 'utf8')));

describe('IllustrationPlayer', () => {
  afterEach(cleanup);

  it('steps through Illustration 12 by button and by arrow key', async () => {
    const { steps: _steps, ...props } = playerProps(data, data.id);
    render(<IllustrationPlayer {...props} ruleLinks={{ 'SEAT-ORDER': 'Play goes round to the right' }} pictureWord="the photograph" />);
    const status = () => screen.getByRole('status').textContent;
    expect(screen.getByText('Step 5 of 7: East discards the North Wind')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(status()).toContain('Step 4 of 7: East calls Pung'));
    expect(screen.getByText('West and North lose their turns.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(status()).toContain('Step 3 of 7: South discards the 9 of Characters'));
    const table = screen.getByRole('group', { name: /The table, after step 3/ });
    fireEvent.keyDown(table, { key: 'ArrowRight' });
    fireEvent.keyDown(table, { key: 'ArrowRight' });
    fireEvent.keyDown(table, { key: 'ArrowRight' });
    await waitFor(() => expect(status()).toContain("Step 6 of 7: North draws from the wall? (refused). The engine refuses it. It is South's turn, not North's."));
    expect(screen.getByRole('link', { name: 'Play goes round to the right' }).getAttribute('href')).toBe('/rules/#seat-order');
    fireEvent.keyDown(table, { key: 'End' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Forward' }).getAttribute('aria-disabled')).toBe('true'));
    fireEvent.keyDown(table, { key: 'Home' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Back' }).getAttribute('aria-disabled')).toBe('true'));
  });
});

describe('IllustrationPlayer on a page, which carries only the frame it opens on', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('draws the moment pictured, fetches the other frames on the first step, and says so in words when they cannot be fetched', async () => {
    const { steps: _steps, frames, ...props } = playerProps(data, `${data.id}-fetched`);
    const site = stubSite(() => ({ frames, ruleLinks: { 'SEAT-ORDER': 'Play goes round to the right' } }), true);
    render(<IllustrationPlayer {...props} ruleLinks={{}} pictureWord="the photograph" />);
    expect(screen.getByText('Step 5 of 7: East discards the North Wind')).toBeTruthy();
    expect(site.asked).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/could not be loaded.*Press again to retry/));
    // Shown, not only said: the live region is visible while it reports the failure.
    expect(screen.getByRole('status').className).toBe('board__problem');
    expect(screen.getByText('Step 5 of 7: East discards the North Wind')).toBeTruthy();
    site.down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Step 4 of 7: East calls Pung'));
    expect(site.asked.every((h) => h === replayHref(`${data.id}-fetched`))).toBe(true);
    // Steps pressed in a row are each carried out, from where the one before left the player.
    const table = screen.getByRole('group', { name: /The table, after step 4/ });
    fireEvent.keyDown(table, { key: 'ArrowRight' });
    fireEvent.keyDown(table, { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Step 6 of 7'));
    expect(screen.getByRole('link', { name: 'Play goes round to the right' }).getAttribute('href')).toBe('/rules/#seat-order');
  });
});
