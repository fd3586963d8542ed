/**
 * How near Mah-Jongg a hand is, in tiles (1: it waits on one tile), and the
 * discards that keep it nearest: the measure the practice table's coach and
 * review use, and a board of the learner's own turn grades his discard by.
 * Counted by the core's shanten, on the concealed tiles and the number of
 * sets already on the table.
 */
import { KIND_COUNT, kindOf } from './core/kinds';
import { shanten } from './core/shanten';
import type { Tile } from './tiles';

/** Tiles from Mah-Jongg: 1 for a hand that waits on one tile. */
export function tilesFromWinning(concealed: readonly Tile[], melds: number): number {
  const counts = new Int32Array(KIND_COUNT);
  for (const t of concealed) counts[kindOf(t)]++;
  return shanten(counts, melds) + 1;
}

/** How near Mah-Jongg discarding `tile` leaves the hand. */
export function nearAfterDiscarding(concealed: readonly Tile[], melds: number, tile: Tile): number {
  const at = concealed.indexOf(tile);
  return tilesFromWinning([...concealed.slice(0, at), ...concealed.slice(at + 1)], melds);
}

/**
 * The discards that leave the hand nearest to Mah-Jongg, each once, in the hand's order, and how near they leave it;
 * `except`: a tile not to be counted among them (a four the board asks him to keep).
 */
export function bestDiscards(concealed: readonly Tile[], melds: number, except: Tile | null = null): { tiles: Tile[]; near: number } {
  let best = { tiles: [] as Tile[], near: Infinity };
  for (const t of new Set(concealed)) {
    if (t === except) continue;
    const near = nearAfterDiscarding(concealed, melds, t);
    if (near < best.near) best = { tiles: [t], near };
    else if (near === best.near) best.tiles.push(t);
  }
  return best;
}

/** After a set is taken, the nearest the hand can be left by its best discard. */
export function bestAfterDiscard(concealed: Tile[], melds: number): number {
  return bestDiscards(concealed, melds).near;
}
