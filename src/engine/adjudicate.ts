/**
 * Adjudication: several players call for one tile; who gets it, and what
 * happens next. Mah-Jongg beats Kong beats Pung beats Chow; among several
 * winners the nearest to the discarder in play order takes it. The ruling
 * never depends on the order in which the claims were announced.
 */
import { type Claim, type ClaimCheck, type ClaimEvent, type ClaimKind, type LegalClaim, CLAIM_CALLS, PRECEDENCE, asCheck, claimWindow, judgeClaim } from './claims';
import type { Meld } from './melds';
import { type Reason } from './refusal';
import type { RuleId } from './rules';
import { type Seat, distance, nextSeat, seatsBetween } from './seats';
import { type Table, canDraw, canDrawAfterLooseTile } from './table';
import { SUIT_NAMES, type Tile, announcement, copiesOf, removeTiles, suitOf, tileName } from './tiles';

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

/** Orders legal claims best first: by kind, then by nearness to the seat that made the tile available. */
export function rankClaims(event: ClaimEvent, claims: readonly LegalClaim[]): LegalClaim[] {
  // An insertion sort (at most a few claims), stable as Array.prototype.sort is: a claim moves ahead only of one it outranks.
  const ranked = claims.slice();
  for (let i = 1; i < ranked.length; i++) {
    const claim = ranked[i];
    let j = i - 1;
    while (j >= 0 && outranks(event, claim, ranked[j])) {
      ranked[j + 1] = ranked[j];
      j--;
    }
    ranked[j + 1] = claim;
  }
  return ranked;
}

/** A higher kind of claim, or the same kind nearer to the seat that made the tile available. */
function outranks(event: ClaimEvent, a: LegalClaim, b: LegalClaim): boolean {
  const kinds = PRECEDENCE[a.as] - PRECEDENCE[b.as];
  return kinds > 0 || (kinds === 0 && distance(event.seat, a.claim.seat) < distance(event.seat, b.claim.seat));
}

function precedenceRule(winner: LegalClaim, loser: LegalClaim): RuleId {
  if (winner.as === 'mahjong' && loser.as === 'mahjong') return 'PREC-NEAREST-WINNER';
  if (winner.as === 'mahjong') return 'PREC-MJ-OVER-ALL';
  if (winner.as === 'kong') return 'PREC-KONG-OVER-PUNG';
  return 'PREC-PUNG-OVER-CHOW';
}

function precedenceText(event: ClaimEvent, winner: LegalClaim, loser: LegalClaim): string {
  const w = winner.claim.seat;
  const l = loser.claim.seat;
  if (winner.as === 'mahjong' && loser.as === 'mahjong') {
    return `${w} and ${l} both go out on this tile. ${w} sits nearer to ${event.seat} in play order (${distance(event.seat, w)} seat${distance(event.seat, w) > 1 ? 's' : ''} on, against ${distance(event.seat, l)}), so ${w} takes it.`;
  }
  const lCall = CLAIM_CALLS[loser.as];
  if (winner.as === 'mahjong') return `${w}'s claim completes his hand, and a winning claim beats ${l}'s ${lCall}.`;
  if (winner.as === 'kong') return `${w}'s Kong beats ${l}'s ${lCall}.`;
  return `${w}'s Pung beats ${l}'s Chow.`;
}

