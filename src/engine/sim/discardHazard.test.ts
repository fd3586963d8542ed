/**
 * The chance the Harr level gives a discard of finishing another player's
 * hand: read from what the table shows, and ordered as the measured rates
 * order it (scripts/hazardRates.ts measures them).
 */
import { describe, expect, it } from 'vitest';
import { playTableFrom } from '../core/convert';
import { kindOf } from '../core/kinds';
import type { PlayTable } from '../core/playTable';
import { parseScenario } from '../formats/scenario';
import type { Seat } from '../seats';
import type { Tile } from '../tiles';
import { DiscardHazard, READY, suitCollected } from './discardHazard';

const NORTH = 3;
const WEST = 2;
/** Kinds' suits as discardHazard counts them (kind / 9). */
const CHARACTERS = Math.floor(kindOf('1c') / 9);
const BAMBOOS = Math.floor(kindOf('1b') / 9);

/** North to discard, West holding `west` (his sets after a bar), the discards given, oldest first, and `left` tiles to draw. */
function table(west: string, discards: [Seat, Tile][] = [], left?: number): PlayTable {
  const { table: t } = parseScenario(`title: North's discard\nview: North\nNorth: 2d 3d 4d 6d 7d 8d 2c 3c 4c S S 1b 5b\nWest: ${west}\nevent: East discards 9d\n`);
  const at = { ...t, discards: discards.map(([by, tile]) => ({ by, tile })) };
  const full = playTableFrom(at);
  return left === undefined ? full : playTableFrom({ ...at, wall: t.wall.slice(full.drawable() - left) });
}

function chance(pt: PlayTable, tile: Tile): number {
  const hazard = new DiscardHazard();
  hazard.read(pt, NORTH);
  return hazard.of(kindOf(tile));
}

const BAMBOO_SETS = '1c 1c 6c 7c 9d 9d 9d | pung 8b 8b 8b* from South | chow 2b 3b* 4b from South';
const HIDDEN = '1c 1c 6c 7c 9d 9d 9d 5d 5d 6b 7b W W';

describe('which suit a player collects, as the table shows it', () => {
  it('reads the one suit of all his sets, and none from sets of two suits', () => {
    expect(suitCollected(table(BAMBOO_SETS), WEST)).toBe(BAMBOOS);
    expect(suitCollected(table('1c 1c 6c 7c 9d 9d 9d | pung 8b 8b 8b* from South | chow 2c 3c* 4c from South'), WEST)).toBe(-1);
  });

  it('reads, without sets, the one suit none of four numbered discards is of, and nothing from three', () => {
    const four: [Seat, Tile][] = [['West', '1b'], ['West', '9d'], ['West', 'E'], ['West', '2b'], ['West', '8d']];
    expect(suitCollected(table(HIDDEN, four), WEST)).toBe(CHARACTERS);
    expect(suitCollected(table(HIDDEN, four.slice(0, 4)), WEST)).toBe(-1);
  });
});

describe("the chance a discard finishes another player's hand", () => {
  it('grows as the wall runs down', () => {
    expect(chance(table(HIDDEN, [], 20), '5b')).toBeGreaterThan(2 * chance(table(HIDDEN, [], 60), '5b'));
  });

  it('grows with the sets a player shows, and most in the suit they are of', () => {
    const hidden = chance(table(HIDDEN, [], 30), '5b');
    const shown = chance(table(BAMBOO_SETS, [], 30), '5b');
    expect(shown).toBeGreaterThan(hidden);
    expect(shown).toBeGreaterThan(chance(table(BAMBOO_SETS, [], 30), '5d'));
  });

  it('is far less for an honour or a 1 or 9 than for a middle tile, which finishes the most runs', () => {
    const pt = table(HIDDEN, [], 30);
    expect(chance(pt, 'W')).toBeLessThan(chance(pt, '5d') / 3);
    expect(chance(pt, '1d')).toBeLessThan(chance(pt, '5d') / 3);
  });

  it('is almost nothing for a tile every other player let go by since his own last discard', () => {
    const before: [Seat, Tile][] = [['East', '1d'], ['South', '2d'], ['West', '3d']];
    const pt = table(HIDDEN, before, 30);
    // After West's discard nobody has discarded, so the 5 of Dots went by none of them; discarded by North last turn, by all.
    const passedAll = table(HIDDEN, [...before, ['North', '5d']], 30);
    expect(chance(passedAll, '5d')).toBeLessThan(chance(pt, '5d') / 10);
  });

  it('ships rates that rise as the wall runs down and with each set shown', () => {
    for (const row of READY) for (let band = 1; band < row.length; band++) expect(row[band]).toBeLessThanOrEqual(row[band - 1]);
    for (let sets = 1; sets < READY.length; sets++) for (const [band, rate] of READY[sets].entries()) expect(rate).toBeGreaterThanOrEqual(READY[sets - 1][band]);
  });
});
