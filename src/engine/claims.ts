/**
 * Claims on the immutable Table: for the event on the table (a live
 * discard, a tile being added to an exposed pung, a concealed kong being
 * declared), whether a seat's announced claim is legal, and every claim each
 * seat could legally make. A view: the core decides (core/claiming.ts, on a
 * window opened on the table, core/tableWindow.ts), and a refused claim
 * comes back as a value naming the rule, its sentence written by
 * explain/refusals.ts (RULES.md §6).
 */
import { CLAIM_KINDS, type ClaimKind } from './callNames';
import { Target, Why, judgeClaimCode, legalClaimCodes, firstRunHeld, namedRun, noEventWhy, outranks, whyNotAsSet } from './core/claiming';
import type { Unfit } from './explain/board';
import { type RefusalReason, claimRefusal, claimEventOf, noEventReason } from './core/claimRefusal';
import { kindOf, tileOf } from './core/kinds';
import { ClaimType, claimCode, claimType, claimLow, claimSeat } from './core/claimCode';
import { TableWindow, tableEvent } from './core/tableWindow';
import { wordRefusal } from './explain/refusals';
import { chowPairsIn } from './melds';
import type { Refusal } from './refusal';
import type { RuleId } from './rules';
import { SEATS, type Seat, nextSeat, seatIndex } from './seats';
import { type Table, cloneTable } from './table';
import type { Tile } from './tiles';

export { chowPairsIn } from './melds';
export { type RefusalReason } from './core/claimRefusal';
export { winningClaimNote, wordRefusal } from './explain/refusals';

export { type ClaimKind, CLAIM_CALLS, CLAIM_KINDS } from './callNames';

/** The words a file may use for each claim. */
const CLAIM_WORDS: Record<string, ClaimKind> = { chow: 'chow', pung: 'pung', kong: 'kong', mahjong: 'mahjong', 'mah-jongg': 'mahjong', 'mah-jong': 'mahjong' };

/** Reads a claim word ("pung", "Mah-Jongg"); null when it names no claim. */
export function parseClaimKind(word: string): ClaimKind | null {
  return CLAIM_WORDS[word.toLowerCase()] ?? null;
}

export interface Claim {
  seat: Seat;
  kind: ClaimKind;
  /** For a chow: the two tiles from the hand that make the run with the discard. */
  tiles?: [Tile, Tile];
  /** The discard the claim names, when it is not the live one (an older, dead discard). */
  target?: Tile;
  /**
   * American calls only (docs/RULESETS.md R19), which the other rulesets never read. `using`: the tiles from
   * the hand the called one joins, jokers among them (`pung using 5b J`); `racked`: he had already racked the
   * tile or exposed his group; `form`: `pair`, a call to expose a single or a pair, or `joker`, a call made to
   * redeem an exposed joker, each carried as a pung call, the set it is nearest to.
   */
  using?: Tile[];
  racked?: true;
  form?: AmericanCallForm;
}

/** The American calls that are no set: for a single or a pair, or to redeem a joker. */
export type AmericanCallForm = 'pair' | 'joker';

/** What a claim is being made on. */
export interface ClaimEvent {
  kind: 'discard' | 'add-to-pung' | 'concealed-kong';
  seat: Seat;
  tile: Tile;
}

export interface LegalClaim {
  legal: true;
  claim: Claim;
  /** The claim as it will be carried out: a chow or pung that completes the hand is a Mah-Jongg claim (A19). */
  as: ClaimKind;
  /** Tiles from the claimant's hand that join the claimed one. */
  uses: Tile[];
  /**
   * The claim was announced as a chow or a pung, but the tile completes the
   * caller's hand, so it is ruled as Mah-Jongg (A19, PUNG-MJ-EXCEPTION).
   */
  ruledAsWin?: boolean;
}

export interface RefusedClaim {
  legal: false;
  claim: Claim;
  refusal: Refusal;
}

export type ClaimCheck = LegalClaim | RefusedClaim;

/** The event a claim would answer in this position, or null when nothing can be claimed. */
export function currentEvent(table: Table): ClaimEvent | null {
  const ev = tableEvent(table);
  return ev < 0 ? null : claimEventOf(ev);
}

/**
 * The position as it stood before the next player drew from the wall: his
 * drawn tile back on top of the wall. Under the A8 option a claim made after
 * that draw takes its place, so the claim is judged, and carried out, on the
 * hand he held before drawing.
 */
