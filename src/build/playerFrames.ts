/**
 * The step player's props, worked out at build time from a replay (no
 * Astro imports here, so widget tests can use it too).
 */
import { currentEvent, liveDiscard } from '../engine/claims';
import { type IllustrationReplay, describeStep, replay } from '../engine/formats/illustration';
import { SEATS, type Seat } from '../engine/seats';
import { tileName } from '../engine/tiles';
import type { IllustrationPlayerProps, PlayerFrame } from '../islandProps';

/**
 * The replay as the step player draws it, worked out here at build time so
 * that the island carries no engine code: each frame's seats, the tile on
 * offer, the dead discards, what each seat is doing, and the engine's words.
 */
export function playerProps(data: IllustrationReplay, id: string): Omit<IllustrationPlayerProps, 'ruleLinks' | 'pictureWord'> & { steps: string[] } {
  const r = replay(data, id);
  const last = r.frames.length - 1;
  const steps = data.steps.map(describeStep);
  const frames: PlayerFrame[] = r.frames.map((f, i) => {
    const t = f.table;
    const event = currentEvent(t);
    // Only a discard that may still be claimed is shown as live (A8: until the next player draws).
    const live = liveDiscard(t);
    const notes = {} as Record<Seat, string[]>;
    for (const seat of SEATS) {
      const turn = t.turn === seat;
      let doing: string | null = null;
      if (t.phase === 'over') doing = t.result?.winner === seat ? 'Mah-Jongg' : null;
      else if (turn) doing = { draw: 'to draw', discard: 'to discard', loose: 'to draw a loose tile', robbing: 'adding to his pung' }[t.phase];
      notes[seat] = [
        live && live.by === seat ? 'discarded' : null,
        f.lostTurns.includes(seat) ? 'loses his turn' : null,
        f.awardedTo === seat ? 'takes the tile' : null,
        doing,
      ].filter((n): n is string => !!n);
    }
    return {
      seats: t.seats,
      live,
      pending: event && event.kind !== 'discard' ? `${event.seat} ${event.kind === 'add-to-pung' ? `adds the ${tileName(event.tile)} to his pung` : `declares a kong of ${tileName(event.tile)}`}.` : null,
      dead: (live ? t.discards.slice(0, -1) : t.discards).map((d) => d.tile),
      wall: t.wall.length,
      notes,
      label: i === 0 ? 'The start' : `Step ${i} of ${last}: ${steps[i - 1]}`,
      explanation: f.explanation,
      refused: !!f.refusal,
      ...(f.note ? { note: f.note } : {}),
    };
  });
  return { id, title: r.title, view: r.view, shown: r.shown, moment: r.moment, steps, frames };
}
