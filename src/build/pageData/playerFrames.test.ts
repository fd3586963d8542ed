/**
 * The replay's props carry each seat only where it changed, and a hidden hand
 * only as its number of tiles; the position they add up to at every step is
 * still the engine's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEATS } from '../../engine/seats';
import { readIllustration, replay } from '../../engine/formats/illustration';
import { playerProps } from './playerFrames';

describe('playerProps', () => {
  for (const name of ['harr-12', 'figure-3', 'harr-15']) {
    it(`${name}: the seats as sent add up to the engine's table at every step`, () => {
      const data = readIllustration(JSON.parse(readFileSync(join(__dirname, `../../../content/illustrations/${name}.json`), 'utf8')));
      const { frames, view, shown, opening, moment, count } = playerProps(data, data.id);
      // The page's frame, the one the player opens on, holds every seat.
      expect(count).toBe(frames.length);
      expect(opening.label).toBe(frames[moment].label);
      expect(Object.keys(opening.seats).sort()).toEqual([...SEATS].sort());
      const tables = replay(data, data.id).frames.map((f) => f.table);
      expect(frames).toHaveLength(tables.length);
      expect(Object.keys(frames[0].seats).sort()).toEqual([...SEATS].sort());
      const held = { ...frames[0].seats };
      frames.forEach((frame, i) => {
        Object.assign(held, frame.seats);
        if (i === moment) expect(opening.seats).toEqual(held);
        for (const seat of SEATS) {
          const { concealed, melds } = tables[i].seats[seat];
          const open = seat === view || shown.includes(seat);
          expect(held[seat]).toEqual({ hand: open ? concealed.join(' ') : concealed.length, melds });
        }
      });
      // A step changes one seat or two: the later frames do not send all four again.
      expect(frames.slice(1).some((f) => Object.keys(f.seats).length < SEATS.length)).toBe(true);
    });
  }
});
