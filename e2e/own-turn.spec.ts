/**
 * Boards where the learner plays his own turn, holding his draw (lesson 6;
 * lesson 1's, asked first who discards, are in question-boards.spec.ts): declare a concealed kong with the keyboard and see the loose tile
 * drawn; add a drawn fourth to an exposed pung; keep a four in the hand; a
 * refused move shows its rule; and the boards, answered or not, pass axe in
 * both themes.
 */
import { expect, type Page } from '@playwright/test';
import { axeBothThemes, boardPage, hydrateBoards, watch, test } from './site';

/** Opens the page of the lesson (four of a kind unless named) that holds the board: one board to a page. */
async function open(page: Page, board: string, lesson = 'four-of-a-kind') {
  const watcher = await watch(page);
  await page.goto(boardPage(lesson, board));
  await hydrateBoards(page);
  return watcher;
}

const boardOf = (page: Page, id: string) => page.locator(`section.board[data-board="${id}"]`);

test('a concealed kong declared with the keyboard alone: the loose tile is drawn, then the discard', async ({ page }) => {
  const watcher = await open(page, 'four-of-a-kind-2');
  const board = boardOf(page, 'four-of-a-kind-2');
  await expect(board.getByRole('list', { name: 'Your draw from the wall' }).getByRole('img', { name: '1 of Circles' })).toBeVisible();
  const declare = board.getByRole('button', { name: 'Declare a kong of 1 of Circles' });
  // Tab from the board's heading until the move has focus.
  await board.getByRole('heading', { level: 3 }).evaluate((h) => {
    h.setAttribute('tabindex', '-1');
    (h as HTMLElement).focus();
  });
  for (let i = 0; i < 40 && !(await declare.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(declare).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(board.getByText('That is the right move.', { exact: true })).toBeVisible();
  await expect(board.getByRole('heading', { level: 3 })).toHaveText('A concealed kong, declared');
  await expect(board.getByRole('list', { name: 'Concealed kong of 1 of Circles' })).toBeVisible();
  await expect(board.getByRole('list', { name: 'Your loose tile' }).getByRole('img', { name: '6 of Bamboo' })).toBeVisible();
  await expect(board.getByRole('status')).toContainText('South draws a loose tile: the 6 of Bamboo. Choose a tile to discard.');
  // The learner must discard: focus is on his first tile.
  const firstDiscard = board.getByRole('button', { name: /^Discard the / }).first();
  await expect(firstDiscard).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(board.getByRole('status')).toContainText('West is next to draw.');
  await expect(page.getByText('Declare the kong: the four go down with their ends face down')).toBeVisible();
  expect(watcher.problems).toEqual([]);
});

test('a drawn fourth added to the exposed pung becomes a kong, and the loose tile follows', async ({ page }) => {
  await open(page, 'four-of-a-kind-4');
  const board = boardOf(page, 'four-of-a-kind-4');
  await board.getByRole('button', { name: 'Add the 5 of Bamboo to your pung' }).click();
  await expect(board.getByText('That is the right move.', { exact: true })).toBeVisible();
  await expect(board.getByRole('list', { name: 'Kong of 5 of Bamboo, the fourth added from the wall' })).toBeVisible();
  await expect(board.getByRole('list', { name: 'Your loose tile' })).toBeVisible();
});

test('the buttons offer the moves one might try, not only the answer: a kong of the pung\'s fourth is refused with its rule, and nothing is played', async ({ page }) => {
  await open(page, 'four-of-a-kind-4');
  const board = boardOf(page, 'four-of-a-kind-4');
  await expect(board.getByRole('group', { name: 'Your turn as North' }).getByRole('button')).toHaveText([
    'Declare a kong of 1 of Characters',
    'Declare a kong of 5 of Bamboo',
    'Add the 5 of Bamboo to your pung',
  ]);
  await board.getByRole('button', { name: 'Declare a kong of 5 of Bamboo' }).click();
  await expect(board.getByText('Refused: Declare a kong of 5 of Bamboo')).toBeVisible();
  await expect(board.getByRole('button', { name: 'Add the 5 of Bamboo to your pung' })).toBeVisible();
});

test('four kept in the hand: a discard that keeps them and the hand waiting is right; declaring, or breaking the run, is allowed, and the board says why not', async ({ page }) => {
  await open(page, 'four-of-a-kind-3');
  const board = boardOf(page, 'four-of-a-kind-3');
  await board.getByRole('button', { name: 'Declare a kong of 8 of Characters' }).click();
  await expect(board.locator('.board__judgement')).toContainText('one of them makes a run with your 6 and 7');
  await board.getByRole('button', { name: 'Reset' }).click();
  await board.getByRole('button', { name: 'Discard the 6 of Characters' }).click();
  await expect(board.locator('.board__judgement')).toContainText('keeps your four 8 of Characters, but leaves your hand 2 tiles from Mah-Jongg; the Green Dragon or the North Wind would have left it one tile from it.');
  await board.getByRole('button', { name: 'Reset' }).click();
  await board.getByRole('button', { name: 'Discard the North Wind' }).click();
  await expect(board.getByText('That is the right move.', { exact: true })).toBeVisible();
  // The board's title is now its solved one (the comparison under today's rulesets, offered below, has a heading of its own).
  await expect(board.getByRole('heading', { level: 3 }).first()).toHaveText('Four kept in the hand');
});

test('a refused move shows its rule, and nothing is played', async ({ page }) => {
  await open(page, 'four-of-a-kind-6');
  const board = boardOf(page, 'four-of-a-kind-6');
  await board.getByRole('button', { name: 'Declare a kong of 9 of Characters' }).click();
  await expect(board.getByText('Refused: Declare a kong of 9 of Characters')).toBeVisible();
  await expect(board.getByRole('link', { name: 'Draw a loose tile after every kong' })).toBeVisible();
  await expect(board.getByRole('heading', { level: 3 })).toHaveText("East's last draw");
  await expect(board.getByRole('button', { name: 'Declare a kong of 9 of Characters' })).toBeVisible();
});

test('own-turn boards, answered and refused, pass axe in either theme', async ({ page }) => {
  // Each board on its own page, with what it says once the move is made: refused, allowed but weaker, right.
  const moves: [string, string, string][] = [
    ['four-of-a-kind-6', 'Declare a kong of 9 of Characters', 'Refused: Declare a kong of 9 of Characters'],
    ['four-of-a-kind-3', 'Declare a kong of 8 of Characters', 'one of them makes a run with your 6 and 7'],
    ['four-of-a-kind-2', 'Declare a kong of 1 of Circles', 'That is the right move.'],
  ];
  for (const [id, move, said] of moves) {
    await open(page, id);
    await boardOf(page, id).getByRole('button', { name: move }).click();
    await expect(boardOf(page, id).getByText(said).first()).toBeVisible();
    expect((await axeBothThemes(page)).map((v) => `${id}: ${v}`)).toEqual([]);
  }
});
