/**
 * The calls the learner let go by in a practice hand, kept for review when
 * the hand ends: apart from keep.ts, so that the boards, which keep every
 * answer, do not load what only the practice table uses.
 */
import { ANSWER_KEPT_EVENT, type SaveProblem, type SaveResult, logAnswer, saveResult } from './keep';
import { momentId } from './momentId';
import { MOMENT_TEXT_MAX, type StorageLike, loadProgress, storage } from './store';

/** Why the calls let go by in a practice hand were not kept for review (keepMissedCalls), in words for the table. */
export const MISSED_NOT_KEPT: Record<SaveProblem, string> = {
  newer: 'The calls you let go by were not kept for review: your progress was saved by a newer version of this site, open in another tab. Reload this page to use it.',
  refused: 'The calls you let go by were not kept for review: this browser would not keep them (its storage is full, or switched off as in private browsing).',
};

/**
 * The calls the learner let go by in a practice hand, kept for review when
 * the hand ends: each position (a board whose answer is the call missed,
 * src/engine/sim/practiceTable/playingOn.ts) under its id, with a miss
 * logged against it. It cites no rule: a pass is always allowed, so the miss
 * is one of play, and his rules' mastery is moved only by how he answers the
 * board in review. A moment met again is the same item, missed once more.
 */
export function keepMissedCalls(positions: readonly string[], store: StorageLike | null = storage(), now: number = Date.now()): SaveResult {
  if (!positions.length) return { saved: true };
  let next = loadProgress(store);
  // A position longer than the store reads back is not kept (none is: a whole table is well under it).
  for (const position of positions.filter((p) => p.length <= MOMENT_TEXT_MAX)) {
    const id = momentId(position);
    next = logAnswer({ ...next, moments: { ...next.moments, [id]: position } }, { kind: 'moments', id, rules: [], outcome: 'wrong', at: now });
  }
  const save = saveResult(next, store, { merge: true });
  if (typeof dispatchEvent === 'function' && typeof CustomEvent === 'function') dispatchEvent(new CustomEvent(ANSWER_KEPT_EVENT, { detail: { kind: 'moments', id: null } }));
  return save;
}
