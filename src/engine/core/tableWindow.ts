/**
 * The call window of an immutable Table (a board's, a file's, the judge's):
 * the event and each seat's facts read from tile codes, so that a call on a
 * Table is judged by the same judgeClaimCode as on a play table, with no play
 * table made. The kinds and seats come from the Table's names at this edge.
 */
import type { Table } from '../table';
import type { Tile } from '../tiles';
import { SEATS, seatIndex } from '../seats';
import { ClaimWindow, EventKind, event } from './claiming';
import { KIND_COUNT, kindOf } from './kinds';

/** The event a call would answer on this table, or -1 when nothing can be called (as currentEvent of a play table). */
export function tableEvent(table: Table): number {
  if (table.phase === 'robbing' && table.kong) return event(EventKind.AddToPung, seatIndex(table.kong.seat), kindOf(table.kong.tile));
  if (table.phase === 'loose' && table.kong?.way === 'concealed') return event(EventKind.ConcealedKong, seatIndex(table.kong.seat), kindOf(table.kong.tile));
  if (table.live && (table.phase === 'draw' || (table.phase === 'discard' && table.nextHasDrawn))) return event(EventKind.Discard, seatIndex(table.live.by), kindOf(table.live.tile));
  return -1;
}

// Zeros, copied for each hand's counts (as hand.ts handCounts does): a copy is made in one step, where filling a new
// array called into the runtime, three times in each ruling on three calls (adjudicate).
const NO_TILES: readonly number[] = new Array<number>(KIND_COUNT).fill(0);

/** A hand's counts: 34 slots, how many of each kind it holds. */
export function countsOf(tiles: readonly Tile[]): number[] {
  const counts = NO_TILES.slice();
  for (let i = 0; i < tiles.length; i++) counts[kindOf(tiles[i])]++;
  return counts;
}

export class TableWindow extends ClaimWindow {
  constructor(readonly table: Table) {
    super(table.options.strictWinningChow, table.options.claimAfterNextDraw);
    this.start(tableEvent(table), table.nextHasDrawn, table.wall.length - table.options.deadWallSize);
  }

  /** An immutable table never changes: the window stays as it was opened, its facts kept. */
  open(): boolean {
    return this.event >= 0;
  }

  facts(seat: number): void {
    if (this.known & (1 << seat)) return;
    const table = this.table;
    const name = SEATS[seat];
    const { concealed, melds } = table.seats[name];
    const counts = countsOf(concealed);
    let size = concealed.length;
    if (seat === this.drawer) {
      // His drawn tile goes back to the wall; the position is then one where he is about to draw.
      counts[kindOf(concealed[size - 1])]--;
      size--;
    }
    // With a draw taken back nobody holds a tile to discard and no kong is pending.
    const holding = this.drawer < 0 && table.turn === name && (table.phase === 'discard' || table.phase === 'robbing');
    const pending = this.drawer < 0 && table.phase === 'robbing' && table.kong?.seat === name ? 1 : 0;
    const tile = this.event >> 4;
    let inSets = 0;
    let kongs = 0;
    let pung = false;
    for (const m of melds) {
      inSets += m.tiles.length;
      if (m.kind === 'kong') kongs++;
      else if (m.kind === 'pung' && m.tiles.length > 0 && kindOf(m.tiles[0]) === tile) pung = true;
    }
    this.know(seat, counts, size, size + pending + inSets, kongs, melds.length, holding, pung);
  }
}
