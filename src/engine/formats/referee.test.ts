import { describe, expect, it } from 'vitest';
import { buildSet, chowPairs, freshRefereeSetup, refereeVerdict, tilesLeft } from './referee';
import { refereeAddressOf, setupText } from './refereeFile';
import { readRefereeAddress } from './refereeAddress';
import { readScenarioSetup } from './scenario';

const position = (...lines: string[]) => readScenarioSetup(['title: t', 'view: East', ...lines].join('\n'));

describe('the referee', () => {
  it('rules on a fresh table once a discard and a call are given', () => {
    const setup = freshRefereeSetup();
    expect(refereeVerdict(setup).kind).toBe('problems');
    setup.event = { seat: 'North', verb: 'discards', tile: '5c' };
    setup.seats.East = { hand: ['4c', '6c'], hidden: true, melds: [] };
    setup.claims = [{ seat: 'East', kind: 'chow', tiles: ['4c', '6c'] }];
    const verdict = refereeVerdict(setup);
    expect(verdict.kind).toBe('ruled');
    if (verdict.kind === 'ruled') {
      expect(verdict.ruling.awardedTo).toBe('East');
      expect(verdict.ruling.awardedAs).toBe('chow');
    }
  });

  it('marks a fifth copy at the seat that holds it, with its rule', () => {
    const verdict = refereeVerdict(position('East: 1c 1c 1c hidden', 'South: 1c 1c hidden', 'event: North discards 2b'));
    expect(verdict.kind).toBe('problems');
    if (verdict.kind === 'problems') expect(verdict.problems).toContainEqual(expect.objectContaining({ field: 'South', rule: 'BG-FOUR-COPIES', impossible: true }));
  });

  it('marks a set claimed from its owner and a chow from the wrong seat', () => {
    const own = refereeVerdict(position('East: hidden | pung 9c 9c* 9c from East', 'event: North discards 2b'));
    expect(own.kind === 'problems' && own.problems.map((p) => [p.field, p.rule])).toEqual([['East', 'CLAIM-OTHERS-DISCARD']]);
    const chow = refereeVerdict(position('East: hidden | chow 1c 2c* 3c from West', 'event: North discards 2b'));
    expect(chow.kind === 'problems' && chow.problems.map((p) => [p.field, p.rule])).toEqual([['East', 'CHOW-LEFT-ONLY']]);
  });

  it('shows a hand of the wrong size as dead (A21), and still rules', () => {
    const verdict = refereeVerdict(position('East: 5c 5c', 'event: North discards 5c', 'claim: East pung'));
    expect(verdict.kind).toBe('ruled');
    if (verdict.kind === 'ruled') {
      expect(verdict.scenario.dead).toEqual(['East']);
      expect(verdict.ruling.awardedTo).toBe('East');
    }
  });

  it('a turn instead of an event is a position with nothing to rule', () => {
    expect(refereeVerdict(position('turn: South draws')).kind).toBe('no-event');
  });

  it('counts the tiles still free, below zero for a copy too many', () => {
    const left = tilesLeft(position('East: 1c 1c | pung 1c 1c* 1c from North', 'discards: 1c', 'event: North discards 9c'));
    expect(left.get('1c')).toBe(-2);
    expect(left.get('9c')).toBe(3);
    expect(left.get('Rd')).toBe(4);
  });

  it('builds sets from their lowest tile, and no chow past 7 or of honours', () => {
    expect(buildSet('chow', '3b', 'North', 1)).toEqual({ kind: 'chow', tiles: ['3b', '4b', '5b'], claimed: { tile: '4b', from: 'North' } });
    expect(buildSet('chow', '8b', 'North')).toBeNull();
    expect(buildSet('chow', 'E', 'North')).toBeNull();
    expect(buildSet('concealed kong', 'Rd', 'North')).toEqual({ kind: 'kong', tiles: ['Rd', 'Rd', 'Rd', 'Rd'], kongWay: 'concealed' });
    expect(buildSet('added kong', '5d', 'West')).toMatchObject({ kongWay: 'added', added: '5d', claimed: { from: 'West' } });
    expect(chowPairs('5c')).toEqual([['3c', '4c'], ['4c', '6c'], ['6c', '7c']]);
  });

  it('writes a setup as a scenario file the reader takes back', () => {
    const setup = position(
      'show: all',
      'seed: 9',
      'options: strict-winning-chow, claim-after-next-draw, dead-wall 14',
      'East: 4c 6c hidden | kong 1d 1d 1d 1d concealed',
      'South: Rd Rd 5b | chow 1b 2b* 3b from East | kong 7b 7b* 7b 7b+ from West',
      'discards: 2b E',
      'event: North discards 5c',
      'drawn: East',
      'claim: East chow 4c 6c',
      'claim: South mahjong',
      'wall: 40',
      'next: 9d',
      'loose: 8d',
    );
    const again = readScenarioSetup(setupText(setup));
    const { lines: _l, source: _s, ...a } = setup;
    const { lines: _l2, source: _s2, ...b } = again;
    expect(b).toEqual(a);
  });

  it('makes the address of a content file with the seed the site deals it with', () => {
    const text = ['title: t', 'view: East', 'East: 4c 6c hidden', 'event: North discards 5c', 'claim: East chow 4c 6c', 'answer: East chow 4c 6c'].join('\n');
    const read = readRefereeAddress(refereeAddressOf(text, 'a-name'));
    expect(read.ok).toBe(true);
    if (read.ok) {
      expect(read.setup.seed).not.toBeNull();
      expect(read.setup.answer).toBeNull();
      expect(read.setup.claims).toEqual([{ seat: 'East', kind: 'chow', tiles: ['4c', '6c'] }]);
    }
  });
});

