/**
 * A kong whose loose tile is the last tile the wall may give (A20): who
 * draws is decided before the loose tile is taken, and once it is taken no
 * draw can follow. Each way of drawing a loose tile (a kong from a discard,
 * an added kong nobody robs, a concealed kong), with no reserve and with
 * Harr's 14, and one tile earlier, where the next seat does draw: ruled on,
 * reported by the judge, shown on a board, and played on by both engines.
 */
import { describe, expect, it } from 'vitest';
import { claimOnBoard, discardOnBoard, moveOnBoard, openBoard, passOnBoard } from './board';
import { playTableFrom, tableOf } from './core/convert';
import { kindOf } from './core/kinds';
import { judge } from './formats/judge';
import { parseScenario } from './formats/scenario';
import type { Ruling } from './adjudicate';
import type { Seat } from './seats';
import type { Table } from './table';
import { must, rule } from '../../tests/testkit';

interface KongCase {
  name: string;
  /** The position and its event, without a wall line. */
  body: string;
  maker: Seat;
  /** The seat after the maker: he draws when the wall still gives a tile after the loose one. */
  after: Seat;
}

const KONGS: KongCase[] = [
  { name: 'a kong from a discard', body: 'West: 9c 9c 9c 1d 2d 3d 5b 5b 8b 8b S S N\nevent: South discards 9c\nclaim: West kong', maker: 'West', after: 'North' },
  { name: 'an added kong nobody robs', body: 'South: 1d 2d 3d 4d 5d 6d Rd Rd Rd N | pung 5b 5b 5b* from East\nevent: South adds 5b', maker: 'South', after: 'West' },
  { name: 'a concealed kong', body: 'South: 1d 2d 3d 4d 5d 6d Rd Rd Rd N | kong 5b 5b 5b 5b concealed\nevent: South declares 5b', maker: 'South', after: 'West' },
];

/** The wall line for a wall holding `above` tiles more than the reserve. */
const WALLS = [
  { reserve: 0, wall: (above: number) => `wall: ${above}` },
  { reserve: 14, wall: (above: number) => `wall: ${14 + above}\noptions: dead-wall 14` },
];

/** Plays the ruling on with the immutable moves: the loose tile, the maker's discard of his North Wind, everybody passing. Who then draws, or null when the hand is over. */
function drawerOnMoves(ruling: Ruling, maker: Seat): Seat | null {
  let table: Table = must(ruling.table, { type: 'loose', seat: maker });
  table = must(table, { type: 'discard', seat: maker, tile: 'N' });
  table = must(table, { type: 'pass' });
  return table.phase === 'over' ? null : table.turn;
}

/** The same on the fast core. */
function drawerOnCore(ruling: Ruling): Seat | null {
  const pt = playTableFrom(ruling.table);
  expect(pt.drawLoose()).toBeNull();
  expect(pt.discard(kindOf('N'))).toBeNull();
  expect(pt.ruleClaims([], 0)).toBeNull();
  const table = tableOf(pt);
  return table.phase === 'over' ? null : table.turn;
}

for (const kong of KONGS) {
  for (const { reserve, wall } of WALLS) {
    describe(`${kong.name}, dead-wall ${reserve} (A20)`, () => {
      const last = `${kong.body}\n${wall(1)}`;
      const earlier = `${kong.body}\n${wall(2)}`;

      it('its loose tile the last the wall may give: the maker draws it and discards, and nobody is next to draw', () => {
        const r = rule(last);
        expect(r).toMatchObject({ handOver: false, looseTileDrawnBy: kong.maker, discardBy: kong.maker, nextToDraw: null, lostTurns: [] });
        if (kong.name === 'a kong from a discard') expect(r).toMatchObject({ awardedTo: kong.maker, awardedAs: 'kong' });
        else expect(r.awardedTo).toBeNull();
        expect(r.explanation.at(-1)?.text).toBe(
          `${kong.maker}'s loose tile is the last tile the wall may give. ${kong.maker} still discards, and his discard may be claimed. ` +
            'The wall is exhausted: no tile is left that may be drawn, so if nobody claims it the hand ends as a draw game.',
        );
        expect(r.explanation.map((e) => e.text).join(' ')).not.toMatch(/next to draw/);
      });

      it('one tile earlier, the next seat draws after the maker', () => {
        const r = rule(earlier);
        expect(r).toMatchObject({ handOver: false, looseTileDrawnBy: kong.maker, nextToDraw: kong.after });
        expect(r.explanation.map((e) => e.text).join(' ')).not.toMatch(/exhausted/);
      });

      it('the judge reports no next drawer, and says the wall is exhausted', () => {
        const report = judge(parseScenario(`title: t\nview: East\n${last}`));
        expect(report).toMatchObject({ handOver: false, looseTileDrawnBy: kong.maker, nextToDraw: null });
        expect(report.explanation.at(-1)).toMatch(/loose tile is the last tile the wall may give.*wall is exhausted.*draw game\. \[(TURN-AFTER-CLAIM|TURN-DRAW-DISCARD)\]$/);
        expect(judge(parseScenario(`title: t\nview: East\n${earlier}`)).nextToDraw).toBe(kong.after);
      });

      it('both engines, playing on, end the hand at the next draw exactly when the ruling names nobody', () => {
        for (const [body, drawer] of [[last, null], [earlier, kong.after]] as const) {
          const r = rule(body);
          expect(r.nextToDraw).toBe(drawer);
          expect(drawerOnMoves(r, kong.maker)).toBe(drawer);
          expect(drawerOnCore(r)).toBe(drawer);
        }
      });
    });
  }
}

