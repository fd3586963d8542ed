/**
 * The reward loop of a lesson: a star for a board answered right at the first
 * try (none after "Show me"), counters and numbered pages that follow each
 * answer without a reload, the lesson-complete moment, "Next" from board to
 * board (a lesson is read one board to a page); and the course map on a phone:
 * folded above the lesson, passed over by the skip link.
 */
import { expect, test, type Page } from '@playwright/test';
import { scoreChoice } from '../src/build/content/scoring';
import { scoreHand } from '../src/engine';
import { axeBothThemes, boardPage, hydrateBoards, lessonEndPage, livePage, watch } from './site';

const LESSON = '/lessons/to-chow/';
const BOARDS = ['to-chow-1', 'to-chow-2', 'to-chow-3', 'to-chow-4'];
/** The page of the lesson that holds a board. */
const at = (id: string) => boardPage('to-chow', id);
const END = lessonEndPage('to-chow');

const board = (page: Page, id: string) => page.locator(`section.board[data-board="${id}"]`);
const frame = (page: Page, id: string) => page.locator('.board-frame', { has: board(page, id) });
/** The course map's counter for this lesson, the lesson's own (its header), the one at its end (on its last page) and a page's step. */
const mapCounter = (page: Page) => page.locator('.course__item', { has: page.locator('a[aria-current="page"]') }).locator('.course__progress');
const headerCounter = (page: Page) => page.locator('.lesson__progress');
const endCounter = (page: Page) => page.locator('#lesson-end [role="status"]');
const step = (page: Page, n: number) => page.getByRole('navigation', { name: /^Pages of this lesson/ }).getByRole('link').nth(n - 1);

/** A stored record (the current version) in which these boards are solved, at the first try or not. */
async function storeSolved(page: Page, boards: Record<string, { firstTry: boolean }>) {
  await page.addInitScript((solved) => {
    const items = Object.fromEntries(Object.entries(solved).map(([id, { firstTry }]) => [id, { solved: true, firstTry, misses: firstTry ? 0 : 1 }]));
    localStorage.setItem('cpk-progress', JSON.stringify({ version: 2, boards: items, puzzles: {}, streak: 0, bestStreak: 0 }));
  }, boards);
}

/** Answers "South's 5 of Bamboo", whose right call is Pass. */
async function passRightly(page: Page) {
  await board(page, 'to-chow-2').getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(board(page, 'to-chow-2').getByText('That is the right call.')).toBeVisible();
}

test('a board answered right at the first try earns a star, at once on every counter and on its page\'s step', async ({ page }) => {
  const watcher = await watch(page);
  await page.goto(at('to-chow-2'));
  await hydrateBoards(page);
  await expect(mapCounter(page)).toHaveText('0 of 4 solved, 0 of 4 stars');
  await expect(headerCounter(page)).toHaveText('0 of 4 solved, 0 of 4 stars');
  await expect(step(page, 2)).toHaveAttribute('aria-current', 'page');
  await expect(step(page, 2)).toHaveAccessibleName(/^2 ?: The wrong seat$/);
  await passRightly(page);
  for (const counter of [mapCounter(page), headerCounter(page)]) await expect(counter).toHaveText('1 of 4 solved, 1 of 4 stars');
  await expect(step(page, 2)).toHaveAccessibleName(/^2 ?: The wrong seat ?, solved with a star$/);
  await expect(step(page, 1)).toHaveAccessibleName(/^1 ?: Only from the player on your left$/);
  await page.reload();
  await expect(mapCounter(page)).toHaveText('1 of 4 solved, 1 of 4 stars');
  await expect(step(page, 2).locator('[data-state="star"]')).toHaveCount(1);
  // The lesson's end, on its last page, counts it too.
  await page.goto(END);
  await expect(endCounter(page)).toHaveText('1 of 4 solved, 1 of 4 stars');
  await expect(step(page, 2)).toHaveAccessibleName(/^2 ?: The wrong seat ?, solved with a star$/);
  expect(watcher.problems).toEqual([]);
});

