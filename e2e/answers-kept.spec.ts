/**
 * An answer whose verdict has shown is kept, however soon the learner leaves:
 * by a link, by the next puzzle, by closing the tab. The code that keeps it
 * (progress/keep.ts) is fetched after the page opens; here its file is held
 * back a while, as a slow connection would, the learner answers, and leaves as
 * soon as the verdict shows. Before, a puzzle, a practice puzzle, a score
 * question and a puzzle in review showed their verdict before that file came,
 * and the answer left with the page (a lesson board's call was ruled on only
 * once it was here). At the practice table, the calls let go by are kept as
 * the hand's end is drawn, their keeping fetched as the first is let go by: it
 * was fetched at the hand's end, and a learner who left then took them with
 * him. Each test has its own browser page (the routes, the clock and the
 * second tab are its own).
 */
import { type Page, expect, test } from '@playwright/test';
import { DAY, REVIEW_START, playHandByKeyboard, readyLessonBoard, readyPuzzle, storedProgress, watch } from './site';

/** The keeping's file, as the build names it (progress/keep.ts). */
const KEEPING = /\/_astro\/keep\.[\w-]+\.js$/;

/** How long the keeping's file is held back: far longer than the verdict takes to show once the page has its grading. */
const HELD_MS = 1_500;

/**
 * Holds back every request for the keeping's file by HELD_MS, then lets it through; returns how many were held. A
 * request whose page has gone meanwhile is dropped with it.
 */
async function slowKeeping(page: Page): Promise<{ held: number }> {
  const count = { held: 0 };
  await page.route(KEEPING, async (route) => {
    count.held++;
    await new Promise((done) => setTimeout(done, HELD_MS));
    await route.continue().catch(() => undefined);
  });
  return count;
}

type Kept = { kind: string; id: string; outcome: string };
const answers = async (page: Page): Promise<Kept[]> => (await storedProgress(page))?.answers ?? [];

const winnerGroup = (page: Page) => page.getByRole('group', { name: 'Who gets the tile?' });

test('a puzzle answered right, and left at once by its "Next puzzle" link, is kept', async ({ page }) => {
  const watcher = await watch(page);
  const keeping = await slowKeeping(page);
  await page.goto('/puzzles/04/');
  await readyPuzzle(page);
  await winnerGroup(page).getByRole('radio', { name: /North/ }).click();
  await page.getByRole('button', { name: 'Check my answer' }).click();
  await expect(page.getByText('Right!')).toBeVisible({ timeout: 15_000 });
  await page.locator('.puzzle__result').getByRole('link', { name: 'Next puzzle' }).click();
  await expect(page).not.toHaveURL(/\/puzzles\/04\/$/);
  expect(keeping.held).toBeGreaterThan(0);
  expect(await answers(page)).toContainEqual(expect.objectContaining({ kind: 'puzzles', id: '04', outcome: 'right' }));
  // Back on the puzzle, it says so.
  await page.goto('/puzzles/04/');
  await expect(page.getByText('✓ You solved this puzzle at the first try.')).toBeVisible();
  expect(watcher.problems).toEqual([]);
});

test('a score question answered, and left at once for another page, is kept', async ({ page }) => {
  const watcher = await watch(page);
  const keeping = await slowKeeping(page);
  await page.goto('/puzzles/scoring/the-lowest-hand/');
  const board = page.locator('section.board.score-board');
  await board.scrollIntoViewIfNeeded();
  await expect(board).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  // Asked for once the board is live and the page idle, before any answer.
  await expect.poll(() => keeping.held).toBe(1);
  await board.getByRole('button', { name: '20', exact: true }).click();
  await expect(board.getByText('Not quite: the answer is 22.')).toBeVisible({ timeout: 15_000 });
  await page.goto('/puzzles/');
  expect(keeping.held).toBeGreaterThan(0);
  expect(await answers(page)).toContainEqual(expect.objectContaining({ kind: 'boards', id: 'scoring-the-lowest-hand', outcome: 'wrong' }));
  expect(watcher.problems).toEqual([]);
});

