/**
 * Playing on at the practice table: the computer players' moves and the
 * claim windows, from the learner's last action until he must act again (his
 * own turn, a window where he has a call, or the end of the hand). Every
 * move is decided by the core and played on the fast core; a claim window
 * is ruled by the engine's adjudication, which gives its explanation.
 */
import { type Ruling, adjudicate, takenBy } from '../../adjudicate';
import { type Claim, currentEvent, legalClaims } from '../../claims';
import { claimOf, playTableFrom, tableOf } from '../../core/convert';
import { kindOf, tileOf } from '../../core/kinds';
import { discardTile } from '../../core/slots';
import { MoveType, moveKind, moveType } from '../../core/moves';
import { turnRefusal } from '../../explain/moves';
import { type PlayerLevel, type Race, claimsNews, computerKongNews, computerWinNews, discardNews, looseTileNews, momentWords } from '../../explain/practice';
import { writeScenario } from '../../formats/writeScenario';
import type { Refusal } from '../../refusal';
import { SEATS, type Seat } from '../../seats';
import { type Table, canDraw } from '../../table';
import type { Tile } from '../../tiles';
import { ComputerPlayer } from '../computerPlayer';
import { HarrPlayer, racerChow, racerOf } from '../harrPlayer';
import { lostCall, missedCall, missedClaim } from './shown';
import type { ClaimMoment, TableNews } from './state';

/** What changes while the hand is played on, and the computer players who play it (one a seat, the learner's unused). */
export interface Run {
  table: Table;
  news: TableNews[];
  record: string[];
  moments: ClaimMoment[];
  players: readonly ComputerPlayer[];
}

// One player a level, shared by every seat and every table: a player keeps nothing from one decision to the next.
const HARR = new HarrPlayer();
const LEVEL_PLAYERS: Readonly<Record<PlayerLevel, ComputerPlayer>> = { quick: new ComputerPlayer(), harr: HARR };

/**
 * Whom the players at Harr's level race, as they read the table
 * (HarrPlayer.racerSign): the player whose early discard, or whose chow with
 * no set of dragons or of his wind, showed them a racer, that tile or run,
 * and the seats of that level racing; null when none does.
 */
export function racedAt(table: Table, levels: Record<Seat, PlayerLevel>, learner: Seat): Race | null {
  const pt = playTableFrom(table);
  let sign = -1;
  const racing: Seat[] = [];
  for (const [i, seat] of SEATS.entries()) {
    if (seat === learner || levels[seat] !== 'harr') continue;
    const seen = HARR.racerSign(pt, i);
    // The first racer read, and the players who race him (a player of that level who is the racer reads another).
    if (seen < 0 || (sign >= 0 && racerOf(seen) !== racerOf(sign))) continue;
    if (sign < 0) sign = seen;
    racing.push(seat);
  }
  if (sign < 0) return null;
  const racer = SEATS[racerOf(sign)];
  const low = racerChow(sign);
  return low < 0 ? { racer, racing, thrown: tileOf(discardTile(sign)) } : { racer, racing, run: [tileOf(low), tileOf(low + 1), tileOf(low + 2)] };
}

/** The computer player at each seat, in play order, for these levels. */
export function playersAt(levels: Record<Seat, PlayerLevel>): ComputerPlayer[] {
  return SEATS.map((seat) => LEVEL_PLAYERS[levels[seat]]);
}

/** A move of the player whose turn it is. */
export type TurnMove = { type: 'draw' } | { type: 'discard'; tile: Tile } | { type: 'kong'; tile: Tile } | { type: 'loose' } | { type: 'mahjong' };

/**
 * Plays a move of the player whose turn it is, or says why the engine
 * refuses it (explain/moves.ts turnRefusal, in the words every board uses,
 * spoken to `you`, the learner's seat, when the move is his). The move
 * is played on the fast core, which decides it as the immutable moves do
 * (core/turn.ts): a page that plays the table ships the moves' reasons, not
 * every immutable step.
 */
