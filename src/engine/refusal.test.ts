import { describe, expect, it } from 'vitest';
import { QUOTE_LIMIT, quote } from './refusal';
import { parseTile } from './tileCodes';

describe('quote: how an error message shows text from a file', () => {
  it('quotes short printable text as it is', () => {
    expect(quote('5x')).toBe('"5x"');
    expect(quote('東 🀄')).toBe('"東 🀄"');
  });
  it('escapes what would not show as itself: controls, DEL, undecodable bytes, lone surrogates, separators', () => {
    expect(quote('a\u0000b\u0007c\td\u007fe\u0085f')).toBe('"a\\x00b\\x07c\\x09d\\x7fe\\x85f"');
    expect(quote('\ufffd\ud800x\udc00\u2028\u202e\ufeff')).toBe('"\\ufffd\\ud800x\\udc00\\u2028\\u202e\\ufeff"');
    expect(quote('say "hi" \\ there')).toBe('"say \\"hi\\" \\\\ there"');
  });
  it('cuts long text after QUOTE_LIMIT characters and gives its length', () => {
    const long = 'y'.repeat(5_000_000);
    expect(quote(long)).toBe(`"${'y'.repeat(QUOTE_LIMIT)}…" (5000000 characters)`);
  });
  it('never cuts a character in two', () => {
    const text = `${'a'.repeat(QUOTE_LIMIT - 1)}🀄🀄`;
    expect(quote(text)).toBe(`"${'a'.repeat(QUOTE_LIMIT - 1)}…" (${text.length} characters)`);
  });
  it('is what a tile error quotes', () => {
    expect(() => parseTile(`5c\u0007${'z'.repeat(200)}`)).toThrow(/^"5c\\x07z+…" \(203 characters\) is not a tile/);
  });
});
