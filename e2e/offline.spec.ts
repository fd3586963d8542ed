/**
 * The site offline (issue 26), in a fresh browser context each, with its
 * service worker allowed (playwright.config.ts blocks it elsewhere): the site
 * opened once, then the connection cut and the browser's own cache emptied,
 * so that only what the worker kept can answer.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, type Page, expect, test } from '@playwright/test';
import { serveStatic } from '../scripts/staticServer';
import { CHROMIUM, TEST_ARGS } from './browser';
import { axeBothThemes, hydrateBoards, watch } from './site';

// Chromium 150 gives each navigation a document of its own (its RenderDocument feature), and the offline state the
// test sets (context.setOffline) no longer reaches a new document's navigator.onLine: a page opened offline said it was
// online. Without the feature, as before it, the page is told the truth; nothing a learner's browser does changes.
test.use({ serviceWorkers: 'allow', launchOptions: { executablePath: CHROMIUM, args: [...TEST_ARGS, '--disable-features=RenderDocument'] } });

test('the site installs as an app: its manifest names it, starts at the home page, and its icons are there at their sizes', () => {
  const manifest = JSON.parse(readFileSync('dist/manifest.webmanifest', 'utf8')) as { name: string; start_url: string; display: string; icons: { src: string; sizes: string; type: string }[] };
  expect(manifest).toMatchObject({ name: 'Chow, Pung & Kong', start_url: '/', display: 'standalone' });
  const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
  expect(pngs.map((icon) => icon.sizes).sort()).toEqual(['192x192', '512x512']);
  for (const icon of pngs) {
    // A PNG's width and height are the two big-endian numbers at bytes 16 and 20.
    const png = readFileSync(`dist${icon.src}`);
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
  expect(readFileSync('dist/index.html', 'utf8')).toContain('<link rel="manifest" href="/manifest.webmanifest">');
});

/** What the foot of every page says once the worker holds the whole course (offlineStatus.ts keptText). */
const WHOLE_COURSE = 'Kept on this device for use offline: the whole course.';

