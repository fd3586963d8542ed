/**
 * Moves one at a time: a turn, the three ways to make a kong (Harr's
 * Illustrations 13 to 15), holding four undeclared, going out, and the
 * end of the wall with and without a dead wall (A14).
 */
import { describe, it, expect } from 'vitest';
import { adjudicate } from './adjudicate';
import { legalClaims } from './claims';
import { play } from './moves';
import { actualCount, expectedCount, isDeadHand } from './table';
import { must, refused, rule, scenario } from '../../tests/testkit';

describe('a turn', () => {
  it('draw takes the first tile of the wall; discard makes it live and passes the turn', () => {
    const s = scenario('South: hidden\nturn: South draws');
    const first = s.table.wall[0];
    const t = must(s.table, { type: 'draw', seat: 'South' });
    expect(t.seats.South.concealed.at(-1)).toBe(first);
    expect(t.wall).toHaveLength(s.table.wall.length - 1);
    const d = must(t, { type: 'discard', seat: 'South', tile: first });
    expect(d.live).toEqual({ tile: first, by: 'South' });
    expect(d.discards.at(-1)).toEqual({ tile: first, by: 'South' });
    expect(d.turn).toBe('West');
  });
  it('refuses discarding a tile not held', () => {
    const s = scenario('South: 1b 2b 3b 4b 5b 6b 7d 7d 7d Rd Rd Rd 9c 9c\nturn: South discards');
    expect(refused(s.table, { type: 'discard', seat: 'South', tile: 'E' }).rule).toBe('TURN-DRAW-DISCARD');
  });
  it('moves never change the table they are given', () => {
    const s = scenario('South: hidden\nturn: South draws');
    const before = structuredClone(s.table);
    must(s.table, { type: 'draw', seat: 'South' });
    expect(s.table).toEqual(before);
  });
});

describe('the three ways to make a kong', () => {
  it('1. from a discard (Ill. 13): all four face up, then a loose tile, then a discard', () => {
    const s = scenario('West: 1d 1d 1d 2b 3b 4b 6c 7c 8c N N Wd Gd\nevent: North discards 1d\nclaim: West kong\nloose: Rd');
    const r = adjudicate(s.table, s.claims);
    expect(r.table.seats.West.melds[0]).toEqual({ kind: 'kong', tiles: ['1d', '1d', '1d', '1d'], claimed: { tile: '1d', from: 'North' }, kongWay: 'discard' });
    expect(r.lostTurns).toEqual(['East', 'South']);
    let t = must(r.table, { type: 'loose', seat: 'West' });
    expect(t.seats.West.concealed.at(-1)).toBe('Rd');
    t = must(t, { type: 'discard', seat: 'West', tile: 'Wd' });
    expect(actualCount(t, 'West')).toBe(14);
    expect(isDeadHand(t, 'West')).toBe(false);
    expect(t.turn).toBe('North');
  });
  it('2. concealed (Ill. 14): declared in his own turn after drawing, end tiles face down, not robbable', () => {
    const s = scenario('South: 1d 1d 1d 2b 3b 4b 6c 7c 8c N N Wd Gd\nturn: South draws\nnext: 1d\nloose: Rd');
    let t = must(s.table, { type: 'draw', seat: 'South' });
    t = must(t, { type: 'kong', seat: 'South', tile: '1d' });
    expect(t.seats.South.melds[0]).toEqual({ kind: 'kong', tiles: ['1d', '1d', '1d', '1d'], kongWay: 'concealed' });
    expect(t.phase).toBe('loose');
    expect(legalClaims(t)).toEqual([]);
    const robbed = play(t, { type: 'claim', claims: [{ seat: 'West', kind: 'mahjong' }] });
    expect(robbed.ok && robbed.ruling?.claims[0].rule).toBe('ROB-KONG-EXPOSED-ONLY');
    t = must(t, { type: 'loose', seat: 'South' });
    t = must(t, { type: 'discard', seat: 'South', tile: 'Rd' });
    expect(actualCount(t, 'South')).toBe(14);
    expect(expectedCount(t, 'South')).toBe(14);
  });
  it('3. a drawn fourth added to an exposed pung (Ill. 15): robbable first, then it stands', () => {
    const s = scenario('South: 1d 2d 3d 2b 3b 4b 6c 7c 8c N | pung 5b 5b 5b* from East\nturn: South draws\nnext: 5b\nloose: Rd');
    let t = must(s.table, { type: 'draw', seat: 'South' });
    t = must(t, { type: 'kong', seat: 'South', tile: '5b' });
    expect(t.phase).toBe('robbing');
    expect(refused(t, { type: 'discard', seat: 'South', tile: 'N' }).rule).toBe('ROB-KONG');
    expect(refused(t, { type: 'loose', seat: 'South' }).rule).toBe('ROB-KONG');
    t = must(t, { type: 'pass' });
    expect(t.seats.South.melds[0]).toMatchObject({ kind: 'kong', kongWay: 'added', added: '5b', claimed: { tile: '5b', from: 'East' } });
    t = must(t, { type: 'loose', seat: 'South' });
    t = must(t, { type: 'discard', seat: 'South', tile: 'N' });
    expect(actualCount(t, 'South')).toBe(14);
    expect(isDeadHand(t, 'South')).toBe(false);
  });
  it('a kong may follow a loose tile (A16) but not a chow or pung', () => {
    const s = scenario('South: 2d 2d 2d 2d 1d 1d 1d N N Wd | kong 9b 9b 9b 9b concealed\nturn: South draws\nnext: 1d');
    let t = must(s.table, { type: 'draw', seat: 'South' });
    t = must(t, { type: 'kong', seat: 'South', tile: '2d' });
    t = must(t, { type: 'loose', seat: 'South' });
    t = must(t, { type: 'kong', seat: 'South', tile: '1d' });
    expect(t.seats.South.melds.filter((m) => m.kind === 'kong')).toHaveLength(3);
    t = must(t, { type: 'loose', seat: 'South' });
    expect(isDeadHand(t, 'South')).toBe(false);
    const p = rule('West: 5c 5c 5c 2b 3b 4b 6c 7c 8c N N Wd Gd\nevent: South discards 5c\nclaim: West pung');
    expect(refused(p.table, { type: 'kong', seat: 'West', tile: '5c' }).rule).toBe('KONG-ADD-DRAWN');
  });
});

