/**
 * Build-time checks of the content folder that a schema cannot make: every
 * scenario must be a position the engine accepts, and every board a lesson
 * places must name a scenario that exists. A failure names the file and the
 * field (or line), and stops the build.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PositionError } from '../engine/refusal';
import { type PuzzleFile, assertPuzzle, parsePuzzle } from '../engine/formats/puzzle';
import { type Scenario, parseScenario } from '../engine/formats/scenario';
import { unnumbered } from './addresses';
import { type CheckedIllustration, checkIllustrations } from './checkIllustrations';

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

function files(dir: string, ending: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(ending))
    .sort();
}

/** Parses every scenario of `root/content/scenarios`; returns them by name. */
export function checkScenarios(root: string): Map<string, Scenario> {
  const dir = join(root, 'content', 'scenarios');
  const found = new Map<string, Scenario>();
  for (const file of files(dir, '.scn')) {
    const path = join(dir, file);
    const name = file.slice(0, -'.scn'.length);
    const shown = relative(root, path);
    if (!/^[a-z0-9-]+$/.test(name)) throw new ContentError(shown, 'file name', 'scenario names use lower-case letters, digits and hyphens only');
    try {
      found.set(name, parseScenario(readFileSync(path, 'utf8'), name));
    } catch (error) {
      if (error instanceof PositionError) {
        throw new ContentError(shown, error.field ?? 'scenario', `${error.message}${error.rule ? ` [${error.rule}]` : ''}`);
      }
      throw error;
    }
  }
  return found;
}

/** The scenario names a lesson's boards use, in order. */
export function boardsIn(mdx: string): string[] {
  return [...mdx.matchAll(/<Board\s+[^>]*scenario="([^"]*)"/g)].map((m) => m[1]);
}

/** Every board in every lesson names an existing scenario. */
export function checkLessonBoards(root: string, scenarios: ReadonlyMap<string, Scenario>): Map<string, string[]> {
  const dir = join(root, 'content', 'lessons');
  const boards = new Map<string, string[]>();
  for (const file of files(dir, '.mdx')) {
    const shown = relative(root, join(dir, file));
    const names = boardsIn(readFileSync(join(dir, file), 'utf8'));
    for (const name of names) {
      if (!scenarios.has(name)) throw new ContentError(shown, 'Board scenario', `a board names the scenario "${name}", but content/scenarios/${name}.scn does not exist`);
    }
    boards.set(file.slice(0, -'.mdx'.length), names);
  }
  return boards;
}

/** A puzzle file's id (and address): its name without the order number, `07-a-dead-discard.pzl` → `a-dead-discard`. */
export function puzzleId(file: string): string {
  return unnumbered(file);
}

/**
 * Parses one puzzle and proves its stated answer with the engine; a bad
 * file, an unknown rule id or an answer the engine does not reach throws a
 * ContentError naming the file and the field.
 */
export function checkPuzzleSource(source: string, shown: string, id: string): PuzzleFile {
  try {
    const puzzle = parsePuzzle(source, id);
    assertPuzzle(puzzle);
    return puzzle;
  } catch (error) {
    if (error instanceof PositionError) {
      throw new ContentError(shown, error.field ?? 'puzzle', `${error.message}${error.rule ? ` [${error.rule}]` : ''}`);
    }
    throw error;
  }
}

/** Parses and proves every puzzle of `root/content/puzzles`; returns them by id, in file order. */
export function checkPuzzles(root: string): Map<string, PuzzleFile> {
  const dir = join(root, 'content', 'puzzles');
  const found = new Map<string, PuzzleFile>();
  for (const file of files(dir, '.pzl')) {
    const shown = relative(root, join(dir, file));
    if (!/^\d{2,3}-[a-z0-9-]+\.pzl$/.test(file)) throw new ContentError(shown, 'file name', 'puzzle files are named NN-name.pzl, in lower-case letters, digits and hyphens');
    const id = puzzleId(file);
    if (found.has(id)) throw new ContentError(shown, 'file name', `another puzzle is already called "${id}"`);
    found.set(id, checkPuzzleSource(readFileSync(join(dir, file), 'utf8'), shown, id));
  }
  return found;
}

/** All content checks; throws a ContentError on the first problem. */
export function checkContent(root: string): {
  scenarios: Map<string, Scenario>;
  boards: Map<string, string[]>;
  puzzles: Map<string, PuzzleFile>;
  illustrations: Map<string, CheckedIllustration>;
} {
  const scenarios = checkScenarios(root);
  const boards = checkLessonBoards(root, scenarios);
  const puzzles = checkPuzzles(root);
  const illustrations = checkIllustrations(root, scenarios);
  return { scenarios, boards, puzzles, illustrations };
}
