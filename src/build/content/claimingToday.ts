/**
 * "Claiming today", the lesson after the course (issue 27): one page a
 * ruleset, in order, each with the puzzle it is built on, found among the
 * puzzles and checked against its page. A page that names a puzzle there is
 * not, or one ruled under another ruleset, fails the build naming the file
 * and the field.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { puzzleEntries, type PuzzleEntry } from './puzzles';

const TODAY_PATH = '/lessons/claiming-today/';

export interface TodayPage {
  entry: CollectionEntry<'today'>;
  /** From 1, in the pages' order. */
  number: number;
  href: string;
  puzzle: PuzzleEntry;
}

/** The address of the lesson's page `number` (the first is the lesson's own address). */
export const todayHref = (number: number): string => (number === 1 ? TODAY_PATH : `${TODAY_PATH}${number}/`);

export async function todayPages(): Promise<TodayPage[]> {
  const entries = (await getCollection('today')).sort((a, b) => a.data.order - b.data.order);
  const puzzles = puzzleEntries();
  return entries.map((entry, i) => {
    const file = `content/claiming-today/${entry.id}.md`;
    const puzzle = puzzles.find((p) => String(p.number) === entry.data.puzzle);
    if (!puzzle) throw new Error(`${file} (puzzle): no puzzle ${entry.data.puzzle} in content/puzzles`);
    const ruled = puzzle.puzzle.ruleset?.id ?? 'harr-1922';
    if (ruled !== entry.data.ruleset) throw new Error(`${file} (ruleset): the page is about ${entry.data.ruleset}, but puzzle ${entry.data.puzzle} is ruled under ${ruled}`);
    return { entry, number: i + 1, href: todayHref(i + 1), puzzle };
  });
}
