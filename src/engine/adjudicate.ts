/**
 * Adjudication on the immutable Table: several players call for one tile;
 * who gets it, and what happens next. A view: each call is judged by the
 * core (claims.ts judgeClaim), ranked by it (core/claiming.ts outranks:
 * Mah-Jongg beats Kong beats Pung beats Chow; among several winners the
 * nearest to the discarder in play order), and what follows is the core's
 * (core/ruling.ts); the sentences are explain/rulings.ts's, and the new
 * table is made here. The ruling never depends on the order in which the
 * claims were announced.
 */
import { CALL_OF_KIND, type Claim, type ClaimCheck, type ClaimEvent, type ClaimKind, type LegalClaim, asCheck, claimWindow, judgeClaim } from './claims';
import { outranks, precedenceRule } from './core/claiming';
import { claimEventOf } from './core/claimRefusal';
import { RulingFacts, rulingFacts } from './core/ruling';
import { claimCode, ruledAs } from './core/claimCode';
import {
  beatenReason, drawTakenBackReason, eventReason, kongStandsReasons, kongWithoutLooseTileReason, nobodyAfterDrawReasons, nobodyDrawGameReason, nobodyTakesReason,
  refusedReason, ruledAsWinReason, sameSeatMessage, setTakenReasons, winReasons,
} from './explain/rulings';
import type { Meld } from './melds';
import { type Reason } from './refusal';
import type { RuleId } from './rules';
import { SEATS, type Seat, nextSeat, seatIndex } from './seats';
import type { Table } from './table';
import { copiesOf, removeTiles } from './tiles';

export interface ClaimVerdict {
  seat: Seat;
  /** The call as announced. */
  claim: ClaimKind;
  /** The call as ruled, when legal: a chow or pung that completes the hand is ruled as Mah-Jongg (A19). */
  as?: ClaimKind;
  legal: boolean;
  /** Why it was refused, or the precedence rule it lost on. */
  rule?: RuleId;
  message?: string;
  fix?: string;
  awarded: boolean;
}

export interface Ruling {
  event: ClaimEvent;
  checks: ClaimCheck[];
  claims: ClaimVerdict[];
  awardedTo: Seat | null;
  awardedAs: ClaimKind | null;
  handOver: boolean;
  /** Who now draws a loose tile: the maker of a kong that stands. */
  looseTileDrawnBy: Seat | null;
  /** Who must discard before play goes on. */
  discardBy: Seat | null;
  /**
   * Who draws from the wall once the claimant (or the kong-maker) has
   * discarded; null when the hand is over or no tile is left to draw (A20).
   */
  nextToDraw: Seat | null;
  /** Seats passed over by a claim out of turn. */
  lostTurns: Seat[];
  explanation: Reason[];
  /** The position once the ruling is carried out. */
  table: Table;
}

/** Whether legal call `a` takes the tile from legal call `b` (core/claiming.ts outranks): by kind, then by nearness to the seat that made the tile available. */
export function takesFrom(event: ClaimEvent, a: LegalClaim, b: LegalClaim): boolean {
  return outranks(seatIndex(event.seat), CALL_OF_KIND[a.as], seatIndex(a.claim.seat), CALL_OF_KIND[b.as], seatIndex(b.claim.seat));
}

/** Why legal call `winner` takes the tile from `loser`: the precedence rule the core gives, in the ruling's words. */
export function beatenBy(event: ClaimEvent, winner: LegalClaim, loser: LegalClaim, you: Seat | null = null): Reason {
  return beatenReason(event, winner, loser, precedenceRule(CALL_OF_KIND[winner.as], CALL_OF_KIND[loser.as]), you);
}

/** The legal call a ruling carried out, or null when nobody took the tile (its checks and verdicts are in the same order). */
export function takenBy(ruling: Ruling): LegalClaim | null {
  const check = ruling.checks[ruling.claims.findIndex((c) => c.awarded)];
  return check?.legal ? check : null;
}

/** Orders legal claims best first, as the core ranks them (takesFrom). */
export function rankClaims(event: ClaimEvent, claims: readonly LegalClaim[]): LegalClaim[] {
  const beats = (a: LegalClaim, b: LegalClaim) => takesFrom(event, a, b);
  // An insertion sort (at most a few claims), stable as Array.prototype.sort is: a claim moves ahead only of one it outranks.
  const ranked = claims.slice();
  for (let i = 1; i < ranked.length; i++) {
    const claim = ranked[i];
    let j = i - 1;
    while (j >= 0 && beats(claim, ranked[j])) {
      ranked[j + 1] = ranked[j];
      j--;
    }
    ranked[j + 1] = claim;
  }
  return ranked;
}

/**
 * The table a ruling is carried out on: a new table value whose seats, hands,
 * sets, discards and wall are shared with the given table until a step
 * replaces one of them with a new one (a seat with a new hand, a shorter list
 * of discards). Nothing is copied that does not change: tables are values,
 * and no code changes a table's arrays in place once the table is made (a
 * move copies the table first, cloneTable), so sharing them is safe.
 */
