/**
 * A position that cannot exist is refused before anything is judged on it:
 * more copies of a tile than its set holds (BG-FOUR-COPIES), or more tiles
 * than the set. A table holding a flower or a joker comes from the American
 * set (152 tiles, eight of each of those two); any other, from Harr's 136.
 * The scenario reader says the same of a file line by line; this is the
 * engine's own check, for a table built in code.
 */
import { PositionError } from '../refusal';
import { FULL_SET_SIZE, type Tile, countTiles, tileName } from '../tiles';
import { AMERICAN_SET_SIZE, copiesInSet, copiesSaid, isAmericanTile } from '../americanTiles';

/** Throws a PositionError when the tiles on a table (hands, sets, discards, wall) could not come from one set. */
export function assertPossible(tiles: readonly Tile[]): void {
  let american = false;
  for (const [tile, n] of countTiles(tiles)) {
    if (isAmericanTile(tile)) american = true;
    const copies = copiesInSet(tile);
    if (n > copies) {
      throw new PositionError('BG-FOUR-COPIES', `The position holds ${n} of the ${tileName(tile)} (${tile}), but a set has only ${copiesSaid(tile)}.`, tile);
    }
  }
  const size = american ? AMERICAN_SET_SIZE : FULL_SET_SIZE;
  if (tiles.length > size) {
    throw new PositionError('BG-FOUR-COPIES', `The position holds ${tiles.length} tiles, but a set has only ${size}.`);
  }
}
