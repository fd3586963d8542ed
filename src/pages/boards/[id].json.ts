/**
 * Each scenario's position as a board loads it on the learner's first action
 * (src/widgets/islands/boardData.ts): parsed and checked by the engine at build time,
 * so the browser ships no parser; the file's text is left out (the page shows
 * it as HTML, under the board).
 */
import type { APIContext } from 'astro';
import type { Position } from '../../engine';
import { loadContentSet } from '../../build/content/contentSet';

export function getStaticPaths() {
  // A lesson's board comes with the rules taught by it, which bound what its answers are graded on.
  return [...loadContentSet().scenarios].map(([id, { source: _source, ...position }]) => ({ params: { id }, props: { position } }));
}

export function GET({ props }: APIContext<{ position: Position }>): Response {
  return new Response(JSON.stringify(props.position), { headers: { 'Content-Type': 'application/json' } });
}
