/**
 * `npm run serve -- --port N`: serves the built site (dist/) at 127.0.0.1, uncompressed, for the browser tests
 * (playwright.config.ts starts it). How it serves is scripts/staticServer.ts.
 */
import { existsSync } from 'node:fs';
import { serveStatic } from './staticServer';

const at = process.argv.indexOf('--port');
const port = at >= 0 ? Number(process.argv[at + 1]) : 4321;
if (!existsSync('dist/index.html')) {
  console.error('dist/ has no site: run `npm run build` first');
  process.exit(1);
}
await serveStatic('dist', port, { gzip: false });
console.log(`dist/ served at http://127.0.0.1:${port}/`);
