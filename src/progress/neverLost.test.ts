/**
 * Each way a learner's progress could be lost (issue 28), and what happens
 * instead: a full store is said in words, an import never removes an answer
 * unasked, a damaged record never blocks saving, two tabs merge, and a tab
 * on an older version never writes over a newer record.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { ANSWERS_KEPT, type Answer, PROGRESS_BACKUP_KEY, PROGRESS_KEY, PROGRESS_VERSION, type Progress, type StorageLike, emptyProgress, loadProgress, progressProblem } from './store';
import { NOT_SAVED, keepAnswer, logAnswer, newVisit, saveResult } from './keep';
import { planImport, removalQuestion } from './transfer';

/** A localStorage holding at most `room` characters in all, keys included, throwing as a browser does past that. */
function storage(room = Infinity, initial: Record<string, string> = {}): StorageLike & { data: Record<string, string> } {
  const data = { ...initial };
  const used = () => Object.entries(data).reduce((n, [k, v]) => n + k.length + v.length, 0);
  return {
    data,
    getItem: (k) => (k in data ? data[k] : null),
    setItem: (k, v) => {
      const before = data[k];
      data[k] = String(v);
      if (used() > room) {
        if (before === undefined) delete data[k];
        else data[k] = before;
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
    },
    removeItem: (k) => {
      delete data[k];
    },
  };
}

const answer = (i: number, at = 1_000 + i): Answer => ({ kind: 'boards', id: `board-${i}`, rules: ['CHOW-LEFT-ONLY'], outcome: 'right', at });

function withAnswers(n: number, from = 0): Progress {
  let p = emptyProgress();
  for (let i = from; i < from + n; i++) p = logAnswer(p, answer(i));
  return p;
}

beforeEach(() => newVisit());

describe('a failed save is said in words', () => {
  it('a full store: the answer is not kept, and the sentence says so and what to do', () => {
    const full = storage(10);
    const kept = keepAnswer('boards', 'to-chow-1', true, ['CHOW-LEFT-ONLY'], full);
    expect(kept.save).toEqual({ saved: false, problem: 'refused' });
    expect(full.data[PROGRESS_KEY]).toBeUndefined();
    expect(NOT_SAVED.refused).toMatch(/not saved.*storage is full/);
  });

  it('a store that saves: said as saved', () => {
    expect(keepAnswer('boards', 'to-chow-1', true, ['CHOW-LEFT-ONLY'], storage()).save).toEqual({ saved: true });
  });
});

describe('an import never removes an answer unasked', () => {
  it('1,500 answers imported beside 1,000 kept here: all 2,500 stay, and the count added is true', () => {
    const here = withAnswers(1000, 0);
    const there = withAnswers(1500, 5000);
    const plan = planImport(here, there);
    expect(plan.removed).toBe(0);
    expect(plan.added).toBe(1500);
    expect(plan.progress.answers).toHaveLength(2500);
    const kept = new Set(plan.progress.answers.map((a) => JSON.stringify(a)));
    expect(here.answers.every((a) => kept.has(JSON.stringify(a)))).toBe(true);
  });

  it('past what the browser keeps, the plan says exactly how many of the oldest would go, for the page to ask', () => {
    const here = withAnswers(ANSWERS_KEPT - 10, 0);
    const there = withAnswers(30, 100_000);
    const plan = planImport(here, there);
    expect(plan.removed).toBe(20);
    expect(plan.progress.answers).toHaveLength(ANSWERS_KEPT);
    expect(plan.progress.answers[0]).toEqual(here.answers[20]);
    expect(removalQuestion(plan)).toMatch(/adds 30, so the oldest 20 answers .* would be removed.*\?$/);
  });
});

describe('a damaged record never blocks saving', () => {
  it('with no room to copy it aside, the new answer is saved all the same', () => {
    const damaged = JSON.stringify({ version: PROGRESS_VERSION, boards: { x: 'garbage' }, answers: [], filler: 'z'.repeat(3000) });
    const store = storage(5000, { [PROGRESS_KEY]: damaged });
    expect(progressProblem(store)).toMatch(/could not be read/);
    const kept = keepAnswer('boards', 'to-chow-1', true, ['CHOW-LEFT-ONLY'], store);
    expect(kept.save.saved).toBe(true);
    expect(loadProgress(store).boards['to-chow-1'].solved).toBe(true);
  });

  it('with room, it is copied aside first, as before', () => {
    const store = storage(Infinity, { [PROGRESS_KEY]: '{"version": 3, "boards": []}' });
    keepAnswer('boards', 'to-chow-1', true, [], store);
    expect(store.data[PROGRESS_BACKUP_KEY]).toBe('{"version": 3, "boards": []}');
  });
});

describe('two tabs merge rather than overwrite', () => {
  it('600 answers from two tabs, each writing from a copy read before the other wrote: all 600 are kept', () => {
    const store = storage();
    for (let i = 0; i < 300; i++) {
      // Both tabs read, then each writes its own answer from what it read: the second write would lose the first.
      const a = loadProgress(store);
      const b = loadProgress(store);
      saveResult(logAnswer(a, answer(2 * i)), store, { merge: true });
      saveResult(logAnswer(b, answer(2 * i + 1)), store, { merge: true });
    }
    expect(loadProgress(store).answers).toHaveLength(600);
  });

  it('a board solved in one tab stays solved when the other saves an answer on another board', () => {
    const store = storage();
    const stale = loadProgress(store);
    keepAnswer('boards', 'to-chow-1', true, [], store);
    saveResult({ ...stale, boards: { 'to-pung-1': { solved: true, firstTry: true, misses: 0 } } }, store, { merge: true });
    expect(Object.keys(loadProgress(store).boards).sort()).toEqual(['to-chow-1', 'to-pung-1']);
  });
});

describe('a tab on an older version never drops answers from a newer record', () => {
  it('the newer record is left as it is, and the board is told why its answer was not saved', () => {
    const newer = JSON.stringify({ version: PROGRESS_VERSION + 1, answers: [{ something: 'new' }] });
    const store = storage(Infinity, { [PROGRESS_KEY]: newer });
    const kept = keepAnswer('boards', 'to-chow-1', true, [], store);
    expect(kept.save).toEqual({ saved: false, problem: 'newer' });
    expect(store.data[PROGRESS_KEY]).toBe(newer);
    expect(NOT_SAVED.newer).toMatch(/not saved.*newer version.*Reload/);
  });
});

describe('an answer kept before the old names are renamed', () => {
  it('leaves the record at version 3, so that its boards under the old names are still renamed afterwards', async () => {
    const { renameStored } = await import('./renamed');
    const old = { version: 3, boards: { 'chow-from-the-left': { solved: true, firstTry: true, misses: 0 } }, puzzles: {}, streak: 1, bestStreak: 1, answers: [] };
    const store = storage(Infinity, { [PROGRESS_KEY]: JSON.stringify(old) });
    expect(keepAnswer('boards', 'to-pung-1', true, [], store).save).toEqual({ saved: true });
    expect(JSON.parse(store.data[PROGRESS_KEY]).version).toBe(3);
    renameStored(store);
    const now = loadProgress(store);
    expect(Object.keys(now.boards).sort()).toEqual(['to-chow-1', 'to-pung-1']);
    expect(JSON.parse(store.data[PROGRESS_KEY]).version).toBe(PROGRESS_VERSION);
  });
});
