/**
 * The review's counts hold to what /review/ can serve and to what the learner did there: a missed board taken out of
 * the course is counted due by no page (the home page and a lesson's end said "1 item you missed is due" of it for
 * ever, while /review/ served nothing), and a call refused on a board under review is an answer, not a skip.
 */
import { expect, test } from '@playwright/test';
import { DAY, REVIEW_START, storedProgress, watch } from './site';

const miss = (kind: string, id: string) => ({ kind, id, rules: [], outcome: 'wrong', at: REVIEW_START });
const RECORD = { version: 5, boards: {}, puzzles: {}, streak: 0, bestStreak: 0, moments: {}, answers: [miss('boards', 'a-board-taken-out'), miss('boards', 'to-chow-1')] };

test('a board taken out of the course is counted nowhere; a refused call in review is answered, and the counts follow', async ({ page }) => {
  const watcher = await watch(page);
  await page.clock.setSystemTime(REVIEW_START + 3 * DAY);
  await page.goto('/glossary/');
  await page.evaluate((record) => localStorage.setItem('cpk-progress', JSON.stringify(record)), RECORD);
  for (const address of ['/', '/lessons/to-chow/4/']) {
    await page.goto(address);
    await expect(page.locator('[data-next-up-text]')).toHaveText('1 item you missed is due for review today.');
  }
  await page.goto('/review/');
  await expect(page.getByRole('heading', { name: 'Item 1 of 1' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('One item you missed is no longer in the course, so the review leaves it out.')).toBeVisible();
  const board = page.locator('section.board[data-board="to-chow-1"]');
  await expect(board).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  await board.getByRole('button', { name: 'Pung', exact: true }).click();
  await expect(board.getByText(/Pung is not allowed/).first()).toBeVisible();
  expect((await storedProgress(page)).answers.at(-1)).toMatchObject({ kind: 'boards', id: 'to-chow-1', outcome: 'wrong' });
  await page.getByRole('button', { name: 'Finish the review' }).click();
  await expect(page.getByRole('heading', { name: 'Review done: 1 item' })).toBeVisible();
  await expect(page.getByText(/^The next item is due on /)).toBeVisible();
  await page.goto('/');
  await expect(page.locator('[data-next-up-text]')).not.toHaveText(/due for review/);
  expect(watcher.problems).toEqual([]);
});

test('a puzzle missed on its page comes back in review days later, in the same tab, as a fresh try: no hint shown, a right answer right', async ({ page }) => {
  const watcher = await watch(page);
  await page.clock.setSystemTime(REVIEW_START);
  await page.goto('/puzzles/05/');
  const winner = page.getByRole('group', { name: 'Who gets the tile?' });
  await winner.getByRole('radio', { name: /South/ }).check();
  await page.getByRole('button', { name: 'Check my answer' }).click();
  await expect(page.getByRole('list', { name: 'Hints' }).getByRole('listitem')).toHaveCount(1);

  await page.clock.setSystemTime(REVIEW_START + 3 * DAY);
  await page.goto('/review/');
  const review = page.locator('[data-review="serving"]');
  await expect(review).toBeVisible({ timeout: 15_000 });
  for (let skipped = 0; (await review.getAttribute('data-item')) !== 'puzzles:05'; skipped++) {
    expect(skipped, 'puzzle 5 is among the items due').toBeLessThan(3);
    await page.getByRole('button', { name: 'Skip for now' }).click();
  }
  const board = page.locator('[data-review] section.board');
  await expect(board).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  await expect(page.getByRole('list', { name: 'Hints' })).toHaveCount(0);
  await board.getByRole('group', { name: 'Who gets the tile?' }).getByRole('radio', { name: /West/ }).check();
  await board.getByRole('button', { name: 'Check my answer' }).click();
  await expect(page.getByRole('button', { name: /Next item|Finish the review/ })).toHaveClass(/^button$/);
  expect((await storedProgress(page)).answers.at(-1)).toMatchObject({ kind: 'puzzles', id: '05', outcome: 'right' });
  expect(watcher.problems).toEqual([]);
});
