/**
 * "Open in the referee" on the illustrations: every step has one, a kong called or added and a "Nobody claims"
 * included (each leaves a loose tile owed), and a call that ends the hand opens as that call in its window.
 */
import { describe, expect, it } from 'vitest';
import { illustrationList } from '../content/illustrations';
import { readRefereeAddress } from '../../engine/formats/refereeAddress';
import { scenarioFromSetup } from '../../engine/formats/scenario';
import { refereeVerdict } from '../../engine/formats/referee';
import { replayRefereeHrefs } from './refereeLinks';

const setupOf = (href: string) => {
  const read = readRefereeAddress(href.replace('/referee/?p=', ''));
  if (!read.ok) throw new Error(read.message);
  return read.setup;
};

describe('an illustration step in the referee', () => {
  const replays = illustrationList().flatMap((data) => [
    { id: data.id, steps: data.steps.length, links: replayRefereeHrefs(data, data.id, 'East') },
    ...(data.printed ? [{ id: `${data.id}-printed`, steps: data.printed.steps.length, links: replayRefereeHrefs(data.printed, `${data.id}-printed`, 'East') }] : []),
  ]);

  it('is offered for the start and every step of every replay', () => {
    for (const { id, steps, links } of replays) {
      expect(links.length, id).toBe(steps + 1);
      expect(links.map((l, i) => (l ? null : `${id} step ${i}`)).filter(Boolean)).toEqual([]);
    }
  });

  it('opens a kong called from a discard as its maker owing the loose tile (harr-9, "East calls Kong")', () => {
    const after = setupOf(replays.find((r) => r.id === 'harr-9')!.links[5]!.href);
    expect(after.turn).toEqual({ seat: 'East', phase: 'draw', loose: true });
    expect(scenarioFromSetup(after, 'referee').table.phase).toBe('loose');
  });

  it('opens a call that ends the hand as the call in its window, ruled as the step was (harr-10, "East calls Mah-Jongg")', () => {
    const link = replays.find((r) => r.id === 'harr-10')!.links[3]!;
    expect(link.call).toBe(true);
    const verdict = refereeVerdict(setupOf(link.href));
    expect(verdict.kind).toBe('ruled');
    if (verdict.kind === 'ruled') expect([verdict.ruling.awardedTo, verdict.ruling.awardedAs]).toEqual(['East', 'mahjong']);
  });
});
