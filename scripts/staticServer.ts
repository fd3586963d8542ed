/**
 * The static file server for dist/: what the browser tests (scripts/serve.ts), Lighthouse and the first-press bench
 * load the site from. It serves as a static host does: files named by their content (Astro's `/_astro/` chunks, the
 * tile sprite's `?v=`) may be kept for good, every other file is asked for again on each visit (`no-cache`, so a new
 * build is seen at once), and text is compressed when the browser accepts it. Without the first, the browser asked
 * again for the sprite each time a board drew a new tile, and read it again, in the middle of the next press
 * (scripts/benchFirstPress.ts). Compression is for measurements, so that Lighthouse counts the bytes a reader would
 * download; the tests, on one machine, are served uncompressed, which spares the CPU they share with the browser.
 * `astro preview` served the tests before: it allows one server per project, and it took four times this server's
 * CPU a request (3,000 requests of the home page, a lesson, a puzzle, the rules, the referee and the table with their
 * files: 7.1 s against 1.6 s, 5 December 2026), CPU the browser under test was short of.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

export interface ServeOptions {
  /** Compress text when the browser accepts it (the default, as a static host does); false for tests on one machine. */
  gzip?: boolean;
  /** Files from outside the root, by the address each is served at (the browser tests' copy of axe), kept for good. */
  files?: Readonly<Record<string, string>>;
}

/** Serves `root` at 127.0.0.1:`port` (0: a port the system picks, read from the server's address). */
export function serveStatic(root: string, port: number, { gzip = true, files = {} }: ServeOptions = {}): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('malformed address');
      return;
    }
    const named = path.startsWith('/_astro/') || url.searchParams.has('v') || path in files;
    let file = path in files ? files[path] : normalize(join(root, path));
    if (!(path in files) && !file.startsWith(normalize(root))) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    // An address that is no file is answered as static hosts answer it: the site's own page saying so (dist/404.html,
    // src/pages/404.astro), with status 404; a bare line only where the build made no such page.
    let status = 200;
    if (!existsSync(file)) {
      const notFound = join(root, '404.html');
      if (!existsSync(notFound)) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      file = notFound;
      status = 404;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    // Text is sent compressed, as static hosts send it; images are compressed already, and are sent as they are.
    const compress = gzip && /^(text\/|application\/(json|xml|javascript))|image\/svg/.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(status, {
      'content-type': type,
      vary: 'accept-encoding',
      ...(compress ? { 'content-encoding': 'gzip' } : {}),
      // A missing file's answer is never kept for good: the file may be built yet.
      'cache-control': named && status === 200 ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    const body = createReadStream(file);
    if (compress) body.pipe(createGzip()).pipe(res);
    else body.pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
