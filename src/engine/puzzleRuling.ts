/**
 * A puzzle answered: the learner's answer marked part by part against the
 * engine's ruling on the calls as they were announced, and the engine's own
 * answer; and the puzzle in words as its board draws it. This is what a
 * puzzle page runs in the browser, and it holds no judge: the ruling comes
 * with the puzzle (RuledPuzzle), made by the engine when the site is built
 * for a puzzle file, or as a practice puzzle is made (rulePuzzle.ts), so a
 * puzzle page grades answers without loading the rules. Reading a puzzle
 * file (puzzle.ts) happens when the site is built too: the page ships no reader.
 */
import type { Ruling } from './adjudicate';
import { type ClaimKind, CLAIM_CALLS } from './callNames';
import type { Puzzle, PuzzlePart, PuzzleRuleset } from './position';
import type { AnyReason } from './refusal';
import type { AnyRuleId } from './rulesets/ruleset';
import { SEATS, type Seat, distance, nextSeat, placeFrom } from './seats';
import { type Tile, tileName } from './tiles';
import { type Place, deadDiscards, describeClaim, eventLabel } from './explain/words';

/** Why a seat the learner named does not take the tile: outranked (weaker) or refused (wrong), with the sentence when there is one. */
export interface SeatMiss {
  feedback: Exclude<Feedback, 'right'>;
  why: AnyReason | null;
}

/**
 * The engine's ruling on a puzzle, as its grading reads it (rulePuzzle.ts
 * makes it from the judge's Ruling): who takes the tile and as what, who
 * loses his turn, who draws next, the reasoning step by step; the steps
 * that decide it; and, for each seat that called and does not take the
 * tile, why not.
 */
export interface PuzzleRuling extends Pick<Ruling, 'event' | 'awardedTo' | 'awardedAs' | 'handOver' | 'nextToDraw' | 'lostTurns'> {
  /**
   * Every seat that wins the tile, nearest first: `awardedTo` alone under Harr, or several under a ruleset where
   * several may win (a double ron); none when nobody wins, or when three did under Tenhou's rules and nobody does.
   */
  winners: Seat[];
  /** The reasoning, step by step, each step citing its rule (one of today's rulesets' for a puzzle under one). */
  explanation: AnyReason[];
  /** The steps that decide it: refusals and precedence, or else the award itself. */
  decisive: AnyReason[];
  /** Each calling seat that does not take the tile, and why. */
  misses: Partial<Record<Seat, SeatMiss>>;
}

