/**
 * Keyboard-only journeys: every stop of the Tab order shows where focus is,
 * and a lesson board can be played from the keyboard alone.
 */
import { expect } from '@playwright/test';
import { boardPage, hydrateBoards, test } from './site';

/** Is the focus ring drawn on the focused element? */
async function focusIsVisible(page: import('@playwright/test').Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const s = getComputedStyle(el);
    const ring = (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2) || (s.boxShadow !== 'none' && s.boxShadow !== '');
    return ring ? 'visible' : `${el.tagName} "${(el.textContent ?? '').trim().slice(0, 30)}" has no visible focus ring`;
  });
}

for (const path of ['/lessons/to-chow/', '/puzzles/01/', '/illustrations/harr-12/']) {
  test(`focus is always visible while tabbing through ${path}`, async ({ page }) => {
    await page.goto(path);
    await hydrateBoards(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('body').focus();
    const seen: string[] = [];
    let stops = 0;
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const state = await focusIsVisible(page);
      if (state) stops++;
      if (state && state !== 'visible') seen.push(state);
    }
    expect(stops).toBeGreaterThan(10);
    expect(seen).toEqual([]);
  });
}

test('the skip link is the first stop and leads to the content', async ({ page }) => {
  await page.goto('/lessons/to-pung/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});

test('a lesson board is played with the keyboard alone: refused, then right', async ({ page }) => {
  await page.goto(boardPage('to-chow', 'to-chow-2'));
  await hydrateBoards(page);
  const board = page.locator('section.board[data-board="to-chow-2"]');
  const chow = board.getByRole('button', { name: 'Chow', exact: true });
  await chow.focus();
  await page.keyboard.press('Enter');
  await expect(board.getByText(/Refused:/)).toBeVisible();
  await expect(board.getByRole('link', { name: 'Chow only from the player on your left' })).toBeVisible();
  await board.getByRole('button', { name: 'Pass' }).focus();
  await page.keyboard.press('Space');
  await expect(board.getByText('That is the right call.')).toBeVisible();
  await expect(board.locator('.board__verdict--ruled')).toBeFocused();
});
