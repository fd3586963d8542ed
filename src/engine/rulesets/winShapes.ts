/**
 * The winning shapes a ruleset knows (WIN-SHAPES): four sets and a pair,
 * and the special hands some rulesets add, read on a hand's 34 counts with
 * the claimed tile in them. Harr knows the first alone (WIN-FOUR-SETS-PAIR),
 * decided in core/counts.ts; the special hands are decided here, for the
 * presets that list them.
 */
import { countsWin } from '../core/counts';
import { FIRST_HONOUR, KIND_COUNT, isTerminalOrHonourKind } from '../core/kinds';
import type { WinShape } from './ruleset';

/** Seven different pairs, the hand concealed. */
function sevenPairs(counts: ArrayLike<number>): boolean {
  let pairs = 0;
  for (let k = 0; k < KIND_COUNT; k++) {
    if (counts[k] === 2) pairs++;
    else if (counts[k] !== 0) return false;
  }
  return pairs === 7;
}

/** Each of the thirteen orphans, one of them twice, and nothing else, the hand concealed. */
function thirteenOrphans(counts: ArrayLike<number>): boolean {
  let pair = 0;
  for (let k = 0; k < KIND_COUNT; k++) {
    const orphan = isTerminalOrHonourKind(k);
    if (!orphan && counts[k] !== 0) return false;
    if (orphan && (counts[k] === 0 || counts[k] > 2)) return false;
    if (counts[k] === 2) pair++;
  }
  return pair === 1;
}

/** The six ways the knitted pattern sets 1-4-7, 2-5-8 and 3-6-9 in the three suits, as each suit's first rank (0, 1 or 2). */
const KNITS: readonly (readonly number[])[] = [
  [0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0],
];

/** The nine kinds of one knitted pattern. */
function knitKinds(knit: readonly number[]): number[] {
  return knit.flatMap((first, suit) => [first, first + 3, first + 6].map((rank) => suit * 9 + rank));
}

/**
 * Chinese Official's knitted hands: fourteen different tiles from one knitted pattern and the honours (Lesser or
 * Greater Honours and Knitted Tiles), concealed; or the knitted pattern's nine tiles whole, with a set and a pair
 * (Knitted Straight), at most that set on the table.
 */
function knitted(counts: ArrayLike<number>, sets: number): boolean {
  for (const knit of KNITS) {
    const kinds = knitKinds(knit);
    if (sets === 0) {
      let distinct = 0;
      let fits = true;
      for (let k = 0; k < KIND_COUNT && fits; k++) {
        if (counts[k] === 0) continue;
        fits = counts[k] === 1 && (k >= FIRST_HONOUR || kinds.includes(k));
        distinct++;
      }
      if (fits && distinct === 14) return true;
    }
    if (sets <= 1 && kinds.every((k) => counts[k] > 0)) {
      const rest = Array.from(counts);
      for (const k of kinds) rest[k]--;
      if (countsWin(rest)) return true;
    }
  }
  return false;
}

/**
 * The shape in which these counts (the claimed tile among them, `sets` sets on the table) win under a ruleset's
 * shapes, or null. The card (American) is not read here: whether a hand fits it is assumed (R18).
 */
export function winningShape(counts: ArrayLike<number>, sets: number, shapes: readonly WinShape[]): WinShape | null {
  let size = 0;
  for (let k = 0; k < KIND_COUNT; k++) size += counts[k];
  if (size !== (4 - sets) * 3 + 2) return null;
  if (shapes.includes('sets-pair') && countsWin(Array.from(counts))) return 'sets-pair';
  if (sets === 0 && shapes.includes('seven-pairs') && sevenPairs(counts)) return 'seven-pairs';
  if (sets === 0 && shapes.includes('thirteen-orphans') && thirteenOrphans(counts)) return 'thirteen-orphans';
  if (shapes.includes('knitted') && knitted(counts, sets)) return 'knitted';
  return null;
}

/** The kinds that would complete a hand of these counts (one tile short) under the shapes: its waits. */
export function waitsOf(counts: ArrayLike<number>, sets: number, shapes: readonly WinShape[]): number[] {
  const trial = Array.from(counts);
  const waits: number[] = [];
  for (let k = 0; k < KIND_COUNT; k++) {
    if (trial[k] >= 4) continue;
    trial[k]++;
    if (winningShape(trial, sets, shapes)) waits.push(k);
    trial[k]--;
  }
  return waits;
}