test('"Show me" then the right call solves the board with no star; a miss first earns none either', async ({ page }) => {
  await page.goto(at('to-chow-2'));
  await hydrateBoards(page);
  const shown = board(page, 'to-chow-2');
  await shown.getByRole('button', { name: 'Show me' }).click();
  await expect(shown.getByRole('heading', { level: 3 })).toHaveText('A chow from the wrong seat');
  await expect(mapCounter(page)).toHaveText('0 of 4 solved, 0 of 4 stars');
  await shown.getByRole('button', { name: 'Reset' }).click();
  await shown.getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(shown.getByText('That is the right call.')).toBeVisible();
  await expect(mapCounter(page)).toHaveText('1 of 4 solved, 0 of 4 stars');
  await expect(step(page, 2)).toHaveAccessibleName(/^2 ?: The wrong seat ?, solved$/);

  // A refused call first, then the right one: solved, no star.
  await page.goto(at('to-chow-3'));
  await hydrateBoards(page);
  const missed = board(page, 'to-chow-3');
  await missed.getByRole('button', { name: 'Chow', exact: true }).click();
  await expect(missed.getByText('Refused: Chow')).toBeVisible();
  await missed.getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(missed.getByText('That is the right call.')).toBeVisible();
  await expect(headerCounter(page)).toHaveText('2 of 4 solved, 0 of 4 stars');
});

test('answering the last open board of a lesson is a lesson-complete moment, announced, with the next step', async ({ page }) => {
  await storeSolved(page, { 'to-chow-1': { firstTry: true }, 'to-chow-2': { firstTry: false }, 'to-chow-3': { firstTry: true } });
  const LAST = 'to-chow-4';
  expect(at(LAST)).toBe(END);
  await page.goto(END);
  await hydrateBoards(page);
  const end = page.locator('#lesson-end');
  await expect(endCounter(page)).toHaveText('3 of 4 solved, 2 of 4 stars');
  await expect(endCounter(page)).not.toHaveAttribute('data-complete');
  await board(page, LAST).getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(board(page, LAST).getByText('That is the right call.')).toBeVisible();
  // A live region (role status), not a dialog: nothing blocks the page.
  await expect(endCounter(page)).toHaveText('Lesson complete: ✓ all 4 solved, 3 of 4 stars');
  await expect(endCounter(page)).toHaveAttribute('data-complete');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(end.getByRole('link', { name: 'lesson 4, To Pung' })).toHaveAttribute('href', '/lessons/to-pung/');
  await expect(end.getByRole('link', { name: 'practise these rules' })).toHaveAttribute('href', '#practise');
  await expect(page.locator('#practise')).toHaveCount(1);
  await expect(mapCounter(page)).toHaveText('✓ all 4 solved, 3 of 4 stars');
  // On the last page one counter speaks: the end's.
  await expect(page.locator('[role="status"][data-boards]')).toHaveCount(1);
});

test('a lesson completed on an earlier page is announced there, by the lesson\'s own counter', async ({ page }) => {
  await storeSolved(page, { 'to-chow-1': { firstTry: true }, 'to-chow-3': { firstTry: false }, 'to-chow-4': { firstTry: true } });
  await page.goto(at('to-chow-2'));
  await hydrateBoards(page);
  await expect(headerCounter(page)).toHaveAttribute('role', 'status');
  await expect(headerCounter(page)).toHaveText('3 of 4 solved, 2 of 4 stars');
  await passRightly(page);
  await expect(headerCounter(page)).toHaveText('Lesson complete: ✓ all 4 solved, 3 of 4 stars');
  for (const n of [1, 2, 3, 4]) await expect(step(page, n).locator('[data-state="solved"], [data-state="star"]')).toHaveCount(1);
});

test('the last lesson\'s end is the course\'s: what was learned, the stars over the whole course, and where next', async ({ page }) => {
  await page.goto(lessonEndPage('what-a-claim-costs'));
  const end = page.locator('#lesson-end');
  await expect(end.getByRole('heading', { level: 2 })).toHaveText('The end of the course');
  await expect(end.locator('.course-end__stars')).toHaveText(/^0 of \d+ solved, 0 of \d+ stars$/);
  await expect(end.locator('.course-end__learned li')).toHaveCount(9);
  for (const href of ['/play/', '/referee/', '/review/']) await expect(end.locator(`.course-end__next a[href="${href}"]`)).toBeVisible();
});

