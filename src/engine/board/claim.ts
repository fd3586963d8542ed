/**
 * The learner's call on a board (or his pass): judged by the engine, refused
 * with its rule, or ruled on with the other seats' calls and carried out
 * until he must choose; the judgement says how it compares with the board's
 * right call.
 */
import { type Ruling, adjudicate } from '../adjudicate';
import { carryOut } from '../carryOut';
import { type Claim, type ClaimKind, checkClaim, chowChoices, sameClaim, unfitAsSet, winningClaimNote } from '../claims';
import type { Position } from '../position';
import type { Table } from '../table';
import { type Tile, tileName } from '../tiles';
import { describeClaim } from '../explain/words';
import { CHOOSE_DISCARD, DRAW_LABELS, RIGHT_CALL, claimHead, chooseChowStatus, notAllowed, refusedHead, takenWords, tryAgain, whyWeaker, winningClaimRightText } from '../explain/board';
import { type BoardState, type ChowChoice, type Judgement, type RefusedTry, type RuledTry, compose, othersClaims, still, untouched, winnerScore } from './state';
import { graded } from './graded';

function judge(position: Position, tried: Claim | null, answer: Claim | null, note: string | null, ruling: Ruling): Judgement {
  if (sameClaim(tried, answer)) return { kind: 'right', text: [RIGHT_CALL] };
  if (note) return { kind: 'ruled-as-win', text: [note] };
  return { kind: 'allowed', text: tryAgain(whyWeaker(position.view, tried, answer, ruling)) };
}

/** Rules on a call (null: a pass) with the other seats' calls, and plays on until the learner must choose. */
export function rule(state: BoardState, tried: Claim | null, how: { shown: boolean; note: string | null; answered: BoardState['answered']; answerShown: boolean }): BoardState {
  const { position } = state;
  const view = position.view;
  const others = othersClaims(position);
  const ruling = adjudicate(position.table, tried ? [tried, ...others] : others);
  const next = carryOut(ruling, view);
  const mustDiscard = next.awaitingDiscard === view;
  const taken = takenWords(ruling.awardedTo, ruling.awardedAs);
  const ruled: RuledTry = {
    tried,
    move: null,
    shown: how.shown,
    ruling,
    head: claimHead(describeClaim(tried), taken.head, how.shown),
    judgement: how.shown ? null : judge(position, tried, state.answer, how.note, ruling),
    reasons: [...ruling.explanation, ...next.reasons],
    winnerScore: winnerScore(ruling),
  };
  const then = mustDiscard ? CHOOSE_DISCARD : next.reasons.map((r) => r.text).join(' ');
  const status = [`${describeClaim(tried)}: ${taken.status}`, how.note, then].filter(Boolean).join(' ');
  const loose = ruling.looseTileDrawnBy === view ? { tile: next.table.seats[view].concealed.at(-1)!, label: DRAW_LABELS.loose } : null;
  return compose(position, state.answer, how.answerShown, { table: next.table, ruled, refused: null, choosing: null, mustDiscard, drew: loose, status, answered: how.answered });
}

/**
 * A chow or pung ruled as the board's Mah-Jongg (A19): right, and the learner
 * is told why the word did not matter, and where the word he used could not
 * have stood on its own (a chow from a seat that may not chow, or of a tile
 * that makes no run with his hand; a pung without a pair), as the core finds
 * (unfitAsSet).
 */
function winningClaimRight(table: Table, made: Claim): string {
  return winningClaimRightText(made.kind, unfitAsSet(table, made));
}

/**
 * The learner calls. A chow without its two tiles, when the hand holds more
 * than one run for the discard, asks him to choose; a refused call is shown
 * with its rule and nothing is carried out.
 */
function claimStep(state: BoardState, kind: ClaimKind, tiles?: [Tile, Tile]): BoardState {
  if (!state.claimButtons) return still(state);
  const { position } = state;
  const view = position.view;
  if (kind === 'chow' && !tiles) {
    const choices = chowChoices(position.table, view);
    if (choices.length > 1) {
      const choosing = choices.map((pair): ChowChoice => ({ tiles: pair, label: describeClaim({ seat: view, kind: 'chow', tiles: pair }), names: pair.map(tileName).join(' and ') }));
      const status = chooseChowStatus(choosing.map((c) => c.names));
      return compose(position, state.answer, state.answerShown, { ...untouched(position, status, null), choosing });
    }
    tiles = choices[0];
  }
  const claim: Claim = tiles ? { seat: view, kind, tiles } : { seat: view, kind };
  const check = checkClaim(position.table, claim);
  // A chow or pung on a tile that completes the hand is ruled as Mah-Jongg (A19): it is the Mah-Jongg the board asks for.
  const ruledAsWanted = check.legal && check.ruledAsWin === true && state.answer?.kind === 'mahjong' && state.answer.seat === view;
  const right = ruledAsWanted || sameClaim(check.legal ? check.claim : claim, state.answer);
  const answered = { right, counts: !(right && state.answerShown) };
  if (!check.legal) {
    const refused: RefusedTry = { tried: claim, head: refusedHead(describeClaim(claim)), refusal: check.refusal };
    return compose(position, state.answer, state.answerShown, { ...untouched(position, notAllowed(describeClaim(claim), check.refusal), answered), refused });
  }
  const note = ruledAsWanted ? winningClaimRight(position.table, check.claim) : winningClaimNote(check);
  return rule(state, check.claim, { shown: false, note, answered, answerShown: state.answerShown });
}
/** claimStep, its answer graded (graded()). */
export function claimOnBoard(state: BoardState, kind: ClaimKind, tiles?: [Tile, Tile]): BoardState {
  return graded(claimStep(state, kind, tiles));
}

/** The learner lets the tile go by. */
function passStep(state: BoardState): BoardState {
  if (!state.claimButtons) return still(state);
  const right = sameClaim(null, state.answer);
  return rule(state, null, { shown: false, note: null, answered: { right, counts: !(right && state.answerShown) }, answerShown: state.answerShown });
}
/** passStep, its answer graded (graded()). */
export function passOnBoard(state: BoardState): BoardState {
  return graded(passStep(state));
}
