/**
 * `virtual:course-items`: the boards, score questions and puzzles the course holds now, as review keys
 * (`boards:to-chow-1`, `boards:scoring-own-wind`, `puzzles:05`): what /review/items.json can serve
 * (src/build/pageData/reviewLibrary.ts). The one reader of the review (src/progress/due.ts) leaves out a missed item
 * no longer among them, so that the home page and a lesson's end count only what /review/ can serve: they once said
 * "1 item you missed is due for review today" for ever of a board taken out of the course, while /review/ said
 * nothing was due. Loaded only for a record with a board or puzzle missed, and left out of the offline kit
 * (src/offline/keptFiles.ts KIT_LEAVES_OUT): without it every item is counted, as before.
 */
import type { Plugin } from 'vite';
import { reviewLibrary } from '../pageData/reviewLibrary';
import type { ReviewLibrary } from '../../islandProps';

const VIRTUAL = 'virtual:course-items';
const RESOLVED = `\0${VIRTUAL}`;

/** The review keys of what a review library holds: its boards with their openings, its score questions, its puzzles. */
export function courseItemKeys(library: ReviewLibrary): string[] {
  const boards = [...Object.keys(library.boards).filter((id) => library.openings[id]), ...Object.keys(library.scores ?? {})];
  return [...new Set(boards)].map((id) => `boards:${id}`).concat(Object.keys(library.puzzles).map((id) => `puzzles:${id}`));
}

export function courseItems(): Plugin {
  return {
    name: 'cpk:course-items',
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : null),
    load: (id) => (id === RESOLVED ? `export default ${JSON.stringify(courseItemKeys(reviewLibrary()))};\n` : null),
  };
}
