/**
 * Tiles and their notation.
 *
 * A tile is written as a short code: a rank and a suit letter for suited tiles
 * (`5c` five of characters, `3b` three of bamboo, `7d` seven of circles, which
 * the notation calls dots), a letter for a wind (`E S W N`) and two letters
 * for a dragon (`Rd Gd Wd`). The set has 34 kinds and four copies of each.
 * The American set adds two kinds of eight copies each (docs/RULESETS.md R17,
 * R21): `F`, the flowers, all one kind, and `J`, the jokers. Only a position
 * under the American ruleset may hold them; the scenario reader refuses them
 * elsewhere.
 */
export type Suit = 'c' | 'b' | 'd';
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
export type SuitedTile = `${Rank}${Suit}`;
export type Wind = 'E' | 'S' | 'W' | 'N';
export type Dragon = 'Rd' | 'Gd' | 'Wd';
/** The American set's own tiles: `F` a flower (eight, one kind), `J` a joker (eight). */
export type AmericanTile = 'F' | 'J';
export type Tile = SuitedTile | Wind | Dragon | AmericanTile;

export const SUITS: readonly Suit[] = ['c', 'b', 'd'];
export const RANKS: readonly Rank[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];
export const WINDS: readonly Wind[] = ['E', 'S', 'W', 'N'];
export const DRAGONS: readonly Dragon[] = ['Rd', 'Gd', 'Wd'];
export const COPIES_OF_EACH_TILE = 4;

/** The 34 kinds, in the order a hand is sorted: characters, bamboo, circles, winds, dragons. */
export const TILE_KINDS: readonly Tile[] = [
  ...SUITS.flatMap((suit) => RANKS.map((rank) => `${rank}${suit}` as SuitedTile)),
  ...WINDS,
  ...DRAGONS,
];

export const FULL_SET_SIZE = TILE_KINDS.length * COPIES_OF_EACH_TILE; // 136

/** The kinds only the American set has, sorted after the dragons: flowers, then jokers (americanTiles.ts counts them). */
export const AMERICAN_TILES: readonly AmericanTile[] = ['F', 'J'];

const ORDER = new Map<Tile, number>([...TILE_KINDS, ...AMERICAN_TILES].map((tile, index) => [tile, index]));

export const SUIT_NAMES: Record<Suit, string> = { c: 'Characters', b: 'Bamboo', d: 'Circles' };
const WIND_NAMES: Record<Wind, string> = { E: 'East', S: 'South', W: 'West', N: 'North' };
const DRAGON_NAMES: Record<Dragon, string> = { Rd: 'Red', Gd: 'Green', Wd: 'White' };

export function isTile(token: string): token is Tile {
  return ORDER.has(token as Tile);
}

export function isSuited(tile: Tile): tile is SuitedTile {
  return tile.length === 2 && tile[0] >= '1' && tile[0] <= '9';
}

export function isWind(tile: Tile): tile is Wind {
  return (WINDS as readonly string[]).includes(tile);
}

export function isDragon(tile: Tile): tile is Dragon {
  return (DRAGONS as readonly string[]).includes(tile);
}

/** Winds and dragons: the honours, which have no number and so never form a run. */
export function isHonour(tile: Tile): boolean {
  return isWind(tile) || isDragon(tile);
}

export function suitOf(tile: Tile): Suit | null {
  return isSuited(tile) ? (tile[1] as Suit) : null;
}

export function rankOf(tile: Tile): Rank | null {
  return isSuited(tile) ? (Number(tile[0]) as Rank) : null;
}

/** Ones, nines and honours: the tiles Harr's score card values twice as high. */
export function isTerminalOrHonour(tile: Tile): boolean {
  const rank = rankOf(tile);
  return rank === null || rank === 1 || rank === 9;
}

/** The suited tile `offset` ranks away, or null past the end of the suit (there is no 9-1 wrap). */
export function shiftRank(tile: Tile, offset: number): SuitedTile | null {
  const rank = rankOf(tile);
  const suit = suitOf(tile);
  if (rank === null || suit === null) return null;
  const shifted = rank + offset;
  return shifted >= 1 && shifted <= 9 ? (`${shifted}${suit}` as SuitedTile) : null;
}

export function compareTiles(a: Tile, b: Tile): number {
  return (ORDER.get(a) ?? 0) - (ORDER.get(b) ?? 0);
}

export function sortTiles(tiles: readonly Tile[]): Tile[] {
  return [...tiles].sort(compareTiles);
}

/** The accessible name of a tile: "5 of Characters", "East Wind", "Red Dragon". */
export function tileName(tile: Tile): string {
  if (isSuited(tile)) return `${tile[0]} of ${SUIT_NAMES[tile[1] as Suit]}`;
  if (isWind(tile)) return `${WIND_NAMES[tile]} Wind`;
  if (tile === 'F' || tile === 'J') return tile === 'F' ? 'Flower' : 'Joker';
  return `${DRAGON_NAMES[tile as Dragon]} Dragon`;
}

/**
 * A tile's name after a number of its copies: "three East Winds", "four Red Dragons"; a suited tile keeps its name,
 * "three 1 of Circles", as the course writes it.
 */
export function tilesName(tile: Tile): string {
  return isSuited(tile) ? tileName(tile) : `${tileName(tile)}s`;
}

/** A run by its ranks and suit: "4-5-6 of Characters" (the tiles of one suit, in order). */
export function runName(tiles: readonly Tile[]): string {
  return `${tiles.map((t) => t[0]).join('-')} of ${SUIT_NAMES[tiles[0][1] as Suit]}`;
}

/** How many of each kind a list of tiles holds. */
export function countTiles(tiles: readonly Tile[]): Map<Tile, number> {
  const counts = new Map<Tile, number>();
  for (const tile of tiles) counts.set(tile, (counts.get(tile) ?? 0) + 1);
  return counts;
}

export function copiesOf(tiles: readonly Tile[], tile: Tile): number {
  let n = 0;
  for (const t of tiles) if (t === tile) n++;
  return n;
}

/** Removes one copy of each given tile; null when the list does not hold them all. */
export function removeTiles(from: readonly Tile[], tiles: readonly Tile[]): Tile[] | null {
  const rest = [...from];
  for (const tile of tiles) {
    const at = rest.indexOf(tile);
    if (at < 0) return null;
    rest.splice(at, 1);
  }
  return rest;
}

/** A fresh set of 136 tiles in kind order. */
export function fullSet(): Tile[] {
  return TILE_KINDS.flatMap((tile) => Array<Tile>(COPIES_OF_EACH_TILE).fill(tile));
}
