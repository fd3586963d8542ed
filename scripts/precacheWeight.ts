/**
 * What the service worker keeps on a learner's device (src/offline/keptFiles.ts), read from the worker the build
 * wrote (dist/sw.js, its list of addresses): the table's kit, which it fetches as it installs, on any device; and the
 * course, fetched at once on a computer and on a phone only when the learner asks. Bytes as stored, and gzipped as
 * a server that compresses sends them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type KeptFile, fileAt } from '../src/offline/keptFiles';

export interface KeptWeight {
  files: number;
  bytes: number;
  gzip: number;
}

/** The worker's list, as the build wrote it into dist/sw.js (src/build/integrations/keptKit.ts). */
export function keptList(dist = 'dist'): KeptFile[] {
  return [...readFileSync(join(dist, 'sw.js'), 'utf8').matchAll(/\{[^{}]*"url":"[^"]+"[^{}]*\}/g)].map((m) => JSON.parse(m[0]) as KeptFile);
}

/** The weight of the kit and of the course. */
export function precacheWeight(dist = 'dist'): { kit: KeptWeight; course: KeptWeight } {
  const kit: KeptWeight = { files: 0, bytes: 0, gzip: 0 };
  const course: KeptWeight = { files: 0, bytes: 0, gzip: 0 };
  for (const file of keptList(dist)) {
    const bytes = readFileSync(join(dist, fileAt(file.url)));
    const into = file.kit ? kit : course;
    into.files++;
    into.bytes += bytes.length;
    into.gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { kit, course };
}
