/**
 * The documents' worked positions, ruled on: Harr's Illustrations 11 and 12,
 * his rules 1 to 6 of section F, and the robbing details of decision A12.
 */
import { describe, it, expect } from 'vitest';
import { adjudicate, rankClaims } from './adjudicate';
import { CALL_OF_KIND, type LegalClaim, checkClaim, legalClaims } from './claims';
import { distance } from './seats';
import { isDeadHand } from './table';
import { must, rule, scenario, verdictOf } from '../../tests/testkit';
import { ILLUSTRATION_12 } from '../../tests/fixtures';

const WAIT_9C_SINGLE = '1b 2b 3b 4b 5b 6b 7d 7d 7d Rd Rd Rd 9c';
const PAIR_9C = '9c 9c 1d 2d 3d 5b 5b 8b 8b S S N Gd';

describe("Harr's Illustration No. 11", () => {
  const body = `South: 4c 6c 1b 2b 3b 7d 8d 9d E E N Wd Gd\nevent: East discards 5c\nclaim: South chow 4c 6c`;
  it('the player holding 4c and 6c chows the 5c from the player to his left', () => {
    const r = rule(body);
    expect(r.awardedTo).toBe('South');
    expect(r.awardedAs).toBe('chow');
    expect(r.lostTurns).toEqual([]);
    expect(r.discardBy).toBe('South');
    expect(r.nextToDraw).toBe('West');
    expect(r.table.seats.South.melds).toEqual([{ kind: 'chow', tiles: ['4c', '5c', '6c'], claimed: { tile: '5c', from: 'East' } }]);
  });
  it('he sets out the run and discards, leaving the usual 13 tiles', () => {
    const t = must(rule(body).table, { type: 'discard', seat: 'South', tile: 'N' });
    expect(t.seats.South.concealed).toHaveLength(10);
    expect(t.seats.South.concealed.length + 3).toBe(13);
    expect(isDeadHand(t, 'South')).toBe(false);
    expect(t.turn).toBe('West');
    expect(t.live).toEqual({ tile: 'N', by: 'South' });
  });
});

describe("Harr's Illustration No. 12 (decision A6)", () => {
  const s = scenario(ILLUSTRATION_12);
  const r = adjudicate(s.table, s.claims);
  it('East, holding a pair, pungs South\'s 9 character out of turn', () => {
    expect(r.awardedTo).toBe('East');
    expect(r.awardedAs).toBe('pung');
    expect(r.table.seats.East.melds.map((m) => m.kind)).toEqual(['chow', 'pung']);
  });
  it('West and North lose their turns', () => {
    expect(r.lostTurns).toEqual(['West', 'North']);
  });
  it('East discards and South is next, not North as the caption says', () => {
    expect(r.discardBy).toBe('East');
    expect(r.nextToDraw).toBe('South');
    expect(r.nextToDraw).not.toBe('North');
    const t = must(r.table, { type: 'discard', seat: 'East', tile: '7d' });
    expect(t.turn).toBe('South');
    expect(t.phase).toBe('draw');
  });
});

describe('The 5-6 of characters example (section E)', () => {
  const south = 'South: 5c 6c 1b 2b 3b 7d 8d 9d E E N Wd Gd';
  for (const tile of ['4c', '7c']) {
    it(`a ${tile} from the player before him may be chowed`, () => {
      const r = rule(`${south}\nevent: East discards ${tile}\nclaim: South chow 5c 6c`);
      expect(r.awardedAs).toBe('chow');
      expect(r.table.seats.South.melds[0].tiles).toEqual(tile === '4c' ? ['4c', '5c', '6c'] : ['5c', '6c', '7c']);
    });
  }
  it('or he may ignore it and draw from the wall', () => {
    const s = scenario(`${south}\nevent: East discards 4c`);
    const passed = adjudicate(s.table, []);
    expect(passed.awardedTo).toBeNull();
    expect(passed.nextToDraw).toBe('South');
    const t = must(passed.table, { type: 'draw', seat: 'South' });
    expect(t.seats.South.concealed).toHaveLength(14);
    expect(checkClaim(t, { seat: 'South', kind: 'chow', tiles: ['5c', '6c'] })).toMatchObject({ legal: false, refusal: { rule: 'CHOW-INSTEAD-OF-DRAW' } });
  });
  it('a 4c or 7c from another seat may not be chowed', () => {
    const r = rule(`${south}\nevent: West discards 7c\nclaim: South chow 5c 6c`);
    expect(verdictOf(r, 'South').rule).toBe('CHOW-LEFT-ONLY');
  });
});

