/**
 * npm run bench [-- --no-lighthouse] [-- --json]: scripts/bench.ts, bundled
 * first as the site ships the engine and then run in Node, so that its
 * figures are the shipped engine's. Run through tsx, every function made
 * inside another is wrapped at each making to keep its name (tsx sets
 * esbuild's keepNames, and no setting turns it off), while the site's
 * bundles keep no names (Vite's build). A call such as adjudicate, which
 * makes small functions as it goes, ran at about 280 K a second through tsx
 * against 450 K bundled (6 December 2026, Node 24): the bench timed the
 * wrapping. The bundle leaves every package outside it, the peers' too, as
 * they ship, and is written beside bench.ts so that its relative addresses
 * (the content it reads) resolve as bench.ts's do.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const bench = fileURLToPath(new URL('./bench.ts', import.meta.url));
const bundle = fileURLToPath(new URL('./.bench.mjs', import.meta.url));

await build({
  entryPoints: [bench],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  keepNames: false,
  logLevel: 'warning',
});
const run = spawnSync(process.execPath, [bundle, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
