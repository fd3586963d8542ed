/**
 * Each scenario's position as a board loads it on the learner's first action
 * (src/widgets/islands/boardData.ts): parsed and checked by the engine at build time,
 * so the browser ships no parser; the file's text is left out (the page shows
 * it as HTML, under the board).
 */
import type { APIContext } from 'astro';
import type { Position } from '../../engine';
import { scenarios } from '../../build/content/content';

export function getStaticPaths() {
  return [...scenarios()].map(([id, { source: _source, ...position }]) => ({ params: { id }, props: { position } }));
}

export function GET({ props }: APIContext<{ position: Position }>): Response {
  return new Response(JSON.stringify(props.position), { headers: { 'Content-Type': 'application/json' } });
}
