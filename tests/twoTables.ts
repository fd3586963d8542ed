/**
 * Reading the fast core's answers as the immutable steps give them, for the
 * tests that hold the two engines equal (src/engine/core/playTable.test.ts on
 * random hands, src/engine/core/rarePositions.test.ts where play seldom goes).
 */
import { CLAIM_KINDS, type Claim, type ClaimKind, currentEvent } from '../src/engine/claims';
import { legalClaimCodes } from '../src/engine/core/claiming';
import { claimOf } from '../src/engine/core/convert';
import { MoveType, moveKind, moveType } from '../src/engine/core/moves';
import type { PlayTable } from '../src/engine/core/playTable';
import { claimAs } from '../src/engine/core/slots';
import type { Move } from '../src/engine/moves';
import { SEATS } from '../src/engine/seats';
import type { Table } from '../src/engine/table';
import { TILE_KINDS, type Tile } from '../src/engine/tiles';


/** A position as text, each concealed hand in kind order (the order of tiles in a hand is not part of the position): quick to compare, readable in a failure. */
export function key(table: Table): string {
  return JSON.stringify(normalised(table));
}

export function normalised(table: Table): Table {
  const order = (t: Tile) => TILE_KINDS.indexOf(t);
  const seats = {} as Table['seats'];
  for (const seat of SEATS) seats[seat] = { ...table.seats[seat], concealed: [...table.seats[seat].concealed].sort((a, b) => order(a) - order(b)) };
  return { ...table, seats };
}

/** The immutable move for an encoded one, played by the seat whose turn it is. */
export function tableMove(move: number, table: Table, codes: ArrayLike<number>, n: number): Move {
  const seat = table.turn;
  switch (moveType(move)) {
    case MoveType.Draw:
      return { type: 'draw', seat };
    case MoveType.Discard:
      return { type: 'discard', seat, tile: TILE_KINDS[moveKind(move)] };
    case MoveType.Kong:
      return { type: 'kong', seat, tile: TILE_KINDS[moveKind(move)] };
    case MoveType.Loose:
      return { type: 'loose', seat };
    case MoveType.MahJongg:
      return { type: 'mahjong', seat };
    default: {
      if (n === 0) return { type: 'pass' };
      const tile = currentEvent(table)!.tile;
      return { type: 'claim', claims: Array.from({ length: n }, (_, i) => claimOf(codes[i], tile)) };
    }
  }
}

/** The legal calls as claims with their ruling, in the engine's order. */
export function fastListing(pt: PlayTable, tile: Tile): { claim: Claim; as: ClaimKind }[] {
  const out = new Int32Array(16);
  const n = legalClaimCodes(pt.window, out);
  return Array.from(out.subarray(0, n), (c) => ({ claim: claimOf(c, tile), as: CLAIM_KINDS[claimAs(c)] }));
}
