/**
 * Where each rule is taught: the first lesson (in course order) that lists
 * it, at the rule's entry at the foot of that lesson.
 */
import { getCollection } from 'astro:content';
import { RULES, RULE_IDS, ruleSlug } from '../engine/rules';
import type { RuleLinks } from '../widgets/RuleLink';
import { lessonHref, sortedLessons } from './lessons';

let cached: RuleLinks | null = null;

export async function ruleLinks(): Promise<RuleLinks> {
  if (cached) return cached;
  const lessons = sortedLessons(await getCollection('lessons'));
  const links: RuleLinks = {};
  for (const id of RULE_IDS) {
    const lesson = lessons.find((l) => l.data.rules.includes(id));
    links[id] = { href: lesson ? `${lessonHref(lesson)}#rule-${ruleSlug(id)}` : `/rules/#${ruleSlug(id)}`, title: RULES[id].title };
  }
  cached = links;
  return links;
}
