/**
 * Checks the built site: every internal link and #anchor resolves to a page
 * and an element id, and every image has alt text. Returns the problems.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { htmlFiles, pagePath } from './builtPages';

function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\s(?:id|name)="([^"]+)"/g)].map((m) => m[1]));
}

/** The file a site path is served from, or null. */
function fileFor(dist: string, path: string): string | null {
  const clean = decodeURIComponent(path);
  const candidates = clean.endsWith('/') ? [join(dist, clean, 'index.html')] : [join(dist, clean), join(dist, clean, 'index.html'), join(dist, `${clean}.html`)];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

export function checkLinks(dist = 'dist'): string[] {
  const problems: string[] = [];
  if (!existsSync(dist) || htmlFiles(dist).length === 0) return [`${dist}/ holds no pages: run "npm run build" first`];
  const ids = new Map<string, Set<string>>();
  const idsFor = (file: string) => {
    if (!ids.has(file)) ids.set(file, idsOf(readFileSync(file, 'utf8')));
    return ids.get(file)!;
  };
  for (const file of htmlFiles(dist)) {
    const page = pagePath(dist, file);
    const html = readFileSync(file, 'utf8');
    for (const m of html.matchAll(/<img\b[^>]*>/g)) {
      if (!/\salt="[^"]*\S[^"]*"/.test(m[0]) && !/\salt=""[^>]*aria-hidden="true"/.test(m[0])) problems.push(`${page}: an image has no alt text: ${m[0].slice(0, 80)}`);
    }
    for (const m of html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)) {
      const href = m[1].replace(/&amp;/g, '&');
      if (/^(https?:|mailto:|tel:|data:)/.test(href) || href === '') continue;
      const url = new URL(href, `http://site${page}`);
      const target = fileFor(dist, url.pathname);
      if (!target) {
        problems.push(`${page}: link to ${href} leads nowhere`);
        continue;
      }
      if (url.hash && url.hash !== '#' && target.endsWith('.html') && !idsFor(target).has(decodeURIComponent(url.hash.slice(1)))) {
        problems.push(`${page}: link to ${href}: no element with id "${url.hash.slice(1)}" on ${url.pathname}`);
      }
    }
  }
  return problems;
}
