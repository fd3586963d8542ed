/**
 * /tiles.svg: the tile sprite, written once at build time from the same
 * components the tests render (src/widgets/drawing/tileSprite.tsx); pages name it
 * with its content version (SPRITE_URL), worked out from this same text.
 */
import type { APIRoute } from 'astro';
import { tileSpriteFile } from '../build/integrations/tileSpriteFile';

export const GET: APIRoute = () => new Response(tileSpriteFile(), { headers: { 'Content-Type': 'image/svg+xml' } });
