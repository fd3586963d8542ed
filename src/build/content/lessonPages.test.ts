import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lessonAnchorPath, lessonPagePath, lessonPages, lessonPartText, pageStarts } from './lessonPages';

const LESSON = `---
title: A Made-up Lesson
rules: [CHOW-LEFT-ONLY]
# a YAML comment, not a heading
---
import Board from '../../components/Board.astro';
import AfterBoard from '../../components/AfterBoard.astro';

The lesson's opening words.

## First idea

Some words.

<Board scenario="one" />

<AfterBoard board="one">

What the first board shows.

</AfterBoard>

Words after the first board's explanation.

## A section with no board

More words.

## Second idea

<Board scenario="two" />

<AfterBoard board="two">

What the second board shows.

</AfterBoard>

The second idea goes on.

<Board scenario="three" />

## What to remember

- A summary.
`;

describe('a lesson is cut into pages, one board to a page', () => {
  const pages = lessonPages(LESSON);

  it('gives each board a page, from the heading that introduces it; a section with no board stays with the board before it', () => {
    expect(pages.map((p) => p.boards)).toEqual([['one'], ['two'], ['three']]);
    expect(pages.map((p) => p.sections)).toEqual([['first-idea', 'a-section-with-no-board'], ['second-idea'], ['what-to-remember']]);
  });

  it('cuts at the last heading before a board, or right after the board and explanation before it when no heading comes between', () => {
    const starts = pageStarts(LESSON);
    expect(LESSON.slice(starts[1]).startsWith('## Second idea')).toBe(true);
    expect(LESSON.slice(starts[2]).trimStart().startsWith('The second idea goes on.')).toBe(true);
    expect(LESSON.slice(0, starts[2]).trimEnd().endsWith('</AfterBoard>')).toBe(true);
  });

  it('names each page after the heading above its board, and marks a page that goes on under an earlier heading', () => {
    expect(pages.map((p) => p.title)).toEqual(['First idea', 'Second idea', 'Second idea, part 2']);
    expect(pages.map((p) => p.continues)).toEqual([false, false, true]);
  });

  it('ignores headings and boards in the frontmatter and in fenced code', () => {
    const fenced = LESSON.replace('More words.', '```\n## Not a heading\n<Board scenario="not-a-board" />\n```');
    expect(lessonPages(fenced).map((p) => p.boards)).toEqual([['one'], ['two'], ['three']]);
    expect(lessonPages(fenced)[0].sections).toEqual(['first-idea', 'a-section-with-no-board']);
  });

  it('serves a lesson with no board on one page', () => {
    expect(lessonPages('---\ntitle: T\n---\n\n## Only text\n\nWords.\n')).toMatchObject([{ number: 1, boards: [], sections: ['only-text'] }]);
  });

  it('addresses the first page as the lesson, and the others by number', () => {
    expect(lessonPagePath('to-chow', 1)).toBe('/lessons/to-chow/');
    expect(lessonPagePath('to-chow', 3)).toBe('/lessons/to-chow/3/');
  });

  it('links a heading or a board on the page that holds it, and refuses one the lesson does not have', () => {
    expect(lessonAnchorPath('made-up', pages, 'second-idea')).toBe('/lessons/made-up/2/#second-idea');
    expect(lessonAnchorPath('made-up', pages, 'board-three-title')).toBe('/lessons/made-up/3/#board-three-title');
    expect(lessonAnchorPath('made-up', pages, 'first-idea')).toBe('/lessons/made-up/#first-idea');
    expect(() => lessonAnchorPath('made-up', pages, 'no-such-heading')).toThrow(/no heading with the id "no-such-heading"/);
    expect(() => lessonAnchorPath('made-up', pages, 'board-four-title')).toThrow(/no board "four"/);
  });
});

describe('the text each page is compiled from (lessonPartText)', () => {
  const part = (n: number) => lessonPartText(LESSON, n, 'made-up.mdx');
  const IMPORTS = "import Board from '../../components/Board.astro';\nimport AfterBoard from '../../components/AfterBoard.astro';";

  it('is the imports at the top, then that page\'s part alone, without the frontmatter', () => {
    for (const n of [1, 2, 3]) {
      expect(part(n).startsWith(`${IMPORTS}\n\n`)).toBe(true);
      expect(part(n)).not.toContain('title: A Made-up Lesson');
    }
    expect(part(1)).toContain("The lesson's opening words.");
    expect(part(1)).toContain('<Board scenario="one" />');
    expect(part(1)).toContain('What the first board shows.');
    expect(part(1)).toContain("Words after the first board's explanation.");
    expect(part(1)).not.toContain('<Board scenario="two" />');
    expect(part(1)).toContain('## A section with no board');
    expect(part(2).startsWith(`${IMPORTS}\n\n## Second idea`) && part(2).includes('<Board scenario="two" />')).toBe(true);
    expect(part(2)).not.toContain('<Board scenario="one" />');
    expect(part(3)).toContain('<Board scenario="three" />');
    expect(part(3)).toContain('A summary.');
  });

  it('loses no text and repeats none', () => {
    const words = (t: string) => t.replace(/^import .*$/gm, '').replace(/\s+/g, ' ').trim();
    const body = LESSON.slice(LESSON.indexOf("The lesson's opening words."));
    expect(words([1, 2, 3].map(part).join('\n'))).toBe(words(body));
  });

  it('refuses a page the lesson does not have, and an import below the start of the text, naming the file', () => {
    expect(() => lessonPartText(LESSON, 4, 'content/lessons/made-up.mdx')).toThrow(/made-up\.mdx: there is no page 4; the lesson has 3/);
    expect(() => lessonPartText(`${LESSON}\nimport X from './x';\n`, 1, 'content/lessons/bad.mdx')).toThrow(/content\/lessons\/bad\.mdx: an import or export after/);
  });
});

describe('the course as it stands', () => {
  const dir = new URL('../../../content/lessons/', import.meta.url);
  const files = readdirSync(dir).filter((f) => f.endsWith('.mdx'));

  it.each(files)('%s: every board and every heading is on exactly one page, each page has at most one board', (file) => {
    const text = readFileSync(new URL(file, dir), 'utf8');
    const pages = lessonPages(text);
    const boards = [...text.matchAll(/<Board\s+[^>]*scenario="([^"]*)"/g)].map((m) => m[1]);
    expect(pages.flatMap((p) => p.boards)).toEqual(boards);
    expect(pages.every((p) => p.boards.length <= 1)).toBe(true);
    expect(pages.flatMap((p) => p.sections).length).toBe([...text.matchAll(/^## /gm)].length);
    expect(new Set(pages.map((p) => p.title)).size).toBe(pages.length);
    for (const p of pages) expect(() => lessonPartText(text, p.number, file)).not.toThrow();
  });
});
