/**
 * A learner tries before he sees the answer: on every lesson page (a lesson is
 * read one board to a page), before any
 * call, no board shows its solved title, no board's source shows its answer,
 * and the explanation after each board waits behind its placeholder. Answering
 * a board (or having solved it on an earlier visit) reveals them; without
 * JavaScript the explanations are simply in the page.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { boardPage, builtPages, hydrateBoards, watch } from './site';

const lessons = builtPages().filter((p) => /^\/lessons\/[^/]+\/(\d+\/)?$/.test(p));
const WRONG_SEAT = boardPage('to-chow', 'to-chow-2');
const FROM_THE_LEFT = boardPage('to-chow', 'to-chow-1');

/** A scenario file's field, as written. */
function field(scenario: string, name: string): string | null {
  const text = readFileSync(new URL(`../content/scenarios/${scenario}.scn`, import.meta.url), 'utf8');
  return new RegExp(`^${name}:\\s*(.*?)\\s*(#.*)?$`, 'm').exec(text)?.[1] ?? null;
}

/** Opens every board's source, and returns the text each shows. */
async function visibleSources(page: Page): Promise<string[]> {
  return page.locator('.board-frame > details.board-source').evaluateAll((all) =>
    all.map((d) => {
      (d as HTMLDetailsElement).open = true;
      return (d as HTMLElement).innerText;
    }),
  );
}

/** The one-line placeholder an explanation shows while it waits (drawn by CSS), or null. */
async function placeholder(after: Locator): Promise<string | null> {
  const content = await after.evaluate((el) => getComputedStyle(el, '::before').content);
  return content === 'none' || content === 'normal' ? null : content.replace(/^"|"$/g, '');
}

test('there are lesson pages with boards and explanations, one board to a page', () => {
  // Nine lessons of three to seven boards each.
  expect(lessons.length).toBeGreaterThanOrEqual(40);
  for (const path of lessons) {
    const html = readFileSync(`dist${path}index.html`, 'utf8');
    expect((html.match(/<section class="board"/g) ?? []).length, path).toBeLessThanOrEqual(1);
  }
});

for (const path of lessons) {
  test(`${path}: before any call, no solved title, no answer line, no explanation`, async ({ page }) => {
    const watcher = await watch(page);
    await page.goto(path);
    await hydrateBoards(page);
    // The page's claim board (an illustration's player is a board too, with no file of its own).
    const boards = page.locator('section.board[data-board]');
    for (let i = 0; i < (await boards.count()); i++) {
      const board = boards.nth(i);
      const id = (await board.getAttribute('data-board'))!;
      const heading = board.getByRole('heading', { level: 3 });
      await expect(heading).toHaveText(field(id, 'title')!);
      const solved = field(id, 'solved-title');
      if (solved) await expect(heading).not.toHaveText(solved);
    }
    for (const source of await visibleSources(page)) {
      expect(source).toMatch(/^event:|^turn:/m);
      expect(source).not.toMatch(/^\s*(answer|solved-title)\s*:/m);
    }
    // Each claim board and each scoring comparison has its explanation; an illustration's player or a worked example has none.
    const after = page.locator('main .after-board:not(.after-board--lines)');
    expect(await after.count()).toBe(await page.locator('section.board[data-board], section[id^="score-choice-"]').count());
    for (let i = 0; i < (await after.count()); i++) {
      await expect(after.nth(i).locator('> *').first()).toBeHidden();
      expect(await placeholder(after.nth(i))).toBe('Make your call on the board; the explanation appears here.');
    }
    expect(watcher.problems).toEqual([]);
  });
}

test('a refused call reveals nothing; a call the board rules on reveals its title, explanation and answer line', async ({ page }) => {
  await page.goto(WRONG_SEAT);
  await hydrateBoards(page);
  const board = page.locator('section.board[data-board="to-chow-2"]');
  const explanation = page.getByText(/Only West may chow South['’]s tile\./ );
  await board.getByRole('button', { name: 'Chow', exact: true }).click();
  await expect(board.getByText('Refused: Chow')).toBeVisible();
  await expect(board.getByRole('heading', { level: 3 })).toHaveText("South's 5 of Bamboo");
  await expect(explanation).toBeHidden();

  await board.getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(board.getByRole('heading', { level: 3 })).toHaveText('A chow from the wrong seat');
  await expect(explanation).toBeVisible();
  expect(await placeholder(page.locator('.after-board[data-after-board="to-chow-2"]:not(.after-board--lines)'))).toBeNull();
  const frame = page.locator('.board-frame', { has: board });
  await frame.locator('details.board-source summary').click();
  await expect(frame.locator('details.board-source')).toContainText('answer: pass');
  expect(await frame.locator('details.board-source').innerText()).toMatch(/^answer: pass$/m);
  // The other boards still wait.
  await page.goto(FROM_THE_LEFT);
  await expect(page.getByText('You hold the 4 and 6 of Characters, so you call Chow with them.')).toBeAttached();
  await expect(page.getByText('You hold the 4 and 6 of Characters, so you call Chow with them.')).toBeHidden();
});

test('"Show me" reveals the explanation too', async ({ page }) => {
  await page.goto(FROM_THE_LEFT);
  await hydrateBoards(page);
  const board = page.locator('section.board[data-board="to-chow-1"]');
  await board.getByRole('button', { name: 'Show me' }).click();
  await expect(board.getByRole('heading', { level: 3 })).toHaveText('A chow from the player on your left');
  await expect(page.getByText('You hold the 4 and 6 of Characters, so you call Chow with them.')).toBeVisible();
});

test('a board solved on an earlier visit shows its explanation at once', async ({ page }) => {
  await page.addInitScript(() => {
    const item = { solved: true, firstTry: true, misses: 0 };
    localStorage.setItem('cpk-progress', JSON.stringify({ version: 1, boards: { 'to-chow-2': item }, puzzles: {}, streak: 0, bestStreak: 0 }));
  });
  await page.goto(WRONG_SEAT);
  await expect(page.getByText(/Only West may chow South['’]s tile\./ )).toBeVisible();
  await page.goto(FROM_THE_LEFT);
  await expect(page.getByText('You hold the 4 and 6 of Characters, so you call Chow with them.')).toBeAttached();
  await expect(page.getByText('You hold the 4 and 6 of Characters, so you call Chow with them.')).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const path of lessons) {
    test(`${path}: every explanation is in the page`, async ({ page }) => {
      await page.goto(path);
      const after = page.locator('main .after-board:not(.after-board--lines)');
      expect(await after.count()).toBe(await page.locator('section.board[data-board], section[id^="score-choice-"]').count());
      for (const text of await after.allTextContents()) expect(text.trim().length).toBeGreaterThan(40);
    });
  }
  test('the explanation can be read, and the source shows its answer', async ({ page }) => {
    await page.goto(WRONG_SEAT);
    await expect(page.locator('main')).toContainText(/Only West may chow South['’]s tile\./ );
    await expect(page.getByText(/Only West may chow South['’]s tile\./ )).toBeVisible();
    expect(await placeholder(page.locator('.after-board:not(.after-board--lines)').first())).toBeNull();
    const source = page.locator('.board-frame:has([data-board="to-chow-2"]) details.board-source');
    await source.locator('summary').click();
    expect(await source.innerText()).toMatch(/^answer: pass$/m);
  });
});
