/**
 * The bench's hand set: concealed 14-tile hands from a seeded generator, the
 * same for every library the bench times. Every third hand is built as a
 * winner (four sets and a pair, a set being three of a kind or a run of three
 * in one suit, never more than four copies of a tile); the others are 14 tiles
 * drawn at random from a full set of 136. A random draw is rarely a winner,
 * so a little over a third of the set wins.
 */
import { seededRandom } from '../src/engine/random';
import { COPIES_OF_EACH_TILE, RANKS, SUITS, type Tile, TILE_KINDS, fullSet } from '../src/engine/tiles';

export const HAND_SET_SEED = 1922;
export const HAND_SET_SIZE = 12_000;
export const HAND_SIZE = 14;

/** Chance that a built winner's next set is a run rather than three of a kind. */
const RUN_CHANCE = 0.6;
const SETS_IN_A_WINNER = 4;

export interface HandSet {
  seed: number;
  hands: Tile[][];
  /** Indexes of the hands built as winners (every third, from the first). */
  built: number[];
}

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)];
}

function shuffleInPlace<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** Four sets and a pair, in a random order, with at most four copies of any tile. */
export function builtWinner(random: () => number): Tile[] {
  for (;;) {
    const copies = new Map<Tile, number>();
    const hand: Tile[] = [];
    const room = (tile: Tile, n: number) => (copies.get(tile) ?? 0) + n <= COPIES_OF_EACH_TILE;
    const take = (...tiles: Tile[]) => {
      for (const tile of tiles) {
        copies.set(tile, (copies.get(tile) ?? 0) + 1);
        hand.push(tile);
      }
    };
    const pair = pick(TILE_KINDS, random);
    take(pair, pair);
    let sets = 0;
    for (let tries = 0; sets < SETS_IN_A_WINNER && tries < 100; tries++) {
      if (random() < RUN_CHANCE) {
        const suit = pick(SUITS, random);
        const start = pick(RANKS.slice(0, 7), random);
        const run = [0, 1, 2].map((k) => `${start + k}${suit}` as Tile);
        if (run.every((tile) => room(tile, 1))) {
          take(...run);
          sets++;
        }
      } else {
        const tile = pick(TILE_KINDS, random);
        if (room(tile, 3)) {
          take(tile, tile, tile);
          sets++;
        }
      }
    }
    if (sets === SETS_IN_A_WINNER) return shuffleInPlace(hand, random);
  }
}

/** 14 tiles drawn at random from a full set of 136 (the first 14 of a partial shuffle). */
export function randomDraw(random: () => number): Tile[] {
  const wall = fullSet();
  for (let i = 0; i < HAND_SIZE; i++) {
    const j = i + Math.floor(random() * (wall.length - i));
    [wall[i], wall[j]] = [wall[j], wall[i]];
  }
  return wall.slice(0, HAND_SIZE);
}

/** The hand set for a seed: the same hands, in the same order, every time. */
export function handSet(seed = HAND_SET_SEED, size = HAND_SET_SIZE): HandSet {
  const random = seededRandom(seed);
  const hands: Tile[][] = [];
  const built: number[] = [];
  for (let i = 0; i < size; i++) {
    if (i % 3 === 0) {
      built.push(i);
      hands.push(builtWinner(random));
    } else {
      hands.push(randomDraw(random));
    }
  }
  return { seed, hands, built };
}