/** A puzzle with the engine's ruling on it: what a puzzle board grades answers against. */
export interface RuledPuzzle extends Puzzle {
  ruling: PuzzleRuling;
  /**
   * The titles of the rules of today's rulesets its ruling cites, for a puzzle under one of them: they travel with
   * the puzzle, so the rule titles every board fetches (/rules/titles.json) stay Harr's alone.
   */
  ruleTitles?: Partial<Record<AnyRuleId, string>>;
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
export function nobodyDraws(ruling: Pick<Ruling, 'handOver'>): string {
  return ruling.handOver ? 'the hand is over' : 'no tile is left to draw';
}

/** What the learner answered; a part not asked may be left out. */
export interface LearnerAnswer {
  winner: Seat | null;
  /** Every seat he says wins, on a puzzle under a ruleset where several may win one tile (then `winner` is the first of them). */
  winners?: Seat[];
  next?: Seat | null;
  lost?: Seat[];
}

export interface GradedPart {
  part: PuzzlePart;
  right: boolean;
  /** The engine's answer, in words: it answers the part's question ("Who gets the tile? Nobody: …"), so it begins with a capital. */
  expected: string;
  /** The learner's answer, in words. */
  given: string;
}

/**
 * How an answer is marked, as lichess's learn marks a move: right; allowed
 * but weaker (the seat named makes a call the rules allow, but another call
 * outranks it); or wrong (the seat named is refused, or a part is wrong).
 */
export type Feedback = 'right' | 'weaker' | 'wrong';

/** The head of each mark, in words (an icon goes beside it: never colour alone). */
const HEADLINES: Record<Feedback, string> = { right: 'Right!', weaker: 'Allowed, but outranked.', wrong: 'Wrong.' };

export interface Grade {
  right: boolean;
  feedback: Feedback;
  /** The mark in words: "Right!", "Allowed, but outranked.", "Wrong.". */
  headline: string;
  /**
   * One sentence on the seat the learner gave the tile to, when it does not
   * take it: why its call is outranked (weaker) or why it is refused (wrong),
   * citing the rule. Null for a right answer, for "nobody", when only
   * another part is wrong, and on the learner's first miss: then he is told
   * no more than which part is wrong.
   */
  why: AnyReason | null;
  parts: GradedPart[];
  /** The engine's reasoning, step by step, each step citing its rule. */
  explanation: AnyReason[];
  /** One or two lines for a right answer. */
  short: AnyReason[];
  ruling: PuzzleRuling;
}

/** The seats that make a call, in play order from the seat whose tile it is. */
export function claimingSeats(puzzle: Puzzle): Seat[] {
  const from = puzzle.scenario.event!.seat;
  return [...new Set(puzzle.scenario.claims.map((c) => c.seat))].sort((a, b) => distance(from, a) - distance(from, b));
}

/** Seats that could lose a turn: all but the one whose tile it is, in play order from him. */
export function seatsThatMightLose(puzzle: Puzzle): Seat[] {
  const from = puzzle.scenario.event!.seat;
  return [1, 2, 3].map((s) => nextSeat(from, s));
}

/**
 * Marks the learner's answer part by part against the engine's ruling.
 * `missesBefore`: how many wrong answers the learner has already given to
 * this puzzle. The first wrong answer is told only which part is wrong (the
 * board adds the first hint): the sentence on the seat named (`why`) would
 * give the ruling away before he has tried again, so it comes from the
 * second miss on. Left out, the answer is marked in full.
 */
export function markAnswer(puzzle: RuledPuzzle, answer: LearnerAnswer, missesBefore?: number): Grade {
  const { ruling } = puzzle;
  const parts: GradedPart[] = [];
  // Under today's rulesets the learner ticks each seat that takes the tile (PuzzleRuleset).
  const several = puzzle.ruleset !== undefined;
  parts.push(several ? winnersPart(ruling, answer.winners ?? (answer.winner ? [answer.winner] : [])) : winnerPart(ruling, answer.winner));
  if (puzzle.asks.includes('next')) {
    const given = answer.next === undefined ? 'no answer' : (answer.next ?? 'nobody');
    parts.push({ part: 'next', right: answer.next !== undefined && answer.next === ruling.nextToDraw, expected: ruling.nextToDraw ?? `Nobody: ${nobodyDraws(ruling)}`, given });
  }
  if (puzzle.asks.includes('lost')) {
    const given = seatList(answer.lost ?? []);
    parts.push({ part: 'lost', right: given === seatList(ruling.lostTurns), expected: ruling.lostTurns.length ? seatList(ruling.lostTurns) : 'Nobody', given: given === 'none' ? 'nobody' : given });
  }
  const short: AnyReason[] = puzzle.explain ? [{ rule: puzzle.rules[0], text: puzzle.explain }] : ruling.decisive;
  const right = parts.every((p) => p.right);
  // A wrong answer that names a seat which does not take the tile is told why not, from the seat's call (weaker or refused).
  const named = several ? (answer.winners ?? []) : answer.winner ? [answer.winner] : [];
  const missed = named.find((seat) => !ruling.winners.includes(seat) && seat !== ruling.awardedTo && ruling.misses[seat]);
  const miss: SeatMiss | null = right ? null : ((missed && ruling.misses[missed]) || { feedback: 'wrong', why: null });
  const feedback: Feedback = miss ? miss.feedback : 'right';
  return { right, feedback, headline: HEADLINES[feedback], why: missesBefore === 0 || !miss ? null : miss.why, parts, explanation: ruling.explanation, short, ruling };
}

/** "Who gets the tile", one seat or nobody, marked. */
function winnerPart(ruling: PuzzleRuling, winner: Seat | null): GradedPart {
  return {
    part: 'winner',
    right: winner === ruling.awardedTo,
    expected: ruling.awardedTo ? `${ruling.awardedTo}, by ${kindWord(ruling.awardedAs)}` : `Nobody: the ${tileName(ruling.event.tile)} goes to no one`,
    given: winner ? `${winner}` : 'nobody',
  };
}

/** "Who gets the tile" where several may win it: every winner ticked, and no other seat. */
function winnersPart(ruling: PuzzleRuling, winners: readonly Seat[]): GradedPart {
  const expected = ruling.winners.length > 1 ? `${seatList(ruling.winners)}, each by Mah-Jongg` : ruling.awardedTo ? `${ruling.awardedTo} alone, by ${kindWord(ruling.awardedAs)}` : `Nobody: the ${tileName(ruling.event.tile)} goes to no one`;
  const taking = ruling.winners.length ? ruling.winners : ruling.awardedTo ? [ruling.awardedTo] : [];
  return { part: 'winner', right: seatList(winners) === seatList(taking), expected, given: winners.length ? seatList(winners) : 'nobody' };
}

/** The learner's answer that the engine gives: for "Show the ruling". */
export function rulingAnswer(ruling: PuzzleRuling): Required<LearnerAnswer> {
  return { winner: ruling.awardedTo, winners: ruling.winners.length ? [...ruling.winners] : ruling.awardedTo ? [ruling.awardedTo] : [], next: ruling.nextToDraw, lost: [...ruling.lostTurns] };
}

const ORDINAL = ['', '1st', '2nd', '3rd'];

/**
 * A seat on a precedence puzzle, seen by the referee: where it plays from the
 * seat whose tile it is, and what is happening to it. The ruling's part (who
 * takes the tile, who loses his turn, who draws next) only once the answer is
 * revealed; pass null before.
 */
export function puzzleSeatWords(puzzle: Puzzle, seat: Seat, revealed: (Pick<Ruling, 'awardedTo' | 'lostTurns' | 'nextToDraw'> & { winners?: readonly Seat[] }) | null): { place: string; notes: string[] } {
  const { event, claims } = puzzle.scenario;
  if (!event) throw new Error(`puzzle ${puzzle.id}: a puzzle needs an event`);
  const own = seat === event.seat;
  const made = claims.find((c) => c.seat === seat);
  const place = own ? (event.kind === 'discard' ? 'the discarder' : 'making the kong') : `plays ${ORDINAL[distance(event.seat, seat)]} after ${event.seat}`;
  const notes = [
    own ? (event.kind === 'discard' ? 'discarded the tile' : event.kind === 'add-to-pung' ? 'adds to his pung' : 'declares a concealed kong') : null,
    made ? `calls ${describeClaim(made)}` : null,
    revealed && (revealed.awardedTo === seat || revealed.winners?.includes(seat)) ? 'takes the tile' : null,
    revealed?.lostTurns.includes(seat) ? 'loses his turn' : null,
    revealed && revealed.nextToDraw === seat ? 'draws next' : null,
  ];
  return { place, notes: notes.filter((n): n is string => n !== null) };
}

/** A seat's words on a puzzle board: where it plays from the seat whose tile it is, and what is happening to it. */
export interface PuzzleSeatWords {
  place: string;
  notes: string[];
}

/** A seat on a puzzle board, as drawn: where it sits (East at the foot, as in Harr's Illustration No. 3) and its words. */
export interface PuzzleSeat extends PuzzleSeatWords {
  seat: Seat;
  spot: Place;
}

/**
 * What a puzzle board draws before any answer, in words: made when the site
 * is built (or by the practice page, which builds its puzzles in the
 * browser), so that a puzzle page draws at once and loads the grading
 * (puzzleSession.ts) only when the learner first answers.
 */
export interface PuzzleView {
  /** The seats that call, in play order from the seat whose tile it is: the choices for "who gets the tile". */
  claimers: Seat[];
  /** The seats that could lose a turn: the choices for "who loses a turn". */
  mightLose: Seat[];
  /** Each calling seat's call, in words ("Pung of 5 of Bamboo"). */
  claimWords: Partial<Record<Seat, string>>;
  /** The label over the tile on offer: "Live discard, from West". */
  offered: string;
  /** Earlier discards, dead. */
  dead: Tile[];
  /** The four seats in play order from East, each with its words until the ruling is out. */
  seats: PuzzleSeat[];
  /** The ruleset the puzzle is ruled under, when it is one of today's; null: Harr's. */
  ruleset: PuzzleRuleset | null;
}

export function puzzleView(puzzle: Puzzle): PuzzleView {
  const { event, claims, table } = puzzle.scenario;
  if (!event) throw new Error(`puzzle ${puzzle.id}: a puzzle needs an event`);
  const claimWords: Partial<Record<Seat, string>> = {};
  for (const c of claims) claimWords[c.seat] = describeClaim(c);
  return {
    claimers: claimingSeats(puzzle),
    mightLose: seatsThatMightLose(puzzle),
    claimWords,
    offered: eventLabel(event),
    dead: deadDiscards(table, event),
    seats: SEATS.map((seat) => ({ seat, spot: placeFrom('East', seat), ...puzzleSeatWords(puzzle, seat, null) })),
    ruleset: puzzle.ruleset ?? null,
  };
}
