/**
 * Every lesson leads on to practice, at its end (on its last page): a list of
 * the puzzles that turn on its rules, and the last lesson to the puzzles and
 * endless practice.
 */
import { expect } from '@playwright/test';
import { builtPages, isLessonPage, lessonEndPage, test } from './site';

const lessons = builtPages()
  // Each course lesson's first page (Claiming today, after the course, is puzzles of its own).
  .filter((p) => isLessonPage(p) && /^\/lessons\/[^/]+\/$/.test(p))
  .map((p) => lessonEndPage(p.split('/')[2]));
const LAST = lessonEndPage('what-a-claim-costs');

test('every lesson links to puzzles on its rules, and the last one to the puzzles, practice and the practice table', async ({ page }) => {
  expect(lessons.length).toBeGreaterThanOrEqual(8);
  for (const path of lessons) {
    await page.goto(path);
    const drill = page.locator('section.lesson__drill');
    await expect(drill.getByRole('heading', { name: 'Practise these rules' }), path).toBeVisible();
    const links = drill.getByRole('link');
    expect(await links.count(), path).toBeGreaterThan(0);
    // Puzzles only; the last lesson also leads on to a hand at the practice table.
    const last = path === LAST;
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) expect(href, path).toMatch(last ? /^\/(puzzles|play)\// : /^\/puzzles\//);
  }
  await page.goto(LAST);
  await expect(page.locator('section.lesson__drill').getByRole('link', { name: 'endless practice' })).toHaveAttribute('href', '/puzzles/practice/');
  await expect(page.locator('section.lesson__drill').getByRole('link', { name: 'play a hand' })).toHaveAttribute('href', '/play/');
});
