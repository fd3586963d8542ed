/**
 * No lost clicks (issues 13 and 28): on a phone-sized screen with the CPU
 * slowed four times, a press on a board before its island is live is kept and
 * carried out once it is, from the moment its buttons show (the keeper runs
 * in the page's head, before the first paint: src/layouts/headScript.ts).
 * The island's script is held back until the press is made, so the press
 * surely comes first; no timing is asserted.
 */
import { type Page, expect, test } from '@playwright/test';
import { watch } from './site';

test.use({ viewport: { width: 360, height: 800 } });

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** A phone on a slow network: the CPU slowed four times, and slow 4G as Lighthouse's mobile profile sets it through DevTools. */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 });
}

/** Holds back the scripts whose names match until `release()` is called. */
async function holdScripts(page: Page, names: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(names, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Notes DOMContentLoaded as the page fires it: `contentLoaded(page)` says whether it has come yet. */
async function noteContentLoaded(page: Page) {
  await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => document.documentElement.setAttribute('data-test-content-loaded', '')));
}
const contentLoaded = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-test-content-loaded'));

/** Every script the site serves: held, the page is painted but not read to its end (its module scripts wait). */
const EVERY_SCRIPT = /\/_astro\/[\w.-]+\.js$/;

/** Opens a page on a slow phone with every script held: painted, not read to its end; `release` lets the scripts come. */
async function openPainted(page: Page, path: string): Promise<{ problems: string[]; release: () => void }> {
  const { problems } = await watch(page);
  await slowPhone(page);
  await noteContentLoaded(page);
  const release = await holdScripts(page, EVERY_SCRIPT);
  await page.goto(path, { waitUntil: 'commit' });
  return { problems, release };
}

test('a call pressed as soon as a lesson board shows, before the page is read to its end, is carried out', async ({ page }) => {
  const { problems, release } = await openPainted(page, '/lessons/to-chow/');
  const board = page.locator('[data-board="to-chow-1"]');
  const chow = board.getByRole('button', { name: 'Chow', exact: true });
  await chow.click();
  // Pressed on the painted page, before DOMContentLoaded: no module script has run.
  expect(await contentLoaded(page)).toBe(false);
  await expect(chow).toHaveAttribute('data-kept-click', '1');
  await expect(chow).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(board).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(board.locator('.board__verdict--ruled')).toContainText('That is the right call.', { timeout: 30_000 });
  await expect(chow).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a tile pressed as soon as the referee shows, before the page is read to its end, is added once it is live', async ({ page }) => {
  const { problems, release } = await openPainted(page, '/referee/');
  const editor = page.locator('.referee');
  const fourC = page.getByRole('list', { name: /^Press a tile to add it to/ }).getByRole('button', { name: /^4 of Characters/ });
  await fourC.click();
  expect(await contentLoaded(page)).toBe(false);
  await expect(fourC).toHaveAttribute('data-kept-click', '1');
  release();
  await expect(editor).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  const east = page.getByRole('list', { name: "East's hand: press a tile to take it out" });
  await expect(east.getByRole('button')).toHaveCount(1);
  await expect(fourC).not.toHaveAttribute('data-kept-click');
  expect(problems).toEqual([]);
});

test('a call pressed on a lesson board before it is live is carried out once it is', async ({ page }) => {
  const { problems } = await watch(page);
  await slowCpu(page);
  const release = await holdScripts(page, /\/_astro\/ClaimBoard\.[\w-]+\.js$/);
  await page.goto('/lessons/to-chow/', { waitUntil: 'domcontentloaded' });
  const board = page.locator('[data-board="to-chow-1"]');
  await expect(board).toHaveAttribute('data-ready', 'false');
  const chow = board.getByRole('button', { name: 'Chow', exact: true });
  await chow.click();
  // Kept, and shown as waiting; nothing carried out yet.
  await expect(chow).toHaveAttribute('data-kept-click', '1');
  await expect(board.locator('.board__verdict')).toHaveCount(0);
  release();
  await expect(board).toHaveAttribute('data-ready', 'true');
  // The call was carried out: the verdict, the run laid out with the claimed tile, the learner to discard.
  await expect(board.locator('.board__verdict--ruled')).toContainText('That is the right call.');
  await expect(board.getByRole('list', { name: /^Chow, 4-5-6 of Characters, claimed from West/ })).toBeVisible();
  await expect(board.getByText('Choose a tile from your hand to discard.').first()).toBeVisible();
  await expect(chow).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a puzzle answered before it is live is checked once it is, with the choice made', async ({ page }) => {
  const { problems } = await watch(page);
  await slowCpu(page);
  const release = await holdScripts(page, /\/_astro\/PuzzleBoard\.[\w-]+\.js$/);
  await page.goto('/puzzles/08/', { waitUntil: 'domcontentloaded' });
  const board = page.locator('section.puzzle');
  await expect(board).toHaveAttribute('data-ready', 'false');
  await board.getByRole('radio', { name: /^North/ }).check();
  await board.getByRole('button', { name: 'Check my answer' }).click();
  // The form was not sent: the page stays where it is.
  expect(new URL(page.url()).search).toBe('');
  release();
  await expect(board).toHaveAttribute('data-ready', 'true');
  await expect(board.locator('[data-result]')).toHaveAttribute('data-result', 'right');
  await expect(board.getByRole('radio', { name: /^North/ })).toBeChecked();
  expect(problems).toEqual([]);
});

test('a lesson loads the rules once its board is live and the page idle, never as the page opens', async ({ page }) => {
  // When the board goes live, from the navigation's start.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (!document.querySelector('[data-board][data-ready="true"]')) return;
      (window as Window & { liveAt?: number }).liveAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-ready'] });
  });
  await page.goto('/lessons/to-chow/');
  const engine = /\/_astro\/(boardSession|board|adjudicate)\.[\w-]+\.js$/;
  // Not among what opens the page: neither its scripts nor its preloads name them.
  const opening = await page.locator('script[src], link[rel="modulepreload"]').evaluateAll((els) => els.map((el) => el.getAttribute('src') ?? el.getAttribute('href') ?? ''));
  expect(opening.filter((href) => engine.test(href))).toEqual([]);
  const board = page.locator('[data-board="to-chow-1"]');
  await board.scrollIntoViewIfNeeded();
  await expect(board).toHaveAttribute('data-ready', 'true');
  // Fetched with no press, once the board is live: the session (one file, the board's words in it), the rules it
  // asks (adjudicate), the position, the rule titles (each listed once it has arrived).
  const fetched = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => /\/_astro\/(boardSession|board|adjudicate)\.[\w-]+\.js$|\/boards\/to-chow-1\.json$|\/rules\/titles\.json$/.test(e.name))
        .map((e) => ({ what: e.name.replace(/^.*\/(_astro\/)?/, '').replace(/\.[\w-]+\.js$/, ''), at: e.startTime })),
    );
  await expect.poll(async () => (await fetched()).map((f) => f.what).sort()).toEqual(['adjudicate', 'boardSession', 'titles.json', 'to-chow-1.json']);
  const liveAt = await page.evaluate(() => (window as Window & { liveAt?: number }).liveAt ?? Infinity);
  for (const { at } of await fetched()) expect(at).toBeGreaterThanOrEqual(liveAt);
  await board.getByRole('button', { name: 'Pass' }).click();
  await expect(board.locator('.board__verdict--ruled')).toContainText('Your call: Pass');
});
