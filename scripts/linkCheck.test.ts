import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLinks } from './linkCheck';

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
});
