/**
 * The coach's words looking back over a practice hand, move by move
 * (sim/practiceTable/handReview.ts): apart from practice.ts, which the table's
 * page opens with, since the review is loaded only when asked for.
 */
import type { Tile } from '../tiles';
import { type HoldBack, holdBackWords } from './practice';
import { tilesNamed, tilesWord } from './tileWords';

/** The coach's word on a discard of the learner's, looking back: as near as any discard left the hand, or which would have left it nearer. */
export function discardReviewWords(tile: Tile, after: number, best: { tiles: readonly Tile[]; near: number }): string {
  if (after <= best.near) return `You discarded ${tilesNamed([tile], 'or')}: no discard left your hand nearer to Mah-Jongg (${tilesWord(after)} from it).`;
  return `You discarded ${tilesNamed([tile], 'or')}, which left your hand ${tilesWord(after)} from Mah-Jongg; ${tilesNamed(best.tiles, 'or')} would have left it ${tilesWord(best.near)} from it.`;
}

/**
 * The coach's word on a dead hand's discard, looking back: beside the tiles
 * Harr's advice for one pointed to (holdBack, holdBackWords).
 */
export function deadDiscardReviewWords(tile: Tile, holdBack: HoldBack): string {
  if (holdBack.tiles.includes(tile)) return `You discarded ${tilesNamed([tile], 'or')}, as Harr's advice for a dead hand points: ${holdBackWords(holdBack)}`;
  return `You discarded ${tilesNamed([tile], 'or')}. Harr's advice for a dead hand pointed to ${tilesNamed(holdBack.tiles, 'or')}: ${holdBackWords(holdBack)}`;
}

/** The coach's word on a pass, looking back: the call it let go by (missedCallWords), or none would have served; `dead`: the hand can never go out. */
export function passReviewWords(missed: string | null, dead = false): string {
  if (dead) return 'You passed: your hand is dead and can never go out, so no call could bring it nearer to Mah-Jongg.';
  return missed ?? 'You passed: no call of yours would have brought your hand nearer to Mah-Jongg.';
}

/** The coach's word on the learner's other moves, looking back over the hand (sim/practiceTable/handReview.ts). */
export const REVIEW_WORDS = {
  called: (call: string) => `You called ${call}.`,
  /** His call lost the tile to another player's: `why`, the ruling's sentence on it ("… a winning claim beats your Pung."). */
  outranked: (call: string, why: string) => `You called ${call}, but it did not take the tile: ${why}`,
  kong: (adds: boolean) => `You ${adds ? 'added the fourth tile to your exposed pung' : 'declared a concealed kong'}, and drew a loose tile.`,
  /** His tile added to his pung taken by `robber` to go out (robbing the kong): the hand ended there, no loose tile drawn. */
  robbed: (robber: string) => `You added the fourth tile to your exposed pung, and ${robber} robbed the kong: he went out on that tile, so the hand ended before you drew a loose tile.`,
  mahjong: 'You declared Mah-Jongg.',
  other: 'You played on.',
  /** A try the engine refused at this point, before the move he made: its status ("Refused: a kong of East Wind. …"); `first`: the first of them there. */
  tried: (status: string, first: boolean) => `${first ? 'First you tried it another way.' : 'Then you tried again.'} ${status}`,
} as const;
