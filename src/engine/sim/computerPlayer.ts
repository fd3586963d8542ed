/**
 * The computer players of the practice table: a simple, sensible strategy
 * on the fast core. Each decision weighs the hand by its shanten number (how
 * many tiles from winning) and, among discards that leave it as near, by how
 * many unseen tiles would bring it nearer:
 * - always take a win, on a discard or on its own draw;
 * - call a chow or pung when the set (and the discard after it) brings the
 *   hand nearer to winning; take a kong when it costs the hand nothing;
 * - declare a kong in its own turn, or add a drawn fourth to an exposed pung,
 *   when that leaves the hand as near to winning as before;
 * - discard what helps least.
 * Decisions only read the table; every move is played through the engine.
 */
import { eventSeat, eventTile, legalClaimCodes } from '../core/claiming';
import { FIRST_HONOUR, KIND_COUNT } from '../core/kinds';
import { MoveType, discardMove, kongMove, moveKind, moveType, playMove } from '../core/moves';
import { TurnFacts, TurnList, entryMove, entryWhy, legalTurnMoves } from '../core/turnMoves';
import { seenBy } from '../core/inSight';
import type { PlayTable } from '../core/playTable';
import { shanten } from '../core/shanten';
import {
  ClaimType, MELD_COUNT, PHASE, Phase, TURN, claimAs, claimType, claimLow, claimSeat,
} from '../core/slots';
import type { RuleOptions } from '../options';
import { dealInPlace } from './dealInPlace';

/** How many copies of each kind touch a tile of this kind for a set: itself, and suit neighbours within two ranks. */
export function partners(counts: ArrayLike<number>, k: number): number {
  let n = 2 * counts[k];
  if (k < FIRST_HONOUR) {
    const rank = k % 9;
    if (rank >= 1) n += 2 * counts[k - 1];
    if (rank >= 2) n += counts[k - 2];
    if (rank <= 7) n += 2 * counts[k + 1];
    if (rank <= 6) n += counts[k + 2];
  }
  return n;
}

export class ComputerPlayer {
  protected readonly counts = new Int32Array(KIND_COUNT);
  protected readonly seen = new Int32Array(KIND_COUNT);
  protected readonly claims = new Int32Array(16);
  // Each discard's shanten, while choosing one.
  protected readonly after = new Int32Array(KIND_COUNT);
  // The moves of a turn (core/turn.ts), and what they are decided on.
  protected readonly moves = new Int32Array(80);
  protected readonly facts = new TurnFacts();

  /**
   * Unseen tiles that would bring a hand of these counts (with `melds` sets
   * on the table, `now` tiles from winning) nearer: the measure of a discard.
   */
  protected improvers(melds: number, now: number): number {
    const counts = this.counts;
    let n = 0;
    for (let t = 0; t < KIND_COUNT; t++) {
      const left = 4 - this.seen[t];
      if (left <= 0) continue;
      // Only a tile that can share a set with one held can help.
      if (counts[t] === 0 && partners(counts, t) === 0) continue;
      counts[t]++;
      if (shanten(counts, melds) < now) n += left;
      counts[t]--;
    }
    return n;
  }

  /** How near winning each discard from `this.counts` (one tile over) leaves the hand, into this.after; returns the nearest. */
  protected discardShanten(melds: number): number {
    const counts = this.counts;
    const after = this.after;
    let best = Infinity;
    for (let k = 0; k < KIND_COUNT; k++) {
      if (counts[k] === 0) continue;
      counts[k]--;
      after[k] = shanten(counts, melds);
      counts[k]++;
      if (after[k] < best) best = after[k];
    }
    return best;
  }

  /** The kind to discard from `this.counts` (a hand holding one tile over), and how near winning it leaves the hand. */
  protected bestDiscard(melds: number): { kind: number; shanten: number } {
    const counts = this.counts;
    const after = this.after;
    const bestShanten = this.discardShanten(melds);
    // Among the discards that leave the hand nearest to winning: the most tiles to improve it, then the loneliest tile.
    let best = -1;
    let bestImprovers = -1;
    let bestPartners = Infinity;
    for (let k = 0; k < KIND_COUNT; k++) {
      if (counts[k] === 0 || after[k] !== bestShanten) continue;
      counts[k]--;
      const improvers = this.improvers(melds, bestShanten);
      counts[k]++;
      const p = partners(counts, k);
      if (improvers > bestImprovers || (improvers === bestImprovers && p < bestPartners)) {
        best = k;
        bestImprovers = improvers;
        bestPartners = p;
      }
    }
    return { kind: best, shanten: bestShanten };
  }

  /**
   * The discard this player would make from this.counts (loaded, one tile over), and how near winning it leaves the
   * hand: a kong is made only when it leaves the hand as near. The quick player's is bestDiscard; a level that weighs
   * more than nearness (harrPlayer.ts) chooses its own.
   */
  protected discardFor(_pt: PlayTable, _seat: number, melds: number): { kind: number; shanten: number } {
    return this.bestDiscard(melds);
  }

  protected load(pt: PlayTable, seat: number): void {
    this.counts.set(pt.rows[seat]);
    seenBy(pt, seat, this.seen);
  }

