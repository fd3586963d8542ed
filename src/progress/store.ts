/**
 * The learner's progress, kept in localStorage under one versioned key.
 * Reading never throws: storage that is missing, full, forbidden (private
 * browsing) or holds garbage gives an empty record, and `progressProblem`
 * says in a sentence what could not be read, for the page to show. A record of
 * an older version is migrated when it is read (see MIGRATIONS) and saved in
 * the new shape by the next answer. A record written by a newer version of the
 * site is never overwritten by an older one (a tab left open across an
 * upgrade), so no learner's work is lost.
 *
 * This module reads; keep.ts records and saves, loaded only when the learner
 * answers, so that a page's counters open on as little script as they need.
 */
export const PROGRESS_KEY = 'cpk-progress';
export const PROGRESS_VERSION = 5;
/** The version that gave boards and puzzles today's names: a record older than it is kept as version 3 until renamed (renamed.ts). */
export const NAMES_VERSION = 4;
/** Where a damaged record is copied before anything is written over it, so that nothing is lost unseen. */
export const PROGRESS_BACKUP_KEY = 'cpk-progress-damaged';
/**
 * The answers kept, newest last: enough for mastery and the review schedule
 * (years of practice), small enough for localStorage (about 90 bytes each).
 * Only an import that would go past it removes answers, and it asks first.
 */
export const ANSWERS_KEPT = 5000;

export interface ItemProgress {
  /** Solved at least once. */
  solved: boolean;
  /** The first answer given was right. */
  firstTry: boolean;
  /** Tries before the first right answer (0 when solved at the first try). */
  misses: number;
}

/** How an answer went: right at the first try, right after a miss, a hint or "Show me", or wrong. */
export type Outcome = 'right' | 'helped' | 'wrong';
export const OUTCOMES: readonly Outcome[] = ['right', 'helped', 'wrong'];

/**
 * What was answered: a lesson board, a puzzle, a practice puzzle (its id
 * `practice-<seed>`), or a moment of a practice hand where the learner let a
 * call go by (its id `moment-<hash>`, its position kept in `moments`).
 */
export type AnswerKind = 'boards' | 'puzzles' | 'practice' | 'moments';
export const ANSWER_KINDS: readonly AnswerKind[] = ['boards', 'puzzles', 'practice', 'moments'];
/** The longest position kept for a moment: a whole table with its wall is well under it. */
export const MOMENT_TEXT_MAX = 4000;

/** One answer, with the rule ids its ruling cites (empty for an answer kept before version 3, whose rules the page looks up). */
export interface Answer {
  kind: AnswerKind;
  id: string;
  rules: string[];
  outcome: Outcome;
  /** When, in ms since 1970; 0 for an answer kept before version 3, whose time is unknown. */
  at: number;
}

export interface Progress {
  /**
   * 3 for a record read from before version 4 whose boards and puzzles may
   * still be under their old names: it is saved as version 3 until renamed.ts
   * has renamed them.
   */
  version: typeof PROGRESS_VERSION | 3;
  /** Boards in lessons, by scenario name. */
  boards: Record<string, ItemProgress>;
  /** Puzzles, by puzzle id. */
  puzzles: Record<string, ItemProgress>;
  /** Puzzles solved at the first try in a row, and the best such run. */
  streak: number;
  bestStreak: number;
  /** Every answer, oldest first (the last ANSWERS_KEPT): what mastery and the review schedule are computed from. */
  answers: Answer[];
  /** The positions of the practice hands' moments that some kept answer names, as scenario text, by id. */
  moments: Record<string, string>;
}

export function emptyProgress(): Progress {
  return { version: PROGRESS_VERSION, boards: {}, puzzles: {}, streak: 0, bestStreak: 0, answers: [], moments: {} };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 1e6 ? value : 0;
}

/**
 * Puzzle ids are file names (src/build/content/content.ts, puzzleId), so renaming a
 * puzzle's file renames the puzzle. Version 2 moves what a learner kept under
 * the old ids of version 1 to the new ones.
 */
