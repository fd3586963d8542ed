import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { FormatError, MAX_PROBLEMS } from './formatError';
import { type ScenarioSetup, emptySetup, parseScenario, readScenarioSetup, scenarioFromSetup } from './scenario';
import { allTiles, isDeadHand } from '../table';
import { SEATS } from '../seats';
import { thrown } from '../../../tests/thrown';

const ILL_12 = readFileSync(new URL('../../../content/scenarios/harr-illustration-12.scn', import.meta.url), 'utf8');

function error(text: string): FormatError {
  return thrown(FormatError, () => parseScenario(text), 'the scenario was accepted');
}

describe('reading the example file (Illustration No. 12)', () => {
  const s = parseScenario(ILL_12, 'harr-illustration-12.scn');
  it('reads title, view, hands, sets, discards, event and claim', () => {
    expect(s.title).toBe("South's 9 of Characters");
    expect(s.solvedTitle).toBe('East pungs the nine of characters');
    expect(s.view).toBe('East');
    expect(s.shown).toEqual(['East']);
    expect(s.table.seats.East.melds).toEqual([{ kind: 'chow', tiles: ['4c', '5c', '6c'], claimed: { tile: '5c', from: 'North' } }]);
    expect(s.event).toEqual({ kind: 'discard', seat: 'South', tile: '9c' });
    expect(s.claims).toEqual([{ seat: 'East', kind: 'pung' }]);
    expect(s.table.turn).toBe('West');
    expect(s.table.phase).toBe('draw');
  });
  it('gives the earlier discards to the seats before the discarder', () => {
    expect(s.table.discards).toEqual([
      { tile: '2b', by: 'West' },
      { tile: 'E', by: 'North' },
      { tile: '4d', by: 'East' },
      { tile: '9c', by: 'South' },
    ]);
  });
  it('deals the hidden hands and the wall from the rest of the set, the same way every time', () => {
    expect(allTiles(s.table)).toHaveLength(136);
    for (const seat of SEATS) expect(isDeadHand(s.table, seat)).toBe(false);
    expect(parseScenario(ILL_12, 'harr-illustration-12.scn').table).toEqual(s.table);
    expect(parseScenario(`${ILL_12}\nseed: 99`).table.wall).not.toEqual(s.table.wall);
  });
});

describe('the solved title', () => {
  const base = 'title: North\'s 5 of Bamboo\nview: North\nNorth: 4b 6b hidden\nevent: South discards 5b\nanswer: pass\n';
  it('is read into the setup and the position', () => {
    const text = `${base}solved-title: A chow from the wrong seat  # named once answered\n`;
    expect(readScenarioSetup(text).solvedTitle).toBe('A chow from the wrong seat');
    const s = parseScenario(text);
    expect(s.title).toBe("North's 5 of Bamboo");
    expect(s.solvedTitle).toBe('A chow from the wrong seat');
  });
  it('is optional, and then the position has none', () => {
    expect(parseScenario(base)).not.toHaveProperty('solvedTitle');
    expect(emptySetup('t', 'East').solvedTitle ?? null).toBeNull();
  });
  it('may not be empty or given twice, and does not stand in for the title', () => {
    expect(error(`${base}solved-title:`).message).toMatch(/line 6 \(solved-title\): the solved title is empty/);
    expect(error(`${base}solved-title: a\nsolved-title: b`).message).toMatch(/"solved-title" is given twice/);
    expect(error(base.replace("title: North's 5 of Bamboo\n", 'solved-title: A chow\n')).message).toMatch(/every scenario needs a title/);
  });
});

