/**
 * The board session: a live claim board played one step at a time. A board
 * opens on a position; the learner calls, passes, discards, asks to be shown
 * the right call, or resets. Each step is a pure function from one
 * BoardState to the next, and the state holds everything the board draws,
 * every sentence the learner reads included, so a widget only draws it and
 * reports what the learner tried (as chessground is configured with a state
 * and draws it; as lichess' learn stages are data in, state out).
 *
 * A refused call is a value in the state (`refused`), never an exception.
 */
import { type Ruling, adjudicate } from './adjudicate';
import { carryOut, whoDrawsNext } from './carryOut';
import { type Claim, type ClaimEvent, type ClaimKind, CLAIM_CALLS, CLAIM_KINDS, checkClaim, chowChoices, liveDiscard, sameCall, winningCallNote } from './claims';
import { discard } from './moves';
import type { Position } from './position';
import type { Reason, Refusal } from './refusal';
import { rightCall } from './rightCall';
import { SEATS, type Seat, placeFrom } from './seats';
import type { SeatState, Table } from './table';
import { type Tile, tileName } from './tiles';
import { type Place, deadDiscards, describeCall, eventLabel } from './words';

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

/** Part of a sentence: plain words, or words to stress (the name of a button the sentence points to). */
export type Phrase = string | { stress: string };

/**
 * What the board says of the learner's call once it stands: the right call;
 * a chow or pung the engine ruled as Mah-Jongg, with the engine's note (A19);
 * or allowed, but not the best call.
 */
export interface Judgement {
  kind: 'right' | 'ruled-as-win' | 'allowed';
  text: Phrase[];
}

/** A call the engine refused: nothing was carried out, and the learner may call again. */
export interface RefusedCall {
  call: Claim;
  /** "Refused: Chow with 4 and 6 of Characters". */
  head: string;
  refusal: Refusal;
}

/** A call the engine ruled on and carried out (a pass is a call of null). */
export interface RuledCall {
  /** The learner's call, or the right call when "Show me" made it; null for a pass. */
  call: Claim | null;
  /** "Show me" made this call. */
  shown: boolean;
  ruling: Ruling;
  /** "Your call: Chow with 4 and 6 of Characters — South takes the tile (Chow)." */
  head: string;
  /** The verdict on the learner's call; null when "Show me" made it. */
  judgement: Judgement | null;
  /** The ruling's explanation, then what followed it: the loose tile, the discards, who draws next. */
  reasons: Reason[];
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
  /** The learner's last call, refused. */
  refused: RefusedCall | null;
  /** The call ruled on, and what followed. */
  ruled: RuledCall | null;
  /** The learner must now discard. */
  discard: DiscardAsked | null;
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
  /** "Show me" has given the answer away; a reset does not take that back. */
  answerShown: boolean;
}

/** What changes from step to step; the rest of a BoardState follows from it. */
interface Moment {
  table: Table;
  ruled: RuledCall | null;
  refused: RefusedCall | null;
  choosing: ChowChoice[] | null;
  mustDiscard: boolean;
  status: string;
  answered: BoardState['answered'];
}

/** The calls the other seats announced; the learner's own comes from the board. */
function othersCalls(position: Position): Claim[] {
  return position.claims.filter((c) => c.seat !== position.view);
}

function offeredLabel(table: Table, event: ClaimEvent): string {
  if (event.kind !== 'discard') return eventLabel(event);
  return liveDiscard(table) ? `Live discard, from ${event.seat}` : `Last discard, from ${event.seat}: its moment has passed`;
}

