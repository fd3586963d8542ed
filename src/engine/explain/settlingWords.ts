/**
 * The settlement at the practice table in words, spoken to the learner of
 * his own seat as the table's prompts are: "You (East) pay South 76",
 * "West pays you (East) 12"; every other seat in the third person.
 */
import type { Payment, Settlement } from '../score/settle';
import type { Seat } from '../seats';
import { personOf } from './person';

/** A seat in the scores: "South", or the learner's "You (East)" at a sentence's start and "you (East)" within it. */
export function scoreSeatName(seat: Seat, learner: Seat, atStart: boolean): string {
  if (seat !== learner) return seat;
  const you = personOf(seat, learner);
  return `${atStart ? you.Name : you.name} (${seat})`;
}

/**
 * Why a payment is made: the winner's score, or two losers' scores compared, the higher collecting the difference
 * (with a dead hand's nothing said); doubled when East pays or collects. `you`: the reader's seat, named "you" (the
 * practice table), or null. The settlement writes each payment's `why` with it (score/settle.ts), for no reader.
 */
export function paymentWhy(from: Seat, to: Seat, winner: Seat, counted: Readonly<Record<Seat, number>>, deadFrom: boolean, you: Seat | null = null): string {
  const name = (seat: Seat) => personOf(seat, you).name;
  const base = to === winner ? `${name(to)} won with ${counted[to]}` : `${name(to)} ${counted[to]} against ${name(from)} ${counted[from]}${deadFrom ? ' (a dead hand counts nothing)' : ''}`;
  return from === 'East' || to === 'East' ? `${base}, doubled because East pays or collects double` : base;
}

/** One payment of the settlement, with why: "You (East) pay South 76: South won with 38, …", "South pays you (East) 32: you 16 against South 0, …". */
export function paymentWords(payment: Payment, settlement: Settlement, learner: Seat): string {
  const { from, to, amount } = payment;
  // A payment settled under S10 is a dead hand's: it counts nothing (score/settle.ts).
  const why = paymentWhy(from, to, settlement.winner!, settlement.counted, payment.decision === 'S10', learner);
  return `${scoreSeatName(from, learner, true)} ${personOf(from, learner).v('pays', 'pay')} ${scoreSeatName(to, learner, false)} ${amount}: ${why}.`;
}
