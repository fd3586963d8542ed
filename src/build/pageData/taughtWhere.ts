/**
 * Where a glossary word is taught, as a page of a lesson: the lesson and
 * section the glossary names (glossary.ts), found on the page that holds
 * that section (a lesson is read one board to a page, lessonPages.ts). The
 * glossary links each word there; that page tells search it teaches the word
 * (its `teaches` and `teaches-own` metadata, ranked high in searchDialog.ts), so that a
 * beginner's word (pung, kong, loose tile) leads first to the lesson that
 * explains it, not to a caption, a replay or a puzzle that only uses it
 * (issue 28).
 */
import type { LessonInfo } from '../content/contentSet';
import type { GlossaryTerm } from './glossary';

/** A glossary word and the other names it goes by. */
export const namesOf = (term: GlossaryTerm): string[] => [term.term, ...(term.also ?? [])];

/** Whether `page` (from 1) of `lesson` is where `term` is taught: the page that holds its section, or the first when it names none. */
export function taughtOn(term: GlossaryTerm, lesson: LessonInfo, page: number): boolean {
  if (term.taught.lesson !== lesson.slug) return false;
  const section = term.taught.section;
  return section ? lesson.pages.some((p) => p.number === page && p.sections.includes(section)) : page === 1;
}

/** A name as whole words in a text, whatever its case; `endings` the forms it may take ("s|ed|ing"). */
export function nameInText(name: string, endings = ''): RegExp {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w-])${escaped}${endings ? `(?:${endings})?` : ''}(?![\\w-])`, 'gi');
}

/**
 * What a lesson's page tells search it teaches: `all`, every name of every glossary word it teaches ("Robbing the
 * kong"); and `own`, those names less any other word's name they hold ("Robbing the"), since search weighs every word
 * of a name alike, and "kong" should lead to the page that teaches Kong before the one that teaches robbing it.
 */
export function wordsTaughtOn(glossary: readonly GlossaryTerm[], lesson: LessonInfo, page: number): { all: string[]; own: string[] } {
  const taught = glossary.filter((term) => taughtOn(term, lesson, page));
  const own = taught.flatMap((term) => {
    const others = glossary.filter((t) => t !== term).flatMap(namesOf);
    return namesOf(term).map((name) => others.reduce((left, other) => left.replace(nameInText(other), ' '), name).replace(/\s+/g, ' ').trim());
  });
  return { all: taught.flatMap(namesOf), own: own.filter(Boolean) };
}
