import { describe, expect, it } from 'vitest';
import { learnerMap } from '../build/pageData/learnerMap';
import { practiceId } from '../engine/sim/puzzleGenerator';
import { readForReview, reviewDue } from './due';
import { keptWithoutRules, masteryByRule } from './mastery';
import { reviewItems, reviewQueue } from './review';
import { PROGRESS_KEY, type Progress, type StorageLike, emptyProgress } from './store';

function memory(record: unknown, refuses = false): StorageLike & { data: Record<string, string> } {
  const data: Record<string, string> = { [PROGRESS_KEY]: JSON.stringify(record) };
  return {
    data,
    getItem: (k) => (k in data ? data[k] : null),
    setItem: (k, v) => {
      if (refuses) throw new DOMException('full', 'QuotaExceededError');
      data[k] = String(v);
    },
    removeItem: (k) => {
      delete data[k];
    },
  };
}

const missed = { solved: true, firstTry: false, misses: 1 };
/** A version 1 record under the names of then: board `pung-beats-chow` is now `claim-rules-4`, puzzle `rob-the-kong` `09`. */
const V1 = { version: 1, boards: { 'pung-beats-chow': missed }, puzzles: { 'rob-the-kong': missed }, streak: 0, bestStreak: 0 };
const V2 = { ...V1, version: 2 };
const NOW = Date.UTC(2026, 11, 1);

/** The count as /review/ made it before due.ts, from the list of each item's rules, on the record under today's names. */
const asReviewDid = (progress: Progress) => reviewQueue(reviewItems(progress.answers, { itemRules: learnerMap().itemRules, practisable: learnerMap().rules.filter((r) => r.practise).map((r) => r.id) }), NOW).due.length;

describe('readForReview and reviewDue, for a record kept before version 3', () => {
  for (const [name, record] of [
    ['version 1', V1],
    ['version 2', V2],
  ] as const)
    it(`read it under today's names, each old answer counting for its item's rules, and count what /review/ counted (${name})`, async () => {
      const store = memory(record);
      const read = await readForReview(store);
      expect(read.problem).toBeNull();
      expect(read.progress.answers.map((a) => `${a.kind}:${a.id}:${a.outcome}`)).toEqual(['boards:claim-rules-4:wrong', 'boards:claim-rules-4:helped', 'puzzles:09:wrong', 'puzzles:09:helped']);
      expect(read.progress.answers.every(keptWithoutRules)).toBe(true);
      // The one list of each item's rules, the one /review/ was handed.
      expect(read.itemRules).toEqual(learnerMap().itemRules);
      const cited = [...masteryByRule(read.progress.answers, read.itemRules).keys()];
      expect(cited).toEqual(expect.arrayContaining([...learnerMap().itemRules['boards:claim-rules-4'], ...learnerMap().itemRules['puzzles:09']]));
      const { due } = await reviewDue(read, NOW);
      expect(due.length).toBeGreaterThan(2);
      expect(due.length).toBe(asReviewDid(read.progress));
      // The rename was saved, the answers kept as they were (no rules of their own): nothing stored is rewritten but the names.
      expect(JSON.parse(store.data[PROGRESS_KEY]).version).toBe(5);
      expect(JSON.parse(store.data[PROGRESS_KEY]).answers.every((a: { rules: string[] }) => a.rules.length === 0)).toBe(true);
    });

  it('reads it under today\'s names, and counts the same, when the browser will not keep the rename', async () => {
    const kept = await readForReview(memory(V1));
    const refused = memory(V1, true);
    const read = await readForReview(refused);
    expect(JSON.parse(refused.data[PROGRESS_KEY])).toEqual(V1);
    expect(read.progress.answers).toEqual(kept.progress.answers);
    expect((await reviewDue(read, NOW)).due).toEqual((await reviewDue(kept, NOW)).due);
  });

  it('loads no list for a record whose answers all carry their rules, and counts nothing due without a miss', async () => {
    const answer = { kind: 'puzzles', id: '09', rules: ['ROB-KONG'], outcome: 'right', at: NOW - 1000 } as const;
    const read = await readForReview(memory({ ...emptyProgress(), answers: [answer] }));
    expect(read.itemRules).toEqual({});
    expect(await reviewDue(read, NOW)).toEqual({ due: [], next: null, gone: 0 });
  });
});

describe('reviewDue, for an item no longer in the course', () => {
  it('leaves out a board or puzzle taken out of the course, says how many, and keeps counting the rest', async () => {
    // The home page and a lesson's end said "1 item you missed is due for review today" of such a board, for ever,
    // while /review/ (which cannot serve it) said nothing was due.
    const answers = [
      { kind: 'boards', id: 'a-board-taken-out', rules: [], outcome: 'wrong', at: NOW - 3 * 86_400_000 },
      { kind: 'puzzles', id: '99', rules: [], outcome: 'wrong', at: NOW - 3 * 86_400_000 },
      { kind: 'boards', id: 'to-chow-1', rules: [], outcome: 'wrong', at: NOW - 3 * 86_400_000 },
      { kind: 'puzzles', id: '05', rules: [], outcome: 'wrong', at: NOW - 3 * 86_400_000 },
      { kind: 'boards', id: 'scoring-own-wind', rules: [], outcome: 'wrong', at: NOW - 3 * 86_400_000 },
    ] as const;
    const read = await readForReview(memory({ ...emptyProgress(), answers }));
    const { due, gone } = await reviewDue(read, NOW);
    expect(due.map((i) => i.key).sort()).toEqual(['boards:scoring-own-wind', 'boards:to-chow-1', 'puzzles:05']);
    expect(gone).toBe(2);
    // A call let go by at the table whose position is not kept (a damaged record's part left out) is left out too.
    const moment = { kind: 'moments', id: 'moment-abc', rules: [], outcome: 'wrong', at: NOW - 3 * 86_400_000 } as const;
    const withMoment = await readForReview(memory({ ...emptyProgress(), answers: [...answers, moment] }));
    expect(await reviewDue(withMoment, NOW)).toMatchObject({ gone: 3 });
    const kept = await readForReview(memory({ ...emptyProgress(), answers: [...answers, moment], moments: { 'moment-abc': 'view: East' } }));
    expect((await reviewDue(kept, NOW)).due.map((i) => i.key)).toContain('moments:moment-abc');
    // Nor does a removed item give the next date.
    const later = await reviewDue({ ...read, progress: { ...read.progress, answers: read.progress.answers.slice(0, 1) } }, NOW - 3 * 86_400_000);
    expect(later).toEqual({ due: [], next: null, gone: 0 });
  });
});

describe('reviewDue, for a practice puzzle missed in review', () => {
  it('counts it once, for its rule, as every page counting through due.ts does', async () => {
    const DAY = 86_400_000;
    // /review/ served the rule's item as a puzzle made afresh for it, and the learner missed it three days ago.
    const made = practiceId(41, { tier: 3, rule: 'ROB-KONG' });
    const progress: Progress = { ...emptyProgress(), answers: [{ kind: 'practice', id: made, rules: ['ROB-KONG'], outcome: 'wrong', at: NOW - 3 * DAY }] };
    const { due, gone } = await reviewDue({ progress, problem: null, itemRules: {} }, NOW);
    expect(due.map((i) => i.key)).toEqual(['rule:ROB-KONG']);
    expect(gone).toBe(0);
  });
});
