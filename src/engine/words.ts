/**
 * How the boards say things: a call, the event on the table, a set, a seat's
 * place and what is happening to it. The claim board, the puzzles and the
 * illustration player all speak through these, so they always speak alike,
 * and no widget words a rule its own way.
 */
import type { Ruling } from './adjudicate';
import { type Claim, type ClaimEvent, CLAIM_CALLS } from './claims';
import type { Meld } from './melds';
import type { Puzzle } from './position';
import { type Seat, distance } from './seats';
import { SUIT_NAMES, suitOf, tileName } from './tiles';

/** Where a seat sits from the learner's chair (placeFrom); boards without a learner (puzzles) have none. */
export type Place = 'self' | 'right' | 'opposite' | 'left';

export const PLACE_TEXT: Record<Place, string> = { self: 'you', right: 'on your right', opposite: 'opposite you', left: 'on your left' };

/** "Pung", "Chow with 4 and 6 of Characters", "Pung on the 2 of Bamboo"; null is a pass. */
export function describeCall(claim: Claim | null): string {
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

/** A set as it lies on the table: "Chow, 4-5-6 of Characters, claimed from East", "Concealed kong of Red Dragon". */
export function meldLabel(meld: Meld): string {
  const first = meld.tiles[0];
  const name = tileName(first);
  const from = meld.claimed ? `, claimed from ${meld.claimed.from}` : '';
  if (meld.kind === 'chow') return `Chow, ${meld.tiles.map((t) => t[0]).join('-')} of ${SUIT_NAMES[suitOf(first)!]}${from}`;
  if (meld.kind === 'pung') return `Pung of ${name}${from}`;
  if (meld.kongWay === 'concealed') return `Concealed kong of ${name}`;
  return `Kong of ${name}${meld.kongWay === 'added' ? ', the fourth added from the wall' : from}`;
}

const ORDINAL = ['', '1st', '2nd', '3rd'];

/**
 * A seat on a precedence puzzle, seen by the referee: where it plays from the
 * seat whose tile it is, and what is happening to it. The ruling's part (who
 * takes the tile, who loses his turn, who draws next) only once the answer is
 * revealed; pass null before.
 */
export function puzzleSeatWords(puzzle: Puzzle, seat: Seat, revealed: Ruling | null): { place: string; notes: string[] } {
  const { event, claims } = puzzle.scenario;
  if (!event) throw new Error(`puzzle ${puzzle.id}: a puzzle needs an event`);
  const own = seat === event.seat;
  const call = claims.find((c) => c.seat === seat);
  const place = own ? (event.kind === 'discard' ? 'the discarder' : 'making the kong') : `plays ${ORDINAL[distance(event.seat, seat)]} after ${event.seat}`;
  const notes = [
    own ? (event.kind === 'discard' ? 'discarded the tile' : event.kind === 'add-to-pung' ? 'adds to his pung' : 'declares a concealed kong') : null,
    call ? `calls ${describeCall(call)}` : null,
    revealed?.awardedTo === seat ? 'takes the tile' : null,
    revealed?.lostTurns.includes(seat) ? 'loses his turn' : null,
    revealed && revealed.nextToDraw === seat ? 'draws next' : null,
  ];
  return { place, notes: notes.filter((n): n is string => n !== null) };
}
