/**
 * TEST ORACLE, NOT PART OF THE ENGINE. A frozen copy of src/engine/adjudicate.ts
 * as it stood before the claim check and adjudication were made fast
 * (commit aec1467), its imports pointed back at the engine. It is the slow,
 * obviously-right reference: it builds every refusal sentence, clones the
 * table and re-runs the winning test for each call. The property test
 * src/engine/sim/oracle.test.ts checks that the fast core agrees with it,
 * deep-equal, on random positions and rulings. Nothing under src/ may import
 * it except tests; delete it once the new core has agreed with it long enough.
 * Amended since (the one ruling it had wrong, A20): a kong whose loose tile is
 * the last the wall may give leaves nobody to draw after its maker.
 */
/**
 * Adjudication: several players call for one tile; who gets it, and what
 * happens next. Mah-Jongg beats Kong beats Pung beats Chow; among several
 * winners the nearest to the discarder in play order takes it. The ruling
 * never depends on the order in which the claims were announced.
 */
import {
  type Claim,
  type ClaimCheck,
  type ClaimEvent,
  type ClaimKind,
  type LegalClaim,
  CLAIM_CALLS,
  PRECEDENCE,
  checkClaim,
  currentEvent,
  withDrawTakenBack,
} from './claims';
import type { Meld } from '../../src/engine/melds';
import { type Reason } from '../../src/engine/refusal';
import type { RuleId } from '../../src/engine/rules';
import { type Seat, distance, nextSeat, seatsBetween } from '../../src/engine/seats';
import { type Table, canDraw, cloneTable } from '../../src/engine/table';
import { SUIT_NAMES, type Tile, copiesOf, removeTiles, suitOf, tileName, tilesName } from '../../src/engine/tiles';
import { announcement } from '../../src/engine/explain/announcement';

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
  return [...claims].sort(
    (a, b) => PRECEDENCE[b.as] - PRECEDENCE[a.as] || distance(event.seat, a.claim.seat) - distance(event.seat, b.claim.seat),
  );
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
  const lClaim = CLAIM_CALLS[loser.as];
  if (winner.as === 'mahjong') return `${w}'s claim completes his hand, and a winning claim beats ${l}'s ${lClaim}.`;
  if (winner.as === 'kong') return `${w}'s Kong beats ${l}'s ${lClaim}.`;
  return `${w}'s Pung beats ${l}'s Chow.`;
}

function describeSet(kind: ClaimKind, tiles: readonly Tile[]): string {
  if (kind === 'chow') return `chow ${tiles.map((t) => t[0]).join('-')} of ${SUIT_NAMES[suitOf(tiles[0])!]}`;
  return `${kind} of ${tileName(tiles[0])}`;
}

/**
 * A claim allowed after the next player drew (the A8 option) takes the place
 * of his draw: the tile he drew goes back to the wall.
 */
function takeBackDraw(table: Table, event: ClaimEvent): Table {
  return cloneTable(event.kind === 'discard' ? withDrawTakenBack(table) : table);
}

/** Carries out a claim on a discard: the set goes on the table with the claimed tile marked. */
function exposeClaimedSet(table: Table, winner: LegalClaim, event: ClaimEvent): Table {
  const next = takeBackDraw(table, event);
  const seat = next.seats[winner.claim.seat];
  const tile = event.tile;
  const rest = removeTiles(seat.concealed, winner.uses);
  if (!rest) throw new Error(`internal: ${winner.claim.seat} lacks ${winner.uses.join(' ')}`);
  seat.concealed = rest;
  const kind = winner.as as Exclude<ClaimKind, 'mahjong'>;
  const tiles = kind === 'chow' ? [...winner.uses, tile].sort() : [...winner.uses, tile];
  const meld: Meld = { kind, tiles, claimed: { tile, from: event.seat } };
  if (kind === 'kong') meld.kongWay = 'discard';
  seat.melds = [...seat.melds, meld];
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
  next.seats[winner.claim.seat].concealed = [...next.seats[winner.claim.seat].concealed, event.tile];
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
  const next = cloneTable(table);
  const kong = table.kong;
  if (!kong) return next;
  if (kong.way === 'added') {
    const seat = next.seats[kong.seat];
    seat.melds = seat.melds.map((m) =>
      m.kind === 'pung' && m.tiles[0] === kong.tile ? { ...m, kind: 'kong', tiles: [...m.tiles, kong.tile], kongWay: 'added', added: kong.tile } : m,
    );
  }
  next.phase = 'loose';
  next.kong = { ...kong };
  return next;
}

