/**
 * The tests' static server answers as a static host does: a page at its folder, and an address that is no file with
 * the site's own 404 page and status 404, never kept for good.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serveStatic } from './staticServer';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A built site of a home page, an illustration and (unless told) the 404 page, served on a port the system picks. */
async function site(withNotFound = true): Promise<{ get: (path: string) => Promise<Response>; close: () => void }> {
  const root = mkdtempSync(join(tmpdir(), 'cpk-serve-'));
  roots.push(root);
  mkdirSync(join(root, 'illustrations', 'harr-9'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<h1>Who gets the tile?</h1>');
  writeFileSync(join(root, 'illustrations', 'harr-9', 'index.html'), '<h1>Illustration No. 9</h1>');
  if (withNotFound) writeFileSync(join(root, '404.html'), '<h1>There is no page at this address</h1>');
  const server = await serveStatic(root, 0, { gzip: false });
  const { port } = server.address() as AddressInfo;
  return { get: (path) => fetch(`http://127.0.0.1:${port}${path}`), close: () => server.close() };
}

describe('the static server', () => {
  it('serves a page at its folder with status 200', async () => {
    const { get, close } = await site();
    const response = await get('/illustrations/harr-9/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Illustration No. 9');
    close();
  });

  it('answers an address that is no page with the site\'s 404 page and status 404, as a static host does', async () => {
    const { get, close } = await site();
    const response = await get('/illustrations/harr-99/');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('There is no page at this address');
    // A missing file named by its content is answered so too, and not kept for good: it may be built yet.
    const chunk = await get('/_astro/Missing.abc123.js');
    expect(chunk.status).toBe(404);
    expect(chunk.headers.get('cache-control')).toBe('no-cache');
    await chunk.text();
    close();
  });

  it('answers with a bare 404 where the build made no 404 page', async () => {
    const { get, close } = await site(false);
    const response = await get('/nowhere/');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('not found');
    close();
  });
});
