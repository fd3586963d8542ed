/**
 * The words for a winning hand laid out at the end of a practice hand. Apart
 * from the table's other words (practice.ts): only the scoring, loaded when a
 * hand is won, lays the hand out, and this travels with it.
 */
import type { ConcealedSet } from '../hand';
import type { Seat } from '../seats';
import { runName, tileName } from '../tiles';

/**
 * A winning hand's set from his hand, laid out: concealed, or (`madeWith`) finished by the winning discard of that
 * seat, which lays it out exposed, as it is scored (S2).
 */
export function concealedSetLabel(set: ConcealedSet, madeWith: Seat | null = null): string {
  const what = set.kind === 'pung' ? `Three of a kind, ${tileName(set.tiles[0])}` : `Run, ${runName(set.tiles)}`;
  return `${what}, ${madeWith ? `made with ${madeWith}'s discard, exposed` : 'concealed'}`;
}
