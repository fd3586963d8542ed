/**
 * A game of several hands at the practice table (issue 25, section 4): four
 * hands from fixed seeds played by keyboard, the deal passing and the winds
 * moving as the engine says, the running score by chair; the game left and
 * taken up again from what the browser kept, and the address shared; a bad
 * game address named; axe in both themes and nothing cut off at 360 px.
 */
import { type Page, expect, test } from '@playwright/test';
import { eastAfter, newGame, windAt } from '../src/engine/game';
import { axeBothThemes, playHandByKeyboard, watch } from './site';

const SEEDS = '57-58-59-60';

/** The table's ready state. */
async function open(page: Page, search: string) {
  await page.goto(`/play/${search}`);
  await expect(page.locator('[data-play="ready"]')).toBeVisible();
}

/** From a hand's end, by keyboard: Tab to the next hand's button (past the end's own links), then Enter. */
async function nextHandByKeyboard(page: Page, number: number) {
  const button = page.getByRole('button', { name: `Next hand (${number} of 4)` });
  for (let tab = 0; tab < 20 && !(await button.evaluate((b) => b === document.activeElement)); tab++) await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
}

test('a whole game of four hands is played by keyboard from fixed seeds: the deal passes as the engine says, and the score adds up', async ({ page }) => {
  test.setTimeout(120_000);
  const watcher = await watch(page);
  await open(page, `?game=${SEEDS}`);
  const root = page.locator('[data-play="ready"]');
  const seeds = SEEDS.split('-').map(Number);
  const game = newGame(seeds);
  for (let hand = 1; hand <= 4; hand++) {
    // The learner sits at the wind the deal gives him, worked out by the engine from the hands before.
    const east = eastAfter(game.played);
    await expect(root).toHaveAttribute('data-game-hand', String(hand));
    await expect(page.locator('.seed-heading')).toHaveText(`Hand ${hand} of 4, from seed ${seeds[hand - 1]}`);
    await expect(page.locator('.play__seat-words')).toHaveText(east === 'self' ? 'You are East Wind: you pay and collect double.' : new RegExp(`^You are ${windAt('self', east)} Wind; East is the player `));
    await playHandByKeyboard(page);
    // The hand's result as the table recorded it: the score's row for this hand, the winner marked.
    const row = page.locator('.play__game-score tbody tr').nth(hand - 1);
    await expect(row).toBeVisible();
    const cells = await row.locator('td').allInnerTexts();
    const winner = cells.findIndex((c) => c.includes('✓'));
    const places = ['self', 'right', 'opposite', 'left'] as const;
    const net = Object.fromEntries(places.map((p, i) => [p, Number(cells[i].replace(/✓|\(Mah-Jongg\)/g, '').replace(/[,+\s]/g, '').replace('−', '-'))])) as Record<(typeof places)[number], number>;
    expect(Object.values(net).reduce((a, b) => a + b, 0)).toBe(0);
    game.played.push({ winner: winner < 0 ? null : places[winner], net });
    await expect(page.locator('.play__game-end')).toContainText(/keep the deal|keeps the deal|the deal passes to/);
    // A hand of the game, once over, is not taken back.
    await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
    if (hand < 4) await nextHandByKeyboard(page, hand + 1);
  }
  await expect(page.locator('.play__game-end')).toContainText('That was the last hand.');
  await expect(page.locator('.play__game-end')).toContainText(/^.*The game is over/);
  const totals = await page.locator('.play__game-score tfoot td').allInnerTexts();
  expect(totals.map((t) => Number(t.replace(/[,+]/g, '').replace('−', '-'))).reduce((a, b) => a + b, 0)).toBe(0);
  await expect(page.locator('.play__game')).toContainText("Your standing in Harr's counters:");
  expect(await axeBothThemes(page, '.play')).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  // Opened again, the game is over: the score is kept, and the last hand is dealt only to look at.
  await page.reload();
  await expect(page.getByRole('note')).toContainText('Every hand of this game has been played');
  await expect(page.locator('.play__game-score tbody tr')).toHaveCount(4);
  expect(watcher.problems).toEqual([]);
});

