// @vitest-environment happy-dom
/**
 * The tile drill's island: typed text that is no tile code ("east", "5 bamboo", "5x") is told so in the notation's
 * words, with the form codes take, and is no answer (no miss, no "Next tile", the field open and focused); the code of
 * another tile is a miss.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { TileDrill } from './TileDrill';

afterEach(cleanup);

const drill = () => document.querySelector<HTMLElement>('[data-drill]')!;
const field = () => screen.getByLabelText(/Or type its code/) as HTMLInputElement;

function type(text: string) {
  fireEvent.input(field(), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Check' }));
}

describe('the tile drill, a typed answer', () => {
  it('text that is no tile code is told so and not counted a miss', async () => {
    render(<TileDrill />);
    await screen.findByText('0 of 10 tiles named, 0 answers given');
    const tile = drill().dataset.tile!;
    type('east');
    const said = await screen.findByText(/^"east" is not a tile: tiles are written like 5c 3b 7d, winds E S W N, dragons Rd Gd Wd\. Nothing was counted/, { selector: '[data-not-a-code]' });
    expect(field().getAttribute('aria-describedby')).toBe(said.id);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().disabled).toBe(false);
    expect(document.activeElement).toBe(field());
    expect(screen.queryByRole('button', { name: 'Next tile' })).toBeNull();
    expect(screen.queryByText(/Not quite/)).toBeNull();
    expect(screen.getByText('0 of 10 tiles named, 0 answers given')).toBeTruthy();
    // The tile's code then is right, at the first try.
    type(tile.toLowerCase());
    await screen.findAllByText(new RegExp(`^Right: the .*, written ${tile}\\.$`));
    expect(document.querySelector('[data-not-a-code]')).toBeNull();
    expect(field().hasAttribute('aria-invalid')).toBe(false);
  });

  it('the code of another tile is a miss', async () => {
    render(<TileDrill />);
    await screen.findByText('0 of 10 tiles named, 0 answers given');
    const other = drill().dataset.tile === '5b' ? '6b' : '5b';
    type(other);
    await screen.findAllByText(/^Not quite: you said .*\. It comes back in a moment\.$/);
    expect(document.querySelector('[data-not-a-code]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Next tile' })).toBeTruthy();
  });
});
