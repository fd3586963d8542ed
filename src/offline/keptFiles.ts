/**
 * Which built files the service worker keeps on the learner's device, and
 * when (issue 26). Read by the build (astro.config.mjs and
 * src/build/integrations/keptKit.ts: the worker's list, each file with its
 * revision and whether it belongs to the kit), the worker itself
 * (src/offline/sw.ts) and the size report (scripts/precacheWeight.ts).
 *
 * - **The table's kit**, fetched as the worker installs, on any device: the
 *   pages a player opens at a real table (the referee, the practice table,
 *   the rules and their summary, the glossary, the home page) with the page
 *   shown for one not kept, the scripts and style sheets those pages load (as
 *   they open or on demand, but those of a rare ask: KIT_LEAVES_OUT), the tile sprite, the rule titles every verdict
 *   names, the icons and the app's manifest.
 * - **The course**: every other page, the scripts only they load, the
 *   files their boards, puzzles and replays fetch, and Harr's photographs. Kept in one go after the
 *   kit, at once on a computer, and on a phone (or where the browser is asked
 *   to save data) only when the learner asks for it: nothing he may never open
 *   is fetched up front there.
 * - Never kept up front: the search index, and the photographs' PNG copies
 *   (for browsers without WebP), which the worker keeps as they are shown;
 *   never kept at all: the page for an unknown address (404.html).
 */

/** The pages of the table's kit, as built files. */
export const KIT_PAGES = [
  'index.html',
  'referee/index.html',
  'play/index.html',
  'play/board/index.html',
  'rules/index.html',
  'summary/index.html',
  'glossary/index.html',
  'offline/index.html',
];

/**
 * Scripts a kit page loads only on a rare ask, left to the course with whatever only they load:
 * - today's rulesets beside Harr's (the referee's "Compare under today's rulesets", issue 27), 13 KB gzipped that
 *   every device would otherwise fetch up front. Offline without the course, the referee says the comparison cannot
 *   be loaded;
 * - the rules of each board and puzzle (`virtual:item-rules`), which only a record kept before progress version 3
 *   needs (src/progress/due.ts). Offline without the course, the home page counts such a record's old answers for no
 *   rule, and /review/, a course page, is not there to count otherwise;
 * - the boards, score questions and puzzles the course holds (`virtual:course-items`), which leave out of the count
 *   due a missed item taken out of the course (src/progress/due.ts). Offline without the course, every item is counted.
 */
export const KIT_LEAVES_OUT: readonly RegExp[] = [/^comparisonTable\./, /^rulesetsCompare\./, /^_virtual_item-rules\./, /^_virtual_course-items\./];

/** The kit's other files, besides the scripts and style sheets its pages load. */
export const KIT_FILES = ['tiles.svg', 'favicon.svg', 'icons/icon-192.png', 'icons/icon-512.png', 'icons/icon.svg', 'manifest.webmanifest', 'rules/titles.json'];

/** Every file the worker may keep, as globs of the built site (dist/): the kit and the course. */
export const KEPT_GLOBS = ['**/*.html', '_astro/*.{js,css}', 'boards/*.json', 'puzzles/*.json', 'replays/*.json', 'review/*.json', 'harr/*.webp', ...KIT_FILES];

/**
 * What is never kept up front: the search index (Pagefind's), and Harr's photographs as PNG, which only a browser
 * without WebP loads (their WebP copies, a seventh of the weight, go with the course): kept as they are shown. Nor the
 * page a host answers an unknown address with (404.html, src/pages/404.astro): no part of the course, and offline an
 * address not kept is answered by NOT_KEPT_PAGE.
 */
export const NOT_KEPT_UP_FRONT = ['pagefind/**', 'harr/*.png', '404.html'];

/** The page the worker answers with when the learner opens, offline, a page that is not kept. */
export const NOT_KEPT_PAGE = '/offline/';

/** One file of the worker's list: its address, its revision (null where its name carries one), and whether it is of the kit. */
export interface KeptFile {
  url: string;
  revision: string | null;
  kit?: boolean;
}

/** The address a built file is served at, as the worker keeps it: a page at its folder ("referee/index.html" at "/referee/"). */
export function addressOf(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
}

/** The built file served at an address of the worker's list (addressOf's inverse). */
export function fileAt(address: string): string {
  const path = address.replace(/^\//, '');
  return path === '' || path.endsWith('/') ? `${path}index.html` : path;
}
