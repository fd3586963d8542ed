// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { tileName } from '../../engine';
import { TILE_KINDS } from '../../engine/tiles';
import { Tile } from './Tile';
import { TileRow } from './TileRow';

afterEach(cleanup);

describe('Tile', () => {
  it.each(TILE_KINDS.map((tile) => [tile, tileName(tile)]))('%s is an image named "%s"', (tile, name) => {
    render(<Tile tile={tile} />);
    const img = screen.getByRole('img', { name });
    expect(img.tagName.toLowerCase()).toBe('svg');
    expect(img.getAttribute('data-tile')).toBe(tile);
  });

  it('gives all 34 kinds different drawings', () => {
    const drawings = TILE_KINDS.map((tile) => {
      const { container } = render(<Tile tile={tile} />);
      const html = container.innerHTML.replace(/aria-label="[^"]*"|data-tile="[^"]*"/g, '');
      cleanup();
      return html;
    });
    expect(new Set(drawings).size).toBe(34);
  });

  it('face down still names the tile', () => {
    render(<Tile tile="1d" faceDown />);
    const img = screen.getByRole('img', { name: '1 of Circles, face down' });
    expect(img.textContent).toBe(''); // the back hides the face: no index numeral drawn
  });

  it('sideways is a claimed tile, wider than tall', () => {
    render(<Tile tile="5c" sideways size="sm" />);
    const img = screen.getByRole('img', { name: '5 of Characters, claimed' });
    expect(Number(img.getAttribute('width'))).toBeGreaterThan(Number(img.getAttribute('height')));
  });

  it('upright tiles are taller than wide, sized by the size prop', () => {
    render(<Tile tile="Rd" size="sm" />);
    const img = screen.getByRole('img', { name: 'Red Dragon' });
    expect(img.getAttribute('width')).toBe('32');
    expect(Number(img.getAttribute('height'))).toBeGreaterThan(32);
  });

  it('names highlights without relying on colour', () => {
    render(
      <>
        <Tile tile="E" highlight="live" />
        <Tile tile="Gd" highlight="claimed" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'East Wind, live discard' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Green Dragon, claimed' })).toBeTruthy();
  });
});

describe('TileRow', () => {
  it('is a labelled list of tiles', () => {
    render(
      <TileRow
        label="Concealed kong"
        tiles={[{ tile: '1d', faceDown: true }, '1d', '1d', { tile: '1d', faceDown: true }]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Concealed kong' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(list).getAllByRole('img', { name: '1 of Circles, face down' })).toHaveLength(2);
    expect(within(list).getAllByRole('img', { name: '1 of Circles' })).toHaveLength(2);
  });

  it('works without a label', () => {
    render(<TileRow tiles={['5c', { tile: '5c', sideways: true }, '5c']} />);
    expect(screen.getByRole('list')).toBeTruthy();
    expect(screen.getByRole('img', { name: '5 of Characters, claimed' })).toBeTruthy();
  });
});