function describeSet(kind: ClaimKind, tiles: readonly Tile[]): string {
  if (kind === 'chow') return `chow ${tiles.map((t) => t[0]).join('-')} of ${SUIT_NAMES[suitOf(tiles[0])!]}`;
  return `${kind} of ${tileName(tiles[0])}`;
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

const WALL_EXHAUSTED = 'The wall is exhausted: no tile is left that may be drawn';

/**
 * Nobody draws once the seat has discarded (A20): the wall is exhausted, when
 * he makes a kong as soon as his loose tile is taken. His discard may still be
 * claimed; if it is not, the hand ends as a draw game.
 */
function lastDiscardText(seat: Seat, looseTile: boolean): string {
  const last = looseTile ? `${seat}'s loose tile is the last tile the wall may give. ` : '';
  return `${last}${seat} still discards, and his discard may be claimed. ${WALL_EXHAUSTED}, so if nobody claims it the hand ends as a draw game.`;
}

/** A sentence on a winning call announced under another name (A19). */
function ruledAsWinText(table: Table, check: LegalClaim, event: ClaimEvent): string {
  const { seat, kind } = check.claim;
  if (kind === 'pung' && copiesOf(table.seats[seat].concealed, event.tile) < 2) {
    return `${seat} holds no pair of the ${tileName(event.tile)}, but the tile completes his hand, so his Pung is a Mah-Jongg call.`;
  }
  return `${seat}'s ${CLAIM_CALLS[kind]} completes his hand, so it is a Mah-Jongg call: it ranks above every set, whichever seat makes it.`;
}

/**
 * Rules on the claims announced for the current event and returns the
 * position that results. An empty list means everybody passed.
 */
export function adjudicate(table: Table, announced: readonly Claim[]): Ruling {
  const window = claimWindow(table);
  if (!window) throw new Error('adjudicate: nothing on the table can be claimed just now');
  const { event } = window;
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
  const explanation: Reason[] = [];
  const name = tileName(event.tile);

  if (event.kind === 'discard') {
    explanation.push({ rule: 'ANNOUNCE-DISCARD', text: `${event.seat} discards the ${name}, announcing "${announcement(event.tile)}".` });
  } else if (event.kind === 'add-to-pung') {
    explanation.push({ rule: 'KONG-ADD-DRAWN', text: `${event.seat} adds a drawn ${name} to his exposed pung to make four of a kind.` });
  } else {
    explanation.push({ rule: 'KONG-CONCEALED', text: `${event.seat} declares a concealed kong of ${name}, laying it out with the two end tiles face down.` });
  }

  for (const check of checks) {
    if (!check.legal) {
      explanation.push({ rule: check.refusal.rule, text: `${check.claim.seat}'s ${CLAIM_CALLS[check.claim.kind]} is refused: ${check.refusal.message}` });
    } else if (check.ruledAsWin) {
      explanation.push({ rule: 'PUNG-MJ-EXCEPTION', text: ruledAsWinText(table, check, event) });
    }
  }

  // The precedence sentence for each losing claim, in ranked order, written once for its verdict and the explanation.
  const beaten: Reason[] = [];
  const beatenClaims: LegalClaim[] = [];
  for (let i = 1; i < ranked.length; i++) {
    const loser = ranked[i];
    if (loser.claim.seat === winner!.claim.seat) continue;
    beaten.push({ rule: precedenceRule(winner!, loser), text: precedenceText(event, winner!, loser) });
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
      claims.push({ seat, claim: kind, as: check.as, legal: true, message: `${seat} made another call on this tile that ranks at least as high, and only one call of his counts.`, awarded: false });
    } else {
      const why = beaten[beatenClaims.indexOf(check)];
      claims.push({ seat, claim: kind, as: check.as, legal: true, rule: why.rule, message: why.text, awarded: false });
    }
  }

  for (const why of beaten) explanation.push(why);


  if (!winner) {
    // Rulings are built as whole literals, their fields always in the same order: no spreading of a shared head.
    if (event.kind === 'discard') {
      const next = nextSeat(event.seat);
      if (table.nextHasDrawn) {
        explanation.push({ rule: 'TURN-DRAW-DISCARD', text: `Nobody takes the ${name}. ${next} has drawn already and finishes his turn by discarding.` });
        const after = canDraw(table) ? nextSeat(next) : null;
        if (!after) explanation.push({ rule: 'TURN-DRAW-DISCARD', text: `${WALL_EXHAUSTED}: unless ${next}'s discard is claimed, the hand ends as a draw game.` });
        return { event, checks, claims, explanation, awardedTo: null, awardedAs: null, lostTurns: [], handOver: false, looseTileDrawnBy: null, discardBy: next, nextToDraw: after, table: nextTable(table) };
      }
      if (!canDraw(table)) {
        explanation.push({ rule: 'TURN-DRAW-DISCARD', text: `Nobody takes the ${name}. ${WALL_EXHAUSTED}, so ${next} cannot draw: the hand ends as a draw game, with no winner.` });
        return { event, checks, claims, explanation, awardedTo: null, awardedAs: null, lostTurns: [], handOver: true, looseTileDrawnBy: null, discardBy: null, nextToDraw: null, table: drawGame(table) };
      }
      explanation.push({ rule: 'TURN-DRAW-DISCARD', text: `Nobody takes the ${name}. ${next} draws from the wall and discards, as in any turn.` });
      return { event, checks, claims, explanation, awardedTo: null, awardedAs: null, lostTurns: [], handOver: false, looseTileDrawnBy: null, discardBy: next, nextToDraw: next, table: nextTable(table) };
    }
    if (!canDraw(table)) {
      // The engine refuses a kong when no loose tile is left (A20); a position given with one anyway ends the hand.
      explanation.push({ rule: 'KONG-LOOSE-TILE', text: `${WALL_EXHAUSTED}, so ${event.seat} cannot draw the loose tile his kong needs: the hand ends as a draw game, with no winner.` });
      return { event, checks, claims, explanation, awardedTo: null, awardedAs: null, lostTurns: [], handOver: true, looseTileDrawnBy: null, discardBy: null, nextToDraw: null, table: drawGame(table) };
    }
    const stands = event.kind === 'add-to-pung' ? kongStands(table) : nextTable(table);
    explanation.push({
      rule: 'KONG-LOOSE-TILE',
      text: event.kind === 'add-to-pung' ? `Nobody robs the kong, so it stands. ${event.seat} draws a loose tile from the end of the wall, then discards.` : `${event.seat} draws a loose tile from the end of the wall, then discards.`,
    });
    // Who draws is decided before the loose tile is taken: when it is the wall's last, nobody does (A20).
    const after = canDrawAfterLooseTile(table) ? nextSeat(event.seat) : null;
    if (!after) explanation.push({ rule: 'TURN-DRAW-DISCARD', text: lastDiscardText(event.seat, true) });
    return { event, checks, claims, explanation, awardedTo: null, awardedAs: null, lostTurns: [], handOver: false, looseTileDrawnBy: event.seat, discardBy: event.seat, nextToDraw: after, table: stands };
  }

  const y = winner.claim.seat;
  if (winner.as === 'mahjong') {
    if (event.kind === 'add-to-pung') {
      explanation.push({ rule: 'ROB-KONG', text: `${y} robs the kong: he takes the ${name} that ${event.seat} was adding and goes out. ${event.seat}'s set stays a pung of three, and no loose tile is drawn.` });
    } else {
      explanation.push({
        rule: 'PUNG-MJ-EXCEPTION',
        text: event.kind === 'discard' && distance(event.seat, y) === 1 ? `${y} takes the ${name} because it completes his hand.` : `${y} takes the ${name} out of turn because it completes his hand.`,
      });
    }
    explanation.push({ rule: 'WIN-FOUR-SETS-PAIR', text: `${y} now has four sets and a pair. He calls Mah-Jongg and the hand is over.` });
    return { event, checks, claims, explanation, awardedTo: y, awardedAs: 'mahjong', handOver: true, looseTileDrawnBy: null, discardBy: null, nextToDraw: null, lostTurns: [], table: goOut(table, winner, event) };
  }

  const after = exposeClaimedSet(table, winner, event);
  const lost = seatsBetween(event.seat, y);
  const set = describeSet(winner.as, after.seats[y].melds[after.seats[y].melds.length - 1].tiles);
  if (winner.as === 'chow') {
    explanation.push({ rule: 'CHOW-LEFT-ONLY', text: `${y} sits on ${event.seat}'s right, so the chow is his to make, in place of his draw.` });
    explanation.push({ rule: 'CHOW-EXPOSE', text: `${y} lays the ${set} face up, then discards.` });
  } else if (winner.as === 'pung') {
    explanation.push({ rule: 'PUNG-OUT-OF-TURN', text: `${y} may pung whoever discarded and whoever was due to draw.` });
    explanation.push({ rule: 'PUNG-EXPOSE', text: `${y} lays the ${set} face up and discards without drawing.` });
  } else {
    explanation.push({ rule: 'KONG-FROM-DISCARD', text: `${y} holds three ${name} and takes the fourth from ${event.seat}'s discard, laying all four face up.` });
    explanation.push({ rule: 'KONG-LOOSE-TILE', text: `A kong leaves his hand a tile short, so ${y} draws a loose tile from the end of the wall before he discards.` });
  }
  if (lost.length) {
    explanation.push({ rule: 'TURN-SKIP', text: `${lost.join(' and ')} ${lost.length > 1 ? 'lose their turns' : 'loses his turn'}.` });
  }
  // A kong's loose tile comes out of the wall before the next draw: when it is the last that may be drawn, nobody draws after him (A20).
  const kong = winner.as === 'kong';
  const nextToDraw = (kong ? canDrawAfterLooseTile(after) : canDraw(after)) ? nextSeat(y) : null;
  explanation.push(
    nextToDraw
      ? { rule: 'TURN-AFTER-CLAIM', text: `After ${y} discards, play goes on from him to the right: ${nextToDraw} is next to draw.` }
      : { rule: 'TURN-AFTER-CLAIM', text: lastDiscardText(y, kong) },
  );
  return {
    event, checks, claims, explanation,
    awardedTo: y,
    awardedAs: winner.as,
    handOver: false,
    looseTileDrawnBy: kong ? y : null,
    discardBy: y,
    nextToDraw,
    lostTurns: lost,
    table: after,
  };
}
