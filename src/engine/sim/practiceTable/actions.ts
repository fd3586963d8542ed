/**
 * The learner's actions at the practice table, each a pure function from one
 * state to the next: a discard, a kong, Mah-Jongg, a call or a pass (then
 * the computer players play on until he must act again), undo, the hint, and
 * the table's switches. A move the engine refuses is shown with its rule and
 * nothing is carried out.
 */
import { type Claim, type ClaimKind, checkClaim, chowChoices, winningClaimNote } from '../../claims';
import { dealInPlace } from '../dealInPlace';
import { tableOf } from '../../core/convert';
import {
  type PlayerLevel, PRACTICE_STATUS, REFUSED_HEAD, chooseChowStatus, claimHint, discardNews, learnerKongNews, learnerWinNews, overHint, passNews, refusedStatus,
  raceWords, ruledAsWinNews, turnHint,
} from '../../explain/practice';
import { describeClaim } from '../../explain/words';
import { practiceRecordText } from '../../formats/practiceAddress';
import { withDefaults } from '../../options';
import type { Reason, Refusal } from '../../refusal';
import type { Seat } from '../../seats';
import { type Table, isDeadHand } from '../../table';
import type { Tile } from '../../tiles';
import { type Run, computerClaims, playOn, playTurn, playersAt, racedAt, ruleWindow } from './playingOn';
import { type Base, compose, dangerFrom, holdBackDiscards, looseTile } from './shown';
import { bestDiscards } from '../../nearness';
import type { ChowPick, PracticeSetup, PracticeState } from './state';

/** Deals the hand from the seed and plays on until the learner must act. */
export function startPractice(setup: PracticeSetup): PracticeState {
  const seat = setup.seat ?? 'East';
  const options = withDefaults(setup.options);
  const levels: Record<Seat, PlayerLevel> = { East: 'quick', South: 'quick', West: 'quick', North: 'quick', ...setup.levels };
  // The deal on the fast core (dealInPlace deals tile for tile as deal() does), as an immutable table.
  const dealt = tableOf(dealInPlace(setup.seed, options));
  const deadHand = setup.deadHand ?? false;
  const run: Run = { table: deadHand ? dealtShort(dealt, seat) : dealt, news: [], record: [], moments: [], players: playersAt(levels) };
  const everyDiscard = setup.everyDiscard ?? false;
  playOn(run, seat, everyDiscard);
  return compose({ seed: setup.seed, seat, options, coach: setup.coach ?? true, everyDiscard, levels, deadHand, before: null }, run);
}

/** The deal with a seat's last tile put back at the wall's far end: his hand one tile short, dead (PracticeSetup.deadHand). */
function dealtShort(table: Table, seat: Seat): Table {
  const { concealed } = table.seats[seat];
  return { ...table, seats: { ...table.seats, [seat]: { ...table.seats[seat], concealed: concealed.slice(0, -1) } }, wall: [...table.wall, concealed[concealed.length - 1]] };
}

function runFrom(state: PracticeState): Run {
  return { table: state.table, news: [], record: [...state.record], moments: [...state.moments], players: playersAt(state.levels) };
}

function base(state: PracticeState, before: PracticeState | null = state): Base {
  return { seed: state.seed, seat: state.seat, options: state.options, coach: state.coach, everyDiscard: state.everyDiscard, levels: state.levels, deadHand: state.deadHand, before };
}

/** The same position with a refusal shown: nothing is carried out, and the learner may try again. */
function refusedStep(state: PracticeState, head: string, refusal: Refusal): PracticeState {
  const choosing = state.prompt.kind === 'claim' ? null : undefined;
  return compose(base(state, state.before), {
    table: state.table,
    news: [],
    record: state.record,
    moments: state.moments,
    refused: { head, refusal },
    tries: [...state.tries, { head, refusal }],
    arrival: state.arrival,
    choosing,
    status: refusedStatus(head, refusal.message),
  });
}

/** The learner discards a tile in his turn. */
export function discardTile(state: PracticeState, tile: Tile): PracticeState {
  if (state.prompt.kind !== 'turn') return state;
  const result = playTurn(state.table, { type: 'discard', tile }, state.seat);
  if ('rule' in result) return refusedStep(state, REFUSED_HEAD.discard(tile), result);
  const run = runFrom(state);
  run.table = result;
  run.record.push(`${state.seat} discards ${tile}`);
  run.news.push(discardNews(state.seat, tile, true));
  playOn(run, state.seat, state.everyDiscard);
  return compose(base(state), run);
}

/** The learner declares a concealed kong, or adds a drawn fourth tile to his exposed pung. */
export function declareKong(state: PracticeState, tile: Tile): PracticeState {
  if (state.prompt.kind !== 'turn') return state;
  const adds = state.table.seats[state.seat].melds.some((m) => m.kind === 'pung' && m.tiles[0] === tile);
  const result = playTurn(state.table, { type: 'kong', tile }, state.seat);
  if ('rule' in result) return refusedStep(state, REFUSED_HEAD.kong(tile), result);
  const run = runFrom(state);
  run.table = result;
  run.record.push(`${state.seat} ${adds ? 'adds' : 'declares'} ${tile}`);
  run.news.push(learnerKongNews(tile, adds));
  playOn(run, state.seat, state.everyDiscard);
  return compose(base(state), run);
}

