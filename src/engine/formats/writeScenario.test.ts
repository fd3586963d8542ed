import { describe, expect, it } from 'vitest';
import { currentEvent, legalClaims } from '../claims';
import { claimOf, tableOf } from '../core/convert';
import { eventTile } from '../core/claiming';
import { MoveType, playMove } from '../core/moves';
import { PHASE, Phase } from '../core/slots';
import { tileOf } from '../core/kinds';
import { ComputerPlayer, claimsOn } from '../sim/computerPlayer';
import { dealInPlace } from '../sim/dealInPlace';
import { SEATS } from '../seats';
import type { Table } from '../table';
import { sortTiles } from '../tiles';
import type { Claim } from '../claims';
import { parseScenario } from './scenario';
import { writeScenario } from './writeScenario';

/** What a position is, for comparing: who holds what, the sets, the discards' tiles, the wall, whose turn, the event. */
function position(table: Table) {
  const event = currentEvent(table);
  return {
    seats: SEATS.map((s) => ({ concealed: sortTiles(table.seats[s].concealed), melds: table.seats[s].melds })),
    discards: table.discards.map((d) => d.tile),
    live: event?.kind === 'discard' ? table.live : null,
    nextHasDrawn: event?.kind === 'discard' ? table.nextHasDrawn : false,
    wall: table.wall,
    turn: table.turn,
    phase: table.phase,
    kong: table.kong,
    options: table.options,
    event,
  };
}

/** Every claim window of a computer players' hand in which somebody could call, with the calls they made. */
function windowsOf(seed: number, options = {}): { table: Table; claims: Claim[] }[] {
  const pt = dealInPlace(seed, options);
  const player = new ComputerPlayer();
  const codes = new Int32Array(4);
  const found: { table: Table; claims: Claim[] }[] = [];
  for (let moves = 0; moves < 2000; moves++) {
    const n = claimsOn(pt, [player, player, player, player], codes);
    if (pt.window.event >= 0) {
      const table = tableOf(pt);
      if (legalClaims(table).length > 0) found.push({ table, claims: Array.from(codes.subarray(0, n), (c) => claimOf(c, tileOf(eventTile(pt.window.event)))) });
    }
    const move = n > 0 || pt.s[PHASE] === Phase.Robbing ? MoveType.ClaimType : player.turnMove(pt);
    if (move < 0) return found;
    playMove(pt, move, codes, n);
  }
  throw new Error(`seed ${seed}: the hand did not end`);
}

describe('writeScenario', () => {
  it('writes a claim window that parseScenario reads back as the same position, for many windows of computer hands', () => {
    let windows = 0;
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 60; seed++) {
      const options = seed % 3 === 0 ? { deadWallSize: 14, strictWinningChow: true } : seed % 3 === 1 ? { claimAfterNextDraw: true } : {};
      for (const { table, claims } of windowsOf(seed, options)) {
        const view = SEATS[seed % 4];
        const text = writeScenario(table, { title: `Seed ${seed}`, view, claims: claims.filter((c) => c.seat !== view) });
        const board = parseScenario(text);
        expect(position(board.table), text).toEqual(position(table));
        expect(board.claims).toEqual(claims.filter((c) => c.seat !== view));
        expect(board.view).toBe(view);
        expect(board.shown).toEqual([...SEATS]);
        kinds.add(currentEvent(table)!.kind);
        for (const seat of SEATS) for (const m of table.seats[seat].melds) kinds.add(m.kongWay ?? m.kind);
        windows++;
      }
    }
    expect(windows).toBeGreaterThan(300);
    // Every kind of set was written: chows, pungs, kongs added to and kongs concealed.
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['added', 'chow', 'concealed', 'discard', 'pung']));
  });

  it('writes the fields of the notation: every hand shown, sets with * and from, the event, the wall in order', () => {
    const { table, claims } = windowsOf(5).find((w) => SEATS.some((s) => w.table.seats[s].melds.length > 0) && w.claims.length > 0)!;
    const text = writeScenario(table, { title: 'A moment', view: 'East', claims });
    expect(text).toMatch(/^title: A moment\nview: East\nshow: all\n/);
    expect(text).toMatch(/^(East|South|West|North): .*\| (chow|pung|kong) \S+.*\* .*from (East|South|West|North)/m);
    expect(text).toMatch(/^event: (East|South|West|North) (discards|adds) \S+$/m);
    expect(text).toMatch(/^claim: /m);
    expect(text).toMatch(/^next: (\S+ )*\S+$/m);
  });

  it('refuses a table with nothing to claim', () => {
    const table = tableOf(dealInPlace(1));
    expect(() => writeScenario(table, { title: 'The deal', view: 'East' })).toThrow(/nothing can be claimed/);
  });
});
