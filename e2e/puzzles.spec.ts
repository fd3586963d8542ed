/**
 * Puzzles in the browser: answering right and wrong, by keyboard and by
 * pointer; progress that survives a reload and can be reset; shared
 * addresses; practice puzzles from a seed; the page without JavaScript.
 */
import { type Page, expect } from '@playwright/test';
import { axeBothThemes, movedPages, readyPuzzle as ready, watch, test } from './site';

const winnerGroup = (page: Page) => page.getByRole('group', { name: 'Who gets the tile?' });

test('a puzzle\'s former address, which said the answer, still lands on the puzzle, and links to it without a refresh', async ({ page }) => {
  const moved = movedPages();
  expect(moved).toContainEqual({ from: '/puzzles/win-beats-kong/', to: '/puzzles/05/' });
  expect(moved).toContainEqual({ from: '/puzzles/a-false-mah-jongg/', to: '/puzzles/26/' });
  const watcher = await watch(page);
  await page.goto('/puzzles/win-beats-kong/');
  await expect(page).toHaveURL(/\/puzzles\/05\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mah-Jongg against a kong');
  expect(watcher.problems).toEqual([]);
});

test.describe('a former address without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('lands on the puzzle too', async ({ page }) => {
    await page.goto('/puzzles/a-false-mah-jongg/');
    await expect(page).toHaveURL(/\/puzzles\/26\/$/);
  });
});

test('a puzzle\'s number is the one in its address, on its page, in its title and in the list (not its place in tier order)', async ({ page }) => {
  // 36 comes after a later tier 2 puzzle in course order, and was shown as "Puzzle 39 of 46".
  await page.goto('/puzzles/36/');
  const number = page.locator('.puzzle-page .lesson__number');
  await expect(number).toHaveText(/^Puzzle 36 of \d+ · Tier 3/);
  const total = Number(/of (\d+)/.exec((await number.textContent())!)![1]);
  await expect(page).toHaveTitle(/^Puzzle 36: /);
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  // The list counts each puzzle under its own number, whatever its tier.
  await page.goto('/puzzles/');
  // Harr's puzzles by tier, then those under today's rulesets by ruleset: every puzzle once.
  const list = page.locator('section[aria-labelledby="by-tier"] li, section[aria-labelledby="under-today"] li');
  const item = list.filter({ has: page.locator('a[href="/puzzles/36/"]') });
  await expect(item).toHaveAttribute('value', '36');
  await expect(item.getByRole('link')).toHaveText(title!);
  expect(await list.count()).toBe(total);
  for (const li of await list.all()) {
    const href = await li.getByRole('link').getAttribute('href');
    expect(`/puzzles/${String(await li.getAttribute('value')).padStart(2, '0')}/`).toBe(href);
  }
});

