/**
 * "Next up": the one thing the learner should do now, from his progress. In
 * this order: the review due today (what he missed is coming back); else the
 * first lesson with a board left to solve; else the practice of his weakest
 * rule; else a whole hand at the practice table. Pure, so the home page and
 * every lesson's end say the same.
 */
import type { CourseLesson } from '../build/pageData/learnerMap';
import type { RuleMastery } from './mastery';
import type { Progress } from './store';

export interface NextUp {
  kind: 'review' | 'lesson' | 'practice' | 'play';
  /** The sentence, which names the link's target. */
  text: string;
  href: string;
  /** The link's words. */
  link: string;
}

export interface NextUpFacts {
  progress: Progress;
  lessons: readonly CourseLesson[];
  /** Review items due now. */
  due: number;
  /**
   * How many of them are rules still being learnt, each served as a new practice puzzle (review.ts's `rule:` items):
   * not something he missed, so not counted as one in the sentence.
   */
  dueRules?: number;
  /** The weakest rule tried and not yet strong, with where to practise it; null when there is none. */
  weakest: { mastery: RuleMastery; title: string; href: string } | null;
  /** The lesson being read, whose end shows this: "next lesson" then means a later one first. */
  current?: string;
}

export function nextUp({ progress, lessons, due, dueRules = 0, weakest, current }: NextUpFacts): NextUp {
  if (due > 0) return { kind: 'review', text: dueWords(due, dueRules), href: '/review/', link: 'Start the review' };
  const unsolved = (l: CourseLesson) => l.boards.some((b) => !progress.boards[b]?.solved);
  const here = lessons.findIndex((l) => l.href === current);
  // From a lesson, the next lesson on comes first; then any earlier one left unfinished.
  const ordered = here >= 0 ? [...lessons.slice(here + 1), ...lessons.slice(0, here + 1)] : lessons;
  const lesson = ordered.find(unsolved);
  if (lesson) return { kind: 'lesson', text: `Next lesson: ${lesson.title}.`, href: lesson.href, link: `Go to ${lesson.title}` };
  if (weakest) {
    // A page without the catalogue names the rule by its id alone.
    const name = weakest.title === weakest.mastery.rule ? weakest.title : `${weakest.title} (${weakest.mastery.rule})`;
    return { kind: 'practice', text: `Your weakest rule is ${name}.`, href: weakest.href, link: `Practise ${weakest.title}` };
  }
  return { kind: 'play', text: 'Every lesson is done and no rule is weak: play a whole hand.', href: '/play/', link: 'Play a hand' };
}

/** The review due today, in words: what he missed, and the rules he is still learning, each only where there is one. */
function dueWords(due: number, rules: number): string {
  const missed = due - rules;
  if (!rules) return `${due} ${due === 1 ? 'item you missed is' : 'items you missed are'} due for review today.`;
  if (!missed) return `${due} ${due === 1 ? 'rule you are still learning is' : 'rules you are still learning are'} due for review today.`;
  return `${due} items are due for review today: ${missed} you missed, and ${rules} on ${rules === 1 ? 'a rule' : 'rules'} you are still learning.`;
}
