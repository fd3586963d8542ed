/**
 * A board's question about the table in words (seatQuestion.ts finds its
 * answer): the question and the answers its buttons offer, and the verdict on
 * the learner's choice with why, in a sentence naming the rule, as a refused
 * call has: the right answer's reason (who draws next and why), or why the
 * choice is wrong, without naming the seat it should have been. Loaded with
 * the board's session.
 */
import type { Ruling } from './adjudicate';
import type { Position, SeatQuestionKind } from './position';
import type { Reason } from './refusal';
import { questionRule } from './grading';
import { offeredAnswers, questionAnswer, questionRuling, sameSeats } from './seatQuestion';
import { type Seat, seatsBetween } from './seats';
import { type Table, actualCount, expectedCount } from './table';

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

/** "South", "South and West", "Nobody". */
function seatsWords(seats: readonly Seat[]): string {
  return seats.length ? seats.join(' and ') : 'Nobody';
}

/** The question and the answers the board offers, the learner's own seat marked; null on a board that asks for a call. */
export function seatQuestion(position: Position): SeatQuestion | null {
  const kind = position.ask;
  if (!kind) return null;
  const label = (seats: Seat[]) => (seats.length === 1 && seats[0] === position.view ? `${seats[0]} (you)` : seatsWords(seats));
  return { kind, text: QUESTION_TEXT[kind], choices: offeredAnswers(position).map((seats) => ({ seats, label: label(seats) })) };
}

/** The seat a turn passes on from: the claimant who takes the tile, else the discarder, else the seat playing his turn. */
function passesFrom(position: Position, ruling: Ruling | null): Seat {
  return ruling ? (ruling.awardedTo ?? ruling.event.seat) : position.table.turn;
}

/** "your" for the learner's own seat, "East's" for another. */
function whose(position: Position, seat: Seat): string {
  return seat === position.view ? 'your' : `${seat}'s`;
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