/** The wall holds no tile that may be drawn: the hand ends with no winner, a draw game (A20). */
function drawGame(table: Table): Table {
  const next = cloneTable(table);
  next.phase = 'over';
  next.live = null;
  next.kong = null;
  next.result = { winner: null };
  return next;
}

const WALL_EXHAUSTED = 'The wall is exhausted: no tile is left that may be drawn';

/** Can anybody draw once the kong's maker has taken his loose tile from the end of the wall? Asked of the wall without it (A20). */
function canDrawAfterLoose(table: Table): boolean {
  return canDraw({ ...table, wall: table.wall.slice(0, -1) });
}

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
  const event = currentEvent(table);
  if (!event) throw new Error('adjudicate: nothing on the table can be claimed just now');
  const checks = announced.map((claim) => checkClaim(table, claim));
  const legal = checks.filter((c): c is LegalClaim => c.legal);
  const ranked = rankClaims(event, legal);
  const winner = ranked[0] ?? null;
  const explanation: Reason[] = [];

  if (event.kind === 'discard') {
    explanation.push({ rule: 'ANNOUNCE-DISCARD', text: `${event.seat} discards the ${tileName(event.tile)}, announcing "${announcement(event.tile)}".` });
  } else if (event.kind === 'add-to-pung') {
    explanation.push({ rule: 'KONG-ADD-DRAWN', text: `${event.seat} adds a drawn ${tileName(event.tile)} to his exposed pung to make four of a kind.` });
  } else {
    explanation.push({ rule: 'KONG-CONCEALED', text: `${event.seat} declares a concealed kong of ${tileName(event.tile)}, laying it out with the two end tiles face down.` });
  }

  for (const check of checks) {
    if (!check.legal) {
      explanation.push({ rule: check.refusal.rule, text: `${check.claim.seat}'s ${CLAIM_CALLS[check.claim.kind]} is refused: ${check.refusal.message}` });
    } else if (check.ruledAsWin) {
      explanation.push({ rule: 'PUNG-MJ-EXCEPTION', text: ruledAsWinText(table, check, event) });
    }
  }

  const claims: ClaimVerdict[] = checks.map((check) => {
    if (!check.legal) {
      const r = check.refusal;
      return { seat: check.claim.seat, claim: check.claim.kind, legal: false, rule: r.rule, message: r.message, ...(r.fix ? { fix: r.fix } : {}), awarded: false };
    }
    const ruled = { seat: check.claim.seat, claim: check.claim.kind, as: check.as, legal: true };
    if (check === winner) return { ...ruled, awarded: true };
    if (check.claim.seat === winner!.claim.seat) {
      return { ...ruled, message: `${check.claim.seat} made another call on this tile that ranks at least as high, and only one call of his counts.`, awarded: false };
    }
    const rule = precedenceRule(winner!, check);
    return { ...ruled, rule, message: precedenceText(event, winner!, check), awarded: false };
  });

  for (const loser of ranked.slice(1)) {
    if (loser.claim.seat === winner!.claim.seat) continue;
    explanation.push({ rule: precedenceRule(winner!, loser), text: precedenceText(event, winner!, loser) });
  }

  const base = { event, checks, claims, explanation };

  if (!winner) {
    const nobody = { ...base, awardedTo: null, awardedAs: null, lostTurns: [] };
    if (event.kind === 'discard') {
      const next = nextSeat(event.seat);
      if (table.nextHasDrawn) {
        explanation.push({ rule: 'TURN-DRAW-DISCARD', text: `Nobody takes the ${tileName(event.tile)}. ${next} has drawn already and finishes his turn by discarding.` });
        const after = canDraw(table) ? nextSeat(next) : null;
        if (!after) explanation.push({ rule: 'TURN-DRAW-DISCARD', text: `${WALL_EXHAUSTED}, so unless ${next}'s discard is claimed, the hand ends as a draw game.` });
        return { ...nobody, handOver: false, looseTileDrawnBy: null, discardBy: next, nextToDraw: after, table: cloneTable(table) };
      }
      if (!canDraw(table)) {
        explanation.push({ rule: 'TURN-DRAW-DISCARD', text: `Nobody takes the ${tileName(event.tile)}. ${WALL_EXHAUSTED}, so ${next} cannot draw: the hand ends as a draw game, with no winner.` });
        return { ...nobody, handOver: true, looseTileDrawnBy: null, discardBy: null, nextToDraw: null, table: drawGame(table) };
      }
      explanation.push({ rule: 'TURN-DRAW-DISCARD', text: `Nobody takes the ${tileName(event.tile)}. ${next} draws from the wall and discards, as in any turn.` });
      return { ...nobody, handOver: false, looseTileDrawnBy: null, discardBy: next, nextToDraw: next, table: cloneTable(table) };
    }
    if (!canDraw(table)) {
      // The engine refuses a kong when no loose tile is left (A20); a position given with one anyway ends the hand.
      explanation.push({ rule: 'KONG-LOOSE-TILE', text: `${WALL_EXHAUSTED}, so ${event.seat} cannot draw the loose tile his kong needs: the hand ends as a draw game, with no winner.` });
      return { ...nobody, handOver: true, looseTileDrawnBy: null, discardBy: null, nextToDraw: null, table: drawGame(table) };
    }
    const stands = event.kind === 'add-to-pung' ? kongStands(table) : cloneTable(table);
    explanation.push({
      rule: 'KONG-LOOSE-TILE',
      text: event.kind === 'add-to-pung' ? `Nobody robs the kong, so it stands. ${event.seat} draws a loose tile from the end of the wall, then discards.` : `${event.seat} draws a loose tile from the end of the wall, then discards.`,
    });
    const after = canDrawAfterLoose(table) ? nextSeat(event.seat) : null;
    if (!after) explanation.push({ rule: 'TURN-DRAW-DISCARD', text: lastDiscardText(event.seat, true) });
    return { ...nobody, handOver: false, looseTileDrawnBy: event.seat, discardBy: event.seat, nextToDraw: after, table: stands };
  }

  const y = winner.claim.seat;
  if (event.kind === 'discard' && table.nextHasDrawn) {
    // The A8 option: the call takes the place of the next player's draw, and his tile goes back on the wall.
    const drawer = nextSeat(event.seat);
    const call = y === drawer ? 'his call takes the place of that draw, and his' : `${y}'s call comes first, and ${drawer}'s`;
    explanation.push({ rule: 'CLAIM-LIVE-DISCARD', text: `${drawer} had drawn from the wall, but with late claims a discard may still be claimed until he discards: ${call} drawn tile goes back on the wall.` });
  }
  if (winner.as === 'mahjong') {
    if (event.kind === 'add-to-pung') {
      explanation.push({ rule: 'ROB-KONG', text: `${y} robs the kong: he takes the ${tileName(event.tile)} that ${event.seat} was adding and goes out. ${event.seat}'s set stays a pung of three, and no loose tile is drawn.` });
    } else {
      explanation.push({
        rule: 'PUNG-MJ-EXCEPTION',
        text: event.kind === 'discard' && distance(event.seat, y) === 1 ? `${y} takes the ${tileName(event.tile)} because it completes his hand.` : `${y} takes the ${tileName(event.tile)} out of turn because it completes his hand.`,
      });
    }
    explanation.push({ rule: 'WIN-FOUR-SETS-PAIR', text: `${y} now has four sets and a pair. He calls Mah-Jongg and the hand is over.` });
    return { ...base, awardedTo: y, awardedAs: 'mahjong', handOver: true, looseTileDrawnBy: null, discardBy: null, nextToDraw: null, lostTurns: [], table: goOut(table, winner, event) };
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
    explanation.push({ rule: 'KONG-FROM-DISCARD', text: `${y} holds three ${tilesName(event.tile)} and takes the fourth from ${event.seat}'s discard, laying all four face up.` });
    explanation.push({ rule: 'KONG-LOOSE-TILE', text: `A kong leaves his hand a tile short, so ${y} draws a loose tile from the end of the wall before he discards.` });
  }
  if (lost.length) {
    explanation.push({ rule: 'TURN-SKIP', text: `${lost.join(' and ')} ${lost.length > 1 ? 'lose their turns' : 'loses his turn'}.` });
  }
  const kong = winner.as === 'kong';
  const nextToDraw = (kong ? canDrawAfterLoose(after) : canDraw(after)) ? nextSeat(y) : null;
  explanation.push(
    nextToDraw
      ? { rule: 'TURN-AFTER-CLAIM', text: `After ${y} discards, play goes on from him to the right: ${nextToDraw} is next to draw.` }
      : { rule: 'TURN-AFTER-CLAIM', text: lastDiscardText(y, kong) },
  );
  return {
    ...base,
    awardedTo: y,
    awardedAs: winner.as,
    handOver: false,
    looseTileDrawnBy: winner.as === 'kong' ? y : null,
    discardBy: y,
    nextToDraw,
    lostTurns: lost,
    table: after,
  };
}
