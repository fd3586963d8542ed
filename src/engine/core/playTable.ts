/**
 * A table that plays moves in place and takes them back: the fast core for
 * the computer players and the puzzle generator, which try thousands of
 * moves where a board plays a handful. Tiles are kinds (0 to 33), hands are
 * counts, and every fact lives in one Int32Array of slots (slots.ts). Every
 * write goes through a journal, so takeBack() restores the position before
 * the last move exactly, whatever the move was.
 *
 * It plays by the same rules as the immutable steps the boards use (moves.ts,
 * adjudicate.ts): the same moves are allowed and refused with the same rule,
 * and lead to the same positions; the property tests play both side by side.
 * A move acts for the player whose turn it is; calls name their seats.
 */
import { type RuleOptions, withDefaults } from '../options';
import type { RuleId } from '../rules';
import { countsWin, fourKeepingFromWin } from './counts';
import { KIND_COUNT } from './kinds';
import { EventKind, bestClaimCode, eventKind, eventSeat, eventTile } from './claiming';
import { handIsDead } from './counts';
import { PlayWindow } from './playWindow';
import { RulingFacts, rulingFacts } from './ruling';
import { discardWhy, drawWhy, kongWhy, looseWhy, mahjongWhy, turnRule } from './turn';
import { TurnFacts } from './turnMoves';
import { mayDraw } from './wall';
import {
  CLAIMED_THIS_TURN, COUNTS, ClaimType, DISCARDS, DISCARD_COUNT, Ending, HEAD, KONG, KongWay, LAST_DRAWN, LIVE, MELDS, MELD_COUNT,
  NEXT_HAS_DRAWN, PHASE, Phase, RESULT, SIZE, SLOT_COUNT, TAIL, TURN,
  claimAs, claimLow, claimSeat, discardBy, kongSeat, kongTile, kongWay, meld, meldClaimedTile, meldFrom, meldIsClaimed, meldKind, meldTile, result,
} from './slots';

export class PlayTable {
  /** Every fact of the position (slots.ts). Read freely; write only through the moves. */
  readonly s = new Int32Array(SLOT_COUNT);
  /** Each seat's counts: views on its slots, made once (a check that changes counts while it searches gives them back as they were). */
  readonly rows: readonly Int32Array[] = [0, 1, 2, 3].map((seat) => this.s.subarray(COUNTS + seat * KIND_COUNT, COUNTS + (seat + 1) * KIND_COUNT));
  /** The calls window, reopened for each event. */
  readonly window: PlayWindow;
  // Pairs (slot, value before the write), and where each move's writes begin.
  private journal = new Int32Array(4096);
  private journalLength = 0;
  private marks: number[] = [];

  /**
   * @param wall the wall's tiles in order: wall[HEAD] is drawn next and loose
   *   tiles come from the far end; never changed, a move only moves HEAD and TAIL.
   */
  constructor(
    readonly wall: Uint8Array,
    readonly options: RuleOptions = withDefaults(),
  ) {
    this.window = new PlayWindow(this);
    this.s.fill(-1, LIVE, SLOT_COUNT);
    this.s[NEXT_HAS_DRAWN] = 0;
    this.s[CLAIMED_THIS_TURN] = 0;
  }

  // -------------------------------------------------------------------------
  // Reading the position
  // -------------------------------------------------------------------------

  get turn(): number {
    return this.s[TURN];
  }

  get phase(): number {
    return this.s[PHASE];
  }

  /** Copies of a kind in a seat's concealed hand. */
  count(seat: number, kind: number): number {
    return this.s[COUNTS + seat * KIND_COUNT + kind];
  }

  /** The wall's tiles less the reserve (A14): below 0 when a wall given shorter than the reserve. */
  aboveReserve(): number {
    return this.s[TAIL] - this.s[HEAD] - this.options.deadWallSize;
  }

  /** Tiles left in the wall that may still be drawn (the reserve, A14, excluded). */
  drawable(): number {
    return Math.max(0, this.aboveReserve());
  }

  /** What the turn of the player whose turn it is is decided on (core/turn.ts), written into `out`. */
  turnFacts(out: TurnFacts): TurnFacts {
    const s = this.s;
    const seat = s[TURN];
    out.phase = s[PHASE];
    out.claimedThisTurn = s[CLAIMED_THIS_TURN] === 1;
    out.aboveReserve = this.aboveReserve();
    out.size = s[SIZE + seat];
    out.counts = this.rows[seat];
    out.sets = s[MELD_COUNT + seat];
    out.kongs = 0;
    out.pungs.length = 0;
    for (let n = 0; n < out.sets; n++) {
      const m = s[MELDS + seat * 4 + n];
      if (meldKind(m) === ClaimType.Kong) out.kongs++;
      else if (meldKind(m) === ClaimType.Pung) out.pungs.push(meldTile(m));
    }
    out.inSets = 3 * out.sets + out.kongs;
    const kong = s[KONG];
    out.pending = s[PHASE] === Phase.Robbing && kong >= 0 && kongSeat(kong) === seat ? 1 : 0;
    return out;
  }

