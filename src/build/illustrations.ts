/**
 * The illustrations' data files, bundled at build time for the pages and
 * <Illustration />, in gallery order: Harr's by number, then the modern
 * page's figures. The engine checks them before the build (checkIllustrations.ts).
 */
import { type IllustrationData, readIllustration } from '../engine/formats/illustration';
import type { Reason } from '../engine/refusal';
import type { RuleLinks } from '../widgets/RuleLink';
export { playerProps } from './playerFrames';
import { illustrationPath } from './addresses';
import { ruleLinks } from './ruleLinks';

const files = import.meta.glob<unknown>('/content/illustrations/*.json', { import: 'default', eager: true });

export const ILLUSTRATIONS: readonly IllustrationData[] = Object.entries(files)
  .map(([path, raw]) => {
    try {
      return readIllustration(raw);
    } catch (error) {
      throw new Error(`${path.slice(1)}: ${(error as Error).message}`);
    }
  })
  .sort((a, b) => (a.source === b.source ? a.number - b.number : a.source === 'harr' ? -1 : 1));

export function illustration(id: string): IllustrationData {
  const found = ILLUSTRATIONS.find((i) => i.id === id);
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
