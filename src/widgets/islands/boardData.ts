/**
 * What an island needs only once the learner acts on it, fetched then, beside
 * the engine's session: a board's position (every hand, the wall, the
 * options), a puzzle's, a replay's frames, and the titles of the rules their
 * verdicts name. A page ships none of them: its islands draw their opening,
 * made at build time, and these come on the first action (src/pages/boards/,
 * src/pages/puzzles/[id].json.ts, src/pages/replays/, src/pages/rules/titles.json.ts),
 * cached by the browser like any file. A failed fetch is not remembered: the
 * next action tries again.
 */
import type { RuleLinks } from '../../islandProps';
import { loadOnce } from './loadOnce';

/** Where a board's position is published when the site is built. */
export const boardDataHref = (id: string): string => `/boards/${id}.json`;

/** Where a puzzle is published, whole, when the site is built. */
export const puzzleDataHref = (id: string): string => `/puzzles/${id}.json`;

/** Where the rule titles every verdict may name are published when the site is built. */
export const RULE_TITLES_HREF = '/rules/titles.json';

/** What an island says in its live region when what it loads on the first action does not come. */
// Some browsers keep a failed script load for the life of the page (the HTML standard stopped asking it in 2024, and
// not every browser follows yet), so a second press may fail at once: then only a reload fetches it again.
export const LOAD_FAILED = 'The next step could not be loaded (is the connection down?). Press again to retry; if it still does not come, reload the page.';

/** What a board opened from a text (a moment of a practice hand, at /play/board/ or in review) says while its code loads, and when it does not come. */
export const BOARD_LOADING = 'The board appears here once the page has loaded its script.';
export const BOARD_NOT_LOADED = 'The board could not be loaded: check your connection, then reload the page.';

/**
 * The class of an island's live region: hidden from the eye while it only echoes what the board shows, but a failure
 * to load is shown as well as said, so that a sighted learner whose press did nothing reads why.
 */
export const liveRegionClass = (status: string): string => (status === LOAD_FAILED ? 'board__problem' : 'visually-hidden');

/** A file of the site read as JSON; a failed request or a status other than 2xx is an error, which the island words for the learner. */
export async function fetchJson<T>(href: string): Promise<T> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href} answered ${response.status}`);
  return (await response.json()) as T;
}

const loads = new Map<string, () => Promise<unknown>>();

/** The file at `href`, fetched once for the page however many islands ask (again after a failure). */
export function fetchOnce<T>(href: string): Promise<T> {
  let load = loads.get(href);
  if (!load) loads.set(href, (load = loadOnce(() => fetchJson(href))));
  return load() as Promise<T>;
}

/** The rule titles, fetched once for every island on the page. */
export const loadRuleTitles = (): Promise<RuleLinks> => fetchOnce(RULE_TITLES_HREF);
