/**
 * npm run reproducible
 * Builds the committed site twice, in two fresh clones of HEAD in two different folders, and compares every file of
 * the two dist/ folders byte for byte: prints each file that differs or is in one build only, and exits 1 if any.
 * `-- --against-dist` takes this checkout's dist/ as the first build and makes only the second (CI, which has just
 * built a clean clone of the commit, so pays for one build more, not two).
 * Same commit, same bytes: a deploy then only sends browsers the pages that changed. Uncommitted changes are not
 * in the clones; node_modules is this checkout's, linked in.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

/** Every file under a folder, as a path relative to it, with the sha-256 of its bytes. */
function hashes(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    out.set(relative(dir, file), createHash('sha256').update(readFileSync(file)).digest('hex'));
  }
  return out;
}

const here = resolve('.');
const head = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
const work = mkdtempSync(join(tmpdir(), 'cpk-reproducible-'));
try {
  const againstDist = process.argv.includes('--against-dist');
  const builds = (againstDist ? ['two'] : ['one', 'two']).map((name) => {
    const checkout = join(work, name, 'cpk');
    execFileSync('git', ['clone', '--quiet', here, checkout]);
    execFileSync('git', ['-C', checkout, 'checkout', '--quiet', '--detach', head]);
    symlinkSync(join(here, 'node_modules'), join(checkout, 'node_modules'));
    console.log(`== build ${name} (${checkout})`);
    execFileSync('npm', ['run', '--silent', 'build'], { cwd: checkout, stdio: ['ignore', 'ignore', 'inherit'] });
    return hashes(join(checkout, 'dist'));
  });
  const [one, two] = againstDist ? [hashes(join(here, 'dist')), builds[0]] : builds;
  const differ = [...new Set([...one.keys(), ...two.keys()])].sort().filter((file) => one.get(file) !== two.get(file));
  for (const file of differ) console.log(`${file}: ${!one.has(file) ? 'only in the second build' : !two.has(file) ? 'only in the first build' : 'differs'}`);
  console.log(differ.length ? `${differ.length} of ${one.size} files differ between two builds of ${head.slice(0, 7)}` : `${one.size} files, byte-identical in two builds of ${head.slice(0, 7)}`);
  process.exitCode = differ.length ? 1 : 0;
} finally {
  rmSync(work, { recursive: true, force: true });
}