/** Opens the site and waits until its worker controls the page and says what it keeps. */
async function openSite(page: Page, kept: string | RegExp = WHOLE_COURSE): Promise<void> {
  await page.goto('/');
  await expect(page.locator('[data-offline-kept]')).toContainText(kept, { timeout: 60_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Cuts the connection and empties the browser's HTTP cache: what answers now is the worker's alone. */
async function goOffline(page: Page, context: BrowserContext): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  // Detached first: with the session open, Chromium kept telling the page it was online (navigator.onLine).
  await cdp.detach();
  await context.setOffline(true);
}

/** Every tile in the page's main part is drawn from the sprite: the sprite answers, and each tile's face has a size. */
async function expectEveryTileDrawn(page: Page): Promise<void> {
  const sprites = await page.evaluate(() => [...new Set([...document.querySelectorAll('main svg use')].map((u) => (u.getAttribute('href') ?? '').split('#')[0]))]);
  expect(sprites.length).toBeGreaterThan(0);
  for (const sprite of sprites) expect(await page.evaluate(async (href) => (await fetch(href)).ok, sprite), sprite).toBe(true);
  await expect
    .poll(() => page.evaluate(() => [...document.querySelectorAll('main svg use')].filter((u) => (u as SVGGraphicsElement).getBBox().width === 0).length))
    .toBe(0);
}

/** Follows a link of the main navigation. */
async function navigate(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();
}

test('once the site is opened, a lesson board, a puzzle, an illustration with its photograph, the practice table and the referee open offline from links, every tile drawn, and an answer is kept', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const watcher = await watch(page);
  await openSite(page);
  await goOffline(page, context);
  await page.reload();
  await expect(page.locator('[data-site-notice]')).toContainText('You are offline. Every page of the course is kept on this device');

  // A lesson board, answered: the answer is ruled and kept in the learner's progress.
  await navigate(page, 'Lessons');
  await page.locator('main a[href="/lessons/to-pung/"]').first().click();
  await expect(page).toHaveURL(/\/lessons\/to-pung\/$/);
  await expect(page.locator('section.board').first()).toBeVisible();
  expect(await hydrateBoards(page)).toBeGreaterThan(0);
  await expectEveryTileDrawn(page);
  const board = page.locator('section.board[data-board]').first();
  const name = await board.getAttribute('data-board');
  await board.getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(board.locator('.board__verdict')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cpk-progress') ?? '')).toContain(`"${name}"`);

  // A puzzle.
  await navigate(page, 'Puzzles');
  await page.locator('main a[href="/puzzles/01/"]').first().click();
  await expect(page).toHaveURL(/\/puzzles\/01\/$/);
  await expect(page.locator('section.board').first()).toBeVisible();
  expect(await hydrateBoards(page)).toBeGreaterThan(0);
  await expectEveryTileDrawn(page);

  // An illustration, beside Harr's photograph.
  await navigate(page, 'Illustrations');
  await page.locator('main a[href="/illustrations/harr-12/"]').first().click();
  await expect(page).toHaveURL(/\/illustrations\/harr-12\/$/);
  await expect(page.locator('section.board').first()).toBeVisible();
  await expectEveryTileDrawn(page);
  await expect.poll(() => page.locator('main picture img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // The practice table.
  await navigate(page, 'Play');
  await expect(page.locator('[data-play="ready"]')).toBeVisible();
  await expectEveryTileDrawn(page);
  // A hand of a known deal (play.spec.ts): East discards the last tile of his hand, and South's discard is offered.
  await page.goto('/play/?seed=57');
  await page.locator('[data-hand-tile]').last().click();
  await expect(page.locator('#play-prompt')).toHaveText('South discards the East Wind. You may call it, or pass.');
  await expectEveryTileDrawn(page);

  // The referee, with a position in its address: West holds a pair of 5c; North discards 5c; West calls Pung.
  await navigate(page, 'Referee');
  await page.goto('/referee/?p=v1.AAAAAAACAgQEAAAAAQMEAAABAgEAAAAAAAAAAA');
  await expect(page.locator('.referee[data-ready="true"]')).toBeVisible();
  await expect(page.locator('[data-ruling]')).toContainText('West gets the 5 of Characters, as Pung.');
  await expectEveryTileDrawn(page);

  await context.setOffline(false);
  // Offline, requests fail by design; nothing else went wrong.
  expect(watcher.problems.filter((p) => !/ERR_INTERNET_DISCONNECTED|ERR_FAILED/.test(p))).toEqual([]);
});

test('offline, a page not kept says so in words; on a phone only the table\'s kit is kept until the learner asks for the course', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ serviceWorkers: 'allow', hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await openSite(page, 'Kept on this device for use offline: the referee, the practice table and the rules.');
  const keep = page.locator('[data-offline-kept]').getByRole('button', { name: 'Keep the whole course too' });
  await expect(keep).toBeVisible();
  // Nothing of the course was fetched up front.
  expect(await page.evaluate(async () => (await (await caches.open('cpk-course')).keys()).length)).toBe(0);

  await goOffline(page, context);
  await page.goto('/lessons/to-chow/');
  await expect(page.locator('h1')).toHaveText('This page is not kept on this device');
  await expect(page).toHaveURL(/\/lessons\/to-chow\/$/);
  await expect(page.locator('[data-site-notice]')).toContainText('You are offline.');
  expect(await axeBothThemes(page)).toEqual([]);
  // The referee still works.
  await page.getByRole('link', { name: 'The referee' }).click();
  await expect(page.locator('h1')).not.toHaveText('This page is not kept on this device');
  // Search is not kept: its dialog says it needs a connection (not that the site is unbuilt). Its shortcut listens once
  // the page's scripts have run: pressed as the heading shows, it could come before them (flaky once in CI).
  await page.waitForLoadState('load');
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: 'Search the site' }).getByRole('status')).toHaveText(/^Search needs a connection/);
  await page.keyboard.press('Escape');

  // Back online, on the learner's word, the whole course is kept.
  await context.setOffline(false);
  await page.goto('/');
  await page.locator('[data-offline-kept]').getByRole('button', { name: 'Keep the whole course too' }).click();
  await expect(page.locator('[data-offline-kept]')).toContainText(WHOLE_COURSE, { timeout: 60_000 });
  await goOffline(page, context);
  await page.goto('/lessons/to-chow/');
  await expect(page.locator('section.board').first()).toBeVisible();
  await context.close();
});

