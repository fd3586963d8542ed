/**
 * What each built page ships: its HTML, and every JavaScript file it loads
 * (module scripts, island components and renderers, and the chunks they
 * import), each counted once per page, in bytes gzipped.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { htmlFiles, pagePath } from './builtPages';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  page: string;
  htmlGzip: number;
  jsGzip: number;
  jsFiles: string[];
}

function gz(text: string | Buffer): number {
  return gzipSync(text, { level: 9 }).length;
}

/** Imports of a built chunk, static and dynamic: `import"./a.js"`, `from"./b.js"`, `import("./c.js")`. */
function importsOf(code: string): string[] {
  return [...code.matchAll(/(?:import|from)\s*\(?\s*["']([^"']+\.js)["']/g)].map((m) => m[1]);
}

export function pageWeights(dist = 'dist'): PageWeight[] {
  if (!existsSync(dist)) throw new Error(`${dist}/ does not exist: run "npm run build" first`);
  return htmlFiles(dist).map((file) => {
    const html = readFileSync(file, 'utf8');
    const roots = new Set<string>();
    for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) roots.add(m[1]);
    for (const m of html.matchAll(/\b(?:component-url|renderer-url)="([^"]+)"/g)) roots.add(m[1]);
    const seen = new Set<string>();
    const queue = [...roots].map((url) => resolve(dist, `.${url}`));
    while (queue.length) {
      const path = queue.pop()!;
      if (seen.has(path) || !existsSync(path)) continue;
      seen.add(path);
      for (const spec of importsOf(readFileSync(path, 'utf8'))) {
        if (spec.startsWith('.')) queue.push(resolve(dirname(path), spec));
        else if (spec.startsWith('/')) queue.push(resolve(dist, `.${spec}`));
      }
    }
    // Inline module scripts count too (Astro inlines small ones).
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
    const jsGzip = [...seen].reduce((n, path) => n + gz(readFileSync(path)), 0) + (inline.trim() ? gz(inline) : 0);
    const page = pagePath(dist, file);
    return { page, htmlGzip: gz(html), jsGzip, jsFiles: [...seen].map((p) => relative(dist, p)).sort() };
  });
}