  /** Moves played and not taken back. */
  get moveCount(): number {
    return this.marks.length;
  }

  /** A hand with the wrong number of tiles is dead (A21): 13 plus one per kong, one more while holding a tile to discard. */
  isDead(seat: number): boolean {
    const s = this.s;
    const phase = s[PHASE];
    const kong = s[KONG];
    const holding =
      phase === Phase.Over
        ? s[RESULT] >= 0 && (s[RESULT] & 3) !== Ending.DrawGame && ((s[RESULT] >> 2) & 3) === seat
        : s[TURN] === seat && (phase === Phase.Discard || phase === Phase.Robbing);
    const pending = phase === Phase.Robbing && kong >= 0 && kongSeat(kong) === seat ? 1 : 0;
    let kongs = 0;
    for (let n = 0; n < s[MELD_COUNT + seat]; n++) if (meldKind(s[MELDS + seat * 4 + n]) === ClaimType.Kong) kongs++;
    return handIsDead(s[SIZE + seat] + pending + 3 * s[MELD_COUNT + seat] + kongs, kongs, holding);
  }

  /** Does the seat whose turn it is hold four sets and a pair? */
  holdsWinningHand(): boolean {
    const seat = this.s[TURN];
    if (this.s[SIZE + seat] !== (4 - this.s[MELD_COUNT + seat]) * 3 + 2) return false;
    return countsWin(this.rows[seat]);
  }

  // -------------------------------------------------------------------------
  // The journal
  // -------------------------------------------------------------------------

  private put(slot: number, value: number): void {
    if (this.journalLength + 2 > this.journal.length) {
      const bigger = new Int32Array(this.journal.length * 2);
      bigger.set(this.journal);
      this.journal = bigger;
    }
    this.journal[this.journalLength++] = slot;
    this.journal[this.journalLength++] = this.s[slot];
    this.s[slot] = value;
  }

  private add(slot: number, delta: number): void {
    this.put(slot, this.s[slot] + delta);
  }

  private begin(): void {
    this.marks.push(this.journalLength);
  }

  /** Takes back the last move played; false when there is none. */
  takeBack(): boolean {
    const to = this.marks.pop();
    if (to === undefined) return false;
    const { journal, s } = this;
    let at = this.journalLength;
    while (at > to) {
      at -= 2;
      s[journal[at]] = journal[at + 1];
    }
    this.journalLength = to;
    return true;
  }

  /** Forgets the moves played so far: they can no longer be taken back (a new starting position). */
  settle(): void {
    this.marks.length = 0;
    this.journalLength = 0;
  }

  // -------------------------------------------------------------------------
  // Moves. Each returns null when played, or the rule that refuses it (as moves.ts would).
  // -------------------------------------------------------------------------

  /** The player whose turn it is draws from the wall; with none left that may be drawn, the hand ends as a draw game (A20). */
  draw(): RuleId | null {
    const why = drawWhy(this.s[PHASE], true);
    return why ? turnRule(why) : this.takeFromWall(false);
  }

  /** The player whose turn it is discards a tile of this kind. */
  discard(kind: number): RuleId | null {
    const s = this.s;
    const seat = s[TURN];
    const why = discardWhy(s[PHASE], true, this.count(seat, kind));
    if (why) return turnRule(why);
    this.begin();
    this.giveTile(seat, kind);
    this.put(DISCARDS + s[DISCARD_COUNT], kind | (seat << 6));
    this.add(DISCARD_COUNT, 1);
    this.put(LIVE, kind | (seat << 6));
    this.put(NEXT_HAS_DRAWN, 0);
    this.put(TURN, (seat + 1) & 3);
    this.put(PHASE, Phase.Draw);
    this.put(CLAIMED_THIS_TURN, 0);
    this.put(KONG, -1);
    this.put(LAST_DRAWN, -1);
    return null;
  }

