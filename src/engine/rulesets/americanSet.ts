/**
 * Whether a position belongs to the American set alone (docs/RULESETS.md
 * R19, R21): it holds a flower or a joker, or a call written in one of the
 * American forms (for a pair, to redeem a joker, `using`, `racked`). Harr
 * and the other rulesets cannot rule such a position; the referee and the
 * rulings under the rulesets ask this one question. A small module, so the
 * referee asks it without loading the presets.
 */
import type { Claim } from '../claims';
import { type Table, allTiles } from '../table';
import { isAmericanTile } from '../americanTiles';

export function americanOnly(table: Table, claims: readonly Claim[]): boolean {
  return allTiles(table).some(isAmericanTile) || claims.some((c) => c.form || c.using || c.racked);
}
