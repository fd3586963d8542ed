/**
 * Every page of the built site in a real browser, each visited once: it loads
 * without console errors, CSP violations or failed requests, has one h1, its
 * boards hydrate, axe finds no violations in either theme, and nothing
 * overflows at desktop or phone width. The theme and the width change on the
 * loaded page, as the theme switch and a resized window change them. The same
 * visit checks what a page must hold back before the learner tries: a lesson
 * page's solved titles, answer lines and explanations (try-first.spec.ts has
 * the rest of that journey), a puzzle page's rules, solved title, explanation
 * and ruling (puzzle-feedback.spec.ts has the rest of that one). Each worker
 * takes one kept browser page from address to address (`visit` in site.ts).
 */
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { axeBothThemes, builtFile, builtPages, expectLessonUntried, expectPuzzleUnanswered, expectTodayUntried, hydrateBoards, isLessonPage, isTodayPage, puzzleFiles, test, watch } from './site';

const pages = builtPages();
const puzzles = new Map(puzzleFiles().map((p) => [`/puzzles/${p.id}/`, p]));

test('the build has the pages the course needs, and a page for every puzzle', () => {
  expect(pages).toContain('/');
  expect(pages.filter((p) => p.startsWith('/lessons/') && p !== '/lessons/').length).toBeGreaterThanOrEqual(8);
  expect([...puzzles.keys()].filter((path) => !pages.includes(path))).toEqual([]);
});

test('an address that is no page answers 404 with the site\'s own page, in its layout, saying so and leading on', async ({ page }) => {
  expect(pages).toContain('/404.html');
  const response = await page.goto('/illustrations/harr-99/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('There is no page at this address');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const main = page.locator('main');
  for (const [name, href] of [['The course map', '/#course-title'], ['The lessons', '/lessons/'], ['The puzzles', '/puzzles/'], ["The book's illustrations", '/illustrations/']]) {
    await expect(main.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expect(main).toContainText('search the site');
  // Left out of the search index, as the offline page is.
  await expect(page.locator('main [data-pagefind-ignore="all"]')).toHaveCount(1);
  await main.getByRole('link', { name: 'The lessons' }).click();
  await expect(page).toHaveURL(/\/lessons\/$/);
  // The problems seen are the address's own 404 and the browser's console line for it, nothing from the page.
  expect([...(await watch(page)).problems].sort()).toEqual([
    expect.stringMatching(/^HTTP 404: .*\/illustrations\/harr-99\/$/),
    'console: Failed to load resource: the server responded with a status of 404 (Not Found)',
  ]);
});

test("every page's policy comes before its first script, which it governs", () => {
  const late = pages.filter((path) => {
    const html = readFileSync(builtFile(path), 'utf8');
    const policy = html.indexOf('http-equiv="content-security-policy"');
    return policy < 0 || policy > html.indexOf('<script');
  });
  expect(late).toEqual([]);
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
  const puzzle = puzzles.get(path);
  const holdsBack = isLessonPage(path) ? ', and before any call no answer shows' : puzzle || isTodayPage(path) ? ', and before any answer no ruling shows' : '';
  test(`page ${path}: loads cleanly, its boards hydrate, axe finds nothing in either theme, nothing overflows at 1280 or 360px${holdsBack}`, async ({ visit }) => {
    const { page, problems } = await visit(path, { width: 1280, height: 900 });
    await expect(page.locator('h1')).toHaveCount(1);
    await hydrateBoards(page);
    expect(await axeBothThemes(page)).toEqual([]);
    await expectNothingCutOff(page, 1280);
    await expectNothingCutOff(page, 360);
    // What the page holds back: last, since it opens the boards' sources (axe and the widths have seen the page as it
    // loaded), and back at 1280px.
    if (isLessonPage(path) || puzzle || isTodayPage(path)) {
      await page.setViewportSize({ width: 1280, height: 900 });
      if (puzzle) await expectPuzzleUnanswered(page, puzzle);
      else if (isTodayPage(path)) await expectTodayUntried(page);
      else await expectLessonUntried(page);
    }
    expect(problems).toEqual([]);
  });
}
