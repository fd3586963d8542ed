/**
 * The Harr level against the quick player on the same positions: it calls a
 * chow only for a hand already worth a doubling, pungs a dragon, takes every
 * win, races a player whose first discards show he races, and keeps back the
 * tile likelier to finish another player's hand; how it plays whole hands is
 * measured in the bench (npm run bench).
 */
import { describe, expect, it } from 'vitest';
import { claimOf, playTableFrom } from '../core/convert';
import { kindOf } from '../core/kinds';
import type { PlayTable } from '../core/playTable';
import { MELD_COUNT } from '../core/slots';
import { parseScenario } from '../formats/scenario';
import type { Seat } from '../seats';
import type { Tile } from '../tiles';
import { ComputerPlayer } from './computerPlayer';
import { HarrPlayer, type HarrTuning } from './harrPlayer';

const NORTH = 3;

/**
 * North's call on West's discard, as a player of each level makes it ('pass' for none), after the earlier discards
 * given, oldest first, with the other players' hands as the scenario lines given say.
 */
function northCalls(north: string, discard: string, earlier: [Seat, Tile][] = [], others = ''): { quick: string; harr: string } {
  const { table } = parseScenario(`title: North's call\nview: North\nNorth: ${north}\n${others}event: West discards ${discard}\n`);
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

  it('races a player who shows a chow and no set of dragons or of his wind: a run scores nothing, so he plays for speed', () => {
    const south = (sets: string) => `South: 1c 1c 6c 7c 9d 9d 9d${sets} | chow 2b 3b* 4b from East\n`;
    expect(northCalls(plain, '5c', [], south(' 5b 6b 7b'))).toEqual({ quick: 'chow', harr: 'chow' });
    // With a pung of Red Dragons beside his chow, his hand is worth a doubling: he may be building a high hand.
    expect(northCalls(plain, '5c', [], south(' | pung Rd Rd Rd* from West')).harr).toBe('pass');
    // A pung of another's wind doubles nothing for him, so it is no such sign.
    expect(northCalls(plain, '5c', [], south(' | pung E E E* from West')).harr).toBe('chow');
  });

  it('takes a win on any discard', () => {
    expect(northCalls('3c 4c 7b 8b 9b 2d 3d 4d 6d 7d 8d S S', '5c').harr).toBe('mahjong');
  });
});

/** A Harr player whose discard can be asked for a hand given in full, the tile just drawn included. */
class DiscardingHarr extends HarrPlayer {
  discardAt(pt: PlayTable, seat: number, drawn: Tile): number {
    this.load(pt, seat);
    this.counts[kindOf(drawn)]++;
    return this.discardFor(pt, seat, pt.s[MELD_COUNT + seat]).kind;
  }
}

describe("Harr's level, discard by discard", () => {
  // North has drawn a third South: ready whichever of his 1 and 5 of Bamboos he throws. West shows a pung of Red Dragons
  // (so his run is no racer's sign) and a run of Bamboos; East and South each threw a 5 of Bamboos long ago, so fewer are
  // left to wait on, and the quick player keeps the 1 for its more copies to draw. A 5 of the suit West collects
  // finishes far more hands than a 1 (discardHazard.ts).
  const { table } = parseScenario(
    "title: North's discard\nview: North\nNorth: 2d 3d 4d 6d 7d 8d 2c 3c 4c S S 1b 5b\n" +
      'West: 1c 1c 6c 7c 9d 9d 9d | pung Rd Rd Rd* from South | chow 2b 3b* 4b from South\nevent: West discards 1d\n',
  );
  const earlier: [Seat, Tile][] = [['East', '5b'], ['South', '5b'], ['West', '9c'], ['East', '7c'], ['South', '6c'], ['West', '1d']];
  const at = { ...table, discards: earlier.map(([by, tile]) => ({ by, tile })) };
  // With 60 tiles still to draw: long before the wall is short enough for him to fear anyone (fearWall).
  const pt = playTableFrom({ ...at, wall: table.wall.slice(playTableFrom(at).drawable() - 60) });
  const discard = (tuning: Partial<HarrTuning>) => new DiscardingHarr(tuning).discardAt(pt, NORTH, 'S');

  it("throws the tile less likely to finish another player's hand; that chance unweighed, the likelier, as the quick player would", () => {
    expect(discard({})).toBe(kindOf('1b'));
    expect(discard({ hazard: 0 })).toBe(kindOf('5b'));
  });
});