export function withDrawTakenBack(table: Table): Table {
  if (!table.nextHasDrawn || !table.live) return table;
  const next = cloneTable(table);
  const drawer = nextSeat(table.live.by);
  next.wall.unshift(next.seats[drawer].concealed.pop()!);
  next.nextHasDrawn = false;
  next.turn = drawer;
  next.phase = 'draw';
  return next;
}

/**
 * The discard that may still be claimed: the last one, until the next player
 * draws (A8; with the late-claim option, until he discards). Null once its
 * moment has passed, though it still lies on the table until the next discard.
 */
export function liveDiscard(table: Table): { tile: Tile; by: Seat } | null {
  if (!table.live || table.phase === 'over') return null;
  if (table.nextHasDrawn && !table.options.claimAfterNextDraw) return null;
  return table.live;
}

// ---------------------------------------------------------------------------
// Judging a claim: judgeClaim asks the core, which writes no sentence, so
// legalClaims and bestClaim, which try every call and throw the refused ones
// away, never build one. wordRefusal (explain/refusals.ts) writes the
// sentence and the fix for a refused judgement, only when someone reads it
// (checkClaim, and so adjudicate, the boards and the files' readers).
// ---------------------------------------------------------------------------

/** The core's number for each kind of claim: the order they rank in. */
export const CALL_OF_KIND: Readonly<Record<ClaimKind, number>> = { chow: ClaimType.Chow, pung: ClaimType.Pung, kong: ClaimType.Kong, mahjong: ClaimType.MahJongg };

/** A claim refused, before its sentence is written. */
export interface RefusedJudgement {
  legal: false;
  claim: Claim;
  rule: RuleId;
  reason: RefusalReason;
}

/** A claim judged: legal, as it will be carried out, or refused with the rule and the reason. */
export type ClaimJudgement = LegalClaim | RefusedJudgement;

/** The window for the current event, or null when nothing can be claimed. */
export function claimWindow(table: Table): TableWindow | null {
  const w = new TableWindow(table);
  return w.event < 0 ? null : w;
}

/** A claim as the core's call number: the tile it names when it is another than the one on offer, and a chow's run. */
function codeOfClaim(w: TableWindow, claim: Claim): number {
  const seat = seatIndex(claim.seat);
  const tile = w.event >> 4;
  if (claim.target && kindOf(claim.target) !== tile) {
    const target = claim.target;
    return claimCode(seat, CALL_OF_KIND[claim.kind], 0, w.table.discards.some((d) => d.tile === target) ? Target.Older : Target.Unknown);
  }
  if (claim.kind !== 'chow') return claimCode(seat, CALL_OF_KIND[claim.kind]);
  if (!claim.tiles) return claimCode(seat, ClaimType.Chow, firstRunHeld(w, seat));
  return claimCode(seat, ClaimType.Chow, namedRun(kindOf(claim.tiles[0]), kindOf(claim.tiles[1]), tile));
}

/** The two tiles of a chow's run besides the tile, lowest first. */
function chowTiles(low: number, tile: number): [Tile, Tile] {
  return [low, low + 1, low + 2].filter((k) => k !== tile).map(tileOf) as [Tile, Tile];
}

/**
 * Is this announced claim legal in this position? The judgement alone, no
 * sentence written (wordRefusal writes it). A window already opened on this
 * table may be passed to share its facts between several claims.
 */
export function judgeClaim(table: Table, claim: Claim, window: TableWindow | null = claimWindow(table)): ClaimJudgement {
  if (!window) {
    const { rule, reason } = noEventReason(table, noEventWhy(table.discards.length > 0 && table.phase !== 'over'));
    return { legal: false, claim, rule, reason };
  }
  const c = codeOfClaim(window, claim);
  const as = judgeClaimCode(window, c);
  if (as < 0) {
    const { rule, reason } = claimRefusal(window, c, -as, table, claim);
    return { legal: false, claim, rule, reason };
  }
  const t = tileOf(window.event >> 4);
  if (as === ClaimType.MahJongg) return claim.kind === 'mahjong' ? { legal: true, claim, as: 'mahjong', uses: [] } : { legal: true, claim, as: 'mahjong', uses: [], ruledAsWin: true };
  if (as === ClaimType.Pung) return { legal: true, claim, as: 'pung', uses: [t, t] };
  if (as === ClaimType.Kong) return { legal: true, claim, as: 'kong', uses: [t, t, t] };
  if (claim.tiles) return { legal: true, claim, as: 'chow', uses: [claim.tiles[0], claim.tiles[1]] };
  const tiles = chowTiles(claimLow(c), window.event >> 4);
  return { legal: true, claim: { ...claim, tiles }, as: 'chow', uses: [...tiles] };
}

