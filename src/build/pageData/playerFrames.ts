/**
 * The step player's props, worked out at build time from a replay (no
 * Astro imports here, so widget tests can use it too).
 */
import { currentEvent, liveDiscard } from '../../engine/claims';
import { type IllustrationReplay, describeStep, replay } from '../../engine/formats/illustration';
import { SEATS, type Seat } from '../../engine/seats';
import { tileName } from '../../engine/tiles';
import { type IllustrationPlayerProps, type PlayerFrame, type PlayerSeat, frameAt } from '../../islandProps';

/**
 * The replay as the step player draws it, worked out here at build time so
 * that the island carries no engine code: each frame's seats, the tile on
 * offer, the dead discards, what each seat is doing, and the engine's words;
 * each frame carries only the seats that changed (PlayerFrame), and a hidden
 * hand only its number of tiles. A page ships only `opening`, the frame it
 * opens on; `frames` are published apart (src/pages/replays/[id].json.ts).
 */
export function playerProps(data: IllustrationReplay, id: string): Omit<IllustrationPlayerProps, 'ruleLinks' | 'pictureWord' | 'frames'> & { steps: string[]; frames: PlayerFrame[] } {
  const r = replay(data, id);
  const last = r.frames.length - 1;
  const steps = data.steps.map(describeStep);
  const sent: Partial<Record<Seat, string>> = {};
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
    // Only the seats that changed since the frame before: the player takes the others from earlier frames.
    const seats: PlayerFrame['seats'] = {};
    for (const seat of SEATS) {
      const drawn: PlayerSeat = { hand: seat === r.view || r.shown.includes(seat) ? t.seats[seat].concealed.join(' ') : t.seats[seat].concealed.length, melds: t.seats[seat].melds };
      const key = JSON.stringify(drawn);
      if (key !== sent[seat]) seats[seat] = drawn;
      sent[seat] = key;
    }
    const pending = event && event.kind !== 'discard' ? `${event.seat} ${event.kind === 'add-to-pung' ? `adds the ${tileName(event.tile)} to his pung` : `declares a kong of ${tileName(event.tile)}`}.` : null;
    const dead = (live ? t.discards.slice(0, -1) : t.discards).map((d) => d.tile);
    return {
      seats,
      ...(live ? { live } : {}),
      ...(pending ? { pending } : {}),
      ...(dead.length ? { dead: dead.join(' ') } : {}),
      wall: t.wall.length,
      notes: Object.fromEntries(SEATS.filter((seat) => notes[seat].length).map((seat) => [seat, notes[seat]])),
      label: i === 0 ? 'The start' : `Step ${i} of ${last}: ${steps[i - 1]}`,
      explanation: f.explanation,
      ...(f.refusal ? { refused: true as const } : {}),
      ...(f.note ? { note: f.note } : {}),
    };
  });
  return { id, title: r.title, view: r.view, shown: r.shown, moment: r.moment, count: frames.length, opening: frameAt(frames, r.moment), steps, frames };
}