describe('other fields', () => {
  it('next, loose, wall, show, drawn and options', () => {
    const s = parseScenario('title: t\nview: South\nshow: all\nSouth: hidden\nevent: East discards 5c\ndrawn: South\nnext: 1c 2c\nloose: Rd Gd\nwall: 10\noptions: claim-after-next-draw, dead-wall 4, strict-winning-chow');
    expect(s.shown).toEqual(SEATS);
    expect(s.table.wall).toHaveLength(10);
    expect(s.table.wall.slice(0, 2)).toEqual(['1c', '2c']);
    expect(s.table.wall.at(-1)).toBe('Rd');
    expect(s.table.wall.at(-2)).toBe('Gd');
    expect(s.table.seats.South.concealed).toHaveLength(14);
    expect(s.table.nextHasDrawn).toBe(true);
    expect(s.table.options).toEqual({ claimAfterNextDraw: true, deadWallSize: 4, strictWinningChow: true });
  });
  it('kongs of each way, a turn instead of an event, comments and chow claims', () => {
    const s = parseScenario(`title: t  # a comment
      view: North
      North: 2b 3b 4b 1c 1c | kong 1d 1d 1d 1d concealed | kong 5b 5b 5b* 5b+ from East | kong E E E* E from South
      turn: North discards`);
    expect(s.table.seats.North.melds.map((m) => m.kongWay)).toEqual(['concealed', 'added', 'discard']);
    expect(s.event).toBeNull();
    const c = parseScenario('title: t\nview: South\nSouth: 4c 6c 1b 2b 3b 7d 8d 9d E E N Wd Gd\nNorth: 5c hidden\nevent: East discards 5c\nclaim: South chow 4c 6c\nclaim: North Mah-Jongg');
    expect(c.claims).toEqual([{ seat: 'South', kind: 'chow', tiles: ['4c', '6c'] }, { seat: 'North', kind: 'mahjong' }]);
  });
});

describe('errors name the line and field', () => {
  it('a wrong tile, seat, field or claim', () => {
    expect(error('title: t\nview: East\nEast: 5x hidden\nevent: South discards 9c').message).toMatch(/^line 3 \(East\): "5x" is not a tile/);
    expect(error('title: t\nview: Up\nevent: South discards 9c').message).toMatch(/line 2 \(view\).*not a seat/);
    expect(error('title: t\nview: East\ncolour: red').message).toMatch(/unknown field "colour"/);
    expect(error('title: t\nview: East\nEast: hidden\nevent: South discards 9c\nclaim: East grab').message).toMatch(/not a claim/);
    expect(error('title: t\nview: East\nevent: South discards 9c\ntitle: u').message).toMatch(/given twice/);
  });
  it('missing pieces', () => {
    expect(error('view: East\nevent: South discards 9c').field).toBe('title');
    expect(error('title: t\nevent: South discards 9c').field).toBe('view');
    expect(error('title: t\nview: East').field).toBe('event');
    expect(error('title: t\nview: East\nevent: South adds 9c').rule).toBe('KONG-ADD-DRAWN');
  });
  it('malformed sets name their rule', () => {
    expect(error('title: t\nview: East\nEast: hidden | chow 4c 5c* 7c from North\nevent: South discards 9c').rule).toBe('SET-DEFS');
    expect(error('title: t\nview: East\nEast: hidden | pung 4c 4c 4c*\nevent: South discards 9c').message).toMatch(/from <Seat>/);
    expect(error('title: t\nview: East\nEast: hidden | pung 4c 4c 4c*\nevent: South discards 9c').impossible).toBe(false);
  });
});

