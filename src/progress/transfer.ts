/**
 * Progress carried to another device: exported as the stored record, a JSON
 * file; imported by merging it into what this browser holds, so that an
 * import never takes away an answer, a star or a streak. A file from a newer
 * version of the site, or one that is damaged or not a progress file at all,
 * is refused whole with a sentence, and nothing is changed.
 */
import { renameFormer } from './renamed';
import { ANSWERS_KEPT, NAMES_VERSION, PROGRESS_VERSION, type Progress, readProgress } from './store';
import { mergeProgress } from './keep';

/** The name the download is offered under. */
export const EXPORT_FILE_NAME = 'chow-pung-kong-progress.json';

export function exportProgress(progress: Progress): string {
  return `${JSON.stringify(progress, null, 1)}\n`;
}

export type ImportResult = { ok: true; progress: Progress } | { ok: false; message: string };

const NOTHING_CHANGED = 'Nothing was changed.';

/** What a progress record of any version holds (store.ts, Progress; versions 1 and 2 held the first five). */
const PROGRESS_PARTS: readonly string[] = ['version', 'boards', 'puzzles', 'streak', 'bestStreak', 'answers', 'moments'];

/** Reads a progress file; refuses it whole unless every part of it can be read. */
export function readProgressFile(text: string): ImportResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: `This file is not a progress file of this site (it is not JSON). ${NOTHING_CHANGED}` };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data) || typeof (data as { version?: unknown }).version !== 'number')
    return { ok: false, message: `This file is not a progress file of this site (it has no version). ${NOTHING_CHANGED}` };
  const version = (data as { version: number }).version;
  if (!Number.isInteger(version) || version < 0) return { ok: false, message: `This file is not a progress file of this site (its version, ${String(version).slice(0, 20)}, is not a whole number). ${NOTHING_CHANGED}` };
  if (version > PROGRESS_VERSION)
    return { ok: false, message: `This file comes from a newer version of this site (progress version ${version}; this one reads up to ${PROGRESS_VERSION}). Reload the page to get the newest site, then import it again. ${NOTHING_CHANGED}` };
  // Another site's file with a numeric "version" ({"version": 2, "name": "my-list"}) was read as an empty record and
  // said "Imported …: 0 answers added". Every version of the record holds its boards and puzzles (from version 3 its
  // answers too), and nothing else than PROGRESS_PARTS (a newer version's, which may hold more, is refused above).
  const foreign = Object.keys(data).filter((key) => !PROGRESS_PARTS.includes(key));
  if (foreign.length) return { ok: false, message: `This file is not a progress file of this site (it holds "${foreign[0].slice(0, 40)}", which no progress file holds). ${NOTHING_CHANGED}` };
  if (!['boards', 'puzzles', 'answers'].some((key) => key in data)) return { ok: false, message: `This file is not a progress file of this site (it holds no boards, puzzles or answers). ${NOTHING_CHANGED}` };
  const { progress, problem } = readProgress(text);
  if (problem) return { ok: false, message: `This progress file is damaged: part of it could not be read. ${NOTHING_CHANGED}` };
  // A file kept before version 4 names boards and puzzles as they were then.
  return { ok: true, progress: version < NAMES_VERSION ? renameFormer(progress) : progress };
}

/** Both records in one (keep.ts): the import and the save of each answer merge the same way. */
export { mergeProgress };

/** What an import does: the record it leaves, the answers it adds, and how many of the oldest it must remove to stay within ANSWERS_KEPT. */
export interface ImportPlan {
  progress: Progress;
  added: number;
  removed: number;
}

/**
 * The import of a file's record into this browser's: merged, so nothing here
 * is lost. Past ANSWERS_KEPT the oldest answers would have to go: the plan
 * says how many, for the page to ask before it saves (`progress` is then the
 * record with them removed).
 */
export function planImport(here: Progress, there: Progress): ImportPlan {
  const merged = mergeProgress(here, there);
  const removed = Math.max(0, merged.answers.length - ANSWERS_KEPT);
  return { progress: { ...merged, answers: merged.answers.slice(removed) }, added: merged.answers.length - here.answers.length, removed };
}

/** The question asked before an import removes answers: how many, and which. */
export function removalQuestion(plan: ImportPlan): string {
  const s = plan.removed === 1 ? '' : 's';
  return `This browser keeps at most ${ANSWERS_KEPT} answers. Importing adds ${plan.added}, so the oldest ${plan.removed} answer${s} (yours or the file's) would be removed from the record kept here. Your solved boards, stars and puzzles are kept whatever happens. Import and remove them?`;
}
