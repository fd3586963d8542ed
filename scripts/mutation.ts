/**
 * npm run mutation [-- STRYKER OPTIONS]
 * Runs StrykerJS (stryker.config.json) on the files that decide claims and
 * turns, then prints, from its JSON report, the mutation score: the share of
 * mutants the engine tests kill, file by file and in all, and every mutant
 * left alive with its line and the change made, so that each can be given a
 * test or a note (docs/mutation.md). Options are passed on to Stryker, e.g.
 * `-- --mutate src/engine/core/claiming.ts` for one file; `-- --from-report`
 * prints the last run's report again without running anything.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const REPORT = 'reports/mutation/mutation.json';

interface Mutant {
  id: string;
  mutatorName: string;
  status: string;
  replacement?: string;
  location: { start: { line: number; column: number } };
}

if (!process.argv.includes('--from-report')) {
  const run = spawnSync('npx', ['stryker', 'run', ...process.argv.slice(2)], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

const report: { files: Record<string, { mutants: Mutant[] }> } = JSON.parse(readFileSync(REPORT, 'utf8'));
// As Stryker counts it: a mutant that times out is killed (the tests noticed); ignored and uncompilable ones are not counted.
const detected = (m: Mutant) => m.status === 'Killed' || m.status === 'Timeout';
const counted = (m: Mutant) => m.status !== 'Ignored' && m.status !== 'CompileError';
const percent = (n: number, of: number) => (of === 0 ? '-' : `${((100 * n) / of).toFixed(1)}%`);

let killed = 0;
let total = 0;
const alive: string[] = [];
console.log('\nMutation score of the claim and turn decisions (killed / mutants):');
for (const [file, { mutants }] of Object.entries(report.files).sort()) {
  const mine = mutants.filter(counted);
  const k = mine.filter(detected).length;
  killed += k;
  total += mine.length;
  console.log(`  ${file}: ${percent(k, mine.length)} (${k} / ${mine.length})`);
  for (const m of mine.filter((m) => !detected(m)).sort((a, b) => a.location.start.line - b.location.start.line)) {
    alive.push(`  ${file}:${m.location.start.line}:${m.location.start.column} ${m.status} ${m.mutatorName}: ${JSON.stringify(m.replacement ?? '')}`);
  }
}
console.log(`Mutation score: ${percent(killed, total)}: ${killed} of ${total} mutants killed, ${total - killed} left alive.`);
if (alive.length) console.log(`Left alive (docs/mutation.md says why each is equivalent):\n${alive.join('\n')}`);
