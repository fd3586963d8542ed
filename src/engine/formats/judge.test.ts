/**
 * The judge in-process, and the `npm run --silent judge -- FILE` command:
 * JSON on stdout, exit 0 for a ruling, 2 naming the rule for an impossible
 * position, 1 for a malformed file; never a stack trace.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, it, expect } from 'vitest';
import { type JudgeReport, judge, judgeSource } from './judge';
import { FormatError } from './formatError';
import { parseScenario } from './scenario';
import { PUNG_OVER_CHOW } from '../../../tests/fixtures';
import { judgeFile } from '../../../scripts/judgeCommand';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'cpk-judge-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes the file (null: none) and gives the command's answer for it: in-process (its printing is tested once, below, by running it). */
function runJudge(name: string, text: string | Buffer | null) {
  const file = join(dir, name);
  if (text !== null) writeFileSync(file, text);
  return judgeFile(file);
}

/** The command itself, run as a reader runs it. */
function runCommand(name: string, text: string) {
  const file = join(dir, name);
  writeFileSync(file, text);
  const result = spawnSync('npm', ['run', '--silent', 'judge', '--', file], { cwd: ROOT, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A failure is one line on stderr, never a stack trace. */
function expectOneLine(stderr: string) {
  expect(stderr.trim().split('\n')).toHaveLength(1);
  expect(stderr).not.toMatch(/^\s+at /m);
}

const PUZZLE = PUNG_OVER_CHOW;

const ILL_12 = `title: Illustration 12
view: East
East: 1b 2b 3b 7d 8d Rd Rd Rd 9c 9c | chow 4c 5c* 6c from North
discards: 2b E 4d
event: South discards 9c
claim: East pung
`;

describe('judge()', () => {
  it('says how a call was ruled: a pung that completes the hand is Mah-Jongg (A19)', () => {
    const report = judge(parseScenario(ILL_12.replace('7d 8d', '7d 7d')));
    expect(report.claims).toEqual([{ seat: 'East', claim: 'pung', as: 'mahjong', legal: true }]);
    expect(report).toMatchObject({ awardedTo: 'East', awardedAs: 'mahjong', handOver: true, nextToDraw: null });
  });
  it('an exhausted wall ends the hand as a draw game (A20)', () => {
    const report = judge(parseScenario('title: t\nview: East\nWest: 9c 9c 1d 2d 3d 5b 5b 8b 8b S S N Gd\nevent: South discards 4d\nwall: 0'));
    expect(report).toMatchObject({ awardedTo: null, handOver: true, nextToDraw: null, looseTileDrawnBy: null });
    expect(report.explanation.at(-1)).toMatch(/wall is exhausted.*draw game/);
  });
  it('reports the ruling as plain data, each explanation line tagged with its rule', () => {
    const report = judge(parseScenario(ILL_12));
    expect(report).toMatchObject({ awardedTo: 'East', awardedAs: 'pung', handOver: false, looseTileDrawnBy: null, nextToDraw: 'South', lostTurns: ['West', 'North'] });
    expect(report.claims).toEqual([{ seat: 'East', claim: 'pung', as: 'pung', legal: true }]);
    expect(report.explanation.every((line) => /\[[A-Z0-9-]+\]$/.test(line))).toBe(true);
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
  });
  it('refuses a position with a turn and no event, naming the turn line and how to fix it', () => {
    const turn = parseScenario('title: t\nview: East\nEast: hidden\nturn: East draws');
    expect(() => judge(turn)).toThrow(FormatError);
    expect(() => judge(turn)).toThrow(/^line 4 \(turn\): .*Replace the "turn:" line with one such as "event: South discards 9c"/);
  });
  it('lists the dead hands; a dead hand\'s Mah-Jongg is refused, its pung judged as usual (A21)', () => {
    const dead = judge(parseScenario('title: t\nview: East\nEast: 9c 9c 1d 2d 3d 5b 5b 5b 8b 8b 8b S\nWest: 1c 2c 3c 7c 8c 9c 1b 1b 1b E E E N N\nevent: South discards 9c\nclaim: East pung\nclaim: West mahjong'));
    expect(dead.deadHands).toEqual(['East', 'West']);
    expect(dead.claims).toContainEqual(expect.objectContaining({ seat: 'West', legal: false, rule: 'TILECOUNT-13-PLUS-KONGS' }));
    expect(dead).toMatchObject({ awardedTo: 'East', awardedAs: 'pung' });
    expect(judge(parseScenario(ILL_12)).deadHands).toEqual([]);
  });
  it('reads a puzzle, by its fields, and says whether the engine reaches its stated answer', () => {
    const report = judgeSource(PUZZLE, 'p') as JudgeReport;
    expect(report).toMatchObject({ awardedTo: 'North', awardedAs: 'pung', nextToDraw: 'East' });
    expect(report.puzzle).toEqual({ stated: { winner: 'North pung', next: 'East', lost: ['South', 'West'] }, agrees: true, problems: [] });
    const wrong = judgeSource(PUZZLE.replace('expect-next: East', 'expect-next: West'), 'p') as JudgeReport;
    expect(wrong.puzzle?.agrees).toBe(false);
    expect(wrong.puzzle?.problems).toEqual([expect.stringMatching(/^line 12 \(expect-next\): the file says West draws next, but the engine says East/)]);
    expect((judgeSource(ILL_12, 'x') as JudgeReport).puzzle).toBeUndefined();
  });
});

describe('a board where the learner plays his own turn', () => {
  const OWN = 'title: t\nview: South\nSouth: 1d 1d 1d 3d 4d 5d 7c 7c 2b 3b 4b Wd N\nturn: South drew 1d\nloose: 6b\n';
  it('plays the answer with the engine and reports what followed', () => {
    expect(judgeSource(`${OWN}answer: kong 1d\n`, 'own')).toEqual({
      ownTurn: {
        seat: 'South',
        drew: '1d',
        answer: 'kong 1d',
        move: 'Declare a kong of 1 of Circles',
        explanation: [
          'South lays out his four 1 of Circles, the two end tiles face down: the kong still scores as concealed. [KONG-CONCEALED]',
          'South draws a loose tile: the 6 of Bamboo. [KONG-LOOSE-TILE]',
        ],
        mustDiscard: true,
        handOver: false,
      },
      deadHands: [],
    });
    expect(judgeSource(`${OWN}answer: hold\n`, 'own')).toMatchObject({ ownTurn: { answer: 'hold 1d', mustDiscard: false, explanation: [expect.stringMatching(/^You discard the /), 'West is next to draw. [SEAT-ORDER]'] } });
  });
  it('without an answer, says how to give one, naming the turn line', () => {
    expect(() => judgeSource(OWN, 'own')).toThrow(/^line 4 \(answer\): South is playing his own turn, with nothing to claim: .*"answer: kong 1d"/);
  });
});

describe('npm run judge, run as a reader runs it', { timeout: 20_000 }, () => {
  it('prints the ruling on stdout and exits 0', () => {
    const r = runCommand('ill12.scn', ILL_12);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toMatchObject({ awardedTo: 'East', nextToDraw: 'South' });
    expect(r.stdout).toBe(judgeFile(join(dir, 'ill12.scn')).stdout);
  });
  it('an impossible position: the JSON on stdout, one line on stderr, exit 2', () => {
    const r = runCommand('five.scn', 'title: five\nview: East\nEast: 9c 9c 9c 9c hidden\nevent: South discards 9c\n');
    expect(r.status).toBe(2);
    expect(JSON.parse(r.stdout).error).toBe('BG-FOUR-COPIES');
    expectOneLine(r.stderr);
    expect(r.stderr).toContain('five.scn: BG-FOUR-COPIES');
  });
});

describe('the judge command\'s answers', () => {
  it('prints the ruling and exits 0', () => {
    const r = runJudge('ill12.scn', ILL_12);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.awardedTo).toBe('East');
    expect(out.nextToDraw).toBe('South');
    expect(out.lostTurns).toEqual(['West', 'North']);
  });
  it('rule 6 from the command line: two winners, the nearer takes it', () => {
    const r = runJudge(
      'rule6.scn',
      'title: r6\nview: East\nEast: 1b 2b 3b 4b 5b 6b 7d 7d 7d Rd Rd Rd 5d\nWest: 3d 4d 1c 2c 3c 7c 8c 9c E E E Gd Gd\nevent: North discards 5d\nclaim: West mahjong\nclaim: East mahjong\n',
    );
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ awardedTo: 'East', awardedAs: 'mahjong', handOver: true });
    expect(out.claims.find((c: { seat: string }) => c.seat === 'West').rule).toBe('PREC-NEAREST-WINNER');
  });
  it('five copies of a tile: exit 2 and the rule id', () => {
    const r = runJudge('five.scn', 'title: five\nview: East\nEast: 9c 9c 9c 9c hidden\nevent: South discards 9c\n');
    expect(r.status).toBe(2);
    expect(JSON.parse(r.stdout).error).toBe('BG-FOUR-COPIES');
    expect(r.stderr).toContain('BG-FOUR-COPIES');
  });
  it('a malformed file: exit 1', () => {
    const r = runJudge('bad.scn', 'title: bad\nview: East\nevent: South throws 9c\n');
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/not an event/);
    expectOneLine(r.stderr);
  });
  it('several problems: exit 1, the first and how many more on one line, every problem in the JSON', () => {
    const r = runJudge('several.scn', 'title: bad\nview: East\ncolour: red\nEast: 5x hidden\nevent: South throws 9c\n');
    expect(r.status).toBe(1);
    expectOneLine(r.stderr);
    expect(r.stderr).toMatch(/several\.scn: line 3 \(field name\): unknown field "colour".*; and 2 more: line 4 \(East\), line 5 \(event\)$/m);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ error: 'SCENARIO', impossible: false, line: 3, field: 'field name' });
    expect(out.problems.map((p: { line: number; field: string }) => [p.line, p.field])).toEqual([
      [3, 'field name'],
      [4, 'East'],
      [5, 'event'],
    ]);
    expect(out.problems[1].message).toMatch(/^line 4 \(East\): "5x" is not a tile/);
  });
  it('a turn instead of an event: exit 1, one line naming the line, the field and the fix, no stack trace', () => {
    const r = runJudge('turn.scn', 'title: t\nview: East\nEast: hidden\nturn: East draws\n');
    expect(r.status).toBe(1);
    expectOneLine(r.stderr);
    expect(r.stderr).toMatch(/turn\.scn: line 4 \(turn\): .*"event: South discards 9c"/);
    expect(JSON.parse(r.stdout)).toMatchObject({ error: 'SCENARIO', impossible: false, line: 4, field: 'turn' });
  });
  it('a dead hand is ruled: exit 0, and the report lists it (A21)', () => {
    const r = runJudge('dead.scn', ILL_12.replace('9c 9c |', '9c |'));
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ deadHands: ['East'], awardedTo: null });
  });
  it('a set claimed from its own owner, or a chow from the wrong seat: exit 2, naming the line and the field', () => {
    const own = runJudge('own.scn', ILL_12.replace('from North', 'from East').replace('chow 4c 5c* 6c', 'pung 5c 5c* 5c'));
    expect(own.status).toBe(2);
    expect(JSON.parse(own.stdout)).toMatchObject({ error: 'CLAIM-OTHERS-DISCARD', impossible: true, line: 3, field: 'East' });
    expectOneLine(own.stderr);
    const chow = runJudge('chow.scn', ILL_12.replace('from North', 'from West'));
    expect(chow.status).toBe(2);
    expect(JSON.parse(chow.stdout)).toMatchObject({ error: 'CHOW-LEFT-ONLY', impossible: true, line: 3, field: 'East' });
    expect(chow.stderr).toMatch(/line 3 \(East\): .*for East that is North/);
  });
  it('a puzzle file: its calls ruled, with its stated answer', () => {
    const r = runJudge('07-pung-over-chow.pzl', PUZZLE);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ awardedTo: 'North', puzzle: { stated: { winner: 'North pung' }, agrees: true } });
    const bad = runJudge('08-bad.pzl', PUZZLE.replace('tier: 2', 'tier: 9'));
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/line 7 \(tier\): the tier is 1, 2 or 3, not "9"/);
  });
  it('a missing file, a folder, or random bytes: exit 1, one line, no stack trace', () => {
    const missing = runJudge('nowhere.scn', null);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/nowhere\.scn: cannot be read \(no such file\)/);
    expectOneLine(missing.stderr);
    const folder = runJudge('', null);
    expect(folder.status).toBe(1);
    expectOneLine(folder.stderr);
    const bytes = runJudge('bytes.scn', Buffer.from([0x74, 0x3a, 0x00, 0xff, 0xfe, 0x07, 0x0a, 0xc3, 0x28, 0x3a]));
    expect(bytes.status).toBe(1);
    expectOneLine(bytes.stderr);
    expect(bytes.stderr).toMatch(/line 1 \(field name\): unknown field "t"/);
    expect(bytes.stderr).not.toMatch(/[\u0000-\u0008\ufffd]/);
  });
});
