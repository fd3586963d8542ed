/**
 * Calls on a play table: the event a call answers, whether a call is legal
 * and as what, and every legal call, all on counts and small integers with
 * no sentence written. The same judgement as claims.ts (judgeClaim), which
 * writes the refusals a learner reads; the property tests hold the two to
 * the same answers.
 */
import { countsWin, winsWithKindAlike } from './counts';
import { FIRST_HONOUR, KIND_COUNT } from './kinds';
import type { PlayTable } from './playTable';
import {
  Call, HEAD, KONG, KongWay, LAST_DRAWN, LIVE, MELD_COUNT, NEXT_HAS_DRAWN, PHASE, Phase, SIZE, TAIL, TURN,
  call, callKind, callLow, callSeat, discardBy, discardTile, kongSeat, kongTile, kongWay, ruledAs,
} from './slots';

/** What a call is made on. */
export const EventKind = { Discard: 0, AddToPung: 1, ConcealedKong: 2 } as const;

// An event: kind | seat << 2 | tile << 4.
export const eventKind = (e: number): number => e & 3;
export const eventSeat = (e: number): number => (e >> 2) & 3;
export const eventTile = (e: number): number => e >> 4;

/** The event a call would answer in this position (as claims.ts currentEvent), or -1 when nothing can be called. */
export function currentEvent(pt: PlayTable): number {
  const s = pt.s;
  const phase = s[PHASE];
  const kong = s[KONG];
  if (phase === Phase.Robbing && kong >= 0) return EventKind.AddToPung | (kongSeat(kong) << 2) | (kongTile(kong) << 4);
  if (phase === Phase.Loose && kong >= 0 && kongWay(kong) === KongWay.Concealed) return EventKind.ConcealedKong | (kongSeat(kong) << 2) | (kongTile(kong) << 4);
  const live = s[LIVE];
  if (live >= 0 && (phase === Phase.Draw || (phase === Phase.Discard && s[NEXT_HAS_DRAWN] === 1))) {
    return EventKind.Discard | (discardBy(live) << 2) | (discardTile(live) << 4);
  }
  return -1;
}

/**
 * One event and each seat's facts for judging calls on it (its hand as
 * counts, dead or not, whether the tile completes it), each seat's worked
 * out when first needed. A play table keeps one window and reopens it for
 * each event, so judging allocates nothing.
 */
export class CallWindow {
  event = -1;
  /** The seat whose draw a late call (A8 option) takes back, or -1. */
  drawer = -1;
  canDrawLoose = false;
  /** Bit n set: seat n's facts are known. */
  private known = 0;
  /** Each seat's counts as judged: the table's own (read, never left changed), or for the drawer a copy without his drawn tile. */
  readonly counts: Int32Array[];
  private readonly drawerCounts = new Int32Array(KIND_COUNT);
  readonly size = new Int32Array(4);
  readonly dead = new Uint8Array(4);
  readonly completes = new Uint8Array(4);

  constructor(readonly pt: PlayTable) {
    this.counts = pt.rows.slice();
  }

  /** Opens the window on the current event; false when nothing can be called. */
  open(): boolean {
    const pt = this.pt;
    const s = pt.s;
    this.event = currentEvent(pt);
    this.known = 0;
    if (this.event < 0) return false;
    this.drawer = eventKind(this.event) === EventKind.Discard && s[NEXT_HAS_DRAWN] === 1 ? (eventSeat(this.event) + 1) & 3 : -1;
    const left = s[TAIL] - s[HEAD];
    this.canDrawLoose = (this.drawer >= 0 ? left + 1 : left) > pt.options.deadWallSize;
    return true;
  }

  /** Works out a seat's facts (once per window). */
  facts(seat: number): void {
    if (this.known & (1 << seat)) return;
    this.known |= 1 << seat;
    const s = this.pt.s;
    let counts = this.pt.rows[seat];
    let size = s[SIZE + seat];
    if (seat === this.drawer) {
      // His drawn tile goes back to the wall; the position is then one where he is about to draw.
      counts = this.drawerCounts;
      counts.set(this.pt.rows[seat]);
      counts[s[LAST_DRAWN]]--;
      size--;
    }
    this.counts[seat] = counts;
    // 13 plus one per kong, and one more while holding a tile to discard; a set on the table holds three plus one per kong.
    const melds = s[MELD_COUNT + seat];
    let holding = 0;
    if (this.drawer < 0 && s[TURN] === seat && (s[PHASE] === Phase.Discard || s[PHASE] === Phase.Robbing)) holding = 1;
    const kong = s[KONG];
    const pending = this.drawer < 0 && s[PHASE] === Phase.Robbing && kong >= 0 && kongSeat(kong) === seat ? 1 : 0;
    const dead = size + pending + 3 * melds !== 13 + holding;
    this.size[seat] = size;
    this.dead[seat] = dead ? 1 : 0;
    let completes = false;
    if (!dead && size + 1 === (4 - melds) * 3 + 2) {
      const tile = eventTile(this.event);
      counts[tile]++;
      completes = countsWin(counts);
      counts[tile]--;
    }
    this.completes[seat] = completes ? 1 : 0;
  }
}

/** A winning call refused under A1's strict reading: a seat other than the next may not win on a tile that only completes a run. */
function strictlyRefused(w: CallWindow, seat: number): boolean {
  const ev = w.event;
  if (!w.pt.options.strictWinningChow || eventKind(ev) !== EventKind.Discard || ((seat - eventSeat(ev)) & 3) === 1) return false;
  const counts = w.counts[seat];
  const tile = eventTile(ev);
  counts[tile]++;
  const alike = winsWithKindAlike(counts, tile);
  counts[tile]--;
  return !alike;
}

