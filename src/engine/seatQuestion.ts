/**
 * A board that asks about the table instead of asking for a call (a
 * scenario's `ask:`): who draws next, who discards next, who loses a turn,
 * whose hand is dead. A board whose every tile is a right discard cannot be
 * answered wrongly, so it teaches nothing; a question about its own idea can.
 *
 * The learner answers by choosing one of a few seats (or seat lists); the
 * engine finds the answer in the facts of the position and of its ruling
 * (the seat that discards, the seat next to draw, the turns passed over, the
 * hands with the wrong count), marks his choice, and says why in a sentence
 * naming the rule, as it does for a refused call. The calls the position
 * states are all ruled on, the learner's own included: the question is about
 * what follows them, not which to make.
 */
import { type Ruling, adjudicate } from './adjudicate';
import type { Position, SeatQuestionKind } from './position';
import type { Reason } from './refusal';
import type { RuleId } from './rules';
import { SEATS, type Seat, nextSeat, seatsBetween } from './seats';
import { type Table, actualCount, canDraw, expectedCount } from './table';

/** One answer the board offers: the seats it names, and its button's words. */
export interface SeatChoice {
  seats: Seat[];
  label: string;
}

/** The question as the board draws it: its words (the buttons' group is named by them) and the answers offered. */
export interface SeatQuestion {
  kind: SeatQuestionKind;
  text: string;
  choices: SeatChoice[];
}

const QUESTION_TEXT: Record<SeatQuestionKind, string> = {
  next: 'Who draws next?',
  discards: 'Who discards next?',
  lost: 'Who loses a turn?',
  dead: 'Whose hand is dead?',
};

/** The ruling on every call the position states; null when it offers no tile (a turn). */
export function questionRuling(position: Position): Ruling | null {
  return position.event ? adjudicate(position.table, position.claims) : null;
}

/** "South", "South and West", "Nobody". */
function seatsWords(seats: readonly Seat[]): string {
  return seats.length ? seats.join(' and ') : 'Nobody';
}

/** "your" for the learner's own seat, "East's" for another. */
function whose(position: Position, seat: Seat): string {
  return seat === position.view ? 'your' : `${seat}'s`;
}

/** The seat a turn passes on from: the claimant who takes the tile, else the discarder, else the seat playing his turn. */
function passesFrom(position: Position, ruling: Ruling | null): Seat {
  return ruling ? (ruling.awardedTo ?? ruling.event.seat) : position.table.turn;
}

/** The engine's answer to the board's question: the seats it names (none: nobody). */
export function questionAnswer(position: Position, ruling: Ruling | null = questionRuling(position)): Seat[] {
  const { table } = position;
  const one = (seat: Seat | null) => (seat ? [seat] : []);
  switch (position.ask) {
    case 'next':
      if (ruling) return one(ruling.nextToDraw);
      // In his own turn the seat draws, then discards, and the next seat draws after him, if a tile is left (A20).
      return table.phase === 'draw' ? [table.turn] : one(canDraw(table) ? nextSeat(table.turn) : null);
    case 'discards':
      if (ruling) return ruling.handOver ? [] : one(ruling.discardBy ?? ruling.nextToDraw);
      return [table.turn];
    case 'lost':
      return ruling ? [...ruling.lostTurns] : [];
    case 'dead':
      return [...position.dead];
    default:
      return [];
  }
}

/** The answers a board offers: the four seats, the learner's own marked; for lost turns, the seats a claim can pass over. */
export function seatQuestion(position: Position): SeatQuestion | null {
  const kind = position.ask;
  if (!kind) return null;
  const named = (seats: Seat[]): SeatChoice => ({ seats, label: seats.length === 1 && seats[0] === position.view ? `${seats[0]} (you)` : seatsWords(seats) });
  let choices: SeatChoice[];
  if (kind === 'lost') {
    // A claim passes over the seats between the discarder and the claimant: the next seat, or the next two.
    const from = position.event?.seat ?? position.table.turn;
    const [first, second] = [nextSeat(from), nextSeat(from, 2)];
    choices = [named([]), named([first]), named([second]), named([first, second])];
  } else {
    choices = SEATS.map((s) => named([s]));
    if (kind === 'dead') choices.push(named([]));
  }
  return { kind, text: QUESTION_TEXT[kind], choices };
}

/** The rule a question turns on: what it is graded on. */
export function questionRule(position: Position, ruling: Ruling | null = questionRuling(position)): RuleId {
  switch (position.ask) {
    case 'next':
      return ruling?.awardedTo ? 'TURN-AFTER-CLAIM' : 'SEAT-ORDER';
    case 'lost':
      return 'TURN-SKIP';
    case 'dead':
      return 'TILECOUNT-13-PLUS-KONGS';
    default:
      return 'TURN-DRAW-DISCARD';
  }
}

export function sameSeats(a: readonly Seat[], b: readonly Seat[]): boolean {
  return a.length === b.length && a.every((s) => b.includes(s));
}