test('a practice puzzle whose ruling is shown, its tab closed at once, is kept', async ({ page, context }) => {
  const keeping = await slowKeeping(page);
  await page.goto('/puzzles/practice/?seed=12345');
  const board = await readyPuzzle(page);
  await board.getByRole('button', { name: 'Show the ruling' }).click();
  await expect(board.locator('.puzzle__result')).toBeVisible({ timeout: 15_000 });
  expect(keeping.held).toBeGreaterThan(0);
  await page.close();
  const again = await context.newPage();
  await again.goto('/puzzles/practice/?seed=12345');
  // "Show the ruling" counts as not right.
  expect(await answers(again)).toContainEqual(expect.objectContaining({ kind: 'practice', outcome: 'wrong' }));
});

test('a puzzle answered in review, and left at once, is kept', async ({ page }) => {
  const watcher = await watch(page);
  await page.clock.setSystemTime(REVIEW_START + 3 * DAY);
  await page.goto('/review/');
  await page.evaluate(
    (at) => localStorage.setItem('cpk-progress', JSON.stringify({ version: 4, boards: {}, puzzles: {}, answers: [{ kind: 'puzzles', id: '05', rules: [], outcome: 'wrong', at }] })),
    REVIEW_START,
  );
  const keeping = await slowKeeping(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Item 1 of 1' })).toBeVisible();
  const board = await readyPuzzle(page);
  await board.getByRole('button', { name: 'Show the ruling' }).click();
  await expect(board.locator('.puzzle__result')).toBeVisible({ timeout: 15_000 });
  await page.goto('/');
  expect(keeping.held).toBeGreaterThan(0);
  expect((await answers(page)).map((a) => [a.kind, a.id, a.outcome])).toEqual([
    ['puzzles', '05', 'wrong'],
    ['puzzles', '05', 'wrong'],
  ]);
  expect(watcher.problems).toEqual([]);
});

test('a lesson board answered, and left at once, is kept (its call is ruled on only once the keeping is here)', async ({ page }) => {
  const watcher = await watch(page);
  const keeping = await slowKeeping(page);
  const board = await readyLessonBoard(page, 'to-chow', 'to-chow-1');
  await board.getByRole('button', { name: 'Chow', exact: true }).click();
  await expect(board.locator('.board__verdict--ruled')).toContainText('That is the right call.', { timeout: 15_000 });
  await page.goto('/lessons/');
  expect(keeping.held).toBeGreaterThan(0);
  expect(await answers(page)).toContainEqual(expect.objectContaining({ kind: 'boards', id: 'to-chow-1', outcome: 'right' }));
  expect(watcher.problems).toEqual([]);
});

test('the calls let go by at the practice table are kept as the hand ends: their keeping is fetched as the first is let go by', async ({ page }) => {
  const watcher = await watch(page);
  // Seed 57, East: South's first discard is the East Wind, of which East holds a pair (as in mastery.spec.ts).
  await page.goto('/play/?seed=57');
  await expect(page.locator('[data-play="ready"]')).toBeVisible();
  await page.locator('[data-hand-tile]').last().click();
  await expect(page.locator('#play-prompt')).toHaveText('South discards the East Wind. You may call it, or pass.');
  const fetched = Promise.all([/\/_astro\/MissedCallsKept\.[\w-]+\.js$/, KEEPING].map((file) => page.waitForResponse(file, { timeout: 15_000 })));
  await page.getByRole('button', { name: 'Pass', exact: true }).click();
  // Here with the hand still in play.
  await fetched;
  await expect(page.locator('#play-end')).toHaveCount(0);
  await playHandByKeyboard(page);
  // Left as soon as the hand is over.
  await page.goto('/');
  expect(await answers(page)).toContainEqual(expect.objectContaining({ kind: 'moments', outcome: 'wrong' }));
  expect(watcher.problems).toEqual([]);
});
