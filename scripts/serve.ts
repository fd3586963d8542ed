/**
 * `npm run serve -- --port N [--file ADDRESS=PATH ...]`: serves the built site (dist/) at 127.0.0.1, uncompressed, for
 * the browser tests (playwright.config.ts starts it), and each file named by --file at its address. How it serves is
 * scripts/staticServer.ts.
 */
import { existsSync } from 'node:fs';
import { serveStatic } from './staticServer';

const args = process.argv.slice(2);
const at = args.indexOf('--port');
const port = at >= 0 ? Number(args[at + 1]) : 4321;
const files: Record<string, string> = {};
args.forEach((arg, i) => {
  if (arg !== '--file') return;
  const [address, path] = (args[i + 1] ?? '').split('=');
  if (!address?.startsWith('/') || !path || !existsSync(path)) {
    console.error(`--file takes ADDRESS=PATH, an address from / and a file that exists: "${args[i + 1] ?? ''}"`);
    process.exit(1);
  }
  files[address] = path;
});
if (!existsSync('dist/index.html')) {
  console.error('dist/ has no site: run `npm run build` first');
  process.exit(1);
}
await serveStatic('dist', port, { gzip: false, files });
console.log(`dist/ served at http://127.0.0.1:${port}/`);
