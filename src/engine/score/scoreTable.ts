/**
 * The scores at the end of a played hand: every seat's hand laid down and
 * scored line by line, and the settlement. A dead hand scores nothing (A21);
 * a drawn game is not settled (S11).
 */
import { SEATS, type Seat } from '../seats';
import { type Table, isDeadHand, wonAsDealt } from '../table';
import type { LaidDownHand, WinningWay } from './laidDownHand';
import { layDownLoser, layDownWinner } from './layDown';
import { type HandScore, scoreLaidDown } from './scoreHand';
import { type SettleOptions, type Settlement, settle } from './settle';

export interface SeatScore {
  hand: LaidDownHand;
  win?: WinningWay;
  score: HandScore;
}

export interface TableScore {
  seats: Record<Seat, SeatScore>;
  settlement: Settlement;
}

/**
 * Scores a finished table. `loose` says the winner's drawn tile was a loose
 * tile (the table does not keep it; the practice hand's record does). Null
 * while the hand is not over, or when the winner's tiles cannot be read as
 * four sets and a pair (which the engine never lets a hand end with).
 */
export function scoreTable(table: Table, loose = false, options: SettleOptions = {}): TableScore | null {
  const result = table.result;
  if (table.phase !== 'over' || !result) return null;
  const seats = {} as Record<Seat, SeatScore>;
  for (const seat of SEATS) {
    const { concealed, melds } = table.seats[seat];
    if (seat === result.winner && result.tile) {
      const laid = layDownWinner(seat, concealed, melds, { tile: result.tile, from: result.from ?? null, loose: loose && !result.from, asDealt: wonAsDealt(table) });
      if (!laid) return null;
      seats[seat] = laid;
    } else {
      const hand = layDownLoser(seat, concealed, melds, isDeadHand(table, seat));
      seats[seat] = { hand, score: scoreLaidDown(hand) };
    }
  }
  return { seats, settlement: settle(SEATS.map((s) => seats[s].score), options) };
}