test('lesson 9 counts like the others: a score choice right at the first try earns its star on every counter', async ({ page }) => {
  // The answer as the engine scores the two ways, as ScoreChoice.astro decides it.
  const choice = scoreChoice('pung-or-wait');
  const [a, b] = choice.ways.map((w) => scoreHand(w.hand, w.win).final);
  const right = a > b ? choice.ways[0].name : b > a ? choice.ways[1].name : 'They score the same';
  const at9 = livePage('what-a-claim-costs', 'name="pung-or-wait"');
  await page.goto(at9);
  const counter = headerCounter(page);
  await expect(counter).toHaveText(/^0 of (\d+) solved, 0 of \1 stars$/);
  const board = page.locator('#score-choice-pung-or-wait');
  await board.locator('astro-island').last().scrollIntoViewIfNeeded();
  await expect(board).toHaveAttribute('data-ready', 'true');
  await board.getByRole('button', { name: right, exact: true }).click();
  await expect(board.getByText('Right.', { exact: true })).toBeVisible();
  await expect(counter).toHaveText(/^1 of (\d+) solved, 1 of \1 stars$/);
  await expect(page.locator('.lesson-steps [aria-current="page"] [data-state="star"]')).toHaveCount(1);
  await expect(mapCounter(page)).toHaveText(/^1 of \d+ solved, 1 of \d+ stars$/);
});

