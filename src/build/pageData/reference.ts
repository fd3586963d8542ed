/**
 * What the rules reference (/rules/) shows for each rule: the catalogue
 * entry, and links to every lesson, board, puzzle and illustration that uses
 * it (src/build/pageData/ruleIndex.ts decides "uses" with the engine).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { RULE_IDS, type RuleId, type RuleTopic, ruleSlug } from '../../engine/rules';
import { type ContentSet, loadContentSet } from '../content/contentSet';
import { illustrationPath, puzzlePath } from '../content/addresses';
import { lessonAnchorPath, lessonPagePath } from '../content/lessonPages';
import { ruleIndex } from './ruleIndex';

export const TOPICS: readonly { topic: RuleTopic; title: string; intro: string }[] = [
  { topic: 'turns', title: 'Turns and claims in general', intro: 'Whose turn it is, which tile may be claimed, and what a claim does to the order of play.' },
  { topic: 'sets', title: 'Sets and the winning hand', intro: 'What a set is, what a finished hand looks like, and how many tiles a hand holds.' },
  { topic: 'chow', title: 'Chow', intro: 'Taking a discard to finish a run of three.' },
  { topic: 'pung', title: 'Pung', intro: 'Taking a discard to finish three of a kind, and taking any discard that wins.' },
  { topic: 'kong', title: 'Four of a kind (kong) and loose tiles', intro: 'The three ways to make four of a kind, and the loose tile that follows.' },
  { topic: 'precedence', title: 'Precedence: who gets the tile', intro: 'When several players call for one tile.' },
  { topic: 'robbing', title: 'Robbing the kong', intro: 'Taking the tile another player adds to his pung.' },
  { topic: 'scoring', title: 'Scoring', intro: 'What claiming costs, in points.' },
];

export function topicAnchor(topic: RuleTopic): string {
  return `topic-${topic}`;
}

export function decisionAnchor(id: string): string {
  return `decision-${id.toLowerCase()}`;
}

export interface RefLink {
  href: string;
  label: string;
  /** Smaller print after the label, e.g. the lesson a board is in. */
  note?: string;
}

export interface RuleReference {
  lessons: RefLink[];
  boards: RefLink[];
  puzzles: RefLink[];
  illustrations: RefLink[];
}

/** Links for every rule. Puzzle and illustration pages are linked once their routes exist. */
export function ruleReferences(set: ContentSet = loadContentSet(), root = process.cwd()): Record<RuleId, RuleReference> {
  const index = ruleIndex(set);
  const lessonById = new Map(set.lessons.map((l) => [l.id, l]));
  const puzzlePages = existsSync(join(root, 'src/pages/puzzles'));
  const illustrationPages = existsSync(join(root, 'src/pages/illustrations'));
  const puzzleById = new Map((set.puzzles ?? []).map((p) => [p.id, p]));
  const illustrationById = new Map((set.illustrations ?? []).map((i) => [i.id, i]));
  return Object.fromEntries(
    RULE_IDS.map((id): [RuleId, RuleReference] => {
      const uses = index[id];
      return [
        id,
        {
          lessons: uses.lessons.map((lid) => {
            const l = lessonById.get(lid)!;
            // A lesson's rules are listed at its end, on its last page.
            return { href: `${lessonPagePath(l.slug, l.pages.length)}#rule-${ruleSlug(id)}`, label: l.title };
          }),
          boards: uses.boards.map((b) => {
            const l = lessonById.get(b.lesson)!;
            return { href: lessonAnchorPath(l.slug, l.pages, `board-${b.scenario}-title`), label: b.title, note: l.title };
          }),
          puzzles: puzzlePages
            ? uses.puzzles.map((pid) => ({ href: puzzlePath(pid), label: puzzleById.get(pid)!.scenario.title }))
            : [],
          illustrations: illustrationPages
            ? uses.illustrations.map((iid) => ({ href: illustrationPath(iid), label: illustrationById.get(iid)!.title }))
            : [],
        },
      ];
    }),
  ) as Record<RuleId, RuleReference>;
}