describe('KONG-ONE-DISCARD-ONLY (Ill. 15)', () => {
  it('a discarded fourth cannot be added to an exposed pung: he must let it go by', () => {
    const s = scenario('West: 1d 2d 3d 2b 3b 4b 6c 7c 8c N | pung 5b 5b 5b* from East\nevent: North discards 5b');
    expect(legalClaims(s.table).filter((c) => c.claim.seat === 'West')).toEqual([]);
    const r = adjudicate(s.table, [{ seat: 'West', kind: 'kong' }]);
    expect(r.claims[0].rule).toBe('KONG-ONE-DISCARD-ONLY');
  });
});

describe('holding four undeclared (A10)', () => {
  const south = 'South: 5c 5c 5c 5c 2b 3b 4b 6d 7d 8d N N Wd Gd\nturn: South discards';
  it('is allowed: he may discard and keep the four', () => {
    const t = must(scenario(south).table, { type: 'discard', seat: 'South', tile: 'Gd' });
    expect(isDeadHand(t, 'South')).toBe(false);
  });
  it('the four cannot stand as a four in a winning hand', () => {
    const s = scenario('South: 5c 5c 5c 5c 2b 3b 4b 6d 7d 8d N N Wd Wd\nturn: South discards');
    const r = refused(s.table, { type: 'mahjong', seat: 'South' });
    expect(r.rule).toBe('KONG-DECLARED-BEFORE-WIN');
  });
  it('but it may be split, a pung and one tile of a run', () => {
    const s = scenario('South: 5c 5c 5c 5c 6c 7c 2b 3b 4b 6d 7d 8d N N\nturn: South discards');
    const t = must(s.table, { type: 'mahjong', seat: 'South' });
    expect(t.result).toMatchObject({ winner: 'South', from: null });
  });
});

