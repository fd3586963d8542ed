/**
 * The words for a winning hand laid out at the end of a practice hand. Apart
 * from the table's other words (practice.ts): only the scoring, loaded when a
 * hand is won, lays the hand out, and this travels with it.
 */
import type { ConcealedSet } from '../hand';
import type { Seat } from '../seats';
import { type Tile, runName, tileName } from '../tiles';
import { tilesNamed } from './tileWords';

/**
 * A winning hand's set from his hand, laid out: concealed, or (`madeWith`) finished by the winning discard of that
 * seat, which lays it out exposed, as it is scored (S2); the learner's own discard (`learner`) is "your discard".
 */
export function concealedSetLabel(set: ConcealedSet, madeWith: Seat | null = null, learner: Seat | null = null): string {
  const what = set.kind === 'pung' ? `Three of a kind, ${tileName(set.tiles[0])}` : `Run, ${runName(set.tiles)}`;
  return `${what}, ${madeWith ? `made with ${madeWith === learner ? 'your' : `${madeWith}'s`} discard, exposed` : 'concealed'}`;
}

/** What the winner was waiting for before his winning tile (its wait), in words; the learner as "you". */
export function waitWords(winner: Seat, learner: Seat, wait: readonly Tile[]): string {
  const who = winner === learner ? 'You were' : `${winner} was`;
  return wait.length === 1 ? `${who} waiting for the ${tileName(wait[0])} alone: no other tile could finish the hand.` : `${who} waiting for ${tilesNamed(wait, 'or')}.`;
}
