/**
 * One tile code read from text, or null: what the files' readers, the
 * practice table's moves and the tile drill read. Drawing a tile never reads
 * a code, so this is apart from tiles.ts, which every page with a tile opens on.
 */
import { type Suit, type Tile, isTile } from './tiles';

const SUIT_ALIASES: Record<string, Suit> = { c: 'c', b: 'b', d: 'd', m: 'c', s: 'b', p: 'd' };

/** The tile a code names (the m/s/p suit letters of modern notation read as c/b/d), or null. */
export function readTile(token: string): Tile | null {
  if (isTile(token)) return token;
  const suited = /^([1-9])([a-z])$/.exec(token);
  if (suited && SUIT_ALIASES[suited[2]]) return `${suited[1]}${SUIT_ALIASES[suited[2]]}` as Tile;
  return null;
}
