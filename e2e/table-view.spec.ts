/**
 * The table on a phone (issue 12, "On a phone"): boards, puzzles and replays
 * share one table view that at 360 × 800 still reads as a table (the foot of
 * the table below the discards, the left seat left of the right one) and puts
 * the prompt, the tile on offer, the learner's hand and the first control he
 * answers with in one screen. Measured in the browser, not by eye.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { axeBothThemes, test } from './site';

interface Table {
  kind: string;
  path: string;
  /** The widget on the page. */
  board: (page: Page) => Locator;
  /** What the learner answers with: the first call, the first answer to the puzzle, the replay's first control. */
  firstControl: (board: Locator) => Locator;
  /** Whether the widget states a prompt (a replay has its controls instead). */
  prompt: boolean;
}

const TABLES: Table[] = [
  {
    kind: 'a lesson board',
    path: '/lessons/to-chow/',
    board: (page) => page.locator('section.board[data-board="to-chow-1"]'),
    firstControl: (board) => board.getByRole('group', { name: /^Your call as / }).getByRole('button').first(),
    prompt: true,
  },
  {
    // Two hands shown beside the discards: the widest table a puzzle lays out.
    kind: 'a puzzle',
    path: '/puzzles/24/',
    board: (page) => page.locator('section.board.puzzle'),
    firstControl: (board) => board.getByRole('group', { name: 'Who gets the tile?' }).getByRole('radio').first(),
    prompt: true,
  },
  {
    kind: 'a replay',
    path: '/illustrations/harr-12/',
    board: (page) => page.locator('section.board.player'),
    firstControl: (board) => board.getByRole('group', { name: 'Replay controls' }).getByRole('button').first(),
    prompt: false,
  },
];

async function open(page: Page, table: Table): Promise<Locator> {
  await page.goto(table.path);
  const board = table.board(page);
  await board.scrollIntoViewIfNeeded();
  await expect(board).toHaveAttribute('data-ready', 'true');
  return board;
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'the element is laid out').not.toBeNull();
  return b!;
}

for (const table of TABLES) {
  test.describe(table.kind, () => {
    test('reads as a table and fits one 360 × 800 screen', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      const board = await open(page, table);
      // The board at the top of the screen: all that counts lies in the 800 px below its top edge.
      await board.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      const top = (await box(board)).y;

      const centre = await box(board.locator('.board__centre'));
      const foot = await box(board.locator('.seat--self'));
      const left = await box(board.locator('.seat--left'));
      const right = await box(board.locator('.seat--right'));
      const opposite = await box(board.locator('.seat--opposite'));
      // The learner's hand at the foot, below the discards; the seat across above them.
      expect(foot.y).toBeGreaterThanOrEqual(centre.y + centre.height - 1);
      expect(opposite.y + opposite.height).toBeLessThanOrEqual(centre.y + 1);
      // Left and right where they sit, beside the discards.
      expect(left.x + left.width).toBeLessThanOrEqual(centre.x + 1);
      expect(right.x).toBeGreaterThanOrEqual(centre.x + centre.width - 1);
      expect(left.y).toBeLessThan(centre.y + centre.height);
      expect(right.y).toBeLessThan(centre.y + centre.height);

      const inFirstScreen = [
        ...(table.prompt ? [board.locator('.board__prompt')] : []),
        board.locator('.board__centre svg.tile--live'),
        board.locator('.seat--self'),
        table.firstControl(board),
      ];
      for (const part of inFirstScreen) {
        const b = await box(part);
        expect(b.y + b.height - top, await part.evaluate((el) => el.outerHTML.slice(0, 80))).toBeLessThanOrEqual(800);
      }
    });

    for (const width of [360, 1280]) {
      test(`nothing overflows sideways at ${width} px, not even inside the table`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        const board = await open(page, table);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
        expect(await board.locator('.board__table').evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      });
    }

    test('axe finds nothing on the table at 360 px in either theme', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await open(page, table);
      expect(await axeBothThemes(page, 'section.board')).toEqual([]);
    });
  });
}

test('the learner reaches his call in a few key presses, not through the tiles of the other seats', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const board = await open(page, TABLES[0]);
  await board.locator('.board__title').click();
  const first = TABLES[0].firstControl(board);
  // The seats hold no stops of their own: the next stop after the board's heading is the first call.
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
});
