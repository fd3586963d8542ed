/** The part of opentype.js (which ships no types) that scripts/glyphs.ts uses. */
declare module 'opentype.js' {
  export type PathCommand =
    | { type: 'M' | 'L'; x: number; y: number }
    | { type: 'Q'; x1: number; y1: number; x: number; y: number }
    | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
    | { type: 'Z' };
  export interface Glyph {
    index: number;
    advanceWidth?: number;
    path: { commands: PathCommand[] };
  }
  export interface Font {
    unitsPerEm: number;
    charToGlyph(char: string): Glyph | null;
  }
  const opentype: { parse(buffer: ArrayBuffer): Font };
  export default opentype;
}
