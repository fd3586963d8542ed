/**
 * npm run size [-- --check]
 * Prints the JavaScript and HTML bytes (gzip) each built page ships (the
 * JavaScript it loads as it opens, and apart what it may load on demand
 * through dynamic imports); with --check, exits 1 when a page is over its
 * budget in budgets.json, which holds the JavaScript loaded as it opens.
 * Then what the service worker keeps on the device (scripts/precacheWeight.ts):
 * the table's kit it fetches up front on any device, held to its budget
 * (budgets.json "precache"), and the course it keeps at once on a computer.
 */
import { readFileSync } from 'node:fs';
import { pageWeights } from './pageWeight';
import { precacheWeight } from './precacheWeight';

interface Budget {
  pattern: string;
  js: number;
  html: number;
}

const check = process.argv.includes('--check');
const { pages: budgets, precache: precacheBudget }: { pages: Budget[]; precache: { kitGzip: number } } = JSON.parse(readFileSync('budgets.json', 'utf8'));
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

let over = 0;
const rows = pageWeights().map((w) => {
  const budget = budgets.find((b) => new RegExp(b.pattern).test(w.page));
  const problems: string[] = [];
  if (budget && w.jsGzip > budget.js) problems.push(`JS over ${kb(budget.js)}`);
  if (budget && w.htmlGzip > budget.html) problems.push(`HTML over ${kb(budget.html)}`);
  over += problems.length ? 1 : 0;
  return { page: w.page, js: kb(w.jsGzip), later: w.onDemandGzip ? kb(w.onDemandGzip) : '-', html: kb(w.htmlGzip), budget: budget ? `${kb(budget.js)} / ${kb(budget.html)}` : 'none', status: problems.join('; ') || 'ok' };
});

const widths = { page: 34, js: 10, later: 11, html: 10, budget: 20 };
console.log(`${'page'.padEnd(widths.page)}${'JS gzip'.padStart(widths.js)}${'on demand'.padStart(widths.later)}${'HTML gzip'.padStart(widths.html)}  ${'budget JS / HTML'.padEnd(widths.budget)}  status`);
for (const r of rows) console.log(`${r.page.padEnd(widths.page)}${r.js.padStart(widths.js)}${r.later.padStart(widths.later)}${r.html.padStart(widths.html)}  ${r.budget.padEnd(widths.budget)}  ${r.status}`);

const { kit, course } = precacheWeight();
const kitOver = kit.gzip > precacheBudget.kitGzip;
over += kitOver ? 1 : 0;
console.log(`\nKept by the service worker (gzip, as sent; as stored in brackets):`);
console.log(`  up front on any device, the table's kit: ${kit.files} files, ${kb(kit.gzip)} (${kb(kit.bytes)}); budget ${kb(precacheBudget.kitGzip)}: ${kitOver ? 'over' : 'ok'}`);
console.log(`  the course, at once on a computer and on a phone when asked: ${course.files} files, ${kb(course.gzip)} (${kb(course.bytes)})`);
console.log(`  all: ${kb(kit.gzip + course.gzip)} (${kb(kit.bytes + course.bytes)})`);
if (check && over > 0) {
  console.error(`${over} budget(s) exceeded`);
  process.exit(1);
}