  /** The player whose turn it is declares a kong: four in hand (concealed), or a drawn fourth added to his exposed pung. */
  declareKong(kind: number): RuleId | null {
    const s = this.s;
    const seat = s[TURN];
    const held = this.count(seat, kind);
    const pung = this.pungOf(seat, kind);
    const why = kongWhy(s[PHASE], true, s[CLAIMED_THIS_TURN] === 1, this.aboveReserve(), held, pung >= 0);
    if (why) return turnRule(why, pung >= 0);
    if (pung >= 0) {
      this.begin();
      this.giveTile(seat, kind);
      this.put(PHASE, Phase.Robbing);
      this.put(KONG, seat | (kind << 2) | (KongWay.Added << 8));
      return null;
    }
    this.begin();
    this.add(COUNTS + seat * KIND_COUNT + kind, -4);
    this.add(SIZE + seat, -4);
    this.pushMeld(seat, meld(ClaimType.Kong, kind, 0, 0, false, KongWay.Concealed));
    this.put(PHASE, Phase.Loose);
    this.put(KONG, seat | (kind << 2) | (KongWay.Concealed << 8));
    return null;
  }

  /** The maker of a kong draws a loose tile from the far end of the wall; with none left, the hand ends as a draw game. */
  drawLoose(): RuleId | null {
    const why = looseWhy(this.s[PHASE], true);
    return why ? turnRule(why) : this.takeFromWall(true);
  }

  /**
   * The seat whose turn it is takes the wall's next tile, or (`loose`) a loose tile from its far end; with none left
   * that may be drawn, the hand ends as a draw game (A20). A loose tile ends the kong and any window on the discard.
   */
  private takeFromWall(loose: boolean): null {
    const s = this.s;
    this.begin();
    if (!mayDraw(this.aboveReserve())) {
      this.noTileLeft();
      return null;
    }
    const tile = loose ? this.wall[s[TAIL] - 1] : this.wall[s[HEAD]];
    if (loose) this.add(TAIL, -1);
    else this.add(HEAD, 1);
    this.takeTile(s[TURN], tile);
    this.put(PHASE, Phase.Discard);
    if (loose) {
      this.put(KONG, -1);
      this.put(LIVE, -1);
    }
    // After a draw with a discard still live, a late claim (A8) finds the next player has drawn past it.
    this.put(NEXT_HAS_DRAWN, s[LIVE] >= 0 ? 1 : 0);
    this.put(CLAIMED_THIS_TURN, 0);
    this.put(LAST_DRAWN, tile);
    return null;
  }

  /** The player whose turn it is goes out on the tile he holds: his draw, or the tile just claimed for a set. */
  mahjong(): RuleId | null {
    const s = this.s;
    const seat = s[TURN];
    const winning = this.holdsWinningHand();
    // The four's check changes the counts for a moment and gives them back, outside the journal of moves taken back.
    const why = mahjongWhy(s[PHASE], true, this.isDead(seat), winning, !winning && fourKeepingFromWin(this.rows[seat]) >= 0);
    if (why) return turnRule(why);
    this.begin();
    this.put(PHASE, Phase.Over);
    this.put(LIVE, -1);
    const last = s[MELD_COUNT + seat] > 0 ? s[MELDS + seat * 4 + s[MELD_COUNT + seat] - 1] : 0;
    if (s[CLAIMED_THIS_TURN] === 1 && meldIsClaimed(last)) {
      this.put(RESULT, result(Ending.OnClaimedSet, seat, meldClaimedTile(last), meldFrom(last), false));
    } else {
      this.put(RESULT, result(Ending.SelfDrawn, seat, s[LAST_DRAWN], 0, false));
    }
    return null;
  }

