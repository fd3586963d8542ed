/**
 * Shared helpers for the browser tests: the list of built pages, a page
 * watcher that collects console errors and failed requests, and axe with the
 * tags every spec checks.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { unnumbered } from '../src/build/content/addresses';
import { type LessonPage, lessonAnchorPath, lessonPagePath, lessonPages } from '../src/build/content/lessonPages';
import { htmlFiles, pagePath } from '../scripts/builtPages';
import { type Browser, type Locator, type Page, test as base, expect } from '@playwright/test';
import { AXE_ADDRESS } from './browser';

/** What axe checks on every page and widget: WCAG 2.2 AA (with 2.0 and 2.1 A and AA) and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe-core as it ships for browsers, minified: evaluated in a page, it defines `window.axe`. */
const AXE_SCRIPT = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Puts axe into the page as a script loaded from the tests' server (AXE_ADDRESS), which the browser keeps in its cache
 * with the script compiled, where a script evaluated from a string is compiled again on every page (in the page sweep
 * about a third less time to put axe in). It was answered by a route of the browser context before, but a context with
 * a route keeps no HTTP cache at all: every page of a kept page fetched and compiled its own scripts again. A page that
 * cannot load it (offline, another server, or its service worker in the way) has it evaluated instead.
 */
async function putAxeIn(page: Page): Promise<void> {
  try {
    await page.addScriptTag({ url: AXE_ADDRESS });
  } catch {
    await page.evaluate(AXE_SCRIPT);
  }
}

/**
 * axe's violations on the page (or in the part `include` names), one line each: the rule and where it failed.
 * axe runs in the page itself and reports its violations in full but no list of what passed. Its script goes into
 * a page once and serves every later call on that page (another theme, a state after a click): putting its 650 KB
 * in cost about as much as a run, and @axe-core/playwright, which this replaces, evaluated the unminified 1.5 MB
 * twice on every call. The site has no frames, so nothing is left out by running in the page alone.
 */
export async function axe(page: Page, include?: string, rules?: readonly string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await putAxeIn(page);
  return page.evaluate(
    async ({ include, tags, rules }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const runOnly = rules ? { type: 'rule' as const, values: [...rules] } : { type: 'tag' as const, values: tags };
      const results = await axe.run(include ? { include: [include] } : document, { runOnly, resultTypes: ['violations'] });
      return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    { include, tags: AXE_TAGS, rules },
  );
}

/**
 * The rules of AXE_TAGS whose answer can change with the theme. A theme changes colours and nothing else (global.css:
 * every theme rule sets a colour, through light-dark() and color-scheme), so the other rules, which read the page's
 * elements, names, roles, sizes and order, answer in the dark theme as they did in the light; a test that checks a
 * state in both themes runs every rule in the light one and these again in the dark one, in about half a full run's
 * time (15 of the site's pages: 130 ms against 247 ms a page, 3 December 2026).
 */
export const THEME_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe's violations in both themes, each line naming its theme; the page is left in the light theme. A test walks its
 * states once and checks each in both themes, rather than walking them once a theme: the journey is the costly part.
 */
export async function axeBothThemes(page: Page, include?: string): Promise<string[]> {
  const found: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    found.push(...(await axe(page, include, theme === 'dark' ? THEME_RULES : undefined)).map((v) => `${theme}: ${v}`));
  }
  await setTheme(page, 'light');
  return found;
}

/**
 * Every page of the built site, as a path ("/", "/lessons/to-chow/"); a former address that sends the reader on is not
 * a page of its own (movedPages). The page a host answers an unknown address with is swept at its file's own address,
 * "/404.html" (served there with status 200, where the watcher would count an unknown address's 404 as a problem).
 */
export function builtPages(dist = 'dist'): string[] {
  return htmlFiles(dist)
    .filter((file) => (file.endsWith('index.html') && !isMoved(file)) || file === join(dist, NOT_FOUND_FILE))
    .map((file) => pagePath(dist, file));
}

/** The built page a static host answers an address that is no page with, status 404 (src/pages/404.astro). */
export const NOT_FOUND_FILE = '404.html';