describe('going out', () => {
  it('on his own draw', () => {
    const s = scenario('South: 1b 2b 3b 4b 5b 6b 7d 7d 7d Rd Rd Rd 9c\nturn: South draws\nnext: 9c');
    const t = must(must(s.table, { type: 'draw', seat: 'South' }), { type: 'mahjong', seat: 'South' });
    expect(t.phase).toBe('over');
    expect(t.result).toEqual({ winner: 'South', tile: '9c', from: null });
    expect(isDeadHand(t, 'South')).toBe(false);
    expect(refused(t, { type: 'draw', seat: 'West' }).rule).toBe('WIN-FOUR-SETS-PAIR');
  });
  it('a Mah-Jongg move out of turn is a claim on the live discard', () => {
    const s = scenario('North: 1b 2b 3b 4b 5b 6b 7d 7d 7d Rd Rd Rd 9c\nevent: East discards 9c');
    const r = play(s.table, { type: 'mahjong', seat: 'North' });
    expect(r.ok && r.table.result).toMatchObject({ winner: 'North', tile: '9c', from: 'East' });
  });
  it('refuses a hand that is not four sets and a pair', () => {
    const s = scenario('South: 1b 2b 3b 4b 5b 6b 7d 7d 7d Rd Rd Rd 9c 8c\nturn: South discards');
    expect(refused(s.table, { type: 'mahjong', seat: 'South' }).rule).toBe('WIN-FOUR-SETS-PAIR');
  });
});

describe('the end of the wall and the dead wall option (A14)', () => {
  it('Harr Part I (default): the last tile of the wall may be drawn', () => {
    const s = scenario('South: hidden\nturn: South draws\nwall: 1');
    const t = must(s.table, { type: 'draw', seat: 'South' });
    expect(t.wall).toHaveLength(0);
    const over = must(must(t, { type: 'discard', seat: 'South', tile: t.seats.South.concealed[0] }), { type: 'draw', seat: 'West' });
    expect(over.phase).toBe('over');
    expect(over.result).toEqual({ winner: null });
  });
  it('dead wall 14: with 14 tiles left the hand ends without a draw', () => {
    const s = scenario('South: hidden\nturn: South draws\nwall: 14\noptions: dead-wall 14');
    const t = must(s.table, { type: 'draw', seat: 'South' });
    expect(t.phase).toBe('over');
    expect(t.result).toEqual({ winner: null });
    expect(t.wall).toHaveLength(14);
    const part1 = scenario('South: hidden\nturn: South draws\nwall: 14');
    expect(must(part1.table, { type: 'draw', seat: 'South' }).phase).toBe('discard');
  });
  it('dead wall 14: no kong is allowed once only the last 14 are left, since no loose tile could be drawn (A20)', () => {
    const s = scenario('West: 1d 1d 1d 2b 3b 4b 6c 7c 8c N N Wd Gd\nevent: North discards 1d\nclaim: West kong\nwall: 14\noptions: dead-wall 14');
    const r = adjudicate(s.table, s.claims);
    expect(r.claims[0]).toMatchObject({ legal: false, rule: 'KONG-LOOSE-TILE' });
    expect(r.awardedTo).toBeNull();
    const pung = adjudicate(s.table, [{ seat: 'West', kind: 'pung' }]);
    expect(pung.awardedAs).toBe('pung');
  });
  it('dead wall 14: one tile above the reserve, the kong stands and its loose tile is the last drawable one', () => {
    const s = scenario('West: 1d 1d 1d 2b 3b 4b 6c 7c 8c N N Wd Gd\nevent: North discards 1d\nclaim: West kong\nwall: 15\noptions: dead-wall 14');
    const r = adjudicate(s.table, s.claims);
    expect(r.awardedAs).toBe('kong');
    const t = must(r.table, { type: 'loose', seat: 'West' });
    expect(t.phase).toBe('discard');
    expect(t.wall).toHaveLength(14);
    expect(isDeadHand(t, 'West')).toBe(false);
  });
});

describe('when the wall runs out (A20)', () => {
  const fourInHand = 'South: 1d 1d 1d 1d 2b 3b 4b 6c 7c 8c N N Wd Gd\nturn: South discards';
  it('a concealed kong is refused when no loose tile can be drawn', () => {
    const empty = scenario(`${fourInHand}\nwall: 0`);
    const r = refused(empty.table, { type: 'kong', seat: 'South', tile: '1d' });
    expect(r.rule).toBe('KONG-LOOSE-TILE');
    expect(r.message).toMatch(/none is left/);
    const one = scenario(`${fourInHand}\nwall: 1`);
    expect(must(one.table, { type: 'kong', seat: 'South', tile: '1d' }).phase).toBe('loose');
  });
  it('a tile added to an exposed pung is refused when no loose tile can be drawn', () => {
    const s = scenario('South: 5b 2b 3b 4b 6c 7c 8c N N Wd Gd | pung 5b 5b 5b* from East\nturn: South discards\nwall: 14\noptions: dead-wall 14');
    expect(refused(s.table, { type: 'kong', seat: 'South', tile: '5b' }).rule).toBe('KONG-LOOSE-TILE');
    const above = scenario('South: 5b 2b 3b 4b 6c 7c 8c N N Wd Gd | pung 5b 5b 5b* from East\nturn: South discards\nwall: 15\noptions: dead-wall 14');
    expect(must(above.table, { type: 'kong', seat: 'South', tile: '5b' }).phase).toBe('robbing');
  });
});

