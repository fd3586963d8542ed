import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../options';
import { RULE_IDS } from '../rules';
import { rulesetProblems } from './checkRuleset';
import { PRESETS, harrRuleset, remake } from './presets';
import { returnableIds } from './returnableIds';
import { RULESET_IDS, type Ruleset, type RulesetId } from './ruleset';
import { RULESET_RULES, RULESET_RULE_IDS } from './rulesetRules';
import { SOURCES, SOURCE_KEYS } from './sources';
import { SWITCH_NAMES, withSwitches } from './switches';

const spec = readFileSync('docs/RULESETS.md', 'utf8');
const presets = RULESET_IDS.map((id) => PRESETS[id]);

describe('the rule ids the rulesets add', () => {
  it('are the 29 of docs/RULESETS.md section 3, in its order, none of them one of Harr’s', () => {
    const line = spec.split('\n').find((l) => l.startsWith('There are 29.'))!;
    const named = [...line.matchAll(/`([A-Z0-9-]+)`/g)].map((m) => m[1]);
    expect(named).toHaveLength(29);
    expect([...RULESET_RULE_IDS]).toEqual(named);
    for (const id of RULESET_RULE_IDS) expect(RULE_IDS as readonly string[], id).not.toContain(id);
  });

  it('each has a title, a summary, its sources, and is defined in bold in the spec', () => {
    for (const id of RULESET_RULE_IDS) {
      const rule = RULESET_RULES[id];
      expect(rule.id).toBe(id);
      expect(rule.title.length, id).toBeGreaterThan(5);
      expect(rule.summary, id).toMatch(/^[A-Z].{40,}\.$/);
      expect(rule.sources.length, id).toBeGreaterThan(0);
      expect(spec, id).toContain(`**${id}`);
    }
  });

  it('are each returned by some preset', () => {
    const returned = new Set(presets.flatMap((p) => [...returnableIds(p)]));
    expect(RULESET_RULE_IDS.filter((id) => !returned.has(id))).toEqual([]);
  });
});

describe('the sources', () => {
  it('are the keys of docs/RULESETS.md section 1.8, each described', () => {
    const keys = [...spec.matchAll(/^\* \[([A-Z]+\d*)\]/gm)].map((m) => m[1]);
    expect([...SOURCE_KEYS]).toEqual(keys);
    for (const key of SOURCE_KEYS) expect(SOURCES[key].title.length, key).toBeGreaterThan(10);
  });
});

