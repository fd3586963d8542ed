/**
 * Scoring in the browser: the lesson "What a Claim Costs" (a comparison board
 * answered before its scores show, a worked example of Harr's revealed line by
 * line) and the scoring drill (answer first, then the score line by line),
 * each keyboard-usable and axe-clean in both themes after answering.
 */
import { expect, type Page } from '@playwright/test';
import { axeBothThemes, builtPages, hydrateBoards, livePage, watch, test } from './site';

/** The lesson's page that holds a board (one to a page), by what its tag says. */
const at = (tag: string) => livePage('what-a-claim-costs', tag);
test('the comparison board asks first, then shows both scores line by line and the explanation', async ({ page }) => {
  const watcher = await watch(page);
  await page.goto(at('name="pung-or-wait"'));
  await hydrateBoards(page);
  const board = page.locator('#score-choice-pung-or-wait');
  const explanation = page.locator('[data-after-board="score-choice-pung-or-wait"]');
  // Before the answer: no score table, and the explanation waits.
  await expect(board.locator('table.score-lines')).toHaveCount(0);
  await expect(explanation.locator('> *').first()).toBeHidden();
  await board.getByRole('button', { name: 'Pung it and go out now' }).click();
  const verdict = board.locator('.score-board__verdict');
  await expect(verdict).toContainText('Not quite: the answer is Pass, and draw a 6 later.');
  await expect(verdict).toContainText('Pung it and go out now: 32. Pass, and draw a 6 later: 36.');
  await expect(verdict).toBeFocused();
  const tables = board.locator('table.score-lines');
  await expect(tables).toHaveCount(2);
  await expect(tables.nth(0).locator('caption')).toHaveText('Pung it and go out now: 32');
  await expect(tables.nth(0).getByRole('row', { name: /Pung of 6 of Characters, exposed/ })).toContainText('+2');
  await expect(tables.nth(1).getByRole('row', { name: /Three of a kind, 6 of Characters, concealed/ })).toContainText('+4');
  await expect(tables.nth(1).getByRole('row', { name: /Drawing the winning piece/ })).toContainText('+2');
  await expect(explanation.locator('> *').first()).toBeVisible();
  // Try again puts the question back, focus on its first answer.
  await board.getByRole('button', { name: 'Try again' }).click();
  await expect(board.getByRole('button', { name: 'Pung it and go out now' })).toBeFocused();
  expect(watcher.problems).toEqual([]);
});

test('a claim can earn more than a draw: the right answer is said to be right', async ({ page }) => {
  await page.goto(at('name="chow-or-draw"'));
  const board = page.locator('#score-choice-chow-or-draw');
  await board.scrollIntoViewIfNeeded();
  await expect(board).toHaveAttribute('data-ready', 'true');
  await board.getByRole('button', { name: 'Chow the 2 and go out' }).click();
  await expect(board.locator('.score-board__verdict')).toContainText('Right.');
  await expect(board.locator('table.score-lines').first().getByRole('row', { name: /No other score than Mah-Jongg/ })).toContainText('+10');
});

