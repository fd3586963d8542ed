/**
 * Settling the scores after a Mah-Jongg (Harr, "Settling the Scores"): the
 * winner collects his whole score from each of the others; then the three
 * others settle the differences of their scores, the highest first; East
 * pays and collects double, whether he wins or loses. A dead hand scores
 * nothing (A21), so it pays everyone.
 *
 * Harr's Part II limit is an option, off by default: with it, no hand counts
 * for more than the limit, and East's double may reach twice the limit.
 */
import { SEATS, type Seat } from '../seats';
import { type CardSource, SETTLING_SOURCE } from './card';
import type { HandScore } from './scoreHand';
import { paymentWhy } from '../explain/settlingWords';

export interface SettleOptions {
  /** Harr's Part II limit on a hand ("usually 300 points"); null or absent for Part I, the unlimited game. */
  limit?: number | null;
}

export interface Payment {
  from: Seat;
  to: Seat;
  amount: number;
  /** The two scores compared, and the double when East is one of the two. */
  why: string;
  source: CardSource;
  decision?: string;
}

export interface Settlement {
  winner: Seat | null;
  payments: Payment[];
  /** What each seat gains (positive) or loses (negative) in all. */
  net: Record<Seat, number>;
  /** Each seat's score as counted for settling (after the limit, if any). */
  counted: Record<Seat, number>;
}

/** Settles four scored hands, one of them the winner's; with no winner (a drawn game) nobody pays (S11). */
export function settle(scores: readonly HandScore[], options: SettleOptions = {}): Settlement {
  const seats = scores.map((s) => s.seat);
  if (scores.length !== 4 || SEATS.some((seat) => !seats.includes(seat))) {
    throw new RangeError(`settling needs one scored hand for each of the four seats, not ${seats.join(', ') || 'none'}`);
  }
  const winners = scores.filter((s) => s.winner);
  if (winners.length > 1) throw new RangeError(`only one player wins a hand, not ${winners.map((w) => w.seat).join(' and ')}`);
  const { limit } = options;
  if (limit != null && !(Number.isInteger(limit) && limit > 0)) throw new RangeError(`a limit is a whole number of points above 0, not ${limit}`);
  const counted = Object.fromEntries(scores.map((s) => [s.seat, limit != null ? Math.min(s.final, limit) : s.final])) as Record<Seat, number>;
  const net = { East: 0, South: 0, West: 0, North: 0 } as Record<Seat, number>;
  const payments: Payment[] = [];
  const winner = winners[0]?.seat ?? null;
  if (winner === null) return { winner, payments, net, counted };
  const pay = (from: Seat, to: Seat, base: number, source: CardSource, deadFrom = false) => {
    const east = from === 'East' || to === 'East';
    const amount = east ? base * 2 : base;
    if (amount === 0) return;
    const why = paymentWhy(from, to, winner, counted, deadFrom);
    payments.push({ from, to, amount, why, source: east ? SETTLING_SOURCE.east : source, ...(deadFrom ? { decision: 'S10' } : {}) });
    net[from] -= amount;
    net[to] += amount;
  };
  for (const seat of SEATS) {
    if (seat !== winner) pay(seat, winner, counted[winner], SETTLING_SOURCE.winner);
  }
  // The others, highest score first; each collects the difference from every lower one, then leaves the table.
  const others = SEATS.filter((s) => s !== winner).sort((a, b) => counted[b] - counted[a]);
  others.forEach((high, i) => {
    for (const low of others.slice(i + 1)) pay(low, high, counted[high] - counted[low], SETTLING_SOURCE.losers, scores.find((s) => s.seat === low)?.dead);
  });
  return { winner, payments, net, counted };
}
