/**
 * The Harr level against the quick player on the same positions: it calls a
 * chow only for a hand already worth a doubling, pungs a dragon, takes every
 * win, and races a player whose first discards show he races; how it plays
 * whole hands is measured in the bench (npm run bench).
 */
import { describe, expect, it } from 'vitest';
import { claimOf, playTableFrom } from '../core/convert';
import { parseScenario } from '../formats/scenario';
import type { Seat } from '../seats';
import type { Tile } from '../tiles';
import { ComputerPlayer } from './computerPlayer';
import { HarrPlayer } from './harrPlayer';

const NORTH = 3;

/** North's call on West's discard, as a player of each level makes it ('pass' for none), after the earlier discards given, oldest first. */
function northCalls(north: string, discard: string, earlier: [Seat, Tile][] = []): { quick: string; harr: string } {
  const { table } = parseScenario(`title: North's call\nview: North\nNorth: ${north}\nevent: West discards ${discard}\n`);
  const pt = playTableFrom({ ...table, discards: earlier.map(([by, tile]) => ({ by, tile })) });
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

  // The hand of the first test, worth nothing more: the chow is let go by, unless a player's first discards show he races.
  const plain = '3c 4c 7b 8b 9b 2d 3d 4d 6d 7d E S W';
  const round = (...tiles: Tile[]): [Seat, Tile][] => tiles.map((tile, i) => [(['East', 'South', 'West'] as const)[i % 3], tile]);

  it('races a player who throws a dragon among his first three discards: it takes the chow the quick player takes', () => {
    expect(northCalls(plain, '5c', round('1b', '9d', 'Rd'))).toEqual({ quick: 'chow', harr: 'chow' });
  });

  it("races a player who throws his own wind early (South's South), not one who throws another's", () => {
    expect(northCalls(plain, '5c', round('1b', 'S', '9b')).harr).toBe('chow');
    expect(northCalls(plain, '5c', round('S', '1b', '9b')).harr).toBe('pass');
  });

  it('reads only the first three discards of each player: a dragon thrown fourth is not a racer\'s sign', () => {
    expect(northCalls(plain, '5c', round('1b', '9d', '1d', '2b', '8d', '2d', '3b', '7d', '9c', 'Gd')).harr).toBe('pass');
  });

  it('takes a win on any discard', () => {
    expect(northCalls('3c 4c 7b 8b 9b 2d 3d 4d 6d 7d 8d S S', '5c').harr).toBe('mahjong');
  });
});