export const PUZZLES_RENAMED_IN_V2: Readonly<Record<string, string>> = {
  // Puzzle 27: East holds no 7 at all, not one.
  'a-pung-with-one-tile-against-a-kong': 'a-pung-with-no-sevens-against-a-kong',
};

/**
 * How a record of each older version becomes one of the next version, applied
 * in turn until it is current. Each step may assume only what its version held.
 */
const MIGRATIONS: Record<number, (data: Record<string, unknown>) => Record<string, unknown>> = {
  1: (data) => {
    if (!isRecord(data.puzzles)) return data;
    const puzzles: Record<string, unknown> = {};
    for (const [id, item] of Object.entries(data.puzzles)) puzzles[PUZZLES_RENAMED_IN_V2[id] ?? id] = item;
    return { ...data, puzzles };
  },
  // Version 2 kept a tally a board or puzzle; version 3 keeps each answer. A tally becomes the answers it stands for
  // (a miss, then the right answer if it came), of unknown time and with the rules left for the page to look up.
  2: (data) => {
    const answers: Answer[] = [];
    for (const kind of ['boards', 'puzzles'] as const) {
      const items = data[kind];
      if (!isRecord(items)) continue;
      for (const [id, item] of Object.entries(items)) {
        if (!isRecord(item)) continue;
        const solved = item.solved === true;
        const firstTry = solved && item.firstTry === true;
        if (!firstTry && (count(item.misses) > 0 || solved)) answers.push({ kind, id, rules: [], outcome: 'wrong', at: 0 });
        if (solved) answers.push({ kind, id, rules: [], outcome: firstTry ? 'right' : 'helped', at: 0 });
      }
    }
    return { ...data, answers };
  },
  // Version 4 gave boards and puzzles neutral names. The old names' lists are loaded apart, once the page is idle, by
  // the pages that show progress (renamed.ts, renameStored), so that no page opens on them: until they have renamed
  // it, the record is read as it is and saved as version 3, which it still is.
  3: (data) => data,
  // Version 5 keeps the practice table's missed calls for review: their positions, and answers of the kind 'moments'.
  // An older version would drop those answers as unknown, so the record says it is newer than that version reads. A
  // record before it has no moments, read as none (a record saved as version 3 until renamed may hold some: kept).
  4: (data) => data,
};

/** What `readProgress` found: the record, and what could not be read of it, in words (null when all was read). */
export interface ProgressRead {
  progress: Progress;
  problem: string | null;
}

/** What `readProgress` says of a damaged record, and of a newer version's (keep.ts tells them apart). */
export const BROKEN = `Some of your saved progress could not be read, and is left out. Before anything is saved over it, this browser keeps a copy of it (under "${PROGRESS_BACKUP_KEY}").`;
export const NEWER = 'Your saved progress is from a newer version of this site: reload the page to see it.';

