/**
 * A position that cannot exist is refused before anything is judged on it:
 * more than four of a tile (BG-FOUR-COPIES), or more tiles than a set holds.
 * The scenario reader says the same of a file line by line; this is the
 * engine's own check, for a table built in code.
 */
import { PositionError } from '../refusal';
import { COPIES_OF_EACH_TILE, FULL_SET_SIZE, type Tile, countTiles, tileName } from '../tiles';

/** Throws a PositionError when the tiles on a table (hands, sets, discards, wall) could not come from one set. */
export function assertPossible(tiles: readonly Tile[]): void {
  for (const [tile, n] of countTiles(tiles)) {
    if (n > COPIES_OF_EACH_TILE) {
      throw new PositionError('BG-FOUR-COPIES', `The position holds ${n} of the ${tileName(tile)} (${tile}), but a set has only ${COPIES_OF_EACH_TILE} of each tile.`, tile);
    }
  }
  if (tiles.length > FULL_SET_SIZE) {
    throw new PositionError('BG-FOUR-COPIES', `The position holds ${tiles.length} tiles, but a set has only ${FULL_SET_SIZE}.`);
  }
}
