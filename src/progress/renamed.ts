/**
 * The names boards and puzzles had before version 4 of the progress record.
 * Those names said the answer before the learner tried ("pung-beats-chow",
 * "/puzzles/win-beats-kong/"), so version 4 gave them neutral ones: a lesson's
 * board is the lesson's address and its place in the lesson (`to-chow-2`, the
 * scenario file `content/scenarios/to-chow-2.scn`), a puzzle is its number
 * (`05`, `content/puzzles/05.pzl`, `/puzzles/05/`). The progress store
 * loads this module when it finds a record of before version 4, and
 * `renameStored` moves what the learner kept under the old names to the new
 * ones, called once a page that shows progress is idle (meters.ts, the
 * puzzle pages, the progress page; an import of an old file is renamed by
 * transfer.ts); the old puzzle
 * addresses are pages that send the reader on
 * (src/pages/puzzles/[...moved].astro). Loaded apart, so that no page opens
 * on these lists.
 */
import { type Answer, type ItemProgress, NAMES_VERSION, PROGRESS_KEY, PROGRESS_VERSION, type Progress, type StorageLike, readProgress } from './store';

/** Told on the window once a stored record has been renamed, so that what the page shows of progress is drawn again. */
export const PROGRESS_RENAMED_EVENT = 'cpk:progress-renamed';

/** Each lesson's boards before version 4, in order: the first is now `<lesson>-1`, and so on. */
export const FORMER_BOARDS: Readonly<Record<string, readonly string[]>> = {
  'the-table': ['whose-turn-next', 'first-discard', 'draw-then-discard', 'own-discard'],
  'sets-and-the-hand': ['concealed-hand-wins', 'a-run-fills-the-gap', 'winds-are-not-a-run', 'a-dead-hand'],
  'to-chow': ['chow-from-the-left', 'chow-wrong-seat', 'chow-tiles-on-the-table', 'chow-after-drawing'],
  'to-pung': ['pung-one-tile', 'pung-out-of-turn'],
  'claim-rules': ['too-late-to-claim', 'dead-discard-called', 'pung-the-odd-tile', 'pung-beats-chow', 'win-beats-pung', 'chow-that-wins'],
  'four-of-a-kind': ['kong-from-discard', 'own-concealed-kong', 'own-four-held', 'own-add-to-pung', 'kong-onto-exposed-pung', 'own-kong-no-loose-tile'],
  precedence: ['kong-beats-chow', 'win-with-a-run', 'fourth-tile-wins-in-a-run', 'nearest-winner-wrap'],
  'robbing-the-kong': ['rob-the-kong', 'rob-kong-for-a-chow', 'rob-concealed-kong', 'four-held-split-to-win'],
};

/** The puzzles before version 4, in order: the first is now `01`, and so on. */
export const FORMER_PUZZLES: readonly string[] = [
  'pung-beats-chow',
  'chow-from-the-wrong-seat',
  'pung-without-a-pair',
  'win-beats-pung',
  'win-beats-kong',
  'winning-chow-from-any-seat',
  'a-dead-discard',
  'kong-beats-chow',
  'rob-the-kong',
  'a-concealed-kong-is-safe',
  'two-winners',
  'a-claim-on-his-own-tile',
  'pung-beats-chow-round-the-corner',
  'winds-make-no-run',
  'who-plays-after-a-pung',
  'kong-and-the-turns',
  'two-winners-round-the-corner',
  'three-winners',
  'a-pung-that-wins',
  'two-robbers',
  'the-kong-stands',
  'a-dead-tile-for-mah-jongg',
  'six-copies',
  'a-chow-named-wrong',
  'no-second-discard-on-a-pung',
  'a-false-mah-jongg',
  'a-pung-with-no-sevens-against-a-kong',
  'a-winning-run-for-the-next-player',
  'too-late-to-chow',
  'three-winners-round-the-corner',
  'winners-and-a-pung',
  'robbers-round-the-table',
  'after-a-concealed-kong',
  'kong-passes-one-player',
  'the-next-player-pungs',
  'four-in-hand-not-declared',
  'a-pung-call-that-is-a-run',
  'three-calls-one-false',
  'no-pair-left',
  'play-returns-to-the-discarder',
  'a-false-robber-first',
  'pung-over-chow-next-and-lost',
  'a-chow-that-wins',
  'the-last-tile',
  'a-dead-hand-calls',
  'a-pung-that-goes-out-first',
];

/** A board's name now, from its name before version 4 (undefined: it kept its name). */
export function boardRenamed(former: string): string | undefined {
  for (const [lesson, names] of Object.entries(FORMER_BOARDS)) {
    const i = names.indexOf(former);
    if (i >= 0) return `${lesson}-${i + 1}`;
  }
  return undefined;
}

/** A puzzle's id now, from its id before version 4 (undefined: no such puzzle). */
export function puzzleRenamed(former: string): string | undefined {
  const i = FORMER_PUZZLES.indexOf(former);
  return i < 0 ? undefined : String(i + 1).padStart(2, '0');
}

/** A record with every board and puzzle kept under an old name moved to its new one; names that did not change stay. */
export function renameFormer(progress: Progress): Progress {
  const renamed = (kind: Answer['kind'], id: string) => (kind === 'boards' ? boardRenamed(id) : kind === 'puzzles' ? puzzleRenamed(id) : undefined) ?? id;
  const items = (kind: 'boards' | 'puzzles') => {
    const out: Record<string, ItemProgress> = {};
    for (const [id, item] of Object.entries(progress[kind])) out[renamed(kind, id)] = item;
    return out;
  };
  return { ...progress, version: PROGRESS_VERSION, boards: items('boards'), puzzles: items('puzzles'), answers: progress.answers.map((a) => ({ ...a, id: renamed(a.kind, a.id) })) };
}

/**
 * Renames the stored record when it is older than version 4, and saves it as
 * the current version; true when it did. A record that cannot be read whole is
 * left to the store (which keeps a copy of it before saving over it) and
 * renamed once it has been saved again.
 */
export function renameStored(given?: StorageLike | null): boolean {
  try {
    const store = given === undefined ? localStorage : given;
    const raw = store?.getItem(PROGRESS_KEY) ?? null;
    const version: unknown = raw && JSON.parse(raw)?.version;
    if (!store || typeof version !== 'number' || version < 1 || version >= NAMES_VERSION) return false;
    const { progress, problem } = readProgress(raw);
    if (problem) return false;
    store.setItem(PROGRESS_KEY, JSON.stringify(renameFormer(progress)));
    if (typeof dispatchEvent === 'function') dispatchEvent(new Event(PROGRESS_RENAMED_EVENT));
    return true;
  } catch {
    return false;
  }
}
