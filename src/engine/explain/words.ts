/**
 * How the boards say things: a call, the event on the table, a set, a seat's
 * place, the discards shown as dead. The claim board, the puzzles and the
 * illustration player all speak through these, so they always speak alike,
 * and no widget words a rule its own way. (Words only one board uses live
 * with it, board.ts or puzzleRuling.ts, so the other's page does not ship them.)
 */
import { CLAIM_CALLS } from '../callNames';
import type { Claim, ClaimEvent } from '../claims';
import type { Meld } from '../melds';
import type { Table } from '../table';
import type { Seat } from '../seats';
import { SUIT_NAMES, type Tile, runName, suitOf, tileName } from '../tiles';

/** Where a seat sits from the learner's chair (placeFrom); boards without a learner (puzzles) have none. */
export type Place = 'self' | 'right' | 'opposite' | 'left';

export const PLACE_TEXT: Record<Place, string> = { self: 'you', right: 'on your right', opposite: 'opposite you', left: 'on your left' };

/** "Pung", "Chow with 4 and 6 of Characters", "Pung on the 2 of Bamboo"; null is a pass. */
export function describeClaim(claim: Claim | null): string {
  if (!claim) return 'Pass';
  const call = CLAIM_CALLS[claim.kind];
  if (claim.kind === 'chow' && claim.tiles) {
    const [a, b] = claim.tiles;
    const suit = suitOf(a);
    return suit && suit === suitOf(b) ? `${call} with ${a[0]} and ${b[0]} of ${SUIT_NAMES[suit]}` : `${call} with the ${tileName(a)} and the ${tileName(b)}`;
  }
  if (claim.target) return `${call} on the ${tileName(claim.target)}`;
  return call;
}

/** The label over the tile an event offers: a discard, a tile being added to a pung, a concealed kong. */
export function eventLabel(event: ClaimEvent): string {
  if (event.kind === 'discard') return `The live discard, from ${event.seat}`;
  return event.kind === 'add-to-pung' ? `${event.seat} adds this tile to his exposed pung` : `${event.seat} declares a concealed kong of this tile`;
}

/**
 * The discards a board shows as dead, oldest first: all of them, but the one
 * on offer while it may still be claimed. (Here, not in board.ts, because the
 * puzzles show them too and must not ship the board session.)
 */
export function deadDiscards(table: Table, offered: ClaimEvent | null): Tile[] {
  const dead = offered?.kind === 'discard' ? table.discards.slice(0, -1) : table.discards;
  return dead.map((d) => d.tile);
}

/**
 * A set as it lies on the table: "Chow, 4-5-6 of Characters, claimed from East", "Concealed kong of Red Dragon";
 * `you`: the seat the reader plays, whose discard is "claimed from you".
 */
export function meldLabel(meld: Meld, you: Seat | null = null): string {
  const first = meld.tiles[0];
  const claimedFrom = meld.claimed && (meld.claimed.from === you ? 'you' : meld.claimed.from);
  const kind = `${meld.kind[0].toUpperCase()}${meld.kind.slice(1)}`;
  // A set no play could make, as the referee may be given one, cannot be named by one tile or one run: it is named
  // tile by tile (its SET-DEFS problem is marked beside it, from the engine's check). Only the set's look is read
  // here, so that the boards' shared drawing code does not carry the set checks (melds.ts) to every page.
  if (!first) return `${kind} with no tiles`;
  const suit = suitOf(first);
  const plain =
    meld.tiles.length === (meld.kind === 'kong' ? 4 : 3) &&
    (meld.kind === 'chow' ? suit !== null && meld.tiles.every((t) => suitOf(t) === suit) : meld.tiles.every((t) => t === first));
  if (!plain) return `${kind} of ${meld.tiles.map((t) => `the ${tileName(t)}`).join(', ')}${claimedFrom ? `, claimed from ${claimedFrom}` : ''}`;
  const name = tileName(first);
  const from = claimedFrom ? `, claimed from ${claimedFrom}` : '';
  if (meld.kind === 'chow') return `Chow, ${runName(meld.tiles)}${from}`;
  if (meld.kind === 'pung') return `Pung of ${name}${from}`;
  if (meld.kongWay === 'concealed') return `Concealed kong of ${name}`;
  return `Kong of ${name}${meld.kongWay === 'added' ? ', the fourth added from the wall' : from}`;
}

/** Why no chow can be laid out from this tile as its lowest (formats/referee.ts buildSet gives none): CHOW-SUIT-RUN in words. */
export function noChowFrom(tile: Tile): string {
  return `No chow starts at the ${tileName(tile)}: a chow is three numbers in a row of one suit, so it starts at a 1 to 7.`;
}