describe('who may move, and the reasons each move gives', () => {
  const winner = 'West: 1b 2b 3b 4b 5b 6b 7d 7d 7d Rd Rd Rd 9c 9c';
  const reasons = (table: Parameters<typeof play>[0], move: Parameters<typeof play>[1]) => {
    const r = play(table, move);
    if (!r.ok) throw new Error(`refused: ${r.refusal.rule}`);
    return r.explanation.map((e) => e.rule);
  };

  it('only the seat whose turn it is draws, discards, declares a kong or draws a loose tile (SEAT-ORDER)', () => {
    const drawing = scenario('South: hidden\nturn: South draws').table;
    const discarding = scenario('South: 1d 1d 1d 1d 2b 3b 4b 6c 7c 8c N N Wd Gd\nturn: South discards').table;
    const loose = must(discarding, { type: 'kong', seat: 'South', tile: '1d' });
    for (const [table, move] of [
      [drawing, { type: 'draw', seat: 'West' }],
      [discarding, { type: 'discard', seat: 'West', tile: '1d' }],
      [discarding, { type: 'kong', seat: 'North', tile: '1d' }],
      [loose, { type: 'loose', seat: 'East' }],
    ] as const) {
      const refusal = refused(table, move);
      expect(refusal.rule).toBe('SEAT-ORDER');
      expect(refusal.message).toContain("It is South's turn");
    }
  });

  it("a winning hand may not go out in another player's turn when no tile is there to claim", () => {
    const s = scenario(`${winner}\nSouth: hidden\nturn: South discards`);
    expect(refused(s.table, { type: 'mahjong', seat: 'West' }).rule).toBe('SEAT-ORDER');
  });

  it('a claim with no discard or kong to claim is refused (CLAIM-LIVE-DISCARD)', () => {
    const s = scenario('South: hidden\nturn: South discards');
    expect(refused(s.table, { type: 'claim', claims: [{ seat: 'West', kind: 'pung' }] }).rule).toBe('CLAIM-LIVE-DISCARD');
  });

  it('each move names the rule it follows: a draw, a discard, the tile it kills, a loose tile, going out', () => {
    const s = scenario('South: 1d 1d 1d 1d 2b 3b 4b 6c 7c 8c N N Wd Gd\nturn: South draws\nnext: Rd\nloose: 9c');
    expect(reasons(s.table, { type: 'draw', seat: 'South' })).toEqual(['TURN-DRAW-DISCARD']);
    const drawn = must(s.table, { type: 'draw', seat: 'South' });
    const kong = must(drawn, { type: 'kong', seat: 'South', tile: '1d' });
    expect(reasons(kong, { type: 'loose', seat: 'South' })).toEqual(['KONG-LOOSE-TILE']);
    // South's first discard kills nothing; West's discard after it leaves South's tile dead.
    const after = must(must(kong, { type: 'loose', seat: 'South' }), { type: 'discard', seat: 'South', tile: 'Gd' });
    expect(reasons(must(kong, { type: 'loose', seat: 'South' }), { type: 'discard', seat: 'South', tile: 'Gd' })).toEqual(['ANNOUNCE-DISCARD']);
    const west = must(after, { type: 'draw', seat: 'West' });
    const westTile = west.seats.West.concealed[0];
    expect(reasons(west, { type: 'discard', seat: 'West', tile: westTile })).toEqual(['ANNOUNCE-DISCARD', 'DEAD-DISCARD']);
    const win = scenario('South: 1b 2b 3b 4b 5b 6b 7d 7d 7d Rd Rd Rd 9c\nturn: South draws\nnext: 9c').table;
    expect(reasons(must(win, { type: 'draw', seat: 'South' }), { type: 'mahjong', seat: 'South' })).toEqual(['WIN-FOUR-SETS-PAIR']);
  });

  it('the draw from a used-up wall says why the hand ends', () => {
    const empty = scenario('South: hidden\nturn: South draws\nwall: 0').table;
    expect(reasons(empty, { type: 'draw', seat: 'South' })).toEqual(['TURN-DRAW-DISCARD']);
  });
});
