/**
 * /tiles.svg: the tile sprite, written once at build time from the same
 * components the tests render (src/widgets/tileSprite.tsx).
 */
import type { APIRoute } from 'astro';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { TileSprite } from '../widgets/tileSprite';

export const GET: APIRoute = () =>
  new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${renderToString(h(TileSprite, null))}\n`, {
    headers: { 'Content-Type': 'image/svg+xml' },
  });
