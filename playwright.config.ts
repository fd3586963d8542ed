/**
 * Browser tests against the built site (astro preview), in Debian's Chromium:
 * no browser is downloaded on these machines.
 */
import { defineConfig } from '@playwright/test';

// E2E_PORT lets two checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 4329);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Three workers on two cores: a test spends much of its time waiting (a page load, the preview server,
  // a hydration), and a third worker fills those waits.
  workers: 3,
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
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `npm run preview -- --host 127.0.0.1 --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
