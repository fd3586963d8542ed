/**
 * The sentences of a move in a player's own turn: why a draw, a discard, a
 * kong, a loose tile or Mah-Jongg is refused (from the core's TurnWhy,
 * core/turn.ts), and what each move did when played. The immutable moves
 * (moves.ts), the boards and the practice table all say them in these words.
 */
import { type Refusal, type Reason, refuse } from '../refusal';
import { type TurnMoveTried, turnMoveWhy } from '../core/tableTurn';
import { TurnWhy, turnRule } from '../core/turn';
import type { Seat } from '../seats';
import type { Table } from '../table';
import { type Tile, copiesOf, tileName, tilesName } from '../tiles';
import { personOf } from './person';
import { heldWords } from './tileWords';
import { WALL_EXHAUSTED, noLooseTileLeft } from './wall';

export type TurnMoveType = 'draw' | 'discard' | 'kong' | 'loose' | 'mahjong';

/** What a refusal's sentence names: the seat that tried, whose turn it is, the tile, how many he holds, and whether a kong was an add to his pung. */
export interface TurnContext {
  seat: Seat;
  turn: Seat;
  tile?: Tile;
  held?: number;
  addsToPung?: boolean;
  /** The seat the reader plays, spoken to as "you" (the practice table); absent on a board, which names every seat. */
  you?: Seat | null;
}

const ONE_DRAW_ONE_DISCARD = 'A turn is one draw, then one discard.';

/** The sentence and the fix for a refused move. */
export function moveRefusal(move: TurnMoveType, why: number, c: TurnContext): Refusal {
  const rule = turnRule(why, c.addsToPung);
  const { seat } = c;
  const p = personOf(seat, c.you ?? null);
  const name = c.tile ? tileName(c.tile) : '';
  switch (why) {
    case TurnWhy.HandOver:
      return refuse(rule, 'The hand is over.');
    case TurnWhy.NotYourTurn:
      return refuse(rule, `It is ${personOf(c.turn, c.you ?? null).whose} turn, not ${p.own}.`, 'Play passes to the right: East, South, West, North.');
    case TurnWhy.KongBeingRobbed:
      return refuse(rule, move === 'draw' ? `${c.turn} is adding to his pung: the others must first say whether they rob it.` : `The others must first say whether they rob ${p.whose} kong.`);
    case TurnWhy.MustDrawLoose:
      return refuse(rule, move === 'draw'
          ? `${p.Name} ${p.v('has', 'have')} just made a kong and ${p.v('draws', 'draw')} a loose tile, not a tile from the wall.`
          : `${p.Name} must draw ${p.his} loose tile before ${p.he} ${p.v('discards', 'discard')}.`);
    case TurnWhy.HasDrawn:
      return refuse(rule, `${p.Name} ${p.v('has', 'have')} drawn already and must now discard.`, ONE_DRAW_ONE_DISCARD);
    case TurnWhy.MustDraw:
      return refuse(rule, `${p.Name} must draw (or claim the last discard) before ${p.he} ${p.v('discards', 'discard')}.`, ONE_DRAW_ONE_DISCARD);
    case TurnWhy.NotHeld:
      return refuse(rule, `${p.Name} ${p.v('holds', 'hold')} no ${name} to discard.`);
    case TurnWhy.KongNotInTurn:
      return refuse(rule, `${p.Name} may declare a kong only in ${p.his} own turn, after drawing.`);
    case TurnWhy.KongAfterClaim:
      return refuse(rule, `${p.Name} took this turn's tile by a claim. A kong is declared after a draw from the wall, not straight after a chow or pung.`, 'Declare it in a later turn, after drawing.');
    case TurnWhy.NoLooseTile:
      return refuse(rule, noLooseTileLeft(`${p.Name} cannot declare a kong`), 'Keep the four in hand: undeclared, they count as three of a kind.');
    case TurnWhy.NoFourthToAdd:
      return refuse(rule, `${p.Name} ${p.v('holds', 'hold')} no ${name} to add to ${p.his} exposed pung.`, 'Draw the fourth tile from the wall, then add it.');
    case TurnWhy.NotFour:
      return refuse(rule, `${p.Name} ${p.v('holds', 'hold')} ${heldWords(c.held ?? 0, c.tile!)}; a concealed kong needs all four in ${p.his} hand.`);
    case TurnWhy.BelongsOnPung:
      return refuse(rule, `Your ${name} belongs on your exposed pung of it.`, `Add the ${name} to your pung.`);
    case TurnWhy.NoKongToPayFor:
      return refuse(rule, 'A loose tile is drawn only to make up for a kong just laid out.');
    case TurnWhy.NotHoldingDraw:
      return refuse(rule, `${p.Name} may go out on ${p.his} own draw only once ${p.he} ${p.v('holds', 'hold')} it.`);
    case TurnWhy.DeadHand:
      return refuse(rule, `${p.Whose} hand is dead: it holds the wrong number of tiles.`);
    case TurnWhy.FourNotDeclared:
      return refuse(rule, `${p.Whose} four of a kind in hand is not a set until it is declared and its loose tile drawn.`);
    default:
      return refuse(rule, `${p.Whose} hand is not four sets and a pair.`);
  }
}

