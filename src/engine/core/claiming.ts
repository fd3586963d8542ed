/**
 * Calls: the event a call answers, whether a call is legal and as what, and
 * if not, why; every legal call; the best of several. This is the one place
 * a call is decided: the fast core's computer players and random games ask
 * it on a play table (PlayWindow, playWindow.ts), the boards, files and the
 * judge on an immutable Table (TableWindow, tableWindow.ts), both through a
 * ClaimWindow that holds the facts each call is judged on. The answers are
 * numbers, with no sentence written: a refusal is one of the reasons of Why,
 * each refused by one rule (WHY_RULE) and worded once (explain/refusals.ts).
 */
import type { RuleId } from '../rules';
import { completesWith, fourKeepingFromWin, handIsDead, winsWithKindAlike } from './counts';
import { FIRST_HONOUR } from './kinds';
import { ClaimType, claimCode, claimType, claimLow, claimSeat, claimTarget, ruledAs } from './claimCode';
import { mayDraw } from './wall';

/** What a call is made on. */
export const EventKind = { Discard: 0, AddToPung: 1, ConcealedKong: 2 } as const;

// An event: kind | seat << 2 | tile << 4.
export const event = (kind: number, seat: number, tile: number): number => kind | (seat << 2) | (tile << 4);
export const eventKind = (e: number): number => e & 3;
export const eventSeat = (e: number): number => (e >> 2) & 3;
export const eventTile = (e: number): number => e >> 4;

/** A chow's "run" that is none: two tiles named that make no run with the tile. */
export const NO_RUN = 63;
/** A chow that names no tiles, when the hand holds no two that make a run with the tile. */
export const NO_RUN_HELD = 62;
/** A call naming another tile than the one on offer: a discard made earlier, or a tile nobody discarded. */
export const Target = { Offered: 0, Older: 1, Unknown: 2 } as const;

/** Why a call is refused. */
export const Why = {
  /** No event is open, and the last discard's moment has passed. */
  PastItsMoment: 1,
  /** No event is open, and no discard lies on the table. */
  NothingToClaim: 2,
  OwnTile: 3,
  /** The event is a concealed kong: no tile is on offer. */
  ConcealedKong: 4,
  /** A set called on a tile being added to a pung: only a winning call may rob it. */
  RobbingForASet: 5,
  OlderDiscard: 6,
  NoSuchDiscard: 7,
  /** The next player has drawn (A8 read strictly): only his chow could have been made, and it is too late too. */
  TooLate: 8,
  DeadHand: 9,
  /** The tile would complete four sets and a pair only if a four in hand, undeclared, counted as a set. */
  FourNotDeclared: 10,
  DoesNotComplete: 11,
  /** A1's strict reading: a winning call that only completes a run is the next player's alone. */
  StrictRun: 12,
  ChowAfterDraw: 13,
  ChowWrongSeat: 14,
  HonourRun: 15,
  NotARun: 16,
  PairNotHeld: 17,
  NoRunInHand: 18,
  NoPair: 19,
  NoLooseTile: 20,
  /** A pung of the tile already holds a claimed discard. */
  SecondDiscard: 21,
  NoThree: 22,
} as const;

/** The rule that refuses each reason. */
export const WHY_RULE: readonly RuleId[] = [
  'CLAIM-LIVE-DISCARD', // unused: reasons start at 1
  'DEAD-DISCARD',
  'CLAIM-LIVE-DISCARD',
  'CLAIM-OTHERS-DISCARD',
  'ROB-KONG-EXPOSED-ONLY',
  'ROB-KONG-MJ-ONLY',
  'DEAD-DISCARD',
  'CLAIM-LIVE-DISCARD',
  'CLAIM-LIVE-DISCARD',
  'TILECOUNT-13-PLUS-KONGS',
  'KONG-DECLARED-BEFORE-WIN',
  'WIN-FOUR-SETS-PAIR',
  'CHOW-LEFT-ONLY',
  'CHOW-INSTEAD-OF-DRAW',
  'CHOW-LEFT-ONLY',
  'CHOW-SUIT-RUN',
  'CHOW-SUIT-RUN',
  'CHOW-TWO-IN-HAND',
  'CHOW-TWO-IN-HAND',
  'PUNG-NEEDS-PAIR',
  'KONG-LOOSE-TILE',
  'KONG-ONE-DISCARD-ONLY',
  'KONG-FROM-DISCARD',
];

