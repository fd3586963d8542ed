/**
 * What the pages say of the learner's progress holds to what happened: a reset of the puzzles that the browser would
 * not keep is said as not done, the puzzles still counted as solved.
 */
import { expect, test } from '@playwright/test';
import { watch } from './site';

const SOLVED = { version: 5, boards: {}, puzzles: { '01': { solved: true, firstTry: true, misses: 0 } }, streak: 1, bestStreak: 1, answers: [], moments: {} };

test('a puzzle reset that the browser refuses to keep says nothing was reset, and the index still counts the puzzle', async ({ page }) => {
  const watcher = await watch(page);
  await page.addInitScript((record) => {
    // The record is there, then storage fills: every later write is refused, as with a full quota.
    localStorage.setItem('cpk-progress', JSON.stringify(record));
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  }, SOLVED);
  await page.goto('/puzzles/');
  const line = page.locator('[data-progress-line]');
  await expect(line).toHaveText('Solved 1 of 66 puzzles, 1 at the first try. Streak of first-try answers: 1 (best 1).');
  await page.getByRole('button', { name: 'Reset puzzle progress…' }).click();
  await page.getByRole('button', { name: 'Yes, reset' }).click();
  const said = 'Nothing was reset: this browser would not keep the change (its storage is full, or switched off as in private browsing).';
  await expect(page.locator('[data-reset-status]')).toHaveText(said);
  await expect(page.locator('[data-progress-problem]')).toHaveText(said);
  await expect(page.locator('[data-progress-problem]')).toBeVisible();
  await expect(line).toHaveText('Solved 1 of 66 puzzles, 1 at the first try. Streak of first-try answers: 1 (best 1).');
  expect(watcher.problems).toEqual([]);
});
