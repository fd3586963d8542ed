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

/**
 * A figure read from the learner's progress is one only the script can know: without it, no counter says how many
 * boards are solved or rules tried (it would say 0 whatever he did), and no heading says an order the list is not in.
 */
const figures: string[] = ['/', '/lessons/', '/lessons/to-chow/', '/lessons/to-chow/4/', '/lessons/what-a-claim-costs/7/', '/progress/'];

for (const path of figures)
  test(`${path} shows no figure of progress it cannot know without JavaScript`, async ({ read }) => {
    const { page } = await read(path);
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/\d+ of \d+ (solved|stars)|solved, \d+ of|not tried|Rules: \d|weakest first|\d+ (strong|weak|learning)\b/);
    if (path === '/progress/') await expect(page.getByRole('heading', { name: 'The rules', exact: true })).toBeVisible();
  });

test('/progress/ with JavaScript says the order its script puts the rules in', async ({ visit }) => {
  const { page } = await visit('/progress/');
  await expect(page.getByRole('heading', { name: 'The rules, weakest first', exact: true })).toBeVisible();
});