describe("Harr's rules 1 to 6 of section F", () => {
  it('rule 1: a discard left until the next player discards is dead', () => {
    const r = rule(`West: 4d 4d 1c 2c 3c 7c 8c 9c 1b 1b 1b E E\ndiscards: 2b E 4d\nevent: South discards 9c\nclaim: West pung 4d`);
    expect(verdictOf(r, 'West').rule).toBe('DEAD-DISCARD');
    expect(r.awardedTo).toBeNull();
  });
  it('rule 2: a player with four sets and an odd tile may pung a tile matching it', () => {
    const r = rule(`West: ${WAIT_9C_SINGLE}\nevent: South discards 9c\nclaim: West pung`);
    expect(r.awardedTo).toBe('West');
    expect(r.awardedAs).toBe('mahjong');
    expect(r.handOver).toBe(true);
    expect(r.table.result).toMatchObject({ winner: 'West', tile: '9c', from: 'South' });
  });
  it('rule 3: the discard is announced, "3 character"', () => {
    const r = rule(`West: ${PAIR_9C}\nevent: South discards 3c`);
    expect(r.explanation[0]).toMatchObject({ rule: 'ANNOUNCE-DISCARD' });
    expect(r.explanation[0].text).toContain('"3 character"');
  });
  it('rule 4: a pung has precedence over a chow', () => {
    const r = rule(`South: 4c 6c 1b 2b 3b 7d 8d 9d E E N Wd Gd\nWest: 5c 5c 1d 2d 3d 5b 5b 8b 8b S S N Rd\nevent: East discards 5c\nclaim: South chow 4c 6c\nclaim: West pung`);
    expect(r.awardedTo).toBe('West');
    expect(r.awardedAs).toBe('pung');
    expect(verdictOf(r, 'South').rule).toBe('PREC-PUNG-OVER-CHOW');
    expect(r.lostTurns).toEqual(['South']);
  });
  it('rule 5: a pung that completes the hand beats a pung that completes a set', () => {
    const r = rule(`South: ${PAIR_9C}\nNorth: ${WAIT_9C_SINGLE}\nevent: East discards 9c\nclaim: South pung\nclaim: North pung`);
    expect(r.awardedTo).toBe('North');
    expect(r.awardedAs).toBe('mahjong');
    expect(verdictOf(r, 'South').rule).toBe('PREC-MJ-OVER-ALL');
  });

  // Rule 6: two winners on North's 5d. East waits on a single 5d, West on a 3d-4d run.
  const twoWinners = `East: 1b 2b 3b 4b 5b 6b 7d 7d 7d Rd Rd Rd 5d\nWest: 3d 4d 1c 2c 3c 7c 8c 9c E E E Gd Gd\nevent: North discards 5d\nclaim: West mahjong\nclaim: East mahjong`;
  it('rule 6: of two winners the nearest in play order takes it, round the table (North discards: East before West)', () => {
    const r = rule(twoWinners);
    expect(r.awardedTo).toBe('East');
    expect(verdictOf(r, 'West').rule).toBe('PREC-NEAREST-WINNER');
    expect(distance('North', 'East')).toBe(1);
    expect(distance('North', 'West')).toBe(3);
  });
  it('rule 6, the wrong-direction mistake of A5 (counting to the discarder\'s left) picks West instead', () => {
    const s = scenario(twoWinners);
    const legal = s.claims.map((c) => checkClaim(s.table, c)).filter((c): c is LegalClaim => c.legal);
    const wrong = [...legal].sort((a, b) => CALL_OF_KIND[b.as] - CALL_OF_KIND[a.as] || distance(a.claim.seat, 'North') - distance(b.claim.seat, 'North'));
    expect(wrong[0].claim.seat).toBe('West');
    expect(rankClaims({ kind: 'discard', seat: 'North', tile: '5d' }, legal)[0].claim.seat).toBe('East');
  });
  it('rule 6 with three winners (A13): South discards, West, North and East win; West is nearest', () => {
    const r = rule(`West: 1b 2b 3b 4b 5b 6b 7d 7d 7d Rd Rd Rd 5d\nNorth: 3d 4d 1c 2c 3c 7c 8c 9c E E E Gd Gd\nEast: 6d 7d 2c 3c 4c 6c 7c 8c S S S Wd Wd\nevent: South discards 5d\nclaim: East mahjong\nclaim: North mahjong\nclaim: West mahjong`);
    expect(r.awardedTo).toBe('West');
    expect(verdictOf(r, 'North').rule).toBe('PREC-NEAREST-WINNER');
    expect(verdictOf(r, 'East').rule).toBe('PREC-NEAREST-WINNER');
  });
});