/** The built file of a page's path: "dist/lessons/to-chow/index.html" for "/lessons/to-chow/", "dist/404.html" for "/404.html". */
export function builtFile(path: string, dist = 'dist'): string {
  return join(dist, path.endsWith('/') ? `${path}index.html` : path);
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

/** The problems of each page watched: a kept page is watched once, for a worker's life. */
const watched = new WeakMap<Page, { problems: string[] }>();

/**
 * Collects what a page reports as wrong while a test runs. A page watched already (a kept page, which the fixtures
 * watch) gives the list it has, emptied at each test's start: its listeners are not added again.
 */
export async function watch(page: Page): Promise<{ problems: string[] }> {
  const known = watched.get(page);
  if (known) return known;
  const problems: string[] = [];
  watched.set(page, { problems });
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
  return watched.get(page)!;
}

/** A browser page kept open for a worker's whole life, with JavaScript on or off, and the problems watched on it. */
interface KeptPage {
  page: Page;
  problems: string[];
  /**
   * The page's origin's storage (local, IndexedDB, service workers, caches) emptied, as a first visit finds it. Not
   * the tab's session storage, which clearing an origin's data leaves (fresh() empties it).
   */
  forget: () => Promise<void>;
}

async function keptPage(browser: Browser, baseURL: string, javaScriptEnabled: boolean, use: (kept: KeptPage) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled, serviceWorkers: 'block' });
  const page = await context.newPage();
  const { problems } = await watch(page);
  const cdp = await context.newCDPSession(page);
  const forget = async () => void (await cdp.send('Storage.clearDataForOrigin', { origin: new URL(baseURL).origin, storageTypes: 'all' }));
  await use({ page, problems, forget });
  await context.close();
}

/** What a test that only looks at pages is given: `visit(path)` opens the page as a first visit would, in the kept page. */
type Visit = (path: string, viewport?: { width: number; height: number }) => Promise<{ page: Page; problems: string[] }>;

/**
 * Playwright's `test` with the worker's kept pages: `visit(path)` (JavaScript on, the problems watched) and
 * `read(path)` (JavaScript off) open a page in them, and `page` is one of them (the JavaScript-off one where the test
 * turns JavaScript off). Playwright's own `page` is a new page in a new context for every test, and a new context
 * starts a new renderer process with its caches empty: on these 2-core machines that cost as much CPU as a light visit
 * itself (about 0.5 CPU-seconds a test, 25 tests of one page opened one way then the other, 5 December 2026). So each
 * worker keeps one page for each and takes it from test to test. Each test starts as a first visit does: the page
 * blank, the origin's storage emptied, the default width (or the test's) and the light theme, no problems counted yet
 * (`watch(page)` gives the kept page's list), nothing listening for its requests. A spec that moves the clock, routes
 * requests, adds init scripts or listeners of its own, or opens a second page or context imports Playwright's `test`
 * and has a page of its own. After a failed test Playwright starts a new worker, so a broken kept page is not handed on.
 */
export const test = base.extend<{ visit: Visit; read: Visit }, { keptVisitor: KeptPage; keptReader: KeptPage }>({
  keptVisitor: [async ({ browser }, use, { project }) => keptPage(browser, project.use.baseURL!, true, use), { scope: 'worker' }],
  keptReader: [async ({ browser }, use, { project }) => keptPage(browser, project.use.baseURL!, false, use), { scope: 'worker' }],
  visit: async ({ keptVisitor, viewport }, use) => use((path, size) => firstVisit(keptVisitor, path, size ?? viewport!)),
  read: async ({ keptReader, viewport }, use) => use((path, size) => firstVisit(keptReader, path, size ?? viewport!)),
  page: async ({ keptVisitor, keptReader, javaScriptEnabled, viewport }, use) => {
    const kept = javaScriptEnabled === false ? keptReader : keptVisitor;
    await fresh(kept, viewport!);
    await use(kept.page);
  },
});

/**
 * A kept page made as a new one is: its session storage emptied and then blank, so that nothing the last page still
 * runs can store after the storage is emptied, then the origin's storage emptied, the width and theme set, and no
 * problems counted.
 */
async function fresh(kept: KeptPage, viewport: { width: number; height: number }): Promise<void> {
  const { page, problems } = kept;
  // The tab's session storage (a puzzle's try, src/widgets/puzzle/keptTry.ts) outlives the origin's data being cleared:
  // emptied on the last test's page itself, before it goes blank. Left, a try made in one test was taken up in the next
  // test to open that puzzle in this worker ("No more hints" where the test asks for one).
  if (page.url().startsWith('http')) await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
  await page.goto('about:blank');
  // What a test listened for on the page's requests (requestsTo) ends with it.
  await page.removeAllListeners('request');
  await kept.forget();
  const { width, height } = page.viewportSize()!;
  if (width !== viewport.width || height !== viewport.height) await page.setViewportSize(viewport);
  await page.emulateMedia({ colorScheme: 'light' });
  problems.length = 0;
}