  /**
   * The call this seat announces on the current event, or -1 to let the tile
   * go by. Only calls the engine lists as legal are ever made.
   */
  claimFor(pt: PlayTable, seat: number): number {
    const n = legalClaimCodes(pt.window, this.claims);
    let chosen = -1;
    let chosenShanten = Infinity;
    const melds = pt.s[MELD_COUNT + seat];
    let now = -2;
    for (let i = 0; i < n; i++) {
      const c = this.claims[i];
      if (claimSeat(c) !== seat) continue;
      if (claimAs(c) === ClaimType.MahJongg) return c;
      if (now === -2) {
        this.load(pt, seat);
        now = shanten(this.counts, melds);
      }
      const tile = eventTile(pt.window.event);
      const counts = this.counts;
      let after: number;
      if (claimType(c) === ClaimType.Kong) {
        counts[tile] -= 3;
        // The loose tile is drawn after: the hand is then as a hand before its draw.
        after = shanten(counts, melds + 1);
        counts[tile] += 3;
        if (after > now) continue;
      } else {
        if (claimType(c) === ClaimType.Pung) counts[tile] -= 2;
        else for (let k = claimLow(c); k < claimLow(c) + 3; k++) if (k !== tile) counts[k]--;
        after = this.bestDiscard(melds + 1).shanten;
        if (claimType(c) === ClaimType.Pung) counts[tile] += 2;
        else for (let k = claimLow(c); k < claimLow(c) + 3; k++) if (k !== tile) counts[k]++;
        if (after >= now) continue;
      }
      if (after < chosenShanten || (after === chosenShanten && claimType(c) > claimType(chosen))) {
        chosen = c;
        chosenShanten = after;
      }
    }
    return chosen;
  }

  /** The move of the player whose turn it is, or -1 when the hand is over. Calls are made apart, with claimFor. */
  turnMove(pt: PlayTable): number {
    const s = pt.s;
    switch (s[PHASE]) {
      case Phase.Over:
        return -1;
      case Phase.Draw:
        return MoveType.Draw;
      case Phase.Loose:
        return MoveType.Loose;
      case Phase.Robbing:
        // Robbing is a call: claimFor answers it for each seat.
        return MoveType.ClaimType;
    }
    const seat = s[TURN];
    const n = legalTurnMoves(pt.turnFacts(this.facts), this.moves, TurnList.MahJongg | TurnList.Kongs);
    if (entryWhy(this.moves[0]) === 0) return MoveType.MahJongg;
    const melds = s[MELD_COUNT + seat];
    this.load(pt, seat);
    const keep = this.discardFor(pt, seat, melds);
    // A kong the rules allow (four in hand, then a drawn fourth for a pung), when it leaves the hand as near to winning.
    const counts = this.counts;
    for (let i = 1; i < n; i++) {
      if (entryWhy(this.moves[i]) !== 0) continue;
      const k = moveKind(entryMove(this.moves[i]));
      const added = counts[k] !== 4;
      const used = added ? 1 : 4;
      counts[k] -= used;
      const after = shanten(counts, added ? melds : melds + 1);
      counts[k] += used;
      if (after <= keep.shanten) return kongMove(k);
    }
    return discardMove(keep.kind);
  }
}

/** Each seat's call on the current event, as its own player decides it, written into `out`; returns how many. */
export function claimsOn(pt: PlayTable, players: readonly ComputerPlayer[], out: Int32Array): number {
  if (!pt.window.open()) return 0;
  const from = eventSeat(pt.window.event);
  let n = 0;
  for (let seat = 0; seat < 4; seat++) {
    if (seat === from) continue;
    const c = players[seat].claimFor(pt, seat);
    if (c >= 0) out[n++] = c;
  }
  return n;
}

const quick = new ComputerPlayer();
/** Four quick players: the table playComputerHand plays by default. */
const QUICK_TABLE: readonly ComputerPlayer[] = [quick, quick, quick, quick];

export interface ComputerHand {
  seed: number;
  /** The last position: the hand over. */
  table: PlayTable;
  moves: number;
  /** Calls that took a tile, by kind as ruled: chow, pung, kong, Mah-Jongg. */
  claimsWon: [number, number, number, number];
}

/**
 * Plays a whole hand from dealInPlace(seed) with four computer players, the
 * quick player at each seat unless `players` gives each seat its own. With
 * `timings`, each decision's time in milliseconds (by `clock`) is pushed to
 * it: one per own-turn move, one per call window (all the seats' calls together).
 */
export function playComputerHand(
  seed: number,
  options: Partial<RuleOptions> = {},
  timings?: { clock: () => number; ms: number[] },
  players: readonly ComputerPlayer[] = QUICK_TABLE,
): ComputerHand {
  const pt = dealInPlace(seed, options);
  const claims = new Int32Array(4);
  const claimsWon: [number, number, number, number] = [0, 0, 0, 0];
  for (let moves = 0; moves < 2000; moves++) {
    const started = timings?.clock();
    // A call window: each other seat says whether it calls.
    const n = claimsOn(pt, players, claims);
    const move = n > 0 || pt.s[PHASE] === Phase.Robbing ? MoveType.ClaimType : players[pt.s[TURN]].turnMove(pt);
    if (timings && started !== undefined) timings.ms.push(timings.clock() - started);
    if (move < 0) return { seed, table: pt, moves, claimsWon };
    const refused = playMove(pt, move, claims, n);
    if (refused) throw new Error(`playComputerHand(${seed}): move ${moves + 1} (${move}) refused: ${refused}`);
    if (moveType(move) === MoveType.ClaimType && pt.won >= 0) claimsWon[claimAs(pt.won)]++;
  }
  throw new Error(`playComputerHand(${seed}): the hand did not end within 2000 moves`);
}