describe('Robbing the kong (A11, A12)', () => {
  const south = 'South: 1d 1d 1d 2d 3d 4d Rd Rd Rd N | pung 5b 5b 5b* from East';
  const west = 'West: 4b 6b 1c 2c 3c 7c 8c 9c E E E Gd Gd';
  const north = 'North: 3b 4b 1d 2d 3d 7d 8d 9d S S S Wd Wd';
  const east = 'East: 6b 7b 1c 1c 1c 9d 9d 9d N N N Gd Gd';
  it('several robbers: the nearest to the kong-maker wins', () => {
    const all = rule(`${south}\n${west}\n${north}\n${east}\nevent: South adds 5b\nclaim: East mahjong\nclaim: North mahjong\nclaim: West mahjong`);
    expect(all.awardedTo).toBe('West');
    const two = rule(`${south}\n${west}\n${north}\n${east}\nevent: South adds 5b\nclaim: East mahjong\nclaim: North mahjong`);
    expect(two.awardedTo).toBe('North');
    expect(verdictOf(two, 'East').rule).toBe('PREC-NEAREST-WINNER');
  });
  it('the robbed set stays a pung of three and no loose tile is drawn', () => {
    const r = rule(`${south}\n${west}\nevent: South adds 5b\nclaim: West mahjong`);
    expect(r.table.seats.South.melds).toEqual([{ kind: 'pung', tiles: ['5b', '5b', '5b'], claimed: { tile: '5b', from: 'East' } }]);
    expect(r.looseTileDrawnBy).toBeNull();
    expect(r.table.seats.West.concealed).toContain('5b');
    expect(r.table.result?.robbedKong).toBe(true);
  });
  it('with no robber the kong stands and its maker draws a loose tile', () => {
    const r = rule(`${south}\n${west.replace('4b 6b', '4b 9b')}\nevent: South adds 5b\nclaim: West mahjong`);
    expect(verdictOf(r, 'West').rule).toBe('WIN-FOUR-SETS-PAIR');
    expect(r.awardedTo).toBeNull();
    expect(r.looseTileDrawnBy).toBe('South');
    expect(r.nextToDraw).toBe('West');
    expect(r.table.seats.South.melds[0]).toMatchObject({ kind: 'kong', kongWay: 'added' });
  });
  it('a concealed kong cannot be robbed', () => {
    const r = rule(`South: 2d 3d 4d Rd Rd Rd N N 7c 8c | kong 1d 1d 1d 1d concealed\nWest: 2d 3d 1c 2c 3c 7c 8c 9c E E E Gd Gd\nevent: South declares 1d\nclaim: West mahjong`);
    expect(verdictOf(r, 'West').rule).toBe('ROB-KONG-EXPOSED-ONLY');
    expect(r.looseTileDrawnBy).toBe('South');
  });
  it('a robbing pung or chow that does not complete the hand is refused', () => {
    const r = rule(`${south}\n${west.replace('E E E', 'E E S')}\nevent: South adds 5b\nclaim: West chow 4b 6b`);
    expect(verdictOf(r, 'West').rule).toBe('ROB-KONG-MJ-ONLY');
    expect(r.awardedTo).toBeNull();
  });
  it('a robbing chow that completes the hand is ruled as Mah-Jongg, and robs (A19)', () => {
    const r = rule(`${south}\n${west}\nevent: South adds 5b\nclaim: West chow 4b 6b`);
    expect(verdictOf(r, 'West')).toMatchObject({ legal: true, as: 'mahjong', awarded: true });
    expect(r.awardedAs).toBe('mahjong');
    expect(r.table.result?.robbedKong).toBe(true);
  });
});