describe('a board shows no next drawer after a kong on the last loose tile (A20)', () => {
  const notes = (state: ReturnType<typeof openBoard>) => [...state.others, state.self].flatMap((s) => s.notes);

  it("the learner's kong from a discard: nobody is marked next to draw, and after his discard the board says the hand ends unless it is claimed", () => {
    for (const wall of ['wall: 1', 'wall: 15\noptions: dead-wall 14']) {
      const open = openBoard(parseScenario(`title: t\nview: West\nWest: 9c 9c 9c 1d 2d 3d 5b 5b 8b 8b S S N\nevent: South discards 9c\n${wall}`));
      const konged = claimOnBoard(open, 'kong');
      expect(konged.ruled?.ruling?.nextToDraw).toBeNull();
      expect(notes(konged)).not.toContain('next to draw');
      expect(konged.ruled?.reasons.map((r) => r.text)).toContain(
        "West's loose tile is the last tile the wall may give. West still discards, and his discard may be claimed. The wall is exhausted: no tile is left that may be drawn, so if nobody claims it the hand ends as a draw game.",
      );
      const done = discardOnBoard(konged, 'N');
      expect(done.status).toBe('You discard the North Wind. No tile is left to draw: unless this discard is claimed, the hand ends as a draw game.');
    }
  });

  it("the learner's own concealed kong: nobody is marked next to draw", () => {
    const open = openBoard(parseScenario('title: t\nview: South\nSouth: 5b 5b 5b 1d 2d 3d 4d 5d 6d Rd Rd Rd N\nturn: South drew 5b\nwall: 1'));
    const konged = moveOnBoard(open, { kind: 'kong', tile: '5b' });
    expect(konged.ruled?.ruling).toMatchObject({ looseTileDrawnBy: 'South', nextToDraw: null });
    expect(notes(konged)).not.toContain('next to draw');
    const done = discardOnBoard(konged, 'N');
    expect(done.status).toBe('You discard the North Wind. No tile is left to draw: unless this discard is claimed, the hand ends as a draw game.');
  });

  it("another seat's kong, the learner passing: the kong-maker draws and discards, and the board says nobody draws after him", () => {
    const passed = passOnBoard(openBoard(parseScenario(`title: t\nview: East\n${KONGS[0].body}\nwall: 15\noptions: dead-wall 14`)));
    expect(passed.ruled?.ruling).toMatchObject({ awardedTo: 'West', looseTileDrawnBy: 'West', nextToDraw: null });
    expect(notes(passed)).not.toContain('next to draw');
    expect(passed.ruled?.reasons.at(-1)?.text).toBe('No tile is left to draw: unless this discard is claimed, the hand ends as a draw game.');
  });

  it('one tile earlier, the seat after the kong-maker is marked next to draw', () => {
    const open = openBoard(parseScenario('title: t\nview: West\nWest: 9c 9c 9c 1d 2d 3d 5b 5b 8b 8b S S N\nevent: South discards 9c\nwall: 2'));
    const konged = claimOnBoard(open, 'kong');
    expect(konged.others.find((s) => s.seat === 'North')?.notes).toContain('next to draw');
  });
});
