/**
 * The browser the tests run in, named in one place for playwright.config.ts and the specs that launch it otherwise:
 * Debian's Chromium headless shell (package chromium-headless-shell, the same Chromium without the browser's UI layer,
 * what Playwright itself runs headless by default) where it is installed, as .ci/run installs it: the whole browser
 * suite took 456 s in it against 754 s in the full browser (3 December 2026), the same tests passing and the same
 * screenshots matching. The full browser otherwise; CHROMIUM_PATH names another.
 */
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** Flags that work as root on these machines, with nothing fetched behind the tests. */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
