/**
 * A board that asks about the table instead of asking for a call (a
 * scenario's `ask:`): who draws next, who discards next, who loses a turn,
 * whose hand is dead. A board whose every tile is a right discard cannot be
 * answered wrongly, so it teaches nothing; a question about its own idea can.
 *
 * The learner answers by choosing one of a few seats (or seat lists); the
 * engine finds the answer in the facts of the position and of its ruling
 * (the seat that discards, the seat next to draw, the turns passed over, the
 * hands with the wrong count). The calls the position states are all ruled
 * on, the learner's own included: the question is about what follows them,
 * not which to make. The question and its answers in words, and how a
 * choice is marked and why, are seatQuestionWords.ts, loaded with the board's
 * session: the scenario reader, which checks that a board offers the
 * engine's answer, ships with pages that never ask one.
 */
import { type Ruling, adjudicate } from './adjudicate';
import type { Position } from './position';
import { SEATS, type Seat, nextSeat } from './seats';
import { canDraw, canDrawAfterLooseTile } from './table';

/** The ruling on every call the position states; null when it offers no tile (a turn). */
export function questionRuling(position: Position): Ruling | null {
  return position.event ? adjudicate(position.table, position.claims) : null;
}

/** The engine's answer to the board's question: the seats it names (none: nobody). */
export function questionAnswer(position: Position, ruling: Ruling | null = questionRuling(position)): Seat[] {
  const { table } = position;
  const one = (seat: Seat | null) => (seat ? [seat] : []);
  switch (position.ask) {
    case 'next':
      if (ruling) return one(ruling.nextToDraw);
      // In his own turn the seat draws, then discards, and the next seat draws after him, if a tile is left (A20): a
      // draw due with none left ends the hand, and a loose tile he owes comes out of the wall before the next draw.
      if (table.phase === 'draw') return one(canDraw(table) ? table.turn : null);
      if (table.phase === 'loose') return one(canDrawAfterLooseTile(table) ? nextSeat(table.turn) : null);
      return one(canDraw(table) ? nextSeat(table.turn) : null);
    case 'discards':
      if (ruling) return ruling.handOver ? [] : one(ruling.discardBy ?? ruling.nextToDraw);
      // A seat that must draw, the wall exhausted, never discards: the hand ends as a draw game (A20).
      return table.phase === 'draw' || table.phase === 'loose' ? one(canDraw(table) ? table.turn : null) : [table.turn];
    case 'lost':
      return ruling ? [...ruling.lostTurns] : [];
    case 'dead':
      return [...position.dead];
    default:
      return [];
  }
}

/** The answers a board offers, as seats (none: nobody): the four seats; "nobody" too for a dead hand; for lost turns, the seats a claim can pass over. */
export function offeredAnswers(position: Position): Seat[][] {
  if (position.ask === 'lost') {
    // A claim passes over the seats between the discarder and the claimant: none, the next seat, or the next two.
    const from = position.event?.seat ?? position.table.turn;
    return [[], [nextSeat(from)], [nextSeat(from, 2)], [nextSeat(from), nextSeat(from, 2)]];
  }
  const seats = SEATS.map((s) => [s]);
  return position.ask === 'dead' ? [...seats, []] : seats;
}

export function sameSeats(a: readonly Seat[], b: readonly Seat[]): boolean {
  return a.length === b.length && a.every((s) => b.includes(s));
}

/** Does the board offer the engine's answer, so that the learner can give it? (The scenario reader refuses a file whose board does not.) */
export function offersAnswer(position: Position): boolean {
  const answer = questionAnswer(position);
  return offeredAnswers(position).some((seats) => sameSeats(seats, answer));
}