describe('Claims no one can satisfy, and passing', () => {
  it('with no claims the next player draws', () => {
    const s = scenario(`West: ${PAIR_9C}\nevent: South discards 9c`);
    const r = adjudicate(s.table, []);
    expect(r).toMatchObject({ awardedTo: null, awardedAs: null, handOver: false, nextToDraw: 'West', lostTurns: [] });
    expect(r.table).toEqual(s.table);
  });
  it('adjudicate does not change the table it is given', () => {
    const s = scenario(`West: ${PAIR_9C}\nevent: South discards 9c\nclaim: West pung`);
    const before = structuredClone(s.table);
    adjudicate(s.table, s.claims);
    expect(s.table).toEqual(before);
  });
  it('throws when nothing can be claimed', () => {
    const s = scenario(`West: ${PAIR_9C}\nturn: West draws`);
    expect(() => adjudicate(s.table, [])).toThrow(/nothing on the table/);
  });
});

describe('A8 option: claims after the next player has drawn', () => {
  const body = `South: hidden\ndrawn: South\nWest: ${PAIR_9C}\nevent: East discards 9c\nclaim: West pung`;
  it('off by default: the pung comes too late', () => {
    const r = rule(body);
    expect(verdictOf(r, 'West').rule).toBe('CLAIM-LIVE-DISCARD');
    expect(r.discardBy).toBe('South');
    expect(r.nextToDraw).toBe('West');
  });
  it('on: the pung stands and South\'s drawn tile goes back to the wall', () => {
    const s = scenario(`${body}\noptions: claim-after-next-draw`);
    const r = adjudicate(s.table, s.claims);
    expect(r.awardedTo).toBe('West');
    expect(r.table.seats.South.concealed).toHaveLength(13);
    expect(r.table.wall).toHaveLength(s.table.wall.length + 1);
    expect(r.table.wall[0]).toBe(s.table.seats.South.concealed[13]);
    expect(r.lostTurns).toEqual(['South']);
    expect(isDeadHand(r.table, 'South')).toBe(false);
  });
  it('on: the player who drew is judged without his drawn tile (it goes back to the wall)', () => {
    const drewTheSecond = rule(`South: 9c 1d 2d 3d 5b 5b 8b 8b S S N Gd Gd 9c\ndrawn: South\nevent: East discards 9c\nclaim: South pung\noptions: claim-after-next-draw`);
    expect(verdictOf(drewTheSecond, 'South').rule).toBe('PUNG-NEEDS-PAIR');
    const heldAPair = rule(`South: 9c 9c 1d 2d 3d 5b 5b 8b 8b S S N Gd Gd\ndrawn: South\nevent: East discards 9c\nclaim: South pung\noptions: claim-after-next-draw`);
    expect(heldAPair.awardedTo).toBe('South');
    expect(heldAPair.table.wall[0]).toBe('Gd');
    expect(isDeadHand(heldAPair.table, 'South')).toBe(false);
  });
  it('on: the ruling says the drawn tile goes back on the wall, whoever takes the discard', () => {
    const other = rule(`${body}\noptions: claim-after-next-draw`);
    expect(other.explanation).toContainEqual({
      rule: 'CLAIM-LIVE-DISCARD',
      text: "South had drawn from the wall, but with late claims a discard may still be claimed until he discards: West's call comes first, and South's drawn tile goes back on the wall.",
    });
    const own = rule(`South: 9c 9c 1d 2d 3d 5b 5b 8b 8b S S N Gd Gd\ndrawn: South\nevent: East discards 9c\nclaim: South pung\noptions: claim-after-next-draw`);
    expect(own.explanation.map((r) => r.text)).toContain(
      'South had drawn from the wall, but with late claims a discard may still be claimed until he discards: his call takes the place of that draw, and his drawn tile goes back on the wall.',
    );
    // Spoken to the learner when he is the one who drew.
    const s = scenario(`${body}\noptions: claim-after-next-draw`);
    expect(adjudicate(s.table, s.claims, 'South').explanation.map((r) => r.text)).toContain(
      "You had drawn from the wall, but with late claims a discard may still be claimed until you discard: West's call comes first, and your drawn tile goes back on the wall.",
    );
  });
  it('the drawn tile is not mentioned when nobody has drawn, or nobody takes the tile', () => {
    const early = rule(`West: ${PAIR_9C}\nevent: East discards 9c\nclaim: West pung\noptions: claim-after-next-draw`);
    expect(early.explanation.map((r) => r.text).join(' ')).not.toMatch(/goes back on the wall/);
    const s = scenario(`South: hidden\ndrawn: South\nWest: ${PAIR_9C}\nevent: East discards 9c\noptions: claim-after-next-draw`);
    expect(adjudicate(s.table, []).explanation.map((r) => r.text).join(' ')).not.toMatch(/goes back on the wall/);
  });
  it('on: South still cannot chow after drawing', () => {
    const r = rule(`South: 8c 7c 1b 2b 3b 7d 8d 9d E E N Wd Gd Gd\ndrawn: South\nevent: East discards 9c\nclaim: South chow 7c 8c\noptions: claim-after-next-draw`);
    expect(verdictOf(r, 'South').rule).toBe('CHOW-INSTEAD-OF-DRAW');
  });
});

