/**
 * Each puzzle, parsed and checked by the engine at build time, as its board
 * fetches it on the learner's first answer (src/widgets/islands/boardData.ts): the
 * page draws the puzzle without the wall and the hidden hands, which the
 * engine's grading needs.
 */
import type { APIContext } from 'astro';
import { islandPuzzle, puzzleEntries } from '../../build/content/puzzles';
import type { Puzzle } from '../../engine';

export function getStaticPaths() {
  return puzzleEntries().map((entry) => ({ params: { id: entry.id }, props: { puzzle: islandPuzzle(entry.puzzle) } }));
}

export function GET({ props }: APIContext<{ puzzle: Puzzle }>): Response {
  return new Response(JSON.stringify(props.puzzle), { headers: { 'Content-Type': 'application/json' } });
}
