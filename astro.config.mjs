// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';

export default defineConfig({
  site: 'https://chowpungkong.example',
  integrations: [mdx(), preact()],
  markdown: {
    shikiConfig: {
      // Dual themes: colours for dark mode come from --shiki-dark (see global.css).
      themes: { light: 'github-light', dark: 'github-dark' },
    },
  },
});
