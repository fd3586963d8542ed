/**
 * The illustrations journey: open Harr's Illustration No. 12, step through
 * the replay by button and by arrow key (the engine explains each step and a
 * live region announces it), then make the call on its "try it yourself"
 * board (a page of its own, /illustrations/ID/try/). Every photograph has alt text; the gallery links every illustration.
 */
import { expect } from '@playwright/test';
import { lessonAnchor, watch, test } from './site';

test('the gallery lists Harr’s Illustrations 9 to 15 and the three recreated figures', async ({ page }) => {
  await page.goto('/illustrations/');
  for (const n of [9, 10, 11, 12, 13, 14, 15]) await expect(page.getByRole('link', { name: new RegExp(`^Illustration No. ${n}:`) })).toBeVisible();
  for (const n of [1, 2, 3]) await expect(page.getByRole('link', { name: new RegExp(`^Figure ${n}:`) })).toBeVisible();
  await expect(page.getByText('L. L. Harr, Pung Chow (1922), Illustration No. 12; public domain')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Illustrations' })).toHaveAttribute('aria-current', 'page');
});

test('every photograph has alt text that names tiles', async ({ page }) => {
  for (const path of ['/illustrations/', '/illustrations/harr-9/', '/illustrations/harr-12/', '/illustrations/harr-15/']) {
    await page.goto(path);
    const imgs = page.locator('img');
    const n = await imgs.count();
    expect(n).toBeGreaterThan(0);
    for (let i = 0; i < n; i++) expect(await imgs.nth(i).getAttribute('alt')).toMatch(/of (Characters|Circles|Bamboo)/);
  }
});

test('Illustration 12: step through it by button and by arrow key, then make the call', async ({ page }) => {
  const watcher = await watch(page);
  await page.goto('/illustrations/harr-12/');
  await expect(page.locator('h1')).toContainText('Illustration No. 12');
  await expect(page.getByRole('img', { name: /three 9 of Characters/ })).toBeVisible();
  await expect(page.getByText('L. L. Harr, Pung Chow (1922), Illustration No. 12; public domain')).toBeVisible();

  const player = page.locator('section[data-player="harr-12"]');
  await player.scrollIntoViewIfNeeded();
  await expect(player).toHaveAttribute('data-ready', 'true');
  const status = player.getByRole('status');
  const explain = player.locator('.player__explain');

  // It opens at the moment pictured: East has punged and discarded.
  await expect(explain).toContainText('Step 5 of 7: East discards the North Wind');
  await expect(explain).toContainText('This is the position in the photograph.');
  await expect(player.getByRole('list', { name: /Pung of 9 of Characters, claimed from South/ })).toBeVisible();

  // Back by button: East's pung, West and North passed over.
  await player.getByRole('button', { name: 'Back' }).click();
  await expect(explain).toContainText('Step 4 of 7: East calls Pung');
  await expect(explain).toContainText('West and North lose their turns.');
  await expect(explain.getByRole('link', { name: 'A claim can skip one or two players' })).toBeVisible();
  // Back again: South's discard of the nine.
  await player.getByRole('button', { name: 'Back' }).click();
  await expect(explain).toContainText('Step 3 of 7: South discards the 9 of Characters');
  await expect(status).toContainText('Step 3 of 7: South discards the 9 of Characters');
  await expect(player.getByRole('list', { name: 'Live discard, from South' })).toBeVisible();

  // Forward by arrow key, with the focus on the board.
  await player.locator('.board__table').focus();
  await page.keyboard.press('ArrowRight');
  await expect(status).toContainText('Step 4 of 7: East calls Pung');
  await page.keyboard.press('ArrowRight');
  await expect(explain).toContainText('Step 5 of 7: East discards the North Wind');
  await expect(player.locator('.seat--right')).toContainText('to draw');
  // The caption's "North drawing": the engine refuses it, naming the rule.
  await page.keyboard.press('ArrowRight');
  await expect(explain).toContainText('the engine refuses it');
  await expect(explain).toContainText("It is South's turn, not North's.");
  await expect(explain.getByRole('link', { name: 'Play passes to the right' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(explain).toContainText('Step 7 of 7: South draws from the wall');
  await expect(player.getByRole('button', { name: 'Forward' })).toBeDisabled();
  await page.keyboard.press('ArrowLeft');
  await expect(status).toContainText('Step 6 of 7');

  // Back to the start by Home, and the first step, East's regular turn, by button.
  await page.keyboard.press('Home');
  await expect(explain).toContainText('The start');
  await player.getByRole('button', { name: 'Forward' }).click();
  await expect(explain).toContainText('East discards the West Wind');

  // The photograph shows no run, and the page says so.
  await expect(page.getByRole('heading', { name: /The photograph and the caption disagree about the run/ })).toBeVisible();

  // The book's slip is explained on the page.
  await expect(page.getByRole('heading', { name: /The caption says North plays next; the rule says South/ })).toBeVisible();

  // Try it yourself: make the call.
  await expect(page.getByRole('heading', { name: 'Try it yourself' })).toBeVisible();
  await page.getByRole('link', { name: 'Make the call on a live board' }).click();
  await expect(page).toHaveURL(/\/illustrations\/harr-12\/try\/$/);
  await expect(page.getByRole('img', { name: /three 9 of Characters/ })).toBeVisible();
  const board = page.locator('section.board[data-board="illustration-12"]');
  await expect(board).toHaveAttribute('data-ready', 'true');
  await board.getByRole('button', { name: 'Pung', exact: true }).click();
  await expect(board.getByText('East takes the tile (Pung).')).toBeVisible();
  await expect(board.getByText('That is the right call.')).toBeVisible();

  // Back to the illustration, and on to the lesson section that teaches it.
  await page.getByRole('link', { name: /^Back to Harr's Illustration No. 12/ }).click();
  await page.getByRole('link', { name: 'To Pung' }).last().click();
  // The lesson is read a board to a page: the link goes to the page that holds the heading.
  await expect(page).toHaveURL(new RegExp(`${lessonAnchor('to-pung', 'harrs-illustration-no-12-and-a-slip-in-its-caption')}$`));
  expect(watcher.problems).toEqual([]);
});

test('Illustration 15: the errata, and a discarded fourth refused on the try-it board', async ({ page }) => {
  await page.goto('/illustrations/harr-15/');
  await expect(page.getByRole('heading', { name: /errata/ })).toBeVisible();
  await expect(page.getByText('The concealed One of Circle in illustration 15 should be a One of Bamboo.', { exact: false })).toBeVisible();
  const printed = page.locator('section[data-player="harr-15-printed"]');
  await printed.scrollIntoViewIfNeeded();
  await expect(printed).toHaveAttribute('data-ready', 'true');
  await page.getByRole('link', { name: 'Make the call on a live board' }).click();
  const board = page.locator('section.board[data-board="illustration-15"]');
  await board.scrollIntoViewIfNeeded();
  await expect(board).toHaveAttribute('data-ready', 'true');
  await board.getByRole('button', { name: 'Kong', exact: true }).click();
  await expect(board.getByText('Refused: Kong')).toBeVisible();
  await expect(board.getByRole('link', { name: 'An exposed pung never takes a discard' })).toBeVisible();
});

test('a recreated figure says it is recreated and replays', async ({ page }) => {
  await page.goto('/illustrations/figure-2/');
  await expect(page.getByText(/recreated/).first()).toBeVisible();
  await expect(page.locator('main img')).toHaveCount(0);
  const player = page.locator('section[data-player="figure-2"]');
  await player.scrollIntoViewIfNeeded();
  await expect(player).toHaveAttribute('data-ready', 'true');
  await expect(player.locator('.player__explain')).toContainText('South and West lose their turns.');
});

test('every step opens in the referee: a kong called, a kong added and let stand, and the call that wins the hand', async ({ page }) => {
  for (const path of ['/illustrations/harr-9/', '/illustrations/harr-10/', '/illustrations/harr-13/', '/illustrations/harr-15/', '/illustrations/figure-3/']) {
    await page.goto(path);
    // The main replay's steps, and on Illustration 15 those of the photograph as printed.
    for (const list of await page.locator('details.player__list').all()) {
      await list.locator('summary').click();
      const steps = list.locator('ol.player__steps > li');
      const n = await steps.count();
      expect(n).toBeGreaterThan(0);
      for (let i = 0; i < n; i++) await expect(steps.nth(i).getByRole('link', { name: /^Open in the referee/ }), `${path} step ${i + 1}`).toHaveCount(1);
    }
  }
  // Illustration 9's fifth step, East's kong of South's East Wind: East owes his loose tile, his turn in the referee.
  await page.goto('/illustrations/harr-9/');
  await page.locator('details.player__list summary').click();
  await page.getByRole('link', { name: /^Open in the referee ?: the position after step 5$/ }).click();
  await expect(page.locator('[data-ready="true"]')).toBeVisible();
  await expect(page.getByText("This position is East's turn, with nothing to claim.")).toBeVisible();
  // Illustration 10's Mah-Jongg ends the hand: its link opens the call in the window it was made in, ruled as the step was.
  await page.goto('/illustrations/harr-10/');
  await page.locator('details.player__list summary').click();
  await page.getByRole('link', { name: /^Open in the referee ?: the call of step 3, in the window it was made in$/ }).click();
  await expect(page.locator('[data-ready="true"]')).toBeVisible();
  await expect(page.locator('[data-ruling]')).toContainText('East gets the 4 of Characters, as Mah-Jongg.');
});
