/**
 * The service worker's list as the build writes it (a Workbox manifest transform, astro.config.mjs): each file at
 * the address it is served at, and the table's kit marked (src/offline/keptFiles.ts): its pages and files, and every
 * script and style sheet those pages load, as they open or on demand, found by following the names each file gives.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type KeptFile, KIT_FILES, KIT_LEAVES_OUT, KIT_PAGES, addressOf } from '../../offline/keptFiles';

/** The scripts and style sheets (as built files, "_astro/x.js") that the kit's pages load, however deep, but those of a rare ask (KIT_LEAVES_OUT). */
export function kitAssets(dist: string): Set<string> {
  const assets = readdirSync(join(dist, '_astro')).filter((name) => /\.(js|css)$/.test(name) && !KIT_LEAVES_OUT.some((out) => out.test(name)));
  const reached = new Set<string>();
  const queue = KIT_PAGES.map((page) => readFileSync(join(dist, page), 'utf8'));
  while (queue.length) {
    const text = queue.pop()!;
    for (const name of assets) {
      const file = `_astro/${name}`;
      if (reached.has(file) || !text.includes(name)) continue;
      reached.add(file);
      if (name.endsWith('.js')) queue.push(readFileSync(join(dist, file), 'utf8'));
    }
  }
  return reached;
}

/** Workbox's entries (files of dist/) as the worker's list: addresses, and the kit marked. */
export function keptList(entries: readonly { url: string; revision: string | null; size: number }[], dist: string): (KeptFile & { size: number })[] {
  const kit = new Set([...KIT_PAGES, ...KIT_FILES, ...kitAssets(dist)]);
  return entries.map((e) => ({ ...e, url: addressOf(e.url), kit: kit.has(e.url) || undefined }));
}
