/**
 * A practice hand looked back on, move by move: each point where the learner
 * had to act (his turn, or a tile he might call), what the table showed him
 * then, and the coach's word on what he did: a discard set beside the ones
 * that kept the hand nearest to Mah-Jongg, a pass beside the call it let go
 * by, a call or a kong named, a refused try with its rule. Read from the
 * states the hand went through (each action keeps the one before it), so
 * nothing is played again.
 */
import { legalClaims } from '../../claims';
import { REVIEW_WORDS, deadDiscardReviewWords, discardReviewWords, passReviewWords } from '../../explain/handReviewWords';
import { refusedStatus } from '../../explain/practice';
import { describeClaim } from '../../explain/words';
import { CLAIM_KINDS } from '../../callNames';
import type { Tile } from '../../tiles';
import { readTile } from '../../readTile';
import { isDeadHand } from '../../table';
import { holdBackDiscards } from './shown';
import { bestDiscards, nearAfterDiscarding } from '../../nearness';
import type { PracticeState } from './state';

/** One point of the hand where the learner acted: the table as he saw it, his tries refused there, and the coach's word on his move. */
export interface ReviewStep {
  state: PracticeState;
  tries: string[];
  comment: string;
}

/** The coach's word on the move that took the hand from `at` to `next`. */
function commentOn(at: PracticeState, next: PracticeState): string {
  const seat = at.seat;
  // What was recorded next: in his turn his own move comes first ("East discards 5c", "East declares Rd"); at a window,
  // his call if he made one ("East pung", "East chow 4c 6c"), among the draws and discards that followed.
  const lines = next.record.slice(at.record.length).map((line) => line.split(' '));
  const own = at.prompt.kind === 'claim' ? lines.find(([who, verb]) => who === seat && CLAIM_KINDS.some((k) => k === verb)) : lines[0];
  const [, verb, ...codes] = own ?? [];
  const tiles = codes.map(readTile).filter((t): t is Tile => t !== null);
  if (at.prompt.kind === 'claim') {
    // A call of his that another player's beat is not in the record, but in this window's moment, the first kept after.
    // Kept when any call was legal: the learner's own, else he had nothing to call and his pass missed nothing.
    const moment = legalClaims(at.table).some((c) => c.claim.seat === seat) ? next.moments[at.moments.length] : undefined;
    const outranked = !own && moment?.outranked;
    if (outranked) return REVIEW_WORDS.outranked(describeClaim(outranked.claim), outranked.why);
    if (!own) return moment?.lost ?? passReviewWords(moment?.missed ?? null, isDeadHand(at.table, seat));
    const kind = CLAIM_KINDS.find((k) => k === verb)!;
    return REVIEW_WORDS.called(describeClaim({ seat, kind, ...(kind === 'chow' && tiles.length === 2 ? { tiles: [tiles[0], tiles[1]] } : {}) }));
  }
  const tile = tiles[0] ?? null;
  const { concealed, melds } = at.table.seats[seat];
  if (verb === 'discards' && tile) {
    // A dead hand is never nearer to Mah-Jongg: its discard is set beside Harr's advice for one.
    if (isDeadHand(at.table, seat)) return deadDiscardReviewWords(tile, holdBackDiscards(at.table, at.record, seat));
    return discardReviewWords(tile, nearAfterDiscarding(concealed, melds.length, tile), bestDiscards(concealed, melds.length));
  }
  if ((verb === 'declares' || verb === 'adds') && tile) {
    // A kong robbed ends the hand on the tile added, before its maker draws the loose tile.
    const result = next.table.result;
    return result?.robbedKong && result.from === seat && result.winner ? REVIEW_WORDS.robbed(result.winner) : REVIEW_WORDS.kong(verb === 'adds');
  }
  return next.end?.winner === seat ? REVIEW_WORDS.mahjong : REVIEW_WORDS.other;
}

/** The hand's review: one step per point where the learner acted, oldest first. */
export function handReview(final: PracticeState): ReviewStep[] {
  const chain: PracticeState[] = [];
  for (let s: PracticeState | null = final; s; s = s.before) chain.unshift(s);
  // A refusal, a hint or a chow's choice stays at its position: the state shown then stands in the chain for the one
  // play came back to, with the same table and record, so the move from the point before is read as before.
  return chain.slice(0, -1).map((state, i) => ({
    state,
    tries: state.tries.map((t, n) => REVIEW_WORDS.tried(refusedStatus(t.head, t.refusal.message), n === 0)),
    comment: commentOn(state, chain[i + 1]),
  }));
}
