/**
 * Moves: draw, discard, claim, pass, declare a kong, draw a loose tile and
 * Mah-Jongg, each a pure function from a table to the next table or a
 * refusal, so that a board can be played one move at a time.
 */
import { type Ruling, adjudicate } from './adjudicate';
import { type Claim, currentEvent } from './claims';
import { isWinningHand, undeclaredFours } from './hand';
import { type Reason, type Refusal, refuse } from './refusal';
import { type Seat, nextSeat } from './seats';
import { type Table, canDraw, cloneTable, drawableCount, isDeadHand } from './table';
import { type Tile, copiesOf, removeTiles, tileName } from './tiles';

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

function notYourTurn(table: Table, seat: Seat): MoveResult {
  return no(refuse('SEAT-ORDER', `It is ${table.turn}'s turn, not ${seat}'s.`, 'Play passes to the right: East, South, West, North.'));
}

/** A seat must draw and the wall holds no tile he may take: the hand ends with no winner, a draw game. */
function nothingToDraw(table: Table, why: Reason): MoveResult {
  const next = cloneTable(table);
  next.phase = 'over';
  next.result = { winner: null };
  return { ok: true, table: next, explanation: [why] };
}

function draw(table: Table, seat: Seat): MoveResult {
  if (table.phase === 'over') return no(refuse('WIN-FOUR-SETS-PAIR', 'The hand is over.'));
  if (table.phase === 'robbing') return no(refuse('ROB-KONG', `${table.turn} is adding to his pung: the others must first say whether they rob it.`));
  if (table.turn !== seat) return notYourTurn(table, seat);
  if (table.phase === 'loose') return no(refuse('KONG-LOOSE-TILE', `${seat} has just made a kong and draws a loose tile, not a tile from the wall.`));
  if (table.phase !== 'draw') return no(refuse('TURN-DRAW-DISCARD', `${seat} has drawn already and must now discard.`, 'A turn is one draw, then one discard.'));
  if (drawableCount(table) === 0) return nothingToDraw(table, { rule: 'TURN-DRAW-DISCARD', text: 'The wall is used up: the hand ends with no winner.' });
  const next = cloneTable(table);
  const tile = next.wall.shift()!;
  next.seats[seat].concealed.push(tile);
  next.phase = 'discard';
  next.nextHasDrawn = table.live !== null;
  next.claimedThisTurn = false;
  return { ok: true, table: next, explanation: [{ rule: 'TURN-DRAW-DISCARD', text: `${seat} draws a tile from the wall.` }] };
}

/** A discard alone, as play() makes it; a caller needing no other move imports this, and a page ships no more moves than it plays. */
export function discard(table: Table, seat: Seat, tile: Tile): MoveResult {
  if (table.phase === 'over') return no(refuse('WIN-FOUR-SETS-PAIR', 'The hand is over.'));
  if (table.turn !== seat) return notYourTurn(table, seat);
  if (table.phase === 'draw') return no(refuse('TURN-DRAW-DISCARD', `${seat} must draw (or claim the last discard) before he discards.`, 'A turn is one draw, then one discard.'));
  if (table.phase === 'loose') return no(refuse('KONG-LOOSE-TILE', `${seat} must draw his loose tile before he discards.`));
  if (table.phase === 'robbing') return no(refuse('ROB-KONG', `The others must first say whether they rob ${seat}'s kong.`));
  const rest = removeTiles(table.seats[seat].concealed, [tile]);
  if (!rest) return no(refuse('TURN-DRAW-DISCARD', `${seat} holds no ${tileName(tile)} to discard.`));
  const next = cloneTable(table);
  next.seats[seat].concealed = rest;
  next.discards.push({ tile, by: seat });
  next.live = { tile, by: seat };
  next.nextHasDrawn = false;
  next.turn = nextSeat(seat);
  next.phase = 'draw';
  next.claimedThisTurn = false;
  next.kong = null;
  const explanation: Reason[] = [{ rule: 'ANNOUNCE-DISCARD', text: `${seat} discards the ${tileName(tile)}.` }];
  if (table.live) explanation.push({ rule: 'DEAD-DISCARD', text: `The ${tileName(table.live.tile)} discarded before it is now dead.` });
  return { ok: true, table: next, explanation };
}

function claim(table: Table, claims: Claim[]): MoveResult {
  if (!currentEvent(table)) return no(refuse('CLAIM-LIVE-DISCARD', 'There is nothing to claim just now.', 'Claims are made on the tile just discarded.'));
  const ruling = adjudicate(table, claims);
  return { ok: true, table: ruling.table, explanation: ruling.explanation, ruling };
}

