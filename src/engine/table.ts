/**
 * The table: four seats, the wall with its loose tiles at the far end, the
 * discards, and whose turn it is. A Table is a plain value; moves and rulings
 * return a new one and never change the one they were given. A new table may
 * share what did not change (the wall, a seat's hand and sets, the discards)
 * with the one it came from, as a ruling's table does, so nothing changes a
 * table's arrays in place once it is made: a move that does copies the
 * table first (cloneTable).
 */
import { handIsDead } from './core/counts';
import { assertPossible } from './core/possible';
import { mayDraw, mayDrawAfterLooseTile } from './core/wall';
import { expectedTileCount, kongCount, tileCount } from './hand';
import type { Meld } from './melds';
import { type RuleOptions, withDefaults } from './options';
import { SEATS, type Seat } from './seats';
import type { Tile } from './tiles';

export interface SeatState {
  /** Tiles held in the hand, concealed sets included. */
  concealed: Tile[];
  /** Sets laid on the table. */
  melds: Meld[];
}

export interface Discard {
  tile: Tile;
  by: Seat;
}

/**
 * Where the hand stands:
 * - `draw`: `turn` is about to draw from the wall; the last discard is live;
 * - `discard`: `turn` holds his draw (or a claimed tile) and must discard,
 *   declare a kong, or go Mah-Jongg;
 * - `loose`: `turn` has just made a kong and must draw a loose tile;
 * - `robbing`: `turn` is adding a drawn fourth to his exposed pung, and the
 *   others may rob it to win before the kong stands;
 * - `over`: somebody went Mah-Jongg, or the wall ran out.
 */
export type Phase = 'draw' | 'discard' | 'loose' | 'robbing' | 'over';

export interface KongInProgress {
  seat: Seat;
  tile: Tile;
  way: 'added' | 'concealed';
}

export interface HandResult {
  winner: Seat | null;
  /** The winning tile and where it came from; `from` is null for a tile drawn by the winner. */
  tile?: Tile;
  from?: Seat | null;
  robbedKong?: boolean;
}

export interface Table {
  seats: Record<Seat, SeatState>;
  /** The wall: index 0 is drawn next; loose tiles come off the far end. */
  wall: Tile[];
  /** Every discard still on the table, oldest first. */
  discards: Discard[];
  /** The discard that may still be claimed: the last one, until it goes dead. */
  live: Discard | null;
  /** The next player has already drawn from the wall, so the live discard is past its moment (A8). */
  nextHasDrawn: boolean;
  turn: Seat;
  phase: Phase;
  /** The turn's tile came from a claim, not the wall: no kong may be declared before discarding (A16). */
  claimedThisTurn: boolean;
  kong: KongInProgress | null;
  result: HandResult | null;
  options: RuleOptions;
}

export function seatTiles(table: Table, seat: Seat): Tile[] {
  const s = table.seats[seat];
  const pending = table.kong && table.kong.seat === seat && table.phase === 'robbing' ? [table.kong.tile] : [];
  return [...s.concealed, ...s.melds.flatMap((m) => m.tiles), ...pending];
}

/** Every tile the table holds, wall included. */
export function allTiles(table: Table): Tile[] {
  return [...SEATS.flatMap((seat) => seatTiles(table, seat)), ...table.wall, ...table.discards.map((d) => d.tile)];
}

/** Does this seat hold a drawn, claimed or winning tile beyond 13 plus his kongs? */
export function isHoldingDraw(table: Table, seat: Seat): boolean {
  if (table.phase === 'over') return table.result?.winner === seat && table.result.tile !== undefined;
  return table.turn === seat && (table.phase === 'discard' || table.phase === 'robbing');
}

/** 13 plus one per kong, and one more while the seat holds a tile it has still to discard. */
export function expectedCount(table: Table, seat: Seat): number {
  return expectedTileCount(table.seats[seat].melds, isHoldingDraw(table, seat));
}

export function actualCount(table: Table, seat: Seat): number {
  const s = table.seats[seat];
  const pending = table.kong && table.kong.seat === seat && table.phase === 'robbing' ? 1 : 0;
  return tileCount(s.concealed, s.melds) + pending;
}

/** A hand with the wrong number of tiles is dead: it plays on but cannot win (core/counts.ts handIsDead, A21). */
export function isDeadHand(table: Table, seat: Seat): boolean {
  return handIsDead(actualCount(table, seat), kongCount(table.seats[seat].melds), isHoldingDraw(table, seat));
}

/**
 * Was the hand won on the tiles as dealt (Harr's card: "for winning on original hand as drawn from the wall")? Only
 * East holds fourteen tiles as dealt. He went out before any tile was discarded, so none was drawn or claimed either
 * (every other turn begins after a discard), and he declared no kong.
 */
export function wonAsDealt(table: Table): boolean {
  const r = table.result;
  return table.phase === 'over' && r?.winner === 'East' && !r.from && table.discards.length === 0 && SEATS.every((s) => table.seats[s].melds.length === 0);
}

/** Tiles left to draw in play, the dead wall reserve excluded. */
export function drawableCount(table: Table): number {
  return Math.max(0, table.wall.length - table.options.deadWallSize);
}

/**
 * Can a tile still be drawn, from the wall or as a loose tile? Only while the
 * wall holds more than the reserve (A20, core/turn.ts mayDraw); once it
 * cannot, a kong is refused and a hand that needs a draw ends as a draw game.
 */
export function canDraw(table: Table): boolean {
  return mayDraw(table.wall.length - table.options.deadWallSize);
}

/** Can a tile still be drawn once the loose tile owed for a kong is taken from the wall (A20, core/wall.ts)? */
export function canDrawAfterLooseTile(table: Table): boolean {
  return mayDrawAfterLooseTile(table.wall.length - table.options.deadWallSize);
}

export function emptySeat(): SeatState {
  return { concealed: [], melds: [] };
}

export interface TableInit {
  seats: Record<Seat, SeatState>;
  wall: Tile[];
  discards?: Discard[];
  live?: Discard | null;
  nextHasDrawn?: boolean;
  turn: Seat;
  phase: Phase;
  claimedThisTurn?: boolean;
  kong?: KongInProgress | null;
  result?: HandResult | null;
  options?: Partial<RuleOptions>;
}

export function makeTable(init: TableInit): Table {
  const table: Table = {
    seats: init.seats,
    wall: init.wall,
    discards: init.discards ?? [],
    live: init.live ?? null,
    nextHasDrawn: init.nextHasDrawn ?? false,
    turn: init.turn,
    phase: init.phase,
    claimedThisTurn: init.claimedThisTurn ?? false,
    kong: init.kong ?? null,
    result: init.result ?? null,
    options: withDefaults(init.options),
  };
  assertPossible(allTiles(table));
  return table;
}

/** A copy whose seats, melds and lists can be changed without touching the original. */
export function cloneTable(table: Table): Table {
  const seats = {} as Record<Seat, SeatState>;
  for (const seat of SEATS) {
    const s = table.seats[seat];
    seats[seat] = { concealed: [...s.concealed], melds: s.melds.map((m) => ({ ...m, tiles: [...m.tiles] })) };
  }
  return { ...table, seats, wall: [...table.wall], discards: [...table.discards] };
}

