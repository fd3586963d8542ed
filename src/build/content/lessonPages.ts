/**
 * A lesson is read as a run of short pages, one live board on each: the few
 * sentences that lead up to the board, the board, and what is said about it
 * once it is answered (lichess's learn: one idea, one board, a reward, the
 * next board). Each page is small enough to open fast (issue 13: at most
 * 10 KB of HTML), and the lesson's end (progress, the rules it teaches, what
 * to practise) comes with its last page.
 *
 * The cut is made in the lesson's text, so the lesson is written as one file:
 * a page begins at the heading that introduces its board (the last `##`
 * heading between the previous board's block, the board and its
 * `<AfterBoard>`, and this board), or right after that block when no heading
 * comes between; a section with no board of its own stays with the board
 * before it, as what follows from it. The same cut serves the build (which
 * page holds a heading or a board, for links) and the MDX compiler
 * (lessonPartText, each page's part of the text, which the compiler builds alone).
 */
import { headingSlug, lessonPath } from './addresses';

/** A live board in the text: a claim board, an illustration's player or a scoring board. */
const LIVE = /<(Board|Illustration|ScoreChoice|ScoreExample)\b[^>]*?\/?>/g;
const AFTER_BOARD = /^\s*<AfterBoard\b[\s\S]*?<\/AfterBoard>/;
const HEADING = /^##[ \t]+(.+)$/gm;

/** Where the text itself starts: after a frontmatter block, if any. */
function bodyStart(text: string): number {
  return /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(text)?.[0].length ?? 0;
}

/** The spans of fenced code blocks, whose lines are neither headings nor boards. */
function fences(text: string): [number, number][] {
  return [...text.matchAll(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm)].map((m) => [m.index, m.index + m[0].length]);
}

interface Live {
  tag: string;
  start: number;
  /** After the board's tag, and after its `<AfterBoard>` when one follows at once. */
  end: number;
}

function liveBoards(text: string): Live[] {
  const from = bodyStart(text);
  const code = fences(text);
  const found: Live[] = [];
  for (const m of text.matchAll(LIVE)) {
    if (m.index < from || code.some(([a, b]) => m.index >= a && m.index < b)) continue;
    const tagEnd = m.index + m[0].length;
    const after = AFTER_BOARD.exec(text.slice(tagEnd));
    found.push({ tag: m[0], start: m.index, end: tagEnd + (after?.[0].length ?? 0) });
  }
  return found;
}

function headings(text: string): { at: number; text: string }[] {
  const from = bodyStart(text);
  const code = fences(text);
  return [...text.matchAll(HEADING)]
    .filter((m) => m.index >= from && !code.some(([a, b]) => m.index >= a && m.index < b))
    .map((m) => ({ at: m.index, text: m[1].trim() }));
}

/**
 * Where each page of the lesson begins, as offsets into `text` (the whole
 * file, or whatever text the MDX compiler was given): the first is 0; a
 * lesson with no live board is one page.
 */
export function pageStarts(text: string): number[] {
  const boards = liveBoards(text);
  const marks = headings(text);
  const starts = [0];
  for (let i = 1; i < boards.length; i++) {
    const { end } = boards[i - 1];
    const heading = marks.filter((h) => h.at >= end && h.at < boards[i].start).at(-1);
    starts.push(heading ? heading.at : end);
  }
  return starts;
}

/** The page (1, 2, …) on which the text at `offset` stands. */
export function pageAt(starts: readonly number[], offset: number): number {
  let page = 1;
  for (let i = 1; i < starts.length; i++) if (offset >= starts[i]) page = i + 1;
  return page;
}

export interface LessonPage {
  /** 1 for the lesson's first page. */
  number: number;
  /** The claim boards on it (scenario names): one, or none where its live board is of another kind. */
  boards: string[];
  /**
   * Every live board on it the learner's progress counts (its tick, its star,
   * "lesson complete"): a claim board by its scenario name, a score choice as
   * `score-choice-NAME` and one of Harr's worked examples as `harr-example-N`,
   * the ids their components give them (ScoreChoice.astro, ScoreExample.astro).
   */
  counted: string[];
  /** Its live board's tag as written (`<ScoreExample n={3} />`), null on a page with none. */
  live: string | null;
  /** The ids of its `##` headings, as MDX gives them. */
  sections: string[];
  /**
   * What the page is about: the last `##` heading above its live board (or its first heading);
   * where two pages fall under one heading, the later ones are its "part 2", "part 3".
   */
  title: string;
  /** The page goes on under a heading of an earlier page: its text does not open with one. */
  continues: boolean;
}

