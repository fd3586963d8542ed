/**
 * Mastery where the learner reads, filled in from his answers in the
 * browser (src/progress/mastery.ts), in words (a bar is only a picture):
 *
 * - `[data-mastery-rule="ID"]`: one rule's mastery (the rules reference, a
 *   lesson's "Rules in this lesson");
 * - `[data-lesson-rules="ID ID"]` (the course map): how many of a lesson's
 *   rules are strong, learning, weak, or not tried;
 * - `[data-next-up]`: one recommendation (src/progress/nextUp.ts), from the
 *   course map on the page; the review queue (and FSRS with it) is loaded
 *   only for a learner who has missed something, since only then can an
 *   item be due.
 *
 * The record is read, and the review counted, as /review/ does (due.ts):
 * answers kept before progress version 3 carry no rules, and count for those
 * their board or puzzle teaches, from the same list on every page.
 */
import { readForReview, reviewDue } from './due';
import { LEVEL_WORDS, type Level, type RuleMastery, masteryByRule, masteryWords, untried, weakestRule } from './mastery';
import { nextUp } from './nextUp';
import { renameStored } from './renamed';
import { loadProgress } from './store';

const words = (list: string | undefined) => (list ?? '').split(' ').filter(Boolean);

/** The lessons on the course map of this page, with their boards and rules. */
function courseOnPage() {
  return [...document.querySelectorAll<HTMLElement>('.course__item')].map((li) => {
    const link = li.querySelector<HTMLAnchorElement>('a')!;
    const rules = li.querySelector<HTMLElement>('[data-lesson-rules]');
    return { title: link.textContent!.trim(), href: link.getAttribute('href')!, boards: words(li.querySelector<HTMLElement>('[data-boards]')?.dataset.boards), rules: words(rules?.dataset.lessonRules) };
  });
}


export async function showMastery(): Promise<void> {
  // A record of before version 4 first has its boards and puzzles renamed (renamed.ts). A board solved under its old
  // name then shows its explanation (AfterBoard.astro reads only the stored record), and the course map draws its
  // counters again: told as when a board is answered (ClaimBoard's BOARD_ANSWERED_EVENT, here with no board), so that
  // the map, which opens every course page, listens for no second event.
  if (renameStored()) {
    const boards = loadProgress().boards;
    for (const el of document.querySelectorAll<HTMLElement>('[data-after-board]')) if (boards[el.dataset.afterBoard!]?.solved) el.dataset.revealed = '';
    dispatchEvent(new CustomEvent('cpk:board-answered', { detail: {} }));
  }
  const read = await readForReview();
  const { progress, itemRules } = read;
  const course = courseOnPage();
  const mastery = masteryByRule(progress.answers, itemRules);
  const of = (rule: string): RuleMastery => mastery.get(rule) ?? untried(rule);

  for (const el of document.querySelectorAll<HTMLElement>('[data-mastery-rule]')) {
    const m = of(el.dataset.masteryRule!);
    const text = el.querySelector('[data-meter-text]') ?? el;
    text.textContent = `Your mastery: ${masteryWords(m)}`;
    el.querySelector<HTMLElement>('[data-meter-bar]')?.style.setProperty('inline-size', `${Math.round(m.score * 100)}%`);
    el.dataset.level = m.level;
    el.hidden = false;
  }
  for (const el of document.querySelectorAll<HTMLElement>('[data-lesson-rules]')) {
    const counts = new Map<Level, number>();
    for (const rule of words(el.dataset.lessonRules)) counts.set(of(rule).level, (counts.get(of(rule).level) ?? 0) + 1);
    const parts = (['strong', 'learning', 'weak', 'new'] as const).filter((l) => counts.get(l)).map((l) => `${counts.get(l)} ${LEVEL_WORDS[l]}`);
    el.textContent = `Rules: ${parts.join(', ')}`;
  }

  const box = document.querySelector<HTMLElement>('[data-next-up]');
  if (!box || !course.length) return;
  // The rules a practice puzzle can be made for, with the level to practise each at ("RULE:1 RULE:3", from the build's
  // learnerMap): the engine stays off this page.
  const practise = Object.fromEntries(words(box.dataset.practise).map((pair) => pair.split(':')));
  const practiseHref = (rule: string) => (practise[rule] ? `/puzzles/practice/?tier=${practise[rule]}&rule=${rule}` : `/rules/#${rule.toLowerCase()}`);
  // The review is loaded only for a learner who has missed something (due.ts): only then can an item be due.
  const queue = (await reviewDue(read, Date.now())).due;
  const due = queue.length;
  const dueRules = queue.filter((item) => item.kind === 'rule').length;
  const allRules = [...new Set([...mastery.keys()])];
  const weak = weakestRule(allRules, mastery);
  const current = course.find((l) => l.href === box.dataset.current)?.href;
  const pick = nextUp({ progress, lessons: course, due, dueRules, weakest: weak && { mastery: weak, title: weak.rule, href: practiseHref(weak.rule) }, current });
  const text = box.querySelector('[data-next-up-text]');
  const link = box.querySelector<HTMLAnchorElement>('[data-next-up-link]');
  if (text && link) {
    text.textContent = pick.text;
    link.textContent = pick.link;
    link.href = pick.href;
    box.dataset.kind = pick.kind;
    box.hidden = false;
  }
}
