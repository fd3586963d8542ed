/**
 * The tile sprite as the site serves it (/tiles.svg, src/pages/tiles.svg.ts),
 * and its content version: every tile's `<use href>` names the sprite as
 * `/tiles.svg?v=<version>` (SPRITE_URL), so the file can be cached for good
 * and a changed drawing still reaches every reader. The version is worked out
 * when the site is built (astro.config.mjs hands it to the pages and islands
 * as SPRITE_VERSION), from the very text the endpoint writes.
 */
import { createHash } from 'node:crypto';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { TileSprite } from '../../widgets/drawing/tileSprite';

/** The sprite file's text. */
export function tileSpriteFile(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${renderToString(h(TileSprite, null))}\n`;
}

/** A short version of a file's content: the first 10 hex digits of its SHA-256, enough to tell two drawings apart. */
export function contentVersion(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 10);
}
