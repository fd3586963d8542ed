/**
 * Lighthouse's four scores (mobile, its default) for a few built pages,
 * measured in Debian's Chromium against dist/ served locally and gzipped as a
 * static host serves it, with the layout shift and paint timings beside them.
 * Used by the bench; `npx tsx scripts/lighthouse.ts [PAGE…]` runs it alone
 * (by default on the pages the bench measures).
 */
import type { AddressInfo } from 'node:net';
import { basename } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/browser';
import { serveStatic } from './staticServer';

export interface Scores {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Cumulative layout shift (issue 13 asks for 0). */
  cls: number;
  /** First and largest contentful paint, and total blocking time, in milliseconds (simulated mobile). */
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** What keeps a category under 100: the failing audits' titles, for the report. */
  below: string[];
}

/** The pages issue 13 names: the home page, a lesson, a puzzle, an illustration, the rules reference, the practice table and the referee. */
export const LIGHTHOUSE_PAGES = ['/', '/lessons/to-chow/', '/puzzles/01/', '/illustrations/harr-12/', '/rules/', '/play/', '/referee/'];

export async function lighthouseScores(pages: string[]): Promise<Scores[]> {
  // A port the system picks (0): two checkouts on one machine can measure at the same time.
  const server = await serveStatic('dist', 0);
  const port = (server.address() as AddressInfo).port;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS });
  try {
    const scores: Scores[] = [];
    for (const page of pages) {
      const answer = await fetch(`http://127.0.0.1:${port}${page}`);
      if (!answer.ok) throw new Error(`${page} answers ${answer.status}: is dist/ built?`);
      const result = await lighthouse(`http://127.0.0.1:${port}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${page}`);
      const c = lhr.categories;
      const score = (key: string) => Math.round((c[key]?.score ?? 0) * 100);
      const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
      const below = Object.values(c)
        .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
        .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
        .map((audit) => `${audit.id} (${Math.round((audit.score ?? 0) * 100)})`);
      scores.push({
        page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
        fcpMs: ms('first-contentful-paint'),
        lcpMs: ms('largest-contentful-paint'),
        tbtMs: ms('total-blocking-time'),
        below: [...new Set(below)],
      });
    }
    return scores;
  } finally {
    chrome.kill();
    server.close();
  }
}

/** The scores as the bench prints them: one line a page. */
export function printScores(scores: Scores[]): void {
  console.log('\nLighthouse (mobile, gzip)             perf  a11y  best   seo    CLS    FCP    LCP    TBT');
  for (const s of scores) {
    const cells = [s.performance, s.accessibility, s.bestPractices, s.seo].map((x) => String(x).padStart(6)).join('');
    const timings = [s.fcpMs, s.lcpMs, s.tbtMs].map((x) => `${x}ms`.padStart(7)).join('');
    console.log(`${s.page.padEnd(36)}${cells}${s.cls.toFixed(3).padStart(7)}${timings}${s.below.length ? `  below 100: ${s.below.join(', ')}` : ''}`);
  }
}

// Run alone (tsx scripts/lighthouse.ts), not as part of the bench's bundle, where import.meta.url is the bundle's.
if (basename(process.argv[1] ?? '') === 'lighthouse.ts') {
  const pages = process.argv.slice(2);
  printScores(await lighthouseScores(pages.length ? pages : LIGHTHOUSE_PAGES));
}
