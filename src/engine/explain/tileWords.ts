/**
 * Pairs of tiles named in a sentence a learner reads, never by their codes.
 * Apart from tiles.ts, which every board's opening code carries: only the
 * refusals use this, and they load on the learner's first action.
 */
import { SUIT_NAMES, type Tile, suitOf, tileName } from '../tiles';

/** "the 3 and 4 of Bamboo, or the 4 and 6 of Bamboo"; a pair of two suits or honours, each tile by its name. */
export function tilePairsName(pairs: readonly (readonly [Tile, Tile])[]): string {
  return pairs.map(([a, b]) => (suitOf(a) && suitOf(a) === suitOf(b) ? `the ${a[0]} and ${b[0]} of ${SUIT_NAMES[suitOf(a)!]}` : `the ${tileName(a)} and the ${tileName(b)}`)).join(', or ');
}

const HOW_MANY = ['no', 'one', 'two', 'three', 'four'];

/** How many of a tile a player holds, in words: "no 2 of Characters", "one 2 of Characters", "three of the 2 of Characters". */
export function heldWords(held: number, tile: Tile): string {
  const name = tileName(tile);
  return held <= 1 ? `${HOW_MANY[held]} ${name}` : `${HOW_MANY[held] ?? held} of the ${name}`;
}