/** The learner declares Mah-Jongg on the tile he holds. */
export function declareMahjong(state: PracticeState): PracticeState {
  if (state.prompt.kind !== 'turn') return state;
  const result = playTurn(state.table, { type: 'mahjong' }, state.seat);
  if ('rule' in result) return refusedStep(state, REFUSED_HEAD.mahjong, result);
  const run = runFrom(state);
  run.table = result;
  run.record.push(`${state.seat} mahjong`);
  run.news.push(learnerWinNews());
  return compose(base(state), run);
}

/**
 * The learner calls on the tile on offer. A chow naming no tiles, when his
 * hand holds more than one run for it, asks him to pick; a call the engine
 * refuses is shown with its rule and the window stays open.
 */
export function claimTile(state: PracticeState, kind: ClaimKind, tiles?: [Tile, Tile]): PracticeState {
  if (state.prompt.kind !== 'claim') return state;
  const table = state.table;
  const learner = state.seat;
  if (kind === 'chow' && !tiles) {
    const choices = chowChoices(table, learner);
    if (choices.length > 1) {
      const choosing = choices.map((pair): ChowPick => ({ tiles: pair, label: describeClaim({ seat: learner, kind: 'chow', tiles: pair }) }));
      return compose(base(state, state.before), {
        table,
        news: [],
        record: state.record,
        moments: state.moments,
        tries: state.tries,
        arrival: state.arrival,
        choosing,
        status: chooseChowStatus(choosing.map((c) => c.label)),
      });
    }
    tiles = choices[0];
  }
  const claim: Claim = tiles ? { seat: learner, kind, tiles } : { seat: learner, kind };
  const check = checkClaim(table, claim, learner);
  if (!check.legal) return refusedStep(state, REFUSED_HEAD.claim(claim), check.refusal);
  const run = runFrom(state);
  const note = winningClaimNote(check);
  if (note) run.news.push(ruledAsWinNews(note));
  ruleWindow(run, learner, check.claim, computerClaims(run.players, table, learner));
  playOn(run, learner, state.everyDiscard);
  return compose(base(state), run);
}

/** The learner lets the tile go by. */
export function passTile(state: PracticeState): PracticeState {
  if (state.prompt.kind !== 'claim') return state;
  const run = runFrom(state);
  run.news.push(passNews(state.prompt.event.tile));
  ruleWindow(run, state.seat, null, computerClaims(run.players, state.table, state.seat));
  playOn(run, state.seat, state.everyDiscard);
  return compose(base(state), run);
}

/** Takes back the learner's last move, and the computer players' moves after it. */
export function undoMove(state: PracticeState): PracticeState {
  if (!state.before) return state;
  return { ...state.before, news: [], refused: null, hint: null, status: PRACTICE_STATUS.undone + state.before.prompt.text };
}

/** The legal moves now, as the engine lists them. */
export function askHint(state: PracticeState): PracticeState {
  const prompt = state.prompt;
  let hint: Reason[];
  if (prompt.kind === 'claim') hint = claimHint(prompt.claims);
  else if (prompt.kind === 'turn') {
    const { concealed, melds } = state.table.seats[state.seat];
    const adds = (tile: Tile) => melds.some((m) => m.kind === 'pung' && m.tiles[0] === tile);
    // A dead hand can never go out: Harr's advice for it, holding back, in place of the nearest discards.
    let advice: Parameters<typeof turnHint>[2];
    let advised: readonly Tile[];
    if (isDeadHand(state.table, state.seat)) {
      const holdBack = holdBackDiscards(state.table, state.record, state.seat);
      advice = { holdBack };
      advised = holdBack.tiles;
    } else {
      const best = bestDiscards(concealed, melds.length);
      advice = { discards: best.tiles.map((tile) => ({ tile, loose: looseTile(concealed, tile) })), near: best.near };
      advised = best.tiles;
    }
    const dangers = dangerFrom(state.table, state.record, state.seat, state.levels, advised);
    const race = racedAt(state.table, state.levels, state.seat);
    hint = turnHint(prompt.canWin, prompt.kongs.map((k) => ({ label: k.label, adds: adds(k.tile) })), advice, dangers, race && raceWords(race, state.seat));
  } else hint = overHint();
  return { ...state, hint, refused: null, news: [], status: hint.map((h) => h.text).join(' ') };
}

/** The coach on or off: the offered calls say why they are allowed and what they cost, or not. */
export function setCoach(state: PracticeState, coach: boolean): PracticeState {
  const choosing = state.prompt.kind === 'claim' ? state.prompt.choosing : null;
  return compose({ ...base(state, state.before), coach }, { table: state.table, news: state.news, record: state.record, moments: state.moments, refused: state.refused, tries: state.tries, arrival: state.arrival, hint: state.hint, choosing, status: coach ? PRACTICE_STATUS.coachOn : PRACTICE_STATUS.coachOff });
}

/**
 * Stopping at every discard on or off. It takes effect from the next discard:
 * a window open now stays open until the learner passes or calls.
 */
export function setEveryDiscard(state: PracticeState, everyDiscard: boolean): PracticeState {
  const choosing = state.prompt.kind === 'claim' ? state.prompt.choosing : null;
  const status = everyDiscard ? PRACTICE_STATUS.everyDiscardOn : PRACTICE_STATUS.everyDiscardOff;
  return compose({ ...base(state, state.before), everyDiscard }, { table: state.table, news: state.news, record: state.record, moments: state.moments, refused: state.refused, tries: state.tries, arrival: state.arrival, hint: state.hint, choosing, status });
}

/** The hand's record as a text file: the seed, the seat and the options, then every move, one a line. */
export function practiceRecord(state: PracticeState): string {
  return practiceRecordText(state.seed, state.seat, state.options, state.record, state.end?.text ?? null, state.levels, state.deadHand);
}
