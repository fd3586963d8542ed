import { afterEach, expect, it, vi } from 'vitest';
import { PROGRESS_KEY, type StorageLike } from './store';

// Offline before the course is kept, the list of each item's rules cannot be fetched (it is no part of the table's
// kit, src/offline/keptFiles.ts): the old record is still read, its old answers counted for no rule, and nothing throws.
afterEach(() => {
  vi.doUnmock('virtual:item-rules');
  vi.resetModules();
});

it('reads a version 1 record with no rules for its old answers when the list of rules cannot be fetched', async () => {
  vi.resetModules();
  vi.doMock('virtual:item-rules', () => {
    throw new TypeError('Failed to fetch dynamically imported module');
  });
  const { readForReview, reviewDue } = await import('./due');
  const data: Record<string, string> = {
    [PROGRESS_KEY]: JSON.stringify({ version: 1, boards: { 'pung-beats-chow': { solved: true, firstTry: false, misses: 1 } }, puzzles: {}, streak: 0, bestStreak: 0 }),
  };
  const store: StorageLike = { getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v), removeItem: (k) => void delete data[k] };
  const read = await readForReview(store);
  expect(read.itemRules).toEqual({});
  // Its miss and its later answer (right after a miss, as version 1 kept it), under the board's name of today.
  expect(read.progress.answers.map((a) => [a.id, a.outcome])).toEqual([['claim-rules-4', 'wrong'], ['claim-rules-4', 'helped']]);
  await expect(reviewDue(read, Date.UTC(2026, 11, 1))).resolves.toBeDefined();
});
