// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import AstroPWA from '@vite-pwa/astro';
import { contentCheck } from './src/build/integrations/contentCheck.ts';
import { intentDirective } from './src/build/integrations/intentDirective.ts';
import { scenarioGrammar } from './src/notation/grammar.ts';
import { lessonParts } from './src/build/integrations/vitePluginLessonParts.ts';
import { itemRules } from './src/build/integrations/vitePluginItemRules.ts';
import { courseItems } from './src/build/integrations/vitePluginCourseItems.ts';
import { contentVersion, tileSpriteFile } from './src/build/integrations/tileSpriteFile.ts';
import { codeClassesCss, CODE_THEMES } from './src/notation/codeClasses.ts';
import { contentFiles } from './src/build/content/content.ts';
import { thirdPartyNotices } from './src/build/integrations/thirdPartyNotices.ts';
import { HEAD_SCRIPT_HASH } from './src/layouts/headScript.ts';
import { REVIEW_ROOM_HASH } from './src/build/pageData/reviewRoom.ts';
import { pageHeads } from './src/build/integrations/pageHeads.ts';
import { KEPT_GLOBS, NOT_KEPT_UP_FRONT } from './src/offline/keptFiles.ts';
import { keptList } from './src/build/integrations/keptKit.ts';

/**
 * `virtual:scenario-code.css`: the colours of every class a scenario source is highlighted with (codeClasses.ts),
 * worked out from every scenario and puzzle file; Board.astro and ScenarioSource.astro import it, so it is bundled
 * into their cached style sheet.
 */
function scenarioCodeCss() {
  const id = 'virtual:scenario-code.css';
  // Resolved to a path ending in .css, so that Vite's CSS pipeline (and Astro's bundling of page styles) takes it up.
  const resolved = '/@cpk/scenario-code.css';
  return {
    name: 'cpk-scenario-code-css',
    /** @param {string} source */
    resolveId: (source) => (source === id ? resolved : undefined),
    /** @param {string} loaded */
    load: (loaded) => (loaded === resolved ? codeClassesCss([...(contentFiles('scenarios') ?? []), ...(contentFiles('puzzles') ?? [])].map((f) => f.text)) : undefined),
  };
}

