/**
 * A claim board's state (BoardState): everything the board draws, every
 * sentence the learner reads included, composed from the position and the
 * moment it has reached (compose). The board before any call (openBoard),
 * as a page ships it (boardOpening), and back there (resetBoard). The steps
 * that move it on are in ownTurn.ts, claim.ts, question.ts and show.ts.
 */
import type { Ruling } from '../adjudicate';
import { type Claim, type ClaimEvent, type ClaimKind, CLAIM_CALLS, CLAIM_KINDS, liveDiscard } from '../claims';
import type { Position, TurnMove } from '../position';
import { type SeatQuestion, seatQuestion } from '../seatQuestionWords';
import type { Reason, Refusal } from '../refusal';
import { rightClaim } from '../rightClaim';
import type { RuleId } from '../rules';
import type { HandScore } from '../score/scoreHand';
import { scoreTable } from '../score/scoreTable';
import { SEATS, type Seat, placeFrom } from '../seats';
import type { SeatState, Table } from '../table';
import type { Tile } from '../tiles';
import { type Place, deadDiscards, describeClaim } from '../explain/words';
import { type BoardOutcome, BOARD_RESET, DRAW_LABELS, OUTCOME_WORDS, type Phrase, SEAT_NOTES, offeredLabel, seatCalls } from '../explain/board';
import { discardAsked, turnButtons } from './turnOffer';

/** One seat as the board draws it. */
export interface SeatView {
  seat: Seat;
  /** Where it sits from the learner's chair. */
  place: Place;
  /** Its tiles as they lie now: the concealed hand and the exposed sets. */
  tiles: SeatState;
  /** Whether its concealed tiles are shown (the learner's own always are). */
  shown: boolean;
  /** What is happening to it: "discarded", "calls Pung", "loses his turn", "takes the tile", "next to draw". */
  notes: string[];
}

/** A call button: the call it makes and its label. */
export interface ClaimButton {
  kind: ClaimKind;
  label: string;
}

/** One way to chow the discard, when the learner's hand holds more than one. */
export interface ChowChoice {
  tiles: [Tile, Tile];
  /** "Chow with 4c-6c". */
  label: string;
  /** The two tiles by name, for a screen reader: "4 of Characters and 6 of Characters". */
  names: string;
}

/**
 * What the board says of the learner's call once it stands: the right call;
 * a chow or pung the engine ruled as Mah-Jongg, with the engine's note (A19);
 * or allowed, but not the best call.
 */
export interface Judgement {
  kind: 'right' | 'ruled-as-win' | 'allowed';
  text: Phrase[];
}

/** The learner's answer to a board's question about the table: the seats he chose (none: nobody). */
export interface SeatAnswer {
  kind: 'seats';
  seats: Seat[];
}

/**
 * A call (or a move in the learner's own turn) the engine refused, or a wrong
 * answer to the board's question: nothing was carried out, and the learner
 * may try again.
 */
export interface RefusedTry {
  tried: Claim | TurnMove | SeatAnswer;
  /** "Refused: Chow with 4 and 6 of Characters", "Refused: Declare a kong of 9 of Characters". */
  head: string;
  refusal: Refusal;
}

/**
 * A call the engine ruled on and carried out (a pass is a call of null), or
 * the learner's first move in his own turn, played.
 */
export interface RuledTry {
  /** The learner's call, or the right call when "Show me" made it; null for a pass, or for a move in his own turn. */
  tried: Claim | null;
  /** The learner's move in his own turn (or the right one, when "Show me" made it); null on a claim. */
  move: TurnMove | null;
  /** "Show me" made this call. */
  shown: boolean;
  /** The engine's ruling on the calls; null for a move in the learner's own turn that nobody could claim from. */
  ruling: Ruling | null;
  /** "Your call: Chow with 4 and 6 of Characters — South takes the tile (Chow)." */
  head: string;
  /** The verdict on the learner's call; null when "Show me" made it. */
  judgement: Judgement | null;
  /** The ruling's explanation, then what followed it: the loose tile, the discards, who draws next. */
  reasons: Reason[];
  /** When the call ruled on ends the hand with Mah-Jongg: the winner's hand scored on Harr's card, line by line; null otherwise. */
  winnerScore: HandScore | null;
}

/** A move the learner may try in his own turn, besides a discard: "Declare a kong of 1 of Circles". */
export interface TurnButton {
  move: TurnMove;
  label: string;
}

/** The learner must discard before play goes on. */
export interface DiscardAsked {
  /** The label over his tiles. */
  label: string;
  /** The line under the ruling. */
  hint: string;
  /** The tiles he may discard. */
  tiles: Tile[];
}

