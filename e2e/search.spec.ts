/**
 * Search (issue 13): a lesson ranks above the illustrations and puzzles on
 * its own subject, and a beginner's word leads to the page that teaches it
 * (issue 28); the count of results is said in a status line; the arrow keys move from the box through the results and
 * back; Escape returns the focus to the Search button; board furniture
 * ("13 concealed tiles") is not indexed.
 */
import { type Page, expect } from '@playwright/test';
import { test } from './site';

async function search(page: Page, words: string) {
  await page.goto('/glossary/');
  // Opened from the page body, not from the button: closing still gives the focus to the button.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search the site' });
  await expect(dialog).toBeVisible();
  await page.keyboard.type(words);
  const results = dialog.locator('.pagefind-ui__result-link');
  await expect(results.first()).toBeVisible({ timeout: 15_000 });
  return { dialog, results };
}

// A beginner's word leads first to the very page that teaches it (issue 28): the page the glossary's entry says it is
// "Taught in", not a caption slip, a replay or a tier-3 puzzle with the word in its title.
for (const [words, entry] of [
  ['chow', 'chow'],
  ['pung', 'pung'],
  ['kong', 'kong'],
  ['mah-jongg', 'mah-jongg'],
  ['loose tile', 'loose-tile'],
] as const) {
  test(`"${words}" leads first to the page that teaches it, as the glossary names it`, async ({ page }) => {
    const { results } = await search(page, words);
    const taught = await page.locator(`#${entry} .glossary__links a`).first().getAttribute('href');
    expect(taught).toMatch(/^\/lessons\//);
    await expect(results.first()).toHaveAttribute('href', taught!.replace(/#.*$/, ''));
    // The metadata that ranks it is not shown.
    await expect(page.locator('#site-search')).not.toContainText(/Teaches/i);
  });
}

for (const [words, lesson] of [
  ['robbing the kong', '/lessons/robbing-the-kong/'],
  ['claim rules', '/lessons/claim-rules/'],
] as const) {
  test(`"${words}" finds the lesson on it first, above the illustrations`, async ({ page }) => {
    const { results } = await search(page, words);
    await expect(results.first()).toHaveAttribute('href', new RegExp(`^${lesson}`));
  });
}

test('the arrow keys move through the results and back to the box; Escape returns to the Search button', async ({ page }) => {
  const { dialog, results } = await search(page, 'pung');
  await expect(results.nth(1)).toBeVisible();
  // The count of results is said in the dialog's status line (Pagefind's own line is in no live region).
  await expect(dialog.getByRole('status')).toHaveText(/^\d+ results? for pung$/);
  const box = dialog.getByRole('textbox', { name: 'Search the site' });
  await expect(box).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(results.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(results.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(box).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^Search/ })).toBeFocused();
});

test('board furniture is not indexed: no result quotes a seat\'s "concealed tiles"', async ({ page }) => {
  const { dialog } = await search(page, 'concealed tiles');
  await expect(dialog.locator('.pagefind-ui__result').first()).toBeVisible();
  await expect(dialog.getByText(/\d+ concealed tiles/)).toHaveCount(0);
});