/**
 * A copy of the built site served by the test itself, at an address of its own, so that it can be built again: the
 * second build is this one with the home page's heading changed, and its worker's list giving that page its new
 * revision, as the build writes it (Workbox's revision of a file is the MD5 of its bytes).
 */
async function servedCopy(): Promise<{ origin: string; rebuild: (heading: string) => void; close: () => Promise<void> }> {
  const root = mkdtempSync(join(tmpdir(), 'cpk-update-'));
  cpSync('dist', root, { recursive: true });
  const server = await serveStatic(root, 0, { gzip: false });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    rebuild: (heading) => {
      const home = join(root, 'index.html');
      const before = readFileSync(home);
      const after = Buffer.from(before.toString('utf8').replace(/<h1([^>]*)>[^<]*<\/h1>/, `<h1$1>${heading}</h1>`));
      writeFileSync(home, after);
      const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');
      const worker = join(root, 'sw.js');
      writeFileSync(worker, readFileSync(worker, 'utf8').replace(`"revision":"${md5(before)}","url":"/"`, `"revision":"${md5(after)}","url":"/"`));
    },
    close: async () => {
      await new Promise((done) => server.close(done));
      rmSync(root, { recursive: true, force: true });
    },
  };
}

test('a new build reaches the learner: at once on his next visit, or on one reload by his word, never old pages with new scripts', async ({ browser }) => {
  test.setTimeout(120_000);
  const site = await servedCopy();
  try {
    const context = await browser.newContext({ serviceWorkers: 'allow', baseURL: site.origin });
    let page = await context.newPage();
    await openSite(page);
    const first = await page.locator('h1').textContent();

    // The next visit, every page of the site closed before it: the new version.
    site.rebuild('Claim the discard: second edition');
    await page.reload();
    await expect(page.locator('[data-site-notice]')).toContainText('A new version of this site is ready.', { timeout: 30_000 });
    await page.close();
    page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('h1')).toHaveText('Claim the discard: second edition');
    await expect(page.locator('[data-site-notice]')).toBeHidden();

    // With the page open: one reload shows the version the page came with, whole, and the offer; his word reloads it.
    site.rebuild('Claim the discard: third edition');
    await page.reload();
    const notice = page.locator('[data-site-notice]');
    await expect(notice).toContainText('A new version of this site is ready.', { timeout: 30_000 });
    await expect(page.locator('h1')).toHaveText('Claim the discard: second edition');
    expect(await hydrateBoards(page)).toBeGreaterThan(0);
    expect(await axeBothThemes(page)).toEqual([]);
    await notice.getByRole('button', { name: 'Reload to use it' }).click();
    await expect(page.locator('h1')).toHaveText('Claim the discard: third edition');
    await expect(notice).toBeHidden();
    expect(await hydrateBoards(page)).toBeGreaterThan(0);
    expect(first).not.toBe('Claim the discard: third edition');
    await context.close();
  } finally {
    await site.close();
  }
});

test("a learner who kept the referee under an earlier version (its worker scoped to /referee/) is moved to the site's one worker", async ({ page }) => {
  // The earlier version's registration, made as its referee page made it, before this version's script runs.
  await page.addInitScript(() => {
    if (location.pathname === '/referee/') void navigator.serviceWorker.register('/sw.js', { scope: '/referee/' });
  });
  await page.goto('/referee/');
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => new URL(r.scope).pathname)), { timeout: 30_000 })
    .toEqual(['/']);
});
