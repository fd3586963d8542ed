/**
 * The learner's progress, kept in localStorage under one versioned key.
 * Reading never throws: storage that is missing, full, forbidden (private
 * browsing) or holds garbage gives an empty record, and `progressProblem`
 * says in a sentence what could not be read, for the page to show. A record of
 * an older version is migrated when it is read (see MIGRATIONS) and saved in
 * the new shape by the next answer. A record written by a newer version of the
 * site is never overwritten by an older one (a tab left open across an
 * upgrade), so no learner's work is lost.
 */

export const PROGRESS_KEY = 'cpk-progress';
export const PROGRESS_VERSION = 3;
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

/** How an answer went: right at the first try, right after a miss or "Show me", or wrong. */
export type Outcome = 'right' | 'helped' | 'wrong';
export const OUTCOMES: readonly Outcome[] = ['right', 'helped', 'wrong'];

/** What was answered: a lesson board, a puzzle, or a practice puzzle (its id `practice-<seed>`). */
export type AnswerKind = 'boards' | 'puzzles' | 'practice';
export const ANSWER_KINDS: readonly AnswerKind[] = ['boards', 'puzzles', 'practice'];

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
  version: typeof PROGRESS_VERSION;
  /** Boards in lessons, by scenario name. */
  boards: Record<string, ItemProgress>;
  /** Puzzles, by puzzle id. */
  puzzles: Record<string, ItemProgress>;
  /** Puzzles solved at the first try in a row, and the best such run. */
  streak: number;
  bestStreak: number;
  /** Every answer, oldest first (the last ANSWERS_KEPT): what mastery and the review schedule are computed from. */
  answers: Answer[];
}

export function emptyProgress(): Progress {
  return { version: PROGRESS_VERSION, boards: {}, puzzles: {}, streak: 0, bestStreak: 0, answers: [] };
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
};

/** What `readProgress` found: the record, and what could not be read of it, in words (null when all was read). */
export interface ProgressRead {
  progress: Progress;
  problem: string | null;
}

const BROKEN = `Some of your saved progress could not be read, and is left out. Before anything is saved over it, this browser keeps a copy of it (under "${PROGRESS_BACKUP_KEY}").`;
const NEWER = 'Your saved progress is from a newer version of this site: reload the page to see it.';

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
  const streak = count(record.streak);
  const progress: Progress = {
    version: PROGRESS_VERSION,
    boards: readItems(record.boards),
    puzzles: readItems(record.puzzles),
    streak,
    bestStreak: Math.max(streak, count(record.bestStreak)),
    answers: answers.slice(-ANSWERS_KEPT),
  };
  return { progress, problem };
}

