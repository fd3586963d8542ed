/**
 * The tile a board discards for a seat the learner does not play. Not a rule
 * (any tile in hand may be discarded), so it stands apart from the moves.
 */
import type { Seat } from './seats';
import type { Table } from './table';
import type { Tile } from './tiles';

/** The loneliest tile in the seat's hand (no pair, no neighbour in its suit), so that boards play on sensibly. */
export function plainDiscard(table: Table, seat: Seat): Tile {
  const hand = table.seats[seat].concealed;
  let best = hand[hand.length - 1];
  let bestTies = Infinity;
  for (const t of hand) {
    const ties = hand.filter((o) => o === t).length - 1 + hand.filter((o) => o !== t && closeInSuit(o, t)).length;
    if (ties < bestTies) {
      best = t;
      bestTies = ties;
    }
  }
  return best;
}

function closeInSuit(a: Tile, b: Tile): boolean {
  return a.length === 2 && b.length === 2 && a[1] === b[1] && /\d/.test(a[0]) && /\d/.test(b[0]) && Math.abs(Number(a[0]) - Number(b[0])) <= 2;
}
