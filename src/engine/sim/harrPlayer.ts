/**
 * The Harr level of the practice table's computer players: a player who
 * plays Harr's game rather than racing. "Plan and play to win at all times
 * with as high a hand as possible", and at the slightest suspicion that an
 * opponent is near Mah-Jongg, hold the tiles that would help him, so that
 * "he may be able to cause the game to be a draw" (Harr, 1922):
 * - it values its hand: it keeps and pungs the dragons and its own wind,
 *   plays for one suit when it holds many of one, and calls a chow only to
 *   win or to speed up a hand already worth a doubling;
 * - it watches the others' discards, as Harr bids: in every discard it
 *   weighs the chance that the tile finishes another player's hand, from what
 *   his play shows (the sets he shows, the suit his sets or his discards show
 *   he collects, the tiles he has thrown or let go by, and the wall left:
 *   discardHazard.ts), and keeps back the likeliest;
 * - it defends once the wall runs short, when a draw is within reach:
 *   against the players who show sets (or everyone, with the wall nearly
 *   gone) it discards the tiles least likely to finish their hands (one they
 *   have just let go by; else the fewer ready hands could wait on it, from
 *   the copies still out of sight, the less it is feared), and a hand not yet
 *   ready nor worth a doubling gives way for a draw, while one that is plays
 *   on;
 * - it races a racer: a player who throws a dragon or his own wind among his
 *   first discards is not playing for a high hand (one who is keeps them), nor
 *   is one who calls a chow with no set of dragons or of his wind on the table
 *   (a run scores nothing, so this level calls one only for a hand already
 *   worth a doubling); against him a high hand rarely comes in time, while a
 *   loser pays the winner the same whoever discarded. Then it plays as the
 *   quick player does, nearest to winning first, neither holding back nor
 *   giving way.
 * It reads only what a player at a real table sees: its own hand, the sets
 * on the table, the discards and who made them, and the wall's length. Every
 * move is still one the engine lists as legal (ComputerPlayer's rules).
 */
import { eventTile, legalClaimCodes } from '../core/claiming';
import { FIRST_HONOUR, KIND_COUNT } from '../core/kinds';
import type { PlayTable } from '../core/playTable';
import { shanten } from '../core/shanten';
import {
  ClaimType, DISCARDS, DISCARD_COUNT, MELDS, MELD_COUNT,
  claimAs, claimLow, claimSeat, claimType, discardBy, discardTile, meldKind, meldTile,
} from '../core/slots';
import { ComputerPlayer } from './computerPlayer';
import { DiscardHazard } from './discardHazard';

/** The dragons' kinds start here (Rd, Gd, Wd: 31 to 33). */
const FIRST_DRAGON = 31;
/**
 * What the Harr level weighs, tuned on the bench's figures (scripts/benchLevels.ts: draws, deal-in, doublings, and
 * points against three quick players), checked on 10,000 hands from other seeds; the closing notes of issue 25 list
 * what was tried.
 */
export interface HarrTuning {
  /** Tiles of one suit and honours, in hand and on the table, from which a player plays for that suit (one suit, with honours, doubles). */
  oneSuitFrom: number;
  /** Numbered tiles of that suit, at the least. */
  suitAtLeast: number;
  /** Tiles left to draw below which every opponent is feared some. */
  wallLow: number;
  /**
   * Tiles left to draw below which a player fears anyone: earlier, holding back only hands the others a win, since a
   * loser pays the winner the same whoever discarded, and a draw is far off.
   */
  fearWall: number;
  /** Sets on the table from which an opponent is feared some, and much. */
  someFear: number;
  muchFear: number;
  /** How far from winning (shanten) a hand must be to give up for safety, when an opponent is feared some, and much. */
  foldSome: number;
  foldMuch: number;
  /** How much safety weighs in a discard while the hand is still played for (one step nearer winning weighs 100). */
  care: number;
  /** How much a lone dragon or tile of his wind weighs kept, while two more of it are unseen. */
  keepSingle: number;
  /** While the hand is two or more steps from winning, a discard may leave it one step further, at this cost, for its value. */
  earlyStep: number;
  /** How much shedding a numbered tile off the suit played for weighs. */
  offPlan: number;
  /** How much a pair of dragons or of his wind weighs kept. */
  valuedPair: number;
  /** How much each percent of chance that a discard finishes another player's hand weighs against it (discardHazard.ts). */
  hazard: number;
}