/** Validates whatever the store held, migrating an older version; unknown or broken parts are dropped, never trusted. */
export function readProgress(raw: string | null): ProgressRead {
  let problem: string | null = null;
  const broken = () => (problem = BROKEN);
  let record: Record<string, unknown> = {};
  if (raw)
    try {
      const data: unknown = JSON.parse(raw);
      if (!isRecord(data) || typeof data.version !== 'number') throw data;
      if (data.version > PROGRESS_VERSION) return { progress: emptyProgress(), problem: NEWER };
      record = data;
      // An older record migrates step by step; a version with no step (0, 1.5) was never written.
      for (let v = data.version; v < PROGRESS_VERSION; v++) {
        const step = MIGRATIONS[v];
        if (!step) throw v;
        record = step(record);
      }
    } catch {
      broken();
      record = {};
    }
  const readItems = (value: unknown): Record<string, ItemProgress> => {
    const items: Record<string, ItemProgress> = {};
    if (value !== undefined && !isRecord(value)) broken();
    if (isRecord(value))
      for (const [id, item] of Object.entries(value)) {
        if (!/^[a-z0-9-]{1,80}$/.test(id) || !isRecord(item)) broken();
        else items[id] = { solved: item.solved === true, firstTry: item.firstTry === true && item.solved === true, misses: count(item.misses) };
      }
    return items;
  };
  const answers: Answer[] = [];
  if (record.answers !== undefined && !Array.isArray(record.answers)) broken();
  if (Array.isArray(record.answers))
    for (const a of record.answers) {
      const ok =
        isRecord(a) &&
        ANSWER_KINDS.includes(a.kind as AnswerKind) &&
        typeof a.id === 'string' &&
        /^[a-z0-9-]{1,80}$/.test(a.id) &&
        OUTCOMES.includes(a.outcome as Outcome) &&
        Array.isArray(a.rules) &&
        a.rules.every((r) => typeof r === 'string' && /^[A-Z0-9-]{1,40}$/.test(r)) &&
        typeof a.at === 'number' &&
        Number.isFinite(a.at) &&
        a.at >= 0;
      if (!ok) broken();
      else answers.push({ kind: a.kind as AnswerKind, id: a.id as string, rules: [...(a.rules as string[])], outcome: a.outcome as Outcome, at: a.at as number });
    }
  const moments: Record<string, string> = {};
  if (record.moments !== undefined && !isRecord(record.moments)) broken();
  if (isRecord(record.moments))
    for (const [id, text] of Object.entries(record.moments)) {
      if (!/^[a-z0-9-]{1,80}$/.test(id) || typeof text !== 'string' || text.length > MOMENT_TEXT_MAX) broken();
      else moments[id] = text;
    }
  const streak = count(record.streak);
  const progress: Progress = {
    version: (record.version as number) < NAMES_VERSION ? 3 : PROGRESS_VERSION,
    boards: readItems(record.boards),
    puzzles: readItems(record.puzzles),
    streak,
    bestStreak: Math.max(streak, count(record.bestStreak)),
    answers: answers.slice(-ANSWERS_KEPT),
    moments,
  };
  return { progress, problem };
}

export function decodeProgress(raw: string | null): Progress {
  return readProgress(raw).progress;
}

/** The part of Storage the store uses, so tests can hand it a broken one. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's localStorage, or null where it cannot be reached. */
export function storage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The stored record and what could not be read of it; never throws. */
export function loadProgressRead(store: StorageLike | null = storage()): ProgressRead {
  try {
    return readProgress(store?.getItem(PROGRESS_KEY) ?? null);
  } catch {
    return { progress: emptyProgress(), problem: null };
  }
}

export function loadProgress(store: StorageLike | null = storage()): Progress {
  return loadProgressRead(store).progress;
}

/** What could not be read of the stored progress, as a sentence for the page; null when it was read whole (or there is none). */
export function progressProblem(store: StorageLike | null = storage()): string | null {
  return loadProgressRead(store).problem;
}

/** Counts over a list of puzzle ids: solved, solved at the first try, and the streaks. */
export function puzzleTally(progress: Progress, ids: readonly string[]): { total: number; solved: number; firstTry: number; streak: number; bestStreak: number } {
  const items = ids.map((id) => progress.puzzles[id]).filter(Boolean);
  return {
    total: ids.length,
    solved: items.filter((p) => p.solved).length,
    firstTry: items.filter((p) => p.firstTry).length,
    streak: progress.streak,
    bestStreak: progress.bestStreak,
  };
}

/**
 * Counts over a lesson's boards: solved, and stars, a star being a board
 * solved at the first try (a right call after "Show me" solves it, no star).
 */
export function boardTally(progress: Progress, ids: readonly string[]): { total: number; solved: number; stars: number } {
  const items = ids.map((id) => progress.boards[id]).filter(Boolean);
  return { total: ids.length, solved: items.filter((b) => b.solved).length, stars: items.filter((b) => b.firstTry).length };
}