export interface BoardState {
  /** The position the board opened on: every ruling, and a reset, start from it. */
  position: Position;
  /**
   * The board's heading: the position's neutral title until a call is ruled on
   * (the learner's, or "Show me"'s), its solved title from then on; after
   * "Show me" a reset keeps the solved title, since the answer is out. A
   * refused call alone answers nothing and changes no title.
   */
  title: string;
  /** The right call on the board: the file's answer, or the engine's strongest claim for the learner. */
  answer: Claim | null;
  /** The table as it stands now. */
  table: Table;
  /** What the board is about: the discard (or kong) that may be claimed; null on a board that only shows a position. */
  event: ClaimEvent | null;
  /** The tile on offer, drawn apart from the discards until the board has ruled on it, with its label. */
  offered: { tile: Tile; label: string } | null;
  /** Discards that can no longer be claimed, oldest first. */
  dead: Tile[];
  /** Tiles left in the wall. */
  wall: number;
  /** The other three seats, in play order from East. */
  others: SeatView[];
  /** The learner's own seat. */
  self: SeatView;
  /** The calls the learner may make now (Pass besides); null once the board has ruled, or when there is nothing to claim. */
  claimButtons: ClaimButton[] | null;
  /** The learner called Chow and must pick which two tiles; null otherwise. */
  choosing: ChowChoice[] | null;
  /**
   * The board's question about the table, with the answers it offers, until
   * it is answered right (or shown); absent on a board that asks for a call,
   * whose states are as they were before boards asked questions.
   */
  question?: SeatQuestion;
  /** The learner's last call, refused. */
  refused: RefusedTry | null;
  /** The call ruled on, and what followed. */
  ruled: RuledTry | null;
  /** The learner must now discard. */
  discard: DiscardAsked | null;
  /**
   * While he must discard, in his own turn, the other moves he may try: a
   * kong of four in his hand, or a drawn fourth added to his pung. The
   * engine rules on each; null when he is not to play.
   */
  turn: TurnButton[] | null;
  /** The tile the learner has just drawn (from the wall, or a loose tile), with its label; null otherwise. */
  drew: { tile: Tile; label: string } | null;
  /** "Show me" can be asked for (there is a call to make). */
  canShow: boolean;
  /** There is something to reset. */
  canReset: boolean;
  /** What the live region announces after this step. */
  status: string;
  /**
   * The answer this step gave, for the learner's progress: right or not, and
   * whether it counts. A right call after "Show me" does not count; "Show me"
   * itself counts once, as a miss. Null for a step that answers nothing.
   */
  answered: { right: boolean; counts: boolean } | null;
  /**
   * The rules that answer is graded on (grading.ts): a refusal's rule, or
   * the rules that make the board's right answer right; empty when the step
   * answered nothing.
   */
  graded: RuleId[];
  /** "Show me" has given the answer away; a reset does not take that back. */
  answerShown: boolean;
  /**
   * Where the learner's last answer stands, for the verdict to draw: right
   * (the right call or move, or a chow or pung ruled as Mah-Jongg); weaker
   * (allowed, carried out, but not the best: the board stays unsolved, to be
   * reset and tried again); refused (nothing carried out); shown ("Show me"
   * made it). Null before any answer, and after a reset.
   */
  outcome: BoardOutcome | null;
}

/** Where a ruled call stands: "Show me"'s, the right one (or ruled as a win), or allowed but weaker. */
function outcomeOf(ruled: RuledTry | null, refused: RefusedTry | null): BoardOutcome | null {
  if (refused) return 'refused';
  if (!ruled) return null;
  if (ruled.shown || !ruled.judgement) return 'shown';
  return ruled.judgement.kind === 'allowed' ? 'weaker' : 'right';
}

/**
 * What a board draws of a state: all of it but what only the session's next
 * step reads (the position, the table as it stands, the right call, the event).
 */
export type BoardView = Omit<BoardState, 'position' | 'table' | 'answer' | 'event'>;

/** What changes from step to step; the rest of a BoardState follows from it. */
export interface Moment {
  table: Table;
  ruled: RuledTry | null;
  refused: RefusedTry | null;
  choosing: ChowChoice[] | null;
  mustDiscard: boolean;
  drew: BoardState['drew'];
  status: string;
  answered: BoardState['answered'];
}

/** The calls the other seats announced; the learner's own comes from the board. */
export function othersClaims(position: Position): Claim[] {
  return position.claims.filter((c) => c.seat !== position.view);
}

