/**
 * Every page of the built site in a real browser: it loads without console
 * errors or failed requests, its boards hydrate, axe finds no violations in
 * either theme, and nothing overflows at phone or desktop width.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { builtPages, hydrateBoards, setTheme, watch } from './site';

const pages = builtPages();

test('the build has the pages the course needs', () => {
  expect(pages).toContain('/');
  expect(pages.filter((p) => p.startsWith('/lessons/') && p !== '/lessons/').length).toBeGreaterThanOrEqual(8);
});

for (const path of pages) {
  test.describe(`page ${path}`, () => {
    test('loads cleanly and its boards hydrate', async ({ page }) => {
      const watcher = await watch(page);
      await page.goto(path);
      await expect(page.locator('h1')).toHaveCount(1);
      await hydrateBoards(page);
      expect(watcher.problems).toEqual([]);
    });

    for (const theme of ['light', 'dark'] as const) {
      test(`axe finds nothing in the ${theme} theme`, async ({ page }) => {
        await page.goto(path);
        await hydrateBoards(page);
        await setTheme(page, theme);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }

    for (const width of [360, 1280]) {
      test(`nothing overflows at ${width}px`, async ({ page }, info) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await hydrateBoards(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        // Anything wider than the page must scroll inside its own box, never cut off.
        const cut = await page.evaluate(() =>
          [...document.querySelectorAll('main *')]
            .filter((el) => {
              const r = el.getBoundingClientRect();
              return r.width > 0 && (r.right > document.documentElement.clientWidth + 1 || r.left < -1) && getComputedStyle(el).position !== 'absolute';
            })
            .filter((el) => !el.closest('.board__table, pre, .scroll-x'))
            .map((el) => el.tagName + (el.className ? `.${String(el.className).split(' ')[0]}` : '')),
        );
        expect(cut).toEqual([]);
        await page.screenshot({ path: info.outputPath(`${width}.png`), fullPage: true });
      });
    }
  });
}
