/**
 * With JavaScript turned off, every lesson's text and positions, every
 * puzzle's statement and every illustration can still be read: the boards
 * are rendered at build time.
 */
import { expect, test } from '@playwright/test';
import { builtPages } from './site';

test.use({ javaScriptEnabled: false });

const pages = builtPages().filter((p) => /^\/(lessons|puzzles|illustrations)\/[^/]+\/$/.test(p) && !p.includes('practice'));

test('there are lesson pages to read', () => {
  expect(pages.filter((p) => p.startsWith('/lessons/')).length).toBeGreaterThanOrEqual(8);
});

for (const path of pages) {
  test(`${path} reads without JavaScript`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    const text = (await page.locator('main').innerText()).trim();
    expect(text.length).toBeGreaterThan(200);
    // Every board shows its position: named tiles in the learner's hand and the tile on offer.
    const boards = page.locator('section.board');
    for (let i = 0; i < (await boards.count()); i++) {
      const board = boards.nth(i);
      await expect(board.getByRole('heading').first()).toBeVisible();
      expect(await board.getByRole('img').count()).toBeGreaterThanOrEqual(13);
    }
  });
}
