/**
 * A learner's progress kept before version 3 of the record (its answers carry no rules) says one number due for
 * review on the home page, at a lesson's end and on /review/ (src/progress/due.ts). They said 4, 2 and 6 for one
 * record: the home page counted an old board answer for its lesson's rules, a lesson's end for none, /review/ for the
 * rules its board or puzzle teaches.
 */
import { type Page, expect, test } from '@playwright/test';
import { OLD_RECORD_V1 as V1 } from '../tests/oldRecords';
import { storedProgress, watch } from './site';

/** Puts the version 1 record in the browser, from a page that reads no progress (the glossary). */
async function seed(page: Page): Promise<void> {
  await page.goto('/glossary/');
  await page.evaluate((record) => localStorage.setItem('cpk-progress', JSON.stringify(record)), V1);
}

/** The number "Next up" says is due on a page with the course map. */
async function nextUpDue(page: Page, address: string): Promise<number> {
  await page.goto(address);
  const text = page.locator('[data-next-up-text]');
  await expect(text).toHaveText(/^\d+ .*due for review today/);
  return Number(/^(\d+)/.exec((await text.textContent())!)![1]);
}

/** The number /review/ serves ("Item 1 of N"), 0 when it says nothing is due. */
async function reviewServes(page: Page): Promise<number> {
  await page.goto('/review/');
  const heading = page.getByRole('heading', { name: /^(Item 1 of \d+|Nothing is due for review)$/ });
  await expect(heading).toBeVisible({ timeout: 15_000 });
  return Number(/of (\d+)$/.exec((await heading.textContent())!)?.[1] ?? 0);
}

test('a version 1 record: the home page, a lesson\'s end and /review/ say the same number due, each opened first or in turn', async ({ page }) => {
  const watcher = await watch(page);
  // Each page the first to read the record, under its old names.
  const first: number[] = [];
  for (const read of [(p: Page) => nextUpDue(p, '/'), (p: Page) => nextUpDue(p, '/lessons/to-chow/4/'), reviewServes]) {
    await seed(page);
    first.push(await read(page));
  }
  expect(first[0]).toBeGreaterThan(0);
  expect(first).toEqual([first[0], first[0], first[0]]);

  // In turn: the home page renames the record and saves it (its old answers still without rules), the others read that.
  await seed(page);
  const home = await nextUpDue(page, '/');
  expect((await storedProgress(page)).version).toBe(5);
  expect([home, await nextUpDue(page, '/lessons/to-chow/4/'), await reviewServes(page)]).toEqual([first[0], first[0], first[0]]);
  expect(watcher.problems).toEqual([]);
});