export default defineConfig({
  site: 'https://chowpungkong.example',
  // Style sheets are files the browser caches across pages, never inlined into each page's HTML (issue 13's 10 KB of
  // HTML): inlined, board.css and the course's styles came back with every lesson, each with its hash in the CSP.
  build: { inlineStylesheets: 'never' },
  vite: {
    // The tile sprite's content version, for the address every tile draws from (src/build/integrations/tileSpriteFile.ts).
    define: { SPRITE_VERSION: JSON.stringify(contentVersion(tileSpriteFile())) },
    // scenarioCodeCss: the colours of the scenario sources' classes. lessonParts: a lesson is served one board to a
    // page, each compiled from its own part of the lesson's text (src/build/content/lessonPages.ts). itemRules: the
    // rules each board and puzzle teaches, for the answers kept before progress version 3 (src/progress/due.ts).
    plugins: [scenarioCodeCss(), lessonParts(), itemRules(), courseItems()],
    build: {
      // Page scripts (the search dialog, the theme switch, the board's) are files the browser caches too, never
      // inlined into each page: Astro inlines a processed <script> smaller than Vite's assetsInlineLimit, which would
      // send it again with every page, its hash added to the CSP. Other assets keep Vite's default (undefined).
      assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined),
      // Islands' shared code in two files where it was in nine (issue 13's 20 KB of JavaScript on lessons and
      // puzzles): each file gzips on its own, so many small ones cost more than one. 'preact' is Preact, its hooks and Astro's Preact
      // renderer, which every island page loads; 'tableDrawing' is what draws a table (tiles, rows, seats, the table,
      // rule links, a ruling's reasons list: apart, it cost a board's first action 0.2 KB to save 0.1 KB as the page
      // opens, issue 29; the engine's tile and seat words they use) and the islands' loading (islands/: loadOnce, kept clicks, firstAction,
      // the loading hook and the board data it fetches), which the boards, the puzzles, the illustration player and the referee load as they open
      // (named apart from the engine's board module, loaded on demand). The hook in a file of its own cost every lesson
      // and puzzle page 0.3 KB more, gzip, than inside this one (issue 24). Not in it: the engine's refusal values and
      // the reading of tile codes with their error sentences (refusal.ts, tileCodes.ts), which only the formats and a
      // board's first action use: in it, they cost every board page 0.7 KB as it opened (issue 29). Vite's preload
      // helper stays apart: page scripts with no island use it too.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 1 },
              { name: 'preact', test: /node_modules[\\/](preact|@astrojs[\\/]preact)[\\/]/ },
              {
                name: 'tableDrawing',
                test: /src[\\/]engine[\\/](tiles|callNames|explain[\\/]words|seats)\.ts$|src[\\/]widgets[\\/](drawing[\\/]|islands[\\/])|src[\\/]islandProps\.ts$/,
              },
            ],
          },
        },
      },
    },
  },
  integrations: [
    contentCheck(),
    // client:intent, for the referee: drawn with the page, live on the reader's first press or focus (src/directives/intent.ts).
    intentDirective(),
    mdx(),
    preact(),
    // Each page's islands' chunks preloaded from its head, its policy cut to its own inline scripts
    // (src/build/integrations/pageHeads.ts); before the service worker, which keeps the referee page as it is then.
    pageHeads(),
    // The site works offline (issue 26): a service worker built from src/offline/sw.ts with Workbox's
    // precaching, scoped to the whole site and registered by every page (src/offline/offlineStatus.ts). Which files
    // it keeps, and when, is src/offline/keptFiles.ts; every file it may keep is listed in it with its revision.
    AstroPWA({
      strategies: 'injectManifest',
      srcDir: 'src/offline',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      scope: '/',
      mode: 'production',
      injectManifest: {
        // One classic script at /sw.js, minified, with Workbox's development logging left out.
        rollupFormat: 'iife',
        minify: true,
        globPatterns: KEPT_GLOBS,
        globIgnores: NOT_KEPT_UP_FRONT,
        // Each file at the address it is served at ("/referee/"), the table's kit marked (src/build/integrations/keptKit.ts).
        manifestTransforms: [async (entries) => ({ manifest: keptList(entries, fileURLToPath(new URL('./dist/', import.meta.url))), warnings: [] })],
        // The rules page is the largest of the kit (about 150 KB before compression).
        maximumFileSizeToCacheInBytes: 400_000,
      },
    }),
    thirdPartyNotices(),
  ],
  // A strict Content Security Policy: scripts and styles by hash or from the site itself, never
  // 'unsafe-inline' for scripts. Style attributes (a highlighted block's background, a fence's token colours in a lesson) are allowed on
  // their own.
  // 'wasm-unsafe-eval' lets the search index (Pagefind's WebAssembly) run.
  security: {
    csp: {
      algorithm: 'SHA-256',
      directives: ["default-src 'self'", "img-src 'self' data:", "object-src 'none'", "base-uri 'self'", "form-action 'self'"],
      // The head's inline script (the stored theme, presses kept before the islands are live: src/layouts/headScript.ts),
      // and the review page's, which keeps the room of its first state (src/build/pageData/reviewRoom.ts); each page's
      // policy keeps only the hashes of its own (src/build/integrations/pageHeads.ts).
      scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"], hashes: [HEAD_SCRIPT_HASH, REVIEW_ROOM_HASH] },
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
    },
  },
  markdown: {
    shikiConfig: {
      // Dual themes: colours for dark mode come from --shiki-dark (see global.css).
      themes: CODE_THEMES,
      // Scenario files in lessons: ```cpk-scenario fences.
      langs: [scenarioGrammar],
    },
  },
});
