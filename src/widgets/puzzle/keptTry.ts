/**
 * A puzzle tried, kept for the browser tab's session (sessionStorage), so
 * that a reload in the middle of a puzzle picks it up where it was: the
 * misses, the hints given and whether the ruling was shown. Without it a
 * learner who read both hints (or missed, or saw the ruling of a practice
 * puzzle) and reloaded was graded as at a first try: "solved at the first
 * try", a step on the streak, full marks for the rule. Only the counts are
 * kept, never the answer; a kept try that cannot be read is ignored, and
 * storage that refuses is never an error.
 */
import type { PuzzleTry } from '../../engine';

/** What of a try is kept: what grades the next answer. */
export type KeptTry = Pick<PuzzleTry, 'misses' | 'hints' | 'shown' | 'missKept'>;

const key = (id: string): string => `cpk-puzzle-try:${id}`;

const count = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < 1000;

/** The try kept for this puzzle in this tab, or null (none, or one that cannot be read). */
export function readKeptTry(id: string): KeptTry | null {
  try {
    const raw = sessionStorage.getItem(key(id));
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<Record<keyof KeptTry, unknown>>;
    if (!count(v.misses) || !count(v.hints) || typeof v.shown !== 'boolean' || typeof v.missKept !== 'boolean') return null;
    return { misses: v.misses, hints: v.hints, shown: v.shown, missKept: v.missKept };
  } catch {
    return null;
  }
}

/** Keeps the try's counts for this tab, once there is something to keep (a miss, a hint, the ruling shown). */
export function keepTry(id: string, t: PuzzleTry): void {
  if (!t.misses && !t.hints && !t.shown) return;
  try {
    sessionStorage.setItem(key(id), JSON.stringify({ misses: t.misses, hints: t.hints, shown: t.shown, missKept: t.missKept }));
  } catch {
    // Storage switched off or full: the try lasts as long as the page, as it did.
  }
}
