/**
 * Each built page's head, finished once the site is built (issue 28), when every chunk's name and imports are known:
 *
 * - **Its islands' scripts are asked for at once.** An island's component and renderer are found only when the
 *   island goes live, their imports only once those have arrived, and theirs after: a board's scripts came four
 *   round trips deep (about 0.7 s after the first paint on slow 4G). A `<link rel="modulepreload">` in the head for
 *   each chunk of that tree (the chunks its static imports reach, never what it loads on demand) fetches them side
 *   by side while the page is read. Preloads do not block the first paint, and add no JavaScript: the size report
 *   counts these chunks already (scripts/pageWeight.ts).
 * - **Its policy lists its own scripts.** Astro writes into every page's Content Security Policy the hashes of every
 *   inline script the site might use (each island directive, its dev runtime too); a page is given the hashes of the
 *   inline scripts it holds, the others dropped: some 50 bytes each that no compression takes off, which the
 *   preloads spend instead (HTML held to 10 KB, budgets.json).
 * - **Its policy comes first**, before any script it governs (policyFirst).
 *
 * Runs in `astro:build:done`, before the service worker is generated from the pages (listed before @vite-pwa/astro
 * in astro.config.mjs) and before Pagefind indexes them.
 */
import type { AstroIntegration } from 'astro';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { staticImportsOf } from './chunkImports';

/** Reads a built file by its address (`/_astro/x.js`); undefined when there is none. */
export type ReadBuilt = (href: string) => string | undefined;

/** The addresses of the chunks an island's component and renderer load as it goes live, found nearest first. */
export function islandChunks(html: string, read: ReadBuilt): string[] {
  const queue = [...html.matchAll(/\b(?:component-url|renderer-url)="([^"]+\.js)"/g)].map((m) => m[1]);
  const seen = new Set<string>();
  while (queue.length) {
    const href = queue.shift()!;
    if (seen.has(href)) continue;
    const code = read(href);
    if (code === undefined) continue;
    seen.add(href);
    for (const spec of staticImportsOf(code)) if (spec.startsWith('.') || spec.startsWith('/')) queue.push(posix.resolve(posix.dirname(href), spec));
  }
  return [...seen];
}

/** The page with a modulepreload link in its head for each chunk of its islands that it does not load as a script. */
export function preloadIslands(html: string, read: ReadBuilt): string {
  const scripts = new Set([...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]));
  const links = islandChunks(html, read)
    .filter((href) => !scripts.has(href))
    .map((href) => `<link rel="modulepreload" href="${href}">`)
    .join('');
  return links ? html.replace('</head>', `${links}</head>`) : html;
}

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** The page with only the hashes of its own inline scripts in its policy's script-src. */
export function ownScriptHashes(html: string): string {
  const inline = new Set([...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => sha256(m[1])));
  return html.replace(/(<meta http-equiv="content-security-policy" content="[^"]*?script-src )([^;"]*)/, (_all, before: string, sources: string) => {
    const kept = sources.split(' ').filter((source) => !/^'sha(256|384|512)-/.test(source) || inline.has(source.slice(1, -1)));
    return `${before}${kept.join(' ')}`;
  });
}

/**
 * The page with its policy first in its head, after the character set: a policy given by a meta tag governs only what
 * comes after it, and Astro writes it after the head's inline script (the theme and the kept presses), which ran before
 * the policy was read.
 */
export function policyFirst(html: string): string {
  const policy = /<meta http-equiv="content-security-policy" content="[^"]*">/.exec(html)?.[0];
  const charset = /<meta charset="[^"]*">/.exec(html)?.[0];
  if (!policy || !charset) return html;
  return html.replace(policy, '').replace(charset, `${charset}${policy}`);
}

function htmlFilesIn(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? htmlFilesIn(path) : name.endsWith('.html') ? [path] : [];
  });
}

export function pageHeads(): AstroIntegration {
  return {
    name: 'cpk-page-heads',
    hooks: {
      'astro:build:done': ({ dir }) => {
        const root = fileURLToPath(dir);
        const read: ReadBuilt = (href) => {
          const path = join(root, href);
          return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
        };
        for (const file of htmlFilesIn(root)) {
          const html = readFileSync(file, 'utf8');
          const finished = policyFirst(ownScriptHashes(preloadIslands(html, read)));
          if (finished !== html) writeFileSync(file, finished);
        }
      },
    },
  };
}