  /**
   * The calls announced on the current event (a discard, a tile added to a
   * pung, a concealed kong); none announced is everybody passing. Illegal
   * calls are set aside; the best legal one takes the tile and is carried
   * out, as adjudicate() rules. Returns the winning call (with its kind as
   * ruled, claimAs) in `won`, or -1.
   */
  ruleClaims(claims: ArrayLike<number>, n: number = claims.length): RuleId | null {
    const w = this.window;
    if (!w.open()) return 'CLAIM-LIVE-DISCARD';
    const ev = w.event;
    const winner = bestClaimCode(w, claims, n);
    this.won = winner;
    this.begin();
    const s = this.s;
    const facts = rulingFacts(w, winner, s[TAIL] - s[HEAD] - this.options.deadWallSize, this.ruling);
    if (winner < 0) {
      if (facts.drawGame) this.drawGame();
      else if (eventKind(ev) === EventKind.AddToPung) this.kongStands();
      return null;
    }
    const seat = claimSeat(winner);
    const tile = eventTile(ev);
    this.takeBackDraw(ev);
    if (claimAs(winner) === ClaimType.MahJongg) {
      this.takeTile(seat, tile);
      if (eventKind(ev) === EventKind.Discard) this.add(DISCARD_COUNT, -1);
      this.put(LIVE, -1);
      this.put(KONG, -1);
      this.put(TURN, seat);
      this.put(PHASE, Phase.Over);
      this.put(RESULT, result(Ending.ByClaim, seat, tile, eventSeat(ev), eventKind(ev) === EventKind.AddToPung));
      return null;
    }
    const as = claimAs(winner);
    const from = eventSeat(ev);
    const row = COUNTS + seat * KIND_COUNT;
    if (as === ClaimType.Chow) {
      const low = claimLow(winner);
      for (let k = low; k < low + 3; k++) if (k !== tile) this.add(row + k, -1);
      this.add(SIZE + seat, -2);
      this.pushMeld(seat, meld(ClaimType.Chow, low, tile, from, true, 0));
    } else {
      const used = as === ClaimType.Kong ? 3 : 2;
      this.add(row + tile, -used);
      this.add(SIZE + seat, -used);
      this.pushMeld(seat, meld(as, tile, tile, from, true, as === ClaimType.Kong ? KongWay.Discard : 0));
    }
    this.add(DISCARD_COUNT, -1);
    this.put(LIVE, -1);
    this.put(NEXT_HAS_DRAWN, 0);
    this.put(TURN, seat);
    this.put(PHASE, facts.looseTileDrawnBy >= 0 ? Phase.Loose : Phase.Discard);
    this.put(CLAIMED_THIS_TURN, 1);
    this.put(KONG, -1);
    this.put(LAST_DRAWN, -1);
    return null;
  }

  /** The winning call of the last call() (seat, kind, chow run and kind as ruled), or -1 when nobody took the tile. */
  won = -1;
  /** What followed the last call() (core/ruling.ts). */
  readonly ruling = new RulingFacts();

  // -------------------------------------------------------------------------
  // Steps of the moves
  // -------------------------------------------------------------------------

  private takeTile(seat: number, kind: number): void {
    this.add(COUNTS + seat * KIND_COUNT + kind, 1);
    this.add(SIZE + seat, 1);
  }

  private giveTile(seat: number, kind: number): void {
    this.add(COUNTS + seat * KIND_COUNT + kind, -1);
    this.add(SIZE + seat, -1);
  }

  private pushMeld(seat: number, m: number): void {
    this.put(MELDS + seat * 4 + this.s[MELD_COUNT + seat], m);
    this.add(MELD_COUNT + seat, 1);
  }

  /** Index (0 to 3) of the seat's exposed pung of this kind, or -1. */
  private pungOf(seat: number, kind: number): number {
    const s = this.s;
    for (let n = 0; n < s[MELD_COUNT + seat]; n++) {
      const m = s[MELDS + seat * 4 + n];
      if (meldKind(m) === ClaimType.Pung && meldTile(m) === kind) return n;
    }
    return -1;
  }

  /** A call after the next player's draw (A8 option) takes its place: his drawn tile goes back on top of the wall. */
  private takeBackDraw(ev: number): void {
    const s = this.s;
    if (eventKind(ev) !== EventKind.Discard || s[NEXT_HAS_DRAWN] === 0 || s[LIVE] < 0) return;
    const drawer = (discardBy(s[LIVE]) + 1) & 3;
    this.giveTile(drawer, s[LAST_DRAWN]);
    this.add(HEAD, -1);
    this.put(NEXT_HAS_DRAWN, 0);
    this.put(TURN, drawer);
    this.put(PHASE, Phase.Draw);
  }

  /** Nobody robbed the kong: the added tile joins the pung, and its maker draws a loose tile. */
  private kongStands(): void {
    const s = this.s;
    const kong = s[KONG];
    if (kongWay(kong) === KongWay.Added) {
      const seat = kongSeat(kong);
      const n = this.pungOf(seat, kongTile(kong));
      const m = s[MELDS + seat * 4 + n];
      this.put(MELDS + seat * 4 + n, meld(ClaimType.Kong, meldTile(m), meldClaimedTile(m), meldFrom(m), meldIsClaimed(m), KongWay.Added));
    }
    this.put(PHASE, Phase.Loose);
  }

  /** A draw finds no tile that may be drawn: the hand is over, with no winner (A20); the last discard stays where it lies, as moves.ts leaves it. */
  private noTileLeft(): void {
    this.put(PHASE, Phase.Over);
    this.put(RESULT, result(Ending.DrawGame, 0, 0, 0, false));
  }

  /** Nobody took the tile and no tile is left that may be drawn: the hand ends with no winner (A20), as adjudicate() rules it. */
  private drawGame(): void {
    this.noTileLeft();
    this.put(LIVE, -1);
    this.put(KONG, -1);
  }
}
