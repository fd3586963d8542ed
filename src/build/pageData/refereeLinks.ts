/**
 * "Open in the referee": the address of each board's, puzzle's and
 * illustration step's exact position on /referee/, made at build time, so
 * that no island carries the address writer for it.
 */
import { setupOfTable } from '../../engine/formats/referee';
import { refereeAddressOf } from '../../engine/formats/refereeFile';
import { writeRefereeAddress } from '../../engine/formats/refereeAddress';
import { type IllustrationReplay, replay } from '../../engine/formats/illustration';
import type { Seat } from '../../engine/seats';
import { scenarioSource } from '../content/content';

export function refereeHref(address: string): string {
  return `/referee/?p=${address}`;
}

/** A board's position: the scenario file as the site reads it (same seed, same dealt tiles). */
export function scenarioRefereeHref(name: string): string {
  return refereeHref(refereeAddressOf(scenarioSource(name), name));
}

/** A puzzle's position and calls; `id` is the name its hidden tiles are dealt under. */
export function puzzleRefereeHref(text: string, id: string): string {
  return refereeHref(refereeAddressOf(text, id, true));
}

/** Each position of a replay, the start first: null where a setup cannot state it (a hand over, a loose tile owed). */
export function replayRefereeHrefs(data: IllustrationReplay, id: string, view: Seat): (string | null)[] {
  return replay(data, id).frames.map((f) => {
    const setup = setupOfTable(f.table, view);
    return setup && refereeHref(writeRefereeAddress(setup));
  });
}
