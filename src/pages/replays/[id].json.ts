/**
 * Each replay's frames and the titles of the rules they name, fetched by the
 * step player on the learner's first step (src/widgets/boardData.ts): an
 * illustration's replay, and the book's printed version where it differs
 * (`harr-15-printed`).
 */
import type { APIContext } from 'astro';
import { illustrationList, linksFor, playerProps } from '../../build/illustrations';
import type { IllustrationReplay } from '../../engine/formats/illustration';
import type { ReplayData } from '../../islandProps';

export function getStaticPaths() {
  return illustrationList().flatMap((data) => [
    { params: { id: data.id }, props: { replay: data as IllustrationReplay } },
    ...(data.printed ? [{ params: { id: `${data.id}-printed` }, props: { replay: data.printed } }] : []),
  ]);
}

export async function GET({ params, props }: APIContext<{ replay: IllustrationReplay }>): Promise<Response> {
  const { frames } = playerProps(props.replay, params.id!);
  const body: ReplayData = { frames, ruleLinks: await linksFor(frames) };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}
