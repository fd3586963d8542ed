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
