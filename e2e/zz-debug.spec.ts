import { test } from '@playwright/test';
test.use({ serviceWorkers: 'allow' });
test('debug', async ({ page }) => {
  page.on('console', (m) => console.log('console:', m.text()));
  page.on('pageerror', (m) => console.log('pageerror:', m.message));
  await page.goto('/');
  await page.waitForTimeout(4000);
  console.log(await page.evaluate(async () => ({ ctrl: !!navigator.serviceWorker.controller, regs: (await navigator.serviceWorker.getRegistrations()).map((r) => [r.scope, !!r.active, !!r.installing, !!r.waiting]) })));
});