export function decodeProgress(raw: string | null): Progress {
  return readProgress(raw).progress;
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

/** Why a save failed, in words for the page: the record here is a newer version's, or the browser would not keep it. */
export type SaveProblem = 'newer' | 'refused';

/** What saving did: kept, or not, and why not. */
export type SaveResult = { saved: true } | { saved: false; problem: SaveProblem };

/** The sentence a page shows when an answer could not be saved: it is never "Right!" alone. */
export const NOT_SAVED: Record<SaveProblem, string> = {
  newer: 'This answer was not saved: your progress was saved by a newer version of this site, open in another tab. Reload this page, then answer again.',
  refused: 'This answer was not saved: this browser would not keep it (its storage is full, or switched off as in private browsing). Free some space or leave private browsing, then answer again.',
};

export interface SaveOptions {
  /**
   * Merge into what is stored now, read again just before writing, instead
   * of writing over it: another tab may have saved since this one read, and
   * its answers must not be lost. Off for a reset, which takes away on purpose.
   */
  merge?: boolean;
}

/**
 * Saves. A newer version's record is never written over. A damaged one is
 * first copied aside (once: the first damaged copy is the one with the most in
 * it); when there is no room for that copy, the record is saved all the same,
 * since a damaged record must never block every later answer.
 */
export function saveResult(progress: Progress, store: StorageLike | null = storage(), { merge = false }: SaveOptions = {}): SaveResult {
  try {
    if (!store) return { saved: false, problem: 'refused' };
    const { progress: stored, problem } = loadProgressRead(store);
    if (problem === NEWER) return { saved: false, problem: 'newer' };
    if (problem === BROKEN && store.getItem(PROGRESS_BACKUP_KEY) === null)
      try {
        store.setItem(PROGRESS_BACKUP_KEY, store.getItem(PROGRESS_KEY) ?? '');
      } catch {
        // No room for the copy (the damaged record may be most of the space): the learner's new answers come first.
      }
    // Answers and items are unioned; the streak is this answer's (a miss ends it), its best the best either knew.
    const next = merge ? { ...mergeProgress(stored, progress), streak: progress.streak } : progress;
    store.setItem(PROGRESS_KEY, JSON.stringify({ ...next, answers: next.answers.slice(-ANSWERS_KEPT) }));
    return { saved: true };
  } catch {
    return { saved: false, problem: 'refused' };
  }
}

/** Saves (see saveResult); false when the record was not kept. */
export function saveProgress(progress: Progress, store: StorageLike | null = storage(), options: SaveOptions = {}): boolean {
  return saveResult(progress, store, options).saved;
}

function mergeItems(a: Record<string, ItemProgress>, b: Record<string, ItemProgress>): Record<string, ItemProgress> {
  const out: Record<string, ItemProgress> = { ...a };
  for (const [id, item] of Object.entries(b)) {
    const had = out[id];
    out[id] = had ? { solved: had.solved || item.solved, firstTry: had.firstTry || item.firstTry, misses: Math.max(had.misses, item.misses) } : item;
  }
  return out;
}

const answerKey = (a: Answer) => `${a.kind}|${a.id}|${a.at}|${a.outcome}|${a.rules.join(',')}`;

/**
 * Both records in one: every item's best, the longer streaks, every answer
 * once, in time order. Nothing is cut: the caller decides what happens past
 * ANSWERS_KEPT (an import asks first).
 */
export function mergeProgress(here: Progress, there: Progress): Progress {
  const seen = new Set<string>();
  const answers = [...here.answers, ...there.answers].filter((a) => {
    const key = answerKey(a);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  // A stable sort: answers of unknown time (0) stay first, in the order they came.
  answers.sort((x, y) => x.at - y.at);
  return {
    version: PROGRESS_VERSION,
    boards: mergeItems(here.boards, there.boards),
    puzzles: mergeItems(here.puzzles, there.puzzles),
    streak: Math.max(here.streak, there.streak),
    bestStreak: Math.max(here.bestStreak, there.bestStreak),
    answers,
  };
}

export function clearProgress(store: StorageLike | null = storage()): boolean {
  try {
    store?.removeItem(PROGRESS_KEY);
    return !!store;
  } catch {
    return false;
  }
}

/**
 * How far an item got in this visit to the page: answered wrong, or done
 * (right, or right after a miss). The first answer of a visit is kept as
 * right or wrong; a right answer after a miss, as helped; later answers to
 * the same item in the same visit are not kept again, so that trying a
 * board five times does not count as five misses.
 */
export type VisitState = 'wrong' | 'done' | undefined;

/** The outcome to keep for an answer, given how far the item got in this visit (null: keep nothing). */
export function outcomeInVisit(visit: VisitState, right: boolean): Outcome | null {
  if (visit === 'done') return null;
  if (visit === 'wrong') return right ? 'helped' : null;
  return right ? 'right' : 'wrong';
}

/** Adds an answer to the log, the oldest dropped past ANSWERS_KEPT. */
export function logAnswer(progress: Progress, answer: Answer): Progress {
  return { ...progress, answers: [...progress.answers, answer].slice(-ANSWERS_KEPT) };
}

/** Records an answer to a board or puzzle (its tally) and returns the new record; the log is kept by `logAnswer`. */
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

/** The event dispatched on the window each time an answer is kept (saved or not). */
export const ANSWER_KEPT_EVENT = 'cpk:answer-kept';

/** An item's visit: how far it got, and the rules missed on it so far (a corrected miss credits them). */
const visits = new Map<string, { state: VisitState; missed: string[] }>();

/** What keeping an answer did: the record as it now stands, and whether it was saved (with the sentence to show when not). */
export interface AnswerKept {
  progress: Progress;
  save: SaveResult;
}

/**
 * Loads, records and saves in one go; never throws. `rules` are the rule ids
 * the answer is graded on (for a board, src/engine/grading.ts). A right answer
 * after a miss in the same visit credits, besides its own rules, every rule
 * missed on the item in that visit: the learner has corrected them. A
 * practice puzzle keeps no tally, only its answers. The record is merged into
 * what is stored when it is written, so an answer saved meanwhile by another
 * tab is kept.
 */
export function keepAnswer(
  kind: AnswerKind,
  id: string,
  right: boolean,
  rules: readonly string[] = [],
  store: StorageLike | null = storage(),
  now: number = Date.now(),
): AnswerKept {
  let next = loadProgress(store);
  if (kind !== 'practice') next = recordAnswer(next, kind, id, right);
  const key = `${kind}:${id}`;
  const visit = visits.get(key) ?? { state: undefined, missed: [] };
  const outcome = outcomeInVisit(visit.state, right);
  const missed = right || visit.state === 'done' ? visit.missed : [...new Set([...visit.missed, ...rules])];
  if (outcome) {
    const graded = outcome === 'helped' ? [...visit.missed, ...rules] : rules;
    next = logAnswer(next, { kind, id, rules: [...new Set(graded)], outcome, at: now });
  }
  visits.set(key, { state: outcome ? (outcome === 'wrong' ? 'wrong' : 'done') : visit.state, missed });
  const save = saveResult(next, store, { merge: true });
  // The page's counters and meters follow every answer kept, a refused call's too (CourseMap.astro).
  if (typeof dispatchEvent === 'function' && typeof CustomEvent === 'function') dispatchEvent(new CustomEvent(ANSWER_KEPT_EVENT, { detail: { kind, id } }));
  return { progress: save.saved ? loadProgress(store) : next, save };
}

/** keepAnswer, for a caller that needs only the record. */
export function rememberAnswer(
  kind: AnswerKind,
  id: string,
  right: boolean,
  rules: readonly string[] = [],
  store: StorageLike | null = storage(),
  now: number = Date.now(),
): Progress {
  return keepAnswer(kind, id, right, rules, store, now).progress;
}

/** Forgets which items were answered in this visit (a test's new page load). */
export function newVisit(): void {
  visits.clear();
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

/**
 * Counts over a lesson's boards: solved, and stars, a star being a board
 * solved at the first try (a right call after "Show me" solves it, no star).
 */
export function boardTally(progress: Progress, ids: readonly string[]): { total: number; solved: number; stars: number } {
  const items = ids.map((id) => progress.boards[id]).filter(Boolean);
  return { total: ids.length, solved: items.filter((b) => b.solved).length, stars: items.filter((b) => b.firstTry).length };
}
