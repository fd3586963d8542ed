/**
 * Today's rulesets in the browser (issue 27): a puzzle ruled under one of
 * them, answered by ticking every seat that takes the tile; the comparison
 * an answered puzzle and an answered lesson board offer, loaded only when
 * asked for; the reference pages that list the rules the rulesets add.
 */
import { type Locator, type Page, expect, test } from '@playwright/test';
import { axeBothThemes, boardPage, pasteInReferee, readyLessonBoard, readyPuzzle, requestsTo, watch } from './site';

const takers = (page: Page) => page.getByRole('group', { name: 'Who gets the tile?' });
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a double ron under Tenhou: one winner is wrong, both are right, and the comparison shows Harr ruling otherwise', async ({ page }) => {
  const watcher = await watch(page);
  const comparisons = requestsTo(page, /comparisonTable/);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/puzzles/47/');
  await expect(page.getByText('Ruled under Riichi (Tenhou), one of today\'s rulesets')).toBeVisible();
  await readyPuzzle(page);
  // Harr's answer, the nearer winner alone, is wrong here.
  await takers(page).getByRole('checkbox', { name: /South/ }).check();
  await page.getByRole('button', { name: 'Check my answer' }).click();
  await expect(page.locator('.puzzle__result .board__verdict-head')).toHaveText('✗ Wrong.');
  await expect(page.getByRole('button', { name: 'Compare under today’s rulesets' })).toHaveCount(0);
  // Both, by keyboard.
  await takers(page).getByRole('checkbox', { name: /North/ }).focus();
  await page.keyboard.press('Space');
  await expect(takers(page).getByRole('checkbox', { name: /North/ })).toBeChecked();
  await page.getByRole('button', { name: 'Check my answer' }).click();
  await expect(page.locator('.puzzle__result .board__verdict-head')).toHaveText('✓ Right!');
  await expect(page.locator('.puzzle__result')).toContainText('South, North, each by Mah-Jongg');
  expect(comparisons).toEqual([]);
  await page.getByRole('button', { name: 'Compare under today’s rulesets' }).click();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(8);
  await expect(rows.nth(1)).toContainText('South wins');
  await expect(rows.nth(4)).toContainText("Riichi (Tenhou) (this position's ruleset) ≠ rules otherwise");
  await expect(rows.nth(4)).toContainText('South and North both win');
  expect(comparisons.length).toBe(1);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  expect(await axeBothThemes(page)).toEqual([]);
  expect(watcher.problems).toEqual([]);
});

