/**
 * What the learner's pages need to know of the course at build time, to turn
 * the answers kept in the browser into mastery, a review queue and "Next up":
 * the rules each board and puzzle teaches (for answers kept before progress
 * version 3, which did not record them), the lessons in order with their
 * boards, and for each rule where to read it and where to practise it.
 * Pages hand it to their scripts as JSON in a data attribute.
 */
import { PRACTICE_TIERS, PRACTISABLE_RULES } from '../../engine';
import { RULES, RULE_IDS, type RuleId, ruleHref } from '../../engine/rules';
import type { ItemRules } from '../../progress/mastery';
import { lessonPath } from '../content/addresses';
import { type ContentSet, loadContentSet } from '../content/contentSet';
import { ruleIndex } from './ruleIndex';

export interface CourseLesson {
  title: string;
  href: string;
  boards: string[];
}

export interface RuleTarget {
  id: RuleId;
  title: string;
  /** Its entry in the rules reference. */
  href: string;
  /** A practice puzzle made for it, at the first level that offers it; null when the generator cannot make one. */
  practise: string | null;
  /** The first lesson that teaches it; null when none names it. */
  learn: string | null;
}

export interface LearnerMap {
  itemRules: ItemRules;
  lessons: CourseLesson[];
  rules: RuleTarget[];
}

/** The practice page's address for a rule: the first level whose puzzles can cite it. */
export function practiseHref(rule: string): string | null {
  const tier = PRACTICE_TIERS.find((t) => PRACTISABLE_RULES[t].includes(rule as RuleId));
  return tier ? `/puzzles/practice/?tier=${tier}&rule=${rule}` : null;
}

let cached: LearnerMap | null = null;

export function learnerMap(set: ContentSet = loadContentSet()): LearnerMap {
  if (cached) return cached;
  const index = ruleIndex(set);
  const itemRules: Record<string, RuleId[]> = {};
  const add = (key: string, rule: RuleId) => (itemRules[key] ??= []).push(rule);
  for (const id of RULE_IDS) {
    for (const b of index[id].boards) add(`boards:${b.scenario}`, id);
    for (const p of index[id].puzzles) add(`puzzles:${p}`, id);
  }
  const lessonById = new Map(set.lessons.map((l) => [l.id, l]));
  cached = {
    itemRules,
    lessons: set.lessons.map((l) => ({ title: l.title, href: lessonPath(l.slug), boards: l.boards })),
    rules: RULE_IDS.map((id) => {
      const first = index[id].lessons.map((l) => lessonById.get(l)!).sort((a, b) => a.order - b.order)[0];
      return { id, title: RULES[id].title, href: ruleHref(id), practise: practiseHref(id), learn: first ? lessonPath(first.slug) : null };
    }),
  };
  return cached;
}
