/**
 * What the referee page shows as "the position as a scenario file" (and
 * downloads) is read back by the judge to the same position and the same
 * problems; a set with no tiles is a SET-DEFS problem, never a crash; the
 * headline names the tile in words. (Issue 23, section 3.)
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../adjudicate';
import { meldLabel } from '../explain/words';
import { FormatError, type Problem } from './formatError';
import { judge } from './judge';
import { refereeVerdict, rulingHeadline } from './referee';
import { setupText } from './refereeFile';
import { readRefereeAddress, writeRefereeAddress } from './refereeAddress';
import { type ScenarioSetup, parseScenario, readScenarioSetup } from './scenario';
import { setupArbitrary } from './setupArbitrary';

/** A problem as both sides can state it: a setup built in code has no lines, so the lines a message cites are left out. */
function stated(p: Problem) {
  return { field: p.field, rule: p.rule, impossible: p.impossible, message: p.message.replace(/ \(line \d+\)/g, '') };
}

type Read = { kind: 'problems'; problems: ReturnType<typeof stated>[] } | { kind: 'position'; table: unknown; ruling: unknown };

/** What the judge makes of the file: its problems, or the position and the ruling on it (none for a turn). */
function judged(text: string): Read {
  try {
    const scenario = parseScenario(text, 'referee');
    return { kind: 'position', table: scenario.table, ruling: scenario.event ? judge(scenario) : null };
  } catch (error) {
    if (error instanceof FormatError) return { kind: 'problems', problems: error.problems.map(stated) };
    throw error;
  }
}

/** What the page makes of the setup. */
function onThePage(setup: ScenarioSetup): Read {
  const verdict = refereeVerdict(setup);
  if (verdict.kind === 'problems') return { kind: 'problems', problems: verdict.problems.map(stated) };
  return { kind: 'position', table: verdict.scenario.table, ruling: verdict.kind === 'ruled' ? judge(verdict.scenario) : null };
}

const position = (...lines: string[]) => readScenarioSetup(['title: t', 'view: East', ...lines, ''].join('\n'));

describe("the referee's scenario file reads back to the page's position", () => {
  it('keeps the claimed mark of a concealed kong, so the file has the problem the page marks', () => {
    const setup = position('East: hidden', 'event: North discards 2b');
    setup.seats.South = { hand: [], hidden: true, melds: [{ kind: 'kong', tiles: ['1d', '1d', '1d', '1d'], kongWay: 'concealed', claimed: { tile: '1d', from: 'West' } }] };
    const page = onThePage(setup);
    expect(page.kind).toBe('problems');
    expect(judged(setupText(setup))).toEqual(page);
    expect(setupText(setup)).toContain('South: hidden | kong 1d* 1d 1d 1d from West concealed');
  });

  it('deals the tiles it leaves unnamed as the page does, whatever the file is called', () => {
    const setup = position('West: 5c 5c hidden', 'event: North discards 5c', 'claim: West pung');
    setup.seed = null;
    const text = setupText(setup);
    expect(text).toMatch(/^seed: \d+$/m);
    expect(judged(text)).toEqual(onThePage(setup));
  });

  it('treats a turn with calls as the page does: a problem of the calls', () => {
    const setup = position('West: 5c 5c hidden', 'turn: South draws', 'claim: West pung');
    const page = onThePage(setup);
    expect(page).toMatchObject({ kind: 'problems', problems: [{ field: 'claim' }] });
    expect(judged(setupText(setup))).toEqual(page);
  });

  it('for random setups, as the page holds them after their address', () => {
    fc.assert(
      fc.property(setupArbitrary, (random) => {
        const read = readRefereeAddress(writeRefereeAddress(random));
        if (!read.ok) throw new Error(read.message);
        expect(judged(setupText(read.setup))).toEqual(onThePage(read.setup));
      }),
      { seed: 23, numRuns: 400 },
    );
  });
});

describe('a set with no tiles', () => {
  it('is a SET-DEFS problem at its seat, as the judge says', () => {
    const text = ['title: t', 'view: East', 'South: 4c 6c | pung', 'event: North discards 2b', ''].join('\n');
    const page = refereeVerdict(readScenarioSetup(text));
    expect(page).toMatchObject({ kind: 'problems', problems: [{ field: 'South', rule: 'SET-DEFS' }] });
    expect(judged(text)).toMatchObject({ kind: 'problems', problems: [{ field: 'South', rule: 'SET-DEFS' }] });
  });
  it('has a label, as every set has', () => {
    expect(meldLabel({ kind: 'pung', tiles: [] })).toBe('Pung with no tiles');
    expect(meldLabel({ kind: 'chow', tiles: ['E', 'S', 'W'], claimed: { tile: 'E', from: 'North' } })).toBe('Chow of the East Wind, the South Wind, the West Wind, claimed from North');
    expect(meldLabel({ kind: 'chow', tiles: ['4c', '5c', '6c'], claimed: { tile: '5c', from: 'North' } })).toBe('Chow, 4-5-6 of Characters, claimed from North');
  });
});

describe("the ruling's headline", () => {
  it('names the tile in words', () => {
    const verdict = refereeVerdict(position('South: 4c 6c hidden', 'event: East discards 5c', 'claim: South chow 4c 6c'));
    expect(verdict.kind).toBe('ruled');
    if (verdict.kind === 'ruled') expect(rulingHeadline(verdict.scenario, verdict.ruling)).toBe('South gets the 5 of Characters, as Chow.');
    const nobody = refereeVerdict(position('event: East discards 5c'));
    if (nobody.kind === 'ruled') expect(rulingHeadline(nobody.scenario, adjudicate(nobody.scenario.table, []))).toBe('Nobody gets the tile.');
  });
});