describe('A1 strict option: winning runs from the next player only', () => {
  const west = 'West: 7c 8c 1d 2d 3d E E E Gd Gd 5b 5b 5b';
  it('by default any seat may complete a run to win', () => {
    expect(rule(`${west}\nevent: East discards 9c\nclaim: West mahjong`).awardedTo).toBe('West');
  });
  it('strict: West may not, with the chow rule cited', () => {
    const r = rule(`${west}\nevent: East discards 9c\nclaim: West mahjong\noptions: strict-winning-chow`);
    expect(verdictOf(r, 'West').rule).toBe('CHOW-LEFT-ONLY');
  });
  it('strict: the next player may, and a winning pair is still allowed from any seat', () => {
    expect(rule(`${west.replace('West', 'South')}\nevent: East discards 9c\nclaim: South mahjong\noptions: strict-winning-chow`).awardedTo).toBe('South');
    expect(rule(`West: ${WAIT_9C_SINGLE}\nevent: East discards 9c\nclaim: West mahjong\noptions: strict-winning-chow`).awardedTo).toBe('West');
  });
});

/** Every order of a list: the ruling must not depend on the order the calls were announced in. */
function orders<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) => orders([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

/** The parts of a ruling a referee announces. */
function announced(body: string) {
  const s = scenario(body);
  return orders(s.claims).map((claims) => {
    const r = adjudicate(s.table, claims);
    return { awardedTo: r.awardedTo, awardedAs: r.awardedAs, handOver: r.handOver, nextToDraw: r.nextToDraw, lostTurns: r.lostTurns, looseTileDrawnBy: r.looseTileDrawnBy };
  });
}

/** Rules on every order of the calls, checks they agree, and returns the first ruling. */
function ruleEveryOrder(body: string) {
  const all = announced(body);
  for (const r of all) expect(r).toEqual(all[0]);
  return rule(body);
}

describe('A19: a call that completes the hand is a winning call, whatever word announced it', () => {
  // South sits next to East. With the 5c his hand is four sets and a pair; West holds a pair of 5c.
  const southWins = 'South: 4c 6c 1b 2b 3b 7d 8d 9d E E E Wd Wd';
  const southSet = 'South: 4c 6c 1b 2b 3b 7d 8d 9d E E N Wd Gd';
  const westPair = 'West: 5c 5c 1d 2d 3d 5b 5b 8b 8b S S N Rd';
  it('the next player\'s chow that completes his hand beats a pung, and the ruling says why', () => {
    const r = ruleEveryOrder(`${southWins}\n${westPair}\nevent: East discards 5c\nclaim: South chow 4c 6c\nclaim: West pung`);
    expect(r.awardedTo).toBe('South');
    expect(r.awardedAs).toBe('mahjong');
    expect(r.handOver).toBe(true);
    expect(verdictOf(r, 'South')).toMatchObject({ claim: 'chow', as: 'mahjong', awarded: true });
    expect(verdictOf(r, 'West').rule).toBe('PREC-MJ-OVER-ALL');
    expect(r.explanation.map((e) => e.text).join(' ')).toContain("South's Chow completes his hand, so it is a Mah-Jongg call");
  });
  it('a chow that only completes a set still loses to the pung', () => {
    const r = ruleEveryOrder(`${southSet}\n${westPair}\nevent: East discards 5c\nclaim: South chow 4c 6c\nclaim: West pung`);
    expect(r.awardedTo).toBe('West');
    expect(r.awardedAs).toBe('pung');
    expect(verdictOf(r, 'South')).toMatchObject({ as: 'chow', rule: 'PREC-PUNG-OVER-CHOW' });
  });
  // South holds a pair of 9c that completes his hand; North waits on a single 9c.
  const southPungWins = 'South: 9c 9c 1d 2d 3d 5b 5b 5b 8b 8b 8b S S';
  const southPungSet = 'South: 9c 9c 1d 2d 3d 5b 5b 5b 8b 8b 4b S S';
  const northWaits = 'North: 1b 2b 3b 4b 5b 6b 7d 7d 7d Rd Rd Rd 9c';
  it('a pung with a pair that completes the hand ranks as Mah-Jongg: the nearer winner takes it', () => {
    const r = ruleEveryOrder(`${southPungWins}\n${northWaits}\nevent: East discards 9c\nclaim: North mahjong\nclaim: South pung`);
    expect(r.awardedTo).toBe('South');
    expect(r.awardedAs).toBe('mahjong');
    expect(verdictOf(r, 'North').rule).toBe('PREC-NEAREST-WINNER');
  });
  it('a pung with a pair that does not complete the hand loses to the farther Mah-Jongg', () => {
    const r = ruleEveryOrder(`${southPungSet}\n${northWaits}\nevent: East discards 9c\nclaim: North mahjong\nclaim: South pung`);
    expect(r.awardedTo).toBe('North');
    expect(verdictOf(r, 'South').rule).toBe('PREC-MJ-OVER-ALL');
  });
  it('a winning chow from a seat that is not next is a Mah-Jongg call; under the strict option it is refused', () => {
    const west = 'West: 7c 8c 1d 2d 3d E E E Gd Gd 5b 5b 5b';
    const r = ruleEveryOrder(`${west}\nevent: East discards 9c\nclaim: West chow 7c 8c`);
    expect(r.awardedTo).toBe('West');
    expect(r.awardedAs).toBe('mahjong');
    expect(verdictOf(rule(`${west}\nevent: East discards 9c\nclaim: West chow 7c 8c\noptions: strict-winning-chow`), 'West').rule).toBe('CHOW-LEFT-ONLY');
    const notWinning = rule(`${west.replace('Gd Gd', 'Gd Rd')}\nevent: East discards 9c\nclaim: West chow 7c 8c`);
    expect(verdictOf(notWinning, 'West').rule).toBe('CHOW-LEFT-ONLY');
  });
  it('legalClaims lists the win once, as Mah-Jongg', () => {
    const s = scenario(`${southWins}\nevent: East discards 5c`);
    expect(legalClaims(s.table).filter((c) => c.claim.seat === 'South').map((c) => [c.claim.kind, c.as])).toEqual([['mahjong', 'mahjong']]);
  });
  it('a kong call is still judged as a kong (A15)', () => {
    const r = rule('South: 9c 9c 9c 1d 2d 3d 5b 5b 5b 8b 8b S S\nevent: East discards 9c\nclaim: South kong');
    expect(r.awardedAs).toBe('kong');
  });
});

describe('A20: when the wall runs out', () => {
  const westPair = 'West: 9c 9c 1d 2d 3d 5b 5b 8b 8b S S N Gd';
  const westThree = 'West: 9c 9c 9c 1d 2d 3d 5b 5b 8b 8b S S N';
  it('nobody calls and the wall is empty: the hand ends as a draw game', () => {
    const r = ruleEveryOrder(`${westPair}\nevent: South discards 4d\nwall: 0`);
    expect(r).toMatchObject({ awardedTo: null, handOver: true, nextToDraw: null, looseTileDrawnBy: null, discardBy: null });
    expect(r.table.phase).toBe('over');
    expect(r.table.result).toEqual({ winner: null });
    expect(r.explanation.at(-1)?.text).toMatch(/wall is exhausted.*draw game/);
  });
  it('with one tile left the next player draws it', () => {
    const r = rule(`${westPair}\nevent: South discards 4d\nwall: 1`);
    expect(r).toMatchObject({ handOver: false, nextToDraw: 'West', discardBy: 'West' });
  });
  it('nobody calls after the next player drew the last tile (A8 option): his discard may still be claimed before the hand ends, said in one sentence', () => {
    const r = rule(`South: 9c 1d 2d 3d 5b 5b 8b 8b S S N Gd Gd 7c\ndrawn: South\nevent: East discards 4d\nwall: 0\noptions: claim-after-next-draw`);
    expect(r).toMatchObject({ handOver: false, nextToDraw: null, discardBy: 'South' });
    // One colon: the wall's words end where this sentence goes on.
    expect(r.explanation.at(-1)?.text).toBe("The wall is exhausted: no tile is left that may be drawn, so unless South's discard is claimed, the hand ends as a draw game.");
  });
  it('with a reserve of 14: one tile above it the next player draws; at it the hand ends', () => {
    expect(rule(`${westPair}\nevent: South discards 4d\nwall: 15\noptions: dead-wall 14`).nextToDraw).toBe('West');
    const at = rule(`${westPair}\nevent: South discards 4d\nwall: 14\noptions: dead-wall 14`);
    expect(at).toMatchObject({ handOver: true, nextToDraw: null });
  });
  it('a kong needs a loose tile: refused when none is left, allowed one tile above the reserve, and a draw after it only two above', () => {
    const none = ruleEveryOrder(`${westThree}\nevent: South discards 9c\nclaim: West kong\nwall: 0`);
    expect(verdictOf(rule(`${westThree}\nevent: South discards 9c\nclaim: West kong\nwall: 0`), 'West')).toMatchObject({ legal: false, rule: 'KONG-LOOSE-TILE' });
    expect(none).toMatchObject({ awardedTo: null, handOver: true, nextToDraw: null, looseTileDrawnBy: null });
    const one = rule(`${westThree}\nevent: South discards 9c\nclaim: West kong\nwall: 1`);
    expect(one).toMatchObject({ awardedTo: 'West', awardedAs: 'kong', looseTileDrawnBy: 'West', nextToDraw: null });
    const two = rule(`${westThree}\nevent: South discards 9c\nclaim: West kong\nwall: 2`);
    expect(two).toMatchObject({ awardedTo: 'West', awardedAs: 'kong', looseTileDrawnBy: 'West', nextToDraw: 'North' });
  });
  it('a pung still stands on the last discard; the punger discards, and nobody is left to draw', () => {
    const r = ruleEveryOrder(`${westPair}\nSouth: 4c 6c 1b 2b 3b 7d 8d 9d E E N Wd Gd\nevent: East discards 9c\nclaim: West pung\nclaim: South chow 7c 8c\nwall: 0`);
    expect(r).toMatchObject({ awardedTo: 'West', awardedAs: 'pung', handOver: false, discardBy: 'West', nextToDraw: null, lostTurns: ['South'] });
    expect(r.explanation.at(-1)?.text).toMatch(/his discard may be claimed.*draw game/);
  });
  it('a Mah-Jongg on the last discard still wins', () => {
    const r = rule(`West: 1b 2b 3b 4b 5b 6b 7d 7d 7d Rd Rd Rd 9c\nevent: South discards 9c\nclaim: West mahjong\nwall: 0`);
    expect(r).toMatchObject({ awardedTo: 'West', awardedAs: 'mahjong', handOver: true });
  });
  it('the next player who has drawn the last tile finishes his turn, and nobody draws after him', () => {
    const r = rule(`West: hidden\ndrawn: West\nevent: South discards 4d\nwall: 0`);
    expect(r).toMatchObject({ handOver: false, discardBy: 'West', nextToDraw: null });
  });
});

describe('A21: dead hands are positions, not errors', () => {
  // West holds twelve tiles: his hand is dead. With the 9c he would otherwise hold four sets and a pair's worth.
  const deadWest = 'West: 9c 9c 1d 2d 3d 5b 5b 5b 8b 8b 8b S';
  it('a dead hand\'s Mah-Jongg is refused with TILECOUNT-13-PLUS-KONGS', () => {
    const r = ruleEveryOrder(`${deadWest}\nevent: South discards 9c\nclaim: West mahjong`);
    expect(verdictOf(r, 'West')).toMatchObject({ legal: false, rule: 'TILECOUNT-13-PLUS-KONGS' });
    expect(r.awardedTo).toBeNull();
  });
  it('a dead hand\'s pung is allowed, and is never ruled as a win', () => {
    const r = ruleEveryOrder(`${deadWest}\nevent: South discards 9c\nclaim: West pung`);
    expect(r).toMatchObject({ awardedTo: 'West', awardedAs: 'pung', nextToDraw: 'North' });
    expect(isDeadHand(r.table, 'West')).toBe(true);
  });
  it('a dead hand\'s pung loses to a live hand\'s win', () => {
    const r = ruleEveryOrder(`${deadWest}\nNorth: 1b 2b 3b 4b 5b 6b 7d 7d 7d Rd Rd Rd 9c\nevent: South discards 9c\nclaim: West pung\nclaim: North mahjong`);
    expect(r).toMatchObject({ awardedTo: 'North', awardedAs: 'mahjong' });
  });
});

describe('two calls by one seat on one tile', () => {
  it('only one of them counts: the other is legal but not awarded, and says why', () => {
    // A scenario file refuses a second call by one player; the engine, given both, must still count one.
    const s = scenario('South: 5c 5c 4c 6c 1b 2b 3b 7d 8d 9d E E N\nevent: East discards 5c');
    const r = adjudicate(s.table, [{ seat: 'South', kind: 'pung' }, { seat: 'South', kind: 'chow', tiles: ['4c', '6c'] }]);
    const south = r.claims.filter((c) => c.seat === 'South');
    expect(south).toHaveLength(2);
    expect(south.filter((c) => c.awarded)).toHaveLength(1);
    const other = south.find((c) => !c.awarded)!;
    expect(other.legal).toBe(true);
    expect(other.message).toMatch(/only one call of his counts/);
  });
});