function nextTable(table: Table): Table {
  return { ...table, seats: { ...table.seats } };
}

/**
 * A claim allowed after the next player drew (the A8 option) takes the place
 * of his draw: the tile he drew goes back to the wall (as withDrawTakenBack
 * in claims.ts does, the only time a ruling makes a new wall).
 */
function takeBackDraw(table: Table, event: ClaimEvent): Table {
  const next = nextTable(table);
  if (event.kind !== 'discard' || !table.nextHasDrawn || !table.live) return next;
  const drawer = nextSeat(table.live.by);
  const { concealed, melds } = table.seats[drawer];
  next.seats[drawer] = { concealed: concealed.slice(0, -1), melds };
  next.wall = [concealed[concealed.length - 1], ...table.wall];
  next.nextHasDrawn = false;
  next.turn = drawer;
  next.phase = 'draw';
  return next;
}

/** Carries out a claim on a discard: the set goes on the table with the claimed tile marked. */
function exposeClaimedSet(table: Table, winner: LegalClaim, event: ClaimEvent): Table {
  const next = takeBackDraw(table, event);
  const seat = next.seats[winner.claim.seat];
  const tile = event.tile;
  const rest = removeTiles(seat.concealed, winner.uses);
  if (!rest) throw new Error(`internal: ${winner.claim.seat} lacks ${winner.uses.join(' ')}`);
  const kind = winner.as as Exclude<ClaimKind, 'mahjong'>;
  const tiles = kind === 'chow' ? [...winner.uses, tile].sort() : [...winner.uses, tile];
  const meld: Meld = { kind, tiles, claimed: { tile, from: event.seat } };
  if (kind === 'kong') meld.kongWay = 'discard';
  next.seats[winner.claim.seat] = { concealed: rest, melds: [...seat.melds, meld] };
  next.discards = next.discards.slice(0, -1);
  next.live = null;
  next.nextHasDrawn = false;
  next.turn = winner.claim.seat;
  next.phase = kind === 'kong' ? 'loose' : 'discard';
  next.claimedThisTurn = true;
  next.kong = null;
  return next;
}

function goOut(table: Table, winner: LegalClaim, event: ClaimEvent): Table {
  const next = takeBackDraw(table, event);
  const seat = next.seats[winner.claim.seat];
  next.seats[winner.claim.seat] = { concealed: [...seat.concealed, event.tile], melds: seat.melds };
  if (event.kind === 'discard') {
    next.discards = next.discards.slice(0, -1);
  }
  next.live = null;
  next.kong = null;
  next.turn = winner.claim.seat;
  next.phase = 'over';
  next.result = { winner: winner.claim.seat, tile: event.tile, from: event.seat, robbedKong: event.kind === 'add-to-pung' };
  return next;
}

/** The kong stands: the added tile joins the pung, and its maker must draw a loose tile. */
export function kongStands(table: Table): Table {
  const next = nextTable(table);
  const kong = table.kong;
  if (!kong) return next;
  if (kong.way === 'added') {
    const seat = table.seats[kong.seat];
    next.seats[kong.seat] = {
      concealed: seat.concealed,
      melds: seat.melds.map((m) => (m.kind === 'pung' && m.tiles[0] === kong.tile ? { ...m, kind: 'kong', tiles: [...m.tiles, kong.tile], kongWay: 'added', added: kong.tile } : m)),
    };
  }
  next.phase = 'loose';
  next.kong = { ...kong };
  return next;
}

/** The wall holds no tile that may be drawn: the hand ends with no winner, a draw game (A20). */
function drawGame(table: Table): Table {
  const next = nextTable(table);
  next.phase = 'over';
  next.live = null;
  next.kong = null;
  next.result = { winner: null };
  return next;
}

/** A legal claim as the core's call number, with its kind as ruled. */
function claimNumber(claim: LegalClaim): number {
  return ruledAs(claimCode(seatIndex(claim.claim.seat), CALL_OF_KIND[claim.claim.kind]), CALL_OF_KIND[claim.as]);
}

const seatOf = (n: number): Seat | null => (n < 0 ? null : SEATS[n]);

// The facts of the last ruling, reused (rulingFacts writes into it).
const facts = new RulingFacts();

/**
 * The seats the core passes over (rulingFacts' lostTurns, a bit for each), in
 * play order from the seat whose tile it is. A loop: mapping and filtering
 * the three steps made three arrays and two functions in every ruling.
 */
function seatsPassedOver(from: Seat, lostTurns: number): Seat[] {
  const seats: Seat[] = [];
  const i = seatIndex(from);
  for (let step = 1; step < 4; step++) {
    const seat = (i + step) & 3;
    if (lostTurns & (1 << seat)) seats.push(SEATS[seat]);
  }
  return seats;
}

