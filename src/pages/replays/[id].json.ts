/**
 * Each replay's frames and the titles of the rules they name, fetched by the
 * step player on the learner's first step (src/widgets/islands/boardData.ts): an
 * illustration's replay, and the book's printed version where it differs
 * (`harr-15-printed`).
 */
import type { APIContext } from 'astro';
import { illustrationList, linksFor, playerProps } from '../../build/content/illustrations';
import type { ReplayData } from '../../islandProps';

/** A replay as the step player's props are made from it (the illustration, or its printed version). */
type Replay = Parameters<typeof playerProps>[0];

export function getStaticPaths() {
  return illustrationList().flatMap((data) => [
    { params: { id: data.id }, props: { replay: data as Replay } },
    ...(data.printed ? [{ params: { id: `${data.id}-printed` }, props: { replay: data.printed } }] : []),
  ]);
}

export async function GET({ params, props }: APIContext<{ replay: Replay }>): Promise<Response> {
  const { frames } = playerProps(props.replay, params.id!);
  const body: ReplayData = { frames, ruleLinks: await linksFor(frames) };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}