/** Why nothing can be called when no event is open: a discard still lies there, its moment passed; or none does. */
export function noEventWhy(discardLies: boolean): number {
  return discardLies ? Why.PastItsMoment : Why.NothingToClaim;
}

/**
 * One event and each seat's facts for judging calls on it: its hand as
 * counts, dead or not, whether the tile completes it, whether he has a pung
 * of the tile on the table. Each seat's facts are worked out when first
 * needed (facts), by the window's own reading of its table.
 */
export abstract class ClaimWindow {
  /** The event, or -1 when nothing can be called. */
  event = -1;
  /** The seat whose draw a late call (A8 option) takes back, or -1. */
  drawer = -1;
  /** The next player has drawn since the discard. */
  late = false;
  /** A loose tile could be drawn for a kong (A20), a draw taken back counted on the wall. */
  canDrawLoose = false;
  /** Bit n set: seat n's facts are known. */
  protected known = 0;
  /** Each seat's counts as judged; the drawer's without the tile he drew. */
  readonly counts: (Int32Array | number[])[] = [[], [], [], []];
  readonly size = new Int32Array(4);
  readonly dead = new Uint8Array(4);
  readonly completes = new Uint8Array(4);
  /** The seat has an exposed pung of the event's tile. */
  readonly pung = new Uint8Array(4);

  constructor(
    /** A1's strict reading. */
    readonly strict: boolean,
    /** A8's later moment: a pung, kong or win may still be called after the next player's draw. */
    readonly claimAfterNextDraw: boolean,
  ) {}

  /** Works out a seat's facts (once per window). */
  abstract facts(seat: number): void;

  /** The window on its table's current event, opened again if the table may have changed since; false when nothing can be called. */
  abstract open(): boolean;

  /** Sets a seat's facts from its counts as judged and its tiles (see handIsDead, completesWith). */
  protected know(seat: number, counts: Int32Array | number[], size: number, tiles: number, kongs: number, sets: number, holding: boolean, pung: boolean): void {
    this.known |= 1 << seat;
    this.counts[seat] = counts;
    this.size[seat] = size;
    const dead = handIsDead(tiles, kongs, holding);
    this.dead[seat] = dead ? 1 : 0;
    this.completes[seat] = !dead && completesWith(counts, size, sets, eventTile(this.event)) ? 1 : 0;
    this.pung[seat] = pung ? 1 : 0;
  }

  /** Opens the window on an event (-1: none), forgetting the seats' facts; `aboveReserve`: the wall's tiles less the reserve (A14), below 0 for a wall shorter than it. */
  protected start(ev: number, nextHasDrawn: boolean, aboveReserve: number): boolean {
    this.event = ev;
    this.known = 0;
    if (ev < 0) return false;
    this.late = eventKind(ev) === EventKind.Discard && nextHasDrawn;
    this.drawer = this.late ? (eventSeat(ev) + 1) & 3 : -1;
    // As the position stood before the late draw: the drawn tile back on the wall.
    this.canDrawLoose = mayDraw(this.late ? aboveReserve + 1 : aboveReserve);
    return true;
  }
}

/** A winning call refused under A1's strict reading: a seat other than the next may not win on a tile that only completes a run. */
function strictlyRefused(w: ClaimWindow, seat: number): boolean {
  const ev = w.event;
  if (!w.strict || eventKind(ev) !== EventKind.Discard || ((seat - eventSeat(ev)) & 3) === 1) return false;
  const counts = w.counts[seat];
  const tile = eventTile(ev);
  counts[tile]++;
  const alike = winsWithKindAlike(counts, tile);
  counts[tile]--;
  return !alike;
}

