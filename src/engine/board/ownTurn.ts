/**
 * The learner's own turn on a board: he holds his draw and must discard, and
 * may first declare a kong or add his drawn fourth to his pung. Each move is
 * the engine's (moves.ts); the board only words it, and says how it compares
 * with the file's answer. His discard after a claim is played here too.
 */
import { type Ruling, adjudicate } from '../adjudicate';
import { carryOut, whoDrawsNext } from '../carryOut';
import { lastDiscardReason } from '../explain/carriedOut';
import type { Claim } from '../claims';
import { type MoveResult, declareKong, discard } from '../moves';
import { turnRefusal } from '../explain/moves';
import { plainDiscard } from '../plainDiscard';
import type { TurnAnswer, TurnMove } from '../position';
import type { Reason } from '../refusal';
import type { Seat } from '../seats';
import { type Table, canDraw, cloneTable } from '../table';
import { type Tile, rankOf, suitOf } from '../tiles';
import { bestDiscards, nearAfterDiscarding } from '../nearness';
import { CHOOSE_DISCARD, DRAW_LABELS, RIGHT_MOVE, describeMove, learnerDiscardReason, moveHead, nextToDrawReason, notAllowed, pungBecomesKongReason, refusedHead, tryAgain, whyHeldDiscardWeaker, whyTurnWeaker } from '../explain/board';
import { type Judgement, type BoardState, type RefusedTry, type RuledTry, compose, othersClaims, still, winnerScore } from './state';
import { graded } from './graded';

/**
 * A discard that keeps the board's four (`hold`) but leaves the hand further from Mah-Jongg than the best discard of
 * another tile would: how far it leaves it, and the best. Null when it is among the best, or when play cannot go on
 * (no tile left to draw: the hand ends unless the discard is claimed, so how near it stands no longer matters).
 */
function heldDiscardShort(before: Table, view: Seat, tile: Tile, four: Tile): { after: number; best: { tiles: Tile[]; near: number } } | null {
  if (!canDraw(before)) return null;
  const { concealed, melds } = before.seats[view];
  const best = bestDiscards(concealed, melds.length, four);
  const after = nearAfterDiscarding(concealed, melds.length, tile);
  return after > best.near ? { after, best } : null;
}

/** Does the move answer the board? A four kept in the hand is answered by the discard of another tile that keeps the hand nearest to Mah-Jongg. */
function movesAlike(before: Table, view: Seat, move: TurnMove, answer: TurnAnswer): boolean {
  if (answer.kind === 'hold') return move.kind === 'discard' && move.tile !== answer.tile && !heldDiscardShort(before, view, move.tile, answer.tile);
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
  if (answer.kind === 'hold' && move.kind === 'discard' && move.tile !== answer.tile) {
    // The four kept: right, unless a tile the hand needed was let go (worked out once, here, for the words too).
    const short = heldDiscardShort(before, view, move.tile, answer.tile);
    return short ? { kind: 'allowed', text: tryAgain(whyHeldDiscardWeaker(move, answer.tile, short.after, short.best)) } : { kind: 'right', text: [RIGHT_MOVE] };
  }
  if (movesAlike(before, view, move, answer)) return { kind: 'right', text: [RIGHT_MOVE] };
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

/**
 * "Show me" in the learner's own turn: the file's answer as a move. A `hold` or any-tile answer discards the
 * loneliest tile it may; for `hold`, among those that keep the hand nearest to Mah-Jongg, as it is graded.
 */
export function answerMove(table: Table, view: Seat, answer: TurnAnswer): TurnMove {
  if (answer.kind === 'hold' || (answer.kind === 'discard' && answer.tile === null)) {
    const keep = answer.kind === 'hold' ? answer.tile : null;
    const spare = cloneTable(table);
    const { concealed, melds } = table.seats[view];
    const allowed = keep ? bestDiscards(concealed, melds.length, keep).tiles : concealed;
    spare.seats[view].concealed = concealed.filter((t) => allowed.includes(t));
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
export function turnStep(state: BoardState, move: TurnMove, shown = false): BoardState {
  const { position } = state;
  const view = position.view;
  const answer = position.turnAnswer;
  const first = !state.ruled;
  const played = playTurn(state.table, view, move, othersClaims(position));
  const right = first && answer !== undefined && movesAlike(state.table, view, move, answer);
  const answered = first && answer !== undefined ? (shown ? { right: false, counts: !state.answerShown } : { right, counts: !(right && state.answerShown) }) : null;
  if (!played.ok) {
    const refused: RefusedTry = { tried: move, head: refusedHead(describeMove(move)), refusal: played.refusal };
    const status = notAllowed(describeMove(move), played.refusal);
    return compose(position, state.answer, state.answerShown, { table: state.table, ruled: state.ruled, refused, choosing: null, mustDiscard: true, drew: state.drew, status, answered });
  }
  const drew = played.drew ? { tile: played.drew, label: DRAW_LABELS.loose } : null;
  const then = played.mustDiscard ? CHOOSE_DISCARD : '';
  const ruled: RuledTry = first
    ? {
        tried: null,
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
