/**
 * The illustrations as the pages show them, in gallery order: Harr's by
 * number, then the modern page's figures. Read through the content registry
 * (content.ts); the engine checks them before the build (checkIllustrations.ts).
 */
import type { IllustrationData } from '../../engine/formats/illustration';
import type { Reason } from '../../engine/refusal';
import type { RuleLinks } from '../../islandProps';
export { playerProps } from '../pageData/playerFrames';

/** A player's props as a page ships them: without its frames, which are fetched on the first step (src/pages/replays/[id].json.ts). */
export function withoutFrames<T extends { frames: unknown }>({ frames: _frames, ...rest }: T): Omit<T, 'frames'> {
  return rest;
}
import { illustrationPath } from './addresses';
import { illustrations } from './content';
import { ruleLinks } from '../pageData/ruleLinks';

/** Every illustration, in gallery order. */
export function illustrationList(): IllustrationData[] {
  return (illustrations() ?? []).map((i) => i.data).sort((a, b) => (a.source === b.source ? a.number - b.number : a.source === 'harr' ? -1 : 1));
}

export function illustration(id: string): IllustrationData {
  const found = illustrationList().find((i) => i.id === id);
  if (!found) throw new Error(`No illustration "${id}": content/illustrations/${id}.json does not exist`);
  return found;
}

export function illustrationHref(data: Pick<IllustrationData, 'id'>): string {
  return illustrationPath(data.id);
}

/** "Illustration No. 12" or "Figure 1". */
export function illustrationLabel(data: Pick<IllustrationData, 'source' | 'number'>): string {
  return data.source === 'harr' ? `Illustration No. ${data.number}` : `Figure ${data.number}`;
}

/** Only the rule links a player's explanations use, so the island's props stay small. */
export async function linksFor(frames: readonly { explanation: readonly Reason[] }[]): Promise<RuleLinks> {
  const all = await ruleLinks();
  const links: RuleLinks = {};
  for (const rule of new Set(frames.flatMap((f) => f.explanation.map((e) => e.rule)))) if (all[rule]) links[rule] = all[rule];
  return links;
}
