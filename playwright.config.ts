/**
 * Browser tests against the built site (dist/, served by scripts/serve.ts), in Debian's Chromium:
 * no browser is downloaded on these machines.
 */
import { defineConfig } from '@playwright/test';
import { createRequire } from 'node:module';
import { AXE_ADDRESS, CHROMIUM, TEST_ARGS } from './e2e/browser';

// E2E_PORT lets two checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 4329);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two workers on two cores: the suite keeps both cores busy (Chromium's renderers most of it), and a third worker
  // only made them contend: 456 s with three, 400 s with two (3 December 2026, in the headless shell).
  workers: 2,
  // On CI a failed test runs once more and, if it then passes, the list reporter marks it
  // "flaky" in the log: a timing race on a loaded machine is reported, not fatal. Locally
  // every failure stops the run, so a race is seen and fixed where it is made.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 60_000,
  // Reference screenshots (e2e/*-snapshots/) carry no platform in their name: CI runs on the
  // same Debian image with the same Chromium and fonts as the machines they were taken on.
  snapshotPathTemplate: '{testDir}/{testFileName}-snapshots/{arg}{ext}',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Every page registers the site's service worker, which on a computer keeps the whole course: some 380 files
    // fetched behind every test. Blocked but where a test is about working offline (offline.spec.ts allows it).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM,
      args: TEST_ARGS,
    },
  },
  webServer: {
    // dist/ as a static host serves it (scripts/staticServer.ts), uncompressed: a quarter of astro preview's CPU a request.
    // And axe-core's script, at an address no page uses, for the tests to put axe in (site.ts).
    command: `npm run serve -- --port ${PORT} --file ${AXE_ADDRESS}=${createRequire(import.meta.url).resolve('axe-core/axe.min.js')}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