test('a triple ron at Tenhou: nobody takes the tile, the comparison marks each win drawn, not outranked, and the reasoning cites the rule by its title', async ({ page }) => {
  const watcher = await watch(page);
  await page.goto('/puzzles/49/');
  await readyPuzzle(page);
  await page.getByRole('button', { name: 'Show the ruling' }).click();
  const result = page.locator('.puzzle__result');
  await expect(result).toContainText('nobody');
  for (const seat of ['South', 'West', 'North']) await expect(takers(page).getByRole('checkbox', { name: new RegExp(seat) })).not.toBeChecked();
  // Compared, Tenhou's row says the hand ends drawn, and marks no winner "outranked": no call ranks above another there.
  await page.getByRole('button', { name: 'Compare under today’s rulesets' }).click();
  const tenhou = page.getByRole('table').getByRole('row').filter({ hasText: 'Riichi (Tenhou)' });
  await expect(tenhou).toContainText('none of them does, and the hand ends drawn');
  await expect(tenhou.getByText('– allowed, but the hand ends drawn')).toHaveCount(3);
  await expect(tenhou).not.toContainText('outranked');
  const link = result.getByRole('link', { name: 'Three winners: nobody wins' }).first();
  await expect(link).toHaveAttribute('href', '/rules/#triple-ron-abort');
  await link.click();
  await expect(page.locator('#triple-ron-abort')).toBeInViewport();
  await page.locator('#triple-ron-abort').getByRole('link').click();
  await expect(page.locator('#triple-ron-abort').getByRole('heading')).toBeInViewport();
  await expect(page).toHaveURL(/\/rulesets\/#triple-ron-abort$/);
  expect(watcher.problems).toEqual([]);
});

test('a lesson board, once answered, offers the same call under today\'s rulesets; the page loads none of it before', async ({ page }) => {
  const watcher = await watch(page);
  const comparisons = requestsTo(page, /comparisonTable|rulesetsCompare/);
  await page.goto(boardPage('to-chow', 'to-chow-1'));
  const board = page.locator('section.board[data-board="to-chow-1"]');
  await board.scrollIntoViewIfNeeded();
  await expect(board).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  await board.getByRole('button', { name: 'Chow', exact: true }).click();
  // The chow made, he discards; then the board is answered.
  await board.locator('.tile-button').first().click();
  await expect(board.getByRole('heading', { name: 'Under today\'s rulesets' })).toBeVisible();
  expect(comparisons).toEqual([]);
  await board.getByRole('button', { name: 'Compare under today’s rulesets' }).click();
  const rows = board.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(8);
  await expect(rows.nth(7)).toContainText('American');
  await expect(rows.nth(7)).toContainText('NMJL-NO-CHOW');
  await expect(board.getByText(/rulesets? rules? otherwise than Harr/)).toBeVisible();
  expect(await axeBothThemes(page)).toEqual([]);
  expect(watcher.problems).toEqual([]);
});

test('the puzzle index lists the puzzles under today\'s rulesets by ruleset, and the rules reference lists their rules', async ({ page }) => {
  await page.goto('/puzzles/');
  await expect(page.getByRole('heading', { name: 'Under today\'s rulesets' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Riichi (Tenhou)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'One tile, two finished hands' })).toHaveAttribute('href', '/puzzles/47/');
  await page.goto('/rules/');
  await expect(page.locator('#added-rules + p + ul > li')).toHaveCount(29);
  await page.goto('/rulesets/');
  await expect(page.locator('#multi-win').getByRole('link', { name: 'One tile, two finished hands' })).toBeVisible();
});

test('"Claiming today": a page a ruleset, its puzzle tried first, what it shows revealed once answered, then the next page', async ({ page }) => {
  const watcher = await watch(page);
  await page.goto('/lessons/claiming-today/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Claiming today: Hong Kong');
  const steps = page.getByRole('navigation', { name: /Pages of this lesson: 1 of 6/ }).getByRole('link');
  await expect(steps).toHaveCount(6);
  const after = page.locator('[data-after-puzzle]');
  await expect(after).toBeHidden();
  await readyPuzzle(page);
  await takers(page).getByRole('checkbox', { name: /West/ }).check();
  await page.getByRole('button', { name: 'Check my answer' }).click();
  await expect(page.locator('.puzzle__result .board__verdict-head')).toHaveText('✓ Right!');
  await expect(after).toBeVisible();
  await expect(after).toContainText('A Hong Kong table takes the word at face value');
  await expect(steps.first()).toHaveAccessibleName(/Hong Kong \(solved\)/);
  expect(await axeBothThemes(page)).toEqual([]);
  await page.locator('.puzzle__result').getByRole('link', { name: 'Next puzzle' }).click();
  await expect(page).toHaveURL(/\/lessons\/claiming-today\/2\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Claiming today: Chinese Official');
  expect(watcher.problems).toEqual([]);
});

test('the referee: a position written for a ruleset, with riichi stated, compared; the lines ride in the address', async ({ page }) => {
  const watcher = await watch(page);
  await page.goto('/referee/');
  await pasteInReferee(page, 'title: t\nview: South\nSouth: 9c 9c 2b 3b 4b 5d 6d 7d E E E 7b 8b\nevent: East discards 9c\nclaim: South pung\n');
  await page.getByLabel('The ruleset this position is written for').selectOption('riichi-tenhou');
  const riichi = page.getByLabel(/Seats that have declared riichi/);
  await riichi.fill('South');
  await riichi.press('Enter');
  await expect(page).toHaveURL(/&r=ruleset%3A%20riichi-tenhou%0Ariichi%3A%20South$/);
  await page.getByRole('button', { name: 'Compare under today’s rulesets' }).click();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(4)).toContainText("Riichi (Tenhou) (this position's ruleset)");
  await expect(rows.nth(4)).toContainText('RIICHI-LOCK');
  await expect(rows.nth(2)).toContainText('South takes it for a pung');
  expect(await axeBothThemes(page)).toEqual([]);
  // A line written wrong is said where the comparison would be, and the rest of the page goes on.
  await riichi.fill('Southwest');
  await riichi.press('Enter');
  await page.getByRole('button', { name: 'Compare under today’s rulesets' }).click();
  await expect(page.getByText(/The rulesets cannot rule on this position: .*Southwest/)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('The ruleset this position is written for')).toHaveValue('riichi-tenhou');
  expect(watcher.problems).toEqual([]);
});

test('the referee under the American rules: jokers in the palette and the hands, a racked joker kong keeps the tile, and only the American rules can rule it', async ({ page }) => {
  const watcher = await watch(page);
  await page.goto('/referee/');
  await pasteInReferee(
    page,
    'title: t\nview: South\nruleset: american-nmjl\nshow: all\nSouth: 5b 5b hidden\nNorth: 5b J J 1c 1c 1c 9d 9d 9d F F E E\nevent: East discards 5b\nclaim: South pung using 5b 5b\nclaim: North kong using 5b J J racked\n',
  );
  await expect(page.getByText("Harr's rules cannot rule this position")).toBeVisible();
  const palette = page.getByRole('list', { name: /^Press a tile to add it to/ });
  await expect(palette.getByRole('button', { name: /^Joker\s*\(6 left\)/ })).toBeVisible();
  await expect(palette.getByRole('button', { name: /^Flower\s*\(6 left\)/ })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Joker' }).first()).toBeVisible();
  await expect(page.getByLabel('North has already racked or exposed it')).toBeChecked();
  await expect(page.getByLabel('South has already racked or exposed it')).not.toBeChecked();
  await page.getByRole('button', { name: 'Compare under today’s rulesets' }).click();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(7)).toContainText('North takes it for a kong');
  await expect(rows.nth(7)).toContainText('NMJL-EXPOSED-FIRST');
  await expect(rows.nth(1)).toContainText('cannot arise');
  await expect(page.getByText('Harr cannot rule this position; only American (National Mah Jongg League) can.')).toBeVisible();
  expect(await axeBothThemes(page)).toEqual([]);
  // Back to Harr's rules: the jokers are named as the problem, and the palette offers none.
  await page.getByLabel('The ruleset this position is written for').selectOption('harr-1922');
  await expect(page.getByText(/is a tile of the American set only/).first()).toBeVisible();
  await expect(palette.getByRole('button', { name: /^Joker/ })).toHaveCount(0);
  expect(watcher.problems).toEqual([]);
});

test('a discarded joker, puzzle 64: drawn and named as a joker, and nobody takes it', async ({ page }) => {
  const watcher = await watch(page);
  await page.goto('/puzzles/64/');
  await readyPuzzle(page);
  await expect(page.getByRole('img', { name: /^Joker/ }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Check my answer' }).click();
  await expect(page.locator('.puzzle__result .board__verdict-head')).toHaveText('✓ Right!');
  await expect(page.locator('.puzzle__result')).toContainText('A discarded joker is dead');
  expect(await axeBothThemes(page)).toEqual([]);
  expect(watcher.problems).toEqual([]);
});

/**
 * An answered own-turn board's comparison, opened: its column named for the move, Harr's row letting the concealed kong
 * stand, and the American row refusing it (no American game declares a kong).
 */
async function expectKongCompared(board: Locator, move: string, seat: string) {
  await board.getByRole('button', { name: 'Compare under today’s rulesets' }).click();
  const table = board.getByRole('table');
  await expect(table.getByRole('columnheader', { name: move })).toBeVisible();
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText(`${seat}'s move stands (KONG-CONCEALED)`);
  await expect(rows.nth(7)).toContainText('NMJL-KONG-EXPOSURE-ONLY');
}

test('a board of the learner\'s own turn, once answered, compares his move: a concealed kong no American game declares', async ({ page }) => {
  const watcher = await watch(page);
  const board = await readyLessonBoard(page, 'four-of-a-kind', 'four-of-a-kind-2');
  await board.getByRole('button', { name: 'Declare a kong of 1 of Circles' }).click();
  await board.getByRole('button', { name: /^Discard the / }).first().click();
  await expectKongCompared(board, 'South, a concealed kong of the 1 of Circles', 'South');
  expect(await axeBothThemes(page)).toEqual([]);
  expect(watcher.problems).toEqual([]);
});

test('a board whose answer keeps the four in the hand compares declaring them instead: no American game declares a kong', async ({ page }) => {
  const watcher = await watch(page);
  const board = await readyLessonBoard(page, 'four-of-a-kind', 'four-of-a-kind-3');
  await board.getByRole('button', { name: 'Discard the Green Dragon' }).click();
  await expectKongCompared(board, 'West, declaring instead of holding a concealed kong of the 8 of Characters', 'West');
  expect(watcher.problems).toEqual([]);
});