test('"Next" appears once a board is answered and leads to the lesson\'s next page, where the next board is', async ({ page }) => {
  await page.goto(LESSON);
  const first = board(page, 'to-chow-1');
  await first.scrollIntoViewIfNeeded();
  await expect(first).toHaveAttribute('data-ready', 'true');
  // One board to a page.
  await expect(page.locator('section.board')).toHaveCount(1);
  const next = frame(page, 'to-chow-1').getByRole('button', { name: 'Next' });
  await expect(next).toBeHidden();
  await first.getByRole('button', { name: 'Show me' }).click();
  await expect(next).toBeVisible();
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${at('to-chow-2')}$`));
  const following = board(page, 'to-chow-2');
  await expect(following.getByRole('heading', { level: 3 })).toBeVisible();
  await following.scrollIntoViewIfNeeded();
  await expect(following).toHaveAttribute('data-ready', 'true');
  await following.getByRole('button', { name: 'Chow', exact: true }).click();
  await expect(following.getByText('Refused: Chow')).toBeVisible();
  // Only an answered board offers "Next".
  await expect(frame(page, 'to-chow-2').getByRole('button', { name: 'Next' })).toBeHidden();
  // The page's own links lead back and on, by the pages' subjects.
  const pages = page.getByRole('navigation', { name: "This lesson's pages" });
  await expect(pages.getByRole('link', { name: /Back/ })).toHaveAttribute('href', LESSON);
  await expect(pages.getByRole('link', { name: /Next, 3 of 4/ })).toHaveAttribute('href', at('to-chow-3'));
});

test('the last board\'s "Next" goes to the lesson\'s end', async ({ page }) => {
  await storeSolved(page, { 'to-chow-4': { firstTry: true } });
  await page.goto(at('to-chow-4'));
  const next = frame(page, 'to-chow-4').getByRole('button', { name: 'Next' });
  await expect(next).toBeVisible();
  await next.click();
  await expect(page.locator('#lesson-end')).toBeFocused();
  await expect(page.locator('#lesson-end h2')).toBeInViewport();
});

test('a broken store shows a readable message and the page still works', async ({ page }) => {
  const watcher = await watch(page);
  await page.addInitScript(() => localStorage.setItem('cpk-progress', '{"version":2,"boards":'));
  await page.goto(at('to-chow-2'));
  await expect(page.locator('.course__problem')).toHaveText(
    'Some of your saved progress could not be read, and is left out. Before anything is saved over it, this browser keeps a copy of it (under "cpk-progress-damaged").',
  );
  await hydrateBoards(page);
  await passRightly(page);
  await expect(headerCounter(page)).toHaveText('1 of 4 solved, 1 of 4 stars');
  expect(watcher.problems).toEqual([]);
});

test('a record of version 1 is read: its boards stay solved, its stars kept', async ({ page }) => {
  await page.addInitScript(() => {
    const item = { solved: true, firstTry: true, misses: 0 };
    localStorage.setItem('cpk-progress', JSON.stringify({ version: 1, boards: { 'chow-from-the-left': item }, puzzles: { 'a-pung-with-one-tile-against-a-kong': item }, streak: 1, bestStreak: 1 }));
  });
  await page.goto(LESSON);
  await expect(headerCounter(page)).toHaveText('1 of 4 solved, 1 of 4 stars');
  await expect(page.getByText('You hold the 4 and 6 of Characters, so you call Chow with them.')).toBeVisible();
  await page.goto('/puzzles/27/');
  await expect(page.getByText('✓ You solved this puzzle at the first try.')).toBeVisible();
});

test.describe('on a phone (360 × 800)', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the course map is folded above the lesson, and the lesson title is in the first screen', async ({ page }) => {
    await page.goto(LESSON);
    const fold = page.locator('.course__fold');
    await expect(fold).not.toHaveAttribute('open');
    await expect(page.locator('.course__list')).toBeHidden();
    const title = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(title).not.toBeNull();
    expect(title!.y).toBeGreaterThanOrEqual(0);
    expect(title!.y + title!.height).toBeLessThanOrEqual(800);
    // Opened by keyboard, it shows the lessons.
    const toggle = page.locator('.course__toggle');
    await expect(toggle).toHaveText('Course map: lesson 3 of 9');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.course__list').getByRole('link', { name: 'To Pung' })).toBeVisible();
  });

  test('the skip link, by keyboard, passes the header and the course map', async ({ page }) => {
    await page.goto(LESSON);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    const outline = await skip.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    // The next stop is inside the lesson, not in the header or the course map.
    expect(await page.evaluate(() => !!document.activeElement?.closest('main') && !document.activeElement.closest('.course-map, .site-header'))).toBe(true);
  });
});

test('at a desk the course map is open beside the lesson, with no disclosure to open', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(LESSON);
  await expect(page.locator('.course__list').getByRole('link', { name: 'To Pung' })).toBeVisible();
  await expect(page.locator('.course__toggle')).toBeHidden();
});

test('axe finds nothing on a completed lesson, its map open on a phone, in either theme', async ({ page }) => {
  await storeSolved(page, Object.fromEntries(BOARDS.map((id, i) => [id, { firstTry: i > 0 }])));
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(END);
  await hydrateBoards(page);
  await expect(endCounter(page)).toHaveAttribute('data-complete');
  await page.locator('.course__toggle').click();
  expect(await axeBothThemes(page)).toEqual([]);
});

test('a link made when a lesson was one page goes on to the page that holds its anchor', async ({ page }) => {
  await page.goto(`${LESSON}#the-wrong-seat`);
  await expect(page).toHaveURL(new RegExp(`${at('to-chow-2')}#the-wrong-seat$`));
  await expect(page.getByRole('heading', { level: 2, name: 'The wrong seat' })).toBeInViewport();
  await page.goto(`${LESSON}#rule-chow-left-only`);
  await expect(page).toHaveURL(new RegExp(`${END}#rule-chow-left-only$`));
  // An anchor on the page itself is left alone.
  await page.goto(`${LESSON}#what-a-chow-is`);
  await expect(page).toHaveURL(new RegExp(`${LESSON}#what-a-chow-is$`));
});

test('a mistyped anchor that is not valid percent-encoding leaves the lesson page as it is, with no script error', async ({ page }) => {
  const { problems } = await watch(page);
  await page.goto(`${LESSON}#%E0%A4%A`);
  await hydrateBoards(page);
  await expect(page).toHaveURL(new RegExp(`${LESSON}#%E0%A4%A$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('To Chow');
  expect(problems).toEqual([]);
});