export function playTurn(table: Table, move: TurnMove, you: Seat | null = null): Table | Refusal {
  const refusal = turnRefusal(table, { ...move, seat: table.turn }, you);
  if (refusal) return refusal;
  const pt = playTableFrom(table);
  if (move.type === 'draw') pt.draw();
  else if (move.type === 'discard') pt.discard(kindOf(move.tile));
  else if (move.type === 'kong') pt.declareKong(kindOf(move.tile));
  else if (move.type === 'loose') pt.drawLoose();
  else pt.mahjong();
  return tableOf(pt);
}

function must(table: Table, move: TurnMove): Table {
  const next = playTurn(table, move);
  if ('rule' in next) throw new Error(`practice: ${move.type} refused: ${next.message}`);
  return next;
}

/** A call in the notation: `South chow 4c 6c`, `West pung`, `North mahjong`. */
function claimNotation(claim: Claim): string {
  return [claim.seat, claim.kind, ...(claim.tiles ?? [])].join(' ');
}

export function playMove(run: Run, move: TurnMove, notation: string, news: TableNews | null): void {
  run.table = must(run.table, move);
  // A draw from a wall with nothing left to draw ends the hand (A20): no tile was drawn, so no move is recorded.
  if (move.type === 'draw' && run.table.phase === 'over') return;
  run.record.push(notation);
  if (news) run.news.push(news);
}

/** A computer player's move in his own turn, chosen on the fast core and played through the engine. */
function computerTurn(run: Run): void {
  const table = run.table;
  const seat = table.turn;
  const move = run.players[SEATS.indexOf(seat)].turnMove(playTableFrom(table));
  const type = moveType(move);
  if (type === MoveType.MahJongg) {
    playMove(run, { type: 'mahjong' }, `${seat} mahjong`, computerWinNews(seat));
  } else if (type === MoveType.Kong) {
    const tile = tileOf(moveKind(move));
    const adds = table.seats[seat].melds.some((m) => m.kind === 'pung' && m.tiles[0] === tile);
    playMove(run, { type: 'kong', tile }, `${seat} ${adds ? 'adds' : 'declares'} ${tile}`, computerKongNews(seat, tile, adds));
  } else {
    const tile = tileOf(moveKind(move));
    playMove(run, { type: 'discard', tile }, `${seat} discards ${tile}`, discardNews(seat, tile));
  }
}

/** The calls the computer players announce on the event, the learner's seat left out. */
export function computerClaims(players: readonly ComputerPlayer[], table: Table, learner: Seat): Claim[] {
  const event = currentEvent(table)!;
  const pt = playTableFrom(table);
  const made: Claim[] = [];
  for (const seat of SEATS) {
    if (seat === event.seat || seat === learner) continue;
    const c = players[SEATS.indexOf(seat)].claimFor(pt, SEATS.indexOf(seat));
    if (c >= 0) made.push(claimOf(c, event.tile));
  }
  return made;
}

/**
 * Rules on a claim window with the calls announced (the learner's among them
 * when he answered), records it, and plays what follows the ruling: the draw
 * after a pass, the kong standing, the claimant's turn.
 */
