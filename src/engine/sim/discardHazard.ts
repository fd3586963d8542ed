/**
 * How likely a discard is to finish another player's hand, judged as a
 * player at a real table can judge it: from each opponent's sets on the
 * table, his discards, the discards since his own last one, and the wall
 * left: "by watching the other players' discards, he will be able to form a
 * fairly good opinion of what they are doing with their hand" (Harr, 1922),
 * and hold back the tiles that would help one near Mah-Jongg. The Harr level
 * (harrPlayer.ts) weighs this chance in every discard it makes.
 *
 * The rates are measured, not guessed: `scripts/hazardRates.ts` plays the
 * bench's hands of four Harr players and, at each discard, looks at the
 * hidden hands (which no player may) to count how often a tile of each kind
 * in the discarder's hand would have finished an opponent's hand, by what
 * the table showed of that opponent. Each figure below is one of those
 * counts, in percent; the player reads only the table.
 */
import { FIRST_HONOUR, KIND_COUNT } from '../core/kinds';
import type { PlayTable } from '../core/playTable';
import { DISCARDS, DISCARD_COUNT, MELDS, MELD_COUNT, discardBy, discardTile, meldTile } from '../core/slots';

/** Tiles left to draw in each band of the wall, for READY: 0 to 15, 16 to 31, 32 to 47, 48 to 63, and 64 or more. */
export const WALL_BAND = 16;

/**
 * How often, in percent, a tile in hand would finish an opponent's hand, by
 * the sets he shows (0, 1, 2, 3 or more: the fewer tiles he conceals, the
 * nearer his hand) and the wall left (in bands of WALL_BAND tiles, the
 * shortest first: hands near Mah-Jongg as the wall runs down).
 */
export const READY: readonly (readonly number[])[] = [
  [1.76, 1.53, 1.01, 0.3, 0.04],
  [3.22, 2.62, 1.64, 0.72, 0.18],
  [5.82, 4.31, 3.07, 1.68, 0.69],
  [7.79, 6.3, 5.38, 4.17, 2.6],
];

/** For an honour, as READY's share: never thrown by the opponent, and thrown (he let one go, so rarely waits on it). */
export const HONOUR_SHARE: readonly number[] = [0.14, 0];

/**
 * For a numbered tile, as READY's share, by its rank (a 1 or 9; a 2 or 8;
 * 3 to 7, which finish the most runs), then by what the opponent's play shows
 * of its suit (nothing read; he collects another suit; he collects this one),
 * then whether he has thrown a tile of this kind himself.
 */
export const NUMBERED_SHARE: readonly (readonly (readonly number[])[])[] = [
  [[0.14, 0.13], [0.16, 0.11], [0.43, 0.16]],
  [[0.58, 0.33], [0.75, 0.16], [1.33, 0.25]],
  [[1.38, 0.79], [1.47, 0.47], [2.51, 0.95]],
];

/** As READY's share, a tile discarded since the opponent's own last discard: he let it go by, so could not go out on it. */
export const PASSED_SHARE = 0.02;

/** Numbered discards of an opponent, none of one suit, from which he is read as collecting that suit. */
export const READ_FROM = 4;

const suitOfKind = (k: number): number => Math.floor(k / 9);

/** NUMBERED_SHARE's first index for a numbered kind: 0 for a 1 or 9, 1 for a 2 or 8, 2 for 3 to 7. */
export function rankBand(k: number): number {
  const rank = k % 9;
  return rank === 0 || rank === 8 ? 0 : rank === 1 || rank === 7 ? 1 : 2;
}

/** NUMBERED_SHARE's second index for a numbered kind: nothing read of the suit collected (-1), 0; another suit, 1; its own, 2. */
export function suitRead(collects: number, k: number): number {
  return collects < 0 ? 0 : collects === suitOfKind(k) ? 2 : 1;
}

/**
 * Which suit `foe` collects as the table shows it, or -1: the one suit of all
 * his numbered sets; with no numbered set, the one suit none of his numbered
 * discards is of, once he has made READ_FROM of them.
 */