export const HARR_TUNING: Readonly<HarrTuning> = {
  oneSuitFrom: 7,
  suitAtLeast: 4,
  wallLow: 25,
  fearWall: 40,
  someFear: 1,
  muchFear: 3,
  foldSome: 1,
  foldMuch: 0,
  care: 40,
  keepSingle: 60,
  earlyStep: 70,
  offPlan: 110,
  valuedPair: 300,
  hazard: 170,
};

/** How many of an opponent's first discards are read for a racer's: a dragon or his own wind thrown away. */
const RACER_READ_IN = 3;

/** A racer's sign read from his sets (HarrPlayer.racerSign): this bit, his seat << 8, and the lowest kind of his chow. */
const CHOW_SIGN = 1 << 10;

/** The seat a racer's sign (HarrPlayer.racerSign) shows racing. */
export const racerOf = (sign: number): number => (sign & CHOW_SIGN ? (sign >> 8) & 3 : discardBy(sign));

/** The lowest kind of the chow a racer's sign (HarrPlayer.racerSign) was read from, or -1 for one read from a discard. */
export const racerChow = (sign: number): number => (sign & CHOW_SIGN ? sign & 63 : -1);

const suitOfKind = (k: number): number => (k < FIRST_HONOUR ? Math.floor(k / 9) : -1);

export class HarrPlayer extends ComputerPlayer {
  private readonly tuning: HarrTuning;
  // How safe each kind is to discard against the opponent feared (higher is safer), while choosing a discard.
  private readonly safety = new Int32Array(KIND_COUNT);
  // Kinds the opponent feared let go by since his own last discard: he could not go out on them then.
  private readonly passed = new Uint8Array(KIND_COUNT);
  // How much this seat fears each opponent (0 none, 1 some, 2 much), and whether it fears any now (the wall short).
  private readonly fears = new Int32Array(4);
  private watching = false;
  // Kinds the opponent feared has thrown away.
  private readonly foeDiscarded = new Uint8Array(KIND_COUNT);
  // Copies of each kind this seat cannot see, and how many ready hands of the foe could wait on each kind.
  private readonly unseen = new Int32Array(KIND_COUNT);
  private readonly waits = new Int32Array(KIND_COUNT);
  // Numbered tiles of each suit in the hand and on the table, for the one-suit plan.
  private readonly bySuit = new Int32Array(3);
  // What the table shows of the others, and the chance each discard would finish one of their hands.
  private readonly hazard = new DiscardHazard();

  /** A player of the Harr level, weighing as HARR_TUNING does unless told otherwise (how the tuning tried other weights). */
  constructor(tuning: Partial<HarrTuning> = {}) {
    super();
    this.tuning = { ...HARR_TUNING, ...tuning };
  }

  /** A set of this kind doubles the seat's score: a dragon, or his own wind (seat 0 is East, whose wind is kind 27). */
  private valued(k: number, seat: number): boolean {
    return k >= FIRST_DRAGON || k === FIRST_HONOUR + seat;
  }

  /**
   * The suit the seat plays for, or -1: the suit that, with his honours, makes
   * up oneSuitFrom of his tiles in hand and on the table (suitAtLeast of them
   * numbered), with no set of another suit on the table. Reads this.counts,
   * which load() has filled.
   */
  private planSuit(pt: PlayTable, seat: number): number {
    const by = this.bySuit;
    by.fill(0);
    for (let k = 0; k < FIRST_HONOUR; k++) by[suitOfKind(k)] += this.counts[k];
    let setSuit = -1;
    for (let n = 0; n < pt.s[MELD_COUNT + seat]; n++) {
      const t = meldTile(pt.s[MELDS + seat * 4 + n]);
      if (t >= FIRST_HONOUR) continue;
      const suit = suitOfKind(t);
      if (setSuit >= 0 && setSuit !== suit) return -1;
      setSuit = suit;
      by[suit] += 3;
    }
    let best = 0;
    for (let suit = 1; suit < 3; suit++) if (by[suit] > by[best]) best = suit;
    let honours = 0;
    for (let k = FIRST_HONOUR; k < KIND_COUNT; k++) honours += this.counts[k];
    return by[best] >= this.tuning.suitAtLeast && by[best] + honours >= this.tuning.oneSuitFrom && (setSuit < 0 || setSuit === best) ? best : -1;
  }

