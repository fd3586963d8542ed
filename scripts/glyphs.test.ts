// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GLYPH_PATHS } from '../src/widgets/drawing/glyphPaths';
import { GLYPHS, glyphModule, outline, subsetFile } from './glyphs';

describe('the tiles’ glyph paths', () => {
  it('are exactly what npm run glyphs makes from the installed font', () => {
    expect(readFileSync('src/widgets/drawing/glyphPaths.ts', 'utf8')).toBe(glyphModule());
  });

  it('hold every character the faces print, each a closed outline', () => {
    expect(Object.keys(GLYPH_PATHS).sort()).toEqual(Object.keys(GLYPHS).sort());
    for (const { d } of Object.values(GLYPH_PATHS)) {
      expect(d).toMatch(/^M/);
      expect(d).toMatch(/Z$/);
    }
  });

  it('differ from character to character (9 of Characters is not 8 with another corner)', () => {
    const shapes = Object.values(GLYPH_PATHS).map(({ d }) => d);
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it('fail clearly on a character the font subset does not hold', () => {
    expect(() => subsetFile('\u{10FFFD}', 600)).toThrow(/no subset holds/);
    expect(outline('萬', 600).advance).toBeGreaterThan(0);
  });
});
