/**
 * The worked examples of docs/RULESETS.md section 6, each ruled under every
 * preset it names, as the spec says. E3 to E5, E16 and E18 under the American
 * preset are rejected positions (no declared kongs, no chows); E15 is an
 * own-turn move and E16 a discard just after a call (moveUnder.ts); E23 to
 * E26 hold jokers and flowers, so every preset but the American rejects them.
 */
import { E20_KONG_AGAINST_CHOW, E22_BELOW_THE_MINIMUM, E2_THREE_WINNERS, E5_ORPHANS_ON_A_CONCEALED_KONG } from '../../../tests/rulesetExamples';
import { describe, expect, it } from 'vitest';
import { parseScenario, readScenarioSetup } from '../formats/scenario';
import { readRefereeAddress, writeRefereeAddress } from '../formats/refereeAddress';
import { setupText } from '../formats/refereeFile';
import { readRulesetFacts } from '../formats/rulesetLines';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { comparedWindow } from '../board/compared';
import { type RulesetReport, judgeRulesets } from '../formats/judgeRulesets';
import { moveUnder } from './moveUnder';
import { type PresetRuling, ruleUnder, ruleUnderAll } from './rulingUnder';
import type { RulesetId } from './ruleset';

function rule(text: string, view = 'South'): PresetRuling[] {
  const scenario = parseScenario(`title: example\nview: ${view}\n${text}`);
  return ruleUnderAll(scenario.table, scenario.claims, readRulesetFacts(scenario));
}

/** What a preset's ruling comes to, in one line: who takes the tile and each claim's verdict. */
function outcome(r: PresetRuling): string {
  if (r.rejected) return `rejected: ${r.rejected}`;
  const taken = r.aborted ? 'aborted' : r.winners.length ? `wins ${r.winners.join(' ')}` : r.awardedTo ? `${r.awardedTo} ${r.awardedAs}` : 'nobody';
  const verdicts = r.decisions.map((d) => `${d.claim.seat} ${d.claim.kind} ${d.legal ? `legal${d.rule ? ` ${d.rule}` : ''}` : d.rule}`);
  return [taken, ...verdicts].join('; ');
}

function outcomes(text: string, view?: string): Record<RulesetId, string> {
  return Object.fromEntries(rule(text, view).map((r) => [r.ruleset, outcome(r)])) as Record<RulesetId, string>;
}

