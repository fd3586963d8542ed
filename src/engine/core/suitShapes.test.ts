/**
 * The table of complete suit shapes against the search it replaces, on every
 * shape a suit can take in a hand (nine counts of 0 to 4, at most fourteen
 * tiles), in each of the three suits, alone and as part of a hand that wins
 * exactly when the suit is complete.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COPIES_OF_EACH_TILE } from '../tiles';
import { countsHaveReading, countsWin } from './counts';
import { FIRST_HONOUR, KIND_COUNT } from './kinds';
import { MOST_TILES_LISTED, SHAPE_KEYS, buildCompleteShapes, suitOver } from './suitShapes';

const EAST = FIRST_HONOUR;

/** Every suit shape of at most `most` tiles, each count 0 to 4, rank 1 first. */
function everyShape(most: number): number[][] {
  const shapes: number[][] = [];
  const shape: number[] = [];
  const grow = (rank: number, tiles: number) => {
    if (rank === 9) {
      shapes.push([...shape]);
      return;
    }
    for (let n = 0; n <= COPIES_OF_EACH_TILE && tiles + n <= most; n++) {
      shape.push(n);
      grow(rank + 1, tiles + n);
      shape.pop();
    }
  };
  grow(0, 0);
  return shapes;
}

const shapes = everyShape(MOST_TILES_LISTED);
const tilesIn = (shape: readonly number[]) => shape.reduce((a, b) => a + b, 0);

function countsWith(shape: readonly number[], suit: number): number[] {
  const counts = new Array<number>(KIND_COUNT).fill(0);
  shape.forEach((n, rank) => (counts[suit * 9 + rank] = n));
  return counts;
}

/**
 * Each shape, in suit i % 3, beside the honours that leave it to decide: a
 * pair of East beside a suit of sets, a pung of East beside a suit holding
 * the pair. The hand wins, by the search, exactly when the suit is complete.
 */
interface Checked {
  shape: number[];
  suit: number;
  counts: number[];
  /** The search's answer (countsHaveReading); false for a shape one tile over a multiple of three. */
  wins: boolean;
}

let checked: Checked[] | undefined;
function everyShapeSearched(): Checked[] {
  checked ??= shapes.map((shape, i) => {
    const tiles = tilesIn(shape);
    const suit = i % 3;
    const counts = countsWith(shape, suit);
    if (tiles % 3 === 1) return { shape, suit, counts, wins: false };
    counts[EAST] = tiles % 3 === 0 ? 2 : 3;
    return { shape, suit, counts, wins: countsHaveReading(counts) };
  });
  return checked;
}

describe('the complete suit shapes', () => {
  it('every shape of up to fourteen tiles, in each suit, is what the search reads it as', () => {
    const wrong: string[] = [];
    for (const { shape, suit, counts, wins } of everyShapeSearched()) {
      // Left over the sets: none, the pair (2), or 1 for a suit that is neither.
      const expected = wins ? tilesIn(shape) % 3 : 1;
      const found = suitOver(counts, suit * 9);
      if (found !== expected) wrong.push(`${shape.join('')} in suit ${suit}: ${found}, the search ${expected}`);
    }
    expect(shapes.length).toBe(405_350);
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('countsWin on every such shape, beside the honours that leave the suit to decide, agrees with the search', () => {
    const wrong = everyShapeSearched().filter(({ counts, wins }) => countsWin(counts) !== wins);
    expect(wrong.slice(0, 10).map(({ shape, suit }) => `${shape.join('')} in suit ${suit}`)).toEqual([]);
  });

  it('the table marks the complete shapes and nothing else: 21,743 of the 5^9 keys', () => {
    const table = buildCompleteShapes();
    let marked = 0;
    for (let key = 0; key < SHAPE_KEYS; key++) if (table[key >>> 5] & (1 << (key & 31))) marked++;
    const complete = everyShapeSearched().filter((c) => c.wins).length;
    expect(marked).toBe(complete);
    expect(complete).toBe(21_743);
    expect(table.byteLength).toBe(Math.ceil(5 ** 9 / 32) * 4);
  });

  it('a suit the table does not list is told apart, and countsWin searches the hand instead', () => {
    // Five sets in one suit (seventeen tiles with the pair), and five copies of a kind.
    const fiveSets = countsWith([3, 3, 3, 3, 3, 0, 0, 0, 2], 1);
    expect(suitOver(fiveSets, 9)).toBe(-1);
    expect(countsWin(fiveSets)).toBe(true);
    const fiveCopies = countsWith([5, 2, 2, 0, 0, 0, 0, 0, 0], 2);
    fiveCopies[EAST] = 2;
    expect(suitOver(fiveCopies, 18)).toBe(-1);
    expect(countsWin(fiveCopies)).toBe(true);
    const noReading = countsWith([5, 2, 1, 1, 0, 0, 0, 0, 0], 2);
    noReading[EAST] = 2;
    expect(suitOver(noReading, 18)).toBe(-1);
    expect(countsWin(noReading)).toBe(false);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 9, maxLength: 9 }), fc.integer({ min: 0, max: 2 }), (shape, suit) => {
        const tiles = tilesIn(shape);
        fc.pre(tiles > MOST_TILES_LISTED && tiles % 3 !== 1);
        const counts = countsWith(shape, suit);
        expect(suitOver(counts, suit * 9)).toBe(-1);
        counts[EAST] = tiles % 3 === 0 ? 2 : 3;
        expect(countsWin(counts)).toBe(countsHaveReading(counts));
      }),
      { numRuns: 2000 },
    );
  });
});