/** The id progress counts a live board under (LessonPage.counted), from its tag; null for a board that keeps no progress. */
export function countedId(tag: string): string | null {
  const board = /^<Board\b[^>]*scenario="([^"]*)"/.exec(tag);
  if (board) return board[1];
  const choice = /^<ScoreChoice\b[^>]*name="([^"]*)"/.exec(tag);
  if (choice) return `score-choice-${choice[1]}`;
  const example = /^<ScoreExample\b[^>]*n=\{(\d+)\}/.exec(tag);
  return example ? `harr-example-${example[1]}` : null;
}

/** Every board a lesson's progress counts, in order (see LessonPage.counted). */
export function countedBoards(text: string): string[] {
  return lessonPages(text).flatMap((p) => p.counted);
}

/** A lesson's pages, from its MDX text (with or without frontmatter). */
export function lessonPages(text: string): LessonPage[] {
  const starts = pageStarts(text);
  const boards = liveBoards(text);
  const marks = headings(text);
  const seen = new Map<string, number>();
  return starts.map((start, i) => {
    const end = starts[i + 1] ?? text.length;
    const within = (at: number) => at >= start && at < end;
    const live = boards.find((b) => within(b.start));
    const above = live ? marks.filter((h) => h.at < live.start).at(-1) : marks.find((h) => within(h.at));
    const heading = (above?.text ?? 'Introduction').replace(/[`*_]/g, '');
    const part = (seen.get(heading) ?? 0) + 1;
    seen.set(heading, part);
    return {
      number: i + 1,
      live: live?.tag ?? null,
      boards: boards.filter((b) => within(b.start)).flatMap((b) => /^<Board\b[^>]*scenario="([^"]*)"/.exec(b.tag)?.[1] ?? []),
      counted: boards.filter((b) => within(b.start)).flatMap((b) => countedId(b.tag) ?? []),
      sections: marks.filter((h) => within(h.at)).map((h) => headingSlug(h.text)),
      title: part > 1 ? `${heading}, part ${part}` : heading,
      continues: i > 0 && !marks.some((h) => h.at === start),
    };
  });
}

/** The address of a lesson's page: /lessons/to-chow/ for the first, /lessons/to-chow/2/ for the second. */
export function lessonPagePath(slug: string, page: number): string {
  return page <= 1 ? lessonPath(slug) : `${lessonPath(slug)}${page}/`;
}

/**
 * The address of an anchor in a lesson, on the page that holds it: a heading's
 * id (`the-wrong-seat`), or a board's (`board-to-chow-2-title`). An
 * anchor the lesson does not hold is an error, so that no link is built to
 * nowhere.
 */
export function lessonAnchorPath(slug: string, pages: readonly LessonPage[], anchor: string): string {
  const board = /^board-(.+)-title$/.exec(anchor)?.[1];
  const page = pages.find((p) => (board ? p.boards.includes(board) : p.sections.includes(anchor)));
  if (!page) throw new Error(`the lesson ${slug} has no ${board ? `board "${board}"` : `heading with the id "${anchor}"`}`);
  return `${lessonPagePath(slug, page.number)}#${anchor}`;
}

/**
 * The MDX text of a lesson's page N (from 1): the imports at the top of the
 * lesson, then that page's part of the text alone, for the compiler
 * (vitePluginLessonParts.ts), so that a page builds nothing of the others.
 * The frontmatter is left out (the lesson's page reads it from the content
 * collection); an import below the start of the text would be cut off from
 * the parts that need it, so it is refused by name.
 */
export function lessonPartText(text: string, page: number, file: string): string {
  const front = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(text)?.[0].length ?? 0;
  const head = front + /^(?:[ \t]*(?:(?:import|export)\s[^\n]*)?\r?\n)*/.exec(text.slice(front))![0].length;
  const late = /^(?:import|export)\s/m.exec(text.slice(head));
  if (late) throw new Error(`${file}: an import or export after the lesson's text has begun; move it to the top of the file`);
  const starts = pageStarts(text);
  if (page < 1 || page > starts.length) throw new Error(`${file}: there is no page ${page}; the lesson has ${starts.length}`);
  const cuts = [head, ...starts.slice(1)];
  if (cuts.some((at, i) => i > 0 && at <= cuts[i - 1])) throw new Error(`${file}: a board stands before the lesson's text begins`);
  return `${text.slice(front, head).trim()}\n\n${text.slice(cuts[page - 1], cuts[page] ?? text.length).trim()}\n`;
}
