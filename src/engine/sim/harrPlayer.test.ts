/**
 * The Harr level against the quick player on the same positions: it calls a
 * chow only for a hand already worth a doubling, pungs a dragon, and takes
 * every win; how it plays whole hands is measured in the bench (npm run bench).
 */
import { describe, expect, it } from 'vitest';
import { claimOf, playTableFrom } from '../core/convert';
import { parseScenario } from '../formats/scenario';
import { ComputerPlayer } from './computerPlayer';
import { HarrPlayer } from './harrPlayer';

const NORTH = 3;

/** North's call on West's discard, as a player of each level makes it ('pass' for none). */
function northCalls(north: string, discard: string): { quick: string; harr: string } {
  const { table } = parseScenario(`title: North's call\nview: North\nNorth: ${north}\nevent: West discards ${discard}\n`);
  const pt = playTableFrom(table);
  const said = (c: number) => (c < 0 ? 'pass' : claimOf(c, discard as never).kind);
  return { quick: said(new ComputerPlayer().claimFor(pt, NORTH)), harr: said(new HarrPlayer().claimFor(pt, NORTH)) };
}

describe("Harr's level, call by call", () => {
  it('lets a chow go by that only speeds up a hand worth nothing more, where the quick player takes it', () => {
    expect(northCalls('3c 4c 7b 8b 9b 2d 3d 4d 6d 7d E S W', '5c')).toEqual({ quick: 'chow', harr: 'pass' });
  });

  it('calls the same chow with three red dragons in hand, a doubling already', () => {
    expect(northCalls('3c 4c 7b 8b 9b 2d 3d 4d Rd Rd Rd E S', '5c').harr).toBe('chow');
  });

  it('pungs a dragon', () => {
    expect(northCalls('3c 5c 7b 8b 9b 2d 3d 4d 6d 8d Gd Gd W', 'Gd').harr).toBe('pung');
  });

  it('takes a win on any discard', () => {
    expect(northCalls('3c 4c 7b 8b 9b 2d 3d 4d 6d 7d 8d S S', '5c').harr).toBe('mahjong');
  });
});
