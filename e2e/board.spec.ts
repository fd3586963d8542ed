/**
 * The main journey on a live board: a legal claim carried out, an illegal
 * one refused with its rule, and a whole claim made with the keyboard alone.
 */
import { expect } from '@playwright/test';
import { hydrateBoards, watch, test } from './site';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await hydrateBoards(page);
});

test('a legal pung is carried out and the skipped seats are marked', async ({ page }) => {
  const watcher = await watch(page);
  const board = page.locator('section.board').first();
  await board.getByRole('button', { name: 'Pung', exact: true }).click();
  await expect(board.getByText('East takes the tile (Pung).')).toBeVisible();
  await expect(board.getByText('West and North lose their turns.')).toBeVisible();
  await expect(board.getByRole('list', { name: /Pung of 9 of Characters, claimed from South/ })).toBeVisible();
  await board.getByRole('button', { name: /^Discard the / }).first().click();
  await expect(board.getByText('South is next to draw.').last()).toBeVisible();
  await expect(page.getByRole('status').first()).toContainText('South is next to draw');
  expect(watcher.problems).toEqual([]);
});

test('a chow from the wrong seat is refused, naming the rule and linking to it', async ({ page }) => {
  const board = page.locator('section.board').first();
  await board.getByRole('button', { name: 'Chow', exact: true }).click();
  await expect(board.getByText('Refused: Chow')).toBeVisible();
  const link = board.getByRole('link', { name: 'Chow only from the player on your left' });
  await expect(link).toBeVisible();
  await link.click();
  // The link lands on the rule's entry in the rules reference, which links on to the lesson.
  await expect(page).toHaveURL(/\/rules\/#chow-left-only$/);
  await expect(page.locator('#chow-left-only')).toBeVisible();
  await expect(page.locator('#chow-left-only').getByRole('heading', { name: /Chow only from the player on your left/ })).toBeInViewport();
});

test('a whole claim can be made with the keyboard alone', async ({ page }) => {
  const board = page.locator('section.board').first();
  const pung = board.getByRole('button', { name: 'Pung', exact: true });
  // Tab from the top of the page until the Pung button has focus.
  await page.locator('body').focus();
  for (let i = 0; i < 60 && !(await pung.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(pung).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(board.getByText('East takes the tile (Pung).')).toBeVisible();
  const firstDiscard = board.getByRole('button', { name: /^Discard the / }).first();
  // The claim leaves the learner to discard: focus is already on his first tile.
  await expect(firstDiscard).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').first()).toContainText('South is next to draw');
  await board.getByRole('button', { name: 'Reset' }).press('Enter');
  await expect(board.getByRole('button', { name: 'Pung', exact: true })).toBeVisible();
});
