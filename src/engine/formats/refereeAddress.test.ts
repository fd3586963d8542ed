// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEATS } from '../seats';
import { readPuzzleSetup } from './puzzle';
import { RULESET_IDS } from '../rulesets/ruleset';
import { MAX_ADDRESS_LENGTH, REFEREE_TITLE, readRefereeAddress, readRefereeQuery, readRulesetParam, writeRefereeAddress, writeRulesetParam } from './refereeAddress';
import { type ScenarioSetup, readScenarioSetup, scenarioFromSetup } from './scenario';

const root = join(import.meta.dirname, '../../../content');

function files(folder: string, ext: string): { name: string; text: string }[] {
  return readdirSync(join(root, folder))
    .filter((f) => f.endsWith(ext))
    .map((f) => ({ name: f.slice(0, -ext.length), text: readFileSync(join(root, folder, f), 'utf8') }));
}

/** What the address keeps of a setup: the position, the event, the calls and the options; not a board's words. */
function kept(setup: ScenarioSetup) {
  const { view, seed, show, seats, discards, event, turn, drawn, claims, wall, next, loose, options } = setup;
  // The hands shown are a set: their order is the file's.
  return { view, seed, show: show && SEATS.filter((s) => show.includes(s)), seats, discards, event, turn, drawn, claims, wall, next, loose, options };
}

function roundTrip(setup: ScenarioSetup, name: string) {
  const seeded = { ...setup, seed: scenarioFromSetup(setup, name).seed };
  const address = writeRefereeAddress(seeded);
  const read = readRefereeAddress(address);
  if (!read.ok) throw new Error(`${name}: ${read.message}`);
  expect(kept(read.setup)).toEqual(kept(seeded));
  expect(read.setup.title).toBe(REFEREE_TITLE);
  // The ruleset's lines travel in the address's own parameter (`&r=`), and the page reads both: an American
  // position deals its hidden tiles from the American set.
  const param = writeRulesetParam(setup.rulesetLines);
  const lines = param === null ? null : readRulesetParam(param);
  if (lines && !lines.ok) throw new Error(`${name}: ${lines.message}`);
  const page = lines ? { ...read.setup, rulesetLines: lines.lines } : read.setup;
  // The same tiles dealt: the position read back is the file's own.
  expect(scenarioFromSetup(page, 'elsewhere').table).toEqual(scenarioFromSetup(setup, name).table);
  return address;
}

