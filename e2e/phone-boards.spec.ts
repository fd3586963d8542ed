/**
 * Every lesson board on a phone (issue 28): at 360 × 800, with the board's
 * heading at the top of the screen, its prompt, the tile on offer (or the
 * learner's draw), his hand and his calls all end within that first screen;
 * after a press the verdict is in view, without scrolling; and the three
 * states of a verdict (right, allowed but weaker, refused) differ in mark,
 * words and colour, in both themes, with axe clean.
 */
import { readFileSync } from 'node:fs';
import { type Locator, expect } from '@playwright/test';
import { axe, axeBothThemes, boardPage, builtPages, setTheme, watch, test } from './site';

test.use({ viewport: { width: 360, height: 800 } });

const SCREEN = 800;

/** Each lesson page's claim boards (a lesson is read one board to a page), from the built pages. */
const boardPages = builtPages()
  .filter((p) => /^\/lessons\/[^/]+\/(\d+\/)?$/.test(p))
  .map((path) => ({ path, boards: [...readFileSync(`dist${path}index.html`, 'utf8').matchAll(/<section class="board" data-board="([^"]+)"/g)].map((m) => m[1]) }))
  .filter((p) => p.boards.length > 0);
const lessons = [...new Set(boardPages.map((p) => p.path.split('/')[2]))];

/** How far below the board's heading each part of the board ends, in CSS pixels (null: the board has none). */
async function reach(board: Locator) {
  return board.evaluate((el) => {
    const top = el.querySelector('.board__title')!.getBoundingClientRect().top;
    const end = (selector: string) => {
      const part = el.querySelector(selector);
      return part ? Math.round(part.getBoundingClientRect().bottom - top) : null;
    };
    return {
      prompt: end('.board__prompt'),
      offered: end('.board__centre .tile-row'),
      hand: end('.seat--self'),
      // Calls, or in the learner's own turn his moves, or with no move but a discard, his tiles.
      claims: end('.board__controls') ?? end('.seat--self .tile-button'),
    };
  });
}

/** Brings the board's heading to the top of the screen, and waits for the board to be live. */
async function atTop(board: Locator) {
  await board.locator('.board__title').evaluate((h) => window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY));
  await expect(board).toHaveAttribute('data-ready', 'true');
}

test('every lesson page with a board is found', () => {
  expect(boardPages.length).toBeGreaterThanOrEqual(30);
  expect(lessons.length).toBeGreaterThanOrEqual(8);
});

for (const lesson of lessons) {
  test(`${lesson}: each board fits one phone screen, and its verdict shows where the learner looks`, async ({ page }) => {
    const { problems } = await watch(page);
    const misses: string[] = [];
    for (const { path, boards } of boardPages.filter((p) => p.path.split('/')[2] === lesson)) {
      await page.goto(path);
      for (const id of boards) {
        const board = page.locator(`section.board[data-board="${id}"]`);
        await atTop(board);
        const parts = await reach(board);
        expect(parts.hand, `${path} ${id}: a hand`).not.toBeNull();
        expect(parts.claims, `${path} ${id}: calls or moves`).not.toBeNull();
        for (const [part, end] of Object.entries(parts)) if (end !== null && end > SCREEN) misses.push(`${path} ${id}: the ${part} ends ${end} px below the heading`);

        // A press: the first call, or in the learner's own turn his first move (a discard when he has no other).
        const press = board.locator('.board__controls button, .seat--self .tile-button').first();
        await press.click();
        const sheet = board.locator('.board__sheet');
        await expect(sheet, `${path} ${id}: a verdict`).toBeVisible();
        await expect(sheet, `${path} ${id}: the verdict in view`).toBeInViewport();
        await expect(sheet).toHaveAttribute('data-verdict', /^(right|weaker|refused|shown)$/);
      }
    }
    expect(misses).toEqual([]);
    expect(problems).toEqual([]);
  });
}

/** What tells a verdict's state apart: its mark, its first words, its class, and its colours. */
async function look(sheet: Locator) {
  return sheet.evaluate((el) => {
    const head = el.querySelector('.board__verdict-head')!;
    const style = getComputedStyle(el);
    return {
      mark: head.textContent!.trim()[0],
      words: head.textContent!.trim().split(':')[0].split('.')[0],
      state: (el as HTMLElement).dataset.verdict,
      edge: `${style.borderLeftStyle} ${style.borderLeftColor}`,
      colour: getComputedStyle(head).color,
      background: style.backgroundColor,
    };
  });
}

test('right, weaker and refused look different in either theme, and axe finds nothing', async ({ page }) => {
  const looks: Record<'light' | 'dark', Awaited<ReturnType<typeof look>>[]> = { light: [], dark: [] };
  const cases = [
    { id: 'to-chow-1', press: 'Chow', state: 'right' },
    { id: 'to-chow-1', press: 'Pass', state: 'weaker' },
    { id: 'to-chow-2', press: 'Chow', state: 'refused' },
  ];
  for (const { id, press, state } of cases) {
    await page.goto(boardPage('to-chow', id));
    const board = page.locator(`section.board[data-board="${id}"]`);
    await atTop(board);
    await board.getByRole('button', { name: press, exact: true }).click();
    const sheet = board.locator('.board__sheet');
    await expect(sheet).toHaveAttribute('data-verdict', state);
    await expect(sheet).toBeInViewport();
    // The way on: Try again while the board is open, else no Try again.
    if (state === 'right') await expect(sheet.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    else await expect(sheet.getByRole('button', { name: 'Try again' })).toBeVisible();
    if (state === 'weaker') await expect(board.getByRole('heading', { level: 3 })).not.toHaveText('A chow from the player on your left');
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      looks[theme].push(await look(sheet));
    }
    expect(await axeBothThemes(page, `section.board[data-board="${id}"]`), state).toEqual([]);
  }
  for (const theme of ['light', 'dark'] as const) {
    for (const key of ['mark', 'words', 'state', 'edge', 'colour', 'background'] as const) {
      const seen = looks[theme].map((l) => l[key]);
      expect(new Set(seen).size, `${theme}, ${key}: ${seen.join(' | ')}`).toBe(3);
    }
  }
});

test('a board answered right offers one Next, in the pinned sheet, in view; the page\'s own Next is not drawn again below it', async ({ page }) => {
  await page.goto(boardPage('to-chow', 'to-chow-1'));
  const board = page.locator('section.board[data-board="to-chow-1"]');
  await atTop(board);
  const frame = page.locator('.board-frame').filter({ has: board });
  await board.getByRole('button', { name: 'Chow', exact: true }).click();
  // The chow laid out, the learner discards; then the board is done.
  await board.locator('.seat--self .tile-button').first().click();
  const sheet = board.locator('.board__sheet--pinned');
  await expect(sheet).toHaveAttribute('data-verdict', 'right');
  const next = frame.getByRole('button', { name: 'Next' });
  await expect(next).toHaveCount(1);
  await expect(sheet.getByRole('button', { name: 'Next' })).toBeInViewport();
  // Scrolled to the foot of the board, where the page's Next stands, it is still the one Next.
  await frame.locator('.board-referee').scrollIntoViewIfNeeded();
  await expect(next).toHaveCount(1);
  await next.click();
  await expect(page).toHaveURL(/\/lessons\/to-chow\/2\/$/);
  // Back on a board solved before, with no verdict showing, the page's Next is the way on.
  await page.goBack();
  await expect(page.locator('.board-frame').getByRole('button', { name: 'Next' })).toBeVisible();
});

test('on a phone the header is one line: the menu button opens the navigation and the theme switch, by keyboard too, and Escape folds it', async ({ page }) => {
  await page.goto(boardPage('to-chow', 'to-chow-1'));
  const header = page.locator('.site-header');
  expect((await header.boundingBox())!.height).toBeLessThan(70);
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: /^Search/ })).toBeVisible();
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lessons' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Colour theme' })).toBeVisible();
  expect(await axe(page, '.site-header')).toEqual([]);
  await page.keyboard.press('Space');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  // Escape folds it from inside, and the focus goes back to the button.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(menu).toBeFocused();
});
