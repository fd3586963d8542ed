/**
 * The wall's last tiles (A14, A20): whether a tile may still be drawn, from
 * the wall or as a loose tile, by how many tiles the wall holds above its
 * reserve. Decided here once for both tables and every move and ruling.
 */

/** May a tile be drawn from a wall this many tiles above its reserve (A14, A20)? */
export function mayDraw(aboveReserve: number): boolean {
  return aboveReserve > 0;
}

/** May a tile still be drawn once a loose tile has been taken from it: only when the loose tile is not the last (A20)? */
export function mayDrawAfterLooseTile(aboveReserve: number): boolean {
  return aboveReserve > 1;
}
