/**
 * The worker's list: each file at its address, and the table's kit marked:
 * its pages and files, and the scripts and style sheets its pages load, as
 * they open or on demand, however deep; nothing that only the course loads.
 */
import { globSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KEPT_GLOBS, KIT_PAGES, NOT_KEPT_UP_FRONT, addressOf, fileAt } from '../../offline/keptFiles';
import { kitAssets, keptList } from './keptKit';

const dist = mkdtempSync(join(tmpdir(), 'cpk-kit-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), text);
};

for (const page of KIT_PAGES) write(page, '<html><head></head><body></body></html>');
write('referee/index.html', '<link rel="stylesheet" href="/_astro/referee.A.css"><astro-island component-url="/_astro/Referee.B.js"></astro-island>');
write('_astro/referee.A.css', '.referee{}');
write('_astro/Referee.B.js', 'import{x}from"./engine.C.js";const later=()=>import("./review.D.js");const rare=()=>import("./rulesetsCompare.G.js");');
write('_astro/rulesetsCompare.G.js', 'import{x}from"./engine.C.js";import"./onlyRare.H.js";');
write('_astro/onlyRare.H.js', '');
write('_astro/engine.C.js', 'export const x=1;');
write('_astro/review.D.js', 'import"./deep.E.js";');
write('_astro/deep.E.js', '');
write('_astro/Lesson.F.js', 'import{x}from"./engine.C.js";');
write('lessons/to-chow/index.html', '<script type="module" src="/_astro/Lesson.F.js"></script>');
write('404.html', '<h1>There is no page at this address</h1>');

describe('the table\'s kit', () => {
  it('holds what its pages load, as they open or on demand, however deep; not what only the course loads, nor a rare ask and what only it loads', () => {
    expect([...kitAssets(dist)].sort()).toEqual(['_astro/Referee.B.js', '_astro/deep.E.js', '_astro/engine.C.js', '_astro/referee.A.css', '_astro/review.D.js']);
  });

  it('lists each file at its address, the kit marked', () => {
    const list = keptList(
      [
        { url: 'referee/index.html', revision: 'r1', size: 1 },
        { url: 'index.html', revision: 'r2', size: 1 },
        { url: 'lessons/to-chow/index.html', revision: 'r3', size: 1 },
        { url: '_astro/engine.C.js', revision: null, size: 1 },
        { url: '_astro/Lesson.F.js', revision: null, size: 1 },
        { url: 'tiles.svg', revision: 'r4', size: 1 },
        { url: 'boards/to-chow-1.json', revision: 'r5', size: 1 },
      ],
      dist,
    );
    expect(list.map((f) => [f.url, f.kit ?? false])).toEqual([
      ['/referee/', true],
      ['/', true],
      ['/lessons/to-chow/', false],
      ['/_astro/engine.C.js', true],
      ['/_astro/Lesson.F.js', false],
      ['/tiles.svg', true],
      ['/boards/to-chow-1.json', false],
    ]);
  });

  it('lists every page of the course but the one a host answers an unknown address with, which is no part of it', () => {
    // The files as Workbox picks them from the build (astro.config.mjs: globPatterns, globIgnores).
    const kept = globSync(KEPT_GLOBS, { cwd: dist, exclude: NOT_KEPT_UP_FRONT });
    expect(kept).toContain('lessons/to-chow/index.html');
    expect(kept).toContain('offline/index.html');
    expect(kept).not.toContain('404.html');
  });

  it('reads an address back as the file served at it', () => {
    for (const file of ['index.html', 'referee/index.html', 'play/board/index.html', 'tiles.svg', '_astro/x.js']) expect(fileAt(addressOf(file))).toBe(file);
  });
});
