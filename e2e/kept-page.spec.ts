/**
 * The worker's kept page (site.ts) starts each test as a first visit finds the site: nothing stored by the test before
 * it in the same worker, in the origin's storage or in the tab's session storage (where a puzzle keeps its try).
 */
import { expect } from '@playwright/test';
import { test } from './site';

// In order, in one worker: the second test is given the page the first left.
test.describe.configure({ mode: 'serial' });

test('a test stores in the local and the session storage of the kept page', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('cpk-kept-page-check', 'left');
    sessionStorage.setItem('cpk-kept-page-check', 'left');
  });
  expect(await page.evaluate(() => sessionStorage.getItem('cpk-kept-page-check'))).toBe('left');
});

test('the next test in the worker finds neither', async ({ page }) => {
  await page.goto('/');
  expect(await page.evaluate(() => [localStorage.getItem('cpk-kept-page-check'), sessionStorage.getItem('cpk-kept-page-check')])).toEqual([null, null]);
});