describe('dead hands are positions, not errors (A21)', () => {
  const position = (lines: string) => parseScenario(`title: t\nview: East\n${lines}\nevent: South discards 9c`);

  it('a named hand of the wrong size keeps exactly the tiles named, and is dead', () => {
    const s = position('East: 9c 9c\nWest: 1b 2b 3b 4b 5b 6b 7b 8b 9b 1d 2d 3d 4d 5d');
    expect(s.table.seats.East.concealed).toEqual(['9c', '9c']);
    expect(s.table.seats.West.concealed).toHaveLength(14);
    expect(s.dead).toEqual(['East', 'West']);
    expect(isDeadHand(s.table, 'East')).toBe(true);
    expect(isDeadHand(s.table, 'North')).toBe(false);
    expect(allTiles(s.table)).toHaveLength(136);
  });
  it('"hidden" fills a hand up to its count, never past it', () => {
    const s = position('East: 1b 2b 3b 4b 5b 6b 7b 8b 9b 1d 2d 3d 4d 5d 6d hidden');
    expect(s.table.seats.East.concealed).toHaveLength(15);
    expect(s.dead).toEqual(['East']);
    const kong = position('East: 1b 2b 3b 4b 5b 6b 7b 8b 9b 1d hidden | kong 4c 4c 4c 4c concealed');
    expect(kong.table.seats.East.concealed).toHaveLength(10);
    expect(kong.dead).toEqual([]);
  });
  it('a full hand is not dead, whoever holds his draw', () => {
    expect(parseScenario(ILL_12).dead).toEqual([]);
    expect(parseScenario('title: t\nview: West\nWest: 1b 2b 3b 4b 5b 6b 7b 8b 9b 1d 2d 3d 4d 5d\nturn: West discards').dead).toEqual([]);
    expect(parseScenario('title: t\nview: West\nWest: 1b 2b 3b 4b 5b 6b 7b 8b 9b 1d 2d 3d 4d\nturn: West discards').dead).toEqual(['West']);
  });
});