/**
 * Rules on the claims announced for the current event and returns the
 * position that results. An empty list means everybody passed. `you`: the
 * seat the reader plays, whom the explanation speaks to ("You take the 1 of
 * Circles"), or null (a board's ruling) for the third person throughout.
 */
export function adjudicate(table: Table, announced: readonly Claim[], you: Seat | null = null): Ruling {
  const window = claimWindow(table);
  if (!window) throw new Error('adjudicate: nothing on the table can be claimed just now');
  const event = claimEventOf(window.event);
  // One window for all the announced claims: each seat's hand is read once.
  const checks: ClaimCheck[] = [];
  const legal: LegalClaim[] = [];
  for (const claim of announced) {
    const check = asCheck(judgeClaim(table, claim, window));
    checks.push(check);
    if (check.legal) legal.push(check);
  }
  const ranked = rankClaims(event, legal);
  const winner = ranked[0] ?? null;
  const explanation: Reason[] = [eventReason(event, you)];
  for (const check of checks) {
    if (!check.legal) explanation.push(refusedReason(check));
    else if (check.ruledAsWin) explanation.push(ruledAsWinReason(check, event, copiesOf(table.seats[check.claim.seat].concealed, event.tile) >= 2, you));
  }

  // The precedence sentence for each losing claim, in ranked order, written once for its verdict and the explanation.
  const beaten: Reason[] = [];
  const beatenClaims: LegalClaim[] = [];
  for (let i = 1; i < ranked.length; i++) {
    const loser = ranked[i];
    if (loser.claim.seat === winner!.claim.seat) continue;
    beaten.push(beatenBy(event, winner!, loser, you));
    beatenClaims.push(loser);
  }

  const claims: ClaimVerdict[] = [];
  for (const check of checks) {
    const { seat, kind } = check.claim;
    if (!check.legal) {
      const r = check.refusal;
      claims.push(
        r.fix
          ? { seat, claim: kind, legal: false, rule: r.rule, message: r.message, fix: r.fix, awarded: false }
          : { seat, claim: kind, legal: false, rule: r.rule, message: r.message, awarded: false },
      );
    } else if (check === winner) {
      claims.push({ seat, claim: kind, as: check.as, legal: true, awarded: true });
    } else if (seat === winner!.claim.seat) {
      claims.push({ seat, claim: kind, as: check.as, legal: true, message: sameSeatMessage(seat), awarded: false });
    } else {
      const why = beaten[beatenClaims.indexOf(check)];
      claims.push({ seat, claim: kind, as: check.as, legal: true, rule: why.rule, message: why.text, awarded: false });
    }
  }
  for (const why of beaten) explanation.push(why);

  const f = rulingFacts(window, winner ? claimNumber(winner) : -1, table.wall.length - table.options.deadWallSize, facts);
  const nextToDraw = seatOf(f.nextToDraw);
  const lostTurns = seatsPassedOver(event.seat, f.lostTurns);
  // Rulings are built as whole literals, their fields always in the same order: no spreading of a shared head.
  if (!winner) {
    let after: Table;
    if (f.drawGame) {
      explanation.push(event.kind === 'discard' ? nobodyDrawGameReason(event, nextSeat(event.seat), you) : kongWithoutLooseTileReason(event, you));
      after = drawGame(table);
    } else if (event.kind === 'discard') {
      explanation.push(...(window.late ? nobodyAfterDrawReasons(event, nextSeat(event.seat), nextToDraw, you) : [nobodyTakesReason(event, nextSeat(event.seat), you)]));
      after = nextTable(table);
    } else {
      explanation.push(...kongStandsReasons(event, nextToDraw, you));
      after = event.kind === 'add-to-pung' ? kongStands(table) : nextTable(table);
    }
    return { event, checks, claims, explanation, awardedTo: null, awardedAs: null, lostTurns, handOver: f.handOver, looseTileDrawnBy: seatOf(f.looseTileDrawnBy), discardBy: seatOf(f.discardBy), nextToDraw, table: after };
  }

  const y = winner.claim.seat;
  if (window.late && event.kind === 'discard') explanation.push(drawTakenBackReason(nextSeat(event.seat), y, you));
  if (winner.as === 'mahjong') {
    explanation.push(...winReasons(event, y, you));
    return { event, checks, claims, explanation, awardedTo: y, awardedAs: 'mahjong', handOver: true, looseTileDrawnBy: null, discardBy: null, nextToDraw: null, lostTurns: [], table: goOut(table, winner, event) };
  }

  const after = exposeClaimedSet(table, winner, event);
  const melds = after.seats[y].melds;
  explanation.push(...setTakenReasons(event, y, winner.as, melds[melds.length - 1].tiles, lostTurns, nextToDraw, you));
  return {
    event, checks, claims, explanation,
    awardedTo: y,
    awardedAs: winner.as,
    handOver: false,
    looseTileDrawnBy: seatOf(f.looseTileDrawnBy),
    discardBy: y,
    nextToDraw,
    lostTurns,
    table: after,
  };
}
