/**
 * npm run bench
 * Operations per second of the engine's hot paths, each timed with
 * performance.now() for about a second after a short warm-up.
 */
import { existsSync, readFileSync } from 'node:fs';
import { adjudicate } from '../src/engine/adjudicate';
import { legalClaims } from '../src/engine/claims';
import { isWinningHand } from '../src/engine/hand';
import { randomGame } from '../src/engine/sim/randomGame';
import { parseScenario } from '../src/engine/formats/scenario';
import { parseTiles } from '../src/engine/tiles';
import { lighthouseScores } from './lighthouse';
import { pageWeights } from './pageWeight';

export interface BenchResult {
  name: string;
  opsPerSecond: number;
  iterations: number;
  ms: number;
}

/** Runs `fn` in growing batches until about `targetMs` have passed; returns its rate. */
export function measure(name: string, fn: (i: number) => unknown, targetMs = 1000): BenchResult {
  let sink: unknown;
  for (let i = 0; i < 50; i++) sink = fn(i); // warm-up
  let iterations = 0;
  let batch = 1;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < targetMs) {
    for (let i = 0; i < batch; i++) sink = fn(iterations + i);
    iterations += batch;
    elapsed = performance.now() - start;
    if (elapsed < targetMs / 10) batch *= 2;
  }
  if (sink === Symbol.for('never')) console.log(sink);
  return { name, opsPerSecond: (iterations / elapsed) * 1000, iterations, ms: elapsed };
}

// Positions. A discard that three seats can claim: South a chow, West a pung, North a win.
const RIVALS = `title: three rival claims
view: South
South: 4c 6c 1b 2b 3b 7d 8d 9d E E N Wd Gd
West: 5c 5c 1d 2d 3d 5b 5b 8b 8b S S N Rd
North: 1b 2b 3b 4b 5b 6b 7d 7d 7d Rd Rd Rd 5c
event: East discards 5c
claim: South chow 4c 6c
claim: West pung
claim: North mahjong
`;
const ILL_12 = readFileSync(new URL('../content/scenarios/harr-illustration-12.scn', import.meta.url), 'utf8');
const rivals = parseScenario(RIVALS);
const winning = parseTiles('1b 2b 3b 4b 5b 6b 7d 7d 7d Rd Rd Rd 9c 9c');
const nearMiss = parseTiles('1b 2b 3b 4b 5b 6b 7d 7d 7d Rd Rd Rd 9c 8c');

const results: BenchResult[] = [
  measure('legalClaims on a discard', () => legalClaims(rivals.table)),
  measure('adjudicate 3 announced claims', () => adjudicate(rivals.table, rivals.claims)),
  measure('isWinningHand (winning hand)', () => isWinningHand(winning, [])),
  measure('isWinningHand (not winning)', () => isWinningHand(nearMiss, [])),
  measure('parseScenario (Illustration 12)', () => parseScenario(ILL_12, 'harr-illustration-12.scn')),
  measure('randomGame: full hands played', (i) => randomGame(i)),
];

function formatRate(n: number): string {
  return n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1);
}

const nameWidth = Math.max(...results.map((r) => r.name.length), 'Operation'.length);
const rows = results.map((r) => [r.name.padEnd(nameWidth), formatRate(r.opsPerSecond).padStart(12), String(r.iterations).padStart(10), `${(r.ms / 1000).toFixed(2)} s`.padStart(7)]);
console.log(`${'Operation'.padEnd(nameWidth)}  ${'ops/s'.padStart(12)}  ${'runs'.padStart(10)}  ${'time'.padStart(7)}`);
console.log(`${'-'.repeat(nameWidth)}  ${'-'.repeat(12)}  ${'-'.repeat(10)}  ${'-'.repeat(7)}`);
for (const row of rows) console.log(row.join('  '));

// ---------------------------------------------------------------------------
// The built site: bytes each page ships, and Lighthouse's scores for a home
// page, a lesson, a puzzle and an illustration. Skipped, with a note, when
// dist/ has not been built; `--no-lighthouse` skips the browser part.
// ---------------------------------------------------------------------------

function firstPage(pages: string[], prefix: string): string | null {
  return pages.find((p) => p.startsWith(prefix) && p !== prefix && !p.includes('practice')) ?? null;
}

async function siteFigures(): Promise<void> {
  if (!existsSync('dist')) {
    console.log('\n(dist/ not built: run "npm run build" for the per-page figures and Lighthouse scores)');
    return;
  }
  const weights = pageWeights();
  console.log('\nPage                                  JS gzip   HTML gzip');
  for (const w of weights) {
    console.log(`${w.page.padEnd(36)}${`${(w.jsGzip / 1024).toFixed(1)} KB`.padStart(9)}${`${(w.htmlGzip / 1024).toFixed(1)} KB`.padStart(12)}`);
  }
  if (process.argv.includes('--no-lighthouse')) return;
  const paths = weights.map((w) => w.page);
  const pages = ['/', ...['/lessons/', '/puzzles/', '/illustrations/'].map((prefix) => firstPage(paths, prefix))].filter((p): p is string => p !== null);
  console.log('\nLighthouse (mobile)                   perf  a11y  best   seo');
  for (const s of await lighthouseScores(pages)) {
    console.log(`${s.page.padEnd(36)}${[s.performance, s.accessibility, s.bestPractices, s.seo].map((n) => String(n).padStart(6)).join('')}`);
  }
}

await siteFigures();