  /** The hand already holds a doubling: a set (or three in hand) of dragons or his own wind, or no numbered tile but of the suit it plays for. */
  private worthADoubling(pt: PlayTable, seat: number, plan: number): boolean {
    if (plan >= 0 && this.bySuit[plan] === this.bySuit[0] + this.bySuit[1] + this.bySuit[2]) return true;
    for (let n = 0; n < pt.s[MELD_COUNT + seat]; n++) {
      const m = pt.s[MELDS + seat * 4 + n];
      if (meldKind(m) !== ClaimType.Chow && this.valued(meldTile(m), seat)) return true;
    }
    for (let k = FIRST_HONOUR; k < KIND_COUNT; k++) if (this.counts[k] >= 3 && this.valued(k, seat)) return true;
    return false;
  }

  /**
   * How much this seat fears each opponent (0 none, 1 some, 2 much), from
   * what shows: his sets on the table, and the wall left, into this.fears;
   * returns the greatest. Only once the wall is short (fearWall), when a
   * draw is within reach: before that, holding back only hands the others a
   * win (a loser pays the winner the same whoever discarded), and weighing
   * safety costs the hand its value (both measured in the bench).
   */
  private feared(pt: PlayTable, seat: number): number {
    const { muchFear, someFear, wallLow, fearWall } = this.tuning;
    const left = pt.drawable();
    let most = 0;
    for (let other = 0; other < 4; other++) {
      const sets = pt.s[MELD_COUNT + other];
      const fear = other === seat ? 0 : sets >= muchFear ? 2 : sets >= someFear || left < wallLow ? 1 : 0;
      this.fears[other] = fear;
      if (fear > most) most = fear;
    }
    this.watching = most > 0 && left < fearWall;
    return this.watching ? most : 0;
  }

  /**
   * What shows this seat an opponent races, or -1; the table's coach names it
   * (practiceTable/playingOn.ts racedAt); racerOf and racerChow read it:
   * - the discard as the table keeps it (tile | by << 6, slots.ts): among his
   *   first RACER_READ_IN discards lies a dragon or his own wind, tiles a
   *   player who values his hand keeps while they can still make a set, and
   *   the quick player throws first, as lone. Read from the discards lying on
   *   the table: one taken for a set is gone from there, and his next counts
   *   in its place;
   * - else CHOW_SIGN with his seat and his chow's lowest kind: he shows a
   *   chow and no set of dragons or of his own wind. A run scores nothing, so
   *   a player building a high hand calls one only when his hand already
   *   holds a doubling, as this level does; the quick player calls any that
   *   brings him nearer. Against three quick players this sign is worth
   *   about a point a hand (0.9 to 1.3 on the bench's seeds, by the weight
   *   given the chance of a discard); at a table of four of this level it
   *   moves the draws, deal-in and doublings by less than a point (the
   *   closing notes of issue 25).
   */
  racerSign(pt: PlayTable, seat: number): number {
    const s = pt.s;
    // Each opponent's discards read so far.
    const read = [0, 0, 0, 0];
    for (let i = 0; i < s[DISCARD_COUNT]; i++) {
      const d = s[DISCARDS + i];
      const by = discardBy(d);
      if (by === seat || read[by] >= RACER_READ_IN) continue;
      read[by]++;
      if (this.valued(discardTile(d), by)) return d;
    }
    for (let foe = 0; foe < 4; foe++) {
      if (foe === seat) continue;
      let chow = -1;
      let valued = false;
      for (let n = 0; n < s[MELD_COUNT + foe]; n++) {
        const m = s[MELDS + foe * 4 + n];
        if (meldKind(m) === ClaimType.Chow) chow = chow < 0 ? meldTile(m) : chow;
        else if (this.valued(meldTile(m), foe)) valued = true;
      }
      if (chow >= 0 && !valued) return CHOW_SIGN | (foe << 8) | chow;
    }
    return -1;
  }

  /** Whether a hand this far from winning (shanten) gives up for safety, at this fear. */
  private folds(fear: number, away: number): boolean {
    return fear === 2 ? away >= this.tuning.foldMuch : fear === 1 && away >= this.tuning.foldSome;
  }

