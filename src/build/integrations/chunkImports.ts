/**
 * The imports a built chunk makes, read from its text as the bundler writes them (minified, relative paths): the
 * size report follows them to weigh a page (scripts/pageWeight.ts), and the build to preload an island's chunks
 * (pageHeads.ts).
 */

/** Static imports of a built chunk: `import"./a.js"`, `from"./b.js"`. */
export function staticImportsOf(code: string): string[] {
  return [...code.matchAll(/(?:\bimport|\bfrom)\s*["']([^"']+\.js)["']/g)].map((m) => m[1]);
}

/** Dynamic imports of a built chunk: `import("./c.js")`, or with the path in backquotes as the bundler writes it. */
export function dynamicImportsOf(code: string): string[] {
  return [...code.matchAll(/\bimport\s*\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g)].map((m) => m[1]);
}
