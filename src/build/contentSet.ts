/**
 * Everything under content/ that names rules, read straight from the files:
 * lessons (frontmatter `rules`, title, order and the boards they place),
 * scenarios, puzzles and illustrations. Puzzles and illustrations are
 * optional: a folder that does not exist yet gives `null`, so the rules
 * reference and the coverage check index them as soon as they land.
 *
 * Plain node (no `astro:content`), so the coverage tests can read the same
 * set the pages are built from. Parsing is the engine's; a file it rejects
 * throws, naming the file.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type IllustrationData, readIllustration } from '../engine/formats/illustration';
import { type PuzzleFile, parsePuzzle } from '../engine/formats/puzzle';
import { type Scenario, parseScenario } from '../engine/formats/scenario';
import { headingSlug, unnumbered } from './addresses';
import { boardsIn } from './checkContent';

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
}

export interface ContentSet {
  lessons: LessonInfo[];
  scenarios: Map<string, Scenario>;
  /** null: content/puzzles does not exist (yet). */
  puzzles: PuzzleFile[] | null;
  /** null: content/illustrations does not exist (yet). */
  illustrations: IllustrationData[] | null;
}

function files(dir: string, ending: string): string[] | null {
  if (!existsSync(dir)) return null;
  return readdirSync(dir)
    .filter((f) => f.endsWith(ending))
    .sort();
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
  return { id, slug: unnumbered(id), title: unquote(field('title')), order: Number(field('order')), rules, boards: boardsIn(text), sections };
}

/** The lessons under `root/content/lessons`, in course order, without parsing anything else. */
export function loadLessons(root = process.cwd()): LessonInfo[] {
  const dir = join(root, 'content', 'lessons');
  return (files(dir, '.mdx') ?? [])
    .map((f) => readLesson(f.slice(0, -4), readFileSync(join(dir, f), 'utf8')))
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

/** Reads content/ under `root` (the project folder). */
export function loadContentSet(root = process.cwd()): ContentSet {
  const at = (...parts: string[]) => join(root, 'content', ...parts);
  const lessons = loadLessons(root);
  const scenarios = new Map<string, Scenario>();
  for (const f of files(at('scenarios'), '.scn') ?? []) {
    const name = f.slice(0, -4);
    try {
      scenarios.set(name, parseScenario(readFileSync(at('scenarios', f), 'utf8'), name));
    } catch (error) {
      throw new Error(`content/scenarios/${f}: ${(error as Error).message}`);
    }
  }
  const puzzleFiles = files(at('puzzles'), '.pzl');
  const puzzles =
    puzzleFiles &&
    puzzleFiles.map((f) => {
      try {
        return parsePuzzle(readFileSync(at('puzzles', f), 'utf8'), f.slice(0, -4));
      } catch (error) {
        throw new Error(`content/puzzles/${f}: ${(error as Error).message}`);
      }
    });
  const illustrationFiles = files(at('illustrations'), '.json');
  const illustrations =
    illustrationFiles &&
    illustrationFiles.map((f) => {
      try {
        return readIllustration(JSON.parse(readFileSync(at('illustrations', f), 'utf8')));
      } catch (error) {
        throw new Error(`content/illustrations/${f}: ${(error as Error).message}`);
      }
    });
  return { lessons, scenarios, puzzles, illustrations };
}
