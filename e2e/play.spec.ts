/**
 * The practice table (/play/): a whole hand played by keyboard, a claim
 * window with the learner's pung, a chow refused from the wrong seat, any
 * call tried when play stops at every discard, a kong tried and refused, the
 * seat, variants and computer players' levels in the address, the record downloaded and a moment
 * opened as a board (writing no progress), axe in both themes and
 * no overflow in the middle of a hand (the sweep in pages.spec.ts covers the
 * freshly dealt page).
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { axeBothThemes, playHandByKeyboard, watch } from './site';

// Seed 57, East: after East's first discard, South discards the East Wind, of which East holds a pair.
const SEED = 57;

async function open(page: Page, search = `?seed=${SEED}`) {
  await page.goto(`/play/${search}`);
  await expect(page.locator('[data-play="ready"]')).toBeVisible();
}

/** East discards the last tile of his hand: the claim window on South's East Wind opens. */
async function toPungWindow(page: Page) {
  await open(page);
  await page.locator('[data-hand-tile]').last().click();
  await expect(page.locator('#play-prompt')).toHaveText('South discards the East Wind. You may call it, or pass.');
}

test('a whole hand is played by keyboard to its end, the focus never lost', async ({ page }) => {
  const watcher = await watch(page);
  await open(page);
  // From the first tile of the hand, reached from the page by keyboard.
  await playHandByKeyboard(page);
  const end = page.locator('#play-end');
  await expect(end).toContainText(/Mah-Jongg|draw game/);
  // A won hand ends with every hand scored, line by line, and the settlement (issue 18).
  if (/Mah-Jongg/.test(await end.innerText())) {
    const scores = page.locator('.play__scores');
    await expect(scores.locator('table.score-lines')).toHaveCount(4);
    await expect(scores.getByRole('heading', { name: 'Settling up' })).toBeVisible();
    await expect(scores.locator('table.score-lines').first().getByRole('row', { name: /^Mah-Jongg/ })).toContainText('+20');
    // The winner's hand laid out, with what he was waiting for (issue 25).
    await expect(page.locator('.play__wait')).toContainText(/^(You were|(East|South|West|North) was) waiting for the /);
  }
  // The hand is over: everybody's tiles are shown.
  await expect(page.getByRole('list', { name: "North's hand" })).toBeVisible();
  expect(watcher.problems).toEqual([]);
});

test("after the hand, its review goes move by move by keyboard, with the coach's word on each of the learner's moves", async ({ page }) => {
  await open(page);
  await playHandByKeyboard(page);
  await page.getByRole('button', { name: 'Review the hand, move by move' }).click();
  const review = page.locator('.play__review');
  await expect(review.getByRole('heading', { name: 'The hand, move by move' })).toBeFocused();
  const at = review.locator('.play__review-at');
  await expect(at).toHaveText(/^Move 1 of (\d+): Your turn/);
  const total = Number(/of (\d+)/.exec((await at.textContent()) ?? '')![1]);
  expect(total).toBeGreaterThan(5);
  // Seed 57: East discards his last tile, the drawn one, at his first turn (playHandByKeyboard).
  await expect(review.locator('.play__review-comment')).toHaveText(/^You discarded the /);
  await expect(review.getByRole('button', { name: 'Previous move' })).toBeDisabled();
  await review.getByRole('button', { name: 'Next move' }).focus();
  for (let move = 2; move <= total; move++) {
    await page.keyboard.press('Enter');
    await expect(at).toHaveText(new RegExp(`^Move ${move} of ${total}: `));
    await expect(review.locator('.play__review-comment')).toHaveText(/^(You discarded|You passed|You called|You declared|You added|Refused|You cannot|You played on)/);
    if (move === 2) expect(await axeBothThemes(page, '.play__review')).toEqual([]);
  }
  await expect(review.getByRole('button', { name: 'Next move' })).toBeDisabled();
  // At the last move the focus is not lost with the button turned off: it goes to the other.
  await expect(review.getByRole('button', { name: 'Previous move' })).toBeFocused();
});

test("the review words a call of the learner's that another player's beat as his call, not as a pass", async ({ page }) => {
  // Seed 5, South: taking the first call offered at each window and discarding his last tile, the learner calls Chow at
  // his last window, and West goes out on the same tile.
  await open(page, '?seed=5&seat=South');
  const play = page.locator('[data-play="ready"]');
  for (let i = 0; i < 60 && (await play.getAttribute('data-prompt')) !== 'over'; i++) {
    if ((await play.getAttribute('data-prompt')) === 'claim') await page.locator('[data-action="call"]').first().click();
    else await page.locator('[data-hand-tile]').last().click();
  }
  await expect(page.locator('#play-end')).toContainText('West goes Mah-Jongg');
  await page.getByRole('button', { name: 'Review the hand, move by move' }).click();
  const review = page.locator('.play__review');
  const next = review.getByRole('button', { name: 'Next move' });
  while (await next.isEnabled()) await next.click();
  await expect(review.locator('.play__review-comment').last()).toHaveText(
    "You called Chow with 5 and 6 of Circles, but it did not take the tile: West's claim completes his hand, and a winning claim beats your Chow.",
  );
});

