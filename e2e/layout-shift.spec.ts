/**
 * Nothing moves as a page opens (issue 28: `/review/` shifted its layout on every load, CLS 0.043): the layout shifts
 * the browser reports while a page loads and its islands go live, summed as Lighthouse sums them (shifts right after
 * an input left out), stay under 0.01, on a phone and on a desktop screen, both with nothing due for review and with
 * items due (stored progress, the browser's clock moved with Playwright's clock API).
 */
import { type Page, expect, test } from '@playwright/test';
import { REVIEW_START, watch } from './site';

/** The layout shift summed from the page's start, once `ready` is seen and a moment has passed. */
async function layoutShift(page: Page, path: string, ready: string): Promise<number> {
  await page.addInitScript(() => {
    const w = window as Window & { shifted?: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) w.shifted! += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await expect(page.locator(ready)).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as Window & { shifted?: number }).shifted ?? 0);
}

const START = REVIEW_START;

for (const viewport of [
  { width: 360, height: 800 },
  { width: 1280, height: 900 },
]) {
  test(`/review/ opens without moving at ${viewport.width} px, nothing due`, async ({ page }) => {
    const { problems } = await watch(page);
    await page.setViewportSize(viewport);
    const shift = await layoutShift(page, '/review/', '[data-review="empty"]');
    console.log(`/review/ at ${viewport.width} px: layout shift ${shift.toFixed(4)}`);
    expect(shift).toBeLessThan(0.01);
    expect(problems).toEqual([]);
  });

  test(`/review/ opens without moving at ${viewport.width} px, with items due`, async ({ page }) => {
    const { problems } = await watch(page);
    await page.setViewportSize(viewport);
    // A lesson board missed a week ago: it is due, with the rule it missed; the first served is the board.
    await page.clock.setSystemTime(START + 7 * 86_400_000);
    await page.addInitScript((at) => {
      const answers = [{ kind: 'boards', id: 'to-chow-2', rules: ['CHOW-LEFT-ONLY'], outcome: 'wrong', at }];
      localStorage.setItem('cpk-progress', JSON.stringify({ version: 4, boards: {}, puzzles: {}, answers }));
    }, START);
    const shift = await layoutShift(page, '/review/', '[data-review="serving"] section.board[data-ready="true"]');
    console.log(`/review/ with items due at ${viewport.width} px: layout shift ${shift.toFixed(4)}`);
    await expect(page.getByRole('heading', { name: /^Item 1 of \d+$/ })).toBeVisible();
    expect(shift).toBeLessThan(0.01);
    expect(problems).toEqual([]);
  });
}