/** A Mah-Jongg call: Call.MahJongg, or why not. */
function judgeWin(w: ClaimWindow, seat: number): number {
  if (w.dead[seat] === 1) return -Why.DeadHand;
  if (w.completes[seat] === 0) {
    // A four in hand, the claimed tile counted, is not a set until declared: the reason, when declared it would leave
    // the hand a loose tile from going out; otherwise the tile does not complete the hand, four or no four.
    return undeclaredFourBlocking(w.counts[seat], eventTile(w.event)) < 0 ? -Why.DoesNotComplete : -Why.FourNotDeclared;
  }
  return strictlyRefused(w, seat) ? -Why.StrictRun : ClaimType.MahJongg;
}

/** The kind of a four, the claimed `tile` counted, that keeps the hand from Mah-Jongg until declared (fourKeepingFromWin); -1 for none. */
export function undeclaredFourBlocking(counts: Int32Array | number[], tile: number): number {
  counts[tile]++;
  const four = fourKeepingFromWin(counts);
  counts[tile]--;
  return four;
}

/** A chow: Call.Chow, or why not. */
function judgeChow(w: ClaimWindow, seat: number, low: number): number {
  const ev = w.event;
  const next = nextSeatAfter(ev);
  if (w.late && seat === next) return -Why.ChowAfterDraw;
  // A chow that completes the hand never gets here: it is ruled as Mah-Jongg (A19).
  if (seat !== next) return -Why.ChowWrongSeat;
  const tile = eventTile(ev);
  if (tile >= FIRST_HONOUR) return -Why.HonourRun;
  if (low === NO_RUN_HELD) return -Why.NoRunInHand;
  // A run: three kinds of one suit in a row, the tile among them.
  if (tile < low || tile > low + 2 || !runFrom(low, tile)) return -Why.NotARun;
  return holdsRestOfRun(w.counts[seat], low, tile) ? ClaimType.Chow : -Why.PairNotHeld;
}

/**
 * The run a chow names, its two tiles from the hand (kinds `a` and `b`) with
 * the `tile` claimed: its lowest kind when the three are kinds of one suit in
 * a row, or NO_RUN. Lowest, highest and middle are found by comparing: every
 * chow a board or a file names asks, and sorting the three in an array took
 * near a tenth of adjudicate's time on the bench's three calls.
 */
export function namedRun(a: number, b: number, tile: number): number {
  const low = Math.min(a, b, tile);
  const high = Math.max(a, b, tile);
  const middle = a + b + tile - low - high;
  const oneSuit = low < FIRST_HONOUR && Math.floor(low / 9) === Math.floor(high / 9);
  return oneSuit && middle === low + 1 && high === low + 2 ? low : NO_RUN;
}

/** The only seat that may chow the event's tile: the next after the seat it came from (CHOW-LEFT-ONLY). */
function nextSeatAfter(ev: number): number {
  return (eventSeat(ev) + 1) & 3;
}

/** A run of one suit can start at `low` and hold the suit tile `tile`, which lies at most two above it: its rank, less the distance, is a run's first rank (1 to 7). */
function runFrom(low: number, tile: number): boolean {
  const first = (tile % 9) - (tile - low);
  return first >= 0 && first <= 6;
}

/** He holds the two other tiles of the run from `low` that the tile completes (CHOW-TWO-IN-HAND). */
function holdsRestOfRun(counts: Int32Array | number[], low: number, tile: number): boolean {
  for (let k = low; k < low + 3; k++) if (k !== tile && counts[k] === 0) return false;
  return true;
}

/** He holds a pair of the event's tile, which a pung of it needs (PUNG-NEEDS-PAIR). */
function holdsPairOf(w: ClaimWindow, seat: number): boolean {
  return w.counts[seat][eventTile(w.event)] >= 2;
}

/**
 * The call as it would be carried out (Call.Chow to Call.MahJongg), or
 * minus the reason it is refused (Why). The window must be open on an event.
 */