describe('a file opened in the referee', () => {
  it('reads a scenario or a puzzle, and names the line of a mistake', async () => {
    const { readRefereeFile } = await import('./refereeFile');
    const scenario = readRefereeFile('title: t\nview: East\nevent: North discards 5c\n');
    expect(scenario.ok && scenario.setup.event).toEqual({ seat: 'North', verb: 'discards', tile: '5c' });
    const puzzle = readRefereeFile('title: p\ntier: 1\nrules: PREC-PUNG-OVER-CHOW\nasks: winner\nexpect-winner: East pung\nevent: North discards 5c\nclaim: East pung\n');
    expect(puzzle.ok && puzzle.setup.claims).toEqual([{ seat: 'East', kind: 'pung' }]);
    const broken = readRefereeFile('title: t\nview: East\nevent: North throws 5c\n');
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.problems[0]).toMatchObject({ line: 3, field: 'event' });
  });

  it('given the ids of today\'s rulesets, names a ruleset that is none of them, as the judge does', async () => {
    const { readRefereeFile } = await import('./refereeFile');
    const ids = ['harr-1922', 'riichi-tenhou'];
    const file = 'title: t\nview: East\nevent: North discards 5c\nruleset: riichi-tenho\n';
    const read = readRefereeFile(file, false, ids);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.problems).toEqual([expect.objectContaining({ line: 4, field: 'ruleset', message: '"riichi-tenho" is not a ruleset: the rulesets are harr-1922, riichi-tenhou' })]);
    expect(readRefereeFile(file.replace('tenho', 'tenhou'), false, ids).ok).toBe(true);
  });
});

describe('a table opened in the referee', () => {
  it('names every tile, so each step of every illustration opens as the very same position, a loose tile owed included; only a hand over has none', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { readIllustration, replay } = await import('./illustration');
    const { setupOfTable } = await import('./referee');
    const { scenarioFromSetup } = await import('./scenario');
    const { currentEvent } = await import('../claims');
    const folder = join(import.meta.dirname, '../../../content/illustrations');
    let opened = 0;
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
      const data = readIllustration(JSON.parse(readFileSync(join(folder, file), 'utf8')));
      for (const frame of replay(data, data.id).frames) {
        const t = frame.table;
        const setup = setupOfTable(t, 'East');
        if (!setup) {
          // A hand over: the referee rules a hand in play (its winning step opens as its window: setupOfWin).
          expect(`${data.id}: ${t.phase}`).toBe(`${data.id}: over`);
          continue;
        }
        const back = scenarioFromSetup(setup).table;
        // A hand is a set of tiles: its order is how it was dealt.
        const sorted = (table: typeof t) => Object.fromEntries(Object.entries(table.seats).map(([s, v]) => [s, { ...v, concealed: [...v.concealed].sort() }]));
        // What may be claimed is compared, not the table's record of an older discard during a kong, nor of a kong that
        // stood once its loose tile is owed: that record makes no window, and the loose draw clears it (moves.ts).
        const kong = (table: typeof t) => (table.phase === 'loose' && table.kong?.way !== 'concealed' ? null : table.kong);
        expect({ ...back, event: currentEvent(back), seats: sorted(back), discards: back.discards.map((d) => d.tile), kong: kong(back) }).toMatchObject({
          seats: sorted(t),
          wall: t.wall,
          event: currentEvent(t),
          turn: t.turn,
          phase: t.phase,
          kong: kong(t),
          discards: t.discards.map((d) => d.tile),
        });
        opened++;
      }
    }
    expect(opened).toBeGreaterThan(20);
  });
});

describe('a file of many mistakes', () => {
  it('is refused with a list, never a throw', async () => {
    const { readRefereeFile } = await import('./refereeFile');
    const read = readRefereeFile(Array.from({ length: 500 }, (_, i) => `bad line ${i}`).join('\n'));
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.problems.length).toBeGreaterThan(5);
  });

  it('reads a puzzle as the puzzle reader does, its calls and hidden tiles alike', async () => {
    const { readFileSync } = await import('node:fs');
    const { readRefereeFile } = await import('./refereeFile');
    const { readPuzzleSetup } = await import('./puzzle');
    const text = readFileSync(new URL('../../../content/puzzles/01.pzl', import.meta.url), 'utf8');
    const read = readRefereeFile(text);
    const { lines: _l, source: _s, ...expected } = readPuzzleSetup(text).scenario;
    expect(read.ok && read.setup).toEqual({ ...expected, seed: read.ok ? read.setup.seed : null });
  });

  it('gives a file without a seed one, so its link deals the same tiles as the page that made it', async () => {
    const { readRefereeFile } = await import('./refereeFile');
    const { readRefereeAddress, writeRefereeAddress } = await import('./refereeAddress');
    const { scenarioFromSetup } = await import('./scenario');
    const read = readRefereeFile('title: Any title\nview: East\nWest: 5c 5c hidden\nevent: North discards 5c\n');
    if (!read.ok) throw new Error('not read');
    expect(read.setup.seed).not.toBeNull();
    const again = readRefereeAddress(writeRefereeAddress(read.setup));
    expect(again.ok && scenarioFromSetup(again.setup).table).toEqual(scenarioFromSetup(read.setup).table);
  });
});
