import { readFileSync, readdirSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { puzzleId, scenarios } from '../build/content/content';
import { loadLessons } from '../build/content/contentSet';
import { FORMER_BOARDS, FORMER_PUZZLES, boardRenamed, puzzleRenamed, renameFormer, renameStored } from './renamed';
import { readProgressFile } from './transfer';
import { ANSWERS_KEPT, PROGRESS_BACKUP_KEY, PROGRESS_KEY, PROGRESS_VERSION, PUZZLES_RENAMED_IN_V2, type StorageLike, boardTally, decodeProgress, emptyProgress, loadProgress, progressProblem, puzzleTally, readProgress } from './store';
import { logAnswer, newVisit, recordAnswer, rememberAnswer, resetPuzzles, saveProgress } from './keep';

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

// Each test is a fresh visit to a page: what was answered in the last one does not carry over.
beforeEach(newVisit);

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
    rememberAnswer('puzzles', 'pung-beats-chow', true, [], store);
    rememberAnswer('puzzles', 'two-winners', false, [], store);
    rememberAnswer('puzzles', 'two-winners', true, [], store);
    rememberAnswer('boards', 'chow-from-the-left', true, [], store);
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

  it('ends the streak at a puzzle solved after a hint: it was not solved at the first try, so the run is broken', () => {
    // Puzzles 01 and 02 at the first try, 03 after a hint, 04 at the first try: the index said "Streak of first-try
    // answers: 3" with 03, shown as not at the first try, in the middle of the run.
    let p = emptyProgress();
    for (const id of ['01', '02']) p = recordAnswer(p, 'puzzles', id, true);
    p = recordAnswer(p, 'puzzles', '03', 'helped');
    expect(p.puzzles['03']).toEqual({ solved: true, firstTry: false, misses: 0 });
    expect([p.streak, p.bestStreak]).toEqual([0, 2]);
    p = recordAnswer(p, 'puzzles', '04', true);
    expect([p.streak, p.bestStreak]).toEqual([1, 2]);
  });

  it('reset forgets puzzles and streaks but keeps boards', () => {
    const store = memory();
    rememberAnswer('puzzles', 'a', true, [], store);
    rememberAnswer('boards', 'b', true, [], store);
    resetPuzzles(store);
    const back = loadProgress(store);
    expect(back.puzzles).toEqual({});
    expect([back.streak, back.bestStreak]).toEqual([0, 0]);
    expect(back.boards.b.solved).toBe(true);
  });

  it('reset that the browser will not keep says so, and forgets nothing', () => {
    // /puzzles/ said "Your puzzle progress has been reset." with the storage full, the puzzles still all solved.
    const store = memory();
    rememberAnswer('puzzles', 'a', true, [], store);
    const full: StorageLike = { ...store, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } };
    const { progress, save } = resetPuzzles(full);
    expect(save).toEqual({ saved: false, problem: 'refused' });
    expect(progress.puzzles.a.solved).toBe(true);
    expect(loadProgress(store).puzzles.a.solved).toBe(true);
    const newer = memory({ [PROGRESS_KEY]: JSON.stringify({ version: PROGRESS_VERSION + 1 }) });
    expect(resetPuzzles(newer).save).toEqual({ saved: false, problem: 'newer' });
    expect(resetPuzzles(store).save).toEqual({ saved: true });
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
    expect(() => rememberAnswer('puzzles', 'a', true, [], throwing)).not.toThrow();
    expect(() => resetPuzzles(throwing)).not.toThrow();
    const full = { ...memory(), setItem: () => {
      throw new DOMException('quota', 'QuotaExceededError');
    } };
    expect(saveProgress(emptyProgress(), full)).toBe(false);
    expect(rememberAnswer('puzzles', 'a', true, [], full).puzzles.a.solved).toBe(true);
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
    const { progress: read, problem } = readProgress(JSON.stringify(v1));
    expect(problem).toBeNull();
    const progress = renameFormer(read);
    expect(progress).toEqual({
      version: PROGRESS_VERSION,
      // Through version 4: every board and puzzle under its neutral name.
      boards: { 'to-chow-1': item(true, true, 0), 'to-chow-2': item(true, false, 2), 'to-pung-1': item(false, false, 1) },
      puzzles: { '01': item(true, true, 0), '27': item(true, false, 1), '11': item(false, false, 3) },
      streak: 1,
      bestStreak: 4,
      // Through version 5: no moment of the practice table was kept before it.
      moments: {},
      // Through version 2: each tally becomes the answers it stands for, of unknown time, rules left to the page.
      answers: [
        { kind: 'boards', id: 'to-chow-1', rules: [], outcome: 'right', at: 0 },
        { kind: 'boards', id: 'to-chow-2', rules: [], outcome: 'wrong', at: 0 },
        { kind: 'boards', id: 'to-chow-2', rules: [], outcome: 'helped', at: 0 },
        { kind: 'boards', id: 'to-pung-1', rules: [], outcome: 'wrong', at: 0 },
        { kind: 'puzzles', id: '01', rules: [], outcome: 'right', at: 0 },
        { kind: 'puzzles', id: '27', rules: [], outcome: 'wrong', at: 0 },
        { kind: 'puzzles', id: '27', rules: [], outcome: 'helped', at: 0 },
        { kind: 'puzzles', id: '11', rules: [], outcome: 'wrong', at: 0 },
      ],
    });
  });

  it('shows puzzle 27 solved under its new id, and is saved as the current version by the next answer', () => {
    const store = memory({ [PROGRESS_KEY]: JSON.stringify(v1) });
    expect(loadProgress(store).puzzles['a-pung-with-no-sevens-against-a-kong']?.solved).toBe(true);
    expect(renameStored(store)).toBe(true);
    expect(loadProgress(store).puzzles['27']?.solved).toBe(true);
    rememberAnswer('boards', 'to-pung-1', true, [], store);
    const saved = JSON.parse(store.data[PROGRESS_KEY]);
    expect(saved.version).toBe(PROGRESS_VERSION);
    expect(saved.puzzles['27']).toEqual(item(true, false, 1));
    expect(saved.puzzles).not.toHaveProperty('a-pung-with-one-tile-against-a-kong');
    expect(saved.puzzles).not.toHaveProperty('a-pung-with-no-sevens-against-a-kong');
    expect(saved.boards['to-pung-1']).toEqual(item(true, false, 1));
    expect(saved.boards['to-chow-1']).toEqual(item(true, true, 0));
  });

  it('renames only to puzzle files that exist, from ids that no longer do', () => {
    const ids = new Set(readdirSync(new URL('../../content/puzzles/', import.meta.url)).map(puzzleId));
    // Version 2's new id is itself renamed by version 4: the chain ends at a puzzle that exists.
    for (const [from, to] of Object.entries(PUZZLES_RENAMED_IN_V2)) {
      expect(ids.has(puzzleRenamed(to)!), to).toBe(true);
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
    rememberAnswer('boards', 'a', true, [], store);
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

describe('a record of version 2', () => {
  const v2 = {
    version: 2,
    boards: { 'chow-from-the-left': { solved: true, firstTry: true, misses: 0 }, 'pung-one-tile': { solved: false, firstTry: false, misses: 2 } },
    puzzles: { 'two-winners': { solved: true, firstTry: false, misses: 1 } },
    streak: 0,
    bestStreak: 3,
  };

  it('keeps every tally and streak, and adds the answers they stand for', () => {
    const { progress: read, problem } = readProgress(JSON.stringify(v2));
    expect(problem).toBeNull();
    const progress = renameFormer(read);
    expect(progress.boards).toEqual({ 'to-chow-1': v2.boards['chow-from-the-left'], 'to-pung-1': v2.boards['pung-one-tile'] });
    expect(progress.puzzles).toEqual({ '11': v2.puzzles['two-winners'] });
    expect([progress.streak, progress.bestStreak]).toEqual([0, 3]);
    expect(progress.answers.map((a) => `${a.id} ${a.outcome}`)).toEqual(['to-chow-1 right', 'to-pung-1 wrong', '11 wrong', '11 helped']);
  });

  it('is saved as the current version by the next answer, the old answers still there', () => {
    const store = memory({ [PROGRESS_KEY]: JSON.stringify(v2) });
    renameStored(store);
    rememberAnswer('puzzles', '01', true, ['PREC-PUNG-OVER-CHOW'], store, 1000);
    const saved = JSON.parse(store.data[PROGRESS_KEY]);
    expect(saved.version).toBe(PROGRESS_VERSION);
    expect(saved.answers).toHaveLength(5);
    expect(saved.answers.at(-1)).toEqual({ kind: 'puzzles', id: '01', rules: ['PREC-PUNG-OVER-CHOW'], outcome: 'right', at: 1000 });
    expect(store.data[PROGRESS_BACKUP_KEY]).toBeUndefined();
  });
});

describe('the answers of version 3', () => {
  it('keeps the rules cited and how each answer went: first answer right or wrong, then right after a miss as helped', () => {
    const store = memory();
    rememberAnswer('boards', 'chow-from-the-left', true, ['CHOW-LEFT-ONLY', 'CHOW-LEFT-ONLY'], store, 10);
    rememberAnswer('puzzles', 'two-winners', false, ['PREC-NEAREST-WINNER'], store, 20);
    // More misses in the same visit are not kept again; the right answer that follows is "helped".
    rememberAnswer('puzzles', 'two-winners', false, ['PREC-NEAREST-WINNER'], store, 30);
    rememberAnswer('puzzles', 'two-winners', true, ['PREC-NEAREST-WINNER'], store, 40);
    rememberAnswer('puzzles', 'two-winners', true, ['PREC-NEAREST-WINNER'], store, 50);
    rememberAnswer('practice', 'practice-12', false, ['PUNG-NEEDS-PAIR'], store, 60);
    const p = loadProgress(store);
    expect(p.answers).toEqual([
      { kind: 'boards', id: 'chow-from-the-left', rules: ['CHOW-LEFT-ONLY'], outcome: 'right', at: 10 },
      { kind: 'puzzles', id: 'two-winners', rules: ['PREC-NEAREST-WINNER'], outcome: 'wrong', at: 20 },
      { kind: 'puzzles', id: 'two-winners', rules: ['PREC-NEAREST-WINNER'], outcome: 'helped', at: 40 },
      { kind: 'practice', id: 'practice-12', rules: ['PUNG-NEEDS-PAIR'], outcome: 'wrong', at: 60 },
    ]);
    // A practice puzzle keeps no tally among the course's puzzles.
    expect(p.puzzles).not.toHaveProperty('practice-12');
  });

  it('a new visit keeps a new first answer', () => {
    const store = memory();
    rememberAnswer('boards', 'b', false, [], store, 1);
    newVisit();
    rememberAnswer('boards', 'b', true, [], store, 2);
    expect(loadProgress(store).answers.map((a) => a.outcome)).toEqual(['wrong', 'right']);
  });

  it('keeps the last answers only', () => {
    let p = emptyProgress();
    for (let i = 0; i < ANSWERS_KEPT + 5; i++) p = logAnswer(p, { kind: 'boards', id: 'b', rules: [], outcome: 'right', at: i });
    expect(p.answers).toHaveLength(ANSWERS_KEPT);
    expect(p.answers[0].at).toBe(5);
  });

  it.each([
    ['an unknown kind', { kind: 'lessons', id: 'a', rules: [], outcome: 'right', at: 1 }],
    ['an unknown outcome', { kind: 'boards', id: 'a', rules: [], outcome: 'maybe', at: 1 }],
    ['a rule that is not an id', { kind: 'boards', id: 'a', rules: ['<script>'], outcome: 'right', at: 1 }],
    ['a time that is not a number', { kind: 'boards', id: 'a', rules: [], outcome: 'right', at: 'today' }],
    ['a bad id', { kind: 'boards', id: 'A B', rules: [], outcome: 'right', at: 1 }],
  ])('drops an answer with %s, keeps the others, and says so', (_name, bad) => {
    const good = { kind: 'boards', id: 'a', rules: ['CHOW-LEFT-ONLY'], outcome: 'right', at: 5 };
    const { progress, problem } = readProgress(JSON.stringify({ version: 3, boards: {}, puzzles: {}, answers: [good, bad] }));
    expect(progress.answers).toEqual([good]);
    expect(problem).toMatch(/could not be read, and is left out/);
  });

  it('answers that are not a list are said to be damaged', () => {
    expect(readProgress(JSON.stringify({ version: 3, answers: 'lots' })).problem).toMatch(/could not be read/);
  });
});

describe('a damaged record is never overwritten unseen', () => {
  it('is copied aside before the next answer is saved over it, and the message says where', () => {
    const damaged = '{"version":3,"boards":{"a":{"solved":true';
    const store = memory({ [PROGRESS_KEY]: damaged });
    expect(progressProblem(store)).toContain(PROGRESS_BACKUP_KEY);
    rememberAnswer('boards', 'b', true, [], store);
    expect(store.data[PROGRESS_BACKUP_KEY]).toBe(damaged);
    expect(loadProgress(store).boards.b.solved).toBe(true);
    // The first damaged copy is kept: a second damage does not replace it.
    store.data[PROGRESS_KEY] = '[]';
    rememberAnswer('boards', 'c', true, [], store);
    expect(store.data[PROGRESS_BACKUP_KEY]).toBe(damaged);
  });
});

describe('the explanation under a solved board (AfterBoard.astro)', () => {
  // Its inline script reads the stored record without this module, to stay a few lines: a new version
  // left out there would keep every solved board's explanation hidden after a reload.
  it('reads the current version of the record', () => {
    const script = readFileSync(new URL('../components/AfterBoard.astro', import.meta.url), 'utf8');
    const newest = /record\.version <= (\d+)/.exec(script);
    expect(newest, 'AfterBoard.astro names the newest version it reads').not.toBeNull();
    expect(Number(newest![1])).toBe(PROGRESS_VERSION);
  });
});

describe('a record of version 3: boards and puzzles under the names that gave the answer away', () => {
  const item = (solved: boolean, firstTry: boolean, misses: number) => ({ solved, firstTry, misses });
  const v3 = {
    version: 3,
    boards: { 'chow-wrong-seat': item(true, false, 1), 'win-beats-pung': item(true, true, 0), 'harr-illustration-12': item(true, true, 0) },
    puzzles: { 'win-beats-kong': item(true, true, 0), 'a-false-mah-jongg': item(false, false, 2) },
    streak: 2,
    bestStreak: 5,
    answers: [
      { kind: 'boards', id: 'chow-wrong-seat', rules: ['CHOW-LEFT-ONLY'], outcome: 'wrong', at: 10 },
      { kind: 'boards', id: 'chow-wrong-seat', rules: ['CHOW-LEFT-ONLY'], outcome: 'helped', at: 20 },
      { kind: 'puzzles', id: 'win-beats-kong', rules: ['PREC-MJ-OVER-ALL'], outcome: 'right', at: 30 },
      // A board and a puzzle may have had the same name: each kind is renamed by its own list.
      { kind: 'boards', id: 'pung-beats-chow', rules: ['PREC-PUNG-OVER-CHOW'], outcome: 'right', at: 40 },
      { kind: 'puzzles', id: 'pung-beats-chow', rules: ['PREC-PUNG-OVER-CHOW'], outcome: 'wrong', at: 50 },
      { kind: 'practice', id: 'practice-7', rules: ['PUNG-NEEDS-PAIR'], outcome: 'right', at: 60 },
    ],
  };

  it('moves every tally and answer to the new name, keeps what was never renamed, and loses nothing', () => {
    const { progress: read, problem } = readProgress(JSON.stringify(v3));
    expect(problem).toBeNull();
    const progress = renameFormer(read);
    expect(progress.boards).toEqual({ 'to-chow-2': item(true, false, 1), 'claim-rules-5': item(true, true, 0), 'harr-illustration-12': item(true, true, 0) });
    expect(progress.puzzles).toEqual({ '05': item(true, true, 0), '26': item(false, false, 2) });
    expect([progress.streak, progress.bestStreak]).toEqual([2, 5]);
    expect(progress.answers.map((a) => `${a.kind} ${a.id} ${a.outcome} ${a.at}`)).toEqual([
      'boards to-chow-2 wrong 10',
      'boards to-chow-2 helped 20',
      'puzzles 05 right 30',
      'boards claim-rules-4 right 40',
      'puzzles 01 wrong 50',
      'practice practice-7 right 60',
    ]);
  });

  it('an answer saved before the renaming keeps the record at version 3, and the renaming then moves all of it', () => {
    const store = memory({ [PROGRESS_KEY]: JSON.stringify(v3) });
    rememberAnswer('puzzles', '26', true, ['MJ-FOUR-SETS-PAIR'], store, 70);
    expect(JSON.parse(store.data[PROGRESS_KEY]).version).toBe(3);
    expect(renameStored(store)).toBe(true);
    const saved = JSON.parse(store.data[PROGRESS_KEY]);
    expect(saved.version).toBe(PROGRESS_VERSION);
    // The old record's "a-false-mah-jongg" (two misses) and the new answer's "26" are one puzzle now.
    expect(Object.keys(saved.puzzles).sort()).toEqual(['05', '26']);
    expect(saved.answers).toHaveLength(7);
    expect(saved.answers.at(-1)).toMatchObject({ kind: 'puzzles', id: '26', outcome: 'right', at: 70 });
    // Once renamed, there is nothing left to rename, and saving keeps the current version.
    expect(renameStored(store)).toBe(false);
    rememberAnswer('boards', 'to-chow-2', true, [], store, 80);
    expect(JSON.parse(store.data[PROGRESS_KEY]).version).toBe(PROGRESS_VERSION);
  });

  it('an old progress file imported is renamed too', () => {
    const read = readProgressFile(JSON.stringify(v3));
    expect(read.ok && Object.keys(read.progress.puzzles).sort()).toEqual(['05', '26']);
  });

  it('renames each former board to a board of its lesson, each former puzzle to a puzzle file, and no new name is an old one', () => {
    const boards = new Set(loadLessons().flatMap((l) => l.boards));
    const known = scenarios();
    for (const [lesson, names] of Object.entries(FORMER_BOARDS))
      names.forEach((former, i) => {
        const now = boardRenamed(former)!;
        expect(now).toBe(`${lesson}-${i + 1}`);
        expect(known.has(now), now).toBe(true);
        expect(known.has(former), former).toBe(false);
      });
    // Every lesson board but the ones made after version 4 has a former name: those were made with their neutral
    // names (issue 28: lesson 4's "who loses a turn", lesson 5's rule 6), so no record holds them under another.
    const madeAfter = ['to-pung-3', 'claim-rules-7'];
    expect([...boards].filter((b) => !Object.values(FORMER_BOARDS).flat().some((f) => boardRenamed(f) === b))).toEqual(madeAfter);
    const puzzles = new Set(readdirSync(new URL('../../content/puzzles/', import.meta.url)).map(puzzleId));
    FORMER_PUZZLES.forEach((former) => {
      expect(puzzles.has(puzzleRenamed(former)!), former).toBe(true);
      expect(puzzles.has(former), former).toBe(false);
    });
    expect(boardRenamed('to-chow-1')).toBeUndefined();
    expect(puzzleRenamed('01')).toBeUndefined();
  });
});
