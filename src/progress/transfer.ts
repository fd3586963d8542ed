/**
 * Progress carried to another device: exported as the stored record, a JSON
 * file; imported by merging it into what this browser holds, so that an
 * import never takes away an answer, a star or a streak. A file from a newer
 * version of the site, or one that is damaged or not a progress file at all,
 * is refused whole with a sentence, and nothing is changed.
 */
import { renameFormer } from './renamed';
import { ANSWERS_KEPT, type Answer, type ItemProgress, PROGRESS_VERSION, type Progress, readProgress } from './store';

/** The name the download is offered under. */
export const EXPORT_FILE_NAME = 'chow-pung-kong-progress.json';

export function exportProgress(progress: Progress): string {
  return `${JSON.stringify(progress, null, 1)}\n`;
}

export type ImportResult = { ok: true; progress: Progress } | { ok: false; message: string };

const NOTHING_CHANGED = 'Nothing was changed.';

/** Reads a progress file; refuses it whole unless every part of it can be read. */
export function readProgressFile(text: string): ImportResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: `This file is not a progress file of this site (it is not JSON). ${NOTHING_CHANGED}` };
  }
  if (typeof data !== 'object' || data === null || typeof (data as { version?: unknown }).version !== 'number')
    return { ok: false, message: `This file is not a progress file of this site (it has no version). ${NOTHING_CHANGED}` };
  const version = (data as { version: number }).version;
  if (version > PROGRESS_VERSION)
    return { ok: false, message: `This file comes from a newer version of this site (progress version ${version}; this one reads up to ${PROGRESS_VERSION}). Reload the page to get the newest site, then import it again. ${NOTHING_CHANGED}` };
  const { progress, problem } = readProgress(text);
  if (problem) return { ok: false, message: `This progress file is damaged: part of it could not be read. ${NOTHING_CHANGED}` };
  // A file kept before version 4 names boards and puzzles as they were then.
  return { ok: true, progress: version < PROGRESS_VERSION ? renameFormer(progress) : progress };
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

/** Both records in one: every item's best, the longer streaks, every answer once, in time order. */
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
    answers: answers.slice(-ANSWERS_KEPT),
  };
}
