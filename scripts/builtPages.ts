/**
 * The HTML files of the built site, and the address each is served at.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export function htmlFiles(dist: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.html')) out.push(path);
    }
  };
  if (existsSync(dist)) walk(dist);
  return out.sort();
}

/** "/lessons/to-chow/" for dist/lessons/to-chow/index.html. */
export function pagePath(dist: string, file: string): string {
  return `/${relative(dist, file)}`.replace(/index\.html$/, '');
}
