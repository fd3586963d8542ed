/**
 * A small static file server for dist/, for measurements that must not
 * compete with `astro preview` (which allows one server per project). It
 * compresses text as a real static host does (gzip, when the browser accepts
 * it), so that Lighthouse measures the bytes a reader would download; and
 * files named by their content (Astro's `/_astro/` chunks, the tile sprite's
 * `?v=`) may be kept for good, as such a host is set to say: without it the
 * browser asked again for the sprite each time a board drew a new tile, and
 * read it again, in the middle of the next press (scripts/benchFirstPress.ts).
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
};

export function serveStatic(root: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = decodeURIComponent(url.pathname);
    const named = path.startsWith('/_astro/') || url.searchParams.has('v');
    let file = normalize(join(root, path));
    if (!file.startsWith(normalize(root))) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    // Text is sent compressed, as static hosts send it; images are compressed already, and are sent as they are.
    const compress = /^(text\/|application\/(json|xml|javascript))|image\/svg/.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'content-type': type,
      vary: 'accept-encoding',
      ...(compress ? { 'content-encoding': 'gzip' } : {}),
      ...(named ? { 'cache-control': 'public, max-age=31536000, immutable' } : {}),
    });
    const body = createReadStream(file);
    if (compress) body.pipe(createGzip()).pipe(res);
    else body.pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