function compose(position: Position, answer: Claim | null, answerShown: boolean, now: Moment): BoardState {
  const { view, event } = position;
  const { table, ruled } = now;
  const ruling = ruled?.ruling ?? null;
  const offered = event && !ruled ? event : null;
  const announced = new Map(othersCalls(position).map((c) => [c.seat, describeCall(c)]));
  const notes = (seat: Seat): string[] =>
    [
      offered?.seat === seat ? (offered.kind === 'discard' ? 'discarded' : 'making a kong') : null,
      !ruled && announced.has(seat) ? `calls ${announced.get(seat)}` : null,
      ruling?.lostTurns.includes(seat) ? 'loses his turn' : null,
      ruling?.awardedTo === seat ? 'takes the tile' : null,
      ruling && ruling.nextToDraw === seat ? 'next to draw' : null,
    ].filter((n): n is string => n !== null);
  const seatView = (seat: Seat): SeatView => ({ seat, place: placeFrom(view, seat), tiles: table.seats[seat], shown: seat === view || position.shown.includes(seat), notes: notes(seat) });
  return {
    position,
    title: ruled || answerShown ? (position.solvedTitle ?? position.title) : position.title,
    answer,
    table,
    event,
    offered: offered ? { tile: offered.tile, label: offeredLabel(table, offered) } : null,
    dead: deadDiscards(table, offered),
    wall: table.wall.length,
    others: SEATS.filter((s) => s !== view).map(seatView),
    self: seatView(view),
    calls: event && !ruled ? CLAIM_KINDS.map((kind) => ({ kind, label: CLAIM_CALLS[kind] })) : null,
    choosing: now.choosing,
    refused: now.refused,
    ruled,
    discard: now.mustDiscard
      ? { label: 'Your hand: choose a tile to discard', hint: 'Choose a tile from your hand to discard.', tiles: [...table.seats[view].concealed] }
      : null,
    canShow: event !== null,
    canReset: ruled !== null || now.refused !== null || now.choosing !== null,
    status: now.status,
    answered: now.answered,
    answerShown,
  };
}

function untouched(position: Position, status: string, answered: BoardState['answered']): Moment {
  return { table: position.table, ruled: null, refused: null, choosing: null, mustDiscard: false, status, answered };
}

/** The board before any call: the position, the tile on offer, the learner's call buttons. */
export function openBoard(position: Position): BoardState {
  return compose(position, rightCall(position), false, untouched(position, '', null));
}

/** The same board, having answered nothing in this step (so no answer is counted twice). */
function still(state: BoardState): BoardState {
  return state.answered ? { ...state, answered: null } : state;
}

/** What the right call would have done for the learner, in a few words: why it is better. */
function whatItGives(answer: Claim, tile: Tile): string {
  switch (answer.kind) {
    case 'mahjong':
      return `the ${tileName(tile)} completes your hand`;
    case 'kong':
      return `you hold three ${tileName(tile)}, so it makes four of a kind`;
    case 'pung':
      return `you hold a pair of the ${tileName(tile)}, so it makes three of a kind`;
    case 'chow':
      return `it completes a run with two tiles in your hand, in place of your draw`;
  }
}

/**
 * Why a call the engine allows is still not the best one: another seat takes
 * the tile anyway (with the rule that gives it to him), or a stronger call
 * was open to the learner, or the board's answer is to let the tile go by.
 */
function whyWeaker(position: Position, call: Claim | null, answer: Claim | null, ruling: Ruling): string {
  const view = position.view;
  const tile = ruling.event.tile;
  if (call && ruling.awardedTo && ruling.awardedTo !== view) {
    const mine = ruling.claims.find((c) => c.seat === view && c.legal);
    return `Your ${CLAIM_CALLS[call.kind]} is allowed, but ${ruling.awardedTo} takes the tile${mine?.message ? `: ${mine.message}` : '.'}`;
  }
  if (!answer) return `Your ${call ? CLAIM_CALLS[call.kind] : 'pass'} is allowed, but letting the ${tileName(tile)} go by is the better call here.`;
  if (call && call.kind === answer.kind) return `Your ${describeCall(call)} is allowed, but this board asks for the other run: ${describeCall(answer)}.`;
  const better = `${describeCall(answer)} was open to you: ${whatItGives(answer, tile)}.`;
  return call ? `Your ${CLAIM_CALLS[call.kind]} is allowed, but ${better}` : `Passing is allowed, but ${better}`;
}

function judge(position: Position, call: Claim | null, answer: Claim | null, note: string | null, ruling: Ruling): Judgement {
  if (sameCall(call, answer)) return { kind: 'right', text: ['That is the right call.'] };
  if (note) return { kind: 'ruled-as-win', text: [note] };
  return { kind: 'allowed', text: [`${whyWeaker(position, call, answer, ruling)} Reset and try again, or press `, { stress: 'Show me' }, '.'] };
}

