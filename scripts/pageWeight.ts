/**
 * What each built page ships: its HTML, and every JavaScript file it loads
 * (module scripts, island components and renderers, and the chunks they
 * import), each counted once per page, in bytes gzipped. Chunks reached only
 * through a dynamic `import()` are counted apart, as loaded on demand: the
 * page runs without them until its code asks (Astro's Preact renderer, for
 * one, imports @preact/signals only for an island given signals as props,
 * which no island here is).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { htmlFiles, pagePath } from './builtPages';
import { gzipSync } from 'node:zlib';
import { dynamicImportsOf, staticImportsOf } from '../src/build/integrations/chunkImports';

export interface PageWeight {
  page: string;
  htmlGzip: number;
  /** JavaScript the page loads as it opens. */
  jsGzip: number;
  jsFiles: string[];
  /** JavaScript reached only through dynamic imports, loaded when the page's code asks for it. */
  onDemandGzip: number;
  onDemandFiles: string[];
}

function gz(text: string | Buffer): number {
  return gzipSync(text, { level: 9 }).length;
}

/** Every chunk reached from `start` through static imports, added to `seen`; the dynamic imports met on the way go to `later`. */
function closure(dist: string, start: string[], seen: Set<string>, later: string[]): void {
  const queue = [...start];
  while (queue.length) {
    const path = queue.pop()!;
    if (seen.has(path) || !existsSync(path)) continue;
    seen.add(path);
    const code = readFileSync(path, 'utf8');
    const at = (spec: string) => (spec.startsWith('/') ? resolve(dist, `.${spec}`) : resolve(dirname(path), spec));
    for (const spec of staticImportsOf(code)) if (spec.startsWith('.') || spec.startsWith('/')) queue.push(at(spec));
    for (const spec of dynamicImportsOf(code)) if (spec.startsWith('.') || spec.startsWith('/')) later.push(at(spec));
  }
}

export function pageWeights(dist = 'dist'): PageWeight[] {
  if (!existsSync(dist)) throw new Error(`${dist}/ does not exist: run "npm run build" first`);
  return htmlFiles(dist).map((file) => {
    const html = readFileSync(file, 'utf8');
    const roots = new Set<string>();
    for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) roots.add(m[1]);
    for (const m of html.matchAll(/\b(?:component-url|renderer-url)="([^"]+)"/g)) roots.add(m[1]);
    const seen = new Set<string>();
    const later: string[] = [];
    closure(dist, [...roots].map((url) => resolve(dist, `.${url}`)), seen, later);
    const onDemand = new Set<string>();
    for (let pending = later; pending.length; ) {
      const next: string[] = [];
      closure(dist, pending, onDemand, next);
      pending = next.filter((path) => !onDemand.has(path));
    }
    for (const path of seen) onDemand.delete(path);
    // Inline module scripts count too (Astro inlines small ones).
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
    const jsGzip = [...seen].reduce((n, path) => n + gz(readFileSync(path)), 0) + (inline.trim() ? gz(inline) : 0);
    const page = pagePath(dist, file);
    const onDemandGzip = [...onDemand].reduce((n, path) => n + gz(readFileSync(path)), 0);
    return {
      page,
      htmlGzip: gz(html),
      jsGzip,
      jsFiles: [...seen].map((p) => relative(dist, p)).sort(),
      onDemandGzip,
      onDemandFiles: [...onDemand].map((p) => relative(dist, p)).sort(),
    };
  });
}
