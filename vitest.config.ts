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
  },
});
