/**
 * Score card values for a single set, from Harr's Score Card (1922):
 *
 *   Set                 Exposed  Concealed
 *   Pung, 2 to 8           2         4
 *   Pung, 1, 9, honours    4         8
 *   Kong, 2 to 8           8        16
 *   Kong, 1, 9, honours   16        32
 *   Chow                   0         0
 *
 * Rules implemented (RULES.md): SCORE-EXPOSED-HALF (a set made with a claimed
 * discard is worth half the same set drawn from the wall), SCORE-CONCEALED-KONG
 * (a drawn four laid out with its ends face down scores as concealed),
 * SCORE-HELD-FOUR-AS-THREE (a four still undeclared in hand counts as a
 * concealed three, a quarter of its value) and SCORE-CHOW-ZERO (runs score
 * nothing). Only set values are here: pairs, bonuses and doubles come later.
 */
import type { Meld } from './melds';
import { isRun, isTriplet } from './melds';
import { type Tile, isTerminalOrHonour } from './tiles';

/** Harr's value of three of a kind of this tile: 2 exposed, doubled for ones, nines and honours. */
function pungBase(tile: Tile): number {
  return isTerminalOrHonour(tile) ? 4 : 2;
}

/** A set on the table. Pungs and kongs made with a discard are exposed; a concealed kong is not. */
export function setScore(meld: Meld): number {
  const tile = meld.tiles[0];
  switch (meld.kind) {
    case 'chow':
      return 0;
    case 'pung':
      return pungBase(tile);
    case 'kong':
      return pungBase(tile) * 4 * (meld.kongWay === 'concealed' ? 2 : 1);
  }
}

/**
 * A set kept in the hand: three of a kind at the concealed value, a run at
 * nothing, and four of a kind never declared as a concealed three. Tiles that
 * make no set are an error.
 */
export function concealedSetScore(tiles: readonly Tile[]): number {
  if (isRun(tiles)) return 0;
  if (isTriplet(tiles)) return pungBase(tiles[0]) * 2;
  if (tiles.length === 4 && tiles.every((t) => t === tiles[0])) return heldFourScore(tiles[0]);
  throw new RangeError(`${tiles.join(' ')} is not a set: a set is three of a kind, four of a kind or a run of three`);
}

/** Four of a kind held undeclared in the hand when the hand ends: it counts as a concealed three. */
export function heldFourScore(tile: Tile): number {
  return pungBase(tile) * 2;
}
