/**
 * With JavaScript turned off, every lesson's text and positions, every
 * puzzle's statement and every illustration can still be read: the boards
 * are rendered at build time. Every lesson page has each explanation in the
 * page (with scripts they wait for the learner's call: try-first.spec.ts).
 * One visit a page makes both checks, in a browser page with JavaScript off
 * that each worker keeps (`read` in site.ts).
 */
import { expect } from '@playwright/test';
import { builtPages, isLessonPage, test } from './site';

/** The pages whose text and boards are read: each lesson's first page, each puzzle and each illustration. */
const readPages = builtPages().filter((p) => /^\/(lessons|puzzles|illustrations)\/[^/]+\/$/.test(p) && !p.includes('practice'));
const pages = builtPages().filter((p) => readPages.includes(p) || isLessonPage(p));

test('there are lesson pages to read', () => {
  expect(readPages.filter((p) => p.startsWith('/lessons/')).length).toBeGreaterThanOrEqual(8);
});

for (const path of pages) {
  const checks = [readPages.includes(path) && 'reads', isLessonPage(path) && 'has every explanation in the page'].filter(Boolean).join(' and ');
  test(`${path} ${checks} without JavaScript`, async ({ read }) => {
    const { page } = await read(path);
    if (readPages.includes(path)) {
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
    }
    if (isLessonPage(path)) {
      const after = page.locator('main .after-board:not(.after-board--lines)');
      expect(await after.count()).toBe(await page.locator('section.board[data-board], section[id^="score-choice-"]').count());
      for (const text of await after.allTextContents()) expect(text.trim().length).toBeGreaterThan(40);
    }
  });
}