export function compose(position: Position, answer: Claim | null, answerShown: boolean, now: Moment): BoardState {
  const { view, event } = position;
  const { table, ruled } = now;
  const ruling = ruled?.ruling ?? null;
  const outcome = outcomeOf(ruled, now.refused);
  const offered = event && !ruled ? event : null;
  const announced = new Map(othersClaims(position).map((c) => [c.seat, describeClaim(c)]));
  const notes = (seat: Seat): string[] =>
    [
      offered?.seat === seat ? (offered.kind === 'discard' ? SEAT_NOTES.discarded : SEAT_NOTES.kong) : null,
      !ruled && announced.has(seat) ? seatCalls(announced.get(seat)!) : null,
      ruling?.lostTurns.includes(seat) ? SEAT_NOTES.losesTurn : null,
      ruling?.awardedTo === seat ? SEAT_NOTES.takes : null,
      ruling && ruling.nextToDraw === seat ? SEAT_NOTES.nextToDraw : null,
    ].filter((n): n is string => n !== null);
  const seatView = (seat: Seat): SeatView => ({ seat, place: placeFrom(view, seat), tiles: table.seats[seat], shown: seat === view || position.shown.includes(seat), notes: notes(seat) });
  return {
    position,
    // A weaker call leaves the board unsolved: its title would give the answer away before the learner finds it.
    title: (ruled && outcome !== 'weaker') || answerShown ? (position.solvedTitle ?? position.title) : position.title,
    answer,
    table,
    event,
    offered: offered ? { tile: offered.tile, label: offeredLabel(offered, liveDiscard(table) !== null) } : null,
    dead: deadDiscards(table, offered),
    wall: table.wall.length,
    others: SEATS.filter((s) => s !== view).map(seatView),
    self: seatView(view),
    claimButtons: event && !ruled && !position.ask ? CLAIM_KINDS.map((kind) => ({ kind, label: CLAIM_CALLS[kind] })) : null,
    choosing: now.choosing,
    question: ruled ? undefined : (seatQuestion(position) ?? undefined),
    refused: now.refused,
    ruled,
    discard: now.mustDiscard ? discardAsked(table, view) : null,
    turn: now.mustDiscard ? turnButtons(table, view) : null,
    drew: now.drew,
    canShow: event !== null || position.turnAnswer !== undefined || position.ask !== undefined,
    canReset: ruled !== null || now.refused !== null || now.choosing !== null,
    // The step that answers says first where the answer stands, as the verdict's mark does (a refusal and "Show me" say so already).
    status: now.answered && (outcome === 'right' || outcome === 'weaker') ? `${OUTCOME_WORDS[outcome]} ${now.status}` : now.status,
    answered: now.answered,
    // Filled in by the steps that answer (graded()), so that a page drawing only the opening never ships the grading.
    graded: [],
    answerShown,
    outcome,
  };
}

/** Does the learner play his own turn here, holding his draw, with nothing on the table to claim? */
export function ownTurn(position: Position): boolean {
  const { table, view } = position;
  return position.event === null && table.turn === view && table.phase === 'discard';
}

export function untouched(position: Position, status: string, answered: BoardState['answered']): Moment {
  const mine = ownTurn(position);
  const drew = mine && position.drew ? { tile: position.drew, label: DRAW_LABELS.wall } : null;
  // A board's question comes before his turn is played.
  return { table: position.table, ruled: null, refused: null, choosing: null, mustDiscard: mine && !position.ask, drew, status, answered };
}

/** The board before any call: the position, the tile on offer, the learner's call buttons (or, in his own turn, his moves). */
export function openBoard(position: Position): BoardState {
  return compose(position, rightClaim(position), false, untouched(position, '', null));
}

/**
 * A seat as the opening draws it: its sets, and its concealed hand when shown;
 * of a hidden hand only how many tiles it holds (`hidden`), so that a page
 * ships no tile it does not draw.
 */
export interface OpeningSeat extends SeatView {
  hidden?: number;
}

/**
 * The board before any call, as a page ships it: only what it draws (the
 * position itself, with every hand and the wall, comes on the learner's
 * first action, with the session). Its seat, prompt and the seats' tiles
 * come with it, since the board draws them before the position is there.
 */
export interface BoardOpening extends Omit<BoardView, 'others' | 'self'> {
  /** The seat the learner plays. */
  view: Seat;
  prompt?: string;
  others: OpeningSeat[];
  self: OpeningSeat;
}

/**
 * The board before any call: made when the site is built, so that a page
 * draws its boards at once and loads the session (boardSession.ts) and the
 * position only when the learner first acts on one.
 */
export function boardOpening(position: Position): BoardOpening {
  const { position: _position, table: _table, answer: _answer, event: _event, others, self, ...view } = openBoard(position);
  const seat = (s: SeatView): OpeningSeat => (s.shown ? s : { ...s, tiles: { concealed: [], melds: s.tiles.melds }, hidden: s.tiles.concealed.length });
  return { ...view, view: position.view, ...(position.prompt ? { prompt: position.prompt } : {}), others: others.map(seat), self: seat(self) };
}

/** The same board, having answered nothing in this step (so no answer is counted twice). */
export function still(state: BoardState): BoardState {
  return state.answered ? { ...state, answered: null, graded: [] } : state;
}

/**
 * The winner's score when a ruling ends the hand with Mah-Jongg (a board's
 * other seats may be dealt by the engine: only the winner's tiles are the
 * board's, so only his score is given).
 */
export function winnerScore(ruling: Ruling): HandScore | null {
  const winner = ruling.table.result?.winner;
  if (!winner) return null;
  return scoreTable(ruling.table)?.seats[winner].score ?? null;
}

/** Back to the position the board opened on; "Show me", once pressed, stays pressed. */
export function resetBoard(state: BoardState): BoardState {
  return compose(state.position, state.answer, state.answerShown, untouched(state.position, BOARD_RESET, null));
}
