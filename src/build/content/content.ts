/**
 * The one reader of content/: lessons, scenarios, puzzles and illustrations,
 * as files, and as the engine parses them. The content check run before a
 * build, the tests and the pages all read through here, so they can never
 * disagree about what a file says.
 *
 * Plain node (no `import.meta.glob`, no `astro:content`), so a test reads what
 * a page is built from. Each file is read and parsed once per change: the
 * cache is keyed by the file's path and modification time, so `astro dev`
 * picks up an edit on the next page load and a build parses each file once.
 *
 * A file the engine rejects raises a ContentError naming the file and the
 * field. (Lessons are also compiled by Astro's content collection, which
 * renders their MDX and checks their frontmatter with a schema:
 * src/content.config.ts.)
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FormatError } from '../../engine/formats/formatError';
import { type IllustrationData, readIllustration } from '../../engine/formats/illustration';
import { type PuzzleFile, parsePuzzle } from '../../engine/formats/puzzle';
import { type Scenario, parseScenario } from '../../engine/formats/scenario';
import { readRulesetFacts } from '../../engine/formats/rulesetLines';
import { unnumbered } from './addresses';

/** A problem with a content file: names the file (from the project folder) and the field. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    message: string,
  ) {
    super(`${file}: ${message}`);
    this.name = 'ContentError';
  }
}

export type ContentKind = 'lessons' | 'scenarios' | 'puzzles' | 'illustrations' | 'scoring' | 'score-choices';

const ENDINGS: Record<ContentKind, string> = { lessons: '.mdx', scenarios: '.scn', puzzles: '.pzl', illustrations: '.json', scoring: '.json', 'score-choices': '.json' };

export interface ContentFile {
  /** The file name without its ending: `03-to-chow`, `to-chow-1`, `07-a-dead-discard`, `harr-12`. */
  name: string;
  /** Its path from the project folder, as messages show it: `content/scenarios/to-chow-1.scn`. */
  file: string;
  text: string;
}

/** The project folder: where `npm run build`, `npm test` and `astro dev` run. */
export function projectRoot(): string {
  return process.cwd();
}

const texts = new Map<string, { mtime: number; text: string }>();

function readText(path: string): string {
  const mtime = statSync(path).mtimeMs;
  const known = texts.get(path);
  if (known && known.mtime === mtime) return known.text;
  const text = readFileSync(path, 'utf8');
  texts.set(path, { mtime, text });
  return text;
}

/** The files of one kind, sorted by name; null when its folder does not exist (yet). */
export function contentFiles(kind: ContentKind, root = projectRoot()): ContentFile[] | null {
  const dir = join(root, 'content', kind);
  if (!existsSync(dir)) return null;
  const ending = ENDINGS[kind];
  return readdirSync(dir)
    .filter((f) => f.endsWith(ending))
    .sort()
    .map((f) => ({ name: f.slice(0, -ending.length), file: `content/${kind}/${f}`, text: readText(join(dir, f)) }));
}

/** One file of a kind by name, or a ContentError saying it does not exist. */
export function contentFile(kind: ContentKind, name: string, root = projectRoot()): ContentFile {
  const found = contentFiles(kind, root)?.find((f) => f.name === name);
  if (!found) throw new ContentError(`content/${kind}/${name}${ENDINGS[kind]}`, 'file name', 'no such file');
  return found;
}

/** An engine error raised while reading a file, as a ContentError naming the file, the field and the rule. */
export function asContentError(file: string, error: unknown, field = 'file'): unknown {
  if (error instanceof ContentError) return error;
  if (error instanceof FormatError) return new ContentError(file, error.field || field, `${error.message}${error.rule ? ` [${error.rule}]` : ''}`);
  if (error instanceof Error && 'field' in error && typeof error.field === 'string') return new ContentError(file, error.field, error.message);
  return error;
}

const parsed = new Map<string, { text: string; value: unknown }>();

/** Parses a file with the engine, once per version of its text. */
function parseOnce<T>(kind: ContentKind, f: ContentFile, parse: (f: ContentFile) => T): T {
  const key = `${kind}:${f.file}`;
  const known = parsed.get(key);
  if (known && known.text === f.text) return known.value as T;
  let value: T;
  try {
    value = parse(f);
  } catch (error) {
    throw asContentError(f.file, error);
  }
  parsed.set(key, { text: f.text, value });
  return value;
}

/** A scenario file's text; boards show it as their source. */
export function scenarioSource(name: string, root = projectRoot()): string {
  return contentFile('scenarios', name, root).text;
}

/**
 * A scenario file read as the engine reads it, and its lines for today's rulesets read too (the site's reader keeps
 * them as written), so a file whose `ruleset:`, `assume:` or switches are written wrong fails the build.
 */
function readScenarioFile(text: string, name: string): Scenario {
  const read = parseScenario(text, name);
  readRulesetFacts(read);
  return read;
}

/** A scenario, as the engine reads it. */
export function scenario(name: string, root = projectRoot()): Scenario {
  return parseOnce('scenarios', contentFile('scenarios', name, root), (f) => readScenarioFile(f.text, f.name));
}

/** Every scenario, by name. */
export function scenarios(root = projectRoot()): Map<string, Scenario> {
  return new Map((contentFiles('scenarios', root) ?? []).map((f) => [f.name, parseOnce('scenarios', f, (g) => readScenarioFile(g.text, g.name))]));
}

/** A puzzle file's id (and address): its name without the order number, `07.pzl` → `07`. */
export function puzzleId(file: string): string {
  return unnumbered(file);
}

export interface PuzzleSource {
  /** `07`: the address under /puzzles/. */
  id: string;
  /** `content/puzzles/07.pzl`. */
  file: string;
  text: string;
  puzzle: PuzzleFile;
}

/** Every puzzle, read by the engine (its answer is proved by the content check), in file order; null without the folder. */
export function puzzles(root = projectRoot()): PuzzleSource[] | null {
  const files = contentFiles('puzzles', root);
  return files && files.map((f) => ({ id: puzzleId(f.name), file: f.file, text: f.text, puzzle: parseOnce('puzzles', f, (g) => parsePuzzle(g.text, puzzleId(g.name))) }));
}

export interface IllustrationSource {
  file: string;
  data: IllustrationData;
}

/** Every illustration data file, read and checked for shape by the engine, in file order; null without the folder. */
export function illustrations(root = projectRoot()): IllustrationSource[] | null {
  const files = contentFiles('illustrations', root);
  return (
    files &&
    files.map((f) => ({
      file: f.file,
      data: parseOnce('illustrations', f, (g) => {
        let raw: unknown;
        try {
          raw = JSON.parse(g.text);
        } catch (error) {
          throw new ContentError(g.file, 'file', `not valid JSON: ${(error as Error).message}`);
        }
        return readIllustration(raw);
      }),
    }))
  );
}
