import { describe, expect, it } from 'vitest';
import {
  PROGRESS_KEY,
  PROGRESS_VERSION,
  type StorageLike,
  decodeProgress,
  emptyProgress,
  loadProgress,
  puzzleTally,
  recordAnswer,
  rememberAnswer,
  resetPuzzles,
  saveProgress,
} from './store';

function memory(initial: Record<string, string> = {}): StorageLike & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => (k in data ? data[k] : null),
    setItem: (k, v) => {
      data[k] = String(v);
    },
    removeItem: (k) => {
      delete data[k];
    },
  };
}

const throwing: StorageLike = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('SecurityError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('progress storage', () => {
  it('round-trips puzzles, streaks and boards', () => {
    const store = memory();
    rememberAnswer('puzzles', 'pung-beats-chow', true, store);
    rememberAnswer('puzzles', 'two-winners', false, store);
    rememberAnswer('puzzles', 'two-winners', true, store);
    rememberAnswer('boards', 'chow-from-the-left', true, store);
    const back = loadProgress(store);
    expect(back.puzzles['pung-beats-chow']).toEqual({ solved: true, firstTry: true, misses: 0 });
    expect(back.puzzles['two-winners']).toEqual({ solved: true, firstTry: false, misses: 1 });
    expect(back.boards['chow-from-the-left'].solved).toBe(true);
    expect(back.streak).toBe(0);
    expect(back.bestStreak).toBe(1);
    expect(puzzleTally(back, ['pung-beats-chow', 'two-winners', 'other'])).toEqual({ total: 3, solved: 2, firstTry: 1, streak: 0, bestStreak: 1 });
  });

  it('counts a streak of first-try answers', () => {
    let p = emptyProgress();
    for (const id of ['a', 'b', 'c']) p = recordAnswer(p, 'puzzles', id, true);
    expect([p.streak, p.bestStreak]).toEqual([3, 3]);
    p = recordAnswer(p, 'puzzles', 'd', false);
    expect([p.streak, p.bestStreak]).toEqual([0, 3]);
  });

  it('reset forgets puzzles and streaks but keeps boards', () => {
    const store = memory();
    rememberAnswer('puzzles', 'a', true, store);
    rememberAnswer('boards', 'b', true, store);
    resetPuzzles(store);
    const back = loadProgress(store);
    expect(back.puzzles).toEqual({});
    expect([back.streak, back.bestStreak]).toEqual([0, 0]);
    expect(back.boards.b.solved).toBe(true);
  });

  it.each([
    ['not JSON', '{oops'],
    ['JSON null', 'null'],
    ['an array', '[1,2,3]'],
    ['a string', '"progress"'],
    ['an old version', JSON.stringify({ version: 0, puzzles: { a: { solved: true } } })],
    ['a future version', JSON.stringify({ version: PROGRESS_VERSION + 1, puzzles: {} })],
  ])('survives garbage: %s', (_name, raw) => {
    expect(loadProgress(memory({ [PROGRESS_KEY]: raw }))).toEqual(emptyProgress());
  });

  it('drops parts of the wrong type and keeps the rest', () => {
    const raw = JSON.stringify({
      version: PROGRESS_VERSION,
      boards: 'nope',
      puzzles: { good: { solved: true, firstTry: true, misses: 0 }, bad: 7, 'Bad Id!': { solved: true }, odd: { solved: 'yes', firstTry: true, misses: -3 } },
      streak: 'many',
      bestStreak: 2.5,
    });
    const p = decodeProgress(raw);
    expect(p.boards).toEqual({});
    expect(Object.keys(p.puzzles).sort()).toEqual(['good', 'odd']);
    expect(p.puzzles.odd).toEqual({ solved: false, firstTry: false, misses: 0 });
    expect([p.streak, p.bestStreak]).toEqual([0, 0]);
  });

  it('never throws when storage throws, is full or is missing', () => {
    expect(loadProgress(throwing)).toEqual(emptyProgress());
    expect(saveProgress(emptyProgress(), throwing)).toBe(false);
    expect(() => rememberAnswer('puzzles', 'a', true, throwing)).not.toThrow();
    expect(() => resetPuzzles(throwing)).not.toThrow();
    const full = { ...memory(), setItem: () => {
      throw new DOMException('quota', 'QuotaExceededError');
    } };
    expect(saveProgress(emptyProgress(), full)).toBe(false);
    expect(rememberAnswer('puzzles', 'a', true, full).puzzles.a.solved).toBe(true);
    expect(loadProgress(null)).toEqual(emptyProgress());
    expect(saveProgress(emptyProgress(), null)).toBe(false);
  });
});

describe('a record from a newer version of the site', () => {
  it('is read as empty here but never overwritten', () => {
    const newer = JSON.stringify({ version: 2, puzzles: { 'x-y': { solved: true } } });
    const kept = new Map<string, string>([[PROGRESS_KEY, newer]]);
    const store = { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v), removeItem: (k: string) => void kept.delete(k) };
    expect(loadProgress(store).puzzles).toEqual({});
    expect(saveProgress(recordAnswer(emptyProgress(), 'puzzles', 'a-b', true), store)).toBe(false);
    expect(kept.get(PROGRESS_KEY)).toBe(newer);
  });
});
