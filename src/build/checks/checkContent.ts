/**
 * Build-time checks of the content folder that a schema cannot make: every
 * scenario must be a position the engine accepts, every board a lesson
 * places must name a scenario that exists, every puzzle's stated answer must
 * be the engine's, every illustration must replay, and every lesson must come
 * in short steps (a few sentences, then a board). A failure names the file
 * and the field (or line), and stops the build. Files are read through the
 * content registry (content.ts), like everything else.
 */
import { type PuzzleFile, assertPuzzle, parsePuzzle } from '../../engine/formats/puzzle';
import type { Scenario } from '../../engine/formats/scenario';
import { type CheckedIllustration, checkIllustrations } from './checkIllustrations';
import { ContentError, asContentError, contentFiles, puzzleId, puzzles, scenario } from '../content/content';
import { boardsIn } from '../content/contentSet';
import { checkScoring } from '../content/scoring';

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

/**
 * The most words of prose a lesson may have before its first board, or
 * between one board and the next: a lesson is a run of short steps, one idea
 * in a few sentences and then a board on it (issue 12, after lichess's learn).
 * Prose after the last board (the lesson's summary) has no limit.
 */
export const MAX_STEP_WORDS = 150;


/** One step of a lesson: the prose that leads up to a board (`board` null: the prose after the last one). */
export interface LessonStep {
  /** The board that ends the step: a scenario name, or `Illustration 12` / `Figure 1` for an illustration's player. */
  board: string | null;
  /** The board before it, null for the first step. */
  after: string | null;
  /** The last heading above the board, if any, as written. */
  heading: string | null;
  words: number;
}

/**
 * A lesson's prose, cut at its boards, with the words of each piece counted.
 * A board is a `<Board scenario="…" />` (a claim board) or an
 * `<Illustration … />` (a replay player, a live board too). The words counted
 * are what a reader reads: headings, paragraphs, lists, quotations, link text,
 * inline code, and the explanation inside `<AfterBoard>`, which he reads after
 * trying the board and before the next. Not counted: the frontmatter, import
 * and export lines, fenced code blocks, component tags themselves (`<…>`, not
 * what they enclose), link addresses. A word is a run of characters between
 * spaces that holds a letter or a digit (so "4-6", "don't" and "A19" are one
 * word each, and a list's "-" or a quotation's ">" none).
 */
export function lessonSteps(mdx: string): LessonStep[] {
  const body = mdx
    .replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '')
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '')
    .replace(/^(?:import|export)\s[^\n]*$/gm, '');
  // Score boards (ScoreChoice, ScoreExample) are live boards too: the learner answers or reveals there.
  const boardTag = /<(Board|Illustration|ScoreChoice|ScoreExample)\b([^>]*?)\/?>/g;
  const steps: LessonStep[] = [];
  let from = 0;
  let after: string | null = null;
  const piece = (text: string, board: string | null) => {
    const headings = [...text.matchAll(/^#{1,6}[ \t]+(.+)$/gm)];
    const prose = text
      .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const words = prose.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    steps.push({ board, after, heading: headings.at(-1)?.[1].trim() ?? null, words });
  };
  for (const m of body.matchAll(boardTag)) {
    const attrs = m[2];
    const board =
      m[1] === 'ScoreChoice' || m[1] === 'ScoreExample'
        ? `${m[1]} ${/(?:name|n)=\{?"?([\w-]+)/.exec(attrs)?.[1] ?? ''}`.trim()
        : m[1] === 'Board'
        ? (/scenario="([^"]*)"/.exec(attrs)?.[1] ?? 'Board')
        : /figure=\{?"?(\d+)/.test(attrs)
          ? `Figure ${/figure=\{?"?(\d+)/.exec(attrs)![1]}`
          : `Illustration ${/n=\{?"?(\d+)/.exec(attrs)?.[1] ?? ''}`.trim();
    piece(body.slice(from, m.index), board);
    from = m.index + m[0].length;
    after = board;
  }
  piece(body.slice(from), null);
  return steps;
}

/** Every lesson comes in steps of at most MAX_STEP_WORDS words. */
export function checkLessonSteps(root: string): void {
  for (const f of contentFiles('lessons', root) ?? []) {
    for (const step of lessonSteps(f.text)) {
      if (step.board === null || step.words <= MAX_STEP_WORDS) continue;
      const where = step.after === null ? `before the first board ("${step.board}")` : `between the boards "${step.after}" and "${step.board}"`;
      const under = step.heading ? `, under the heading "${step.heading}"` : '';
      throw new ContentError(
        f.file,
        step.after === null ? 'prose before the first board' : `prose before the board "${step.board}"`,
        `${step.words} words of prose ${where}${under}; a lesson step holds at most ${MAX_STEP_WORDS}: move some of the text after the board, split it round another board, or cut it`,
      );
    }
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
    if (!/^\d{2,3}$/.test(f.name)) throw new ContentError(f.file, 'file name', 'puzzle files are named by their number, NN.pzl: the address is the name, seen before the learner tries, so it must not say the answer');
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
  checkLessonSteps(root);
  const puzzles = checkPuzzles(root);
  const illustrations = checkIllustrations(root, scenarios);
  checkScoring(root);
  return { scenarios, boards, puzzles, illustrations };
}
