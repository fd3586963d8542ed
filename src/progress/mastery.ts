/**
 * Mastery of each rule, from the learner's answers (src/progress/store.ts):
 * every answer counts for each rule its ruling cites, the newest counting
 * most. Pure: the same answers always give the same mastery.
 *
 * A rule's score is a weighted mean of its answers (right at the first try 1,
 * right after a miss, a hint or "Show me" 0.5, wrong 0), each answer weighing
 * RECENCY times the one after it, shrunk towards 0 by a prior worth PRIOR of
 * an answer: one right answer is not mastery, two in a row begin to be, and a
 * miss after a run of right answers weighs more than any one of them.
 */
import type { Answer, AnswerKind, Outcome } from './store';

export const POINTS: Record<Outcome, number> = { right: 1, helped: 0.5, wrong: 0 };
export const RECENCY = 0.8;
export const PRIOR = 0.5;

/** The words for a score, so that no meter speaks by colour alone. */
export type Level = 'new' | 'weak' | 'learning' | 'strong';
export const LEVEL_WORDS: Record<Level, string> = { new: 'not tried yet', weak: 'weak', learning: 'learning', strong: 'strong' };
/** Below WEAK a rule is weak; from STRONG on it is strong. */
export const WEAK = 0.4;
export const STRONG = 0.75;

export interface RuleMastery {
  rule: string;
  /** 0 to 1. */
  score: number;
  level: Level;
  answers: number;
  right: number;
  helped: number;
  wrong: number;
  /** The time of the newest answer (0 when unknown). */
  last: number;
}

/** The rules of an item the store kept without them (answers from before version 3): `boards:name`, `puzzles:id`. */
export type ItemRules = Readonly<Record<string, readonly string[]>>;

export function itemKey(kind: AnswerKind, id: string): string {
  return `${kind}:${id}`;
}

/**
 * The rules an answer counts for: those it was graded on; for an answer kept
 * before version 3 (of unknown time, kept without its rules), those the site
 * says its item teaches. A newer answer graded on no rule (a pass on a tile
 * nothing in the hand goes with) counts for none.
 */
export function rulesOf(answer: Answer, itemRules: ItemRules = {}): readonly string[] {
  if (!keptWithoutRules(answer)) return answer.rules;
  return itemRules[itemKey(answer.kind, answer.id)] ?? [];
}

/** An answer kept before version 3: of unknown time, with no rules of its own (its item's are looked up). */
export function keptWithoutRules(answer: Answer): boolean {
  return !answer.rules.length && answer.at === 0;
}

/**
 * A rule's level from its score. A rule whose newest answer was right (at the
 * first try or after a miss) is never called weak: the learner has just shown
 * he can apply it, and calling it weak would tell him he cannot.
 */
export function levelOf(score: number, answers: number, lastRight = false): Level {
  if (answers === 0) return 'new';
  if (score < WEAK) return lastRight ? 'learning' : 'weak';
  return score < STRONG ? 'learning' : 'strong';
}

/** The mastery of one rule from its outcomes, oldest first. */
export function scoreOf(outcomes: readonly Outcome[]): number {
  let sum = 0;
  let weight = 0;
  let w = 1;
  for (let i = outcomes.length - 1; i >= 0; i--) {
    sum += w * POINTS[outcomes[i]];
    weight += w;
    w *= RECENCY;
  }
  return weight ? sum / (weight + PRIOR) : 0;
}

/** Mastery of every rule the answers cite (answers in the order given, oldest first). */
export function masteryByRule(answers: readonly Answer[], itemRules: ItemRules = {}): Map<string, RuleMastery> {
  const outcomes = new Map<string, { list: Outcome[]; last: number }>();
  for (const answer of answers)
    for (const rule of rulesOf(answer, itemRules)) {
      const entry = outcomes.get(rule) ?? { list: [], last: 0 };
      entry.list.push(answer.outcome);
      entry.last = Math.max(entry.last, answer.at);
      outcomes.set(rule, entry);
    }
  const result = new Map<string, RuleMastery>();
  for (const [rule, { list, last }] of outcomes) {
    const score = scoreOf(list);
    const count = (o: Outcome) => list.filter((x) => x === o).length;
    result.set(rule, { rule, score, level: levelOf(score, list.length, list[list.length - 1] !== 'wrong'), answers: list.length, right: count('right'), helped: count('helped'), wrong: count('wrong'), last });
  }
  return result;
}

/** The mastery of a rule with no answers. */
export function untried(rule: string): RuleMastery {
  return { rule, score: 0, level: 'new', answers: 0, right: 0, helped: 0, wrong: 0, last: 0 };
}

/**
 * The rules from weakest to strongest: those tried, by score (ties: more
 * misses first, then catalogue order); then those not tried yet, in
 * catalogue order.
 */
export function rankRules(rules: readonly string[], mastery: ReadonlyMap<string, RuleMastery>): RuleMastery[] {
  const tried = rules.filter((r) => mastery.has(r)).map((r) => mastery.get(r)!);
  const order = new Map(rules.map((r, i) => [r, i]));
  tried.sort((a, b) => a.score - b.score || b.wrong - a.wrong || order.get(a.rule)! - order.get(b.rule)!);
  return [...tried, ...rules.filter((r) => !mastery.has(r)).map(untried)];
}

/** The weakest rule tried that is not yet strong; null when there is none. */
export function weakestRule(rules: readonly string[], mastery: ReadonlyMap<string, RuleMastery>): RuleMastery | null {
  const first = rankRules(rules, mastery)[0];
  return first && first.answers > 0 && first.level !== 'strong' ? first : null;
}

/** The meter's words: "67%, learning (3 answers)". */
export function masteryWords(m: RuleMastery): string {
  if (!m.answers) return LEVEL_WORDS.new;
  return `${Math.round(m.score * 100)}%, ${LEVEL_WORDS[m.level]} (${m.answers} answer${m.answers === 1 ? '' : 's'})`;
}
