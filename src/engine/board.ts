/**
 * The board session: a live claim board played one step at a time. A board
 * opens on a position; the learner calls, passes, discards, asks to be shown
 * the right call, or resets. On a board where the learner plays his own
 * turn, holding his draw, he instead declares a kong, adds a drawn fourth
 * to his pung, or discards (keeping a four undeclared, A10), and
 * each move is played by the engine's moves (moves.ts). A board may instead
 * ask a question about the table (who draws next, who loses a turn...),
 * answered by choosing seats (seatQuestion.ts, worded and marked by seatQuestionWords.ts). Each step is a pure function from one
 * BoardState to the next, and the state holds everything the board draws,
 * every sentence the learner reads included, so a widget only draws it and
 * reports what the learner tried (as chessground is configured with a state
 * and draws it; as lichess' learn stages are data in, state out).
 *
 * A refused call is a value in the state (`refused`), never an exception.
 */
import { type Ruling, adjudicate } from './adjudicate';
import { carryOut, whoDrawsNext } from './carryOut';
import { lastDiscardReason } from './explain/carriedOut';
import { answerRules } from './grading';
import { type Claim, type ClaimEvent, type ClaimKind, CLAIM_CALLS, CLAIM_KINDS, checkClaim, chowChoices, liveDiscard, sameCall, winningCallNote } from './claims';
import { type MoveResult, declareKong, discard } from './moves';
import { turnRefusal } from './explain/moves';
import { plainDiscard } from './plainDiscard';
import type { Position, TurnAnswer, TurnMove } from './position';
import { questionAnswer, questionRuling, sameSeats } from './seatQuestion';
import { type SeatQuestion, judgeSeats, seatQuestion } from './seatQuestionWords';
import type { Reason, Refusal } from './refusal';
import { rightCall } from './rightCall';
import type { RuleId } from './rules';
import type { HandScore } from './score/scoreHand';
import { scoreTable } from './score/scoreTable';
import { SEATS, type Seat, nextSeat, placeFrom } from './seats';
import { type SeatState, type Table, canDraw, cloneTable } from './table';
import { type Tile, copiesOf, rankOf, sortTiles, suitOf, tileName } from './tiles';
import { type Place, deadDiscards, describeCall } from './explain/words';
import {
  type BoardOutcome,
  BOARD_RESET,
  CHOOSE_DISCARD,
  DISCARD_LABEL,
  DRAW_LABELS,
  OUTCOME_WORDS,
  type Phrase,
  RIGHT_CALL,
  RIGHT_MOVE,
  SEAT_NOTES,
  type Unfit,
  answerHead,
  callHead,
  chooseChowStatus,
  describeMove,
  discardHint,
  learnerDiscardReason,
  moveHead,
  nextToDrawReason,
  notAllowed,
  notSoHead,
  offeredLabel,
  pungBecomesKongReason,
  refusedHead,
  seatCalls,
  takenWords,
  tryAgain,
  whyTurnWeaker,
  whyWeaker,
  winningCallRightText,
} from './explain/board';

