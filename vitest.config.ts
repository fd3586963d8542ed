import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// Tests run in node by default; component tests opt into a DOM with
// `// @vitest-environment happy-dom` on their first line.
const DOM_TESTS = ['src/**/*.test.tsx', 'src/components/searchDialog.test.ts', 'src/build/integrations/tileSpriteFile.test.ts', 'src/progress/counters.test.ts', 'src/widgets/practiceTable/gameSession.test.ts'];

export default defineConfig({
  // `virtual:item-rules`, made by the same function as the site's build makes it (its plugin, astro.config.mjs, would
  // bring the engine into the loading of this file): the progress pages' scripts read it.
  // `virtual:course-items` likewise (the boards, score questions and puzzles the review can serve).
  resolve: {
    alias: {
      'virtual:item-rules': fileURLToPath(new URL('./tests/itemRules.ts', import.meta.url)),
      'virtual:course-items': fileURLToPath(new URL('./tests/courseItems.ts', import.meta.url)),
    },
  },
  // Vite 8 transforms TS/JSX with oxc: compile JSX for Preact, not React.
  oxc: {
    jsx: { runtime: 'automatic', importSource: 'preact' },
  },
  test: {
    // Several tests play thousands of hands or fuzz every content file: on a machine busy with other
    // work they outlast Vitest's 5 s default without anything being wrong. A hang still fails.
    testTimeout: 30_000,
    // Vitest runs one worker fewer than there are cores: on these 2-core machines that is one file at a time.
    // Two workers keep both cores busy (the main process only collects results): the suite takes about half as long.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'engine',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: DOM_TESTS,
          // The engine, build and script tests share no global state (no DOM, no mocks, no stubbed globals), so a
          // worker runs file after file without a fresh module graph each time: about half a minute less on two cores.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'dom', environment: 'node', include: DOM_TESTS },
      },
    ],
  },
});
