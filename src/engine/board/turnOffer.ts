/**
 * What a board offers the learner in his own turn while he must discard:
 * the moves he may try besides a discard (turnButtons), and the discard
 * itself with its hint (discardAsked).
 */
import type { TurnMove } from '../position';
import type { Seat } from '../seats';
import type { Table } from '../table';
import { type Tile, copiesOf, sortTiles } from '../tiles';
import { DISCARD_LABEL, describeMove, discardHint } from '../explain/board';
import type { DiscardAsked, TurnButton } from './state';

/** The learner's fours of a kind in his hand, undeclared. */
function foursHeld(table: Table, seat: Seat): Tile[] {
  const hand = table.seats[seat].concealed;
  return sortTiles([...new Set(hand)].filter((t) => copiesOf(hand, t) === 4));
}

/**
 * What he may try besides a discard, the moves the rules refuse among them,
 * so that the buttons do not name the answer: once his hand could make a kong
 * at all (three or four of a kind held, or an exposed pung), a kong of each
 * tile he holds twice or more or holds for his pung, and an add to each
 * exposed pung. The engine rules on each when pressed (playTurn): a kong of
 * two or three is refused (KONG-CONCEALED), a pung's fourth belongs on the
 * pung (KONG-ADD-DRAWN), no kong without a loose tile (KONG-LOOSE-TILE). A
 * hand that could make none (lesson 1's turns) is offered only its discard.
 */
export function turnButtons(table: Table, seat: Seat): TurnButton[] {
  const s = table.seats[seat];
  const pungs = s.melds.filter((m) => m.kind === 'pung').map((m) => m.tiles[0]);
  const kinds = sortTiles([...new Set(s.concealed)]);
  const held = (t: Tile) => copiesOf(s.concealed, t);
  if (!pungs.length && !kinds.some((t) => held(t) > 2)) return [];
  const moves: TurnMove[] = [...kinds.filter((t) => held(t) > 1 || pungs.includes(t)).map((tile) => ({ kind: 'kong' as const, tile })), ...pungs.map((tile) => ({ kind: 'add' as const, tile }))];
  return moves.map((move) => ({ move, label: describeMove(move) }));
}

export function discardAsked(table: Table, seat: Seat): DiscardAsked {
  return { label: DISCARD_LABEL, hint: discardHint(foursHeld(table, seat)), tiles: [...table.seats[seat].concealed] };
}
