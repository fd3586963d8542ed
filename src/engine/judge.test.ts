/**
 * The judge in-process, and the `npm run --silent judge -- FILE` command:
 * JSON on stdout, exit 0 for a ruling, 2 naming the rule for an impossible
 * position, 1 for a malformed file.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, it, expect } from 'vitest';
import { judge } from './judge';
import { parseScenario } from './scenario';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'cpk-judge-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function runJudge(name: string, text: string) {
  const file = join(dir, name);
  writeFileSync(file, text);
  const result = spawnSync('npm', ['run', '--silent', 'judge', '--', file], { cwd: ROOT, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const ILL_12 = `title: Illustration 12
view: East
East: 1b 2b 3b 7d 8d Rd Rd Rd 9c 9c | chow 4c 5c* 6c from North
discards: 2b E 4d
event: South discards 9c
claim: East pung
`;

describe('judge()', () => {
  it('reports the ruling as plain data, each explanation line tagged with its rule', () => {
    const report = judge(parseScenario(ILL_12));
    expect(report).toMatchObject({ awardedTo: 'East', awardedAs: 'pung', handOver: false, looseTileDrawnBy: null, nextToDraw: 'South', lostTurns: ['West', 'North'] });
    expect(report.claims).toEqual([{ seat: 'East', claim: 'pung', legal: true }]);
    expect(report.explanation.every((line) => /\[[A-Z0-9-]+\]$/.test(line))).toBe(true);
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
  });
  it('refuses a scenario with no event', () => {
    expect(() => judge(parseScenario('title: t\nview: East\nEast: hidden\nturn: East draws'))).toThrow(/no event/);
  });
});

describe('npm run judge', { timeout: 20_000 }, () => {
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
  });
});
