// @vitest-environment happy-dom
import { render as renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { AMERICAN_TILES, TILE_KINDS } from '../../engine/tiles';
import { BODY, TileSprite } from './tileSprite';

const sprite = new DOMParser().parseFromString(renderToString(<TileSprite />), 'image/svg+xml');
const symbol = (id: string) => sprite.querySelector(`symbol[id="${id}"]`);

describe('the tile sprite', () => {
  it('holds one symbol for each of the 34 faces, the American flower and joker, and each of the four bodies, and nothing else', () => {
    const ids = [...sprite.querySelectorAll('symbol')].map((s) => s.id);
    expect(ids.sort()).toEqual([...TILE_KINDS, ...AMERICAN_TILES, ...Object.values(BODY)].sort());
  });

  it('is hidden from assistive technology: the tiles carry the names', () => {
    expect(sprite.documentElement.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws every Chinese character as a path, never as text in the reader’s font', () => {
    for (const text of sprite.querySelectorAll('text')) expect(text.textContent).not.toMatch(/\p{Script=Han}/u);
    for (const kind of ['1c', '9c', 'E', 'S', 'W', 'N', 'Rd', 'Gd']) expect(symbol(kind)!.querySelector('path')).not.toBeNull();
  });

  it('gives every face a drawing of its own', () => {
    const drawings = [...TILE_KINDS, ...AMERICAN_TILES].map((kind) => symbol(kind)!.innerHTML);
    expect(new Set(drawings).size).toBe(36);
  });

  it('writes the joker’s name on its face, so it is never read as a tile of another set', () => {
    expect([...symbol('J')!.querySelectorAll('text')].map((t) => t.textContent)).toEqual(['J', 'JOKER']);
  });
});
