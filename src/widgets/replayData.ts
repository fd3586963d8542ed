/**
 * A replay's frames, fetched on the learner's first step: the page carries
 * only the position the player opens on (IllustrationPlayerProps.opening),
 * and the others, with the titles of the rules they name, come from a file
 * made at build time (src/pages/replays/[id].json.ts), cached like any file.
 * A failed fetch is not remembered: the next step tries again.
 */
import { type ReplayData, replayHref } from '../islandProps';
import { fetchJson } from './boardData';
import { loadOnce } from './loadOnce';

const replays = new Map<string, () => Promise<ReplayData>>();

/** The frames of replay `id`, fetched once for the page (again after a failure). */
export function loadReplay(id: string): Promise<ReplayData> {
  let load = replays.get(id);
  if (!load) {
    load = loadOnce(() => fetchJson<ReplayData>(replayHref(id)));
    replays.set(id, load);
  }
  return load();
}
