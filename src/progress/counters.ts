/**
 * Fills the page's progress counters from the learner's stored progress:
 *
 * - every element with `data-boards` (a lesson's boards, space-separated: the
 *   course map's entries, a lesson's header and its end) says how many are
 *   solved and how many earned a star, and is marked `data-complete` once all
 *   are solved; `data-done` is said first then ("Lesson complete: ");
 * - the course map's puzzle line (`data-puzzles`) says how many are solved;
 * - `data-progress-problem` shows what could not be read of a broken store.
 *
 * Run once a page loads and again each time a board is answered, so that no
 * counter waits for a reload. Words, not colour alone, carry every state.
 */
import { boardTally, loadProgressRead, puzzleTally } from './store';

const ids = (list: string | undefined) => (list ?? '').split(' ').filter(Boolean);

export function showProgress(): void {
  const { progress, problem } = loadProgressRead();
  for (const el of document.querySelectorAll<HTMLElement>('[data-boards]')) {
    const { total, solved, stars } = boardTally(progress, ids(el.dataset.boards));
    if (!total) continue;
    const complete = solved === total;
    const text = `${complete ? `${el.dataset.done ?? ''}✓ all ${total}` : `${solved} of ${total}`} solved, ${stars} of ${total} stars`;
    // Unchanged words are not rewritten, so that a live region does not say them again.
    if (el.textContent !== text) el.textContent = text;
    el.toggleAttribute('data-complete', complete);
  }
  const puzzles = document.querySelector<HTMLElement>('[data-puzzles]');
  if (puzzles) {
    const t = puzzleTally(progress, ids(puzzles.dataset.puzzles));
    if (t.solved > 0) puzzles.textContent = `${t.solved} of ${t.total} solved${t.streak > 1 ? `, a streak of ${t.streak}` : ''}`;
  }
  const message = document.querySelector<HTMLElement>('[data-progress-problem]');
  if (message && problem) {
    message.textContent = problem;
    message.hidden = false;
  }
}