export function judgeClaimCode(w: ClaimWindow, c: number): number {
  const ev = w.event;
  const seat = claimSeat(c);
  const kind = claimType(c);
  if (seat === eventSeat(ev)) return -Why.OwnTile;
  if (eventKind(ev) === EventKind.ConcealedKong) return -Why.ConcealedKong;
  w.facts(seat);
  // A19: a chow or pung that completes the caller's hand is a winning call, whatever word announced it.
  const ruledAsWin = (kind === ClaimType.Chow || kind === ClaimType.Pung) && w.completes[seat] === 1;
  const as = ruledAsWin ? ClaimType.MahJongg : kind;
  if (eventKind(ev) === EventKind.AddToPung && as !== ClaimType.MahJongg) return -Why.RobbingForASet;
  const target = claimTarget(c);
  if (target !== Target.Offered) return target === Target.Older ? -Why.OlderDiscard : -Why.NoSuchDiscard;
  if (w.late && as !== ClaimType.Chow && !w.claimAfterNextDraw) return -Why.TooLate;
  if (ruledAsWin) return judgeWin(w, seat);
  const tile = eventTile(ev);
  const held = w.counts[seat][tile];
  switch (kind) {
    case ClaimType.Chow:
      return judgeChow(w, seat, claimLow(c));
    case ClaimType.Pung:
      return holdsPairOf(w, seat) ? ClaimType.Pung : -Why.NoPair;
    case ClaimType.Kong:
      if (held >= 3) return w.canDrawLoose ? ClaimType.Kong : -Why.NoLooseTile;
      return w.pung[seat] === 1 ? -Why.SecondDiscard : -Why.NoThree;
    default:
      return judgeWin(w, seat);
  }
}

/**
 * Every legal call on the open event, seat by seat in play order from East:
 * Mah-Jongg, Kong, Pung, then each chow from the lowest run, written into
 * `out`; returns how many. A chow or pung ruled as a win is left out: it is
 * that seat's Mah-Jongg call. The same answers as judgeClaimCode on every call a
 * seat could make, found without trying each.
 */
export function legalClaimCodes(w: ClaimWindow, out: Int32Array | number[]): number {
  if (!w.open()) return 0;
  const ev = w.event;
  if (eventKind(ev) === EventKind.ConcealedKong) return 0;
  const from = eventSeat(ev);
  const tile = eventTile(ev);
  const robbing = eventKind(ev) === EventKind.AddToPung;
  const lateSets = w.late && !w.claimAfterNextDraw;
  const next = nextSeatAfter(ev);
  let n = 0;
  for (let seat = 0; seat < 4; seat++) {
    if (seat === from) continue;
    w.facts(seat);
    const counts = w.counts[seat];
    if (w.completes[seat] === 1) {
      if (!lateSets && judgeWin(w, seat) === ClaimType.MahJongg) out[n++] = claimCode(seat, ClaimType.MahJongg);
      // A chow or pung on this tile is ruled as his Mah-Jongg call.
      if (!robbing && !lateSets && counts[tile] >= 3 && w.canDrawLoose) out[n++] = claimCode(seat, ClaimType.Kong);
      continue;
    }
    if (robbing) continue;
    if (!lateSets) {
      if (counts[tile] >= 3 && w.canDrawLoose) out[n++] = claimCode(seat, ClaimType.Kong);
      if (holdsPairOf(w, seat)) out[n++] = claimCode(seat, ClaimType.Pung);
    }
    // Each run the tile can stand in, written out (judgeChow's runFrom and holdsRestOfRun, unrolled: the hot path of
    // every window, about 8 % faster so in the bench).
    if (seat === next && !w.late && tile < FIRST_HONOUR) {
      const rank = tile % 9;
      if (rank >= 2 && counts[tile - 2] > 0 && counts[tile - 1] > 0) out[n++] = claimCode(seat, ClaimType.Chow, tile - 2);
      if (rank >= 1 && rank <= 7 && counts[tile - 1] > 0 && counts[tile + 1] > 0) out[n++] = claimCode(seat, ClaimType.Chow, tile - 1);
      if (rank <= 6 && counts[tile + 1] > 0 && counts[tile + 2] > 0) out[n++] = claimCode(seat, ClaimType.Chow, tile);
    }
  }
  return n;
}

