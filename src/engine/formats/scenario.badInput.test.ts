/**
 * Bad input that a reader must not misread: every option and list item is
 * read or refused on its line, never dropped; a set takes one discard; CR,
 * LF and CRLF end lines alike; what a message quotes shows its invisible
 * characters; numbers are decimal. (Issue 23, section 2.)
 */
import { describe, expect, it } from 'vitest';
import { FormatError } from './formatError';
import { readPuzzleSetup } from './puzzle';
import { readRefereeFile } from './refereeFile';
import { parseScenario } from './scenario';
import { thrown } from '../../../tests/thrown';

const BASE = ['title: t', 'view: East', 'West: 5c 5c hidden', 'event: North discards 5c', 'claim: West pung'];

function file(...extra: string[]): string {
  return `${[...BASE, ...extra].join('\n')}\n`;
}

function refused(text: string): FormatError {
  return thrown(FormatError, () => parseScenario(text), 'the scenario was accepted');
}

describe('options: every option the line names is read', () => {
  it('reads options parted by spaces as it reads them parted by commas', () => {
    const spaced = parseScenario(file('options: strict-winning-chow claim-after-next-draw')).table.options;
    const commas = parseScenario(file('options: strict-winning-chow, claim-after-next-draw')).table.options;
    expect(spaced).toEqual(commas);
    expect(spaced.strictWinningChow && spaced.claimAfterNextDraw).toBe(true);
  });
  it('reads an option after the dead wall\'s number', () => {
    const options = parseScenario(file('options: dead-wall 14 strict-winning-chow')).table.options;
    expect(options.deadWallSize).toBe(14);
    expect(options.strictWinningChow).toBe(true);
  });
  it('refuses a word that is no option, naming its line and field', () => {
    const e = refused(file('options: strict-winning-chow late-claims'));
    expect({ line: e.line, field: e.field }).toEqual({ line: 6, field: 'options' });
    expect(e.message).toMatch(/unknown option "late-claims"/);
  });
  it('takes the dead wall in decimal only', () => {
    for (const n of ['0x0E', '1e1', '14.0', '+14', '']) {
      const e = refused(file(`options: dead-wall ${n}`));
      expect({ line: e.line, field: e.field }, n).toEqual({ line: 6, field: 'options' });
      expect(e.message).toMatch(/decimal/);
    }
    expect(parseScenario(file('options: dead-wall 014')).table.options.deadWallSize).toBe(14);
  });
  it('refuses a reserve larger than the wall', () => {
    const e = refused(file('wall: 10', 'options: dead-wall 14'));
    expect({ line: e.line, field: e.field }).toEqual({ line: 7, field: 'options' });
    expect(e.message).toMatch(/keeps back 14 tiles, but the wall holds only 10/);
    expect(parseScenario(file('wall: 14', 'options: dead-wall 14')).table.wall).toHaveLength(14);
  });
});

describe('a set takes one discard (KONG-ONE-DISCARD-ONLY)', () => {
  it('refuses a kong written with two claimed tiles, naming the line and field', () => {
    const e = refused(file('South: 2b 3b hidden | kong 1d 1d* 1d* 1d from West'));
    expect({ line: e.line, field: e.field, rule: e.rule }).toEqual({ line: 6, field: 'South', rule: 'KONG-ONE-DISCARD-ONLY' });
    expect(e.message).toMatch(/two claimed tiles/);
  });
  it('refuses a second "from" and a second added tile, rather than reading over the first', () => {
    expect(refused(file('South: hidden | pung 1d 1d* 1d from West from North')).message).toMatch(/"from" twice/);
    expect(refused(file('South: hidden | kong 1d 1d* 1d+ 1d+ from West')).message).toMatch(/two added tiles/);
    expect(refused(file('South: hidden | pung 1d 1d** 1d from West')).message).toMatch(/repeats its mark/);
  });
});

describe('line endings', () => {
  const lf = file('discards: 2b E');
  for (const [name, end] of [
    ['CR (old Mac)', '\r'],
    ['CRLF (Windows)', '\r\n'],
  ] as const) {
    it(`reads a scenario with ${name} line endings as it reads LF`, () => {
      const text = lf.replace(/\n/g, end);
      expect(parseScenario(text).table).toEqual(parseScenario(lf).table);
    });
    it(`names the right line in a file with ${name} endings`, () => {
      const e = refused(file('discards: 2b 5x').replace(/\n/g, end));
      expect({ line: e.line, field: e.field }).toEqual({ line: 6, field: 'discards' });
    });
    it(`reads a puzzle and the referee's file with ${name} endings`, () => {
      const puzzle = `${file('tier: 1', 'rules: PUNG-EXPOSE', 'expect-winner: West pung')}`.replace(/\n/g, end);
      expect(readPuzzleSetup(puzzle).tier).toBe(1);
      const read = readRefereeFile(lf.replace(/\n/g, end));
      expect(read.ok && read.setup.discards).toEqual(['2b', 'E']);
    });
  }
});

describe('invisible characters are shown, escaped', () => {
  for (const [name, ch, shown] of [
    ['a zero-width space', '\u200b', '\\u200b'],
    ['a zero-width joiner', '\u200d', '\\u200d'],
    ['a word joiner', '\u2060', '\\u2060'],
    ['a soft hyphen', '\u00ad', '\\xad'],
    ['a variation selector', '\ufe0f', '\\ufe0f'],
    ['a tag character', '\u{e0041}', '\\u{e0041}'],
  ] as const) {
    it(`in a tile code: ${name}`, () => {
      const e = refused(file(`discards: 2b 5${ch}c`));
      expect({ line: e.line, field: e.field }).toEqual({ line: 6, field: 'discards' });
      expect(e.message).toContain(`"5${shown}c" is not a tile`);
      expect(e.message).not.toContain(ch);
    });
  }
});

describe('a turn with calls', () => {
  it('is a problem of the calls: no tile is on offer', () => {
    const e = refused(['title: t', 'view: East', 'West: 5c 5c hidden', 'turn: South draws', 'claim: West pung', ''].join('\n'));
    expect({ line: e.line, field: e.field }).toEqual({ line: 5, field: 'claim' });
    expect(e.message).toMatch(/no tile is on offer/);
  });
});
