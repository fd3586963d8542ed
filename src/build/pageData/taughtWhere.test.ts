import { describe, expect, it } from 'vitest';
import { loadLessons } from '../content/contentSet';
import { GLOSSARY } from './glossary';
import { nameInText, taughtOn, wordsTaughtOn } from './taughtWhere';

const lessons = loadLessons();
const lesson = (slug: string) => lessons.find((l) => l.slug === slug)!;
const term = (id: string) => GLOSSARY.find((t) => t.id === id)!;

/** Every lesson page, with the words it tells search it teaches. */
const taughtPages = lessons.flatMap((l) => l.pages.map((p) => ({ at: `${l.slug} ${p.number}`, ...wordsTaughtOn(GLOSSARY, l, p.number) })));

describe('where a glossary word is taught', () => {
  it('is one page of one lesson for every word: the page that holds its section', () => {
    for (const t of GLOSSARY) {
      const pages = lessons.flatMap((l) => l.pages.filter((p) => taughtOn(t, l, p.number)).map((p) => `${l.slug} ${p.number}`));
      expect(pages, t.id).toHaveLength(1);
    }
    expect(taughtOn(term('loose-tile'), lesson('four-of-a-kind'), 1)).toBe(true);
    expect(taughtOn(term('loose-tile'), lesson('four-of-a-kind'), 2)).toBe(false);
    expect(taughtOn(term('loose-tile'), lesson('to-pung'), 1)).toBe(false);
  });

  it("tells search, on each beginner's word's page alone, that it teaches that word as its own", () => {
    const pageOf = (word: string) => taughtPages.filter((p) => p.own.some((w) => nameInText(word).test(w))).map((p) => p.at);
    expect(pageOf('chow')).toEqual(['to-chow 1']);
    expect(pageOf('pung')).toEqual(['to-pung 1']);
    expect(pageOf('kong')).toEqual(['four-of-a-kind 1']);
    expect(pageOf('loose tile')).toEqual(['four-of-a-kind 1']);
    expect(pageOf('mah-jongg')).toEqual(['sets-and-the-hand 1']);
  });

  it("leaves out of a name's own words those another term is named by, so that they lead to their own page", () => {
    const robbing = taughtPages.find((p) => p.at === 'robbing-the-kong 1')!;
    expect(robbing.all).toContain('Robbing the kong');
    expect(robbing.own).toContain('Robbing the');
    expect(robbing.own.join(' ')).not.toMatch(/kong/i);
    const claims = taughtPages.find((p) => p.at === 'claim-rules 1')!;
    expect(claims.all).toEqual(expect.arrayContaining(['Live discard', 'Dead discard']));
    expect(claims.own).toEqual(expect.arrayContaining(['Live', 'Dead']));
    expect(wordsTaughtOn(GLOSSARY, lesson('four-of-a-kind'), 1).own).toEqual(expect.arrayContaining(['Kong', 'four of a kind', 'Loose tile']));
  });
});