/**
 * Why a move in a player's own turn (a draw, a discard, a kong, a loose tile,
 * Mah-Jongg on his own tile) is refused on this table, in words; null when
 * it would be played (core/tableTurn.ts turnMoveWhy decides). The moves on a
 * Table (moves.ts) and the practice table, which plays on the fast core, say
 * it alike, the table to the learner as "you" (`you`: his seat).
 */
export function turnRefusal(table: Table, move: TurnMoveTried, you: Seat | null = null): Refusal | null {
  const why = turnMoveWhy(table, move);
  if (why === 0) return null;
  if (move.type !== 'discard' && move.type !== 'kong') return moveRefusal(move.type, why, { seat: move.seat, turn: table.turn, you });
  const { concealed, melds } = table.seats[move.seat];
  const addsToPung = move.type === 'kong' && melds.some((m) => m.kind === 'pung' && m.tiles[0] === move.tile);
  return moveRefusal(move.type, why, { seat: move.seat, turn: table.turn, tile: move.tile, held: copiesOf(concealed, move.tile), addsToPung, you });
}

/** A claim tried with nothing on the table to claim. */
export function nothingToClaimRefusal(): Refusal {
  return refuse('CLAIM-LIVE-DISCARD', 'There is nothing to claim just now.', 'Claims are made on the tile just discarded.');
}

export function drawReason(seat: Seat): Reason {
  return { rule: 'TURN-DRAW-DISCARD', text: `${seat} draws a tile from the wall.` };
}

/** A draw finds no tile that may be drawn: a draw game (A20). */
export function wallUsedUpReason(): Reason {
  return { rule: 'TURN-DRAW-DISCARD', text: `${WALL_EXHAUSTED}, so the hand ends with no winner.` };
}

/** A discard, and the discard before it, which is now dead. */
export function discardReasons(seat: Seat, tile: Tile, before: Tile | null): Reason[] {
  const said: Reason[] = [{ rule: 'ANNOUNCE-DISCARD', text: `${seat} discards the ${tileName(tile)}.` }];
  if (before) said.push({ rule: 'DEAD-DISCARD', text: `The ${tileName(before)} discarded before it is now dead.` });
  return said;
}

export function addToPungReason(seat: Seat, tile: Tile): Reason {
  return { rule: 'KONG-ADD-DRAWN', text: `${seat} adds the ${tileName(tile)} to his exposed pung. Before the kong stands, another player who goes out on this tile may rob it.` };
}

export function concealedKongReasons(seat: Seat, tile: Tile): Reason[] {
  return [
    { rule: 'KONG-CONCEALED', text: `${seat} lays out his four ${tilesName(tile)}, the two end tiles face down: the kong still scores as concealed.` },
    { rule: 'KONG-LOOSE-TILE', text: `${seat} must now draw a loose tile.` },
  ];
}

export function looseTileReason(seat: Seat): Reason {
  return { rule: 'KONG-LOOSE-TILE', text: `${seat} draws a loose tile from the end of the wall.` };
}

/** A loose tile is due and none may be drawn: a draw game (A20). */
export function noLooseTileReason(): Reason {
  return { rule: 'KONG-LOOSE-TILE', text: 'No loose tile is left: the hand ends with no winner.' };
}

export function goneOutReason(seat: Seat): Reason {
  return { rule: 'WIN-FOUR-SETS-PAIR', text: `${seat} has four sets and a pair: Mah-Jongg, and the hand is over.` };
}
