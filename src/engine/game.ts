/**
 * A game of several hands at the practice table: one seed a hand, the deal
 * passing as Harr says, a running score kept by where each player sits.
 *
 * The players keep their chairs and the winds move round them. Harr: "The
 * East Wind player retains the box until he loses a hand. When this occurs
 * the box goes to the right to the player who was South, but now becomes East
 * Wind"; and "if the player representing East Wind wins, or if the game is a
 * draw, he remains East Wind". So East keeps the deal after his own win and
 * after a draw game, and passes it to the player on his right after anyone
 * else's win. Each player
 * is named by his chair, from the learner's: you, on your right, opposite
 * you, on your left (explain/words.ts PLACE_TEXT). The first hand's East is
 * the learner. A game is plain data: each hand's result is recorded once it is
 * over, and everything else (who is East, the score) is worked out from them.
 */
import type { PlayerLevel } from './explain/practice';
import type { Place } from './explain/words';
import { SEATS, type Seat, nextSeat, placeFrom } from './seats';

/** The players' chairs in play order from the learner's: the next to play after you sits on your right. */
export const PLACES: readonly Place[] = ['self', 'right', 'opposite', 'left'];

/** Hands in a game: four by default, as many as sixteen from an address (a whole set of four rounds). */
export const GAME_HANDS = 4;
export const MAX_GAME_HANDS = 16;

/** A hand of the game once it is over: who went out (by chair; null for a draw game) and what each chair won or paid. */
export interface GameHand {
  winner: Place | null;
  net: Record<Place, number>;
}

export interface PracticeGame {
  /** One seed a hand, in order: the game is as long as the list. */
  seeds: number[];
  /** The hands played so far, in order (never more than the seeds). */
  played: GameHand[];
  /** How each computer player plays, by chair; quick where not given. */
  levels: Partial<Record<Place, PlayerLevel>>;
}

/** The hand to play next: its number (from 1), its seed, where East sits and the learner's own wind. */
export interface NextHand {
  number: number;
  seed: number;
  east: Place;
  seat: Seat;
}

export function newGame(seeds: readonly number[], levels: Partial<Record<Place, PlayerLevel>> = {}): PracticeGame {
  if (seeds.length < GAME_HANDS || seeds.length > MAX_GAME_HANDS) throw new RangeError(`a game has ${GAME_HANDS} to ${MAX_GAME_HANDS} hands, not ${seeds.length}`);
  return { seeds: [...seeds], played: [], levels: { ...levels } };
}

/** Where East sits for the hand after `played`: the learner at the first; then kept after East's win or a draw game, else passed to his right. */
export function eastAfter(played: readonly GameHand[]): Place {
  let east: Place = 'self';
  for (const hand of played) if (hand.winner !== null && hand.winner !== east) east = PLACES[(PLACES.indexOf(east) + 1) % 4];
  return east;
}

/** The wind of the player in a chair, with East in `east`'s. */
export function windAt(place: Place, east: Place): Seat {
  return SEATS[(PLACES.indexOf(place) - PLACES.indexOf(east) + 4) % 4];
}

/** Hand `number` of the game (from 1), as the hands before it leave the deal; null past the last. */
export function handOf(game: PracticeGame, number: number): NextHand | null {
  if (number < 1 || number > game.seeds.length || number > game.played.length + 1) return null;
  const east = eastAfter(game.played.slice(0, number - 1));
  return { number, seed: game.seeds[number - 1], east, seat: windAt('self', east) };
}

/** The hand to play next; null once every seed has been played. */
export function nextHand(game: PracticeGame): NextHand | null {
  return handOf(game, game.played.length + 1);
}

/** The computer players' levels for a hand, by wind, from the game's by chair. */
export function levelsByWind(game: PracticeGame, learner: Seat): Partial<Record<Seat, PlayerLevel>> {
  const out: Partial<Record<Seat, PlayerLevel>> = {};
  for (let i = 1; i < 4; i++) {
    const seat = nextSeat(learner, i);
    const level = game.levels[placeFrom(learner, seat)];
    if (level) out[seat] = level;
  }
  return out;
}

/** The game with the hand just played recorded: its winner (a wind, or null for a draw game) and each wind's settlement. */
export function recordHand(game: PracticeGame, learner: Seat, winner: Seat | null, net: Readonly<Record<Seat, number>>): PracticeGame {
  if (!nextHand(game)) throw new RangeError('every hand of this game has been played');
  const byChair = { self: 0, right: 0, opposite: 0, left: 0 } as Record<Place, number>;
  for (const seat of SEATS) byChair[placeFrom(learner, seat)] = net[seat];
  return { ...game, played: [...game.played, { winner: winner && placeFrom(learner, winner), net: byChair }] };
}

/** Each chair's points won or lost over the hands played, the learner's first. */
export function gameScore(game: PracticeGame): Record<Place, number> {
  const total = { self: 0, right: 0, opposite: 0, left: 0 } as Record<Place, number>;
  for (const hand of game.played) for (const place of PLACES) total[place] += hand.net[place];
  return total;
}
