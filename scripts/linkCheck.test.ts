import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLinks, wordsRunIntoCode, wordsRunIntoLinks } from './linkCheck';

const made: string[] = [];
function site(pages: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'cpk-links-'));
  made.push(dist);
  for (const [path, html] of Object.entries(pages)) {
    mkdirSync(join(dist, path), { recursive: true });
    writeFileSync(join(dist, path, 'index.html'), html);
  }
  return dist;
}
afterEach(() => {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('the link check', () => {
  it('passes pages whose links, anchors and images are sound', () => {
    const dist = site({
      '': '<a href="/a/">a</a><a href="/a/#x">x</a><a href="#top">top</a><p id="top"></p><img src="/i.png" alt="a tile">',
      a: '<h2 id="x">X</h2><a href="https://example.org/">out</a>',
    });
    expect(checkLinks(dist)).toEqual([]);
  });

  it('reports a link to a missing page, a missing anchor and an image without alt', () => {
    const dist = site({ '': '<a href="/nowhere/">n</a><a href="/a/#missing">m</a><img src="/i.png">', a: '<p></p>' });
    const problems = checkLinks(dist);
    expect(problems).toHaveLength(3);
    expect(problems.some((p) => p.includes('/nowhere/ leads nowhere'))).toBe(true);
    expect(problems.some((p) => p.includes('no element with id "missing"'))).toBe(true);
    expect(problems.some((p) => p.includes('no alt text'))).toBe(true);
  });

  it('reports a word run into a link, before it or after it, naming the page and the text', () => {
    // As Astro builds "and the lesson\n<a …>Claiming today</a>": the line break is dropped, not made a space.
    const dist = site({
      puzzles: '<p>each one changes, and the lesson<a href="/a/">Claiming today</a> teaches them.</p>',
      a: '<p>Public domain.<a href="/puzzles/">Illustration No. 9</a> (600 pixels); the <a href="/puzzles/"><code>rules</code></a>s page.</p>',
    });
    expect(checkLinks(dist)).toEqual([
      '/a/: no space between a word and a link: "…Public domain.⟨Illustration No. 9⟩…"',
      '/a/: no space between a word and a link: "…No. 9 (600 pixels); the ⟨rules⟩s…"',
      '/puzzles/: no space between a word and a link: "…each one changes, and the lesson⟨Claiming today⟩…"',
    ]);
  });

  it('reports a word run into code, before it or after it, and lets code stand against a space, a bracket or a tag', () => {
    // As Astro builds "dragons are <code>Rd</code> (Red),\n<code>Gd</code>": the line break is dropped, not made a space.
    const dist = site({ notation: '<p>dragons are <code>Rd</code> (Red),<code>Gd</code> (Green). Its<code>options</code> line; <code>5c</code>s. Starting with<code>#</code>.</p>' });
    expect(checkLinks(dist)).toEqual([
      '/notation/: no space between a word and code: "…dragons are Rd (Red),⟨Gd⟩…"',
      '/notation/: no space between a word and code: "…dragons are Rd (Red),Gd (Green). Its⟨options⟩…"',
      '/notation/: no space between a word and code: "…Itsoptions line; 5cs. Starting with⟨#⟩…"',
      '/notation/: no space between a word and code: "…Rd (Red),Gd (Green). Itsoptions line; ⟨5c⟩s…"',
    ]);
    const fine = '<p>Winds: <code>E</code> <code>S</code>, (<code>hidden</code>) or “<code>Rd</code>”; <pre><code>East: 1c</code></pre><a href="/"><code>x</code></a></p>';
    expect(wordsRunIntoCode('/', fine)).toEqual([]);
  });

  it('lets a link stand against punctuation, a tag or a space, and looks past scripts and styles', () => {
    const page = [
      '<p>See <a href="/">the rules</a>, (<a href="/">the notation</a>) and “<a href="/">this</a>”.</p>',
      '<li><a href="/">Claiming today</a></li><p>—<a href="/">dash</a>—</p><p>At 3 <a href="/">puzzles</a> 4</p>',
      '<script>const s = "x<a href=\'/\'>y</a>z";</script><style>a::before{content:"b<a>c"}</style>',
    ].join('');
    expect(wordsRunIntoLinks('/', page)).toEqual([]);
  });
});
