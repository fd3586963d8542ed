/**
 * Keeping the learner's answers: each answer recorded (its tally and its line
 * in the log), and the record saved, merged into what is stored, never over a
 * newer version's, and said in words when the browser would not keep it.
 * Apart from store.ts, which reads, so that a page loads it only with the
 * boards that record (once one is live and the page idle, or on the
 * learner's first action), not as it opens. Each board's answer waits for it
 * and is kept in the same task as its verdict is drawn, never after: a
 * learner may leave the page as soon as he reads it.
 */
import {
  ANSWERS_KEPT,
  type Answer,
  type AnswerKind,
  BROKEN,
  type ItemProgress,
  NEWER,
  type Outcome,
  PROGRESS_BACKUP_KEY,
  PROGRESS_KEY,
  PROGRESS_VERSION,
  type Progress,
  type StorageLike,
  loadProgress,
  loadProgressRead,
  storage,
} from './store';

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
    store.setItem(PROGRESS_KEY, JSON.stringify(trimmed(next)));
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
    // A record not yet renamed (version 3, renamed.ts) stays so: saved as version 4, its old names would never be renamed.
    version: here.version < PROGRESS_VERSION || there.version < PROGRESS_VERSION ? 3 : PROGRESS_VERSION,
    boards: mergeItems(here.boards, there.boards),
    puzzles: mergeItems(here.puzzles, there.puzzles),
    streak: Math.max(here.streak, there.streak),
    bestStreak: Math.max(here.bestStreak, there.bestStreak),
    answers,
    moments: { ...there.moments, ...here.moments },
  };
}

/** The record as it is saved: the last ANSWERS_KEPT answers, and only the moments they name. */
function trimmed(progress: Progress): Progress {
  const answers = progress.answers.slice(-ANSWERS_KEPT);
  const named = new Set(answers.filter((a) => a.kind === 'moments').map((a) => a.id));
  return { ...progress, answers, moments: Object.fromEntries(Object.entries(progress.moments).filter(([id]) => named.has(id))) };
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

/**
 * An answer as a board reports it: right, wrong, or 'helped', right but after help the item gave before it (a puzzle's
 * hint), which counts as a right answer after a miss does: half (mastery.ts, and the progress page says so).
 */
export type Answered = boolean | 'helped';

/** The outcome to keep for an answer, given how far the item got in this visit (null: keep nothing). */
export function outcomeInVisit(visit: VisitState, answered: Answered): Outcome | null {
  if (visit === 'done') return null;
  if (visit === 'wrong') return answered ? 'helped' : null;
  return answered === 'helped' ? 'helped' : answered ? 'right' : 'wrong';
}

/** Adds an answer to the log, the oldest dropped past ANSWERS_KEPT. */
export function logAnswer(progress: Progress, answer: Answer): Progress {
  return { ...progress, answers: [...progress.answers, answer].slice(-ANSWERS_KEPT) };
}

/**
 * Records an answer to a board or puzzle (its tally) and returns the new record; the log is kept by `logAnswer`. A
 * right answer after a hint solves the item but not at the first try, and so ends the streak as a miss does: the
 * streak counts puzzles solved at the first try in a row, and one helped by a hint breaks the row.
 */
export function recordAnswer(progress: Progress, kind: 'boards' | 'puzzles', id: string, answered: Answered): Progress {
  const right = answered !== false;
  const before = progress[kind][id] ?? { solved: false, firstTry: false, misses: 0 };
  const firstAnswer = !before.solved && before.misses === 0 && answered !== 'helped';
  const item: ItemProgress = before.solved
    ? before
    : right
      ? { solved: true, firstTry: firstAnswer, misses: before.misses }
      : { ...before, misses: before.misses + 1 };
  const next: Progress = { ...progress, [kind]: { ...progress[kind], [id]: item } };
  if (kind === 'puzzles' && !before.solved) {
    // A right answer after a miss leaves the streak where the miss put it; one after a hint ends it, the hint being its miss.
    const streak = right && firstAnswer ? progress.streak + 1 : right && answered !== 'helped' ? progress.streak : 0;
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
 * Loads, records and saves in one go; never throws. `answered` is right,
 * wrong or 'helped' (Answered); `rules` are the rule ids
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
  answered: Answered,
  rules: readonly string[] = [],
  store: StorageLike | null = storage(),
  now: number = Date.now(),
): AnswerKept {
  const right = answered !== false;
  let next = loadProgress(store);
  if (kind === 'boards' || kind === 'puzzles') next = recordAnswer(next, kind, id, answered);
  const key = `${kind}:${id}`;
  const visit = visits.get(key) ?? { state: undefined, missed: [] };
  const outcome = outcomeInVisit(visit.state, answered);
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
export function rememberAnswer(...answer: Parameters<typeof keepAnswer>): Progress {
  return keepAnswer(...answer).progress;
}

/** Forgets which items were answered in this visit (a test's new page load). */
export function newVisit(): void {
  visits.clear();
}

/** The sentence the puzzle index says when a reset could not be saved: nothing was forgotten, and it must not say it was. */
export const RESET_NOT_DONE: Record<SaveProblem, string> = {
  newer: 'Nothing was reset: your progress was saved by a newer version of this site, open in another tab. Reload this page, then reset again.',
  refused: 'Nothing was reset: this browser would not keep the change (its storage is full, or switched off as in private browsing).',
};

/**
 * Forgets the puzzles and the streak, keeps the lesson boards; never throws. Returns the record as it now stands and
 * whether the reset was saved: when it was not, the stored puzzles are all still there, and the page says so.
 */
export function resetPuzzles(store: StorageLike | null = storage()): AnswerKept {
  const next: Progress = { ...loadProgress(store), puzzles: {}, streak: 0, bestStreak: 0 };
  const save = saveResult(next, store);
  return { progress: save.saved ? next : loadProgress(store), save };
}

