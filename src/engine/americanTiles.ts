/**
 * The American set's own tiles counted (docs/RULESETS.md R17, R21): eight
 * flowers, all one kind, and eight jokers beside the 136, so 152 in all.
 * tiles.ts names and sorts them; the counting lives here, apart, so that
 * the pages that only draw Harr's tiles never load it.
 */
import { type AmericanTile, COPIES_OF_EACH_TILE, FULL_SET_SIZE, type Tile } from './tiles';

/** Copies of a flower or a joker in the American set. */
export const AMERICAN_COPIES = 8;
/** The American set: the 136, eight flowers and eight jokers. */
export const AMERICAN_SET_SIZE = FULL_SET_SIZE + 2 * AMERICAN_COPIES; // 152

/** A flower or a joker: a tile only the American set has. */
export function isAmericanTile(tile: Tile): tile is AmericanTile {
  return tile === 'F' || tile === 'J';
}

/** How many copies of a tile its set holds: eight of a flower or a joker, four of any other. */
export function copiesInSet(tile: Tile): number {
  return isAmericanTile(tile) ? AMERICAN_COPIES : COPIES_OF_EACH_TILE;
}

/** Those copies in words, for a message about one too many: "4 of each tile", "8 jokers". */
export function copiesSaid(tile: Tile): string {
  return isAmericanTile(tile) ? `${AMERICAN_COPIES} ${tile === 'F' ? 'flowers' : 'jokers'}` : `${COPIES_OF_EACH_TILE} of each tile`;
}