describe('the worked examples of docs/RULESETS.md', () => {
  it('E1, one tile, two winners: the nearest under Harr, Hong Kong, MCR and American; both in riichi', () => {
    const o = outcomes(`South: 3d 4d 1c 2c 3c 7b 8b 9b E E E Gd Gd
North: 6d 7d 2b 3b 4b 6c 7c 8c Rd Rd Rd Wd Wd
discards: 9c N
event: East discards 5d
claim: South mahjong
claim: North mahjong`);
    for (const id of ['harr-1922', 'hong-kong', 'mcr', 'american-nmjl'] as const) expect(o[id], id).toMatch(/^wins South;/);
    for (const id of ['riichi-tenhou', 'riichi-mahjong-soul', 'ema-riichi'] as const) expect(o[id], id).toMatch(/^wins South North;/);
  });

  it('E1 with Hong Kong switched to every winner', () => {
    const scenario = parseScenario(`title: e\nview: South\nruleset: hong-kong\noptions: multi-win all
South: 3d 4d 1c 2c 3c 7b 8b 9b E E E Gd Gd
North: 6d 7d 2b 3b 4b 6c 7c 8c Rd Rd Rd Wd Wd
event: East discards 5d
claim: South mahjong
claim: North mahjong`);
    const ruling = ruleUnder('hong-kong', scenario.table, scenario.claims, readRulesetFacts(scenario));
    expect(ruling.winners).toEqual(['South', 'North']);
    expect(ruling.decidedBy).toBe('MULTI-WIN');
  });

  it('E2, three winners: Tenhou aborts, Mahjong Soul and EMA score all three, the others the nearest', () => {
    const o = outcomes(E2_THREE_WINNERS);
    for (const id of ['harr-1922', 'hong-kong', 'mcr', 'american-nmjl'] as const) expect(o[id], id).toMatch(/^wins South;/);
    expect(o['riichi-tenhou']).toMatch(/^aborted;/);
    for (const id of ['riichi-mahjong-soul', 'ema-riichi'] as const) expect(o[id], id).toMatch(/^wins South West North;/);
  });

  it('E3, two robbers of one added tile: the nearest, or both in riichi; rejected in American', () => {
    const o = outcomes(`North: hidden | pung 3c 3c 3c* from West
East: 1c 2c 7d 8d 9d 4b 4b 4b S S | pung Rd Rd Rd* from North
South: 4c 5c 1d 2d 3d 6b 7b 8b W W | pung Gd Gd Gd* from East
event: North adds 3c
claim: East mahjong
claim: South mahjong`);
    for (const id of ['harr-1922', 'hong-kong', 'mcr'] as const) expect(o[id], id).toMatch(/^wins East;/);
    for (const id of ['riichi-tenhou', 'riichi-mahjong-soul', 'ema-riichi'] as const) expect(o[id], id).toMatch(/^wins East South;/);
    expect(o['american-nmjl']).toBe('rejected: kongs-declared');
  });

  const e4 = (faan: number) => `assume: South no-yaku, South points 5, South faan ${faan}
South: 4b 6b 1c 2c 3c 7d 7d 7d E E | pung 9c 9c 9c* from East
West: hidden | pung 5b 5b 5b* from North
event: West adds 5b
claim: South mahjong`;
  it('E4, robbing with a poor hand: the robbery is its own value, everywhere that has added kongs', () => {
    const o = outcomes(e4(2));
    for (const id of ['harr-1922', 'hong-kong', 'mcr', 'riichi-tenhou', 'riichi-mahjong-soul', 'ema-riichi'] as const) expect(o[id], id).toMatch(/^wins South;/);
    expect(o['american-nmjl']).toBe('rejected: kongs-declared');
    expect(outcomes(e4(1))['hong-kong']).toBe('nobody; South mahjong MIN-VALUE');
  });

  it('E5, Thirteen Orphans on a concealed kong: robbed only where the ruleset allows it', () => {
    const o = outcomes(
      E5_ORPHANS_ON_A_CONCEALED_KONG,
      'West',
    );
    for (const id of ['harr-1922', 'mcr', 'riichi-tenhou'] as const) expect(o[id], id).toBe('nobody; West mahjong ROB-KONG-EXPOSED-ONLY');
    for (const id of ['riichi-mahjong-soul', 'hong-kong', 'ema-riichi'] as const) expect(o[id], id).toBe('wins West; West mahjong legal ROB-KONG-THIRTEEN-ORPHANS');
    expect(o['american-nmjl']).toBe('rejected: kongs-declared');
  });

  const e6 = `West: 4b 5b 1c 1c 1c 7d 8d 9d Rd Rd Rd Wd Wd
event: North discards 6b`;
  it('E6, a chow from the wrong seat that wins: a win under Harr alone', () => {
    const o = outcomes(`${e6}\nclaim: West chow 4b 5b`, 'West');
    expect(o['harr-1922']).toBe('wins West; West chow legal PUNG-MJ-EXCEPTION');
    for (const id of ['hong-kong', 'mcr', 'riichi-tenhou', 'riichi-mahjong-soul', 'ema-riichi'] as const) expect(o[id], id).toBe('nobody; West chow CHOW-LEFT-ONLY');
    expect(o['american-nmjl']).toBe('nobody; West chow NMJL-NO-CHOW');
    const strict = parseScenario(`title: e\nview: West\noptions: strict-winning-chow\n${e6}\nclaim: West chow 4b 5b`);
    expect(outcome(ruleUnder('harr-1922', strict.table, strict.claims, readRulesetFacts(strict)))).toBe('nobody; West chow CHOW-LEFT-ONLY');
    const asWin = outcomes(`${e6}\nclaim: West mahjong`, 'West');
    for (const [id, o2] of Object.entries(asWin)) expect(o2, id).toMatch(/^wins West;/);
    expect(asWin['hong-kong']).toBe('wins West; West mahjong legal MIN-VALUE-ASSUMED');
  });

  it('E7, pairing the odd tile with "pung": a win under Harr, refused as a pung elsewhere', () => {
    const o = outcomes(
      `West: 3b 4b 5b 6c 6c 6c 1d 2d 3d 8d | pung Rd Rd Rd* from North
event: East discards 8d
claim: West pung`,
      'West',
    );
    expect(o['harr-1922']).toBe('wins West; West pung legal PUNG-MJ-EXCEPTION');
    for (const id of ['hong-kong', 'mcr', 'riichi-tenhou', 'riichi-mahjong-soul', 'ema-riichi'] as const) expect(o[id], id).toBe('nobody; West pung PUNG-NEEDS-PAIR');
    expect(o['american-nmjl']).toBe('nobody; West pung NMJL-EXPOSURE-MATCH');
  });

  it('E8, a winning chow against a pung: the chow wins under Harr, the pung takes it elsewhere', () => {
    const o = outcomes(`South: 4c 6c 1b 2b 3b 7d 8d 9d E E E Wd Wd
West: 5c 5c hidden
event: East discards 5c
claim: West pung
claim: South chow 4c 6c`);
    expect(o['harr-1922']).toMatch(/^wins South;/);
    for (const id of ['hong-kong', 'mcr', 'riichi-tenhou', 'riichi-mahjong-soul', 'ema-riichi'] as const) expect(o[id], id).toBe('West pung; West pung legal; South chow legal CALL-AS-ANNOUNCED');
    expect(o['american-nmjl']).toBe('West pung; West pung legal; South chow NMJL-NO-CHOW');
  });

  it('E9, a win over a pung is the same everywhere', () => {
    const rulings = rule(`South: 7c 1b 2b 3b 5d 5d 5d 2c 3c 4c | pung Gd Gd Gd* from West
East: 7c 7c hidden
event: North discards 7c
claim: East pung
claim: South mahjong`);
    for (const r of rulings) {
      expect(r.winners, r.ruleset).toEqual(['South']);
      expect(r.decidedBy, r.ruleset).toBe('PREC-MJ-OVER-ALL');
    }
  });

  it('E10, a win on a wait he discarded: furiten in riichi', () => {
    const o = outcomes(
      `West: 4b 5b 1c 2c 3c 6d 6d 6d Gd Gd Gd S S
discards: East 9c | South 1d | West 6b | North Wd
event: South discards 3b
claim: West mahjong`,
      'West',
    );
    for (const id of ['riichi-tenhou', 'riichi-mahjong-soul', 'ema-riichi'] as const) expect(o[id], id).toBe('nobody; West mahjong FURITEN-DISCARD');
    for (const id of ['harr-1922', 'hong-kong', 'mcr', 'american-nmjl'] as const) expect(o[id], id).toMatch(/^wins West;/);
  });

  it('E11, a pung of a tile he discarded is legal everywhere: furiten bars only wins', () => {
    const rulings = rule(
      `North: 9c 9c 2b 3b 4b 6d 7d 8d Rd Rd Gd Gd E
discards: East 1b | South 5d | West N | North 9c
event: West discards 9c
claim: North pung`,
      'North',
    );
    for (const r of rulings) {
      expect([r.awardedTo, r.awardedAs, r.lostTurns], r.ruleset).toEqual(['North', 'pung', []]);
    }
  });

  it('E12 and E13, a winning tile let go: temporary furiten, and riichi furiten', () => {
    const hand = 'West: 4b 5b 1c 2c 3c 6d 6d 6d Gd Gd Gd S S';
    const e12 = outcomes(`${hand}\ndiscards: West 9d | North 3b\npassed: West 3b\nevent: East discards 6b\nclaim: West mahjong`, 'West');
    for (const id of ['riichi-tenhou', 'riichi-mahjong-soul', 'ema-riichi'] as const) expect(e12[id], id).toBe('nobody; West mahjong FURITEN-TEMPORARY');
    for (const id of ['harr-1922', 'hong-kong', 'mcr', 'american-nmjl'] as const) expect(e12[id], id).toMatch(/^wins West;/);
    const e13 = rule(`${hand}\nruleset: riichi-tenhou\nriichi: West\ndiscards: West 7c 9d | North 3b\npassed: West 3b\nevent: South discards 6b\nclaim: West mahjong`, 'West');
    const byId = Object.fromEntries(e13.map((r) => [r.ruleset, r]));
    for (const id of ['riichi-tenhou', 'riichi-mahjong-soul', 'ema-riichi']) expect(outcome(byId[id]), id).toBe('nobody; West mahjong FURITEN-RIICHI');
    expect(outcome(byId['harr-1922'])).toMatch(/^wins West;/);
    expect(byId['harr-1922'].ignored).toEqual(['riichi', 'passed']);
  });

  it('E14, the riichi lock: only a win after riichi', () => {
    const rulings = rule(`ruleset: riichi-tenhou
South: 9c 9c 2b 3b 4b 5d 6d 7d E E E 7b 8b
riichi: South
event: East discards 9c
claim: South pung`);
    for (const r of rulings) {
      if (r.ruleset.startsWith('riichi') || r.ruleset === 'ema-riichi') expect(outcome(r), r.ruleset).toBe('nobody; South pung RIICHI-LOCK');
      else expect([r.awardedTo, r.awardedAs], r.ruleset).toEqual(['South', 'pung']);
    }
  });

  const e17 = (claims: string) => `assume: West no-yaku, West points 5, West faan 2
West: 7b 9b 1c 2c 3c 5d 5d 5d 6d 7d 8d N N
North: 8b 8b hidden
wall: 0
event: South discards 8b
${claims}`;
  it('E17, the last discard of the wall: a win everywhere, a pung refused outright in riichi', () => {
    const o = outcomes(e17('claim: West mahjong\nclaim: North pung'), 'West');
    for (const [id, line] of Object.entries(o)) expect(line, id).toMatch(/^wins West;/);
    for (const id of ['riichi-tenhou', 'riichi-mahjong-soul', 'ema-riichi'] as const) expect(o[id], id).toMatch(/North pung LAST-DISCARD-RON-ONLY$/);
    for (const id of ['harr-1922', 'hong-kong', 'mcr', 'american-nmjl'] as const) expect(o[id], id).toMatch(/North pung legal$/);
    const alone = outcomes(e17('claim: North pung'), 'West');
    for (const id of ['harr-1922', 'hong-kong', 'mcr', 'american-nmjl'] as const) expect(alone[id], id).toBe('North pung; North pung legal');
  });

  it('E18, a kong when one player holds four: refused in riichi', () => {
    const o = outcomes(
      `West: 1d 1d 1d 2c 3c 4c 6b 7b 8b Wd Wd Rd Rd
North: 9b | kong 2d 2d 2d 2d concealed | kong S S S S* from East | kong 5c 5c 5c 5c* from West | kong Gd Gd Gd* Gd+ from South
event: East discards 1d
claim: West kong`,
      'West',
    );
    for (const id of ['harr-1922', 'hong-kong', 'mcr'] as const) expect(o[id], id).toBe('West kong; West kong legal');
    for (const id of ['riichi-tenhou', 'riichi-mahjong-soul', 'ema-riichi'] as const) expect(o[id], id).toBe('nobody; West kong KONG-LIMIT-FOUR');
    expect(o['american-nmjl']).toBe('rejected: kongs-declared');
  });

  it('E19, too late? A win after the next draw stands only in EMA and American play', () => {
    const o = outcomes(
      `North: 4c 5c 6c 7b 7b 7b 3d 4d 5d 2d | pung E E E* from East
event: South discards 2d
drawn: West
claim: North mahjong`,
      'North',
    );
    for (const id of ['harr-1922', 'hong-kong', 'mcr', 'riichi-tenhou', 'riichi-mahjong-soul'] as const) expect(o[id], id).toBe('nobody; North mahjong CLAIM-LIVE-DISCARD');
    expect(o['ema-riichi']).toBe('wins North; North mahjong legal RON-UNTIL-NEXT-DISCARD');
    expect(o['american-nmjl']).toBe('wins North; North mahjong legal NMJL-WINDOW');
    // Once West has racked his pick, the discard is dead to every call.
    const racked = outcomes(
      `ruleset: american-nmjl
North: 4c 5c 6c 7b 7b 7b 3d 4d 5d 2d | pung E E E* from East
event: South discards 2d
drawn: West racked
claim: North mahjong`,
      'North',
    );
    expect(racked['american-nmjl']).toBe('nobody; North mahjong NMJL-WINDOW');
    expect(() => parseScenario('title: e\nview: North\nNorth: 2d hidden\nevent: South discards 2d\ndrawn: West racked\nclaim: North mahjong\n')).not.toThrow();
    expect(() => readRulesetFacts(parseScenario('title: e\nview: North\nNorth: 2d hidden\nevent: South discards 2d\ndrawn: West racked\nclaim: North mahjong\n'))).toThrow(/"racked" is an American rule/);
  });

  it('E20, a kong against a chow: the kong everywhere, its replacement as each ruleset gives it', () => {
    const rulings = rule(E20_KONG_AGAINST_CHOW);
    const replacement = Object.fromEntries(rulings.map((r) => [r.ruleset, [r.awardedTo, r.awardedAs, r.lostTurns.join(' '), r.replacement]]));
    expect(replacement['harr-1922']).toEqual(['East', 'kong', 'North', 'wall-end']);
    expect(replacement.mcr).toEqual(['East', 'kong', 'North', 'wall-end']);
    expect(replacement['riichi-tenhou']).toEqual(['East', 'kong', 'North', 'dead-wall']);
    expect(replacement['american-nmjl']).toEqual(['East', 'kong', 'North', 'none']);
    expect(outcome(rulings.find((r) => r.ruleset === 'american-nmjl')!)).toBe('East kong; North chow NMJL-NO-CHOW; East kong legal');
  });

  it('E21, a dead hand calls: legal under Harr, refused in EMA and American play, impossible on Tenhou and Mahjong Soul', () => {
    const o = outcomes(
      `West: 9c 9c 1d 2d 3d 5b 5b 5b 8b 8b 8b S
event: South discards 9c
claim: West pung`,
      'West',
    );
    for (const id of ['harr-1922', 'hong-kong', 'mcr'] as const) expect(o[id], id).toBe('West pung; West pung legal');
    for (const id of ['ema-riichi', 'american-nmjl'] as const) expect(o[id], id).toBe('nobody; West pung DEAD-HAND-NO-CALLS');
    for (const id of ['riichi-tenhou', 'riichi-mahjong-soul'] as const) expect(o[id], id).toBe('rejected: dead-hand');
  });

  it('E22, below the minimum: refused in Hong Kong, MCR and riichi; with no assumption, a win everywhere', () => {
    const hand = E22_BELOW_THE_MINIMUM;
    const o = outcomes(`assume: West no-yaku, West points 5, West faan 1\n${hand}`, 'West');
    for (const id of ['hong-kong', 'mcr', 'riichi-tenhou', 'riichi-mahjong-soul', 'ema-riichi'] as const) expect(o[id], id).toBe('nobody; West mahjong MIN-VALUE');
    expect(o['harr-1922']).toMatch(/^wins West;/);
    expect(o['american-nmjl']).toBe('wins West; West mahjong legal MIN-VALUE-ASSUMED');
    for (const [id, line] of Object.entries(outcomes(hand, 'West'))) expect(line, id).toMatch(/^wins West;/);
  });

  it('KUIKAE-NO-DISCARD: a chii that would leave only swap-calls to discard', () => {
    const o = outcomes(`assume: South no-yaku
South: 4c 5c 6c 7c | pung 1b 1b 1b* from West | pung 9d 9d 9d* from North | pung E E E* from West
event: East discards 7c
claim: South chow 5c 6c`);
    expect(o['riichi-tenhou']).toBe('nobody; South chow KUIKAE-NO-DISCARD');
    expect(o['hong-kong']).toBe('South chow; South chow legal CALL-AS-ANNOUNCED');
  });

  it('E15, a concealed kong in riichi: refused in riichi (its waits would change), not a move at all in American play, Harr\'s elsewhere', () => {
    const scenario = parseScenario('title: e\nview: South\nSouth: 4d 4d 4d 5d 1c 2c 3c 7b 8b 9b E E E\nriichi: South\nturn: South drew 4d\nanswer: kong 4d\n');
    const facts = readRulesetFacts(scenario);
    const under = (id: RulesetId) => moveUnder(id, scenario.table, 'South', { kind: 'kong', tile: '4d' }, '4d', facts).decision;
    for (const id of ['harr-1922', 'hong-kong', 'mcr'] as const) expect(under(id), id).toEqual({ legal: true, rule: 'KONG-CONCEALED' });
    for (const id of ['riichi-tenhou', 'riichi-mahjong-soul', 'ema-riichi'] as const) expect(under(id), id).toEqual({ legal: false, rule: 'RIICHI-KAN-WAIT', waits: { before: ['3d', '5d', '6d'], after: ['5d'] } });
    expect(under('american-nmjl')).toEqual({ legal: false, rule: 'NMJL-KONG-EXPOSURE-ONLY' });
    // Not in riichi, the riichi rulesets let him declare it as Harr does.
    const free = readRulesetFacts(parseScenario('title: e\nview: South\nSouth: 4d 4d 4d 5d 1c 2c 3c 7b 8b 9b E E E\nturn: South drew 4d\nanswer: kong 4d\n'));
    expect(moveUnder('riichi-tenhou', scenario.table, 'South', { kind: 'kong', tile: '4d' }, '4d', free).decision).toEqual({ legal: true, rule: 'KONG-CONCEALED' });
  });

  it('E16, swap-calling: the 4 after calling the 7 for 5-6-7 is refused in riichi, legal under Harr, Hong Kong and MCR, and no American position', () => {
    const text = 'title: e\nview: South\nSouth: 4c 9d 9d 1b 2b 3b E E E 8b 8b | chow 5c 6c 7c* from East\nturn: South called\nanswer: discard 4c\n';
    const scenario = parseScenario(text);
    expect(scenario.table.claimedThisTurn).toBe(true);
    const facts = readRulesetFacts(scenario);
    const under = (id: RulesetId, tile: '4c' | '7c' | '9d' = '4c') => moveUnder(id, scenario.table, 'South', { kind: 'discard', tile }, null, facts);
    for (const id of ['harr-1922', 'hong-kong', 'mcr'] as const) expect(under(id).decision, id).toEqual({ legal: true, rule: null });
    for (const id of ['riichi-tenhou', 'riichi-mahjong-soul', 'ema-riichi'] as const) {
      expect(under(id).decision, id).toEqual({ legal: false, rule: 'KUIKAE', swapped: '7c' });
      expect(under(id, '9d').decision, id).toEqual({ legal: true, rule: null });
    }
    expect(under('american-nmjl').rejected).toBe('chows');
    // A board of this turn compares the move it asks for (board/compared.ts), under each ruleset as the judge does.
    expect(comparedWindow({ position: scenario, answer: null })?.move).toEqual({ seat: 'South', move: { kind: 'discard', tile: '4c' }, drew: null });
    // The turn is kept by the referee's address and its exported file.
    const setup = readScenarioSetup(text);
    const read = readRefereeAddress(writeRefereeAddress(setup));
    expect(read.ok && read.setup.turn).toEqual({ seat: 'South', phase: 'discard', called: true });
    expect(setupText(setup)).toContain('turn: South called\n');
  });

  it('a board whose answer holds a four compares declaring it: Harr allows it, American play never declares a kong, and with no loose tile nobody may', () => {
    const held = (name: string) => {
      const scenario = parseScenario(readFileSync(join(import.meta.dirname, '../../../content/scenarios', `${name}.scn`), 'utf8'), name);
      const window = comparedWindow({ position: scenario, answer: null })!;
      return { window, reports: judgeRulesets(window) };
    };
    const kept = held('four-of-a-kind-3');
    expect(kept.window.move).toEqual({ seat: 'West', move: { kind: 'kong', tile: '8c' }, drew: '8c', held: true });
    const rules = (reports: RulesetReport[]) => Object.fromEntries(reports.map((r) => [r.ruleset, r.verdicts[0].rule]));
    expect(rules(kept.reports)).toMatchObject({ 'harr-1922': 'KONG-CONCEALED', 'riichi-tenhou': 'KONG-CONCEALED', 'american-nmjl': 'NMJL-KONG-EXPOSURE-ONLY' });
    expect(rules(held('four-of-a-kind-6').reports)).toMatchObject({ 'harr-1922': 'KONG-LOOSE-TILE', 'american-nmjl': 'NMJL-KONG-EXPOSURE-ONLY' });
  });

  describe('with jokers and flowers (American only)', () => {
    const E23 = `ruleset: american-nmjl
South: 5b 5b hidden
North: 5b J J 1c 1c 1c 9d 9d 9d F F E E
event: East discards 5b`;

    it('E23, a joker kong against a pung: the nearer seat, unless the other has racked; a win beats both', () => {
      const o = outcomes(`${E23}\nclaim: South pung using 5b 5b\nclaim: North kong using 5b J J`);
      expect(o['american-nmjl']).toBe('South pung; South pung legal; North kong legal');
      expect(rule(`${E23}\nclaim: South pung using 5b 5b\nclaim: North kong using 5b J J`).find((r) => r.ruleset === 'american-nmjl')!.decidedBy).toBe('NMJL-NEXT-IN-TURN');
      for (const id of ['harr-1922', 'hong-kong', 'mcr', 'riichi-tenhou', 'riichi-mahjong-soul', 'ema-riichi'] as const) expect(o[id], id).toBe('rejected: american-set');
      const racked = rule(`${E23}\nclaim: South pung using 5b 5b\nclaim: North kong using 5b J J racked`).find((r) => r.ruleset === 'american-nmjl')!;
      expect([racked.awardedTo, racked.awardedAs, racked.decidedBy]).toEqual(['North', 'kong', 'NMJL-EXPOSED-FIRST']);
      expect(racked.replacement).toBe('none');
      const won = rule(`${E23}\nclaim: South mahjong\nclaim: North kong using 5b J J racked`).find((r) => r.ruleset === 'american-nmjl')!;
      expect([won.winners, won.decidedBy]).toEqual([['South'], 'PREC-MJ-OVER-ALL']);
      // Without "using", his naturals are taken first, then his jokers; too few of both is no exposure.
      expect(outcomes(`${E23}\nclaim: North kong`)['american-nmjl']).toBe('North kong; North kong legal');
      expect(outcomes(`${E23}\nclaim: North pung using 5b`)['american-nmjl']).toBe('nobody; North pung NMJL-EXPOSURE-MATCH');
      expect(outcomes(`${E23}\nclaim: South kong`)['american-nmjl']).toBe('nobody; South kong NMJL-EXPOSURE-MATCH');
      expect(outcomes(`${E23}\nclaim: North kong using 5b J`)['american-nmjl']).toBe('nobody; North kong NMJL-EXPOSURE-MATCH');
    });

    it('E24, a discarded joker is dead, though it would fit any group', () => {
      const o = outcomes(
        `ruleset: american-nmjl
West: 3d 3d 3d 3d 5b 5b 5b F F F 7c 7c 7c
event: East discards J
claim: West mahjong`,
        'West',
      );
      expect(o['american-nmjl']).toBe('nobody; West mahjong NMJL-JOKER-DEAD');
      expect(o['harr-1922']).toBe('rejected: american-set');
    });

    const E25 = `ruleset: american-nmjl
West: N 1c 1c 1c 2c 2c 2c 3c 3c 3c F F J
event: South discards N`;

    it('E25, pairs, jokers and a concealed hand', () => {
      expect(outcomes(`${E25}\nclaim: West pair`, 'West')['american-nmjl']).toBe('nobody; West pung NMJL-PAIR-CALL-MJ-ONLY');
      expect(outcomes(`assume: West card-hand\n${E25}\nclaim: West mahjong`, 'West')['american-nmjl']).toBe('wins West; West mahjong legal');
      expect(outcomes(`${E25}\nclaim: West mahjong using J`, 'West')['american-nmjl']).toBe('nobody; West mahjong NMJL-JOKER-NOT-IN-PAIR');
      // A joker in a group of three is no pair: "using N J" with the discarded N makes a pung.
      const pungWin = `ruleset: american-nmjl\nWest: N N 1c 1c 1c 2c 2c 2c 3c 3c 3c F J\nevent: South discards N\nclaim: West mahjong using N J`;
      expect(outcomes(pungWin, 'West')['american-nmjl']).toBe('wins West; West mahjong legal MIN-VALUE-ASSUMED');
      // E25's own hand, on the fourth 1 of Characters.
      const concealed = `ruleset: american-nmjl\nassume: West concealed-hand\nWest: N 1c 1c 1c 2c 2c 2c 3c 3c 3c F F J\nevent: South discards 1c`;
      expect(outcomes(`${concealed}\nclaim: West pung using 1c 1c`, 'West')['american-nmjl']).toBe('nobody; West pung NMJL-CONCEALED-HAND');
      expect(outcomes(`${concealed}\nclaim: West mahjong`, 'West')['american-nmjl']).toBe('wins West; West mahjong legal MIN-VALUE-ASSUMED');
    });

    it('E26, calling a discard to redeem a joker is refused', () => {
      const o = outcomes(
        `ruleset: american-nmjl
East: hidden | pung 8b 8b* J from North
West: 8b 2d 2d 2d 4c 4c 4c 6b 6b 6b F F N
event: South discards 8b
claim: West joker`,
        'West',
      );
      expect(o['american-nmjl']).toBe('nobody; West pung NMJL-NO-CALL-FOR-JOKER');
    });

    it('a file with flowers or jokers names the American ruleset, and holds at most eight of each', () => {
      expect(() => parseScenario('title: e\nview: West\nWest: J hidden\nevent: South discards N\nclaim: West mahjong\n')).toThrow(/Joker \(J\) is a tile of the American set only/);
      expect(() => parseScenario('title: e\nview: West\nWest: N hidden\nevent: South discards N\nclaim: West pair\n')).toThrow(/a pair call is written only under the American rules/);
      expect(() => parseScenario(`ruleset: american-nmjl\ntitle: e\nview: West\nWest: F F F F F hidden\nNorth: F F F F\nevent: South discards N\nclaim: West mahjong\n`)).toThrow(/9 of the Flower \(F\), but a set has only 8 flowers/);
      expect(() => parseScenario(`${E23}\ntitle: e\nview: South\nclaim: South pung using 5b 4b`)).toThrow(/uses 4b, but the tiles that join the called 5b are more 5b or jokers/);
      expect(() => parseScenario(`${E23}\ntitle: e\nview: South\nclaim: South kong using 5b J J`)).toThrow(/uses 5b J J, but his line does not name them all/);
    });

    it('the American calls survive the referee address and the exported file', () => {
      const text = `title: e\nview: South\n${E23}\nclaim: South pair\nclaim: North kong using 5b J J racked\ndrawn: South racked`;
      const setup = readScenarioSetup(text.replace('\ndrawn: South racked', ''));
      const read = readRefereeAddress(writeRefereeAddress(setup));
      expect(read.ok && read.setup.claims).toEqual([
        { seat: 'South', kind: 'pung', form: 'pair' },
        { seat: 'North', kind: 'kong', using: ['5b', 'J', 'J'], racked: true },
      ]);
      expect(setupText(setup)).toContain('claim: South pair\nclaim: North kong using 5b J J racked\n');
      expect(read.ok && read.setup.seats.North?.hand).toEqual(['5b', 'J', 'J', '1c', '1c', '1c', '9d', '9d', '9d', 'F', 'F', 'E', 'E']);
    });
  });
});
