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

/**
 * The browser as the tests run it: CHROMIUM_ARGS with V8's optimising compilers (Maglev and TurboFan) off. A test runs
 * each page's scripts and axe for a few hundred milliseconds, too short for optimised code to repay its compiling, which
 * on two cores takes its time from the pages themselves: the whole suite took 440 s with them off against 511 s with them
 * on, the same 498 tests passing (5 December 2026). The interpreter and the baseline compiler run the same scripts to the
 * same results. A test that measures a page's speed (the referee's time to usable) runs in CHROMIUM_ARGS alone, the
 * browser as a learner has it, as the bench does.
 */
export const TEST_ARGS = [...CHROMIUM_ARGS, '--js-flags=--no-opt,--no-maglev'];

/**
 * Where a page of the tests loads axe from: an address of the site's origin (so the page's policy lets it run) that no
 * page uses, served by the tests' server (playwright.config.ts) from axe-core's file.
 */
export const AXE_ADDRESS = '/__e2e__/axe.min.js';
