/**
 * Shared helpers for the browser tests: the list of built pages, a page
 * watcher that collects console errors and failed requests, and axe with the
 * tags every spec checks.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { unnumbered } from '../src/build/content/addresses';
import { type LessonPage, lessonAnchorPath, lessonPagePath, lessonPages } from '../src/build/content/lessonPages';
import { htmlFiles, pagePath } from '../scripts/builtPages';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What axe checks on every page and widget: WCAG 2.2 AA (with 2.0 and 2.1 A and AA) and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe's violations on the page (or in the part `include` names), one line each: the rule and where it failed.
 * axe runs in the page itself (legacy mode) and reports its violations in full but no list of what passed: the
 * default mode sends every result to a new blank tab to finish the run there, which took 2 to 10 s a call on
 * this machine against 0.3 to 0.6 s. Legacy mode leaves out only cross-origin frames, and the site has no frames.
 */
export async function axe(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode().options({ resultTypes: ['violations'] });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Every page of the built site, as a path ("/", "/lessons/to-chow/"); a former address that sends the reader on is not a page of its own (movedPages). */
export function builtPages(dist = 'dist'): string[] {
  return htmlFiles(dist)
    .filter((file) => file.endsWith('index.html') && !isMoved(file))
    .map((file) => pagePath(dist, file));
}

/** A page that only sends the reader on to an address now (src/pages/puzzles/[...moved].astro). */
function isMoved(file: string): boolean {
  return /<meta http-equiv="refresh"/.test(readFileSync(file, 'utf8'));
}

/** The former addresses of the built site, each with the address it sends the reader on to. */
export function movedPages(dist = 'dist'): { from: string; to: string }[] {
  return htmlFiles(dist)
    .filter((file) => file.endsWith('index.html') && isMoved(file))
    .map((file) => ({ from: pagePath(dist, file), to: /data-moved-to="([^"]+)"/.exec(readFileSync(file, 'utf8'))![1] }));
}

/** Collects what a page reports as wrong while a test runs. */
export async function watch(page: Page): Promise<{ problems: string[] }> {
  const problems: string[] = [];
  // A CSP violation is a failure even when the browser only warns about it.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline code'}`));
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A request the page itself abandoned by navigating away (a reload mid-fetch) has not failed.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return { problems };
}

/** Scrolls every board into view so that its island hydrates, and waits until all are live. */
export async function hydrateBoards(page: Page): Promise<number> {
  const boards = page.locator('section.board');
  const n = await boards.count();
  for (let i = 0; i < n; i++) {
    await boards.nth(i).scrollIntoViewIfNeeded();
    // A board taller than the screen (a score board on a phone: the hand drawn above its island)
    // hydrates when its island comes into view, not its top.
    const island = boards.nth(i).locator('astro-island').last();
    if (await island.count()) await island.scrollIntoViewIfNeeded();
    await boards.nth(i).and(page.locator('[data-ready="true"]')).waitFor({ timeout: 15_000 });
  }
  return n;
}

export async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await page.evaluate((t) => {
    document.documentElement.dataset.theme = t;
  }, theme);
}

/** A lesson's pages, read from its file as the build reads it (a lesson is served one board to a page). */
function pagesOf(slug: string): LessonPage[] {
  const file = readdirSync('content/lessons').find((f) => unnumbered(f) === slug);
  if (!file) throw new Error(`no lesson "${slug}" in content/lessons`);
  return lessonPages(readFileSync(`content/lessons/${file}`, 'utf8'));
}

/** The address of the page that holds a lesson's board: boardPage('to-chow', 'to-chow-2') is /lessons/to-chow/2/. */
export function boardPage(slug: string, board: string): string {
  const page = pagesOf(slug).find((p) => p.boards.includes(board));
  if (!page) throw new Error(`the lesson "${slug}" has no board "${board}"`);
  return lessonPagePath(slug, page.number);
}

/** The address of the page whose live board's tag holds `text`: livePage('what-a-claim-costs', 'n={3}'). */
export function livePage(slug: string, text: string): string {
  const page = pagesOf(slug).find((p) => p.live?.includes(text));
  if (!page) throw new Error(`the lesson "${slug}" has no live board written with ${text}`);
  return lessonPagePath(slug, page.number);
}

/** The address of a lesson's heading (or board), on the page that holds it: /lessons/to-pung/4/#harrs-illustration-no-12-and-a-slip-in-its-caption. */
export function lessonAnchor(slug: string, anchor: string): string {
  return lessonAnchorPath(slug, pagesOf(slug), anchor);
}

/** The address of a lesson's last page, which holds its end (#lesson-end), its rules and its puzzles. */
export function lessonEndPage(slug: string): string {
  return lessonPagePath(slug, pagesOf(slug).length);
}
