/**
 * The rules reference, the glossary, the one-page summary and site search:
 * search opens from the keyboard and finds a lesson, a refused claim's rule
 * link lands on its reference entry, the entries link on to the lessons, axe
 * finds nothing in the open search dialog, and the summary prints on one
 * sheet. (axe on the reference, the glossary and the summary as they load, in
 * both themes: the page sweep, pages.spec.ts.)
 */
import { expect } from '@playwright/test';
import { DECISIONS, RULE_IDS, ruleSlug } from '../src/engine/rules';
import { SCORING_DECISIONS } from '../src/engine/score/decisions';
import { axeBothThemes, boardPage, hydrateBoards, lessonEndPage, setTheme, watch, test } from './site';

test.describe('search', () => {
  test('Ctrl+K opens search, "loose tile" finds the Four of a Kind lesson, Escape closes and returns focus', async ({ page }) => {
    const watcher = await watch(page);
    await page.goto('/');
    const open = page.getByRole('button', { name: /^Search/ });
    await expect(open).toBeVisible();
    // Nothing of Pagefind is loaded before the dialog opens.
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((r) => r.name.includes('/pagefind/')))).toBe(false);
    await open.focus();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await expect(dialog).toBeVisible();
    // Typed at once, before Pagefind has loaded: nothing typed is lost.
    await page.keyboard.type('loose tile');
    const hit = dialog.locator('a[href^="/lessons/four-of-a-kind/"]').first();
    await expect(hit).toBeVisible({ timeout: 15_000 });
    const box = dialog.getByRole('textbox', { name: 'Search the site' });
    await expect(box).toHaveCount(1);
    await expect(box).toHaveValue('loose tile');
    await expect(box).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    expect(watcher.problems).toEqual([]);
  });

  test('"/" opens search too, and a result can be followed', async ({ page }) => {
    await page.goto('/rules/');
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await expect(dialog).toBeVisible();
    await page.keyboard.type('loose tile');
    const hit = dialog.locator('a[href^="/lessons/four-of-a-kind/"]').first();
    await expect(hit).toBeVisible({ timeout: 15_000 });
    await hit.click();
    await expect(page).toHaveURL(/\/lessons\/four-of-a-kind\//);
  });

  test('the Search button opens it, and the Close button closes it', async ({ page }) => {
    await page.goto('/glossary/');
    const open = page.getByRole('button', { name: /^Search/ });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close search' }).click();
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('axe finds nothing in the open search dialog, with results, in either theme', async ({ page }) => {
    await page.goto('/summary/');
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await dialog.getByRole('searchbox').or(dialog.getByRole('textbox')).first().fill('kong');
    await expect(dialog.locator('a[href^="/lessons/"]').first()).toBeVisible({ timeout: 15_000 });
    expect(await axeBothThemes(page)).toEqual([]);
  });
});

test.describe('the rules reference', () => {
  test('a refused claim on a board links to its rule entry in the reference', async ({ page }) => {
    await page.goto(boardPage('to-chow', 'to-chow-2'));
    await hydrateBoards(page);
    const board = page.locator('section.board[data-board="to-chow-2"]');
    await board.getByRole('button', { name: 'Chow', exact: true }).click();
    await expect(board.getByText('Refused: Chow')).toBeVisible();
    await board.getByRole('link', { name: 'Chow only from the player on your left' }).click();
    await expect(page).toHaveURL(/\/rules\/#chow-left-only$/);
    const entry = page.locator('#chow-left-only');
    await expect(entry.getByRole('heading', { level: 3 })).toContainText('Chow only from the player on your left');
    await expect(entry.getByRole('heading', { level: 3 })).toBeInViewport();
    // …and the entry links back to the lesson's own entry for the rule, at the lesson's end (its last page).
    await entry.getByRole('link', { name: 'To Chow' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${lessonEndPage('to-chow')}#rule-chow-left-only$`));
    await expect(page.locator('#rule-chow-left-only')).toBeVisible();
  });

  test('has an entry for every rule id and every decision, and every entry names a lesson', async ({ page }) => {
    await page.goto('/rules/');
    for (const id of RULE_IDS) {
      const entry = page.locator(`#${ruleSlug(id)}`);
      await expect(entry, id).toHaveCount(1);
      await expect(entry.locator('code').first()).toHaveText(id);
      expect(await entry.locator('a[href*="/lessons/"][href*="#rule-"]').count(), `${id} links a lesson`).toBeGreaterThan(0);
    }
    for (const d of DECISIONS) await expect(page.locator(`#decision-${d.id.toLowerCase()}`)).toHaveCount(1);
    for (const d of SCORING_DECISIONS) {
      const entry = page.locator(`#decision-${d.id.toLowerCase()}`);
      await expect(entry, d.id).toHaveCount(1);
      expect(await entry.locator('a[href^="/lessons/"]').count(), `${d.id} names a lesson`).toBeGreaterThan(0);
    }
  });

  test('board links land on the board that exercises the rule', async ({ page }) => {
    await page.goto('/rules/');
    const link = page.locator('#dead-discard a[href*="#board-"]').first();
    const href = await link.getAttribute('href');
    await link.click();
    const target = href!.replace(/^.*#/, '');
    await expect(page.locator(`#${target}`)).toBeVisible();
  });

  test('the glossary links each term to a lesson section that exists', async ({ page }) => {
    await page.goto('/glossary/');
    const hrefs = await page.locator('.glossary__links a[href^="/lessons/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(20);
    const byLesson = new Map<string, Set<string>>();
    for (const href of hrefs) {
      const [path, hash] = href.split('#');
      if (!byLesson.has(path)) byLesson.set(path, new Set());
      if (hash) byLesson.get(path)!.add(hash);
    }
    for (const [path, hashes] of byLesson) {
      await page.goto(path);
      for (const hash of hashes) await expect(page.locator(`[id="${hash}"]`), `${path}#${hash}`).toHaveCount(1);
    }
  });

  for (const format of ['A4', 'Letter'] as const) {
    test(`the summary prints on one ${format} page`, async ({ page }) => {
      await page.goto('/summary/');
      await setTheme(page, 'dark');
      const pdf = await page.pdf({ format, printBackground: true });
      const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
      expect(pages).toHaveLength(1);
    });
  }
});