test('a puzzle answered right, by keyboard only', async ({ page }) => {
  const watcher = await watch(page);
  await page.goto('/puzzles/01/');
  await ready(page);
  // Tab into the first radio group, move to North with the arrow keys, then Tab to the button.
  await winnerGroup(page).getByRole('radio', { name: /South/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(winnerGroup(page).getByRole('radio', { name: /North/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Check my answer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Right.' })).toHaveCount(1);
  await expect(page.getByText('Right!')).toBeVisible();
  await expect(page.locator('.puzzle__result')).toBeFocused();
  await expect(page.getByRole('link', { name: 'Next puzzle' }).first()).toBeVisible();
  expect(watcher.problems).toEqual([]);
});

test('a puzzle answered wrong, by pointer, gets a hint, then the reasoning step by step when asked', async ({ page }) => {
  await page.goto('/puzzles/15/');
  await ready(page);
  await winnerGroup(page).getByRole('radio', { name: /West/ }).click();
  await page.getByRole('group', { name: 'Who draws from the wall next?' }).getByRole('radio', { name: 'North' }).click();
  await page.getByRole('button', { name: 'Check my answer' }).click();
  await expect(page.locator('.puzzle__result').getByText('Allowed, but outranked.')).toBeVisible();
  // The first miss says which part is wrong, and the first hint; why comes with the second.
  await expect(page.locator('.puzzle__result').getByRole('link', { name: 'A pung beats a chow' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Allowed, but outranked' })).toHaveCount(1);
  await expect(page.getByText(/^Hint 1:/)).toBeVisible();
  await expect(page.locator('.puzzle__result details.puzzle__steps')).toHaveCount(0);
  // The second miss says why, and gives the second hint; then the ruling.
  await page.getByRole('button', { name: 'Check my answer' }).click();
  await expect(page.locator('.puzzle__result').getByRole('link', { name: 'A pung beats a chow' })).toBeVisible();
  await expect(page.getByText(/^Hint 2:/)).toBeVisible();
  await page.getByRole('button', { name: 'Show the ruling' }).click();
  await expect(page.getByText('Who gets the tile? North, by Pung.')).toBeVisible();
  await expect(page.locator('.puzzle__result details.puzzle__steps').getByText("North's Pung beats West's Chow.")).toBeVisible();
});

test('a wrong answer by keyboard, then the right one', async ({ page }) => {
  await page.goto('/puzzles/11/');
  await ready(page);
  await winnerGroup(page).getByRole('radio', { name: /West/ }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('.puzzle__result').getByText('Allowed, but outranked.')).toBeVisible();
  await winnerGroup(page).getByRole('radio', { name: /West/ }).focus();
  await page.keyboard.press('ArrowUp');
  await expect(winnerGroup(page).getByRole('radio', { name: /South/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Right!')).toBeVisible();
});

test('progress survives a reload, shows on the index and the course map, and resets after a confirmation', async ({ page }) => {
  await page.goto('/puzzles/04/');
  await ready(page);
  await winnerGroup(page).getByRole('radio', { name: /North/ }).click();
  await page.getByRole('button', { name: 'Check my answer' }).click();
  await expect(page.getByText('Right!')).toBeVisible();
  await page.reload();
  await expect(page.getByText('✓ You solved this puzzle at the first try.')).toBeVisible();

  await page.goto('/puzzles/');
  await expect(page.getByText(/Solved 1 of \d+ puzzles, 1 at the first try\. Streak of first-try answers: 1/)).toBeVisible();
  await expect(page.locator('[data-puzzle-item="04"]')).toContainText('✓ solved at the first try');
  await page.goto('/lessons/');
  await expect(page.locator('.course__puzzles')).toContainText(/1 of \d+ solved/);

  // Reset: the first button only asks; "No" keeps everything; "Yes" resets. All by keyboard.
  await page.goto('/puzzles/');
  const start = page.getByRole('button', { name: 'Reset puzzle progress…' });
  await start.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'No, keep my progress' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(start).toBeFocused();
  await expect(page.getByText(/Solved 1 of/)).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Yes, reset' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Solved 0 of \d+ puzzles/)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/Solved 0 of \d+ puzzles/)).toBeVisible();
});

test('a corrupt progress store breaks nothing', async ({ page }) => {
  const watcher = await watch(page);
  await page.goto('/puzzles/');
  await page.evaluate(() => localStorage.setItem('cpk-progress', '{"version":1,"puzzles":"garbage",'));
  await page.reload();
  await expect(page.getByText(/Solved 0 of \d+ puzzles/)).toBeVisible();
  // The list says what could not be read, as the course map does.
  await expect(page.locator('[data-progress-problem]')).toHaveText(/^Some of your saved progress could not be read, and is left out\./);
  await page.goto('/puzzles/11/');
  await ready(page);
  await winnerGroup(page).getByRole('radio', { name: /South/ }).click();
  await page.getByRole('button', { name: 'Check my answer' }).click();
  await expect(page.getByText('Right!')).toBeVisible();
  expect(watcher.problems).toEqual([]);
});

test('a shared puzzle address opens that puzzle, with next and previous links', async ({ page }) => {
  await page.goto('/puzzles/23/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A kong and a pung on one tile?');
  await expect(page.locator('a[rel="next"]')).toHaveCount(1);
  await expect(page.locator('a[rel="prev"]')).toHaveCount(1);
  await page.locator('a[rel="next"]').click();
  await expect(page).not.toHaveURL(/six-copies/);
});

test('the index groups puzzles by tier and by rule', async ({ page }) => {
  await page.goto('/puzzles/');
  for (const name of ['Tier 1: First steps', 'Tier 2: Practised', 'Tier 3: Hard', 'By rule']) {
    await expect(page.getByRole('heading', { name })).toBeVisible();
  }
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Puzzles' })).toHaveAttribute('aria-current', 'page');
});

test('a practice puzzle from a seed is the same twice, and "New puzzle" changes the seed', async ({ page }) => {
  const watcher = await watch(page);
  const read = async () => {
    await expect(page.locator('[data-practice="ready"]')).toHaveCount(1);
    await ready(page);
    return page.locator('section.board.puzzle').innerText();
  };
  await page.goto('/puzzles/practice/?seed=12345');
  const first = await read();
  await expect(page.getByRole('heading', { name: 'Puzzle from seed 12345' })).toBeVisible();
  expect(first).toContain('calls');
  await page.goto('/puzzles/practice/?seed=12345');
  expect(await read()).toBe(first);
  await page.getByRole('button', { name: 'New puzzle' }).click();
  await expect(page).not.toHaveURL(/seed=12345$/);
  await expect(page).toHaveURL(/seed=\d+/);
  await page.goBack();
  await expect(page).toHaveURL(/seed=12345$/);
  expect(await read()).toBe(first);
  expect(watcher.problems).toEqual([]);
});

test('a bad or missing practice seed gets a word and a fresh seed, never a blank page', async ({ page }) => {
  await page.goto('/puzzles/practice/?seed=banana');
  await expect(page.getByText(/"banana" is not a seed/)).toBeVisible();
  await expect(page).toHaveURL(/seed=\d+/);
  await ready(page);
  await page.goto('/puzzles/practice/');
  await expect(page).toHaveURL(/seed=\d+/);
  await ready(page);
});

test('a practice address asking a level its rule is not made at says so as it shows level 3', async ({ page }) => {
  // Robbing a kong is practised at level 3 only: ?tier=1&rule=ROB-KONG showed level 3 without a word.
  await page.goto('/puzzles/practice/?seed=7&tier=1&rule=ROB-KONG');
  await ready(page);
  await expect(page.getByRole('note')).toHaveText('Puzzles on “Robbing the kong” are made at level 3 only: level 3 is shown.');
  await expect(page.getByRole('heading', { level: 2, name: /^Puzzle from seed 7, level 3, on/ })).toBeVisible();
  await expect(page).toHaveURL(/\?seed=7&rule=ROB-KONG$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the statement, the position and the calls are in the page', async ({ page }) => {
    await page.goto('/puzzles/01/');
    await expect(page.getByText(/East discards the 6 of Bamboo/).first()).toBeVisible();
    await expect(page.getByText('The calls, as announced:')).toBeVisible();
    await expect(page.getByRole('list', { name: "North's hand" })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Who gets the tile?' })).toBeVisible();
  });
});

test('axe finds nothing with a result, hints and the answer shown in either theme', async ({ page }) => {
  await page.goto('/puzzles/38/');
  await ready(page);
  await winnerGroup(page).getByRole('radio', { name: /East/ }).click();
  await page.getByRole('group', { name: 'Who draws from the wall next?' }).getByRole('radio', { name: 'North' }).click();
  await page.getByRole('button', { name: 'Check my answer' }).click();
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(page.locator('.puzzle__result').getByText('Allowed, but outranked.')).toBeVisible();
  expect(await axeBothThemes(page)).toEqual([]);
  await page.getByRole('button', { name: 'Show the ruling' }).click();
  await page.goto('/puzzles/');
  await page.getByRole('button', { name: 'Reset puzzle progress…' }).click();
  expect(await axeBothThemes(page)).toEqual([]);
});
