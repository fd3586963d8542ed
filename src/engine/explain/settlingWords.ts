/**
 * The settlement at the practice table in words, spoken to the learner of
 * his own seat as the table's prompts are: "You (East) pay South 76",
 * "West pays you (East) 12"; every other seat in the third person.
 */
import type { Settlement } from '../score/settle';
import type { Seat } from '../seats';
import { personOf } from './person';

/** A seat in the scores: "South", or the learner's "You (East)" at a sentence's start and "you (East)" within it. */
export function scoreSeatName(seat: Seat, learner: Seat, atStart: boolean): string {
  if (seat !== learner) return seat;
  const you = personOf(seat, learner);
  return `${atStart ? you.Name : you.name} (${seat})`;
}

/** One payment of the settlement, with why: "You (East) pay South 76: South won with 38, …". */
export function paymentWords({ from, to, amount, why }: Settlement['payments'][number], learner: Seat): string {
  return `${scoreSeatName(from, learner, true)} ${personOf(from, learner).v('pays', 'pay')} ${scoreSeatName(to, learner, false)} ${amount}: ${why}.`;
}