  /** How safe each kind is to discard against every opponent feared (the least safe against any of them), into this.safety. */
  private rateSafety(pt: PlayTable, seat: number): void {
    this.safety.fill(1000);
    for (let foe = 0; foe < 4; foe++) if (foe !== seat && this.fears[foe] > 0) this.rateAgainst(pt, foe);
  }

  /** How safe each kind is against `foe`, lowering this.safety where it is less. Reads this.seen, which load() has filled. */
  private rateAgainst(pt: PlayTable, foe: number): void {
    const s = pt.s;
    const count = s[DISCARD_COUNT];
    this.passed.fill(0);
    // What was discarded, and by whom, since the foe's own last discard: he let it go by, so it does not finish his hand.
    let since = 0;
    for (let i = count - 1; i >= 0; i--) {
      if (discardBy(s[DISCARDS + i]) === foe) {
        since = i + 1;
        break;
      }
    }
    for (let i = since; i < count; i++) this.passed[discardTile(s[DISCARDS + i])] = 1;
    const foeDiscarded = this.foeDiscarded;
    foeDiscarded.fill(0);
    for (let i = 0; i < count; i++) if (discardBy(s[DISCARDS + i]) === foe) foeDiscarded[discardTile(s[DISCARDS + i])] = 1;
    // The suits the foe collects on the table, and whether all his numbered sets are of one.
    let foeSuits = 0;
    for (let n = 0; n < s[MELD_COUNT + foe]; n++) {
      const t = meldTile(s[MELDS + foe * 4 + n]);
      if (t < FIRST_HONOUR) foeSuits |= 1 << suitOfKind(t);
    }
    const oneSuit = foeSuits === 1 || foeSuits === 2 || foeSuits === 4;
    // How many ready hands could wait on each kind, from the copies out of this seat's sight: a lone tile waiting for
    // its pair, a pair beside another pair, two of a run waiting at either end, or its ends waiting for the middle.
    // Weighed the same for every foe, it ranks the kinds; the tiles he let go by are out of it.
    const u = this.unseen;
    for (let k = 0; k < KIND_COUNT; k++) u[k] = Math.max(0, 4 - this.seen[k]);
    const waits = this.waits;
    let most = 1;
    for (let k = 0; k < KIND_COUNT; k++) {
      let w = 4 * u[k] + u[k] * (u[k] - 1);
      if (k < FIRST_HONOUR) {
        const rank = k % 9;
        if (rank >= 2) w += 2 * u[k - 2] * u[k - 1];
        if (rank <= 6) w += 2 * u[k + 1] * u[k + 2];
        if (rank >= 1 && rank <= 7) w += u[k - 1] * u[k + 1];
        // A foe whose runs and sets are all of one suit plays for it: another suit he mostly throws away.
        if (oneSuit && !(foeSuits & (1 << suitOfKind(k)))) w = Math.floor(w / 5);
      }
      if (this.passed[k]) w = 0;
      else if (foeDiscarded[k]) w = Math.floor((w * 2) / 3);
      waits[k] = w;
      if (w > most) most = w;
    }
    for (let k = 0; k < KIND_COUNT; k++) {
      const safe = this.passed[k] ? 25 : Math.round(20 * (1 - waits[k] / most));
      if (safe < this.safety[k]) this.safety[k] = safe;
    }
  }

