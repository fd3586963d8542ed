/**
 * Everything under content/ that names rules, as one set: lessons
 * (frontmatter `rules`, title, order, sections and the boards they place),
 * scenarios, puzzles and illustrations, read through the content registry
 * (content.ts). Puzzles and illustrations are optional: a folder that does
 * not exist yet gives `null`, so the rules reference and the coverage check
 * index them as soon as they land.
 */
import type { IllustrationData } from '../../engine/formats/illustration';
import type { PuzzleFile } from '../../engine/formats/puzzle';
import type { Scenario } from '../../engine/formats/scenario';
import { type RuleId, isRuleId } from '../../engine/rules';
import { headingSlug, unnumbered } from './addresses';
import { contentFiles, illustrations, projectRoot, puzzles, scenarios } from './content';
import { type LessonPage, lessonPages } from './lessonPages';

export interface LessonInfo {
  /** The file name without `.mdx`: `06-four-of-a-kind`. */
  id: string;
  slug: string;
  title: string;
  order: number;
  /** Rule ids as the frontmatter writes them (unchecked: the coverage check reports unknown ones). */
  rules: string[];
  /** Scenario names of the boards it places, in order. */
  boards: string[];
  /** Ids of its h2 headings, as MDX gives them, with their text. */
  sections: { id: string; text: string }[];
  /** The pages it is read on, one board to a page (lessonPages.ts). */
  pages: LessonPage[];
}

export interface ContentSet {
  lessons: LessonInfo[];
  /** Every scenario by name; a lesson's board with the rules taught by it (lessonPositions). */
  scenarios: Map<string, Scenario>;
  /** null: content/puzzles does not exist (yet). */
  puzzles: PuzzleFile[] | null;
  /** null: content/illustrations does not exist (yet). */
  illustrations: IllustrationData[] | null;
}

/** The few frontmatter fields the index needs; the full schema lives in src/content.config.ts. */
export function readLesson(id: string, text: string): LessonInfo {
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
  if (!front) throw new Error(`content/lessons/${id}.mdx: no frontmatter`);
  const field = (name: string) => new RegExp(`^${name}:[ \\t]*(.*)$`, 'm').exec(front)?.[1]?.trim() ?? '';
  const unquote = (s: string) => s.replace(/^(['"])(.*)\1$/, '$2');
  const rulesText = field('rules');
  // Either a flow list, `rules: [A, B]`, or a block list of `- A` lines.
  const block = /^rules:\s*\r?\n((?:[ \t]*-.*\r?\n?)+)/m.exec(front)?.[1];
  const list = rulesText ? (/^\[(.*)\]$/.exec(rulesText)?.[1] ?? rulesText) : (block ?? '').replace(/^[ \t]*-/gm, ',');
  const rules = list
    .split(',')
    .map((r) => unquote(r.trim()))
    .filter(Boolean);
  const body = text.slice(front.length + 6);
  const sections = [...body.matchAll(/^## +(.+)$/gm)].map((m) => ({ id: headingSlug(m[1]), text: m[1].replace(/[`*_]/g, '').trim() }));
  return { id, slug: unnumbered(id), title: unquote(field('title')), order: Number(field('order')), rules, boards: boardsIn(text), sections, pages: lessonPages(text) };
}

/** The scenario names a lesson's boards use, in order. */
export function boardsIn(mdx: string): string[] {
  return [...mdx.matchAll(/<Board\s+[^>]*scenario="([^"]*)"/g)].map((m) => m[1]);
}

/** The lessons under `root/content/lessons`, in course order, without parsing anything else. */
export function loadLessons(root = projectRoot()): LessonInfo[] {
  return (contentFiles('lessons', root) ?? []).map((f) => readLesson(f.name, f.text)).sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

/**
 * The scenarios, each lesson board's with the rules the course has taught by
 * it (`taught`: its lesson's and every earlier lesson's, in course order),
 * which bound what its answers are graded on (src/engine/grading.ts): "Show
 * me" on lesson 2 must not grade a rule of lesson 5. The other scenarios
 * (the illustrations', the practice table's) are as read.
 */
export function lessonPositions(lessons: readonly LessonInfo[], all: ReadonlyMap<string, Scenario>): Map<string, Scenario> {
  const out = new Map(all);
  const taught = new Set<RuleId>();
  for (const lesson of lessons) {
    for (const rule of lesson.rules) if (isRuleId(rule)) taught.add(rule);
    for (const name of lesson.boards) {
      const scenario = all.get(name);
      if (scenario) out.set(name, { ...scenario, taught: [...taught] });
    }
  }
  return out;
}

/** Reads content/ under `root` (the project folder). */
export function loadContentSet(root = projectRoot()): ContentSet {
  const lessons = loadLessons(root);
  return {
    lessons,
    scenarios: lessonPositions(lessons, scenarios(root)),
    puzzles: puzzles(root)?.map((p) => p.puzzle) ?? null,
    illustrations: illustrations(root)?.map((i) => i.data) ?? null,
  };
}