test("Harr's example is revealed line by line from the keyboard, then set beside the book's figure", async ({ page }) => {
  await page.goto(at('n={3}'));
  const board = page.locator('#harr-example-3');
  await board.scrollIntoViewIfNeeded();
  await expect(board).toHaveAttribute('data-ready', 'true');
  const rows = board.locator('table.score-lines tbody tr');
  await expect(rows).toHaveCount(0);
  const next = board.getByRole('button', { name: 'Next line' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Mah-Jongg');
  await expect(board.getByRole('status')).toHaveText('Mah-Jongg: +20, score 20.');
  while (await next.isVisible()) await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(9);
  await expect(board.getByRole('row', { name: /Pair of Red Dragon/ })).toContainText('+2');
  await expect(board.locator('tfoot')).toContainText('52');
  await expect(board.locator('.score-board__book')).toContainText('Harr prints 50; the engine scores 52.');
  await expect(board.getByRole('button', { name: 'Start again' })).toBeFocused();
});

test('the scoring drill lists at least 15 puzzles, each answered before its score is shown', async ({ page }) => {
  const drill = builtPages().filter((p) => /^\/puzzles\/scoring\/[^/]+\/$/.test(p));
  expect(drill.length).toBeGreaterThanOrEqual(15);
  await page.goto('/puzzles/');
  await page.getByRole('link', { name: 'Scoring drill' }).click();
  await expect(page).toHaveURL(/\/puzzles\/scoring\/$/);
  await expect(page.locator('main ol.puzzle-list li')).toHaveCount(drill.length);
  await page.getByRole('link', { name: 'Out on the loose tile' }).click();
  await hydrateBoards(page);
  const board = page.locator('section.board');
  await expect(board.locator('table.score-lines')).toHaveCount(0);
  await board.getByRole('button', { name: '54' }).click();
  await expect(board.locator('.score-board__verdict')).toContainText('Not quite: the answer is 108.');
  await expect(board.getByRole('row', { name: /Winning on a loose tile/ })).toContainText('+10');
  await expect(board.getByRole('row', { name: /Three or four red dragons/ })).toContainText('×2');
  await expect(board.locator('tfoot')).toContainText('108 (54 before doubling)');
});

test("answered, the lesson's boards are axe-clean in either theme", async ({ page }) => {
  await page.goto(at('name="dragons-early"'));
  await hydrateBoards(page);
  await page.locator('#score-choice-dragons-early').getByRole('button', { name: 'Pung the Red Dragon now' }).click();
  await expect(page.locator('#score-choice-dragons-early .score-board__verdict')).toBeVisible();
  expect(await axeBothThemes(page)).toEqual([]);
  await page.goto(at('n={13}'));
  await hydrateBoards(page);
  await page.locator('#harr-example-13').getByRole('button', { name: 'Show the whole score' }).click();
  await expect(page.locator('#harr-example-13 .score-board__book')).toContainText('the engine scores 352');
  expect(await axeBothThemes(page)).toEqual([]);
});

test('answered, a drill puzzle is axe-clean in either theme', async ({ page }) => {
  await page.goto('/puzzles/scoring/all-honours/');
  await hydrateBoards(page);
  await page.getByRole('button', { name: '1728' }).click();
  await expect(page.locator('.score-board__verdict')).toContainText('Right.');
  expect(await axeBothThemes(page)).toEqual([]);
});

/** Plays the practice hand dealt from seed 7 to its end by keyboard: it ends with South going out on a discard. */
async function playToTheEnd(page: Page): Promise<void> {
  await page.goto('/play/?seed=7');
  const root = page.locator('[data-play="ready"]');
  await root.waitFor();
  await page.locator('[data-hand-tile]').first().focus();
  for (let step = 0; step < 200 && (await root.getAttribute('data-prompt')) !== 'over'; step++) {
    if (await page.evaluate(() => document.activeElement?.hasAttribute('data-hand-tile'))) await page.keyboard.press('End');
    await page.keyboard.press('Enter');
  }
  await expect(root).toHaveAttribute('data-prompt', 'over');
}

test('the practice table ends a won hand with every score line by line and the settlement, axe-clean in either theme', async ({ page }) => {
  await playToTheEnd(page);
  await expect(page.locator('#play-end')).toContainText('South goes Mah-Jongg on the 2 of Bamboo, discarded by West.');
  const scores = page.locator('.play__scores');
  const tables = scores.locator('table.score-lines');
  await expect(tables).toHaveCount(4);
  // The winning hand laid out as it is scored: the set West's 2 of Bamboo finished is exposed, not concealed (S2).
  const hand = page.getByRole('group', { name: 'The winning hand' });
  await expect(hand).toContainText("made with West's discard, exposed");
  await expect(hand).toContainText('The pair');
  await expect(tables.first().locator('caption')).toContainText('South');
  await expect(tables.first().locator('caption')).toContainText('the winner');
  await expect(tables.first().getByRole('row', { name: /^Mah-Jongg/ })).toContainText('+20');
  await expect(scores.getByRole('heading', { name: 'Settling up' })).toBeVisible();
  // The winner collects from each of the three others, the learner among them spoken to as "you".
  await expect(scores.locator('ol li').filter({ hasText: /^(\w+ pays|You \(\w+\) pay) South \d+: / })).toHaveCount(3);
  await expect(scores.locator('ol li').filter({ hasText: /^You \(\w+\) pay South / })).toHaveCount(1);
  expect(await axeBothThemes(page)).toEqual([]);
});