async function firstVisit(kept: KeptPage, path: string, viewport: { width: number; height: number }) {
  await fresh(kept, viewport);
  await kept.page.goto(path);
  return kept;
}

/** Scrolls every board into view so that its island hydrates, and waits until all are live. */
export async function hydrateBoards(page: Page): Promise<number> {
  // Counted once the document is parsed: just after a reload the heading may be in while the boards below it are not
  // yet (seen on a loaded machine, offline.spec.ts: no board counted on a page that has one).
  await page.waitForLoadState('domcontentloaded');
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

/**
 * A lesson page of the course (a lesson is read one board to a page): /lessons/to-chow/ and /lessons/to-chow/2/, not
 * /lessons/, nor the pages of "Claiming today", after the course, whose boards are puzzles (isTodayPage).
 */
export function isLessonPage(path: string): boolean {
  return /^\/lessons\/[^/]+\/(\d+\/)?$/.test(path) && !isTodayPage(path);
}

/** A page of "Claiming today" (/lessons/claiming-today/, /2/, ...): one puzzle under one of today's rulesets. */
export function isTodayPage(path: string): boolean {
  return /^\/lessons\/claiming-today\/(\d+\/)?$/.test(path);
}

/** A page of "Claiming today" before its puzzle is answered: what it shows, and the puzzle's solved title, wait. */
export async function expectTodayUntried(page: Page): Promise<void> {
  await expect(page.locator('[data-after-puzzle]')).toBeHidden();
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/Right!|The ruling/);
  const seats = await page.locator('.puzzle__seat').allInnerTexts();
  expect(seats.join('\n')).not.toMatch(/takes the tile|loses his turn|draws next/);
}

/** A field of a scenario or puzzle file, as written (a trailing comment left out), or null. */
function fileField(text: string, name: string): string | null {
  return new RegExp(`^${name}:\\s*(.*?)\\s*(#.*)?$`, 'm').exec(text)?.[1] ?? null;
}

/** A scenario file's field: scenarioField('to-chow-2', 'title'). */
export function scenarioField(scenario: string, name: string): string | null {
  return fileField(readFileSync(`content/scenarios/${scenario}.scn`, 'utf8'), name);
}

/** What a puzzle file says before and after it is answered. */
export interface PuzzleFile {
  id: string;
  title: string;
  solvedTitle: string | null;
  rules: string[];
  explain: string | null;
}

/** Every puzzle of content/puzzles/, served at /puzzles/ID/. */
export function puzzleFiles(): PuzzleFile[] {
  return readdirSync('content/puzzles')
    .filter((f) => f.endsWith('.pzl'))
    .map((file) => {
      const text = readFileSync(`content/puzzles/${file}`, 'utf8');
      const field = (name: string) => fileField(text, name);
      return { id: file.slice(0, -4), title: field('title')!, solvedTitle: field('solved-title'), rules: field('rules')!.split(/,\s*/), explain: field('explain') };
    });
}

/** The one-line placeholder an explanation shows while it waits (drawn by CSS), or null. */
export async function placeholder(after: Locator): Promise<string | null> {
  const content = await after.evaluate((el) => getComputedStyle(el, '::before').content);
  return content === 'none' || content === 'normal' ? null : content.replace(/^"|"$/g, '');
}

/**
 * A lesson page before any call (its boards live): no board shows its solved title, no board's source shows its
 * answer, and each explanation waits behind its placeholder. It opens the boards' sources to read them.
 */
export async function expectLessonUntried(page: Page): Promise<void> {
  // The page's claim board (an illustration's player is a board too, with no file of its own).
  const boards = page.locator('section.board[data-board]');
  for (let i = 0; i < (await boards.count()); i++) {
    const board = boards.nth(i);
    const id = (await board.getAttribute('data-board'))!;
    const heading = board.getByRole('heading', { level: 3 });
    await expect(heading).toHaveText(scenarioField(id, 'title')!);
    const solved = scenarioField(id, 'solved-title');
    if (solved) await expect(heading).not.toHaveText(solved);
  }
  const sources = await page.locator('.board-frame > details.board-source').evaluateAll((all) =>
    all.map((d) => {
      (d as HTMLDetailsElement).open = true;
      return (d as HTMLElement).innerText;
    }),
  );
  for (const source of sources) {
    expect(source).toMatch(/^event:|^turn:/m);
    expect(source).not.toMatch(/^\s*(answer|solved-title)\s*:/m);
  }
  // Each claim board and each scoring comparison has its explanation; an illustration's player or a worked example has none.
  const after = page.locator('main .after-board:not(.after-board--lines)');
  expect(await after.count()).toBe(await page.locator('section.board[data-board], section[id^="score-choice-"]').count());
  for (let i = 0; i < (await after.count()); i++) {
    await expect(after.nth(i).locator('> *').first()).toBeHidden();
    expect(await placeholder(after.nth(i))).toBe('Make your call on the board; the explanation appears here.');
  }
}

