/**
 * A learner tries before he sees the answer. Before any call, no lesson page
 * shows a board's solved title, its answer line or its explanation: the page
 * sweep (pages.spec.ts) checks that on its visit of every lesson page
 * (expectLessonUntried in site.ts), and nojs.spec.ts that without JavaScript
 * every explanation is in the page. Here: answering a board (or having solved
 * it on an earlier visit) reveals them, and a refused call reveals nothing.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { boardPage, builtPages, hydrateBoards, isLessonPage, placeholder } from './site';

const lessons = builtPages().filter(isLessonPage);
const WRONG_SEAT = boardPage('to-chow', 'to-chow-2');
const FROM_THE_LEFT = boardPage('to-chow', 'to-chow-1');

test('there are lesson pages with boards and explanations, one board to a page', () => {
  // Nine lessons of three to seven boards each.
  expect(lessons.length).toBeGreaterThanOrEqual(40);
  for (const path of lessons) {
    const html = readFileSync(`dist${path}index.html`, 'utf8');
    expect((html.match(/<section class="board"/g) ?? []).length, path).toBeLessThanOrEqual(1);
  }
});

test('a refused call reveals nothing; a call the board rules on reveals its title, explanation and answer line', async ({ page }) => {
  await page.goto(WRONG_SEAT);
  await hydrateBoards(page);
  const board = page.locator('section.board[data-board="to-chow-2"]');
  const explanation = page.getByText(/Only West may chow South['’]s tile\./ );
  await board.getByRole('button', { name: 'Chow', exact: true }).click();
  await expect(board.getByText('Refused: Chow')).toBeVisible();
  await expect(board.getByRole('heading', { level: 3 })).toHaveText("South's 5 of Bamboo");
  await expect(explanation).toBeHidden();

  await board.getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(board.getByRole('heading', { level: 3 })).toHaveText('A chow from the wrong seat');
  await expect(explanation).toBeVisible();
  expect(await placeholder(page.locator('.after-board[data-after-board="to-chow-2"]:not(.after-board--lines)'))).toBeNull();
  const frame = page.locator('.board-frame', { has: board });
  await frame.locator('details.board-source summary').click();
  await expect(frame.locator('details.board-source')).toContainText('answer: pass');
  expect(await frame.locator('details.board-source').innerText()).toMatch(/^answer: pass$/m);
  // The other boards still wait.
  await page.goto(FROM_THE_LEFT);
  await expect(page.getByText('You hold the 4 and 6 of Characters, so you call Chow with them.')).toBeAttached();
  await expect(page.getByText('You hold the 4 and 6 of Characters, so you call Chow with them.')).toBeHidden();
});

test('"Show me" reveals the explanation too', async ({ page }) => {
  await page.goto(FROM_THE_LEFT);
  await hydrateBoards(page);
  const board = page.locator('section.board[data-board="to-chow-1"]');
  await board.getByRole('button', { name: 'Show me' }).click();
  await expect(board.getByRole('heading', { level: 3 })).toHaveText('A chow from the player on your left');
  await expect(page.getByText('You hold the 4 and 6 of Characters, so you call Chow with them.')).toBeVisible();
});

test('a board solved on an earlier visit shows its explanation at once', async ({ page }) => {
  await page.addInitScript(() => {
    const item = { solved: true, firstTry: true, misses: 0 };
    localStorage.setItem('cpk-progress', JSON.stringify({ version: 1, boards: { 'to-chow-2': item }, puzzles: {}, streak: 0, bestStreak: 0 }));
  });
  await page.goto(WRONG_SEAT);
  await expect(page.getByText(/Only West may chow South['’]s tile\./ )).toBeVisible();
  await page.goto(FROM_THE_LEFT);
  await expect(page.getByText('You hold the 4 and 6 of Characters, so you call Chow with them.')).toBeAttached();
  await expect(page.getByText('You hold the 4 and 6 of Characters, so you call Chow with them.')).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the explanation can be read, and the source shows its answer', async ({ page }) => {
    await page.goto(WRONG_SEAT);
    await expect(page.locator('main')).toContainText(/Only West may chow South['’]s tile\./ );
    await expect(page.getByText(/Only West may chow South['’]s tile\./ )).toBeVisible();
    expect(await placeholder(page.locator('.after-board:not(.after-board--lines)').first())).toBeNull();
    const source = page.locator('.board-frame:has([data-board="to-chow-2"]) details.board-source');
    await source.locator('summary').click();
    expect(await source.innerText()).toMatch(/^answer: pass$/m);
  });
});
