/**
 * What a board needs only once the learner acts on it, fetched then, beside
 * the engine's session: its position (every hand, the wall, the options) and
 * the titles of the rules its verdicts name. A page ships neither: its boards
 * draw their opening, made at build time, and these come on the first action
 * (src/pages/boards/[id].json.ts, src/pages/rules/titles.json.ts), cached by
 * the browser like any file. A failed fetch is not remembered: the next
 * action tries again.
 */
import type { Position } from '../engine';
import type { RuleLinks } from '../islandProps';
import { loadOnce } from './loadOnce';

/** Where a board's position is published when the site is built. */
export const boardDataHref = (id: string): string => `/boards/${id}.json`;

/** Where the rule titles every verdict may name are published when the site is built. */
export const RULE_TITLES_HREF = '/rules/titles.json';

/** A file of the site read as JSON; a failed request or a status other than 2xx is an error, which the board words for the learner. */
export async function fetchJson<T>(href: string): Promise<T> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href} answered ${response.status}`);
  return (await response.json()) as T;
}

const positions = new Map<string, () => Promise<Position>>();

/** The position of board `id`, fetched once for the page (again after a failure). */
export function loadPosition(id: string): Promise<Position> {
  let load = positions.get(id);
  if (!load) {
    load = loadOnce(() => fetchJson<Position>(boardDataHref(id)));
    positions.set(id, load);
  }
  return load();
}

/** The rule titles, fetched once for every board on the page (again after a failure). */
export const loadRuleTitles = loadOnce(() => fetchJson<RuleLinks>(RULE_TITLES_HREF));
