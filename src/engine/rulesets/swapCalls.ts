/**
 * Swap-calling (kuikae, docs/RULESETS.md KUIKAE): after a call, the tiles
 * the caller may not discard at once: another of the tile he called, and,
 * after a chow, the tile that makes the same run at its other end (a 4 after
 * calling the 7 for 5-6-7). One function, asked when a chow is judged (would
 * it leave only swap-calls to discard? KUIKAE-NO-DISCARD) and when his
 * discard after the call is (KUIKAE).
 */
import { type Kind, kindOf } from '../core/kinds';
import type { Tile } from '../tiles';

/** The kinds he may not discard after calling `called`, with `run` the chow's three tiles (none for a pung or kong). */
export function swapCalls(called: Tile, run: readonly Tile[] | null): Set<Kind> {
  const k = kindOf(called);
  const forbidden = new Set<Kind>([k]);
  if (!run) return forbidden;
  const ranks = run.map(kindOf).sort((a, b) => a - b);
  if (k === ranks[0] && k % 9 <= 5) forbidden.add(k + 3);
  if (k === ranks[2] && k % 9 >= 3) forbidden.add(k - 3);
  return forbidden;
}