/** The count a seat's hand should hold, in words: "13", "13, plus one for his kong", "13, plus one for his kong and one for his draw". */
function countWords(table: Table, seat: Seat): string {
  const kongs = table.seats[seat].melds.filter((m) => m.kind === 'kong').length;
  const drawing = expectedCount(table, seat) - 13 - kongs;
  const plus = [kongs === 1 ? 'one for his kong' : kongs > 1 ? `one for each of his ${kongs} kongs` : '', drawing > 0 ? 'one for the tile he has drawn' : ''].filter(Boolean);
  return plus.length ? `13, plus ${plus.join(' and ')}` : '13';
}

/** How the learner's choice stands: right or not, and why, with the rule. */
export interface SeatVerdict {
  right: boolean;
  reason: Reason;
}

/** Why the engine's answer is right, in a sentence. */
function whyRight(position: Position, ruling: Ruling | null, answer: Seat[]): string {
  const { table } = position;
  const from = passesFrom(position, ruling);
  const who = seatsWords(answer);
  switch (position.ask) {
    case 'next':
      if (!answer.length) return 'Nobody draws next: no tile is left in the wall.';
      if (ruling?.awardedTo) return `${who} draws next: after a claim, play goes on from ${from}, who took the tile, to his right.`;
      if (answer[0] === from) return `${who} draws next: it is his turn, and a turn begins with a draw.`;
      return `${who} draws next: play passes to the right, and ${who} sits on ${whose(position, from)} right.`;
    case 'discards':
      if (!answer.length) return 'Nobody discards: the hand is over.';
      if (ruling?.awardedTo) return `${who} discards next: the tile he took was his draw, and he discards before play goes on.`;
      return `${who} discards next: he has drawn, and a turn is one draw, then one discard; it passes on only after the discard.`;
    case 'lost': {
      if (!ruling?.awardedTo) return 'Nobody loses a turn: nobody takes the tile, so play goes on in its order.';
      if (!answer.length) return `Nobody loses a turn: ${ruling.awardedTo}, who takes the tile, is the next player after ${ruling.event.seat}.`;
      return `${who} ${answer.length > 1 ? 'lose their turns: they sit' : 'loses his turn: he sits'} between ${ruling.event.seat}, who discarded, and ${ruling.awardedTo}, who takes the tile, in the order of play.`;
    }
    default:
      if (!answer.length) return `No hand is dead: each holds the tiles it should, 13, plus one for each kong.`;
      return `${who}'s hand is dead: it holds ${actualCount(table, answer[0])} tiles, where it should hold ${countWords(table, answer[0])}.`;
  }
}

/** Why the learner's choice is wrong, in a sentence that names the rule's reason, not the seat it leads to. */
function whyWrong(position: Position, ruling: Ruling | null, chosen: Seat[]): string {
  const { table } = position;
  const from = passesFrom(position, ruling);
  const not = chosen.length ? `Not ${seatsWords(chosen)}` : 'Not so';
  switch (position.ask) {
    case 'next':
      if (ruling?.awardedTo) return `${not}: after a claim, play goes on from the seat that took the tile, ${from}, to his right.`;
      return `${not}: play passes to the right, so the next to draw is the player on ${whose(position, from)} right.`;
    case 'discards':
      if (ruling?.awardedTo) return `${not}: the player who takes a discard makes it his draw, and discards before play goes on.`;
      return `${not}: a turn is one draw, then one discard, and it passes on only after the discard.`;
    case 'lost': {
      if (!ruling?.awardedTo) return `${not}: a turn is lost only when a claim passes over it, and nobody takes this tile.`;
      const between = seatsBetween(ruling.event.seat, ruling.awardedTo);
      const extra = chosen.find((s) => !between.includes(s));
      if (extra) return `${not}: ${extra} does not sit between ${ruling.event.seat}, who discarded, and ${ruling.awardedTo}, who takes the tile, in the order of play.`;
      return `${not}: a claim passes over every player who sits between the discarder, ${ruling.event.seat}, and the claimant, ${ruling.awardedTo}, in the order of play.`;
    }
    default: {
      const seat = chosen[0];
      if (!seat) return `${not}: count each hand, its concealed tiles and its sets on the table: one holds the wrong number.`;
      const count = countWords(table, seat);
      return `${not}: ${seat}'s hand holds ${actualCount(table, seat)} tiles, as it should${count === '13' ? '' : `: ${count}`}.`;
    }
  }
}

/** Marks the learner's choice against the engine's answer. */
export function judgeSeats(position: Position, chosen: readonly Seat[], ruling: Ruling | null = questionRuling(position)): SeatVerdict {
  const answer = questionAnswer(position, ruling);
  const right = sameSeats(chosen, answer);
  const rule = questionRule(position, ruling);
  return { right, reason: { rule, text: right ? whyRight(position, ruling, answer) : whyWrong(position, ruling, [...chosen]) } };
}

/** The choice that is the engine's answer; null when none offered is (the reader refuses such a file). */
export function answerChoice(position: Position): SeatChoice | null {
  const answer = questionAnswer(position);
  return seatQuestion(position)?.choices.find((c) => sameSeats(c.seats, answer)) ?? null;
}
