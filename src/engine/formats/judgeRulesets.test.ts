/**
 * The judge under today's rulesets: `--rulesets all` side by side, `--ruleset
 * ID` as JSON, a wrong option refused with the usage; and the words of the
 * rulings, each verdict with its rule and the ruleset's source.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { judgeFile } from '../../../scripts/judgeCommand';
import { E20_KONG_AGAINST_CHOW, E22_BELOW_THE_MINIMUM, E2_THREE_WINNERS, E5_ORPHANS_ON_A_CONCEALED_KONG } from '../../../tests/rulesetExamples';
import { judgeRulesetsSource } from './judgeRulesets';

const dir = mkdtempSync(join(tmpdir(), 'cpk-judge-rulesets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const E10 = `title: A win on a wait he discarded
view: West
West: 4b 5b 1c 2c 3c 6d 6d 6d Gd Gd Gd S S
discards: East 9c | South 1d | West 6b | North Wd
event: South discards 3b
claim: West mahjong`;

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('npm run judge -- FILE --rulesets all', () => {
  it('prints every preset, Harr first, a star on each that rules otherwise, each verdict with its rule and source', () => {
    const answer = judgeFile(file('e10.scn', E10), ['--rulesets', 'all']);
    expect(answer.status).toBe(0);
    const lines = answer.stdout.split('\n').filter((l) => /^[ *] \S/.test(l));
    expect(lines.map((l) => l.slice(0, 2) + l.slice(2).split(/\s+/)[0])).toEqual([
      '  harr-1922', '  hong-kong', '  mcr', '* riichi-tenhou', '* riichi-mahjong-soul', '* ema-riichi', '  american-nmjl',
    ]);
    expect(answer.stdout).toContain('West mahjong: refused (FURITEN-DISCARD, [J2]). West threw away the 6 of Bamboo, one of the tiles he waits on');
    // The name for the option says the same.
    expect(judgeFile(file('e10.scn', E10), ['--all-rulesets']).stdout).toBe(answer.stdout);
  });

  it('judges a move in the player\'s own turn under every preset (E15): a kong refused in riichi and in American play', () => {
    const E15 = 'title: t\nview: South\nSouth: 4d 4d 4d 5d 1c 2c 3c 7b 8b 9b E E E\nriichi: South\nturn: South drew 4d\nanswer: kong 4d\n';
    const text = judgeFile(file('e15.scn', E15), ['--rulesets', 'all']).stdout;
    expect(text).toMatch(/^ {2}harr-1922 +South's move stands \(KONG-CONCEALED\)\.$/m);
    expect(text).toContain('South kong 4d: legal (KONG-CONCEALED, [H]).');
    expect(text).toMatch(/^\* riichi-tenhou +South's move is refused \(RIICHI-KAN-WAIT\)\.$/m);
    expect(text).toContain('He waits on 3 of Circles, 5 of Circles, 6 of Circles; after the kong he would wait on 5 of Circles.');
    expect(text).toMatch(/^\* american-nmjl +South's move is refused \(NMJL-KONG-EXPOSURE-ONLY\)\.$/m);
    // Written for riichi, the file is judged under it.
    expect(JSON.parse(judgeFile(file('e15-ten.scn', `ruleset: riichi-tenhou\n${E15}`)).stdout).verdicts[0].rule).toBe('RIICHI-KAN-WAIT');
  });

  it('rules a file written for one of today\'s rulesets under it, and a puzzle under its own, stating whether it agrees', () => {
    const under = JSON.parse(judgeFile(file('e10-ten.scn', `ruleset: riichi-tenhou\n${E10}`)).stdout);
    expect(under.ruleset).toBe('riichi-tenhou');
    expect(under.verdicts[0].rule).toBe('FURITEN-DISCARD');
    const puzzle = JSON.parse(judgeFile(join(__dirname, '..', '..', '..', 'content', 'puzzles', '47.pzl')).stdout);
    expect(puzzle.winners).toEqual(['South', 'North']);
    expect(puzzle.puzzle).toEqual({ stated: { winner: 'South Mah-Jongg, North Mah-Jongg' }, agrees: true, problems: [] });
    const side = judgeFile(join(__dirname, '..', '..', '..', 'content', 'puzzles', '49.pzl'), ['--rulesets', 'all']).stdout;
    expect(side).toMatch(/^\* riichi-tenhou +Three players win on one tile/m);
  });

  it('a position of the American set: Harr and the others cannot rule it, so no row is set against Harr\'s', () => {
    const reports = judgeRulesetsSource(
      'title: e\nview: South\nruleset: american-nmjl\nSouth: 5b 5b hidden\nNorth: 5b J J 1c 1c 1c 9d 9d 9d F F E E\nevent: East discards 5b\nclaim: South pung using 5b 5b\nclaim: North kong using 5b J J racked\n',
      'e23',
    );
    expect(reports.filter((r) => !r.rejected).map((r) => r.ruleset)).toEqual(['american-nmjl']);
    expect(reports.some((r) => r.differs)).toBe(false);
    expect(reports[6]).toMatchObject({ awardedTo: 'North', awardedAs: 'kong', outcome: expect.stringContaining('(NMJL-EXPOSED-FIRST)') });
    expect(reports[0].outcome).toBe('This position cannot arise under Harr, 1922: it is played without flowers and jokers, and its calls are only chow, pung, kong and a win.');
    // A turn with a joker drawn is no position for Harr either.
    const turn = judgeRulesetsSource('title: e\nview: South\nruleset: american-nmjl\nSouth: 4d 4d 4d 1c 2c 3c 7b 8b 9b E E E F\nturn: South drew J\nanswer: discard F\n', 'turn');
    expect(turn.filter((r) => !r.rejected).map((r) => r.ruleset)).toEqual(['american-nmjl']);
  });

  it('--ruleset ID prints that ruling alone as JSON; --json prints all of them so', () => {
    const one = JSON.parse(judgeFile(file('e10.scn', E10), ['--ruleset', 'riichi-tenhou']).stdout);
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ ruleset: 'riichi-tenhou', winners: [], differs: true, verdicts: [{ rule: 'FURITEN-DISCARD', source: 'J2', sourceTitle: 'riichi.wiki, Furiten', takes: false }] });
    expect(JSON.parse(judgeFile(file('e10.scn', E10), ['--rulesets', 'all', '--json']).stdout)).toHaveLength(7);
  });

  it.each([
    [['--ruleset', 'tenhou'], '--ruleset: "tenhou" is not a ruleset: the rulesets are harr-1922, hong-kong, mcr, riichi-tenhou, riichi-mahjong-soul, ema-riichi, american-nmjl'],
    [['--ruleset'], '"--ruleset" needs a ruleset id after it'],
    [['--ruleset', '--json'], '"--ruleset" needs a ruleset id after it'],
    [['--rulesets'], '"--rulesets" needs "all" after it'],
    [['--strict'], '"--strict" is not an option of the judge'],
  ])('%j is refused with the usage', (args, problem) => {
    const answer = judgeFile(file('e10.scn', E10), args);
    expect(answer.status).toBe(1);
    expect(answer.stderr).toContain(problem);
    expect(answer.stderr).toContain('usage: npm run --silent judge -- FILE [--ruleset ID | --rulesets all (or --all-rulesets) [--json]]');
  });
});

describe('the words of a ruling under the rulesets', () => {
  const report = (text: string) => Object.fromEntries(judgeRulesetsSource(`title: t\nview: West\n${text}`, 't').map((r) => [r.ruleset, r]));

  it('below the minimum: the hand’s value, the claim’s bonus and the minimum, in each ruleset’s measure', () => {
    const r = report(`assume: West no-yaku, West points 5, West faan 1
${E22_BELOW_THE_MINIMUM}`);
    expect(r['hong-kong'].verdicts[0].text).toBe("West's hand is worth 1 faan: below the Hong Kong (Old Style) minimum of 3.");
    expect(r.mcr.verdicts[0].text).toBe("West's hand is worth 5 points: below the Chinese Official (MCR, 2006) minimum of 8.");
    expect(r['riichi-tenhou'].verdicts[0].text).toBe("West's hand has no yaku, and the claim brings none: Riichi (Tenhou) needs one to win.");
    expect(r['harr-1922'].notes).toEqual(['The assume line is ignored: Harr, 1922 sets no minimum value.']);
  });

  it('three winners on Tenhou: none of them wins, and the hand is drawn', () => {
    const r = report(E2_THREE_WINNERS);
    expect(r['riichi-tenhou'].outcome).toBe('Three players win on one tile: under Riichi (Tenhou) none of them does, and the hand ends drawn (TRIPLE-RON-ABORT).');
    expect(r['riichi-mahjong-soul'].outcome).toBe('South, West and North all win on it (MULTI-WIN).');
    expect(r['harr-1922'].outcome).toBe('South wins (PREC-NEAREST-WINNER).');
  });

  it('three winners on Tenhou: each win is marked allowed with the hand drawn, never outranked, as no call ranks above another', () => {
    const r = report(E2_THREE_WINNERS);
    expect(r['riichi-tenhou'].verdicts.map((v) => v.mark)).toEqual(Array(3).fill('– allowed, but the hand ends drawn'));
    // Where one wins, the others are outranked; where all three win, each takes it.
    expect(r['harr-1922'].verdicts.map((v) => v.mark)).toEqual(['✓ takes it', '– allowed, outranked', '– allowed, outranked']);
    expect(r['riichi-mahjong-soul'].verdicts.map((v) => v.mark)).toEqual(Array(3).fill('✓ takes it'));
  });

  it('a move in a player\'s own turn is allowed or refused, never outranked: no call competes with it', () => {
    const turn = judgeRulesetsSource('title: e\nview: South\nruleset: american-nmjl\nSouth: 4d 4d 4d 1c 2c 3c 7b 8b 9b E E E F\nturn: South drew J\nanswer: discard F\n', 'turn');
    expect(turn.find((r) => r.ruleset === 'american-nmjl')!.verdicts.map((v) => v.mark)).toEqual(['✓ allowed']);
  });

  it('a kong’s replacement, as each ruleset gives it', () => {
    const r = report(E20_KONG_AGAINST_CHOW);
    expect(r['harr-1922'].outcome).toBe('East takes it for a kong (PREC-KONG-OVER-PUNG). North loses his turn. He draws a loose tile from the end of the wall.');
    expect(r['riichi-tenhou'].outcome).toContain('He draws his replacement from the dead wall.');
    expect(r['american-nmjl'].outcome).toBe('East takes it for a kong. North loses his turn. He draws nothing and discards at once (NMJL-KONG-EXPOSURE-ONLY).');
  });

  it('a position that cannot arise under a ruleset says why', () => {
    const r = report(E5_ORPHANS_ON_A_CONCEALED_KONG);
    expect(r['american-nmjl'].outcome).toBe('This position cannot arise under American (National Mah Jongg League): its kongs are made only by calling a discard, never declared or added to.');
    expect(r['riichi-mahjong-soul'].verdicts[0]).toMatchObject({ rule: 'ROB-KONG-THIRTEEN-ORPHANS', source: 'J5', takes: true });
  });
});

describe('a file’s ruleset lines, checked against the presets', () => {
  it.each([
    ['ruleset: mcr\noptions: multi-win all', 'options', 'Chinese Official (MCR, 2006) has no switch "multi-win": its switches are none'],
    ['ruleset: hong-kong\nriichi: West', 'riichi', 'the file is written for Hong Kong (Old Style), which has no riichi'],
  ])('%j is refused, naming its line and field', (lines, field, message) => {
    const answer = judgeFile(file('bad.scn', `${E10}\n${lines}`), ['--rulesets', 'all']);
    expect(answer.status).toBe(1);
    const json = JSON.parse(answer.stdout);
    expect(json.problems[0]).toMatchObject({ field, line: 8 });
    expect(json.problems[0].message).toContain(message);
  });
});
