/**
 * The review queue: what the learner missed comes back on a schedule that
 * FSRS computes (ts-fsrs, a maintained implementation; nothing here decides
 * an interval). Nothing of the schedule is stored: each item's card is the
 * replay of its answers in the store, so the schedule can never drift from
 * the answers, and a record migrated from an older version has one too.
 *
 * Review items are the boards, puzzles and practice puzzles the learner has
 * missed (answered wrong, or right only after a miss or "Show me"), and the
 * rules whose mastery is low after a miss (src/progress/mastery.ts), each
 * served as a practice puzzle made for the rule. A practice puzzle made for a
 * rule (`practice-123-t1-rob-kong`, as /review/ serves a rule's item) is no
 * item of its own: its miss counts once, for its rule's item, since a rule's
 * puzzles are made afresh each time (one miss once came back twice). A wrong answer is rated
 * Again, a helped one Hard, a right one Good. Learning steps of minutes are
 * off: a learner comes back after days, not within the hour.
 */
import { type Card, type Grade, Rating, createEmptyCard, fsrs, generatorParameters } from 'ts-fsrs';
import { type ItemRules, STRONG, masteryByRule, rulesOf } from './mastery';
import type { Answer, AnswerKind, Outcome } from './store';

const scheduler = fsrs(generatorParameters({ enable_short_term: false, enable_fuzz: false }));

const RATING: Record<Outcome, Grade> = { wrong: Rating.Again, helped: Rating.Hard, right: Rating.Good };

export type ReviewKind = AnswerKind | 'rule';

export interface ReviewItem {
  /** `boards:name`, `puzzles:id`, `practice:practice-123`, `rule:PREC-NEAREST-WINNER`. */
  key: string;
  kind: ReviewKind;
  /** The board's scenario, the puzzle's id, or the rule id. */
  id: string;
  /** When it is due, in ms since 1970 (0: due now, having no answer of known time). */
  due: number;
  /** Answers of known time it was scheduled from, and how many of them were misses after a right one. */
  reps: number;
  lapses: number;
}

/** The FSRS card made by replaying answers (of known time, oldest first); null when there are none. */
export function replay(answers: readonly Answer[]): Card | null {
  const timed = answers.filter((a) => a.at > 0).sort((a, b) => a.at - b.at);
  if (!timed.length) return null;
  let card = createEmptyCard(new Date(timed[0].at));
  for (const a of timed) card = scheduler.next(card, new Date(a.at), RATING[a.outcome]).card;
  return card;
}

function item(kind: ReviewKind, id: string, answers: readonly Answer[]): ReviewItem {
  const card = replay(answers);
  return { key: `${kind}:${id}`, kind, id, due: card ? card.due.getTime() : 0, reps: card?.reps ?? 0, lapses: card?.lapses ?? 0 };
}

const missed = (answers: readonly Answer[]) => answers.some((a) => a.outcome !== 'right');

/**
 * The rule a practice puzzle was made for, from its id (`practice-<seed>[-t<tier>]-<rule in lower case>`, as the
 * generator's practiceId writes it), among the rules a practice puzzle can be made for; null for any other answer.
 * Read here, not with the generator's readPracticeId, so that counting the review does not load the generator.
 */
function madeForRule(a: Answer, practisable: readonly string[]): string | null {
  if (a.kind !== 'practice') return null;
  const m = /^practice-\d{1,10}(?:-t[123])?-([a-z0-9-]+)$/.exec(a.id);
  return (m && practisable.find((r) => r.toLowerCase() === m[1])) ?? null;
}

export interface ReviewOptions {
  /** The rules of items kept without them (answers from before version 3). */
  itemRules?: ItemRules;
  /** The rules a practice puzzle can be made for: only these become review items of their own. */
  practisable?: readonly string[];
}

/** Every review item, soonest due first. */
export function reviewItems(answers: readonly Answer[], { itemRules = {}, practisable = [] }: ReviewOptions = {}): ReviewItem[] {
  const byItem = new Map<string, { kind: AnswerKind; id: string; answers: Answer[] }>();
  const byRule = new Map<string, Answer[]>();
  // The rules whose practice puzzles were missed: each such miss is its rule's item, whatever the rule's mastery.
  const practiceMissed = new Set<string>();
  for (const a of answers) {
    const forRule = madeForRule(a, practisable);
    const rules = rulesOf(a, itemRules);
    for (const rule of forRule && !rules.includes(forRule) ? [...rules, forRule] : rules) byRule.set(rule, [...(byRule.get(rule) ?? []), a]);
    if (forRule) {
      if (a.outcome !== 'right') practiceMissed.add(forRule);
      continue;
    }
    const key = `${a.kind}:${a.id}`;
    const entry = byItem.get(key) ?? { kind: a.kind, id: a.id, answers: [] };
    entry.answers.push(a);
    byItem.set(key, entry);
  }
  const items: ReviewItem[] = [];
  for (const { kind, id, answers: list } of byItem.values()) if (missed(list)) items.push(item(kind, id, list));
  const mastery = masteryByRule(answers, itemRules);
  for (const rule of practisable) {
    const m = mastery.get(rule);
    if (practiceMissed.has(rule) || (m && m.score < STRONG && missed(byRule.get(rule) ?? []))) items.push(item('rule', rule, byRule.get(rule)!));
  }
  return items.sort((a, b) => a.due - b.due || a.key.localeCompare(b.key));
}

/** What the review page serves: the items due by `now`, soonest first, and when the next one after them falls due (null: none). */
export function reviewQueue(items: readonly ReviewItem[], now: number): { due: ReviewItem[]; next: number | null } {
  const due = items.filter((i) => i.due <= now);
  const later = items.filter((i) => i.due > now);
  return { due, next: later.length ? Math.min(...later.map((i) => i.due)) : null };
}
