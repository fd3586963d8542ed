/**
 * Tiles as small integers: a tile kind is its index in TILE_KINDS, 0 to 33
 * (0-8 characters 1-9, 9-17 bamboo, 18-26 circles, 27-30 the winds E S W N,
 * 31-33 the dragons Rd Gd Wd). The engine's fast core counts and compares
 * kinds; the tile codes (`5c`, `Rd`) are for files, the judge's JSON and
 * what the widgets draw.
 */
import { TILE_KINDS, type Tile } from '../tiles';

export type Kind = number;

export const KIND_COUNT = 34;

/** The first honour kind: kinds below it are suited. */
export const FIRST_HONOUR = 27;

/**
 * The American set's flower and joker (tiles.ts), past the 34 classic kinds: a count of a hand that may hold
 * them has KINDS_WITH_AMERICAN slots, and the searches over the 34 never read these two.
 */
export const FLOWER_KIND = 34;
export const JOKER_KIND = 35;
export const KINDS_WITH_AMERICAN = 36;

/**
 * The kind of a tile, read from its code's characters: no map, no string
 * built. Only for tiles (a Tile value); the tests prove it against TILE_KINDS.
 */
export function kindOf(tile: Tile): Kind {
  const c = tile.charCodeAt(0);
  if (c >= 49 && c <= 57) {
    // A rank, then c (characters), b (bamboo) or d (circles).
    const suit = tile.charCodeAt(1);
    return (suit === 99 ? 0 : suit === 98 ? 9 : 18) + c - 49;
  }
  switch (c) {
    case 69: // E
      return 27;
    case 83: // S
      return 28;
    case 87: // W, or Wd
      return tile.length === 1 ? 29 : 33;
    case 78: // N
      return 30;
    case 82: // Rd
      return 31;
    case 70: // F, the American set's flower
      return FLOWER_KIND;
    case 74: // J, the American set's joker
      return JOKER_KIND;
    default: // Gd
      return 32;
  }
}

/** The tile code of a kind. */
export function tileOf(kind: Kind): Tile {
  return kind === FLOWER_KIND ? 'F' : kind === JOKER_KIND ? 'J' : TILE_KINDS[kind];
}

export function isSuitedKind(kind: Kind): boolean {
  return kind < FIRST_HONOUR;
}

/** The rank, 1 to 9, of a suited kind. */
export function rankOfKind(kind: Kind): number {
  return (kind % 9) + 1;
}

/** The kind one rank higher in the same suit, or -1 for a 9 or an honour: runs are found by index. */
export const NEXT_IN_SUIT: readonly Kind[] = TILE_KINDS.map((_, k) => (k < FIRST_HONOUR && k % 9 < 8 ? k + 1 : -1));

/** Ones, nines and honours, which Harr's score card values twice as high. */
export function isTerminalOrHonourKind(kind: Kind): boolean {
  return kind >= FIRST_HONOUR || kind % 9 === 0 || kind % 9 === 8;
}