test('a hand over before the learner moved offers no review of his moves: it would open empty, the focus left on the page', async ({ page }) => {
  // Seed 88269: East goes out on the fourteen tiles dealt to him, the learner sitting South.
  await open(page, '?seed=88269&seat=South');
  await expect(page.locator('#play-end')).toContainText('East goes Mah-Jongg on the hand as dealt');
  await expect(page.getByRole('button', { name: 'Review the hand, move by move' })).toHaveCount(0);
});

test("a hand dealt dead from its address plays to its end, the learner's hand marked dead and named so at the end; the switch deals it whole", async ({ page }) => {
  await open(page, `?seed=${SEED}&dead=1`);
  const dead = page.getByRole('checkbox', { name: 'A dead hand' });
  await expect(dead).toBeChecked();
  await expect(page.locator('.seat--self')).toContainText('dead hand');
  // The hint gives Harr's advice for a dead hand, not the discards nearest to Mah-Jongg.
  await page.getByRole('button', { name: 'Hint' }).click();
  const hint = page.getByRole('group', { name: 'Hint' });
  await expect(hint).toContainText("Your hand is dead: it can never go out, so no discard brings it nearer to Mah-Jongg. Harr's advice: hold the tiles the others need, and play for a draw.");
  await expect(hint).toContainText(/You can see \w+ of the four copies of/);
  await expect(hint).not.toContainText('nearest to Mah-Jongg');
  expect(await axeBothThemes(page, '.play')).toEqual([]);
  // Played on from his tiles, not from the Hint button the press left focused.
  await page.locator('[data-hand-tile]').first().focus();
  await playHandByKeyboard(page);
  await expect(page.locator('.play__end')).toContainText('Your hand was dead, holding the wrong number of tiles, so it could not win.');
  await expect(page.locator('.play__end')).not.toContainText('could not win: East');
  await expect(page.getByText(/^# A hand at the practice table/)).toContainText("dealt: East's hand one tile short, dead");
  // Switched off, the same seed is dealt whole, and the address says so.
  await dead.uncheck();
  await expect(page.locator('.seat--self')).not.toContainText('dead hand');
  expect(new URL(page.url()).searchParams.get('dead')).toBeNull();
  await open(page, `?seed=${SEED}&dead=yes`);
  await expect(page.getByRole('note')).toContainText('"dead=yes" is not a setting');
});

test("a claim window offers the learner's legal pung, with the coach's words, and takes it", async ({ page }) => {
  await toPungWindow(page);
  const pung = page.getByRole('button', { name: 'Pung', exact: true });
  await expect(pung).toBeFocused();
  await expect(page.getByText('It costs West and North their turns: play goes on from you.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pass', exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Pung of East Wind, claimed from South' })).toBeVisible();
  // South's discards, in front of everybody: the East Wind he gave up is marked as claimed.
  await expect(page.getByRole('list', { name: 'South has discarded' }).getByRole('img').last()).toHaveAccessibleName('East Wind, claimed');
  await expect(page.locator('#play-prompt')).toHaveText('Your turn: you took the tile. Choose a tile to discard.');
  await expect(page.locator('[data-hand-tile]').first()).toBeFocused();
  await expect(page.getByRole('status')).toContainText('You take the East Wind (Pung).');
});

test('a chow from the wrong seat is refused with its rule, and the window stays open', async ({ page }) => {
  await toPungWindow(page);
  await page.getByRole('group', { name: 'Try another call:' }).getByRole('button', { name: 'Chow' }).click();
  const refused = page.getByRole('group', { name: 'Refused' });
  await expect(refused).toContainText('✗ Refused: Chow');
  // Spoken to the learner, as the prompts are: a board names the seat.
  await expect(refused).toContainText("You play after North, so you may chow only North's discards.");
  await expect(refused.getByRole('link', { name: 'Chow only from the player on your left' })).toHaveAttribute('href', /\/rules\/#chow-left-only/);
  await expect(page.getByRole('status')).toContainText('Refused: Chow');
  await expect(page.getByRole('button', { name: 'Pung', exact: true })).toBeVisible();
});

test('stopping at every discard, a call the learner does not hold is refused with its rule until he passes', async ({ page }) => {
  await open(page);
  await page.getByRole('checkbox', { name: /Stop at every discard/ }).check();
  await page.locator('[data-hand-tile]').last().click();
  await page.getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(page.locator('#play-prompt')).toHaveText('West discards the 9 of Bamboo. You may call it, or pass.');
  await expect(page.getByRole('button', { name: 'Pass', exact: true })).toBeFocused();
  await page.getByRole('group', { name: 'Try another call:' }).getByRole('button', { name: 'Pung' }).click();
  const refused = page.getByRole('group', { name: 'Refused' });
  await expect(refused).toContainText('✗ Refused: Pung');
  await expect(refused.getByRole('link', { name: 'A pung needs a matching pair in hand' })).toHaveAttribute('href', /\/rules\/#pung-needs-pair/);
  await expect(page.getByRole('status')).toContainText('Refused: Pung');
  await page.getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('You pass on the 9 of Bamboo.');
});

test('a kong of three held is tried in the learner\'s turn and refused with its rule', async ({ page }) => {
  // Seed 1, South: in his first turn he holds three East Winds.
  await open(page, '?seed=1&seat=South');
  const pass = page.getByRole('button', { name: 'Pass', exact: true });
  while ((await page.locator('[data-play="ready"]').getAttribute('data-prompt')) === 'claim') await pass.click();
  await page.getByRole('group', { name: 'Try a kong:' }).getByRole('button', { name: 'Declare a kong of East Wind' }).click();
  const refused = page.getByRole('group', { name: 'Refused' });
  await expect(refused).toContainText('✗ Refused: a kong of East Wind');
  await expect(refused).toContainText('You hold three of the East Wind; a concealed kong needs all four in your hand.');
  await expect(refused.getByRole('link', { name: 'Declare a kong you drew yourself' })).toHaveAttribute('href', /\/rules\/#kong-concealed/);
  await expect(page.locator('[data-play="ready"]')).toHaveAttribute('data-prompt', 'turn');
});

test('the record is downloaded, and a claim window where a call was missed opens as a board from the learner\'s seat', async ({ page }) => {
  const watcher = await watch(page);
  await toPungWindow(page);
  await page.getByRole('button', { name: 'Pass', exact: true }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the record' }).click()]);
  expect(download.suggestedFilename()).toBe(`practice-hand-${SEED}.txt`);
  const text = readFileSync((await download.path())!, 'utf8');
  expect(text).toMatch(/^# A hand at the practice table of Chow, Pung & Kong\nseed: 57\nseat: East\noptions: none\nEast discards \S+\nSouth draws\nSouth discards E\n/);
  // The pass is marked as a missed call (the East Wind would have made his pung), and its moment opens from his seat.
  await expect(page.locator('.play__missed').first()).toHaveText(/^You passed where Pung would have left your hand \w+ tiles? from Mah-Jongg, not \w+ tiles?\.$/);
  await page.getByRole('link', { name: "Open this moment as a board: South's 1st discard: the East Wind" }).click();
  await expect(page).toHaveURL(/\/play\/board\/\?s=/);
  const board = page.locator('section.board');
  await expect(board.and(page.locator('[data-ready="true"]'))).toBeVisible();
  await expect(board).toContainText("A moment of a practice hand: South's 1st discard: the East Wind");
  expect(await axeBothThemes(page), 'the moment as a board').toEqual([]);
  await board.getByRole('button', { name: 'Pung', exact: true }).click();
  await expect(board).toContainText('East takes the tile');
  // A moment is no lesson's board: nothing of it goes into the learner's progress.
  expect(await page.evaluate(() => localStorage.getItem('cpk-progress'))).toBeNull();
  expect(watcher.problems).toEqual([]);
});

test('when the keeping of the missed calls cannot be fetched at the hand\'s end, the table says so once and plays on', async ({ page }) => {
  let asked = 0;
  await page.route('**/_astro/MissedCallsKept.*.js', (route) => {
    asked++;
    return route.abort();
  });
  await toPungWindow(page);
  await page.getByRole('button', { name: 'Pass', exact: true }).click();
  await playHandByKeyboard(page);
  await expect(page.getByText('The calls you let go by could not be kept for review (the connection may have dropped): reload the page to try again.')).toBeVisible();
  await expect(page.locator('[data-missed-kept]')).toHaveAttribute('data-missed-kept', 'not-loaded');
  await expect(page.locator('#play-end')).toBeFocused();
  expect(asked).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('cpk-progress'))).toBeNull();
  // The table still works: a new hand is dealt.
  await page.getByRole('button', { name: 'New hand' }).click();
  await expect(page.locator('[data-play="ready"]')).toHaveAttribute('data-prompt', /turn|claim/);
});

test('a broken board address gets a readable message', async ({ page }) => {
  await page.goto('/play/board/?s=title%3A%20x%0Aview%3A%20Easst');
  await expect(page.getByRole('alert')).toContainText('This link to a moment is damaged: was it cut short when it was copied? Open a moment from the record of a hand at the practice table.');
  await expect(page.getByRole('alert')).toContainText('The position in this address cannot be read');
  await expect(page.getByRole('alert')).toContainText('is not a seat');
  await page.goto('/play/board/');
  await expect(page.getByRole('alert')).toContainText('This address holds no position');
});

test("in the learner's turn the discard before, dead once he drew, is not shown as live; with late claims it is", async ({ page }) => {
  // Seed 32, North: West's East Wind goes by and North draws the 8 of Bamboo.
  await open(page, '?seed=32&seat=North');
  await expect(page.locator('#play-prompt')).toHaveText('Your turn: you drew the 8 of Bamboo. Choose a tile to discard.');
  const discards = page.getByRole('region', { name: 'The discards' });
  await expect(discards.getByRole('list', { name: 'West has discarded' }).getByRole('img', { name: 'East Wind', exact: true })).toBeVisible();
  await expect(discards.getByRole('list', { name: /^Live discard/ })).toHaveCount(0);
  await expect(discards.getByRole('img', { name: /live discard/ })).toHaveCount(0);
  // Under the A8 option it may still be punged, konged or won until North discards.
  await page.getByRole('checkbox', { name: /Late claims/ }).check();
  await expect(discards.getByRole('list', { name: 'Live discard, from West' })).toBeVisible();
});

test('a bad seed deals a new hand and says why', async ({ page }) => {
  await open(page, '?seed=abc');
  await expect(page.getByRole('note')).toContainText('"abc" is not a seed');
  expect(new URL(page.url()).searchParams.get('seed')).toMatch(/^\d+$/);
});

test('a shared address deals the same hand, seat and variants; bad values are named and fall back', async ({ page }) => {
  await open(page, '?seed=11&seat=West&strict=1&late=1&reserve=14');
  await expect(page.getByRole('combobox', { name: /Your seat/ })).toHaveValue('West');
  for (const name of [/Strict winning chow/, /Late claims/, /14-tile reserve/]) await expect(page.getByRole('checkbox', { name })).toBeChecked();
  await expect(page.getByText(/^# A hand at the practice table/)).toContainText('options: strict-winning-chow, claim-after-next-draw, dead-wall 14');
  await open(page, '?seed=11&seat=Nowhere&reserve=13');
  await expect(page.getByRole('note')).toContainText('"Nowhere" is not a seat');
  await expect(page.getByRole('note')).toContainText('"reserve=13" is not a setting');
  await expect(page.getByRole('checkbox', { name: /14-tile reserve/ })).not.toBeChecked();
  await page.getByRole('checkbox', { name: /Strict winning chow/ }).check();
  expect(new URL(page.url()).search).toBe('?seed=11&strict=1');
});

test("each computer player's level is chosen by keyboard, kept in the address and the record, and a hand is played to its end against Harr's level", async ({ page }) => {
  const watcher = await watch(page);
  await open(page, '?seed=11&west=harr&north=nobody');
  await expect(page.getByRole('note')).toContainText('"north=nobody" is not a level (quick or harr): North plays quick.');
  const west = page.getByRole('combobox', { name: 'West' });
  await expect(west).toHaveValue('harr');
  await expect(page.getByRole('combobox', { name: 'North' })).toHaveValue('quick');
  // South's level, by keyboard: the same seed dealt again against him at Harr's level.
  const south = page.getByRole('combobox', { name: 'South' });
  await south.focus();
  await south.selectOption('harr');
  await expect(south).toHaveValue('harr');
  await expect(south).toBeFocused();
  expect(new URL(page.url()).search).toBe('?seed=11&south=harr&west=harr');
  await expect(page.getByText(/^# A hand at the practice table/)).toContainText('levels: South harr, West harr, North quick');
  await expect(page.locator('.play__level-words')).toContainText("Harr's game: plays for a high hand");
  // The hand played to its end: East discards his drawn tile and passes every call.
  const root = page.locator('[data-play="ready"]');
  for (let step = 0; step < 200 && (await root.getAttribute('data-prompt')) !== 'over'; step++) {
    if ((await root.getAttribute('data-prompt')) === 'turn') await page.locator('[data-hand-tile]').last().click();
    else await page.getByRole('button', { name: 'Pass', exact: true }).click();
  }
  await expect(root).toHaveAttribute('data-prompt', 'over');
  await expect(page.locator('#play-end')).toContainText(/Mah-Jongg|draw game/);
  expect(await axeBothThemes(page, '.play')).toEqual([]);
  expect(watcher.problems).toEqual([]);
});

test("at Harr's level, the turn hint says why its players race: the learner's dragon among his first discards", async ({ page }) => {
  // Seed 31: the learner's drawn tile, which he throws first, is the Green Dragon.
  await open(page, '?seed=31&south=harr&west=harr&north=harr');
  const root = page.locator('[data-play="ready"]');
  await page.locator('[data-hand-tile]').last().click();
  while ((await root.getAttribute('data-prompt')) === 'claim') await page.getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(root).toHaveAttribute('data-prompt', 'turn');
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(page.getByRole('group', { name: 'Hint' })).toContainText(
    "You threw the Green Dragon among your first three discards, a tile a player building a high hand keeps: South, West and North, at Harr's level, take you for a racer",
  );
});

test("axe finds nothing in the learner's turn and at a claim window, refused and coached, in either theme", async ({ page }) => {
  // Every kind of tile as a button of the hand, over a few seeds' deals.
  for (const seed of [1, 2, 3]) {
    await open(page, `?seed=${seed}`);
    expect(await axeBothThemes(page), `seed ${seed}`).toEqual([]);
  }
  await toPungWindow(page);
  await page.getByRole('group', { name: 'Try another call:' }).getByRole('button', { name: 'Chow' }).click();
  await page.getByRole('button', { name: 'Hint' }).click();
  expect(await axeBothThemes(page)).toEqual([]);
  // A kong tried and refused in the learner's turn (seed 1, South holds three East Winds).
  await open(page, '?seed=1&seat=South');
  while ((await page.locator('[data-play="ready"]').getAttribute('data-prompt')) === 'claim') await page.getByRole('button', { name: 'Pass', exact: true }).click();
  await page.getByRole('group', { name: 'Try a kong:' }).getByRole('button', { name: 'Declare a kong of East Wind' }).click();
  await expect(page.getByRole('group', { name: 'Refused' })).toBeVisible();
  expect(await axeBothThemes(page), 'a kong refused').toEqual([]);
});

test('on a phone, the tile on offer is on screen with the calls and Pass', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await toPungWindow(page);
  const pass = page.getByRole('button', { name: 'Pass', exact: true });
  await pass.scrollIntoViewIfNeeded();
  const offered = page.locator('.play__offered');
  await expect(offered.getByRole('img', { name: 'East Wind' })).toBeInViewport();
  await expect(pass).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Pung', exact: true })).toBeInViewport();
});

for (const width of [360, 1280]) {
  test(`nothing overflows at ${width}px late in a hand, the seats round the table`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await toPungWindow(page);
    await page.getByRole('button', { name: 'Pung', exact: true }).click();
    // Play on: discard the last tile, pass every call, until late in the hand.
    for (let i = 0; i < 12; i++) {
      const prompt = await page.locator('[data-play="ready"]').getAttribute('data-prompt');
      if (prompt === 'over') break;
      if (prompt === 'turn') await page.locator('[data-hand-tile]').last().click();
      else await page.getByRole('button', { name: 'Pass', exact: true }).click();
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The table reads as a table: the seat opposite above the discards, left and right beside them, the learner below.
    const box = async (selector: string) => (await page.locator(selector).boundingBox())!;
    const [top, left, right, centre, self] = await Promise.all(['.seat--opposite', '.seat--left', '.seat--right', '.board__centre', '.seat--self'].map(box));
    expect(top.y + top.height).toBeLessThanOrEqual(centre.y + 1);
    expect(left.x + left.width).toBeLessThanOrEqual(centre.x + 1);
    expect(right.x).toBeGreaterThanOrEqual(centre.x + centre.width - 1);
    expect(self.y).toBeGreaterThanOrEqual(centre.y + centre.height - 1);
    // The other seats' exposed sets read at any width: each tile 28 px wide, a claimed one sideways 37 px (seed 57 has
    // a set on the table by now; the sizes are asked of every one).
    const sizes = await page.locator('.seat:not(.seat--self) .meld svg').evaluateAll((svgs) => svgs.map((s) => ({ sideways: s.classList.contains('tile--sideways'), width: Math.round(s.getBoundingClientRect().width) })));
    expect(sizes.length).toBeGreaterThan(0);
    expect(sizes.filter((t) => t.width < (t.sideways ? 37 : 28))).toEqual([]);
  });
}
