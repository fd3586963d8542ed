/**
 * No lost clicks (issue 13): on a phone-sized screen with the CPU slowed four
 * times, a press on a board before its island is live is kept and carried
 * out once it is. The island's script is held back until the press is made,
 * so the press surely comes first; no timing is asserted.
 */
import { type Page, expect, test } from '@playwright/test';
import { watch } from './site';

test.use({ viewport: { width: 360, height: 800 } });

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
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
  const release = await holdScripts(page, /\/_astro\/(PuzzleIsland|PuzzleBoard)\.[\w-]+\.js$/);
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

test('a lesson loads the rules only when the learner first acts on a board', async ({ page }) => {
  const engine: string[] = [];
  page.on('request', (request) => {
    if (/\/_astro\/(boardSession|board|adjudicate)\.[\w-]+\.js$/.test(request.url())) engine.push(request.url());
  });
  await page.goto('/lessons/to-chow/');
  const board = page.locator('[data-board="to-chow-1"]');
  await board.scrollIntoViewIfNeeded();
  await expect(board).toHaveAttribute('data-ready', 'true');
  // Drawn, live, and no rules loaded yet.
  await expect(board.getByRole('button', { name: 'Pass' })).toBeVisible();
  expect(engine).toEqual([]);
  await board.getByRole('button', { name: 'Pass' }).click();
  await expect(board.locator('.board__verdict--ruled')).toContainText('Your call: Pass');
  expect(engine.length).toBeGreaterThan(0);
});