  /**
   * The discard from this.counts (one tile over) for a seat: for value while
   * no one is feared, for safety when someone is and the hand is far from
   * winning, and for speed alone, as the quick player's, against a racer.
   * Returns the kind and the shanten it leaves; the rest of the turn (a win,
   * a kong) is the quick player's (ComputerPlayer.turnMove).
   */
  protected override discardFor(pt: PlayTable, seat: number, melds: number): { kind: number; shanten: number } {
    if (this.racerSign(pt, seat) >= 0) return this.bestDiscard(melds);
    const counts = this.counts;
    const after = this.after;
    const best = this.discardShanten(melds);
    const plan = this.planSuit(pt, seat);
    const fear = this.feared(pt, seat);
    if (this.watching) this.rateSafety(pt, seat);
    this.hazard.read(pt, seat);
    // Defend when the feared hand is nearer than this one can hope to be (safety first, the hand second), unless this
    // one is already worth a doubling: a high hand plays on, a poor one gives way.
    const defend = this.folds(fear, best) && !this.worthADoubling(pt, seat, plan);
    // Early in the hand a discard may leave it one step further from winning, for what it keeps: a step costs less then.
    const early = best >= 2;
    const step = early ? this.tuning.earlyStep : 100;
    let choice = -1;
    let choiceScore = -Infinity;
    for (let k = 0; k < KIND_COUNT; k++) {
      if (counts[k] === 0) continue;
      if (!defend && after[k] > best + (early ? 1 : 0)) continue;
      let score = -(after[k] - best) * step;
      // Its value to the hand: a pair of dragons or his wind is kept, a lone one while two more are to come; a lone other
      // honour goes early; a tile off the suit he plays for goes.
      if (this.valued(k, seat)) score -= counts[k] >= 2 ? this.tuning.valuedPair : 4 - this.seen[k] >= 2 && best >= 1 ? this.tuning.keepSingle : 0;
      else if (k >= FIRST_HONOUR && counts[k] === 1) score += 10;
      if (plan >= 0 && k < FIRST_HONOUR && suitOfKind(k) !== plan) score += this.tuning.offPlan;
      if (defend) score += this.safety[k] * 60;
      else if (this.watching) score += this.safety[k] * this.tuning.care;
      // At all times, the chance that it finishes another player's hand, from what his play shows.
      score -= this.hazard.of(k) * this.tuning.hazard;
      counts[k]--;
      score += this.improvers(melds, after[k]) / 2;
      counts[k]++;
      if (score > choiceScore) {
        choice = k;
        choiceScore = score;
      }
    }
    return { kind: choice, shanten: after[choice] };
  }

  /**
   * The call this seat announces on the current event, or -1: a win always;
   * a pung of dragons or his own wind; another pung that brings the hand
   * nearer, in the suit it plays for; a chow only to speed up a hand already
   * worth a doubling; a kong as the quick player takes one. Nothing but a win
   * while he defends with a hand not worth a doubling; against a racer, the
   * quick player's call (any that brings the hand nearer).
   */
  override claimFor(pt: PlayTable, seat: number): number {
    const n = legalClaimCodes(pt.window, this.claims);
    let mine = false;
    for (let i = 0; i < n; i++) {
      if (claimSeat(this.claims[i]) !== seat) continue;
      if (claimAs(this.claims[i]) === ClaimType.MahJongg) return this.claims[i];
      mine = true;
    }
    if (!mine) return -1;
    if (this.racerSign(pt, seat) >= 0) return super.claimFor(pt, seat);
    this.load(pt, seat);
    const melds = pt.s[MELD_COUNT + seat];
    const counts = this.counts;
    const now = shanten(counts, melds);
    const fear = this.feared(pt, seat);
    const tile = eventTile(pt.window.event);
    const plan = this.planSuit(pt, seat);
    if (this.folds(fear, now) && !this.worthADoubling(pt, seat, plan)) return -1;
    let chosen = -1;
    let chosenAfter = Infinity;
    for (let i = 0; i < n; i++) {
      const c = this.claims[i];
      if (claimSeat(c) !== seat) continue;
      const type = claimType(c);
      let after: number;
      if (type === ClaimType.Kong) {
        counts[tile] -= 3;
        after = shanten(counts, melds + 1);
        counts[tile] += 3;
        if (after > now) continue;
      } else if (type === ClaimType.Pung) {
        const worth = this.valued(tile, seat);
        if (!worth && plan >= 0 && tile < FIRST_HONOUR && suitOfKind(tile) !== plan) continue;
        counts[tile] -= 2;
        after = this.bestDiscard(melds + 1).shanten;
        counts[tile] += 2;
        if (worth ? after > now : after >= now) continue;
      } else {
        if (!this.worthADoubling(pt, seat, plan) || (plan >= 0 && suitOfKind(claimLow(c)) !== plan)) continue;
        const low = claimLow(c);
        for (let k = low; k < low + 3; k++) if (k !== tile) counts[k]--;
        after = this.bestDiscard(melds + 1).shanten;
        for (let k = low; k < low + 3; k++) if (k !== tile) counts[k]++;
        if (after >= now) continue;
      }
      if (after < chosenAfter || (after === chosenAfter && type > claimType(chosen))) {
        chosen = c;
        chosenAfter = after;
      }
    }
    return chosen;
  }
}
