/**
 * Without JavaScript no page draws a control that would do nothing, nor promises what only its script would show: the
 * boards' calls, a score choice's buttons, a worked score's reveal, the progress file's download and import, the
 * review's and the drill's "once the page has read…" lines. Each such page says instead what needs JavaScript, and
 * still reads (the position, the whole score, the rules and their lessons).
 */
import { expect } from '@playwright/test';
import { test } from './site';

/** The controls a reader sees: buttons and fields drawn with a size (a disclosure's summary works without scripts). */
async function controls(page: import('@playwright/test').Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main button, main input, main select, main textarea')]
      .filter((e) => e.getBoundingClientRect().width > 0)
      .map((e) => `${e.tagName.toLowerCase()} ${(e.innerText || e.getAttribute('aria-label') || '').trim()}`),
  );
}

const pages: [string, RegExp | null][] = [
  ['/', /Making a call needs JavaScript/],
  ['/lessons/to-chow/', /Making a call needs JavaScript/],
  ['/lessons/what-a-claim-costs/', null],
  ['/lessons/what-a-claim-costs/7/', null],
  ['/progress/', /with JavaScript off, it cannot be shown, nor taken to another device/],
  ['/review/', /with JavaScript off, it cannot be shown/],
  ['/tiles/drill/', /The drill needs JavaScript/],
];

for (const [path, says] of pages)
  test(`${path} draws no control that would do nothing without JavaScript`, async ({ read }) => {
    const { page } = await read(path);
    expect(await controls(page)).toEqual([]);
    const text = await page.locator('main').innerText();
    if (says) expect(text).toMatch(says);
    expect(text).not.toMatch(/once the page('s script)? has (read|loaded)/);
    expect(text).not.toMatch(/0 of \d+ lines shown/);
    if (path === '/progress/') {
      expect(text).not.toContain('not tried yet');
      await expect(page.getByRole('link', { name: 'Chow only from the player on your left' })).toBeVisible();
    }
    if (path === '/lessons/what-a-claim-costs/7/') await expect(page.getByRole('table', { name: 'The score' })).toBeVisible();
  });
