/**
 * What a player says as he discards (Harr's rule 3, ANNOUNCE-DISCARD): "3
 * character", "East wind", "Red dragon". Words, so they live in explain/,
 * apart from the tiles' names (tiles.ts), which every page that draws a
 * tile carries: only the rulings and the practice table say them.
 */
import { type Suit, type Tile, rankOf, suitOf, tileName } from '../tiles';

const SUIT_ANNOUNCED: Record<Suit, string> = { c: 'character', b: 'bamboo', d: 'circle' };

export function announcement(tile: Tile): string {
  const suit = suitOf(tile);
  if (suit) return `${rankOf(tile)} ${SUIT_ANNOUNCED[suit]}`;
  // An honour is announced by its name with the kind in small letters: "East Wind" is said "East wind".
  const [name, kind] = tileName(tile).split(' ');
  return kind ? `${name} ${kind.toLowerCase()}` : name.toLowerCase();
}
