/**
 * The sentences of a claim carried out on a board (carryOut.ts, board.ts):
 * the loose tile drawn, the claimant's discard, and who plays after it. Apart
 * from the ruling's own sentences (rulings.ts), which the referee and the
 * table load with the judge: these travel with the boards that say them.
 */
import type { Reason } from '../refusal';
import type { Seat } from '../seats';
import { type Tile, tileName } from '../tiles';

/** A kong's maker draws his loose tile once the ruling stands; the tile is named (`shown`) only to the seat who holds it. */
export function looseTileDrawnReason(seat: Seat, shown: Tile | null): Reason {
  return { rule: 'KONG-LOOSE-TILE', text: `${seat} draws a loose tile${shown ? `: the ${tileName(shown)}` : ''}.` };
}

/** A claimant the learner does not play discards after his claim. */
export function claimantDiscardsReason(seat: Seat, tile: Tile): Reason {
  return { rule: 'TURN-DRAW-DISCARD', text: `${seat} discards the ${tileName(tile)}.` };
}

/**
 * Who plays once the claimant has discarded: the seat next to draw, or, when
 * the wall is exhausted, nobody (A20): the hand ends unless that discard is claimed.
 */
export function nextAfterClaimReason(next: Seat | null): Reason {
  if (next) return { rule: 'TURN-AFTER-CLAIM', text: `${next} is next to draw.` };
  return lastDiscardReason();
}

/**
 * The sentence for a discard made with the wall exhausted (A20), after a claim
 * or in a seat's own turn alike: written once so the board and the claims say it the same way.
 */
export function lastDiscardReason(): Reason {
  return { rule: 'TURN-DRAW-DISCARD', text: 'No tile is left to draw: unless this discard is claimed, the hand ends as a draw game.' };
}
