// @vitest-environment happy-dom
/**
 * The step player, by role and accessible name: it opens at the moment
 * pictured, moves by button and by arrow key, and says each step in a
 * live region, with the engine's explanation and rule ids.
 */
import { fireEvent, render, screen } from '@testing-library/preact';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playerProps } from '../build/playerFrames';
import { readIllustration } from '../engine/formats/illustration';
import { IllustrationPlayer } from './IllustrationPlayer';

const data = readIllustration(JSON.parse(readFileSync(join(__dirname, '../../content/illustrations/harr-12.json'), 'utf8')));

describe('IllustrationPlayer', () => {
  it('steps through Illustration 12 by button and by arrow key', () => {
    const { steps: _steps, ...props } = playerProps(data, data.id);
    render(<IllustrationPlayer {...props} ruleLinks={{}} pictureWord="the photograph" />);
    expect(screen.getByText('Step 5 of 7: East discards the North Wind')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('status').textContent).toContain('Step 4 of 7: East calls Pung');
    expect(screen.getByText('West and North lose their turns.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('status').textContent).toContain('Step 3 of 7: South discards the 9 of Characters');
    const table = screen.getByRole('group', { name: /The table, after step 3/ });
    fireEvent.keyDown(table, { key: 'ArrowRight' });
    fireEvent.keyDown(table, { key: 'ArrowRight' });
    fireEvent.keyDown(table, { key: 'ArrowRight' });
    expect(screen.getByRole('status').textContent).toContain("Step 6 of 7: North draws from the wall? (refused). The engine refuses it. It is South's turn, not North's.");
    expect(screen.getByText('[SEAT-ORDER]')).toBeTruthy();
    fireEvent.keyDown(table, { key: 'End' });
    expect(screen.getByRole('button', { name: 'Forward' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(table, { key: 'Home' });
    expect(screen.getByRole('button', { name: 'Back' }).getAttribute('aria-disabled')).toBe('true');
  });
});