/** A puzzle page before any answer (its board live): it shows neither its rules, its solved title, its explanation nor who takes the tile. */
export async function expectPuzzleUnanswered(page: Page, puzzle: PuzzleFile): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(puzzle.title);
  await expect(page.locator('section.puzzle-page__rules'), puzzle.id).toBeHidden();
  const text = await page.locator('main').innerText();
  for (const rule of puzzle.rules) expect(text, `${puzzle.id} shows ${rule}`).not.toContain(rule);
  if (puzzle.solvedTitle) expect(text, puzzle.id).not.toContain(puzzle.solvedTitle);
  if (puzzle.explain) expect(text, puzzle.id).not.toContain(puzzle.explain);
  // The seats say where they play and what they call; what happens to them waits for the ruling.
  const seats = await page.locator('.puzzle__seat').allInnerTexts();
  expect(seats.join('\n'), puzzle.id).not.toMatch(/takes the tile|loses his turn|draws next/);
}

/**
 * Plays the practice table's hand to its end by keyboard alone, the focus never lost: from where the table put it
 * (after a move, or a game's next hand), or else the first call offered or the first tile of the hand. On a tile of the
 * hand, End goes to the last tile (the one just drawn) and Enter discards it; on a call (the first offered, or
 * Mah-Jongg), Enter makes it. Ends with the hand over and its end focused.
 */
export async function playHandByKeyboard(page: Page): Promise<void> {
  const root = page.locator('[data-play="ready"]');
  if (!(await page.evaluate(() => document.activeElement?.tagName === 'BUTTON'))) await page.locator('[data-action="call"], [data-hand-tile]').first().focus();
  for (let step = 0; step < 200; step++) {
    if ((await root.getAttribute('data-prompt')) === 'over') break;
    const focused = await page.evaluate(() => ({ tag: document.activeElement?.tagName, tile: document.activeElement?.hasAttribute('data-hand-tile') }));
    expect(focused.tag, `step ${step}`).toBe('BUTTON');
    if (focused.tile) await page.keyboard.press('End');
    await page.keyboard.press('Enter');
  }
  await expect(root).toHaveAttribute('data-prompt', 'over');
  await expect(page.locator('#play-end')).toBeFocused();
}

/** A puzzle board on the page, scrolled to and live (its island hydrated): the puzzle pages', practice's and Claiming today's. */
export async function readyPuzzle(page: Page): Promise<Locator> {
  const board = page.locator('section.board.puzzle');
  await board.scrollIntoViewIfNeeded();
  await expect(board).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  return board;
}

/** A lesson board opened on its page, scrolled to and live (the page of `boardPage`). */
export async function readyLessonBoard(page: Page, lesson: string, id: string): Promise<Locator> {
  await page.goto(boardPage(lesson, id));
  const board = page.locator(`section.board[data-board="${id}"]`);
  await board.scrollIntoViewIfNeeded();
  await expect(board).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  return board;
}

/** The addresses the page requests that match `pattern`, collected from now on: to prove a file loads only when asked for. */
export function requestsTo(page: Page, pattern: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (pattern.test(r.url())) seen.push(r.url());
  });
  return seen;
}

/** Opens a scenario file in the referee the way a user does: its file section, the text pasted, "Open the pasted file". The page must be the referee. */
export async function pasteInReferee(page: Page, text: string): Promise<void> {
  await page.getByText('Open a scenario or puzzle file').click();
  await page.getByLabel('Paste a file').fill(text);
  await page.getByRole('button', { name: 'Open the pasted file' }).click();
}

/** A day, and the fixed day the review's tests set the browser's clock to before moving it on (Playwright's clock API). */
export const DAY = 86_400_000;
export const REVIEW_START = new Date('2026-03-02T09:00:00Z').getTime();

/** The learner's stored progress record, parsed (null when there is none). */
export async function storedProgress(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('cpk-progress') ?? 'null'));
}
