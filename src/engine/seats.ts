/**
 * Seats and the order of play. Play passes "to the right", East → South →
 * West → North → East (Harr calls it counter-clockwise, Illustration No. 3).
 */

export type Seat = 'East' | 'South' | 'West' | 'North';

export const SEATS: readonly Seat[] = ['East', 'South', 'West', 'North'];

export function isSeat(word: string): word is Seat {
  return (SEATS as readonly string[]).includes(word);
}

/** Reads a seat word in any case ("south", "SOUTH"); null when it is not a seat. */
export function parseSeat(word: string): Seat | null {
  const cap = word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
  return isSeat(cap) ? cap : null;
}

export function seatIndex(seat: Seat): number {
  return SEATS.indexOf(seat);
}

/** d(from, to): how many steps of play order lead from one seat to the other (0 to 3). */
export function distance(from: Seat, to: Seat): number {
  return (seatIndex(to) - seatIndex(from) + 4) % 4;
}

/** The seat `steps` places on in play order; nextSeat(East) is South, on East's right. */
export function nextSeat(seat: Seat, steps = 1): Seat {
  return SEATS[(seatIndex(seat) + steps) % 4];
}

/** The player to a seat's left: the one who plays just before him. */
export function previousSeat(seat: Seat): Seat {
  return nextSeat(seat, 3);
}

/** The seats strictly between two seats in play order: those who lose their turn when `to` claims `from`'s discard. */
export function seatsBetween(from: Seat, to: Seat): Seat[] {
  const between: Seat[] = [];
  for (let step = 1; step < distance(from, to); step++) between.push(nextSeat(from, step));
  return between;
}

/** The other three seats, in play order after the given one. */
export function othersInPlayOrder(seat: Seat): Seat[] {
  return [1, 2, 3].map((step) => nextSeat(seat, step));
}

/** Where a seat sits as seen from another: the next player is on his right, the previous on his left. */
export function placeFrom(viewer: Seat, seat: Seat): 'self' | 'right' | 'opposite' | 'left' {
  return (['self', 'right', 'opposite', 'left'] as const)[distance(viewer, seat)];
}
