/**
 * The learner's progress, kept in localStorage under one versioned key.
 * Reading never throws: storage that is missing, full, forbidden (private
 * browsing) or holds garbage gives an empty record. Version 1 is the first;
 * when a version 2 comes, decodeProgress must migrate version 1 records. A
 * record written by a newer version of the site is never overwritten by an
 * older one (a tab left open across an upgrade), so no learner's work is lost.
 */

export const PROGRESS_KEY = 'cpk-progress';
export const PROGRESS_VERSION = 1;

export interface ItemProgress {
  /** Solved at least once. */
  solved: boolean;
  /** The first answer given was right. */
  firstTry: boolean;
  /** Tries before the first right answer (0 when solved at the first try). */
  misses: number;
}

export interface Progress {
  version: typeof PROGRESS_VERSION;
  /** Boards in lessons, by scenario name. */
  boards: Record<string, ItemProgress>;
  /** Puzzles, by puzzle id. */
  puzzles: Record<string, ItemProgress>;
  /** Puzzles solved at the first try in a row, and the best such run. */
  streak: number;
  bestStreak: number;
}

export function emptyProgress(): Progress {
  return { version: PROGRESS_VERSION, boards: {}, puzzles: {}, streak: 0, bestStreak: 0 };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 1e6 ? value : 0;
}

function readItems(value: unknown): Record<string, ItemProgress> {
  const items: Record<string, ItemProgress> = {};
  if (!isRecord(value)) return items;
  for (const [id, item] of Object.entries(value)) {
    if (!/^[a-z0-9-]{1,80}$/.test(id) || !isRecord(item)) continue;
    items[id] = { solved: item.solved === true, firstTry: item.firstTry === true && item.solved === true, misses: count(item.misses) };
  }
  return items;
}

/** Validates whatever the store held; unknown or broken parts are dropped, never trusted. */
export function decodeProgress(raw: string | null): Progress {
  if (!raw) return emptyProgress();
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return emptyProgress();
  }
  if (!isRecord(data)) return emptyProgress();
  if (data.version !== PROGRESS_VERSION) return emptyProgress();
  const streak = count(data.streak);
  return {
    version: PROGRESS_VERSION,
    boards: readItems(data.boards),
    puzzles: readItems(data.puzzles),
    streak,
    bestStreak: Math.max(streak, count(data.bestStreak)),
  };
}

/** The part of Storage the store uses, so tests can hand it a broken one. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function loadProgress(store: StorageLike | null = storage()): Progress {
  try {
    return decodeProgress(store?.getItem(PROGRESS_KEY) ?? null);
  } catch {
    return emptyProgress();
  }
}

/** Saves; false when the browser would not keep it (quota, private mode). */
/** The version a stored record claims, or 0 when it claims none. */
function storedVersion(raw: string | null): number {
  try {
    const data: unknown = raw ? JSON.parse(raw) : null;
    return isRecord(data) && typeof data.version === 'number' ? data.version : 0;
  } catch {
    return 0;
  }
}

export function saveProgress(progress: Progress, store: StorageLike | null = storage()): boolean {
  try {
    if (!store) return false;
    if (storedVersion(store.getItem(PROGRESS_KEY)) > PROGRESS_VERSION) return false;
    store.setItem(PROGRESS_KEY, JSON.stringify(progress));
    return true;
  } catch {
    return false;
  }
}

export function clearProgress(store: StorageLike | null = storage()): boolean {
  try {
    store?.removeItem(PROGRESS_KEY);
    return !!store;
  } catch {
    return false;
  }
}

/** Records an answer to a board or puzzle and returns the new record. */
export function recordAnswer(progress: Progress, kind: 'boards' | 'puzzles', id: string, right: boolean): Progress {
  const before = progress[kind][id] ?? { solved: false, firstTry: false, misses: 0 };
  const firstAnswer = !before.solved && before.misses === 0;
  const item: ItemProgress = before.solved
    ? before
    : right
      ? { solved: true, firstTry: firstAnswer, misses: before.misses }
      : { ...before, misses: before.misses + 1 };
  const next: Progress = { ...progress, [kind]: { ...progress[kind], [id]: item } };
  if (kind === 'puzzles' && !before.solved) {
    const streak = right && firstAnswer ? progress.streak + 1 : right ? progress.streak : 0;
    next.streak = streak;
    next.bestStreak = Math.max(progress.bestStreak, streak);
  }
  return next;
}

/** Loads, records and saves in one go; never throws. */
export function rememberAnswer(kind: 'boards' | 'puzzles', id: string, right: boolean, store: StorageLike | null = storage()): Progress {
  const next = recordAnswer(loadProgress(store), kind, id, right);
  saveProgress(next, store);
  return next;
}

/** Forgets the puzzles and the streak, keeps the lesson boards; never throws. */
export function resetPuzzles(store: StorageLike | null = storage()): Progress {
  const next: Progress = { ...loadProgress(store), puzzles: {}, streak: 0, bestStreak: 0 };
  saveProgress(next, store);
  return next;
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