/** A judgement as a ClaimCheck: a refused one with its sentence written (to `you`, his seat, where the reader plays one). */
export function asCheck(judgement: ClaimJudgement, you: Seat | null = null): ClaimCheck {
  return judgement.legal ? judgement : { legal: false, claim: judgement.claim, refusal: wordRefusal(judgement, you) };
}

/**
 * Is this announced claim legal in this position? A refused claim comes with
 * its sentence and fix, naming every seat, or speaking to `you` (the seat the
 * reader plays: the practice table's learner) as "you".
 */
export function checkClaim(table: Table, claim: Claim, you: Seat | null = null): ClaimCheck {
  return asCheck(judgeClaim(table, claim), you);
}

// The legal calls found, reused between calls (legalClaimCodes writes into it).
const found = new Int32Array(16);

/** Every claim each seat could legally make on the current event, with the tiles it would use (core/claiming.ts legalClaimCodes). */
export function legalClaims(table: Table): LegalClaim[] {
  const window = claimWindow(table);
  if (!window) return [];
  const tile = window.event >> 4;
  const t = tileOf(tile);
  const n = legalClaimCodes(window, found);
  const legal: LegalClaim[] = [];
  for (let i = 0; i < n; i++) {
    const c = found[i];
    const seat = SEATS[claimSeat(c)];
    const kind = CLAIM_KINDS[claimType(c)];
    if (kind === 'chow') {
      const tiles = chowTiles(claimLow(c), tile);
      legal.push({ legal: true, claim: { seat, kind, tiles }, as: 'chow', uses: [tiles[0], tiles[1]] });
    } else {
      legal.push({ legal: true, claim: { seat, kind }, as: kind, uses: kind === 'pung' ? [t, t] : kind === 'kong' ? [t, t, t] : [] });
    }
  }
  return legal;
}

/**
 * Why a chow or pung ruled as a win (A19) could not have stood as the set it
 * names, as the core finds it (core/claiming.ts whyNotAsSet), for a board's words.
 */
export function unfitAsSet(table: Table, claim: Claim): Unfit[] {
  const window = claimWindow(table);
  if (!window || (claim.kind !== 'chow' && claim.kind !== 'pung')) return [];
  const whys: number[] = [];
  whys.length = whyNotAsSet(window, seatIndex(claim.seat), CALL_OF_KIND[claim.kind], whys);
  const tile = tileOf(window.event >> 4);
  return whys.map((why): Unfit =>
    why === Why.ChowWrongSeat ? { why: 'not-left' } : { why: why === Why.RobbingForASet ? 'robbing' : why === Why.NoRunInHand ? 'no-run' : 'no-pair', tile },
  );
}

/** The chow choices a seat has on the current discard. */
export function chowChoices(table: Table, seat: Seat): [Tile, Tile][] {
  const event = currentEvent(table);
  return event && event.kind === 'discard' ? chowPairsIn(table.seats[seat].concealed, event.tile) : [];
}

/**
 * The call a seat should make on the current event: its strongest legal
 * claim (the first of its strongest kind), or null to let the tile go by.
 */
export function bestClaim(table: Table, seat: Seat): LegalClaim | null {
  let best: LegalClaim | null = null;
  for (const claim of legalClaims(table)) {
    if (claim.claim.seat !== seat) continue;
    const i = seatIndex(seat);
    if (!best || outranks(i, CALL_OF_KIND[claim.as], i, CALL_OF_KIND[best.as], i)) best = claim;
  }
  return best;
}

/** Do two calls say the same thing? A chow must also name the same two tiles, when the expected one names them. */
export function sameClaim(made: Claim | null, expected: Claim | null): boolean {
  if (!made || !expected) return made === expected;
  if (made.seat !== expected.seat || made.kind !== expected.kind) return false;
  if (made.kind !== 'chow' || !expected.tiles || !made.tiles) return true;
  return [...made.tiles].sort().join() === [...expected.tiles].sort().join();
}
