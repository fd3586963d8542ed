/**
 * "Open in the referee": the address of each board's, puzzle's and
 * illustration step's exact position on /referee/, made at build time, so
 * that no island carries the address writer for it.
 */
import { setupOfTable, setupOfWin } from '../../engine/formats/referee';
import { refereeAddressOf } from '../../engine/formats/refereeFile';
import { writeRefereeAddress } from '../../engine/formats/refereeAddress';
import { type IllustrationReplay, parseStep, replay } from '../../engine/formats/illustration';
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

/**
 * A replay's step on the referee: the position after it, or, for a call that ends the hand (a hand over has nothing
 * left to rule), the call laid out in the window it was made in (`call`), which the referee rules as the step did.
 */
export type StepReferee = { href: string; call?: true } | null;

/**
 * Each position of a replay, the start first; a step that wins the hand by a call, its window with the call. Null
 * only for a hand won on a player's own draw, which no illustration shows: the referee rules calls, not own turns.
 */
export function replayRefereeHrefs(data: IllustrationReplay, id: string, view: Seat): StepReferee[] {
  const frames = replay(data, id).frames;
  return frames.map((f, i) => {
    const setup = setupOfTable(f.table, view);
    if (setup) return { href: refereeHref(writeRefereeAddress(setup)) };
    const move = i > 0 ? parseStep(data.steps[i - 1].move) : null;
    const win = move?.type === 'claim' ? setupOfWin(frames[i - 1].table, move.claims, view) : null;
    return win && { href: refereeHref(writeRefereeAddress(win)), call: true };
  });
}