export function suitCollected(pt: PlayTable, foe: number): number {
  const s = pt.s;
  let setSuits = 0;
  for (let n = 0; n < s[MELD_COUNT + foe]; n++) {
    const t = meldTile(s[MELDS + foe * 4 + n]);
    if (t < FIRST_HONOUR) setSuits |= 1 << suitOfKind(t);
  }
  if (setSuits) return setSuits === 1 ? 0 : setSuits === 2 ? 1 : setSuits === 4 ? 2 : -1;
  let thrown = 0;
  let suits = 0;
  for (let i = 0; i < s[DISCARD_COUNT]; i++) {
    const d = s[DISCARDS + i];
    const t = discardTile(d);
    if (discardBy(d) !== foe || t >= FIRST_HONOUR) continue;
    thrown++;
    suits |= 1 << suitOfKind(t);
  }
  if (thrown < READ_FROM) return -1;
  return suits === 6 ? 0 : suits === 5 ? 1 : suits === 3 ? 2 : -1;
}

/**
 * What one seat reads of the others, once per decision, and the chance it
 * gives each kind of finishing one of their hands. What it read is open to
 * scripts/hazardRates.ts, which tallies the measured rates by the same facts.
 */
export class DiscardHazard {
  // For each opponent: his sets shown (READY's row), the suit he collects, the kinds he threw, the kinds let go by since
  // his last discard.
  private readonly sets = new Int32Array(4);
  private readonly suit = new Int32Array(4);
  private readonly threw = new Uint8Array(4 * KIND_COUNT);
  private readonly passed = new Uint8Array(4 * KIND_COUNT);
  private band = 0;
  private seat = 0;

  /** READY's row for `foe`: the sets he shows, three or more as three. */
  setsShown(foe: number): number {
    return this.sets[foe];
  }

  /** READY's column: the wall left, in bands of WALL_BAND tiles. */
  get wallBand(): number {
    return this.band;
  }

  /** The suit `foe` collects as the table shows it, or -1 (suitCollected). */
  collects(foe: number): number {
    return this.suit[foe];
  }

  /** 1 when `foe` has thrown a tile of kind `k` himself, else 0. */
  thrownBy(foe: number, k: number): number {
    return this.threw[foe * KIND_COUNT + k];
  }

  /** Whether a tile of kind `k` was discarded since `foe`'s own last discard: he let it go by. */
  letGoBy(foe: number, k: number): boolean {
    return this.passed[foe * KIND_COUNT + k] === 1;
  }

  /** Reads the table for `seat`: call before `of`, each time the table has moved. */
  read(pt: PlayTable, seat: number): void {
    const s = pt.s;
    const count = s[DISCARD_COUNT];
    this.seat = seat;
    this.band = Math.min(READY[0].length - 1, Math.floor(pt.drawable() / WALL_BAND));
    this.threw.fill(0);
    this.passed.fill(0);
    for (let foe = 0; foe < 4; foe++) {
      if (foe === seat) continue;
      this.sets[foe] = Math.min(READY.length - 1, s[MELD_COUNT + foe]);
      this.suit[foe] = suitCollected(pt, foe);
      let since = 0;
      for (let i = 0; i < count; i++) {
        const d = s[DISCARDS + i];
        if (discardBy(d) === foe) {
          this.threw[foe * KIND_COUNT + discardTile(d)] = 1;
          since = i + 1;
        }
      }
      for (let i = since; i < count; i++) this.passed[foe * KIND_COUNT + discardTile(s[DISCARDS + i])] = 1;
    }
  }

  /** The chance, in percent, that a discard of kind `k` finishes one of the other hands (summed over them). */
  of(k: number): number {
    let sum = 0;
    for (let foe = 0; foe < 4; foe++) {
      if (foe === this.seat) continue;
      const at = foe * KIND_COUNT + k;
      const threw = this.threw[at];
      const share = k >= FIRST_HONOUR ? HONOUR_SHARE[threw] : NUMBERED_SHARE[rankBand(k)][suitRead(this.suit[foe], k)][threw];
      sum += READY[this.sets[foe]][this.band] * share * (this.passed[at] ? PASSED_SHARE : 1);
    }
    return sum;
  }
}
