/**
 * The words for a wall that can give no more tiles (A20). A claim refused, an
 * own-turn kong refused and a ruling's next draw all meet it, so it is worded
 * here once.
 */

/** The wall has nothing left that may be drawn: the start of a sentence, ended by whoever uses it. */
export const WALL_EXHAUSTED = 'The wall is exhausted: no tile is left that may be drawn';

/** Why a kong cannot be made when no loose tile is left to pay for it; `cannot` ends the sentence ("East cannot declare a kong"). */
export function noLooseTileLeft(cannot: string): string {
  return `A four of a kind is paid for with a loose tile, and none is left: the wall holds no tile that may still be drawn, so ${cannot}.`;
}
