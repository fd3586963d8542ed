/**
 * Practice that adapts (issue 16): a missed board comes back in the review
 * once it is due (the browser's clock moved with Playwright's clock API), the
 * progress page orders the rules by mastery, progress goes out to a file and
 * back, the practice page's levels and rules, and axe on the new pages in
 * both themes.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DAY, REVIEW_START, axeBothThemes, hydrateBoards, playHandByKeyboard, storedProgress, watch } from './site';

const START = REVIEW_START;
const stored = storedProgress;

test('a missed board comes back in the review once it is due, and answered there it goes', async ({ page }) => {
  const watcher = await watch(page);
  await page.clock.setSystemTime(START);
  await page.goto('/');
  await hydrateBoards(page);
  const board = page.locator('section.board').first();
  await board.getByRole('button', { name: 'Chow', exact: true }).click();
  await expect(board.getByText('Refused: Chow')).toBeVisible();
  const kept = await stored(page);
  expect(kept.version).toBe(5);
  // The clock runs on from START: the answer is kept at its time, within the minute.
  expect(kept.answers).toEqual([{ kind: 'boards', id: 'harr-illustration-12', rules: ['CHOW-LEFT-ONLY'], outcome: 'wrong', at: expect.any(Number) }]);
  expect(kept.answers[0].at - START).toBeLessThan(60_000);

  // The same day: nothing is due yet, and the page says when it will be.
  await page.goto('/review/');
  await expect(page.getByRole('heading', { name: 'Nothing is due for review' })).toBeVisible();
  await expect(page.getByText(/The next item is due on Tuesday,? 3 March 2026/)).toBeVisible();

  // Three days on, the board is served first, then the rule it missed, as a practice puzzle made for it. The home
  // page's "Next up" counts the board as missed, and the rule as one still being learnt, which he did not miss as such.
  await page.clock.setSystemTime(START + 3 * DAY);
  await page.goto('/');
  await expect(page.locator('[data-next-up-text]')).toHaveText('2 items are due for review today: 1 you missed, and 1 on a rule you are still learning.');
  await page.goto('/review/');
  await expect(page.getByRole('heading', { name: 'Item 1 of 2' })).toBeVisible();
  await expect(page.getByText('A lesson board you missed.')).toBeVisible();
  const again = page.locator('section.board[data-board="harr-illustration-12"]');
  await expect(again).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  await again.getByRole('button', { name: 'Pung', exact: true }).click();
  await expect(again.getByText('East takes the tile (Pung).')).toBeVisible();
  await page.getByRole('button', { name: 'Next item' }).click();
  await expect(page.getByRole('heading', { name: 'Item 2 of 2' })).toBeFocused();
  await expect(page.getByText(/A new practice puzzle on a rule you are still learning: .*\(CHOW-LEFT-ONLY\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Show the ruling' }).click();
  await page.getByRole('button', { name: 'Finish the review' }).click();
  await expect(page.getByRole('heading', { name: 'Review done: 2 items' })).toBeVisible();

  const after = await stored(page);
  // Kept on the day of the review (whole days since START).
  expect(after.answers.slice(1).map((a: { kind: string; outcome: string; at: number }) => [a.kind, a.outcome, Math.floor((a.at - START) / DAY)])).toEqual([
    ['boards', 'right', 3],
    ['practice', 'wrong', 3],
  ]);
  // Answered right, the board is not due again the next day.
  await page.clock.setSystemTime(START + 4 * DAY);
  await page.goto('/review/');
  await expect(page.locator('[data-review]')).not.toHaveAttribute('data-item', 'boards:harr-illustration-12');
  expect(watcher.problems).toEqual([]);
});

test('a call let go by at the practice table comes back in the review, as the same moment from the learner\'s seat', async ({ page }) => {
  const watcher = await watch(page);
  await page.clock.setSystemTime(START);
  // Seed 57, East: South's first discard is the East Wind, of which East holds a pair. He passes it, then plays on.
  await page.goto('/play/?seed=57');
  await expect(page.locator('[data-play="ready"]')).toBeVisible();
  await page.locator('[data-hand-tile]').last().click();
  await expect(page.locator('#play-prompt')).toHaveText('South discards the East Wind. You may call it, or pass.');
  await page.getByRole('button', { name: 'Pass', exact: true }).click();
  await playHandByKeyboard(page);
  // At the hand's end the table says what it kept, and the progress holds it: the position, and a miss citing no rule.
  const keptNote = page.locator('[data-missed-kept]');
  await expect(keptNote).toContainText(/kept for review: (it|each) comes back as a board from your seat when it is due\.$/);
  // One call is spoken of as one, several as each.
  const keptCount = Number(await keptNote.getAttribute('data-missed-kept'));
  await expect(keptNote).toContainText(keptCount === 1 ? 'The call you let go by in this hand is kept for review: it comes back' : `The ${keptCount} calls you let go by in this hand are kept for review: each comes back`);
  const kept = await stored(page);
  expect(kept.version).toBe(5);
  const [id] = Object.entries(kept.moments as Record<string, string>).find(([, position]) => position.includes('\nevent: South discards E\n'))!;
  expect(kept.moments[id]).toMatch(/^view: East$/m);
  expect(kept.moments[id]).toMatch(/^answer: East pung$/m);
  expect(kept.answers).toContainEqual({ kind: 'moments', id, rules: [], outcome: 'wrong', at: expect.any(Number) });
  const missed = kept.answers.filter((a: { kind: string }) => a.kind === 'moments').length;
  expect(Number(await page.locator('[data-missed-kept]').getAttribute('data-missed-kept'))).toBe(missed);

  // Three days on it is due, served as a claim board from East's seat; the pung, answered there, is kept under it.
  await page.clock.setSystemTime(START + 3 * DAY);
  await page.goto('/review/');
  const review = page.locator('[data-review="serving"]');
  await expect(review).toBeVisible();
  for (let skipped = 0; (await review.getAttribute('data-item')) !== `moments:${id}`; skipped++) {
    expect(skipped, 'the moment is among the items due').toBeLessThan(missed + 2);
    await page.getByRole('button', { name: 'Skip for now' }).click();
  }
  await expect(page.getByText('A call you let go by at the practice table: the same moment, from your seat. What do you call?')).toBeVisible();
  const board = page.locator(`section.board[data-board="${id}"]`);
  await expect(board).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  expect(await axeBothThemes(page)).toEqual([]);
  await board.getByRole('button', { name: 'Pung', exact: true }).click();
  await expect(board.getByText('East takes the tile (Pung).')).toBeVisible();
  await expect(page.getByRole('button', { name: /Next item|Finish the review/ })).toBeVisible();
  const after = await stored(page);
  expect(after.answers.at(-1)).toMatchObject({ kind: 'moments', id, outcome: 'right' });
  expect(after.boards).toEqual({});
  expect(watcher.problems).toEqual([]);
});

test('the progress page lists the rules from weakest to strongest, in words', async ({ page }) => {
  const watcher = await watch(page);
  await page.goto('/progress/');
  const answer = (rules: string[], outcome: string, at: number) => ({ kind: 'puzzles', id: `p-${at}`, rules, outcome, at });
  const answers = [
    answer(['PUNG-NEEDS-PAIR'], 'right', 1),
    answer(['PUNG-NEEDS-PAIR'], 'right', 2),
    answer(['PUNG-NEEDS-PAIR'], 'right', 3),
    answer(['ROB-KONG'], 'wrong', 4),
    answer(['ROB-KONG'], 'wrong', 5),
    answer(['CHOW-LEFT-ONLY'], 'wrong', 6),
    answer(['CHOW-LEFT-ONLY'], 'right', 7),
  ];
  await page.evaluate((a) => localStorage.setItem('cpk-progress', JSON.stringify({ version: 3, boards: {}, puzzles: {}, streak: 0, bestStreak: 0, answers: a })), answers);
  await page.reload();
  const rules = page.locator('[data-rule-list] > li');
  await expect(rules.nth(0)).toHaveAttribute('data-rule', 'ROB-KONG');
  await expect(rules.nth(1)).toHaveAttribute('data-rule', 'CHOW-LEFT-ONLY');
  await expect(rules.nth(2)).toHaveAttribute('data-rule', 'PUNG-NEEDS-PAIR');
  await expect(rules.nth(0)).toContainText('0%, weak (2 answers)');
  await expect(rules.nth(2)).toContainText('strong (3 answers)');
  await expect(rules.nth(3)).toContainText('not tried yet');
  await expect(rules.nth(0).getByRole('link', { name: 'Practise it' })).toHaveAttribute('href', '/puzzles/practice/?tier=3&rule=ROB-KONG');
  await expect(page.getByText('You have answered on 3 of')).toBeVisible();
  // The same mastery beside the rule in the rules reference.
  await page.goto('/rules/');
  await expect(page.locator('#rob-kong [data-mastery-rule]')).toContainText('Your mastery: 0%, weak (2 answers)');
  expect(watcher.problems).toEqual([]);
});

test('progress goes out to a file and comes back; a damaged or newer file is refused and nothing is lost', async ({ page }, info) => {
  await page.goto('/progress/');
  const mine = { version: 5, boards: { 'to-chow-1': { solved: true, firstTry: true, misses: 0 } }, puzzles: {}, streak: 0, bestStreak: 0, answers: [{ kind: 'boards', id: 'to-chow-1', rules: ['CHOW-LEFT-ONLY'], outcome: 'right', at: 1000 }], moments: {} };
  await page.evaluate((p) => localStorage.setItem('cpk-progress', JSON.stringify(p)), mine);
  await page.reload();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my progress' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe('chow-pung-kong-progress.json');
  const path = info.outputPath('progress.json');
  await file.saveAs(path);
  expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(mine);

  // On "another device": nothing kept, then the file imported.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  const input = page.getByLabel('Import a progress file');
  await input.setInputFiles(path);
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toContainText('Imported progress.json: 1 answer added');
  expect(await stored(page)).toEqual(mine);
  await expect(page.locator('[data-rule-list] > li').first()).toHaveAttribute('data-rule', 'CHOW-LEFT-ONLY');

  for (const [name, text, words] of [
    ['damaged.json', '{"version": 3, "answers": [{"kind": "boards"', /not a progress file/],
    ['newer.json', JSON.stringify({ version: 9, boards: {} }), /newer version of this site/],
  ] as const) {
    await input.setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
    await expect(page.locator('[data-transfer-status]')).toContainText(words);
    await expect(page.locator('[data-transfer-status]')).toContainText('Nothing was changed.');
    expect(await stored(page)).toEqual(mine);
  }
});

test('a damaged store shows a message on the progress page, which still works, and is copied aside before it is saved over', async ({ page }) => {
  const watcher = await watch(page);
  await page.goto('/progress/');
  await page.evaluate(() => localStorage.setItem('cpk-progress', '{"version":3,"boards":'));
  await page.reload();
  await expect(page.locator('[data-progress-problem]')).toContainText('could not be read');
  await expect(page.locator('[data-rule-list] > li').first()).toContainText('not tried yet');
  await page.goto('/');
  await hydrateBoards(page);
  await page.locator('section.board').first().getByRole('button', { name: 'Pung', exact: true }).click();
  // The board loads the rules on this first press and keeps the answer once they have ruled.
  // (Until then the store still holds the damaged text, which does not parse.)
  const answers = () => page.evaluate(() => { try { return JSON.parse(localStorage.getItem('cpk-progress') ?? 'null')?.answers?.length; } catch { return null; } });
  await expect.poll(answers).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('cpk-progress-damaged'))).toBe('{"version":3,"boards":');
  expect(watcher.problems).toEqual([]);
});

test('practice: a level and a rule in the address make the same puzzle again, and a seed out of range is told the range', async ({ page, context }) => {
  const watcher = await watch(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/puzzles/practice/?seed=4242&tier=1&rule=PREC-NEAREST-WINNER');
  const board = page.locator('section.board.puzzle');
  await expect(board).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Puzzle from seed 4242, level 1, on “Two winners: the nearest in play order”' })).toBeVisible();
  // Level 1 asks only who gets the tile.
  await expect(board.getByRole('group', { name: 'Who gets the tile?' })).toBeVisible();
  await expect(board.getByRole('group', { name: 'Who draws from the wall next?' })).toHaveCount(0);
  const first = await board.innerText();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('The link to this puzzle is copied.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  await page.goto(copied);
  await expect(board).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  expect(await board.innerText()).toBe(first);
  // The answer counts, under the rule the ruling cites.
  await board.getByRole('button', { name: 'Show the ruling' }).click();
  // The answer is kept as the ruling is shown; the test waits for it rather than racing it.
  await expect.poll(async () => (await stored(page))?.answers?.length ?? 0).toBeGreaterThan(0);
  const kept = await stored(page);
  expect(kept.answers.at(-1)).toMatchObject({ kind: 'practice', id: 'practice-4242-t1-prec-nearest-winner', outcome: 'wrong' });
  expect(kept.answers.at(-1).rules).toContain('PREC-NEAREST-WINNER');

  await page.goto('/puzzles/practice/?seed=99999999999');
  await expect(page.getByText(/"99999999999" is not a seed: a seed is a whole number from 0 to 2147483647/)).toBeVisible();
  expect(watcher.problems).toEqual([]);
});

test('the practice page picks the weakest rule when asked', async ({ page }) => {
  await page.goto('/puzzles/practice/?seed=7');
  await page.evaluate(() =>
    localStorage.setItem('cpk-progress', JSON.stringify({ version: 3, boards: {}, puzzles: {}, answers: [{ kind: 'puzzles', id: 'x', rules: ['PUNG-NEEDS-PAIR'], outcome: 'wrong', at: 5 }] })),
  );
  await page.getByLabel('Level 1: who gets the tile (two calls, no robbing)').check();
  await page.getByLabel('Rule').selectOption('weakest');
  await page.getByRole('button', { name: 'New puzzle' }).click();
  await expect(page).toHaveURL(/tier=1&rule=PUNG-NEEDS-PAIR/);
  await expect(page.getByText('Your weakest rule at this level: A pung needs a matching pair in hand.')).toBeVisible();
});

test('the tile drill by keyboard: a choice, a typed code, a miss that comes back', async ({ page }) => {
  const watcher = await watch(page);
  await page.goto('/lessons/the-table/');
  await page.getByRole('link', { name: 'the tile drill' }).click();
  await expect(page).toHaveURL(/\/tiles\/drill\/$/);
  const drill = page.locator('[data-drill]');
  await expect(drill).toHaveAttribute('data-drill', 'asking');
  await expect(page.getByRole('img', { name: 'The tile to name' })).toBeVisible();
  const tileNow = async () => (await drill.getAttribute('data-tile'))!;

  // A wrong choice by keyboard: Tab to a name that is not the tile's, Enter.
  const missed = await tileNow();
  const choices = page.getByRole('group', { name: 'What is this tile?' }).getByRole('button');
  const wrongIndex = await choices.evaluateAll((buttons, right) => buttons.findIndex((b) => b.getAttribute('data-code') !== right), missed);
  await choices.nth(wrongIndex).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Not quite: you said .*\. It comes back in a moment\.$/).first()).toBeVisible();
  await expect(page.getByText(new RegExp(`written ${missed}\\.`)).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next tile' })).toBeFocused();
  await page.keyboard.press('Enter');
  // Focus moves to the next question's first choice; answer by typing the code instead.
  await expect(choices.first()).toBeFocused();
  const field = page.getByLabel(/Or type its code/);
  // A name typed is no code: told so with the form codes take, no miss counted, the field still focused.
  await field.focus();
  await page.keyboard.type('east');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-not-a-code]')).toHaveText(/^"east" is not a tile: tiles are written like 5c 3b 7d, winds E S W N, dragons Rd Gd Wd\./);
  await expect(field).toBeFocused();
  await expect(page.getByText('0 of 10 tiles named, 1 answer given')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next tile' })).toHaveCount(0);
  await field.fill('');
  for (let i = 0; i < 2; i++) {
    const tile = await tileNow();
    expect(tile).not.toBe(missed);
    // After a typed answer, "Next tile" leaves focus in the field: the next code is typed with no Tab.
    if (i === 0) await field.focus();
    else await expect(field).toBeFocused();
    await page.keyboard.type(tile.toLowerCase());
    await page.keyboard.press('Enter');
    await expect(page.getByText(new RegExp(`Right: the .*, written ${tile}\\.$`)).first()).toBeVisible();
    await page.keyboard.press('Enter');
  }
  // Two tiles later, the missed one is back.
  expect(await tileNow()).toBe(missed);
  expect(watcher.problems).toEqual([]);
});

for (const path of ['/progress/', '/review/', '/tiles/drill/']) {
  test(`axe finds nothing on ${path} in either theme`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('[data-review="loading"], [data-drill="loading"], [data-mastery-summary]:has-text("Your mastery")')).toHaveCount(0);
    expect(await axeBothThemes(page)).toEqual([]);
  });
}

test('axe finds nothing on the review page serving a board, in either theme', async ({ page }) => {
  await page.clock.setSystemTime(START);
  await page.goto('/review/');
  await page.evaluate(() =>
    localStorage.setItem('cpk-progress', JSON.stringify({ version: 4, boards: {}, puzzles: {}, answers: [{ kind: 'puzzles', id: '01', rules: ['PREC-PUNG-OVER-CHOW'], outcome: 'wrong', at: 0 }] })),
  );
  await page.reload();
  await expect(page.locator('section.board.puzzle')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  expect(await axeBothThemes(page)).toEqual([]);
});
