import { defineConfig } from 'vitest/config';

// Tests run in node by default; component tests opt into a DOM with
// `// @vitest-environment happy-dom` on their first line.
export default defineConfig({
  // Vite 8 transforms TS/JSX with oxc: compile JSX for Preact, not React.
  oxc: {
    jsx: { runtime: 'automatic', importSource: 'preact' },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    // Several tests play thousands of hands or fuzz every content file: on a machine busy with other
    // work they outlast Vitest's 5 s default without anything being wrong. A hang still fails.
    testTimeout: 30_000,
  },
});