function judgeWin(w: CallWindow, seat: number): boolean {
  return w.dead[seat] === 0 && w.completes[seat] === 1 && !strictlyRefused(w, seat);
}

/**
 * The call as it would be carried out (Call.Chow to Call.MahJongg), or -1
 * when it is refused: judgeClaim's judgement, step for step, on an open window.
 */
export function judgeCall(w: CallWindow, c: number): number {
  const s = w.pt.s;
  const ev = w.event;
  const seat = callSeat(c);
  const kind = callKind(c);
  if (seat === eventSeat(ev)) return -1;
  if (eventKind(ev) === EventKind.ConcealedKong) return -1;
  w.facts(seat);
  const ruledAsWin = (kind === Call.Chow || kind === Call.Pung) && w.completes[seat] === 1;
  const as = ruledAsWin ? Call.MahJongg : kind;
  if (eventKind(ev) === EventKind.AddToPung && as !== Call.MahJongg) return -1;
  const lateOnDiscard = eventKind(ev) === EventKind.Discard && s[NEXT_HAS_DRAWN] === 1;
  if (lateOnDiscard && as !== Call.Chow && !w.pt.options.claimAfterNextDraw) return -1;
  if (ruledAsWin) return judgeWin(w, seat) ? Call.MahJongg : -1;
  const tile = eventTile(ev);
  const counts = w.counts[seat];
  switch (kind) {
    case Call.Chow: {
      const next = (eventSeat(ev) + 1) & 3;
      if (lateOnDiscard && seat === next) return -1;
      if (seat !== next || tile >= FIRST_HONOUR) return -1;
      const low = callLow(c);
      // A run: three kinds of one suit in a row, the tile among them.
      if (low >= FIRST_HONOUR || low % 9 > 6 || tile < low || tile > low + 2) return -1;
      for (let k = low; k < low + 3; k++) if (k !== tile && counts[k] === 0) return -1;
      return Call.Chow;
    }
    case Call.Pung:
      return counts[tile] >= 2 ? Call.Pung : -1;
    case Call.Kong:
      return counts[tile] >= 3 && w.canDrawLoose ? Call.Kong : -1;
    default:
      return judgeWin(w, seat) ? Call.MahJongg : -1;
  }
}

/**
 * Every legal call on the current event, in the order claims.ts legalClaims
 * lists them (seat by seat in play order from East: Mah-Jongg, Kong, Pung,
 * then each chow), written into `out`; returns how many. A chow or pung ruled
 * as a win is left out: it is that seat's Mah-Jongg call.
 */
export function legalCalls(w: CallWindow, out: Int32Array | number[]): number {
  if (!w.open()) return 0;
  const ev = w.event;
  if (eventKind(ev) === EventKind.ConcealedKong) return 0;
  const s = w.pt.s;
  const from = eventSeat(ev);
  const tile = eventTile(ev);
  const robbing = eventKind(ev) === EventKind.AddToPung;
  const late = eventKind(ev) === EventKind.Discard && s[NEXT_HAS_DRAWN] === 1;
  const lateSets = late && !w.pt.options.claimAfterNextDraw;
  const next = (from + 1) & 3;
  let n = 0;
  for (let seat = 0; seat < 4; seat++) {
    if (seat === from) continue;
    w.facts(seat);
    if (w.completes[seat] === 1) {
      if (!lateSets && judgeWin(w, seat)) out[n++] = call(seat, Call.MahJongg);
      // A chow or pung on this tile is ruled as his Mah-Jongg call.
      if (!robbing && !lateSets && w.counts[seat][tile] >= 3 && w.canDrawLoose) out[n++] = call(seat, Call.Kong);
      continue;
    }
    if (robbing) continue;
    const counts = w.counts[seat];
    if (!lateSets) {
      if (counts[tile] >= 3 && w.canDrawLoose) out[n++] = call(seat, Call.Kong);
      if (counts[tile] >= 2) out[n++] = call(seat, Call.Pung);
    }
    if (seat === next && !late && tile < FIRST_HONOUR) {
      const rank = tile % 9;
      if (rank >= 2 && counts[tile - 2] > 0 && counts[tile - 1] > 0) out[n++] = call(seat, Call.Chow, tile - 2);
      if (rank >= 1 && rank <= 7 && counts[tile - 1] > 0 && counts[tile + 1] > 0) out[n++] = call(seat, Call.Chow, tile - 1);
      if (rank <= 6 && counts[tile + 1] > 0 && counts[tile + 2] > 0) out[n++] = call(seat, Call.Chow, tile);
    }
  }
  return n;
}

/** The best of the calls given, by kind and then nearness to the seat that made the tile available (first announced among equals); -1 when none is legal. Each legal call is returned with its kind as ruled (callAs). */
export function bestCall(w: CallWindow, calls: ArrayLike<number>, n: number): number {
  let best = -1;
  let bestAs = -1;
  let bestDistance = 4;
  const from = eventSeat(w.event);
  for (let i = 0; i < n; i++) {
    const c = calls[i];
    const as = judgeCall(w, c);
    if (as < 0) continue;
    const d = (callSeat(c) - from) & 3;
    if (as > bestAs || (as === bestAs && d < bestDistance)) {
      best = ruledAs(c, as);
      bestAs = as;
      bestDistance = d;
    }
  }
  return best;
}
