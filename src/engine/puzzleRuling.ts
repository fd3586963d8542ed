/**
 * A puzzle ruled on and answered: the engine's ruling on the calls as they
 * were announced, the learner's answer marked part by part against it, and
 * the engine's own answer. This is what a puzzle page runs in the browser;
 * reading a puzzle file (puzzle.ts) happens when the site is built, so the
 * page ships no reader.
 */
import { type Ruling, adjudicate } from './adjudicate';
import { type ClaimKind, CLAIM_CALLS } from './claims';
import type { Puzzle, PuzzlePart } from './position';
import type { Reason } from './refusal';
import type { RuleId } from './rules';
import { SEATS, type Seat, distance, nextSeat } from './seats';
import { tileName } from './tiles';
import { describeCall } from './words';

/** The engine's ruling on the calls as announced. */
export function rulePuzzle(puzzle: Puzzle): Ruling {
  return adjudicate(puzzle.scenario.table, puzzle.scenario.claims);
}

/** A claim kind in words, "nothing" for none. */
export function kindWord(kind: ClaimKind | null): string {
  return kind ? CLAIM_CALLS[kind] : 'nothing';
}

/** Seats in play order from East, comma-separated; "none" for none. */
export function seatList(seats: readonly Seat[]): string {
  return seats.length ? [...seats].sort((a, b) => SEATS.indexOf(a) - SEATS.indexOf(b)).join(', ') : 'none';
}

/** Why nobody draws next: the hand is over, or the wall is exhausted (A20). */
export function nobodyDraws(ruling: Ruling): string {
  return ruling.handOver ? 'the hand is over' : 'no tile is left to draw';
}

/** What the learner answered; a part not asked may be left out. */
export interface LearnerAnswer {
  winner: Seat | null;
  next?: Seat | null;
  lost?: Seat[];
}

export interface GradedPart {
  part: PuzzlePart;
  right: boolean;
  /** The engine's answer, in words. */
  expected: string;
  /** The learner's answer, in words. */
  given: string;
}

export interface Grade {
  right: boolean;
  parts: GradedPart[];
  /** The engine's reasoning, step by step, each step citing its rule. */
  explanation: Reason[];
  /** One or two lines for a right answer. */
  short: Reason[];
  ruling: Ruling;
}

/** The seats that make a call, in play order from the seat whose tile it is. */
export function callingSeats(puzzle: Puzzle): Seat[] {
  const from = puzzle.scenario.event!.seat;
  return [...new Set(puzzle.scenario.claims.map((c) => c.seat))].sort((a, b) => distance(from, a) - distance(from, b));
}

/** Seats that could lose a turn: all but the one whose tile it is, in play order from him. */
export function seatsThatMightLose(puzzle: Puzzle): Seat[] {
  const from = puzzle.scenario.event!.seat;
  return [1, 2, 3].map((s) => nextSeat(from, s));
}

/** The steps of a ruling that decide it: refusals and precedence, or else the award itself. */
export function decisiveReasons(ruling: Ruling): Reason[] {
  const key = ruling.explanation.filter((r, i) => i > 0 && (r.rule.startsWith('PREC-') || ruling.claims.some((c) => !c.legal && c.rule === r.rule) || r.rule === 'ROB-KONG'));
  return key.length ? key : ruling.explanation.slice(1, 3);
}

/** Marks the learner's answer part by part against the engine's ruling. */
export function gradeAnswer(puzzle: Puzzle, answer: LearnerAnswer): Grade {
  const ruling = rulePuzzle(puzzle);
  const parts: GradedPart[] = [];
  const winnerText = (seat: Seat | null) => (seat ? `${seat}` : 'nobody');
  parts.push({
    part: 'winner',
    right: answer.winner === ruling.awardedTo,
    expected: ruling.awardedTo ? `${ruling.awardedTo}, by ${kindWord(ruling.awardedAs)}` : `nobody: the ${tileName(ruling.event.tile)} goes to no one`,
    given: winnerText(answer.winner),
  });
  if (puzzle.asks.includes('next')) {
    const given = answer.next === undefined ? 'no answer' : (answer.next ?? 'nobody');
    parts.push({ part: 'next', right: answer.next !== undefined && answer.next === ruling.nextToDraw, expected: ruling.nextToDraw ?? `nobody: ${nobodyDraws(ruling)}`, given });
  }
  if (puzzle.asks.includes('lost')) {
    const given = seatList(answer.lost ?? []);
    parts.push({ part: 'lost', right: given === seatList(ruling.lostTurns), expected: ruling.lostTurns.length ? seatList(ruling.lostTurns) : 'nobody', given: given === 'none' ? 'nobody' : given });
  }
  const short: Reason[] = puzzle.explain ? [{ rule: (puzzle.rules[0] ?? 'SEAT-ORDER') as RuleId, text: puzzle.explain }] : decisiveReasons(ruling);
  return { right: parts.every((p) => p.right), parts, explanation: ruling.explanation, short, ruling };
}

/** The learner's answer that the engine gives: for "Show the answer". */
export function engineAnswer(puzzle: Puzzle): Required<LearnerAnswer> {
  const ruling = rulePuzzle(puzzle);
  return { winner: ruling.awardedTo, next: ruling.nextToDraw, lost: [...ruling.lostTurns] };
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