describe('the presets', () => {
  it('are the seven of the spec, frozen, each with nothing wrong', () => {
    expect(Object.keys(PRESETS).sort()).toEqual([...RULESET_IDS].sort());
    for (const p of presets) {
      expect(Object.isFrozen(p) && Object.isFrozen(p.citations), p.id).toBe(true);
      expect(rulesetProblems(p), p.id).toEqual([]);
    }
  });

  it('harr-1922 is the engine of today: Harr’s default options, every rule cited to Harr', () => {
    const harr = PRESETS['harr-1922'];
    expect(harr.harr).toEqual(DEFAULT_OPTIONS);
    expect(new Set(Object.values(harr.citations))).toEqual(new Set(['H']));
    // Every one of Harr's 40 ids, and none of the new ones.
    expect(Object.keys(harr.citations).sort()).toEqual([...RULE_IDS].sort());
  });

  it('cite a source for every id they can return, and for no other', () => {
    for (const p of presets) expect(Object.keys(p.citations).sort(), p.id).toEqual([...returnableIds(p)].sort());
  });

  // The table of section 5.1, column by column.
  const table: Record<RulesetId, Partial<Record<keyof Ruleset, unknown>>> = {
    'harr-1922': { chowFrom: 'left', callsJudged: 'by-completion', multiWin: 'nearest', lastDiscard: 'any', replacement: 'wall-end', robConcealedKong: false, deadHand: 'plays-on' },
    'hong-kong': { chowFrom: 'left', callsJudged: 'as-announced', multiWin: 'nearest', winShapes: ['sets-pair', 'thirteen-orphans'], robConcealedKong: true, deadHand: 'plays-on' },
    mcr: { callsJudged: 'as-announced', winShapes: ['sets-pair', 'seven-pairs', 'thirteen-orphans', 'knitted'], multiWin: 'nearest', robConcealedKong: false },
    'riichi-tenhou': { multiWin: 'two-then-abort', furiten: true, riichi: true, kuikae: true, lastDiscard: 'win-only', replacement: 'dead-wall', deadWall: 14, robConcealedKong: false, deadHand: 'impossible' },
    'riichi-mahjong-soul': { multiWin: 'all', furiten: true, kuikae: true, robConcealedKong: true, deadHand: 'impossible' },
    'ema-riichi': { multiWin: 'all', window: { sets: 'next-draw', wins: 'next-discard' }, robConcealedKong: true, deadHand: 'no-calls' },
    'american-nmjl': { chowFrom: 'none', winShapes: ['card'], exposures: ['pung', 'kong', 'quint', 'sextet'], rankSets: 'by-seat', window: { sets: 'next-rack', wins: 'next-rack' }, replacement: 'none', jokers: true, concealedHands: true, deadHand: 'no-calls' },
  };
  it.each(RULESET_IDS)('%s holds the fields of the spec’s table', (id) => {
    expect(PRESETS[id]).toMatchObject(table[id]);
  });

  it('Mahjong Soul differs from Tenhou in two verdicts only: the triple win, and Thirteen Orphans on a concealed kong', () => {
    const differing = (Object.keys(PRESETS['riichi-tenhou']) as (keyof Ruleset)[]).filter(
      (k) => !['id', 'name', 'citations'].includes(k) && JSON.stringify(PRESETS['riichi-tenhou'][k]) !== JSON.stringify(PRESETS['riichi-mahjong-soul'][k]),
    );
    expect(differing.sort()).toEqual(['multiWin', 'robConcealedKong']);
  });
});

describe('a ruleset that cannot be played is refused when made', () => {
  const tenhou = PRESETS['riichi-tenhou'];
  const nmjl = PRESETS['american-nmjl'];
  const harr = PRESETS['harr-1922'];
  const cases: [string, () => unknown, RegExp][] = [
    ['riichi without furiten', () => remake(tenhou, { furiten: false }), /riichi without furiten/],
    ['swap-calling without chows', () => remake(tenhou, { chowFrom: 'none' }), /swap-calling forbidden where there are no chows/],
    ['a completing call taken as a win, with furiten', () => remake(tenhou, { callsJudged: 'by-completion' }), /with furiten/],
    ['a completing call taken as a win, with a minimum', () => remake(PRESETS['hong-kong'], { callsJudged: 'by-completion' }), /with a minimum/],
    ['a winning run from the left, calls as announced', () => remake(PRESETS.mcr, { winningRunFrom: 'left' }), /only from the left/],
    ['quints without jokers', () => remake(PRESETS.mcr, { exposures: ['pung', 'kong', 'quint'] }), /quints or sextets without jokers/],
    ['American tiles without the card', () => remake(nmjl, { winShapes: ['sets-pair'], minimum: { measure: 'points', at: 8, robBonus: 0, lastDiscardBonus: 0 } }), /American tiles without jokers and the card/],
    ['the card mixed with other shapes', () => remake(nmjl, { winShapes: ['card', 'seven-pairs'] }), /the card mixed/],
    ['the card without its minimum', () => remake(nmjl, { minimum: { measure: 'none', at: 0, robBonus: 0, lastDiscardBonus: 0 } }), /the card without the card as its minimum/],
    ['a concealed kong robbed with no Thirteen Orphans', () => remake(PRESETS['hong-kong'], { winShapes: ['sets-pair'] }), /robbing a concealed kong without Thirteen Orphans/],
    ['sets claimed later than wins', () => remake(PRESETS['ema-riichi'], { window: { sets: 'next-discard', wins: 'next-draw' } }), /sets may be claimed later than wins/],
    ['kongs declared with no loose tile', () => remake(harr, { replacement: 'none' }), /no loose tile/],
  ];
  it.each(cases)('%s', (_, make, problem) => {
    expect(make).toThrow(problem);
  });

  it('a citation owed, or one for an id it cannot return', () => {
    const uncited: Ruleset = { ...tenhou, citations: { ...tenhou.citations, 'FURITEN-RIICHI': undefined } };
    expect(rulesetProblems(uncited)).toEqual(['riichi-tenhou: no source cited for FURITEN-RIICHI']);
    const extra: Ruleset = { ...harr, citations: { ...harr.citations, 'NMJL-NO-CHOW': 'A9' } };
    expect(rulesetProblems(extra)).toEqual(['harr-1922: a citation for NMJL-NO-CHOW, which it cannot return']);
  });
});