/** Rules on a call (null: a pass) with the other seats' calls, and plays on until the learner must choose. */
function rule(state: BoardState, call: Claim | null, how: { shown: boolean; note: string | null; answered: BoardState['answered']; answerShown: boolean }): BoardState {
  const { position } = state;
  const view = position.view;
  const others = othersCalls(position);
  const ruling = adjudicate(position.table, call ? [call, ...others] : others);
  const next = carryOut(ruling, view);
  const mustDiscard = next.awaitingDiscard === view;
  const taken = ruling.awardedTo
    ? { head: `${ruling.awardedTo} takes the tile (${CLAIM_CALLS[ruling.awardedAs!]}).`, status: `${ruling.awardedTo} takes the tile by ${CLAIM_CALLS[ruling.awardedAs!]}.` }
    : { head: 'nobody takes the tile.', status: 'Nobody takes the tile.' };
  const ruled: RuledCall = {
    call,
    shown: how.shown,
    ruling,
    head: `${how.shown ? 'The right call' : 'Your call'}: ${describeCall(call)} — ${taken.head}`,
    judgement: how.shown ? null : judge(position, call, state.answer, how.note, ruling),
    reasons: [...ruling.explanation, ...next.reasons],
  };
  const then = mustDiscard ? 'Choose a tile to discard.' : next.reasons.map((r) => r.text).join(' ');
  const status = [`${describeCall(call)}: ${taken.status}`, how.note, then].filter(Boolean).join(' ');
  return compose(position, state.answer, how.answerShown, { table: next.table, ruled, refused: null, choosing: null, mustDiscard, status, answered: how.answered });
}

/**
 * The learner calls. A chow without its two tiles, when the hand holds more
 * than one run for the discard, asks him to choose; a refused call is shown
 * with its rule and nothing is carried out.
 */
export function callOnBoard(state: BoardState, kind: ClaimKind, tiles?: [Tile, Tile]): BoardState {
  if (!state.calls) return still(state);
  const { position } = state;
  const view = position.view;
  if (kind === 'chow' && !tiles) {
    const choices = chowChoices(position.table, view);
    if (choices.length > 1) {
      const choosing = choices.map((pair): ChowChoice => ({ tiles: pair, label: `Chow with ${pair.join('-')}`, names: pair.map(tileName).join(' and ') }));
      const status = `Choose the two tiles to chow with: ${choosing.map((c) => c.names).join(', or ')}.`;
      return compose(position, state.answer, state.answerShown, { ...untouched(position, status, null), choosing });
    }
    tiles = choices[0];
  }
  const claim: Claim = tiles ? { seat: view, kind, tiles } : { seat: view, kind };
  const check = checkClaim(position.table, claim);
  const right = sameCall(check.legal ? check.claim : claim, state.answer);
  const answered = { right, counts: !(right && state.answerShown) };
  if (!check.legal) {
    const refused: RefusedCall = { call: claim, head: `Refused: ${describeCall(claim)}`, refusal: check.refusal };
    return compose(position, state.answer, state.answerShown, { ...untouched(position, `${describeCall(claim)} is not allowed. ${check.refusal.message}`, answered), refused });
  }
  return rule(state, check.claim, { shown: false, note: winningCallNote(check), answered, answerShown: state.answerShown });
}

/** The learner lets the tile go by. */
export function passOnBoard(state: BoardState): BoardState {
  if (!state.calls) return still(state);
  const right = sameCall(null, state.answer);
  return rule(state, null, { shown: false, note: null, answered: { right, counts: !(right && state.answerShown) }, answerShown: state.answerShown });
}

/** "Show me": the right call is made and explained. The first time counts as a miss; after it, a right call no longer counts as solved. */
export function showRightCall(state: BoardState): BoardState {
  if (!state.canShow) return still(state);
  return rule(state, state.answer, { shown: true, note: null, answered: { right: false, counts: !state.answerShown }, answerShown: true });
}

/** The learner discards after his claim; the board says who draws next. */
export function discardOnBoard(state: BoardState, tile: Tile): BoardState {
  const { ruled } = state;
  if (!ruled || !state.discard) return still(state);
  const view = state.position.view;
  const done = discard(state.table, view, tile);
  if (!done.ok) return { ...state, status: done.refusal.message, answered: null };
  const said: Reason = { rule: 'TURN-DRAW-DISCARD', text: `You discard the ${tileName(tile)}.` };
  const next = whoDrawsNext(ruled.ruling);
  return compose(state.position, state.answer, state.answerShown, {
    table: done.table,
    ruled: { ...ruled, reasons: [...ruled.reasons, said, next] },
    refused: null,
    choosing: null,
    mustDiscard: false,
    status: `${said.text} ${next.text}`,
    answered: null,
  });
}

/** Back to the position the board opened on; "Show me", once pressed, stays pressed. */
export function resetBoard(state: BoardState): BoardState {
  return compose(state.position, state.answer, state.answerShown, untouched(state.position, 'The board is back where it started.', null));
}
