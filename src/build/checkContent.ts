/**
 * Build-time checks of the content folder that a schema cannot make: every
 * scenario must be a position the engine accepts, every board a lesson
 * places must name a scenario that exists, every puzzle's stated answer must
 * be the engine's, every illustration must replay. A failure names the file
 * and the field (or line), and stops the build. Files are read through the
 * content registry (content.ts), like everything else.
 */
import { type PuzzleFile, assertPuzzle, parsePuzzle } from '../engine/formats/puzzle';
import type { Scenario } from '../engine/formats/scenario';
import { type CheckedIllustration, checkIllustrations } from './checkIllustrations';
import { ContentError, asContentError, contentFiles, puzzleId, puzzles, scenario } from './content';
import { boardsIn } from './contentSet';

export { ContentError, boardsIn, puzzleId };

/** Parses every scenario of `root/content/scenarios`; returns them by name. */
export function checkScenarios(root: string): Map<string, Scenario> {
  const found = new Map<string, Scenario>();
  for (const f of contentFiles('scenarios', root) ?? []) {
    if (!/^[a-z0-9-]+$/.test(f.name)) throw new ContentError(f.file, 'file name', 'scenario names use lower-case letters, digits and hyphens only');
    found.set(f.name, scenario(f.name, root));
  }
  return found;
}

/** Every board in every lesson names an existing scenario. */
export function checkLessonBoards(root: string, scenarios: ReadonlyMap<string, Scenario>): Map<string, string[]> {
  const boards = new Map<string, string[]>();
  for (const f of contentFiles('lessons', root) ?? []) {
    const names = boardsIn(f.text);
    for (const name of names) {
      if (!scenarios.has(name)) throw new ContentError(f.file, 'Board scenario', `a board names the scenario "${name}", but content/scenarios/${name}.scn does not exist`);
    }
    boards.set(f.name, names);
  }
  return boards;
}

/** Proves a puzzle's stated answer with the engine; an answer it does not reach throws a ContentError naming the file and the field. */
export function provePuzzle(puzzle: PuzzleFile, file: string): PuzzleFile {
  try {
    assertPuzzle(puzzle);
    return puzzle;
  } catch (error) {
    throw asContentError(file, error, 'puzzle');
  }
}

/** Reads a puzzle's text and proves it: for a puzzle that is not (yet) a file under content/. */
export function checkPuzzleSource(text: string, file: string, id: string): PuzzleFile {
  let puzzle: PuzzleFile;
  try {
    puzzle = parsePuzzle(text, id);
  } catch (error) {
    throw asContentError(file, error, 'puzzle');
  }
  return provePuzzle(puzzle, file);
}

/** Reads and proves every puzzle of `root/content/puzzles`; returns them by id, in file order. */
export function checkPuzzles(root: string): Map<string, PuzzleFile> {
  const ids = new Set<string>();
  for (const f of contentFiles('puzzles', root) ?? []) {
    if (!/^\d{2,3}-[a-z0-9-]+$/.test(f.name)) throw new ContentError(f.file, 'file name', 'puzzle files are named NN-name.pzl, in lower-case letters, digits and hyphens');
    const id = puzzleId(f.name);
    if (ids.has(id)) throw new ContentError(f.file, 'file name', `another puzzle is already called "${id}"`);
    ids.add(id);
  }
  return new Map((puzzles(root) ?? []).map((p) => [p.id, provePuzzle(p.puzzle, p.file)]));
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
