/**
 * The boards for decisions A19 to A21, in the built lessons: a chow that
 * completes the hand is ruled as Mah-Jongg, right, and the learner is told
 * the word to call; on an empty wall a kong is refused and nobody draws after the pung; a
 * dead hand may pung but not win (a position opened as a board from its
 * address, since lesson 2 now asks whose hand is dead rather than for its call).
 */
import { expect } from '@playwright/test';
import { boardPage, hydrateBoards, watch, test } from './site';

test('A19: the next player\'s chow that completes his hand beats the pung, is right, and the board names the word to call', async ({ page }) => {
  const watcher = await watch(page);
  await page.goto(boardPage('claim-rules', 'claim-rules-6'));
  await hydrateBoards(page);
  const board = page.locator('section.board[data-board="claim-rules-6"]');
  await board.getByRole('button', { name: 'Chow', exact: true }).click();
  await expect(board.getByText('South takes the tile (Mah-Jongg).', { exact: false })).toBeVisible();
  await expect(board.locator('.board__judgement')).toContainText('That completes your hand, so it is right.');
  await expect(board.locator('.board__judgement')).toContainText('Mah-Jongg is the word to call.');
  await board.getByRole('button', { name: 'Reset' }).click();
  await board.getByRole('button', { name: 'Mah-Jongg', exact: true }).click();
  await expect(board.getByText('That is the right call.')).toBeVisible();
  // The hand is over: the winner's score on Harr's card opens from the verdict, line by line.
  await board.getByText(/What the winning hand scores: \d+/).click();
  await expect(board.getByRole('table', { name: /South's Mah-Jongg on Harr's score card/ })).toBeVisible();
  await expect(board.getByRole('rowheader', { name: 'Mah-Jongg' })).toBeVisible();
  expect(watcher.problems).toEqual([]);
});

test('A20: with the wall used up a kong is refused for want of a loose tile; after the discard nobody draws', async ({ page }) => {
  await page.goto(boardPage('four-of-a-kind', 'four-of-a-kind-6'));
  await hydrateBoards(page);
  const board = page.locator('section.board[data-board="four-of-a-kind-6"]');
  await board.getByRole('button', { name: 'Declare a kong of 9 of Characters' }).click();
  await expect(board.getByText('Refused: Declare a kong of 9 of Characters')).toBeVisible();
  await expect(board.getByRole('link', { name: 'Draw a loose tile after every kong' })).toBeVisible();
  await board.getByRole('button', { name: 'Discard the North Wind' }).click();
  await expect(board.getByText('That is the right move.', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'No tile is left to draw' })).toHaveCount(1);
});

test('A21: a dead hand\'s Mah-Jongg is refused with the tile-count rule, and its pung is allowed', async ({ page }) => {
  const twelve = ['title: Twelve tiles', 'view: West', 'West: 9c 9c 1d 2d 3d 5b 5b 5b 8b 8b 8b S', 'discards: 4d Gd', 'event: South discards 9c', 'answer: West pung'];
  await page.goto(`/play/board/?s=${encodeURIComponent(twelve.join('\n'))}`);
  const board = page.locator('section.board');
  await expect(board).toHaveAttribute('data-ready', 'true');
  await board.getByRole('button', { name: 'Mah-Jongg', exact: true }).click();
  await expect(board.getByText('Refused: Mah-Jongg')).toBeVisible();
  await expect(board.getByRole('link', { name: 'Thirteen tiles, plus one per kong' })).toBeVisible();
  await board.getByRole('button', { name: 'Pung', exact: true }).click();
  await expect(board.getByText('That is the right call.')).toBeVisible();
});
