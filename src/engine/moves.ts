/**
 * Moves on the immutable Table: draw, discard, claim, pass, declare a kong,
 * draw a loose tile and Mah-Jongg, each a pure function from a table to the
 * next table or a refusal, so that a board can be played one move at a
 * time. A view: whether a move is allowed is the core's (core/turn.ts, asked on a
 * Table through core/tableTurn.ts), its sentences explain/moves.ts's; the new table is made here.
 */
import { type Ruling, adjudicate } from './adjudicate';
import { type Claim, currentEvent } from './claims';
import { mayDraw } from './core/wall';
import {
  addToPungReason, concealedKongReasons, discardReasons, drawReason, goneOutReason, looseTileReason, noLooseTileReason,
  nothingToClaimRefusal, turnRefusal, wallUsedUpReason,
} from './explain/moves';
import type { Reason, Refusal } from './refusal';
import { type Seat, nextSeat } from './seats';
import { type Table, cloneTable } from './table';
import { type Tile, removeTiles } from './tiles';

export type Move =
  | { type: 'draw'; seat: Seat }
  | { type: 'discard'; seat: Seat; tile: Tile }
  | { type: 'claim'; claims: Claim[] }
  | { type: 'pass' }
  | { type: 'kong'; seat: Seat; tile: Tile }
  | { type: 'loose'; seat: Seat }
  | { type: 'mahjong'; seat: Seat };

export type MoveResult =
  | { ok: true; table: Table; explanation: Reason[]; ruling?: Ruling }
  | { ok: false; refusal: Refusal };

const no = (refusal: Refusal): MoveResult => ({ ok: false, refusal });

/** The wall's tiles less the reserve (A14). */
function aboveReserve(table: Table): number {
  return table.wall.length - table.options.deadWallSize;
}

/** A seat must draw and the wall holds no tile he may take: the hand ends with no winner, a draw game. */
function nothingToDraw(table: Table, why: Reason): MoveResult {
  const next = cloneTable(table);
  next.phase = 'over';
  next.result = { winner: null };
  return { ok: true, table: next, explanation: [why] };
}

function draw(table: Table, seat: Seat): MoveResult {
  return takeFromWall(table, seat, false);
}

/** A discard alone, as play() makes it; a caller needing no other move imports this, and a page ships no more moves than it plays. */
export function discard(table: Table, seat: Seat, tile: Tile): MoveResult {
  const refused = turnRefusal(table, { type: 'discard', seat, tile });
  if (refused) return no(refused);
  const next = cloneTable(table);
  next.seats[seat].concealed = removeTiles(table.seats[seat].concealed, [tile])!;
  next.discards.push({ tile, by: seat });
  next.live = { tile, by: seat };
  next.nextHasDrawn = false;
  next.turn = nextSeat(seat);
  next.phase = 'draw';
  next.claimedThisTurn = false;
  next.kong = null;
  return { ok: true, table: next, explanation: discardReasons(seat, tile, table.live?.tile ?? null) };
}

function claim(table: Table, claims: Claim[]): MoveResult {
  if (!currentEvent(table)) return no(nothingToClaimRefusal());
  const ruling = adjudicate(table, claims);
  return { ok: true, table: ruling.table, explanation: ruling.explanation, ruling };
}

/** A kong declared in the player's own turn, as play() declares it (exported for the same reason as discard). */
export function declareKong(table: Table, seat: Seat, tile: Tile): MoveResult {
  const refused = turnRefusal(table, { type: 'kong', seat, tile });
  if (refused) return no(refused);
  const s = table.seats[seat];
  const next = cloneTable(table);
  if (s.melds.some((m) => m.kind === 'pung' && m.tiles[0] === tile)) {
    next.seats[seat].concealed = removeTiles(s.concealed, [tile])!;
    next.phase = 'robbing';
    next.kong = { seat, tile, way: 'added' };
    return { ok: true, table: next, explanation: [addToPungReason(seat, tile)] };
  }
  next.seats[seat].concealed = removeTiles(s.concealed, [tile, tile, tile, tile])!;
  next.seats[seat].melds = [...s.melds, { kind: 'kong', tiles: [tile, tile, tile, tile], kongWay: 'concealed' }];
  next.phase = 'loose';
  next.kong = { seat, tile, way: 'concealed' };
  return { ok: true, table: next, explanation: concealedKongReasons(seat, tile) };
}

/** A loose tile drawn after a kong, as play() draws it (exported for the same reason as discard). */
export function drawLoose(table: Table, seat: Seat): MoveResult {
  return takeFromWall(table, seat, true);
}

/**
 * The seat takes the wall's next tile, or (`loose`) a loose tile from its far end, which ends the kong and any window
 * on the discard. Neither comes out of the dead wall reserve (A14): Harr's Part II draws no tile, loose or not, once
 * only the last 14 are left; with none that may be drawn the hand ends as a draw game (A20).
 */
function takeFromWall(table: Table, seat: Seat, loose: boolean): MoveResult {
  const refused = turnRefusal(table, { type: loose ? 'loose' : 'draw', seat });
  if (refused) return no(refused);
  if (!mayDraw(aboveReserve(table))) return nothingToDraw(table, loose ? noLooseTileReason() : wallUsedUpReason());
  const next = cloneTable(table);
  const tile = loose ? next.wall.pop()! : next.wall.shift()!;
  next.seats[seat].concealed.push(tile);
  next.phase = 'discard';
  if (loose) {
    next.kong = null;
    next.live = null;
  }
  next.nextHasDrawn = next.live !== null;
  next.claimedThisTurn = false;
  return { ok: true, table: next, explanation: [loose ? looseTileReason(seat) : drawReason(seat)] };
}

function mahjong(table: Table, seat: Seat): MoveResult {
  if (currentEvent(table) && table.turn !== seat) return claim(table, [{ seat, kind: 'mahjong' }]);
  const refused = turnRefusal(table, { type: 'mahjong', seat });
  if (refused) return no(refused);
  const s = table.seats[seat];
  const next = cloneTable(table);
  next.phase = 'over';
  next.live = null;
  // Going out straight after a chow or pung: the winning tile is the one just claimed, from its discarder.
  const claimed = table.claimedThisTurn ? s.melds[s.melds.length - 1]?.claimed : undefined;
  next.result = claimed ? { winner: seat, tile: claimed.tile, from: claimed.from } : { winner: seat, tile: s.concealed[s.concealed.length - 1], from: null };
  return { ok: true, table: next, explanation: [goneOutReason(seat)] };
}

/** Plays one move. The table given is never changed. */
export function play(table: Table, move: Move): MoveResult {
  switch (move.type) {
    case 'draw':
      return draw(table, move.seat);
    case 'discard':
      return discard(table, move.seat, move.tile);
    case 'claim':
      return claim(table, move.claims);
    case 'pass':
      return claim(table, []);
    case 'kong':
      return declareKong(table, move.seat, move.tile);
    case 'loose':
      return drawLoose(table, move.seat);
    case 'mahjong':
      return mahjong(table, move.seat);
  }
}