describe('switches', () => {
  it('every switch a preset lists has a handler', () => {
    for (const p of presets) for (const form of p.switches) expect(SWITCH_NAMES, `${p.id}: ${form}`).toContain(form.split(' ')[0]);
  });

  it('every preset takes every value of every switch it lists, and stays playable', () => {
    for (const p of presets) {
      for (const form of p.switches) {
        const [name, values = ''] = form.split(' ');
        for (const value of values === 'N' ? ['0', '14'] : values.split('|')) {
          const result = withSwitches(p, `${name} ${value}`.trim());
          expect('ruleset' in result && rulesetProblems(result.ruleset), `${p.id}: ${name} ${value}`).toEqual([]);
        }
      }
    }
  });

  it('Harr’s options change what follows from them, as harrRuleset makes it', () => {
    const switched = withSwitches(PRESETS['harr-1922'], 'strict-winning-chow, claim-after-next-draw dead-wall 14');
    expect('ruleset' in switched && { ...switched.ruleset }).toEqual({ ...harrRuleset({ strictWinningChow: true, claimAfterNextDraw: true, deadWallSize: 14 }) });
  });

  it('a Tenhou table playing one winner cites the nearest winner to the multiple-win page, and never aborts', () => {
    const result = withSwitches(PRESETS['riichi-tenhou'], 'multi-win nearest');
    if (!('ruleset' in result)) throw new Error(result.problem);
    expect(result.ruleset.multiWin).toBe('nearest');
    expect(result.ruleset.citations['PREC-NEAREST-WINNER']).toBe('J9');
    expect(result.ruleset.citations['TRIPLE-RON-ABORT']).toBeUndefined();
    expect(result.ruleset.citations['MULTI-WIN']).toBeUndefined();
  });

  it('Hong Kong with seven pairs, all winners and a minimum of 5', () => {
    const result = withSwitches(PRESETS['hong-kong'], 'seven-pairs on, multi-win all, minimum 5');
    if (!('ruleset' in result)) throw new Error(result.problem);
    expect(result.ruleset).toMatchObject({ winShapes: ['sets-pair', 'thirteen-orphans', 'seven-pairs'], multiWin: 'all', minimum: { measure: 'faan', at: 5 } });
    expect(result.ruleset.citations['MULTI-WIN']).toBe('HK3');
  });

  it.each([
    ['mcr', 'multi-win all', 'Chinese Official (MCR, 2006) has no switch "multi-win": its switches are none'],
    ['riichi-tenhou', 'multi-win all', '"multi-win" takes "nearest" under Riichi (Tenhou), not "all"'],
    ['hong-kong', 'minimum three', '"minimum" takes a whole number under Hong Kong (Old Style), not "three"'],
    ['hong-kong', 'minimum 3 minimum 4', 'the switch "minimum" is given twice: keep one'],
    ['harr-1922', 'late-claims', 'Harr, 1922 has no switch "late-claims": its switches are strict-winning-chow, claim-after-next-draw, dead-wall N'],
  ] as const)('%s refuses "%s" in words', (id, text, problem) => {
    expect(withSwitches(PRESETS[id], text)).toEqual({ problem });
  });
});