test('a game left after its first hand is offered back at a single hand, and goes on from its second; a shared address deals the same game', async ({ page }) => {
  await open(page, `?game=${SEEDS}&west=harr`);
  await expect(page.getByRole('combobox', { name: 'West' })).toHaveValue('harr');
  await playHandByKeyboard(page);
  await expect(page.getByRole('button', { name: 'Next hand (2 of 4)' })).toBeVisible();
  await page.getByRole('link', { name: 'Single hands' }).click();
  await expect(page.locator('[data-play="ready"]')).toBeVisible();
  await expect(page.locator('.seed-heading')).toHaveText(/^Hand from seed \d+$/);
  const back = page.getByRole('link', { name: 'Go back to it, at hand 2' });
  await expect(back).toBeVisible();
  await back.click();
  await expect(page.locator('[data-play="ready"]')).toHaveAttribute('data-game-hand', '2');
  await expect(page.locator('.seed-heading')).toHaveText('Hand 2 of 4, from seed 58');
  await expect(page.locator('.play__game-score tbody tr')).toHaveCount(1);
  // The player who was West at the first hand keeps his level, at whatever wind he now holds.
  expect(new URL(page.url()).searchParams.get('west')).toBe('harr');
  // The same address in another browser deals the same game from its first hand.
  const other = await page.context().browser()!.newContext();
  const elsewhere = await other.newPage();
  await open(elsewhere, `?game=${SEEDS}&west=harr`);
  await expect(elsewhere.locator('.seed-heading')).toHaveText('Hand 1 of 4, from seed 57');
  await other.close();
});

