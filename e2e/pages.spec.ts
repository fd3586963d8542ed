/**
 * Every page of the built site in a real browser, each visited once: it loads
 * without console errors, CSP violations or failed requests, has one h1, its
 * boards hydrate, axe finds no violations in either theme, and nothing
 * overflows at desktop or phone width. The theme and the width change on the
 * loaded page, as the theme switch and a resized window change them.
 */
import { expect, test, type Page } from '@playwright/test';
import { axe, builtPages, hydrateBoards, setTheme, watch } from './site';

const pages = builtPages();

test('the build has the pages the course needs', () => {
  expect(pages).toContain('/');
  expect(pages.filter((p) => p.startsWith('/lessons/') && p !== '/lessons/').length).toBeGreaterThanOrEqual(8);
});

/** Nothing overflows the page at the current width: anything wider than the page scrolls inside its own box, never cut off. */
async function expectNothingCutOff(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `overflow at ${width}px`).toBeLessThanOrEqual(0);
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.right > document.documentElement.clientWidth + 1 || r.left < -1) && getComputedStyle(el).position !== 'absolute';
      })
      .filter((el) => !el.closest('.board__table, pre, .scroll-x'))
      .map((el) => el.tagName + (el.className ? `.${String(el.className).split(' ')[0]}` : '')),
  );
  expect(cut, `cut off at ${width}px`).toEqual([]);
}

for (const path of pages) {
  test(`page ${path}: loads cleanly, its boards hydrate, axe finds nothing in either theme, nothing overflows at 1280 or 360px`, async ({ page }) => {
    const watcher = await watch(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await expect(page.locator('h1')).toHaveCount(1);
    await hydrateBoards(page);
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      expect(await axe(page), `axe in the ${theme} theme`).toEqual([]);
    }
    await setTheme(page, 'light');
    await expectNothingCutOff(page, 1280);
    await expectNothingCutOff(page, 360);
    expect(watcher.problems).toEqual([]);
  });
}
