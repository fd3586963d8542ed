import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { islandChunks, ownScriptHashes, policyFirst, preloadIslands } from './pageHeads';

const CHUNKS: Record<string, string> = {
  '/_astro/Board.A.js': 'export{B}from"./Board.B.js";',
  '/_astro/Board.B.js': 'import{h}from"./preact.C.js";import"./store.D.js";const v=()=>import("./engine.E.js");',
  '/_astro/client.F.js': 'import{r}from"./preact.C.js";',
  '/_astro/preact.C.js': 'export const h=1;',
  '/_astro/store.D.js': 'export const s=1;',
  '/_astro/engine.E.js': 'export const e=1;',
  '/_astro/page.G.js': 'import"./store.D.js";',
};
const read = (href: string) => CHUNKS[href];
const island = '<astro-island component-url="/_astro/Board.A.js" renderer-url="/_astro/client.F.js"></astro-island>';

describe('each page head', () => {
  it('preloads the chunks its islands import as they go live, never what they load on demand', () => {
    expect(islandChunks(island, read)).toEqual(['/_astro/Board.A.js', '/_astro/client.F.js', '/_astro/Board.B.js', '/_astro/preact.C.js', '/_astro/store.D.js']);
    const page = `<html><head><title>t</title></head><body>${island}<script type="module" src="/_astro/store.D.js"></script></body></html>`;
    const done = preloadIslands(page, read);
    const links = [...done.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
    // The page loads the store as a script already: no preload for it.
    expect(links).toEqual(['/_astro/Board.A.js', '/_astro/client.F.js', '/_astro/Board.B.js', '/_astro/preact.C.js']);
    expect(done.indexOf('modulepreload')).toBeLessThan(done.indexOf('</head>'));
  });

  it('leaves a page without islands as it is', () => {
    const page = '<html><head></head><body><p>text</p></body></html>';
    expect(preloadIslands(page, read)).toBe(page);
  });

  it("keeps in the policy the hashes of the page's own inline scripts, and its other sources", () => {
    const own = 'console.log(1)';
    const hash = `sha256-${createHash('sha256').update(own).digest('base64')}`;
    const page =
      `<html><head><script>${own}</script><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'wasm-unsafe-eval' '${hash}' 'sha256-other='; style-src 'self' 'sha256-style=';">` +
      '</head><body><script type="module" src="/_astro/page.G.js"></script></body></html>';
    const done = ownScriptHashes(page);
    expect(done).toContain(`script-src 'self' 'wasm-unsafe-eval' '${hash}';`);
    expect(done).not.toContain('sha256-other=');
    expect(done).toContain("style-src 'self' 'sha256-style='");
  });

  it('puts the policy first in the head, after the character set, before the inline script it governs', () => {
    const policy = `<meta http-equiv="content-security-policy" content="default-src 'self'">`;
    const page = `<html><head><meta charset="utf-8"><title>t</title><script>theme()</script>${policy}<link rel="stylesheet" href="/a.css"></head><body></body></html>`;
    const done = policyFirst(page);
    expect(done).toBe(`<html><head><meta charset="utf-8">${policy}<title>t</title><script>theme()</script><link rel="stylesheet" href="/a.css"></head><body></body></html>`);
    expect(policyFirst('<html><head><title>t</title></head></html>')).toBe('<html><head><title>t</title></head></html>');
  });
});
