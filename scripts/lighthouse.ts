/**
 * Lighthouse's four scores (mobile, its default) for a few built pages,
 * measured in Debian's Chromium against dist/ served locally. Used by the bench.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serveStatic } from './staticServer';

export interface Scores {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

const PORT = 4471;
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function lighthouseScores(pages: string[]): Promise<Scores[]> {
  const server = await serveStatic('dist', PORT);
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const scores: Scores[] = [];
    for (const page of pages) {
      const answer = await fetch(`http://127.0.0.1:${PORT}${page}`);
      if (!answer.ok) throw new Error(`${page} answers ${answer.status}: is dist/ built?`);
      const result = await lighthouse(`http://127.0.0.1:${PORT}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      const c = result?.lhr.categories;
      if (!c) throw new Error(`Lighthouse returned nothing for ${page}`);
      const score = (key: string) => Math.round((c[key]?.score ?? 0) * 100);
      scores.push({ page, performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo') });
    }
    return scores;
  } finally {
    chrome.kill();
    server.close();
  }
}
