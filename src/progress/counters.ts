/**
 * Fills the page's progress counters from the learner's stored progress:
 *
 * - every element with `data-boards` (a lesson's boards, space-separated: the
 *   course map's entries, a lesson's header and its end) says how many are
 *   solved and how many earned a star, and is marked `data-complete` once all
 *   are solved; `data-done` is said first then ("Lesson complete: ");
 * - a lesson's numbered pages (`data-step-boards`, LessonSteps.astro) are
 *   marked solved or starred, in words for a screen reader and a sign for the eye;
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
  for (const el of document.querySelectorAll<HTMLElement>('[data-step-boards]')) {
    const { total, solved, stars } = boardTally(progress, ids(el.dataset.stepBoards));
    const state = total > 0 && solved === total ? (stars === total ? 'star' : 'solved') : '';
    if ((el.dataset.state ?? '') === state) continue;
    el.dataset.state = state;
    const words = document.createElement('span');
    words.className = 'visually-hidden';
    words.textContent = state === 'star' ? ', solved with a star' : state === 'solved' ? ', solved' : '';
    el.replaceChildren(words);
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
