import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { saveProgress } from '../../progress/keep';
import { reviewItems } from '../../progress/review';
import { type Answer, type StorageLike, decodeProgress, emptyProgress } from '../../progress/store';
import { MAY_BE_DUE, REVIEW_ROOM_HASH, REVIEW_ROOM_SCRIPT } from './reviewRoom';

/** Runs the script as the page does, on a slot, with `stored` under the progress key; whether it kept a screen's room. */
function keepsAScreen(stored: string | null, throws = false): boolean {
  const marks: string[] = [];
  const slot = { setAttribute: (name: string) => marks.push(name) };
  const storage = { getItem: () => (throws ? (() => { throw new Error('storage refused'); })() : stored) };
  new Function('document', 'localStorage', REVIEW_ROOM_SCRIPT)({ currentScript: { parentElement: slot } }, storage);
  expect(marks.every((m) => m === MAY_BE_DUE)).toBe(true);
  return marks.length > 0;
}

/** A record as the site saves it, holding `answers`. */
function saved(answers: Answer[]): string {
  let raw: string | null = null;
  const store: StorageLike = { getItem: () => raw, setItem: (_key, value) => void (raw = value), removeItem: () => void (raw = null) };
  expect(saveProgress({ ...emptyProgress(), answers }, store)).toBe(true);
  return raw!;
}

const answer = (outcome: Answer['outcome'], id = 'to-chow-2'): Answer => ({ kind: 'boards', id, rules: ['CHOW-LEFT-ONLY'], outcome, at: 1_770_000_000_000 });

describe("the review page's room before it has read the learner's progress", () => {
  it('is allowed by the policy by its exact bytes', () => {
    expect(REVIEW_ROOM_HASH).toBe(`sha256-${createHash('sha256').update(REVIEW_ROOM_SCRIPT).digest('base64')}`);
  });

  it('is a screen exactly when the review queue may hold an item: after a miss', () => {
    const records = [[], [answer('right')], [answer('right'), answer('right', 'to-chow-3')], [answer('wrong')], [answer('helped')], [answer('right'), answer('wrong', 'to-chow-3')]];
    for (const answers of records) {
      const raw = saved(answers);
      expect(keepsAScreen(raw), raw).toBe(reviewItems(decodeProgress(raw).answers).length > 0);
    }
  });

  it('is a screen for a record kept as tallies (versions 1 and 2), which may hold misses', () => {
    expect(keepsAScreen(JSON.stringify({ version: 2, boards: { 'to-chow-2': { solved: true, firstTry: false, misses: 1 } }, puzzles: {} }))).toBe(true);
    expect(keepsAScreen(JSON.stringify({ version: 1, boards: {}, puzzles: {} }))).toBe(true);
  });

  it('is the few lines of "Nothing is due" with no record, a broken one, or storage refused', () => {
    expect(keepsAScreen(null)).toBe(false);
    expect(keepsAScreen('{"version":4,"answers":[')).toBe(false);
    expect(keepsAScreen(null, true)).toBe(false);
  });
});
