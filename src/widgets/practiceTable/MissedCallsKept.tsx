/**
 * At a hand's end, the calls the learner let go by (the moments the record
 * marks as missed) are kept for review, like the boards he misses in a
 * lesson, and the table says so under the hand's end. The table fetches this
 * file, with the keeping (progress/keepMissed.ts), once the hand has such a
 * call, and says so if it cannot. The calls are kept as the hand's end is
 * drawn, in the same task, not after the next paint: a learner may leave the
 * page as soon as he sees the hand is over. Each position is kept once a
 * visit: a hand taken back with Undo and ended again adds no second miss for
 * the moments it had already ended with.
 */
import { useLayoutEffect, useState } from 'preact/hooks';
import type { PracticeState } from '../../engine';
import { MISSED_NOT_KEPT, keepMissedCalls } from '../../progress/keepMissed';

const keptThisVisit = new Set<string>();

type Kept = { of: PracticeState; problem: string | null };

export function MissedCallsKept({ state }: { state: PracticeState }) {
  const [kept, setKept] = useState<Kept | null>(null);
  const missed = state.moments.flatMap((m) => (m.review ? [m.review] : []));
  useLayoutEffect(() => {
    if (!state.end || !missed.length) return;
    const fresh = missed.filter((position) => !keptThisVisit.has(position));
    if (!fresh.length) return setKept({ of: state, problem: null });
    for (const position of fresh) keptThisVisit.add(position);
    const save = keepMissedCalls(fresh);
    setKept({ of: state, problem: save.saved ? null : MISSED_NOT_KEPT[save.problem] });
  }, [state]);
  if (!state.end || !missed.length || kept?.of !== state) return null;
  if (kept.problem) return <p class="note" data-missed-kept="not-saved">{kept.problem}</p>;
  return (
    <p data-missed-kept={missed.length}>
      {missed.length === 1 ? 'The call you let go by in this hand is' : `The ${missed.length} calls you let go by in this hand are`} kept for{' '}
      <a href="/review/">review</a>: {missed.length === 1 ? 'it comes' : 'each comes'} back as a board from your seat when it is due.
    </p>
  );
}
