/**
 * Tile codes read from text where a wrong one must be told: the sentence
 * naming the right code, and a list of codes read (readTile.ts reads one).
 * The files' readers (formats/) and the tests use them; drawing a tile never
 * does, so they are apart from tiles.ts, which every board page opens on.
 */
import { readTile } from './readTile';
import { quote } from './refusal';
import type { Tile } from './tiles';

/** Why a code names no tile, quoting it, with a hint at the right one: `"rd" is not a tile: dragons are written Rd, …`. */
export function notATile(token: string): string {
  const lower = token.toLowerCase();
  const hint = /^[1-9]/.test(token)
    ? 'a suited tile is a rank 1 to 9 and c (characters), b (bamboo) or d (circles), as in 5c'
    : /^(r|g|w)d$/.test(lower)
      ? `dragons are written Rd, Gd and Wd (did you mean ${lower[0].toUpperCase()}d?)`
      : 'tiles are written like 5c 3b 7d, winds E S W N, dragons Rd Gd Wd';
  return `${quote(token)} is not a tile: ${hint}`;
}

/**
 * Reads one tile code written in the program (tests, benchmarks), where a
 * wrong one is a programming error: a RangeError. Files are read by
 * formats/, which reports a wrong code as a FormatError naming its line.
 */
export function parseTile(token: string): Tile {
  const tile = readTile(token);
  if (tile === null) throw new RangeError(notATile(token));
  return tile;
}

/** Reads a space-separated list of tile codes, such as "5c 3b 7d E Rd". */
export function parseTiles(text: string): Tile[] {
  return text.trim().split(/[\s,]+/).filter(Boolean).map(parseTile);
}