export function ruleWindow(run: Run, learner: Seat, learnerClaim: Claim | null, others: Claim[]): Ruling {
  const table = run.table;
  const event = currentEvent(table)!;
  const made = learnerClaim ? [learnerClaim, ...others] : others;
  // Worded to the learner: his own call, kong and loose tile are "you", as the rest of the table speaks to him.
  const ruling = adjudicate(table, made, learner);
  const legal = legalClaims(table);
  const taken = takenBy(ruling);
  if (legal.length > 0) {
    // Kept as a board, seen from the seat that matters: the learner's, unless the tile was his own, where he could only
    // pass; then the seat that took it, or else the first that could have called it.
    const view = event.seat !== learner ? learner : (ruling.awardedTo ?? legal[0].claim.seat);
    const discards = run.record.filter((line) => line.startsWith(`${event.seat} discards `)).length;
    const words = momentWords(event, discards, learner);
    const missed = learnerClaim === null && event.seat !== learner ? missedClaim(table, learner, legal, taken) : null;
    const about = { title: words.title, view, claims: made.filter((c) => c.seat !== view) };
    // A missed call is also kept for review (/review/): the same board, whose right answer is the call let go by. Not
    // one the call that took the tile would have beaten: there the pass lost nothing, and the board would rule so.
    const missedWords = missedCall(missed);
    const review = missedWords && missed && writeScenario(table, { ...about, answer: missed.claim });
    const lost = lostCall(missed, event, learner);
    // The learner's call another player's beat: its verdict says why (his only call, legal, else refused before).
    const why = learnerClaim && ruling.claims.find((c) => c.seat === learner && !c.awarded)?.message;
    run.moments.push({
      label: words.label, scenario: writeScenario(table, about), missed: missedWords, review,
      ...(why ? { outranked: { claim: learnerClaim, why } } : {}),
      ...(lost ? { lost } : {}),
    });
  }
  run.table = ruling.table;
  if (taken) run.record.push(claimNotation(taken.as === 'mahjong' ? { seat: taken.claim.seat, kind: 'mahjong' } : taken.claim));
  // A ruling is news when somebody called: who takes the tile and why, who loses a turn, who draws next.
  if (made.length > 0) run.news.push(claimsNews(ruling, made, learner));
  if (ruling.handOver) return ruling;
  // Nobody took the discard: the next player draws, unless he has drawn already (a window after his draw, A8).
  if (!ruling.awardedTo && event.kind === 'discard' && run.table.phase === 'draw') {
    const seat = run.table.turn;
    playMove(run, { type: 'draw' }, `${seat} draws`, null);
  }
  return ruling;
}

/**
 * Is the discard's window to open after the next player's draw (the A8
 * option)? Only when he is a computer player who does not call it before
 * drawing (a chow must be made in place of the draw), and a tile can be
 * drawn: with none left, the discard is judged as usual (A20).
 */
function lateClaims(run: Run, learner: Seat): boolean {
  const table = run.table;
  if (!table.options.claimAfterNextDraw || table.turn === learner || !canDraw(table)) return false;
  const next = SEATS.indexOf(table.turn);
  return run.players[next].claimFor(playTableFrom(table), next) < 0;
}

/** Does play stop for the learner on the event now open: he has a legal call, or he stops at every discard? */
function learnerMayClaim(table: Table, learner: Seat, everyDiscard: boolean): boolean {
  const event = currentEvent(table);
  if (!event || event.seat === learner) return false;
  if (everyDiscard && event.kind === 'discard') return true;
  return legalClaims(table).some((c) => c.claim.seat === learner);
}

/**
 * Plays on from the run's table until the learner must act: his own turn,
 * a window in which he has a legal call, or the end of the hand.
 */
export function playOn(run: Run, learner: Seat, everyDiscard: boolean): void {
  for (let guard = 0; guard < 1000; guard++) {
    const table = run.table;
    if (table.phase === 'over') return;
    if (table.phase === 'loose') {
      // A concealed kong can be robbed by nobody (ROB-KONG-EXPOSED-ONLY): its maker draws his loose tile.
      const seat = table.turn;
      playMove(run, { type: 'loose' }, `${seat} draws loose`, looseTileNews(seat, seat === learner));
      continue;
    }
    if (table.phase === 'draw' && table.live && lateClaims(run, learner)) {
      // A8, Harr's later moment: the next player draws at once, and the discard may still be punged, konged or
      // won until he discards. The window opens after his draw; a call that takes the tile puts his draw back.
      playMove(run, { type: 'draw' }, `${table.turn} draws`, null);
      if (learnerMayClaim(run.table, learner, everyDiscard)) return;
      ruleWindow(run, learner, null, computerClaims(run.players, run.table, learner));
      continue;
    }
    if (table.phase === 'robbing' || (table.phase === 'draw' && table.live)) {
      if (learnerMayClaim(table, learner, everyDiscard)) return;
      ruleWindow(run, learner, null, computerClaims(run.players, table, learner));
      continue;
    }
    if (table.phase === 'draw') {
      playMove(run, { type: 'draw' }, `${table.turn} draws`, null);
      continue;
    }
    if (table.turn === learner) return;
    computerTurn(run);
  }
  throw new Error('practice: the hand did not come back to the learner within 1000 moves');
}