describe('the referee address', () => {
  const scenarios = files('scenarios', '.scn');
  const puzzles = files('puzzles', '.pzl');

  it('finds the content it round-trips', () => {
    expect(scenarios.length).toBeGreaterThan(10);
    expect(puzzles.length).toBeGreaterThan(10);
  });

  it.each(scenarios)('keeps the scenario $name', ({ name, text }) => {
    const address = roundTrip(readScenarioSetup(text), name);
    expect(address).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(address.length).toBeLessThan(400);
  });

  it.each(puzzles)('keeps the puzzle $name', ({ name, text }) => {
    roundTrip(readPuzzleSetup(text).scenario, name.replace(/^\d+-/, ''));
  });

  it('keeps options, a turn, loose tiles and a seat left to the engine', () => {
    const setup = readScenarioSetup(
      ['title: t', 'view: South', 'show: South, North', 'seed: 4294967295', 'options: strict-winning-chow, dead-wall 14', 'South: 1c 2c hidden | kong 5d 5d 5d 5d concealed | kong 7b 7b* 7b 7b+ from West', 'turn: South drew 9c', 'wall: 30', 'next: 1b', 'loose: 2b 3b'].join('\n'),
    );
    const read = readRefereeAddress(writeRefereeAddress(setup));
    expect(read.ok && kept(read.setup)).toEqual(kept(setup));
  });

  it('keeps a kong\'s maker owing his loose tile (`draws loose`), read back as that position, the tile drawn from the wall\'s end', () => {
    const setup = readScenarioSetup(['title: t', 'view: East', 'East: 1b 2b 3b 4c 5c 6c 7d 8d 9d Rd | kong E E E* E from South', 'turn: East draws loose', 'next: 7c', 'loose: 7d'].join('\n'));
    expect(setup.turn).toEqual({ seat: 'East', phase: 'draw', loose: true });
    const address = roundTrip(setup, 'loose');
    const read = readRefereeAddress(address);
    const table = scenarioFromSetup(read.ok ? read.setup : setup, 'loose').table;
    expect(table.phase).toBe('loose');
    expect(table.wall.at(-1)).toBe('7d');
  });

  it('keeps a position the engine would refuse, so the page can mark what is wrong', () => {
    const setup = readScenarioSetup(['title: t', 'view: East', 'East: 1c 1c 1c 1c 1c | chow 1b 2b* 3b from East', 'event: North discards 1c', 'claim: East pung', 'claim: West chow 2c 3c'].join('\n'));
    const read = readRefereeAddress(writeRefereeAddress(setup));
    expect(read.ok && kept(read.setup)).toEqual(kept(setup));
  });

  const good = writeRefereeAddress(readScenarioSetup(files('scenarios', '.scn')[0].text));

  it.each([
    ['an empty address', '', /version/],
    ['no version', 'AAAA', /version/],
    ['an old or later version', `v0.${good.slice(3)}`, /format v0.*reads v1/],
    ['a version far ahead', `v2.${good.slice(3)}`, /format v2/],
    ['bad characters', 'v1.<script>alert(1)</script>', /characters/],
    ['spaces and percent signs', 'v1.AB CD%20', /characters/],
    ['a cut address', good.slice(0, Math.floor(good.length / 2)), /stops short|out of range|goes on/],
    ['bytes left over', `${good}AAAA`, /goes on|out of range/],
    ['garbage', 'v1.________________', /out of range|stops short|goes on/],
    ['a huge address', `v1.${'A'.repeat(MAX_ADDRESS_LENGTH)}`, /characters long/],
    ['the hands shown out of range', 'v1.AALIAAENBAQECQwPExYZGx0fIAABDQMFEhMUDxARHBwcISEAAAEKAQMEAAACAQIAAAIDAAAAAAAAAAA', /: the list of hands shown is out of range\.$/],
  ])('refuses %s with a sentence, never a throw', (_what, text, why) => {
    const read = readRefereeAddress(text);
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.message).toMatch(/^The position in this address cannot be read: /);
      expect(read.message).toMatch(why);
    }
  });

  it('never throws on random bytes, and refuses or reads them as a setup', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let i = 0; i < 2000; i++) {
      const length = next() % 60;
      const body = Array.from({ length }, () => alphabet[next() % 64]).join('');
      const read = readRefereeAddress(`v1.${body}`);
      if (read.ok) expect(read.setup.title).toBe(REFEREE_TITLE);
      else expect(read.message).toContain('cannot be read');
    }
  });

  it('every cut of a good address is refused or read, never thrown', () => {
    for (let n = 0; n < good.length; n++) expect(() => readRefereeAddress(good.slice(0, n))).not.toThrow();
  });

  describe("the page's query, each part read or named", () => {
    const query = (parts: Record<string, string>) => readRefereeQuery(new URLSearchParams(parts), RULESET_IDS);
    const lines = 'ruleset: riichi-tenhou\nriichi: West';

    it('reads a position and its lines, either alone, or nothing at all, with nothing to say', () => {
      expect(query({})).toEqual({ setup: null, lines: null, problem: null });
      const both = query({ p: good, r: lines });
      expect(both.problem).toBeNull();
      expect(both.setup?.title).toBe(REFEREE_TITLE);
      expect(both.lines).toEqual({ ruleset: { text: 'riichi-tenhou', line: null }, riichi: { text: 'West', line: null } });
      expect(query({ p: good }).lines).toBeNull();
      expect(query({ r: lines })).toEqual({ setup: null, lines: both.lines, problem: null });
    });

    it.each([
      ['a broken r alone', { r: 'zzz' }, /^The lines for today's rulesets in this address cannot be read: the line "zzz" is not one of .*\. The editor starts from an empty table, without those lines\.$/],
      ['an empty r alone', { r: '' }, /cannot be read: the line "" .*empty table, without those lines\.$/],
      ['a line given twice, alone', { r: 'riichi: West\nriichi: East' }, /cannot be read: the line "riichi: East".*without those lines\.$/],
      ['a ruleset that is none, alone', { r: 'ruleset: riichi-tenho\nriichi: West' }, /^The lines for today's rulesets in this address cannot be read: "riichi-tenho" is not a ruleset: the rulesets are harr-1922, .*american-nmjl\. The editor starts from an empty table, without those lines\.$/],
      ['r too long, alone', { r: `ruleset: ${'x'.repeat(MAX_ADDRESS_LENGTH)}` }, /cannot be read: they are \d+ characters long.*empty table, without those lines\.$/],
    ])('names %s, and says the table is empty without the lines', (_what, parts, message) => {
      const read = query(parts);
      expect(read.setup).toBeNull();
      expect(read.lines).toBeNull();
      expect(read.problem).toMatch(message);
    });

    it.each([
      ['a broken r', 'zzz'],
      ['a ruleset that is none', 'ruleset: nonsense'],
    ])('%s beside a good position: the position stands, without the lines, and says so', (_what, r) => {
      const read = query({ p: good, r });
      expect(read.setup?.title).toBe(REFEREE_TITLE);
      expect(read.lines).toBeNull();
      expect(read.problem).toMatch(/^The lines for today's rulesets in this address cannot be read: .*\. The position opens without those lines\.$/);
    });

    it.each([
      ['alone', { p: 'zzz' }],
      ['beside good lines', { p: 'zzz', r: lines }],
      ['beside broken lines', { p: 'zzz', r: 'zzz' }],
    ])('a broken position %s: an empty table, said once', (_what, parts) => {
      expect(query(parts)).toEqual({ setup: null, lines: null, problem: 'The position in this address cannot be read: it does not start with a version such as "v1.". The editor starts from an empty table instead.' });
    });
  });
});
