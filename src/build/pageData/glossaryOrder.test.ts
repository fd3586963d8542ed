/**
 * Only words the course has taught (issue 28): for each glossary term, the
 * lesson page that first uses it and the page that first explains it, in
 * course order; the test fails where a word is used before it is explained.
 *
 * A page uses a term when its prose says it, or its board shows it before any
 * answer (the board's title and prompt, the label over the tile on offer, the
 * call buttons). A page explains a term when the glossary says it is taught
 * there, or its prose defines it in a `<dfn>` or links its glossary entry
 * (`/glossary/#pung`), so that the learner can read it there and then.
 *
 * Words of everyday English that the glossary also defines in the game's
 * sense (set, pair, turn, seat, discard, call, wind...) are read as plain
 * English before their lesson and are not checked; they are listed below.
 */
import { describe, expect, it } from 'vitest';
import { openBoard } from '../../engine/board';
import { contentFiles, scenarios } from '../content/content';
import { pageStarts } from '../content/lessonPages';
import { loadLessons } from '../content/contentSet';
import { GLOSSARY, type GlossaryTerm } from './glossary';
import { nameInText, namesOf, taughtOn } from './taughtWhere';

const EVERYDAY = new Set(['set', 'pair', 'run', 'suits', 'concealed', 'exposed', 'claim', 'discard', 'seat', 'play-order', 'turn', 'the-wall', 'precedence']);

interface CoursePage {
  /** "the-table 2": the lesson's slug and the page's number. */
  name: string;
  /** What the learner reads on it before answering. */
  text: string;
  /** Glossary ids its prose explains (a `<dfn>` or a link to the entry). */
  explains: Set<string>;
}

const positions = scenarios();

/** What a board shows before any answer: its title, prompt, the tile on offer's label and the calls offered. */
function boardWords(name: string): string {
  const position = positions.get(name);
  if (!position) return '';
  const open = openBoard(position);
  return [open.title, position.prompt ?? '', open.offered?.label ?? '', ...(open.claimButtons ?? []).map((c) => c.label), ...(open.turn ?? []).map((t) => t.label)].join('\n');
}

function coursePages(): CoursePage[] {
  const files = new Map((contentFiles('lessons') ?? []).map((f) => [f.name, f.text]));
  return loadLessons().flatMap((lesson) => {
    const text = files.get(lesson.id)!;
    const starts = [...pageStarts(text), text.length];
    return lesson.pages.map((page, i) => {
      const part = text.slice(starts[i], starts[i + 1]);
      const explains = new Set([...part.matchAll(/\/glossary\/#([a-z-]+)/g)].map((m) => m[1]));
      for (const m of part.matchAll(/<dfn>([^<]+)<\/dfn>/g)) for (const term of GLOSSARY) if (namesOf(term).some((n) => n.toLowerCase() === m[1].toLowerCase())) explains.add(term.id);
      for (const term of GLOSSARY) if (taughtOn(term, lesson, page.number)) explains.add(term.id);
      const prose = part
        .replace(/^---[\s\S]*?\n---/, '')
        .replace(/^import .*$/gm, '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\]\([^)]*\)/g, ']');
      return { name: `${lesson.slug} ${page.number}`, text: [prose, ...page.boards.map(boardWords)].join('\n'), explains };
    });
  });
}

/** "Loose tile" also matches "loose tiles", "Pung" "pungs", "punged" and "punging". */
function uses(text: string, term: GlossaryTerm): boolean {
  return namesOf(term).some((name) => nameInText(name, 's|es|ed|ing').test(text));
}

describe('the course uses a word only once it has explained it', () => {
  const pages = coursePages();

  it('finds every page of every lesson', () => {
    expect(pages.length).toBe(loadLessons().reduce((n, l) => n + l.pages.length, 0));
    expect(pages[0].name).toBe('the-table 1');
  });

  it('lists, for each glossary term, the page that first uses it and the page that first explains it', () => {
    const table = GLOSSARY.filter((t) => !EVERYDAY.has(t.id)).map((term) => {
      const used = pages.findIndex((p) => uses(p.text, term));
      const explained = pages.findIndex((p) => p.explains.has(term.id));
      return { term: term.id, used: used < 0 ? null : pages[used].name, explained: explained < 0 ? null : pages[explained].name, early: used >= 0 && (explained < 0 || used < explained) };
    });
    // Every term the course uses is explained somewhere in it.
    for (const row of table) if (row.used) expect(row.explained, row.term).not.toBeNull();
    expect(table.filter((row) => row.early).map((row) => `${row.term}: used on ${row.used}, explained on ${row.explained}`)).toEqual([]);
  });
});