test('a game left in the middle of a hand comes back to the same table, played again from the moves kept', async ({ page }) => {
  await open(page, `?game=${SEEDS}`);
  const root = page.locator('[data-play="ready"]');
  // Three discards of the last tile, passing any call, with the stop at every discard switched on after the first.
  for (let moves = 0; moves < 3; ) {
    if ((await root.getAttribute('data-prompt')) === 'turn') {
      await page.locator('[data-hand-tile]').last().click();
      if (++moves === 1) await page.getByRole('checkbox', { name: /Stop at every discard/ }).check();
    } else await page.getByRole('button', { name: 'Pass', exact: true }).click();
  }
  const record = page.getByText(/^# A hand at the practice table/);
  const before = await record.textContent();
  const prompt = await page.locator('#play-prompt').textContent();
  await page.reload();
  await expect(root).toBeVisible();
  await expect(record).toHaveText(before!);
  await expect(page.locator('#play-prompt')).toHaveText(prompt!);
  await expect(page.getByRole('checkbox', { name: /Stop at every discard/ })).toBeChecked();
  await expect(page.getByRole('note')).toHaveCount(0);
  // The same game under another variant: the same moves would make another hand, so it is dealt again, and said so.
  await open(page, `?game=${SEEDS}&late=1`);
  await expect(page.getByRole('note')).toContainText('Your moves in this hand were made under other variants or levels than this address gives');
  await expect(record).not.toHaveText(before!);
});

test('a game dealt with the stop at every discard on comes back with it on, at the same table', async ({ page }) => {
  await open(page, `?game=${SEEDS}`);
  await page.getByRole('checkbox', { name: /Stop at every discard/ }).check();
  // A level changed deals the hand again, under the table's switches: the stop is on from the deal.
  await page.getByRole('combobox', { name: 'West' }).selectOption('harr');
  const root = page.locator('[data-play="ready"]');
  await expect(root).toHaveAttribute('data-prompt', 'turn');
  // Two discards of the last tile, and a Pass at every discard between them.
  let passes = 0;
  for (let moves = 0; moves < 2; ) {
    const prompt = await root.getAttribute('data-prompt');
    expect(prompt).not.toBe('over');
    if (prompt === 'turn') {
      await page.locator('[data-hand-tile]').last().click();
      moves++;
    } else {
      await page.getByRole('button', { name: 'Pass', exact: true }).click();
      passes++;
    }
  }
  expect(passes).toBeGreaterThanOrEqual(2);
  const record = page.getByText(/^# A hand at the practice table/);
  const before = await record.textContent();
  await page.reload();
  await expect(record).toHaveText(before!);
  await expect(page.getByRole('checkbox', { name: /Stop at every discard/ })).toBeChecked();
  await expect(page.getByRole('note')).toHaveCount(0);
});

test('moves kept that no longer fit the hand are left out, said so, and the moves made after them are kept in their place', async ({ page }) => {
  await open(page, `?game=${SEEDS}`);
  const root = page.locator('[data-play="ready"]');
  await expect(root).toHaveAttribute('data-prompt', 'turn');
  await page.locator('[data-hand-tile]').last().click();
  // A Pass kept before the first discard, as another line of play could have left it: the learner, East, starts in his turn.
  await page.evaluate(() => {
    const kept = JSON.parse(localStorage.getItem('cpk-play-games')!);
    kept.games[0].moves.unshift('pass');
    localStorage.setItem('cpk-play-games', JSON.stringify(kept));
  });
  await page.reload();
  await expect(page.getByRole('note')).toHaveText(
    'Your moves in this hand could not be played again: the hand starts from its deal. Move 1 does not fit the hand as it now stands: the computer players may play it otherwise since an update of the site.',
  );
  await expect(root).toHaveAttribute('data-prompt', 'turn');
  const record = page.getByText(/^# A hand at the practice table/);
  await page.locator('[data-hand-tile]').last().click();
  const played = await record.textContent();
  // The move made now follows the moves played again, not the one left out: back, the table is where it was left.
  await page.reload();
  await expect(record).toHaveText(played!);
  await expect(page.getByRole('note')).toHaveCount(0);
});

test('a level or a variant changed once a hand of the game is over does not deal that hand again: it holds from the next hand', async ({ page }) => {
  await open(page, '?game=57-1203-88-4410');
  const root = page.locator('[data-play="ready"]');
  for (let step = 0; step < 200 && (await root.getAttribute('data-prompt')) !== 'over'; step++) {
    if ((await root.getAttribute('data-prompt')) === 'turn') await page.locator('[data-hand-tile]').last().click();
    else await page.getByRole('button', { name: 'Pass', exact: true }).click();
  }
  const end = await page.locator('#play-end').textContent();
  const record = await page.getByText(/^# A hand at the practice table/).textContent();
  // Seed 57: North goes out on the learner's discard, so at the next hand the deal has passed and the learner is North.
  expect(end).toContain('North goes Mah-Jongg');
  const west = page.getByRole('combobox', { name: 'West' });
  await west.selectOption('harr');
  // Said in the live region too: the focus stays on the choice, and nothing else on the table changes.
  await expect(page.locator('.play').getByRole('status')).toHaveText('This hand is over and counted in the game, so it is not dealt again: the change holds from the next hand.');
  await page.getByRole('checkbox', { name: /Late claims/ }).check();
  // The hand over stays on the table as it was played and counted, and the table says why.
  await expect(page.locator('#play-end')).toHaveText(end!);
  await expect(page.getByText(/^# A hand at the practice table/)).toHaveText(record!);
  await expect(root).toHaveAttribute('data-game-hand', '1');
  await expect(page.getByRole('note')).toHaveText('This hand is over and counted in the game, so it is not dealt again: the change holds from the next hand.');
  await expect(west).toHaveValue('harr');
  await expect(page.getByRole('checkbox', { name: /Late claims/ })).toBeChecked();
  expect(new URL(page.url()).search).toBe('?game=57-1203-88-4410&late=1&west=harr');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cpk-play-games')))!).games[0].address).toBe('game=57-1203-88-4410&late=1&west=harr');
  // The next hand is dealt with them: the player opposite, West at the first hand, is South at the second.
  await page.getByRole('button', { name: 'Next hand (2 of 4)' }).click();
  await expect(page.locator('.seed-heading')).toHaveText('Hand 2 of 4, from seed 1203');
  await expect(page.getByRole('combobox', { name: 'South' })).toHaveValue('harr');
  await expect(page.getByText(/^# A hand at the practice table/)).toContainText('options: claim-after-next-draw');
  await expect(page.getByText(/^# A hand at the practice table/)).toContainText('South harr');
});

test("a game address that also gives a single hand's seed or dead hand says it sets them aside", async ({ page }) => {
  await open(page, '?seed=5&dead=1&game=57-1203-88-4410');
  await expect(page.getByRole('note')).toContainText('A game deals its own seeds, with you as East at its first hand and every hand whole, so "seed=5" and "dead=1" are not used.');
  await expect(page.locator('.seed-heading')).toHaveText('Hand 1 of 4, from seed 57');
  expect(new URL(page.url()).searchParams.get('seed')).toBeNull();
});

test('a game address that is no game is named, and a single hand is dealt', async ({ page }) => {
  await open(page, '?game=57-58');
  await expect(page.getByRole('note')).toContainText('"57-58" is not a game (4 to 16 seeds');
  await expect(page.locator('.seed-heading')).toHaveText(/^Hand from seed \d+$/);
  // "New game of four hands" deals one from fresh seeds, its address the seeds.
  await page.getByRole('button', { name: 'New game of four hands' }).click();
  await expect(page.locator('.seed-heading')).toHaveText(/^Hand 1 of 4, from seed \d+$/);
  expect(new URL(page.url()).searchParams.get('game')).toMatch(/^\d+-\d+-\d+-\d+$/);
  await expect(page.locator('.play__game')).toContainText('No hand is over yet');
});
