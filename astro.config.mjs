// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { contentCheck } from './src/build/contentCheck.ts';
import { scenarioGrammar } from './src/notation/grammar.ts';

export default defineConfig({
  site: 'https://chowpungkong.example',
  integrations: [contentCheck(), mdx(), preact()],
  // A strict Content Security Policy: scripts and styles by hash or from the site itself, never
  // 'unsafe-inline' for scripts. Style attributes (tile layout, shiki colours) are allowed on their own.
  // 'wasm-unsafe-eval' lets the search index (Pagefind's WebAssembly) run.
  security: {
    csp: {
      algorithm: 'SHA-256',
      directives: ["default-src 'self'", "img-src 'self' data:", "object-src 'none'", "base-uri 'self'", "form-action 'self'"],
      scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"] },
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
    },
  },
  markdown: {
    shikiConfig: {
      // Dual themes: colours for dark mode come from --shiki-dark (see global.css).
      themes: { light: 'github-light', dark: 'github-dark-default' },
      // Scenario files in lessons: ```cpk-scenario fences.
      langs: [scenarioGrammar],
    },
  },
});
