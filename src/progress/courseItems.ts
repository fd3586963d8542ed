/**
 * What the course holds that a review item may be answered on, as review keys, worked out one way for the build's
 * list of the course's items (src/build/integrations/vitePluginCourseItems.ts, which the one count reads, due.ts) and
 * for the review's library (src/widgets/review/ReviewSession.tsx); due.ts stillHeld asks it of an item. Apart from
 * due.ts, so that the build's plugin loads none of the page's imports, and the pages that only count load none of it.
 */
import type { ReviewLibrary } from '../islandProps';

/** The review keys (`boards:to-chow-1`, `puzzles:05`) of what a review library holds: its boards with their openings, its score questions, its puzzles. */
export function courseItemKeys(library: ReviewLibrary): string[] {
  const boards = [...Object.keys(library.boards).filter((id) => library.openings[id]), ...Object.keys(library.scores ?? {})];
  return [...new Set(boards)].map((id) => `boards:${id}`).concat(Object.keys(library.puzzles).map((id) => `puzzles:${id}`));
}