/** A kong declared in the player's own turn, as play() declares it (exported for the same reason as discard). */
export function declareKong(table: Table, seat: Seat, tile: Tile): MoveResult {
  if (table.turn !== seat) return notYourTurn(table, seat);
  const s = table.seats[seat];
  const held = copiesOf(s.concealed, tile);
  const pung = s.melds.find((m) => m.kind === 'pung' && m.tiles[0] === tile);
  const rule = pung ? 'KONG-ADD-DRAWN' : 'KONG-CONCEALED';
  if (table.phase !== 'discard') return no(refuse(rule, `${seat} may declare a kong only in his own turn, after drawing.`));
  if (table.claimedThisTurn) {
    return no(refuse(rule, `${seat} took this turn's tile by a claim. A kong is declared after a draw from the wall, not straight after a chow or pung.`, 'Declare it in a later turn, after drawing.'));
  }
  if (!canDraw(table)) {
    return no(refuse('KONG-LOOSE-TILE', `A four of a kind is paid for with a loose tile, and none is left: the wall holds no tile that may still be drawn, so ${seat} cannot declare a kong.`, 'Keep the four in hand: undeclared, they count as three of a kind.'));
  }
  if (pung && held >= 1) {
    const next = cloneTable(table);
    next.seats[seat].concealed = removeTiles(s.concealed, [tile])!;
    next.phase = 'robbing';
    next.kong = { seat, tile, way: 'added' };
    return {
      ok: true,
      table: next,
      explanation: [{ rule: 'KONG-ADD-DRAWN', text: `${seat} adds the ${tileName(tile)} to his exposed pung. Before the kong stands, another player who goes out on this tile may rob it.` }],
    };
  }
  if (held === 4) {
    const next = cloneTable(table);
    next.seats[seat].concealed = removeTiles(s.concealed, [tile, tile, tile, tile])!;
    next.seats[seat].melds = [...s.melds, { kind: 'kong', tiles: [tile, tile, tile, tile], kongWay: 'concealed' }];
    next.phase = 'loose';
    next.kong = { seat, tile, way: 'concealed' };
    return {
      ok: true,
      table: next,
      explanation: [
        { rule: 'KONG-CONCEALED', text: `${seat} lays out his four ${tileName(tile)}, the two end tiles face down: the kong still scores as concealed.` },
        { rule: 'KONG-LOOSE-TILE', text: `${seat} must now draw a loose tile.` },
      ],
    };
  }
  if (pung) return no(refuse('KONG-ADD-DRAWN', `${seat} holds no ${tileName(tile)} to add to his exposed pung.`, 'Draw the fourth tile from the wall, then add it.'));
  return no(refuse('KONG-CONCEALED', `${seat} holds ${held} ${tileName(tile)}; a concealed kong needs all four in his hand.`));
}

/** A loose tile drawn after a kong, as play() draws it (exported for the same reason as discard). */
export function drawLoose(table: Table, seat: Seat): MoveResult {
  if (table.turn !== seat) return notYourTurn(table, seat);
  if (table.phase === 'robbing') return no(refuse('ROB-KONG', `The others must first say whether they rob ${seat}'s kong.`));
  if (table.phase !== 'loose') return no(refuse('KONG-LOOSE-TILE', 'A loose tile is drawn only to make up for a kong just laid out.'));
  // Loose tiles come off the far end, but never out of the dead wall reserve (A14): Harr's Part II draws
  // no loose tile once only the last 14 tiles are left.
  if (drawableCount(table) === 0) return nothingToDraw(table, { rule: 'KONG-LOOSE-TILE', text: 'No loose tile is left: the hand ends with no winner.' });
  const next = cloneTable(table);
  const tile = next.wall.pop()!;
  next.seats[seat].concealed.push(tile);
  next.phase = 'discard';
  next.kong = null;
  next.live = null;
  next.nextHasDrawn = false;
  next.claimedThisTurn = false;
  return { ok: true, table: next, explanation: [{ rule: 'KONG-LOOSE-TILE', text: `${seat} draws a loose tile from the end of the wall.` }] };
}

function mahjong(table: Table, seat: Seat): MoveResult {
  if (currentEvent(table) && table.turn !== seat) return claim(table, [{ seat, kind: 'mahjong' }]);
  if (table.turn !== seat) return notYourTurn(table, seat);
  if (table.phase !== 'discard') return no(refuse('WIN-FOUR-SETS-PAIR', `${seat} may go out on his own draw only once he holds it.`));
  if (isDeadHand(table, seat)) return no(refuse('TILECOUNT-13-PLUS-KONGS', `${seat}'s hand is dead: it holds the wrong number of tiles.`));
  const s = table.seats[seat];
  if (!isWinningHand(s.concealed, s.melds)) {
    if (undeclaredFours(s.concealed).length) {
      return no(refuse('KONG-DECLARED-BEFORE-WIN', `${seat}'s four of a kind in hand is not a set until it is declared and its loose tile drawn.`));
    }
    return no(refuse('WIN-FOUR-SETS-PAIR', `${seat}'s hand is not four sets and a pair.`));
  }
  const next = cloneTable(table);
  next.phase = 'over';
  next.live = null;
  // Going out straight after a chow or pung: the winning tile is the one just claimed, from its discarder.
  const claimed = table.claimedThisTurn ? s.melds[s.melds.length - 1]?.claimed : undefined;
  next.result = claimed ? { winner: seat, tile: claimed.tile, from: claimed.from } : { winner: seat, tile: s.concealed[s.concealed.length - 1], from: null };
  return { ok: true, table: next, explanation: [{ rule: 'WIN-FOUR-SETS-PAIR', text: `${seat} has four sets and a pair: Mah-Jongg, and the hand is over.` }] };
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
