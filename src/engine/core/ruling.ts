/**
 * What follows a ruling on calls, decided once for both tables: whether the
 * hand is over (a win, or a draw game when no tile is left, A20), who draws
 * a loose tile, who discards, who draws after him, and who loses a turn.
 * The play table carries it out in place (PlayTable.call), the immutable
 * view on a new table (adjudicate.ts), each from these facts.
 */
import { type ClaimWindow, EventKind, eventKind, eventSeat } from './claiming';
import { ClaimType, claimAs, claimSeat } from './claimCode';
import { mayDraw, mayDrawAfterLooseTile } from './wall';

export class RulingFacts {
  /** The hand is over: won, or a draw game. */
  handOver = false;
  /** Over with no winner: the wall holds no tile that may be drawn (A20). */
  drawGame = false;
  /** Who draws a loose tile: the maker of a kong that stands, or the caller of a kong; -1 for nobody. */
  looseTileDrawnBy = -1;
  /** Who must discard before play goes on; -1 for nobody. */
  discardBy = -1;
  /** Who draws from the wall once he has discarded; -1 when the hand is over or no tile is left (A20). */
  nextToDraw = -1;
  /** Bit n set: seat n loses his turn, passed over by a call out of turn. */
  lostTurns = 0;
}

/**
 * The facts of the ruling that gives the event's tile to `winner` (a call
 * with its kind as ruled, claimAs; -1: nobody takes it), written into `out`.
 * `aboveReserve`: the wall's tiles less the reserve (A14) as the position
 * stands, a late draw (A8) not yet taken back.
 */
export function rulingFacts(w: ClaimWindow, winner: number, aboveReserve: number, out: RulingFacts): RulingFacts {
  const ev = w.event;
  const from = eventSeat(ev);
  const next = (from + 1) & 3;
  out.handOver = false;
  out.drawGame = false;
  out.looseTileDrawnBy = -1;
  out.discardBy = -1;
  out.nextToDraw = -1;
  out.lostTurns = 0;
  if (winner < 0) {
    if (eventKind(ev) === EventKind.Discard) {
      if (w.late) {
        // The next player has drawn already: he finishes his turn by discarding.
        out.discardBy = next;
        out.nextToDraw = mayDraw(aboveReserve) ? (next + 1) & 3 : -1;
      } else if (mayDraw(aboveReserve)) {
        out.discardBy = next;
        out.nextToDraw = next;
      } else {
        out.handOver = out.drawGame = true;
      }
      return out;
    }
    // Nobody robs the kong (or none may be robbed): it stands, unless no loose tile is left for it.
    if (!mayDraw(aboveReserve)) {
      out.handOver = out.drawGame = true;
      return out;
    }
    out.looseTileDrawnBy = out.discardBy = from;
    // Who draws is decided before the loose tile is taken: when it is the wall's last, nobody does (A20).
    out.nextToDraw = mayDrawAfterLooseTile(aboveReserve) ? next : -1;
    return out;
  }
  const seat = claimSeat(winner);
  if (claimAs(winner) === ClaimType.MahJongg) {
    out.handOver = true;
    return out;
  }
  for (let s = next; s !== seat; s = (s + 1) & 3) out.lostTurns |= 1 << s;
  out.discardBy = seat;
  const kong = claimAs(winner) === ClaimType.Kong;
  if (kong) out.looseTileDrawnBy = seat;
  // A late call puts the drawn tile back on the wall; a kong's loose tile comes out of it before the next draw.
  const left = w.late ? aboveReserve + 1 : aboveReserve;
  out.nextToDraw = (kong ? mayDrawAfterLooseTile(left) : mayDraw(left)) ? (seat + 1) & 3 : -1;
  return out;
}
