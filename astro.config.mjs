// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { contentCheck } from './src/build/contentCheck.ts';
import { scenarioGrammar } from './src/notation/grammar.ts';

export default defineConfig({
  site: 'https://chowpungkong.example',
  integrations: [contentCheck(), mdx(), preact()],
  markdown: {
    shikiConfig: {
      // Dual themes: colours for dark mode come from --shiki-dark (see global.css).
      themes: { light: 'github-light', dark: 'github-dark-default' },
      // Scenario files in lessons: ```cpk-scenario fences.
      langs: [scenarioGrammar],
    },
  },
});
