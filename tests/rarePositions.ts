/**
 * Positions play seldom or never reaches, for holding the two engines (the
 * fast core and the immutable steps) to the same answers where random hands
 * do not go: dead hands (A21), walls down to the reserve, one tile above it,
 * or empty (A20), with the reserve at 0 and at 14 (A14), a kong being robbed,
 * late claims (A8 option) and the strict winning chow (A1 option). Each is
 * made from a content scenario or a position met in a random game, copied
 * and changed; none is played on from.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { parseScenario } from '../src/engine/formats/scenario';
import type { RuleOptions } from '../src/engine/options';
import { SEATS } from '../src/engine/seats';
import { randomGame } from '../src/engine/sim/randomGame';
import type { Table } from '../src/engine/table';

type Random = () => number;

export interface RarePosition {
  /** How it was made, for a failure's message. */
  label: string;
  table: Table;
}

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

/** Every content scenario's position. */
export function scenarioPositions(): RarePosition[] {
  const dir = new URL('../content/scenarios/', import.meta.url).pathname;
  return readdirSync(dir)
    .filter((f) => f.endsWith('.scn'))
    .sort()
    .map((f) => ({ label: `scenario ${f}`, table: parseScenario(readFileSync(dir + f, 'utf8'), f).table }));
}

/**
 * Positions met in random games: every robbing window, every window on a
 * concealed kong, every window where a seat holds three of the tile (a kong
 * call is possible), and a sample of the others, late-claim windows more often.
 */
export function gamePositions(seeds: number, random: Random): RarePosition[] {
  const out: RarePosition[] = [];
  const variants: Partial<RuleOptions>[] = [{}, { claimAfterNextDraw: true }, { strictWinningChow: true, deadWallSize: 14 }, { claimAfterNextDraw: true, deadWallSize: 14 }];
  for (let seed = 1; seed <= seeds; seed++) {
    const options = variants[seed % variants.length];
    randomGame(seed, {
      options,
      claimChance: 0.7,
      onTable: (t) => {
        const rare = t.phase === 'robbing' || t.kong !== null || threeHeld(t);
        if (rare || random() < (t.nextHasDrawn ? 0.05 : 0.01)) out.push({ label: `seed ${seed} ${JSON.stringify(options)} ${t.phase} move ${t.discards.length}`, table: structuredClone(t) });
      },
    });
  }
  return out;
}

/** Does a seat other than the live tile's discarder hold three of it? */
function threeHeld(t: Table): boolean {
  const live = t.live;
  return !!live && SEATS.some((seat) => seat !== live.by && t.seats[seat].concealed.filter((x) => x === live.tile).length >= 3);
}

/** The position with one seat's hand dead: one or three tiles taken from it, or one or three from the wall added to it. */
export function withDeadHand(p: RarePosition, random: Random, seat = pick(random, SEATS)): RarePosition {
  const table = structuredClone(p.table);
  const hand = table.seats[seat].concealed;
  const n = random() < 0.7 ? 1 : 3;
  const take = random() < 0.5 ? hand.length >= n : table.wall.length < n;
  if (take && hand.length >= n) {
    for (let i = 0; i < n; i++) hand.splice(Math.floor(random() * hand.length), 1);
    return { label: `${p.label}, ${seat} ${n} short`, table };
  }
  if (table.wall.length < n) return p;
  // Added before the last tile, which may be the one just drawn.
  for (let i = 0; i < n; i++) hand.splice(Math.max(0, hand.length - 1), 0, table.wall.pop()!);
  return { label: `${p.label}, ${seat} ${n} over`, table };
}

/** The position with its wall cut to `left` tiles and the given reserve. */
export function withWall(p: RarePosition, left: number, deadWallSize: number): RarePosition {
  const table = structuredClone(p.table);
  table.options = { ...table.options, deadWallSize };
  table.wall = table.wall.slice(0, Math.min(left, table.wall.length));
  return { label: `${p.label}, wall ${table.wall.length} over a reserve of ${deadWallSize}`, table };
}

/** The position under other rule options. */
export function withOptions(p: RarePosition, options: Partial<RuleOptions>): RarePosition {
  const table = structuredClone(p.table);
  table.options = { ...table.options, ...options };
  return { label: `${p.label}, ${JSON.stringify(options)}`, table };
}

/**
 * From each base position: itself, under the late-claim and strict-chow
 * options turned the other way, with a dead hand, and with its wall at 0, 1,
 * the reserve and one above it, for a reserve of 0 and of 14, a dead hand
 * also at the last drawable tile.
 */
export function rarePositions(bases: readonly RarePosition[], random: Random): RarePosition[] {
  const out: RarePosition[] = [];
  for (const p of bases) {
    out.push(p);
    out.push(withOptions(p, { claimAfterNextDraw: !p.table.options.claimAfterNextDraw }));
    out.push(withOptions(p, { strictWinningChow: !p.table.options.strictWinningChow }));
    out.push(withDeadHand(p, random));
    out.push(withDeadHand(p, random, p.table.turn));
    for (const reserve of [0, 14]) {
      for (const left of new Set([0, 1, reserve, reserve + 1])) out.push(withWall(p, left, reserve));
      out.push(withDeadHand(withWall(p, reserve + 1, reserve), random));
    }
  }
  return out;
}
