/**
 * Tiles named in a sentence a learner reads, never by their codes: pairs of
 * them, a list of them, how many of one a player holds. Apart from tiles.ts,
 * which every board's opening code carries: the refusals, the practice table
 * and its winning hand use these, and they load with the learner's first action.
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

/** How many tiles, as a hand's distance from Mah-Jongg is said: "one tile", "2 tiles". */
export function tilesWord(n: number): string {
  return n === 1 ? 'one tile' : `${n} tiles`;
}

/** Words in a list: "A", "A and B", "A, B or C" (`joined`: "and" or "or"). */
export function listed(words: readonly string[], joined: 'and' | 'or'): string {
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} ${joined} ${words.at(-1)}` : words[0];
}

/** The tiles named in a list: "the North Wind", "the A and the B", "the A, the B or the C" (`joined`: "and" or "or"). */
export function tilesNamed(tiles: readonly Tile[], joined: 'and' | 'or'): string {
  return listed(tiles.map((t) => `the ${tileName(t)}`), joined);
}
