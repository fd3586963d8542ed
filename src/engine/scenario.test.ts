import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { ScenarioError, parseScenario } from './scenario';
import { allTiles, isDeadHand } from './table';
import { SEATS } from './seats';

const ILL_12 = readFileSync(new URL('../../content/scenarios/harr-illustration-12.scn', import.meta.url), 'utf8');

function error(text: string): ScenarioError {
  try {
    parseScenario(text);
  } catch (e) {
    if (e instanceof ScenarioError) return e;
    throw e;
  }
  throw new Error('the scenario was accepted');
}

describe('reading the example file (Illustration No. 12)', () => {
  const s = parseScenario(ILL_12, 'harr-illustration-12.scn');
  it('reads title, view, hands, sets, discards, event and claim', () => {
    expect(s.title).toBe('East pungs the nine of characters');
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
    const c = parseScenario('title: t\nview: South\nSouth: 4c 6c 1b 2b 3b 7d 8d 9d E E N Wd Gd\nevent: East discards 5c\nclaim: South chow 4c 6c\nclaim: South Mah-Jongg');
    expect(c.claims).toEqual([{ seat: 'South', kind: 'chow', tiles: ['4c', '6c'] }, { seat: 'South', kind: 'mahjong' }]);
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
    expect(error('title: t\nview: East\nevent: South discards 9c\nclaim: West pung').message).toMatch(/West announces a pung but his line is missing/);
    expect(error('title: t\nview: East\nevent: South adds 9c').rule).toBe('KONG-ADD-DRAWN');
  });
  it('impossible positions name their rule', () => {
    expect(error('title: t\nview: East\nEast: 9c 9c 9c 9c hidden\nevent: South discards 9c').rule).toBe('BG-FOUR-COPIES');
    expect(error('title: t\nview: East\nEast: 9c 9c\nevent: South discards 9c').rule).toBe('TILECOUNT-13-PLUS-KONGS');
    expect(error('title: t\nview: East\nEast: hidden | chow 4c 5c* 7c from North\nevent: South discards 9c').rule).toBe('SET-DEFS');
    expect(error('title: t\nview: East\nEast: hidden | pung 4c 4c 4c*\nevent: South discards 9c').message).toMatch(/from <Seat>/);
  });
});