describe('impossible positions are rejected, naming the line, the field and the rule', () => {
  it('a fifth copy of a tile', () => {
    const e = error('title: t\nview: East\nEast: 9c 9c 9c 9c hidden\nevent: South discards 9c');
    expect(e).toMatchObject({ rule: 'BG-FOUR-COPIES', line: 4, field: 'event', impossible: true });
  });
  it('a set claimed from its own owner (CLAIM-OTHERS-DISCARD)', () => {
    const e = error('title: t\nview: East\nEast: 1b 2b 3b 7d 8d Rd Rd Rd 9c 9c | pung 9c 9c 9c* from East\nevent: South discards 5c');
    expect(e).toMatchObject({ rule: 'CLAIM-OTHERS-DISCARD', line: 3, field: 'East', impossible: true });
    expect(e.message).toMatch(/^line 3 \(East\): East's pung 9c 9c 9c says its tile came from East himself/);
    expect(error('title: t\nview: East\nnorth: hidden | kong 1d 1d 1d* 1d+ from North\nevent: South discards 5c')).toMatchObject({ rule: 'CLAIM-OTHERS-DISCARD', line: 3, field: 'North' });
  });
  it('a chow from anyone but the player on the left (CHOW-LEFT-ONLY)', () => {
    const e = error('title: t\nview: East\nSouth: 1b 2b 3b 7d 8d Rd Rd Rd 9c 9c | chow 4c 5c* 6c from West\nevent: North discards 5d');
    expect(e).toMatchObject({ rule: 'CHOW-LEFT-ONLY', line: 3, field: 'South', impossible: true });
    expect(e.message).toMatch(/came from West, but a chow is taken only from the player on the left: for South that is East/);
    expect(error('title: t\nview: East\nSouth: hidden | chow 4c 5c* 6c from North\nevent: North discards 5d').rule).toBe('CHOW-LEFT-ONLY');
  });
  it('but a chow from the left, and a pung or kong from any other seat, are read', () => {
    const s = parseScenario('title: t\nview: East\nSouth: hidden | chow 4c 5c* 6c from East | pung 9c 9c 9c* from North | kong 1d 1d 1d* 1d from West\nevent: North discards 5d');
    expect(s.table.seats.South.melds).toHaveLength(3);
  });
  it('hidden hands that would need more tiles than the set has left', () => {
    const discards = Array.from({ length: 100 }, (_, i) => ['1b', '2b', '3b', '4b', '5b', '6b', '7b', '8b', '9b', '1d', '2d', '3d', '4d', '5d', '6d', '7d', '8d', '9d', '1c', '2c', '3c', '4c', '5c', '6c', '7c'][i % 25]).join(' ');
    const e = error(`title: t\nview: East\nEast: hidden\nSouth: hidden\nWest: hidden\nNorth: hidden\ndiscards: ${discards}\nevent: South discards 9c`);
    expect(e).toMatchObject({ rule: 'BG-FOUR-COPIES', impossible: true });
    expect(e.message).toMatch(/^line \d \(\w+\): \w+'s hand needs \d+ more tiles, but the file leaves only \d+ of the 136 unnamed/);
  });
  it('a file written wrong is malformed, not impossible', () => {
    expect(error('title: t\nview: East\nevent: South throws 9c').impossible).toBe(false);
  });
});

describe('calls are judged on named tiles, one call a player', () => {
  it('a caller with no line: the error names the claim\'s line', () => {
    const e = error('title: t\nview: East\nevent: South discards 9c\nclaim: West pung');
    expect(e).toMatchObject({ line: 4, field: 'claim' });
    expect(e.message).toMatch(/^line 4 \(claim\): West announces a pung but the file has no "West:" line: name his tiles/);
  });
  it('a caller whose line is only "hidden" is refused: his call would be judged on tiles dealt at random', () => {
    const e = error('title: t\nview: East\nWest: hidden\nevent: South discards 9c\nclaim: West pung');
    expect(e).toMatchObject({ line: 5, field: 'claim' });
    expect(e.message).toMatch(/West announces a pung, but his line \(line 3\) names none of his tiles, only "hidden"/);
  });
  it('a caller who names some tiles, or a set, may leave the rest hidden', () => {
    expect(parseScenario('title: t\nview: East\nWest: 9c 9c hidden\nevent: South discards 9c\nclaim: West pung').claims).toHaveLength(1);
    expect(parseScenario('title: t\nview: East\nWest: hidden | pung 9c 9c 9c* from South\nevent: South discards 9c\nclaim: West kong').claims).toHaveLength(1);
  });
  it('a second call by the same player is refused on its own line', () => {
    const e = error('title: t\nview: East\nSouth: 4c 6c 5c 5c hidden\nevent: East discards 5c\nclaim: South pung\nclaim: south chow 4c 6c');
    expect(e).toMatchObject({ line: 6, field: 'claim' });
    expect(e.message).toBe('line 6 (claim): South already announced a pung on line 5: a player makes one call. Keep the one he makes');
  });
  it('a "drawn" seat must name the tile he drew', () => {
    const e = error('title: t\nview: East\nWest: | pung 9c 9c 9c* from North\nevent: South discards 5c\ndrawn: West');
    expect(e).toMatchObject({ line: 5, field: 'drawn' });
  });
});

describe('field names and options', () => {
  it('seat fields are read in any case', () => {
    const s = parseScenario('title: t\nview: East\nsouth: 4c 6c hidden\nWEST: 9c 9c hidden\nevent: East discards 5c\nclaim: South chow 4c 6c');
    expect(s.table.seats.South.concealed.slice(0, 2)).toEqual(['4c', '6c']);
    expect(s.table.seats.West.concealed.slice(0, 2)).toEqual(['9c', '9c']);
    expect(error('title: t\nview: East\nSouth: hidden\nsouth: hidden\nevent: East discards 5c')).toMatchObject({ line: 4, field: 'South' });
  });
  it('an option given twice names the line and the field', () => {
    const e = error('title: t\nview: East\nevent: South discards 9c\noptions: dead-wall 14, dead-wall 0');
    expect(e).toMatchObject({ line: 4, field: 'options' });
    expect(e.message).toMatch(/"dead-wall" is given twice/);
    expect(error('title: t\nview: East\nevent: South discards 9c\noptions: strict-winning-chow, strict-winning-chow').field).toBe('options');
  });
});

describe('any input: a short, clear message, fast', () => {
  it('quotes at most 80 characters of a long token, and says how long it was', () => {
    const e = error(`title: t\nview: East\nEast: ${'x'.repeat(100_000)}\nevent: South discards 9c`);
    expect(e.message).toBe(`line 3 (East): "${'x'.repeat(80)}…" (100000 characters) is not a tile: tiles are written like 5c 3b 7d, winds E S W N, dragons Rd Gd Wd`);
  });
  it('shows control characters and undecodable bytes escaped', () => {
    const e = error('title: t\nview: East\nEast: 5c\u0007 \ufffd hidden\nevent: South discards 9c');
    expect(e.message).toMatch(/^line 3 \(East\): "5c\\x07" is not a tile/);
    expect(error('title: t\nview: East\nca\u0000t: x\nevent: South discards 9c').message).toMatch(/^line 3 \(field name\): unknown field "ca\\x00t"/);
  });
});

describe('a kong needs a loose tile (A20)', () => {
  const adds = 'title: t\nview: East\nSouth: 1d 2d 3d 4d 5d 6d Rd Rd Rd N | pung 5b 5b 5b* from East\nevent: South adds 5b';
  it('a kong declared or added with no tile left to draw is refused on the event line', () => {
    const e = error(`${adds}\nwall: 0`);
    expect(e).toMatchObject({ line: 4, field: 'event', rule: 'KONG-LOOSE-TILE', impossible: false });
    expect(e.message).toMatch(/paid for with a loose tile/);
    const reserve = error(`${adds}\nwall: 14\noptions: dead-wall 14`);
    expect(reserve.rule).toBe('KONG-LOOSE-TILE');
    const concealed = error('title: t\nview: East\nSouth: 1d 2d 3d 4d 5d 6d Rd Rd Rd N | kong 5b 5b 5b 5b concealed\nevent: South declares 5b\nwall: 0');
    expect(concealed.rule).toBe('KONG-LOOSE-TILE');
  });
  it('one tile above the reserve, the kong may be made', () => {
    expect(parseScenario(`${adds}\nwall: 1`).event).toMatchObject({ kind: 'add-to-pung', tile: '5b' });
    expect(parseScenario(`${adds}\nwall: 15\noptions: dead-wall 14`).event).toMatchObject({ kind: 'add-to-pung' });
  });
});

describe('every problem at once', () => {
  it('several lines written wrong: each named, the message the first and how many more', () => {
    const e = error('title: t\nview: East\ncolour: red\nEast: 5x hidden\nsmell: fish\nSouth: 1b 2y hidden\nevent: South discards 9c');
    expect(e.problems.map((p) => [p.line, p.field])).toEqual([
      [3, 'field name'],
      [4, 'East'],
      [5, 'field name'],
      [6, 'South'],
    ]);
    expect(e.problems[3].message).toMatch(/^"2y" is not a tile/);
    expect(e.message).toMatch(/^line 3 \(field name\): unknown field "colour"; .*; and 3 more: line 4 \(East\), line 5 \(field name\), line 6 \(South\)$/);
  });
  it('lines written wrong and fields missing, together', () => {
    const e = error('East: 5x hidden\nevent: South discards 9c');
    expect(e.problems.map((p) => [p.line, p.field])).toEqual([
      [1, 'East'],
      [null, 'title'],
      [null, 'view'],
    ]);
  });
  it('every impossible set and every tile with a copy too many, each on its line', () => {
    const e = error('title: t\nview: East\nEast: 9c 9c 9c 9c | pung 5d 5d 5d* from East\nSouth: 9c 5d 5d hidden | chow 1b 2b* 3b from West\nevent: North discards 1c');
    expect(e.problems.map((p) => [p.line, p.field, p.rule])).toEqual([
      [3, 'East', 'CLAIM-OTHERS-DISCARD'],
      [4, 'South', 'CHOW-LEFT-ONLY'],
      [4, 'South', 'BG-FOUR-COPIES'],
      [4, 'South', 'BG-FOUR-COPIES'],
    ]);
    expect(e.problems[2].message).toMatch(/5 of the 9 of Characters/);
    expect(e.problems[3].message).toMatch(/5 of the 5 of Circles/);
    expect(e.impossible).toBe(true);
  });
  it('a malformed set beside an impossible one: the file is malformed, not impossible', () => {
    const e = error('title: t\nview: East\nEast: hidden | chow 4c 5c* 7c from North\nWest: hidden | pung 1d 1d 1d* from West\nevent: South discards 9c');
    expect(e.problems.map((p) => p.rule)).toEqual(['SET-DEFS', 'CLAIM-OTHERS-DISCARD']);
    expect(e.impossible).toBe(false);
  });
  it(`stops at ${MAX_PROBLEMS}, however many lines are wrong`, () => {
    const e = error(`title: t\nview: East\n${'colour: red\n'.repeat(1000)}event: South discards 9c`);
    expect(e.problems).toHaveLength(MAX_PROBLEMS);
    expect(e.message).toMatch(new RegExp(`and ${MAX_PROBLEMS - 1} more: .*\\(the reader stops at ${MAX_PROBLEMS}\\)$`));
  });
  it('but stops at the first problem of the checks that build on the others', () => {
    const e = error('title: t\nview: East\nSouth: 1b 2b 3b\nevent: South adds 9c\nwall: 500');
    expect(e.problems).toHaveLength(1);
    expect(e.rule).toBe('KONG-ADD-DRAWN');
  });
});

describe('two steps: the setup as written, then the position', () => {
  it('reads a setup that is not a position (five copies) without throwing; the legality step refuses it', () => {
    const setup = readScenarioSetup('title: t\nview: East\nEast: 9c 9c 9c 9c hidden\nevent: South discards 9c');
    expect(setup.seats.East).toEqual({ hand: ['9c', '9c', '9c', '9c'], hidden: true, melds: [] });
    expect(setup.event).toEqual({ seat: 'South', verb: 'discards', tile: '9c' });
    expect(setup.lines?.fields).toMatchObject({ title: 1, view: 2, East: 3, event: 4 });
    const e = thrown(FormatError, () => scenarioFromSetup(setup), 'the setup was accepted as a position');
    expect(e).toMatchObject({ rule: 'BG-FOUR-COPIES', line: 4, field: 'event', impossible: true });
  });
  it('reads a set from its own owner and a chow from the wrong seat as written', () => {
    const setup = readScenarioSetup('title: t\nview: East\nSouth: hidden | chow 4c 5c* 6c from West | pung 9c 9c 9c* from South\nevent: North discards 5d');
    expect(setup.seats.South?.melds.map((m) => m.claimed?.from)).toEqual(['West', 'South']);
    expect(() => scenarioFromSetup(setup)).toThrow(FormatError);
  });
  it('the two steps are parseScenario', () => {
    expect(scenarioFromSetup(readScenarioSetup(ILL_12), 'harr-illustration-12.scn')).toEqual(parseScenario(ILL_12, 'harr-illustration-12.scn'));
  });
  it('turns a setup built in code, with no text, into a scenario, and leaves the setup as it was', () => {
    const setup: ScenarioSetup = {
      ...emptySetup('Pung from the left', 'East'),
      seats: { East: { hand: ['9c', '9c', '1b', '2b', '3b', '7d', '8d', 'Rd', 'Rd', 'Rd'], hidden: false, melds: [{ kind: 'chow', tiles: ['4c', '5c', '6c'], claimed: { tile: '5c', from: 'North' } }] } },
      discards: ['2b', 'E', '4d'],
      event: { seat: 'South', verb: 'discards', tile: '9c' },
      claims: [{ seat: 'East', kind: 'pung' }],
      answer: { seat: 'East', kind: 'pung' },
      seed: 12,
    };
    const before = structuredClone(setup);
    const s = scenarioFromSetup(setup);
    expect(s).toMatchObject({ title: 'Pung from the left', view: 'East', shown: ['East'], seed: 12, source: '', dead: [], answer: { seat: 'East', kind: 'pung' } });
    expect(s.event).toEqual({ kind: 'discard', seat: 'South', tile: '9c' });
    expect(s.table.discards.map((d) => d.by)).toEqual(['West', 'North', 'East', 'South']);
    expect(s.table.seats.East.melds).toEqual(setup.seats.East!.melds);
    expect(allTiles(s.table)).toHaveLength(136);
    expect(setup).toEqual(before);
    // The same setup, the same deal.
    expect(scenarioFromSetup(setup).table).toEqual(s.table);
  });
  it('a setup built in code that is no position: its problems name the fields, with no line', () => {
    const setup: ScenarioSetup = { ...emptySetup('t', 'East'), seats: { East: { hand: [], hidden: true, melds: [{ kind: 'pung', tiles: ['1d', '1d', '2d'], claimed: { tile: '1d', from: 'South' } }] } }, claims: [{ seat: 'West', kind: 'pung' }] };
    const e = (() => {
      try {
        scenarioFromSetup(setup);
      } catch (caught) {
        return caught as FormatError;
      }
      throw new Error('accepted');
    })();
    expect(e.problems.map((p) => [p.line, p.field, p.rule])).toEqual([
      [null, 'event', null],
      [null, 'claim', null],
      [null, 'East', 'SET-DEFS'],
    ]);
    expect(e.message).toMatch(/^event: say what is happening/);
  });
});

describe('the learner\'s own turn: "turn: X drew T" and its answers', () => {
  const OWN = 'title: South\'s draw\nview: South\nSouth: 1d 1d 1d 3d 4d 5d 7c 7c 2b 3b 4b Wd N\nturn: South drew 1d\n';
  const HELD = 'title: t\nview: West\nWest: 6c 7c 8c 8c 8c 2b 3b 4b 5d 5d 5d Gd N\nturn: West drew 8c\n';
  const PUNG = 'title: t\nview: North\nNorth: 2c 3c 4c 7d 8d 9d 1c 1c E W | pung 5b 5b 5b* from South\nturn: North drew 5b\n';

  it('the drawn tile joins the hand, and the seat holds his draw with nothing to claim', () => {
    const s = parseScenario(`${OWN}answer: kong 1d\n`);
    expect(s.drew).toBe('1d');
    expect(s.event).toBeNull();
    expect(s.table).toMatchObject({ turn: 'South', phase: 'discard', live: null });
    expect(s.table.seats.South.concealed.filter((t) => t === '1d')).toHaveLength(4);
    expect(isDeadHand(s.table, 'South')).toBe(false);
    expect(s.turnAnswer).toEqual({ kind: 'kong', tile: '1d' });
    expect(s).not.toHaveProperty('answer');
  });

  it('reads every answer word: kong, add, hold (with or without its tile), discard (with or without a tile)', () => {
    expect(parseScenario(`${PUNG}answer: add 5b`).turnAnswer).toEqual({ kind: 'add', tile: '5b' });
    expect(parseScenario(`${HELD}answer: hold`).turnAnswer).toEqual({ kind: 'hold', tile: '8c' });
    expect(parseScenario(`${HELD}answer: hold 8c`).turnAnswer).toEqual({ kind: 'hold', tile: '8c' });
    expect(parseScenario(`${HELD}answer: discard N`).turnAnswer).toEqual({ kind: 'discard', tile: 'N' });
    expect(parseScenario(`${HELD}answer: discard`).turnAnswer).toEqual({ kind: 'discard', tile: null });
    // A setup built in code gives no drawn tile: "turn: South discards" still reads as before.
    expect(parseScenario('title: t\nview: South\nSouth: hidden\nturn: South discards\nanswer: discard').drew).toBeUndefined();
  });

  it('a malformed answer names its line and the fix', () => {
    const kongless = error(`${OWN}answer: kong`);
    expect(kongless.message).toMatch(/^line 5 \(answer\): "kong" names the tile of the four: write "answer: kong 1d"/);
    expect(error(`${OWN}answer: discard 1d N`).message).toMatch(/line 5 \(answer\): "discard" names one tile, not 2/);
    expect(error(`${OWN}answer: grab 1d`).message).toMatch(/line 5 \(answer\): "grab 1d" is not an answer: write "pass", a call such as "East pung", or, on a board where the learner plays his own turn, "kong 1d"/);
    expect(error(`${OWN}answer: mahjong`).message).toMatch(/"mahjong" is not an answer/);
    expect(error('title: t\nview: South\nturn: South took 1d').message).toMatch(/line 3 \(turn\): write "turn: South draws".*"turn: South drew 1d"/);
  });

  it('an answer that does not fit the position names the line and the fix', () => {
    expect(error(`${OWN}answer: pass`).message).toMatch(/line 5 \(answer\): South is playing his own turn, so he cannot pass: give his move/);
    expect(error(`${OWN}answer: South pung`).message).toMatch(/line 5 \(answer\): South is playing his own turn, with nothing to claim: give his move/);
    expect(error('title: t\nview: South\nSouth: 5c 5c hidden\nevent: East discards 5c\nanswer: kong 5c').message).toMatch(/is a move in the learner's own turn, but this position is a call on East's tile: write a call such as "South pung"/);
    expect(error(`${OWN.replace('view: South', 'view: North')}answer: discard`).message).toMatch(/not North's turn with his draw in hand/);
    expect(error(`${OWN.replace('1d 1d 1d 3d', '9d 1d 1d 3d')}answer: hold`).message).toMatch(/South holds no four of a kind to keep/);
    expect(error(`${PUNG}answer: kong 5b`).message).toMatch(/go onto his exposed pung: write "answer: add 5b"/);
    expect(error(`${OWN}answer: add 1d`).message).toMatch(/no exposed pung of 1d: for four in his hand write "answer: kong 1d"/);
  });

  it('an answer the engine refuses names the rule: no kong without a loose tile (A20)', () => {
    const e = error(`${OWN}wall: 0\nanswer: kong 1d`);
    expect(e.rule).toBe('KONG-LOOSE-TILE');
    expect(e.message).toMatch(/line 6 \(answer\): the engine refuses this answer: A four of a kind is paid for with a loose tile/);
    expect(error(`${OWN}answer: discard 9b`).rule).toBe('TURN-DRAW-DISCARD');
  });

  it('the drawn tile counts among the copies: a fifth is impossible, on the turn line', () => {
    const e = error('title: t\nview: South\nSouth: 1d 1d 1d 1d hidden\nturn: South drew 1d');
    expect(e.impossible).toBe(true);
    expect(e.message).toMatch(/line 4 \(turn\): this makes 5 of the 1 of Circles/);
  });
});

describe('a board that asks about the table: "ask:"', () => {
  const PUNGED = 'title: t\nview: East\nEast: 2d 2d 5c 6c 7c 1b 1b 4b 5b 6b 9c Wd Rd\nevent: South discards 2d\nclaim: East pung\n';

  it('reads each question, and the learner\'s own stated call is kept among the claims', () => {
    for (const ask of ['next', 'discards', 'lost', 'dead'] as const) {
      const s = parseScenario(`${PUNGED}ask: ${ask}\n`);
      expect(s.ask).toBe(ask);
      expect(s.claims).toEqual([{ seat: 'East', kind: 'pung' }]);
      expect(s).not.toHaveProperty('answer');
    }
  });

  it('an unknown question, or an answer beside one, names the line and the fix', () => {
    expect(error(`${PUNGED}ask: winner\n`).message).toMatch(/^line 6 \(ask\): ask next, discards, lost or dead, not "winner"/);
    const answered = error(`${PUNGED}ask: lost\nanswer: East pung\n`);
    expect(answered.field).toBe('answer');
    expect(answered.message).toMatch(/line 7 \(answer\): the engine answers a board that asks: remove the "answer:" line/);
  });

  it('a question whose answer the board cannot offer is refused: lost turns need a tile to claim', () => {
    const turn = error('title: t\nview: South\nSouth: hidden\nturn: South discards\nask: lost\n');
    expect(turn.message).toMatch(/line 5 \(ask\): a turn is lost to a claim: give an event/);
    // Two dead hands: "whose hand is dead?" offers one seat or nobody, so the file is refused.
    const two = error('title: t\nview: East\nEast: hidden\nSouth: 1c 2c\nWest: 3c 4c\nevent: North discards 9c\nask: dead\n');
    expect(two.message).toMatch(/line 7 \(ask\): the engine's answer \(South and West\) is not one the board offers: ask another question/);
  });
});