export { type BoardOutcome, OUTCOME_WORDS, type Phrase } from './explain/board';

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
export interface CallButton {
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
export interface RefusedCall {
  call: Claim | TurnMove | SeatAnswer;
  /** "Refused: Chow with 4 and 6 of Characters", "Refused: Declare a kong of 9 of Characters". */
  head: string;
  refusal: Refusal;
}

/**
 * A call the engine ruled on and carried out (a pass is a call of null), or
 * the learner's first move in his own turn, played.
 */
export interface RuledCall {
  /** The learner's call, or the right call when "Show me" made it; null for a pass, or for a move in his own turn. */
  call: Claim | null;
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
  calls: CallButton[] | null;
  /** The learner called Chow and must pick which two tiles; null otherwise. */
  choosing: ChowChoice[] | null;
  /**
   * The board's question about the table, with the answers it offers, until
   * it is answered right (or shown); absent on a board that asks for a call,
   * whose states are as they were before boards asked questions.
   */
  question?: SeatQuestion;
  /** The learner's last call, refused. */
  refused: RefusedCall | null;
  /** The call ruled on, and what followed. */
  ruled: RuledCall | null;
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
function outcomeOf(ruled: RuledCall | null, refused: RefusedCall | null): BoardOutcome | null {
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
interface Moment {
  table: Table;
  ruled: RuledCall | null;
  refused: RefusedCall | null;
  choosing: ChowChoice[] | null;
  mustDiscard: boolean;
  drew: BoardState['drew'];
  status: string;
  answered: BoardState['answered'];
}

/** The calls the other seats announced; the learner's own comes from the board. */
function othersCalls(position: Position): Claim[] {
  return position.claims.filter((c) => c.seat !== position.view);
}

function compose(position: Position, answer: Claim | null, answerShown: boolean, now: Moment): BoardState {
  const { view, event } = position;
  const { table, ruled } = now;
  const ruling = ruled?.ruling ?? null;
  const outcome = outcomeOf(ruled, now.refused);
  const offered = event && !ruled ? event : null;
  const announced = new Map(othersCalls(position).map((c) => [c.seat, describeCall(c)]));
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
    calls: event && !ruled && !position.ask ? CLAIM_KINDS.map((kind) => ({ kind, label: CLAIM_CALLS[kind] })) : null,
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
function ownTurn(position: Position): boolean {
  const { table, view } = position;
  return position.event === null && table.turn === view && table.phase === 'discard';
}

function untouched(position: Position, status: string, answered: BoardState['answered']): Moment {
  const mine = ownTurn(position);
  const drew = mine && position.drew ? { tile: position.drew, label: DRAW_LABELS.wall } : null;
  // A board's question comes before his turn is played.
  return { table: position.table, ruled: null, refused: null, choosing: null, mustDiscard: mine && !position.ask, drew, status, answered };
}

/** The board before any call: the position, the tile on offer, the learner's call buttons (or, in his own turn, his moves). */
export function openBoard(position: Position): BoardState {
  return compose(position, rightCall(position), false, untouched(position, '', null));
}

/** A seat of the opening, its tiles left out: they are the position's (`position.table.seats`). */
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

// ---------------------------------------------------------------------------
// The learner's own turn: he holds his draw and must discard, and may first
// declare a kong. Each move is the engine's (moves.ts); the board
// only words it, and says how it compares with the file's answer.
// ---------------------------------------------------------------------------

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
function turnButtons(table: Table, seat: Seat): TurnButton[] {
  const s = table.seats[seat];
  const pungs = s.melds.filter((m) => m.kind === 'pung').map((m) => m.tiles[0]);
  const kinds = sortTiles([...new Set(s.concealed)]);
  const held = (t: Tile) => copiesOf(s.concealed, t);
  if (!pungs.length && !kinds.some((t) => held(t) > 2)) return [];
  const moves: TurnMove[] = [...kinds.filter((t) => held(t) > 1 || pungs.includes(t)).map((tile) => ({ kind: 'kong' as const, tile })), ...pungs.map((tile) => ({ kind: 'add' as const, tile }))];
  return moves.map((move) => ({ move, label: describeMove(move) }));
}

function discardAsked(table: Table, seat: Seat): DiscardAsked {
  return { label: DISCARD_LABEL, hint: discardHint(foursHeld(table, seat)), tiles: [...table.seats[seat].concealed] };
}

/** Does the move answer the board? */
function movesAlike(move: TurnMove, answer: TurnAnswer): boolean {
  if (answer.kind === 'hold') return move.kind === 'discard' && move.tile !== answer.tile;
  if (answer.kind === 'discard') return move.kind === 'discard' && (answer.tile === null || answer.tile === move.tile);
  return move.kind === answer.kind && move.tile === answer.tile;
}

/** The tiles in the hand that make a run with the tile, when some do: where a held four's odd tile can go. */
function runWith(hand: readonly Tile[], tile: Tile): [Tile, Tile] | null {
  const suit = suitOf(tile);
  const rank = rankOf(tile);
  if (!suit || rank === null) return null;
  for (const [a, b] of [[rank - 2, rank - 1], [rank - 1, rank + 1], [rank + 1, rank + 2]]) {
    const pair = [`${a}${tile[1]}`, `${b}${tile[1]}`] as [Tile, Tile];
    if (a >= 1 && b <= 9 && hand.includes(pair[0]) && hand.includes(pair[1])) return pair;
  }
  return null;
}

function judgeTurn(before: Table, view: Seat, move: TurnMove, answer: TurnAnswer | undefined): Judgement | null {
  if (!answer) return null;
  if (movesAlike(move, answer)) return { kind: 'right', text: [RIGHT_MOVE] };
  const run = answer.kind === 'hold' ? runWith(before.seats[view].concealed, answer.tile) : null;
  return { kind: 'allowed', text: tryAgain(whyTurnWeaker(move, answer, run)) };
}

/** Who plays once the learner has discarded in his own turn: the next seat draws, unless no tile is left (A20). */
function nextAfterDiscard(table: Table): Reason {
  return canDraw(table) ? nextToDrawReason(table.turn) : lastDiscardReason();
}

/** A move played in the learner's own turn: the table after it, what it did in words, and whether he must now discard. */
type TurnPlayed = { ok: true; table: Table; reasons: Reason[]; mustDiscard: boolean; ruling: Ruling | null; drew: Tile | null } | Extract<MoveResult, { ok: false }>;

function playTurn(table: Table, view: Seat, move: TurnMove, others: Claim[]): TurnPlayed {
  if (move.kind === 'discard') {
    const done = discard(table, view, move.tile);
    if (!done.ok) return done;
    return { ok: true, table: done.table, reasons: [learnerDiscardReason(move.tile), nextAfterDiscard(done.table)], mustDiscard: false, ruling: null, drew: null };
  }
  // "kong" and "add" are one move to the engine: the hand and the sets decide which way the kong is made.
  const pung = table.seats[view].melds.some((m) => m.kind === 'pung' && m.tiles[0] === move.tile);
  // A kong of four in the hand is refused where the fourth belongs on his exposed pung (the core decides).
  const refused = move.kind === 'kong' ? turnRefusal(table, { type: 'kong', seat: view, tile: move.tile, concealed: true }) : null;
  if (refused) return { ok: false, refusal: refused };
  const done = declareKong(table, view, move.tile);
  if (!done.ok) return done;
  // The kong is a claim event: an added tile may be taken by a player it completes; a concealed kong by nobody.
  const ruling = adjudicate(done.table, others);
  const next = carryOut(ruling, view);
  const said: Reason[] = others.length
    ? [...ruling.explanation, ...next.reasons]
    : [
        move.kind === 'add' || pung
          ? pungBecomesKongReason(view, move.tile)
          : done.explanation[0],
        ...next.reasons,
      ];
  const drew = ruling.looseTileDrawnBy === view ? next.table.seats[view].concealed.at(-1)! : null;
  return { ok: true, table: next.table, reasons: said, mustDiscard: next.awaitingDiscard === view, ruling, drew };
}

/** "Show me" in the learner's own turn: the file's answer as a move. A `hold` or any-tile answer discards the loneliest tile it may. */
function answerMove(table: Table, view: Seat, answer: TurnAnswer): TurnMove {
  if (answer.kind === 'hold' || (answer.kind === 'discard' && answer.tile === null)) {
    const keep = answer.kind === 'hold' ? answer.tile : null;
    const spare = cloneTable(table);
    spare.seats[view].concealed = spare.seats[view].concealed.filter((t) => t !== keep);
    return { kind: 'discard', tile: plainDiscard(spare, view) };
  }
  return answer as TurnMove;
}

/**
 * The learner's move in his own turn. The first move played answers the
 * board (right, or allowed with why it is weaker); a refused move is shown
 * with its rule and nothing is played. Later moves (a discard after his
 * kong's loose tile) play on.
 */
function turnStep(state: BoardState, move: TurnMove, shown = false): BoardState {
  const { position } = state;
  const view = position.view;
  const answer = position.turnAnswer;
  const first = !state.ruled;
  const played = playTurn(state.table, view, move, othersCalls(position));
  const right = first && answer !== undefined && movesAlike(move, answer);
  const answered = first && answer !== undefined ? (shown ? { right: false, counts: !state.answerShown } : { right, counts: !(right && state.answerShown) }) : null;
  if (!played.ok) {
    const refused: RefusedCall = { call: move, head: refusedHead(describeMove(move)), refusal: played.refusal };
    const status = notAllowed(describeMove(move), played.refusal);
    return compose(position, state.answer, state.answerShown, { table: state.table, ruled: state.ruled, refused, choosing: null, mustDiscard: true, drew: state.drew, status, answered });
  }
  const drew = played.drew ? { tile: played.drew, label: DRAW_LABELS.loose } : null;
  const then = played.mustDiscard ? CHOOSE_DISCARD : '';
  const ruled: RuledCall = first
    ? {
        call: null,
        move,
        shown,
        ruling: played.ruling,
        head: moveHead(describeMove(move), shown),
        judgement: shown ? null : judgeTurn(state.table, view, move, answer),
        reasons: played.reasons,
        winnerScore: played.ruling ? winnerScore(played.ruling) : null,
      }
    : { ...state.ruled!, reasons: [...state.ruled!.reasons, ...played.reasons] };
  const note = first && ruled.judgement?.kind === 'right' ? RIGHT_MOVE : '';
  // A discard says itself in its first reason ("You discard the North Wind.").
  const status = [move.kind === 'discard' ? '' : `${describeMove(move)}.`, note, ...played.reasons.map((r) => r.text), then].filter(Boolean).join(' ');
  return compose(position, state.answer, shown || state.answerShown, { table: played.table, ruled, refused: null, choosing: null, mustDiscard: played.mustDiscard, drew, status, answered });
}

/**
 * The learner's move in his own turn, besides a discard (discardOnBoard):
 * declare a kong of four in his hand, or add his drawn fourth to his
 * exposed pung. Offered while he must discard (state.turn).
 */
function moveStep(state: BoardState, move: TurnMove): BoardState {
  if (!state.discard) return still(state);
  return turnStep(state, move);
}
/** moveStep, its answer graded (graded()). */
export function moveOnBoard(state: BoardState, move: TurnMove): BoardState {
  return graded(moveStep(state, move));
}

/**
 * A step's state with the rules its answer is graded on (grading.ts): a
 * refusal's rule, or the rules that make the board's right answer right.
 */
function graded(state: BoardState): BoardState {
  if (!state.answered) return state;
  return { ...state, graded: state.refused ? [state.refused.refusal.rule] : answerRules(state.position, state.answer) };
}

/** The same board, having answered nothing in this step (so no answer is counted twice). */
function still(state: BoardState): BoardState {
  return state.answered ? { ...state, answered: null, graded: [] } : state;
}

function judge(position: Position, call: Claim | null, answer: Claim | null, note: string | null, ruling: Ruling): Judgement {
  if (sameCall(call, answer)) return { kind: 'right', text: [RIGHT_CALL] };
  if (note) return { kind: 'ruled-as-win', text: [note] };
  return { kind: 'allowed', text: tryAgain(whyWeaker(position.view, call, answer, ruling)) };
}

/**
 * The winner's score when a ruling ends the hand with Mah-Jongg (a board's
 * other seats may be dealt by the engine: only the winner's tiles are the
 * board's, so only his score is given).
 */
function winnerScore(ruling: Ruling): HandScore | null {
  const winner = ruling.table.result?.winner;
  if (!winner) return null;
  return scoreTable(ruling.table)?.seats[winner].score ?? null;
}

/** Rules on a call (null: a pass) with the other seats' calls, and plays on until the learner must choose. */
function rule(state: BoardState, call: Claim | null, how: { shown: boolean; note: string | null; answered: BoardState['answered']; answerShown: boolean }): BoardState {
  const { position } = state;
  const view = position.view;
  const others = othersCalls(position);
  const ruling = adjudicate(position.table, call ? [call, ...others] : others);
  const next = carryOut(ruling, view);
  const mustDiscard = next.awaitingDiscard === view;
  const taken = takenWords(ruling.awardedTo, ruling.awardedAs);
  const ruled: RuledCall = {
    call,
    move: null,
    shown: how.shown,
    ruling,
    head: callHead(describeCall(call), taken.head, how.shown),
    judgement: how.shown ? null : judge(position, call, state.answer, how.note, ruling),
    reasons: [...ruling.explanation, ...next.reasons],
    winnerScore: winnerScore(ruling),
  };
  const then = mustDiscard ? CHOOSE_DISCARD : next.reasons.map((r) => r.text).join(' ');
  const status = [`${describeCall(call)}: ${taken.status}`, how.note, then].filter(Boolean).join(' ');
  const loose = ruling.looseTileDrawnBy === view ? { tile: next.table.seats[view].concealed.at(-1)!, label: DRAW_LABELS.loose } : null;
  return compose(position, state.answer, how.answerShown, { table: next.table, ruled, refused: null, choosing: null, mustDiscard, drew: loose, status, answered: how.answered });
}

/**
 * A chow or pung ruled as the board's Mah-Jongg (A19): right, and the learner
 * is told why the word did not matter, and where the word he used could not
 * have stood on its own (a chow from a seat that may not chow, or of a tile
 * that makes no run with his hand; a pung without a pair).
 */
function winningCallRight(table: Table, event: ClaimEvent | null, call: Claim, view: Seat): string {
  const unfit: Unfit[] = [];
  if (event && call.kind === 'chow') {
    if (event.kind !== 'discard' || nextSeat(event.seat) !== view) unfit.push({ why: 'not-left' });
    if (!chowChoices(table, view).length) unfit.push({ why: 'no-run', tile: event.tile });
  }
  if (event && call.kind === 'pung' && copiesOf(table.seats[view].concealed, event.tile) < 2) unfit.push({ why: 'no-pair', tile: event.tile });
  return winningCallRightText(call.kind, unfit);
}

/**
 * The learner calls. A chow without its two tiles, when the hand holds more
 * than one run for the discard, asks him to choose; a refused call is shown
 * with its rule and nothing is carried out.
 */
function callStep(state: BoardState, kind: ClaimKind, tiles?: [Tile, Tile]): BoardState {
  if (!state.calls) return still(state);
  const { position } = state;
  const view = position.view;
  if (kind === 'chow' && !tiles) {
    const choices = chowChoices(position.table, view);
    if (choices.length > 1) {
      const choosing = choices.map((pair): ChowChoice => ({ tiles: pair, label: describeCall({ seat: view, kind: 'chow', tiles: pair }), names: pair.map(tileName).join(' and ') }));
      const status = chooseChowStatus(choosing.map((c) => c.names));
      return compose(position, state.answer, state.answerShown, { ...untouched(position, status, null), choosing });
    }
    tiles = choices[0];
  }
  const claim: Claim = tiles ? { seat: view, kind, tiles } : { seat: view, kind };
  const check = checkClaim(position.table, claim);
  // A chow or pung on a tile that completes the hand is ruled as Mah-Jongg (A19): it is the Mah-Jongg the board asks for.
  const ruledAsWanted = check.legal && check.ruledAsWin === true && state.answer?.kind === 'mahjong' && state.answer.seat === view;
  const right = ruledAsWanted || sameCall(check.legal ? check.claim : claim, state.answer);
  const answered = { right, counts: !(right && state.answerShown) };
  if (!check.legal) {
    const refused: RefusedCall = { call: claim, head: refusedHead(describeCall(claim)), refusal: check.refusal };
    return compose(position, state.answer, state.answerShown, { ...untouched(position, notAllowed(describeCall(claim), check.refusal), answered), refused });
  }
  const note = ruledAsWanted ? winningCallRight(position.table, position.event, check.claim, view) : winningCallNote(check);
  return rule(state, check.claim, { shown: false, note, answered, answerShown: state.answerShown });
}
/** callStep, its answer graded (graded()). */
export function callOnBoard(state: BoardState, kind: ClaimKind, tiles?: [Tile, Tile]): BoardState {
  return graded(callStep(state, kind, tiles));
}

/** The learner lets the tile go by. */
function passStep(state: BoardState): BoardState {
  if (!state.calls) return still(state);
  const right = sameCall(null, state.answer);
  return rule(state, null, { shown: false, note: null, answered: { right, counts: !(right && state.answerShown) }, answerShown: state.answerShown });
}
/** passStep, its answer graded (graded()). */
export function passOnBoard(state: BoardState): BoardState {
  return graded(passStep(state));
}

/**
 * The learner's answer to the board's question about the table. A wrong one
 * is shown as a refusal, why and its rule, and nothing moves; the right one
 * (or "Show me"'s) plays the position on as the ruling has it, and the
 * learner discards when the turn is his.
 */
function answerStep(state: BoardState, seats: readonly Seat[], shown = false): BoardState {
  const { position, question } = state;
  if (!question) return still(state);
  const view = position.view;
  const ruling = questionRuling(position);
  const verdict = judgeSeats(position, seats, ruling);
  const label = question.choices.find((c) => sameSeats(c.seats, seats))?.label ?? (seats.join(' and ') || 'Nobody');
  const answered = shown ? { right: false, counts: !state.answerShown } : { right: verdict.right, counts: !(verdict.right && state.answerShown) };
  if (!verdict.right) {
    const refused: RefusedCall = { call: { kind: 'seats', seats: [...seats] }, head: notSoHead(label), refusal: { rule: verdict.reason.rule, message: verdict.reason.text } };
    return compose(position, state.answer, state.answerShown, { ...untouched(position, verdict.reason.text, answered), refused });
  }
  const next = ruling && carryOut(ruling, view);
  const start = untouched(position, '', answered);
  const mustDiscard = next ? next.awaitingDiscard === view : ownTurn(position);
  const ruled: RuledCall = {
    call: null,
    move: null,
    shown,
    ruling,
    head: answerHead(label, shown),
    judgement: shown ? null : { kind: 'right', text: [verdict.reason.text] },
    reasons: [verdict.reason, ...(ruling && next ? [...ruling.explanation, ...next.reasons] : [])],
    winnerScore: ruling && winnerScore(ruling),
  };
  const then = mustDiscard ? CHOOSE_DISCARD : '';
  return compose(position, state.answer, shown || state.answerShown, { ...start, table: next?.table ?? position.table, ruled, mustDiscard, status: [verdict.reason.text, then].filter(Boolean).join(' ') });
}
/** answerStep, its answer graded (graded()). */
export function answerOnBoard(state: BoardState, seats: readonly Seat[]): BoardState {
  return graded(answerStep(state, seats));
}

/** "Show me": the right call (or move, or answer) is made and explained. The first time counts as a miss; after it, a right answer no longer counts as solved. */
function showStep(state: BoardState): BoardState {
  if (!state.canShow) return still(state);
  const { position } = state;
  if (position.ask) {
    const fresh = compose(position, state.answer, state.answerShown, untouched(position, '', null));
    return answerStep(fresh, questionAnswer(position), true);
  }
  if (position.turnAnswer) {
    const fresh = compose(position, state.answer, state.answerShown, untouched(position, '', null));
    return turnStep(fresh, answerMove(position.table, position.view, position.turnAnswer), true);
  }
  return rule(state, state.answer, { shown: true, note: null, answered: { right: false, counts: !state.answerShown }, answerShown: true });
}
/** showStep, its answer graded (graded()). */
export function showRightCall(state: BoardState): BoardState {
  return graded(showStep(state));
}

/**
 * The learner discards: after his claim (the board says who draws next, as
 * the ruling has it), or in his own turn, where the discard may be the
 * board's answer.
 */
function discardStep(state: BoardState, tile: Tile): BoardState {
  const { ruled } = state;
  if (!state.discard) return still(state);
  if (!ruled || ruled.move) return turnStep(state, { kind: 'discard', tile });
  const view = state.position.view;
  const done = discard(state.table, view, tile);
  if (!done.ok) return { ...state, status: done.refusal.message, answered: null };
  const said = learnerDiscardReason(tile);
  const next = ruled.ruling ? whoDrawsNext(ruled.ruling) : nextAfterDiscard(done.table);
  return compose(state.position, state.answer, state.answerShown, {
    table: done.table,
    ruled: { ...ruled, reasons: [...ruled.reasons, said, next] },
    refused: null,
    choosing: null,
    mustDiscard: false,
    drew: null,
    status: `${said.text} ${next.text}`,
    answered: null,
  });
}
/** discardStep, its answer graded (graded()). */
export function discardOnBoard(state: BoardState, tile: Tile): BoardState {
  return graded(discardStep(state, tile));
}

/** Back to the position the board opened on; "Show me", once pressed, stays pressed. */
export function resetBoard(state: BoardState): BoardState {
  return compose(state.position, state.answer, state.answerShown, untouched(state.position, BOARD_RESET, null));
}
