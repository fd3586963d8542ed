/**
 * The deal: a new hand from a seed, as Harr deals it.
 */
import type { RuleOptions } from '../options';
import { shuffle } from '../random';
import { SEATS, type Seat } from '../seats';
import { type SeatState, type Table, makeTable } from '../table';
import { type Tile, fullSet } from '../tiles';

/**
 * Deals a new hand as Harr describes: thirteen tiles each, and a fourteenth
 * for East, who makes the first discard.
 */
export function deal(seed: number, options: Partial<RuleOptions> = {}): Table {
  const wall: Tile[] = shuffle(fullSet(), seed);
  const seats = {} as Record<Seat, SeatState>;
  for (const seat of SEATS) seats[seat] = { concealed: wall.splice(0, seat === 'East' ? 14 : 13), melds: [] };
  return makeTable({ seats, wall, turn: 'East', phase: 'discard', options });
}