/** The lowest run with the tile that a seat holds the other two tiles of, for a chow that names none; NO_RUN_HELD when he holds none. */
export function firstRunHeld(w: ClaimWindow, seat: number): number {
  const tile = eventTile(w.event);
  if (tile >= FIRST_HONOUR) return NO_RUN_HELD;
  w.facts(seat);
  const counts = w.counts[seat];
  for (let low = tile - 2; low <= tile; low++) if (runFrom(low, tile) && holdsRestOfRun(counts, low, tile)) return low;
  return NO_RUN_HELD;
}

/**
 * Why a chow or pung on a tile that completes the caller's hand (ruled as
 * Mah-Jongg, A19) could not have stood as the set it names, written into
 * `out` as Why reasons; returns how many (0: it could have). A tile being
 * added to a pung is robbed only to win, for no set at all (RobbingForASet,
 * its one reason: whose seat or what the hand holds does not come into it).
 * A chow: only the discarder's next player's (ChowWrongSeat), with two tiles
 * held that make a run with it (NoRunInHand); a pung: a pair held (NoPair).
 */
export function whyNotAsSet(w: ClaimWindow, seat: number, kind: number, out: number[]): number {
  const ev = w.event;
  if (eventKind(ev) !== EventKind.Discard) {
    out[0] = Why.RobbingForASet;
    return 1;
  }
  w.facts(seat);
  let n = 0;
  if (kind === ClaimType.Chow) {
    if (seat !== nextSeatAfter(ev)) out[n++] = Why.ChowWrongSeat;
    if (firstRunHeld(w, seat) === NO_RUN_HELD) out[n++] = Why.NoRunInHand;
  }
  if (kind === ClaimType.Pung && !holdsPairOf(w, seat)) out[n++] = Why.NoPair;
  return n;
}

/**
 * Does call a beat call b, both legal (as: their kinds as ruled), on a tile
 * from seat `from`? Mah-Jongg beats Kong beats Pung beats Chow; of two of a
 * kind, the one nearer to `from` in play order.
 */
export function outranks(from: number, asA: number, seatA: number, asB: number, seatB: number): boolean {
  return asA > asB || (asA === asB && ((seatA - from) & 3) < ((seatB - from) & 3));
}

/** The precedence rule by which a legal call takes the tile from another (as: their kinds as ruled). */
export function precedenceRule(winnerAs: number, loserAs: number): RuleId {
  if (winnerAs === ClaimType.MahJongg) return loserAs === ClaimType.MahJongg ? 'PREC-NEAREST-WINNER' : 'PREC-MJ-OVER-ALL';
  if (winnerAs === ClaimType.Kong) return 'PREC-KONG-OVER-PUNG';
  return 'PREC-PUNG-OVER-CHOW';
}

/** Does this step of a ruling decide who takes the tile: precedence between calls, or a kong robbed? (A refusal does too: the ruling's claims say which.) */
export function decidesTheTile(rule: RuleId): boolean {
  return rule.startsWith('PREC-') || rule === 'ROB-KONG';
}

/** The best of the calls given, by kind and then nearness to the seat that made the tile available (first announced among equals); -1 when none is legal. Each legal call is returned with its kind as ruled (claimAs). */
export function bestClaimCode(w: ClaimWindow, claims: ArrayLike<number>, n: number): number {
  let best = -1;
  let bestAs = -1;
  let bestSeat = 0;
  for (let i = 0; i < n; i++) {
    const c = claims[i];
    const as = judgeClaimCode(w, c);
    if (as < 0) continue;
    if (best < 0 || outranks(eventSeat(w.event), as, claimSeat(c), bestAs, bestSeat)) {
      best = ruledAs(c, as);
      bestAs = as;
      bestSeat = claimSeat(c);
    }
  }
  return best;
}
