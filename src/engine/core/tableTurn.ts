/**
 * A turn's facts read from an immutable Table (core/turn.ts TurnFacts): the
 * phase, the hand of the player whose turn it is, his sets, the wall, from
 * tile codes, so that a move on a Table is decided and listed by the same
 * functions as on a play table.
 */
import type { Seat } from '../seats';
import type { Table } from '../table';
import type { Tile } from '../tiles';
import { kindOf } from './kinds';
import { Phase } from './phase';
import { countsOf } from './tableWindow';
import { TurnWhy, discardWhy, drawWhy, kongWhy, looseWhy, mahjongWhy } from './turn';
import { TurnFacts } from './turnMoves';

const PHASES: Readonly<Record<Table['phase'], number>> = { draw: Phase.Draw, discard: Phase.Discard, loose: Phase.Loose, robbing: Phase.Robbing, over: Phase.Over };

/** What the turn of the player whose turn it is is decided on (core/turn.ts). */
export function turnFactsOf(table: Table, out: TurnFacts = new TurnFacts()): TurnFacts {
  const { concealed, melds } = table.seats[table.turn];
  out.phase = PHASES[table.phase];
  out.claimedThisTurn = table.claimedThisTurn;
  out.aboveReserve = table.wall.length - table.options.deadWallSize;
  out.size = concealed.length;
  out.counts = countsOf(concealed);
  out.sets = melds.length;
  out.inSets = 0;
  out.kongs = 0;
  out.pungs.length = 0;
  for (const m of melds) {
    out.inSets += m.tiles.length;
    if (m.kind === 'kong') out.kongs++;
    else if (m.kind === 'pung' && m.tiles.length > 0) out.pungs.push(kindOf(m.tiles[0]));
  }
  out.pending = table.phase === 'robbing' && table.kong?.seat === table.turn ? 1 : 0;
  return out;
}

/** A move a seat tries in a turn, on an immutable Table. */
export type TurnMoveTried =
  | { type: 'draw'; seat: Seat }
  | { type: 'loose'; seat: Seat }
  | { type: 'mahjong'; seat: Seat }
  | { type: 'discard'; seat: Seat; tile: Tile }
  /** `concealed`: a kong of four in the hand, as a board's "Declare a kong" names it, not an add to his exposed pung. */
  | { type: 'kong'; seat: Seat; tile: Tile; concealed?: boolean };

/**
 * Why the move would be refused (core/turn.ts TurnWhy), or 0 when it would
 * be played: the moves on a Table (moves.ts) and the practice table ask
 * this, the play table its own facts, and both reach the same why functions.
 */
export function turnMoveWhy(table: Table, move: TurnMoveTried): number {
  const isTurn = table.turn === move.seat;
  const phase = PHASES[table.phase];
  if (move.type === 'draw') return drawWhy(phase, isTurn);
  if (move.type === 'loose') return looseWhy(phase, isTurn);
  // Another seat's move is refused on the phase and the turn alone: his hand is not read.
  if (!isTurn) {
    if (move.type === 'mahjong') return mahjongWhy(phase, false, false, false, false);
    return move.type === 'discard' ? discardWhy(phase, false, 0) : kongWhy(phase, false, false, 0, 0, false);
  }
  const f = turnFactsOf(table);
  if (move.type === 'mahjong') {
    const mine = phase === Phase.Discard;
    return mahjongWhy(phase, true, mine && f.dead(), mine && f.winning(), mine && f.fourHeld());
  }
  const kind = kindOf(move.tile);
  if (move.type === 'discard') return discardWhy(phase, true, f.counts[kind]);
  // His fourth of a tile he has an exposed pung of goes on that pung (KONG-ADD-DRAWN), not into a concealed kong.
  if (move.concealed && f.pungs.includes(kind)) return TurnWhy.BelongsOnPung;
  return kongWhy(phase, true, f.claimedThisTurn, f.aboveReserve, f.counts[kind], f.pungs.includes(kind));
}
