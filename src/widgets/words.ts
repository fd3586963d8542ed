/**
 * How the boards say things: a call, the event on the table, a seat's place.
 * Shared by the claim board, the puzzles and the illustration player so that
 * they always speak alike.
 */
import { type Claim, CLAIM_CALLS, type ClaimEvent, SUIT_NAMES, suitOf, tileName } from '../engine';

/** Where a seat sits from the learner's chair; null where the board has no learner (puzzles). */
export type Place = 'self' | 'right' | 'opposite' | 'left';

export const PLACE_TEXT: Record<Place, string> = { self: 'you', right: 'on your right', opposite: 'opposite you', left: 'on your left' };

/** "Pung", "Chow with 4 and 6 of Characters", "Pung on the 2 of Bamboo"; null is a pass. */
export function describeCall(claim: Claim | null): string {
  if (!claim) return 'Pass';
  const call = CLAIM_CALLS[claim.kind];
  if (claim.kind === 'chow' && claim.tiles) {
    const [a, b] = claim.tiles;
    const suit = suitOf(a);
    return suit && suit === suitOf(b) ? `${call} with ${a[0]} and ${b[0]} of ${SUIT_NAMES[suit]}` : `${call} with the ${tileName(a)} and the ${tileName(b)}`;
  }
  if (claim.target) return `${call} on the ${tileName(claim.target)}`;
  return call;
}

/** The label over a tile being added to a pung or declared in a concealed kong. */
export function eventLabel(event: ClaimEvent): string {
  if (event.kind === 'discard') return `The live discard, from ${event.seat}`;
  return event.kind === 'add-to-pung' ? `${event.seat} adds this tile to his exposed pung` : `${event.seat} declares a concealed kong of this tile`;
}
