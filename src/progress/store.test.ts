import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { puzzleId } from '../build/content';
import {
  PROGRESS_KEY,
  PROGRESS_VERSION,
  PUZZLES_RENAMED_IN_V2,
  type StorageLike,
  boardTally,
  decodeProgress,
  emptyProgress,
  loadProgress,
  progressProblem,
  puzzleTally,
  readProgress,
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
    const newer = JSON.stringify({ version: PROGRESS_VERSION + 1, puzzles: { 'x-y': { solved: true } } });
    const kept = new Map<string, string>([[PROGRESS_KEY, newer]]);
    const store = { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v), removeItem: (k: string) => void kept.delete(k) };
    expect(loadProgress(store).puzzles).toEqual({});
    expect(saveProgress(recordAnswer(emptyProgress(), 'puzzles', 'a-b', true), store)).toBe(false);
    expect(kept.get(PROGRESS_KEY)).toBe(newer);
  });
});

describe('a record of version 1', () => {
  const item = (solved: boolean, firstTry: boolean, misses: number) => ({ solved, firstTry, misses });
  const v1 = {
    version: 1,
    boards: { 'chow-from-the-left': item(true, true, 0), 'chow-wrong-seat': item(true, false, 2), 'pung-one-tile': item(false, false, 1) },
    puzzles: { 'pung-beats-chow': item(true, true, 0), 'a-pung-with-one-tile-against-a-kong': item(true, false, 1), 'two-winners': item(false, false, 3) },
    streak: 1,
    bestStreak: 4,
  };

  it('is migrated whole: every board, puzzle and streak kept, the renamed puzzle under its new id', () => {
    const { progress, problem } = readProgress(JSON.stringify(v1));
    expect(problem).toBeNull();
    expect(progress).toEqual({
      version: PROGRESS_VERSION,
      boards: v1.boards,
      puzzles: { 'pung-beats-chow': item(true, true, 0), 'a-pung-with-no-sevens-against-a-kong': item(true, false, 1), 'two-winners': item(false, false, 3) },
      streak: 1,
      bestStreak: 4,
    });
  });

  it('shows puzzle 27 solved under its new id, and is saved as the current version by the next answer', () => {
    const store = memory({ [PROGRESS_KEY]: JSON.stringify(v1) });
    expect(loadProgress(store).puzzles['a-pung-with-no-sevens-against-a-kong']?.solved).toBe(true);
    rememberAnswer('boards', 'pung-one-tile', true, store);
    const saved = JSON.parse(store.data[PROGRESS_KEY]);
    expect(saved.version).toBe(PROGRESS_VERSION);
    expect(saved.puzzles['a-pung-with-no-sevens-against-a-kong']).toEqual(item(true, false, 1));
    expect(saved.puzzles).not.toHaveProperty('a-pung-with-one-tile-against-a-kong');
    expect(saved.boards['pung-one-tile']).toEqual(item(true, false, 1));
    expect(saved.boards['chow-from-the-left']).toEqual(item(true, true, 0));
  });

  it('renames only to puzzle files that exist, from ids that no longer do', () => {
    const ids = new Set(readdirSync(new URL('../../content/puzzles/', import.meta.url)).map(puzzleId));
    for (const [from, to] of Object.entries(PUZZLES_RENAMED_IN_V2)) {
      expect(ids.has(to), to).toBe(true);
      expect(ids.has(from), from).toBe(false);
    }
  });
});

describe('what could not be read is said in words', () => {
  it.each([
    ['not JSON', '{"version":1,"puzzles":"garbage",', /could not be read, and is left out/],
    ['no version', JSON.stringify({ boards: {} }), /could not be read, and is left out/],
    ['an unknown old version', JSON.stringify({ version: 0, boards: {} }), /could not be read, and is left out/],
    ['a newer version', JSON.stringify({ version: PROGRESS_VERSION + 1, boards: {} }), /from a newer version of this site/],
    ['a part of the wrong type', JSON.stringify({ version: PROGRESS_VERSION, boards: 'nope', puzzles: {} }), /could not be read, and is left out/],
    ['an entry of the wrong type', JSON.stringify({ version: 1, boards: { a: 7 }, puzzles: {} }), /could not be read, and is left out/],
  ])('%s', (_name, raw, words) => {
    expect(progressProblem(memory({ [PROGRESS_KEY]: raw }))).toMatch(words);
  });

  it('and nothing is said of a whole record, of none, or of storage that cannot be reached', () => {
    const store = memory();
    expect(progressProblem(store)).toBeNull();
    rememberAnswer('boards', 'a', true, store);
    expect(progressProblem(store)).toBeNull();
    expect(progressProblem(throwing)).toBeNull();
    expect(progressProblem(null)).toBeNull();
  });
});

describe('board tally', () => {
  it('counts a star for a board solved at the first try, none for one solved after a miss or after "Show me"', () => {
    let p = emptyProgress();
    p = recordAnswer(p, 'boards', 'first-try', true);
    p = recordAnswer(p, 'boards', 'after-a-miss', false);
    p = recordAnswer(p, 'boards', 'after-a-miss', true);
    // "Show me" counts as a miss; the right call after it solves the board.
    p = recordAnswer(p, 'boards', 'shown', false);
    p = recordAnswer(p, 'boards', 'shown', true);
    p = recordAnswer(p, 'boards', 'missed', false);
    expect(boardTally(p, ['first-try', 'after-a-miss', 'shown', 'missed', 'untried'])).toEqual({ total: 5, solved: 3, stars: 1 });
    expect(p.boards.shown).toEqual({ solved: true, firstTry: false, misses: 1 });
  });
});
