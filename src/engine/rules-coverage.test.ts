/**
 * One describe per rule id of RULES.md: each shows the rule allowing what it
 * allows and, where the rule can refuse, refusing with exactly its id.
 */
import { describe, it, expect } from 'vitest';
import { adjudicate } from './adjudicate';
import { type Claim, checkClaim, legalClaims } from './claims';
import { isWinningHand } from './hand';
import { meldProblem } from './melds';
import { PositionError } from './refusal';
import { RULE_IDS, RULES, type RuleId } from './rules';
import { FormatError } from './formats/formatError';
import { concealedSetScore, heldFourScore, setScore } from './scoring';
import { SEATS, nextSeat } from './seats';
import { deal } from './sim/deal';
import { type Table, allTiles, isDeadHand, makeTable, emptySeat } from './table';
import { countTiles, fullSet } from './tiles';
import { announcement } from './explain/announcement';
import { parseTiles } from './tileCodes';
import { isSentence, must, refused, rule, scenario, verdictOf } from '../../tests/testkit';
import { ILLUSTRATION_12 } from '../../tests/fixtures';

/** A refused claim: the verdict must name exactly `id` and explain itself in a sentence. */
/** A claim checked on a table, not ruled on: refused under rule `id`, in a sentence. */
function expectClaimRefused(table: Table, claim: Claim, id: RuleId) {
  const check = checkClaim(table, claim);
  expect(check.legal).toBe(false);
  if (!check.legal) {
    expect(check.refusal.rule).toBe(id);
    expect(isSentence(check.refusal.message)).toBe(true);
  }
}

function expectRefused(body: string, seat: 'East' | 'South' | 'West' | 'North', id: RuleId) {
  const ruling = rule(body);
  const v = verdictOf(ruling, seat);
  expect(v.legal, `${seat}'s claim should be refused`).toBe(false);
  expect(v.rule).toBe(id);
  expect(isSentence(v.message), v.message).toBe(true);
  const check = ruling.checks.find((c) => c.claim.seat === seat)!;
  expect(check.legal).toBe(false);
  if (!check.legal) expect(check.refusal.rule).toBe(id);
  expect(ruling.explanation.some((r) => r.rule === id)).toBe(true);
  return ruling;
}

function cites(ruling: { explanation: { rule: RuleId }[] }, id: RuleId): boolean {
  return ruling.explanation.some((r) => r.rule === id);
}

// Hands used below (13 tiles each).
const WAIT_9C_SINGLE = '1b 2b 3b 4b 5b 6b 7d 7d 7d Rd Rd Rd 9c';
const CHOW_4C_6C = '4c 6c 1b 2b 3b 7d 8d 9d E E N Wd Gd';
const PAIR_9C = '9c 9c 1d 2d 3d 5b 5b 8b 8b S S N Gd';

const ILL_12 = ILLUSTRATION_12;

describe('the catalogue is covered', () => {
  it('has a describe below for each of the 40 ids', () => {
    expect(RULE_IDS).toHaveLength(40);
  });
});

describe('ANNOUNCE-DISCARD', () => {
  it('names a discard as Harr\'s rule 3 does: "3 character"', () => {
    expect((['3c', '7b', '2d', 'E', 'Rd'] as const).map((t) => announcement(t))).toEqual(['3 character', '7 bamboo', '2 circle', 'East wind', 'Red dragon']);
  });
  it('is cited when a discard is ruled on and when a tile is discarded; it is a courtesy and never refuses', () => {
    const r = rule(ILL_12);
    expect(r.explanation[0].rule).toBe('ANNOUNCE-DISCARD');
    expect(r.explanation[0].text).toContain('"9 character"');
    const t = must(deal(1), { type: 'discard', seat: 'East', tile: deal(1).seats.East.concealed[0] });
    expect(t.live?.by).toBe('East');
    expect(RULES['ANNOUNCE-DISCARD'].canRefuse).toBe(false);
  });
});

describe('BG-FOUR-COPIES', () => {
  it('allows a full set: four of each of 34 kinds, 136 tiles', () => {
    const counts = countTiles(fullSet());
    expect(counts.size).toBe(34);
    for (const n of counts.values()) expect(n).toBe(4);
    expect(allTiles(deal(7))).toHaveLength(136);
  });
  it('rejects a scenario with a fifth copy of a tile, naming the rule', () => {
    try {
      scenario(`East: 9c 9c 9c 9c 1b 2b 3b 4b 5b 6b 7d 7d 7d\nevent: South discards 9c`);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(FormatError);
      expect((error as FormatError).rule).toBe('BG-FOUR-COPIES');
      expect((error as FormatError).message).toMatch(/only 4 of each tile/);
    }
  });
  it('rejects a table built with five copies', () => {
    const seats = { East: emptySeat(), South: emptySeat(), West: emptySeat(), North: emptySeat() };
    seats.East.concealed = parseTiles('5c 5c 5c 5c 5c');
    expect(() => makeTable({ seats, wall: [], turn: 'East', phase: 'discard' })).toThrow(PositionError);
    try {
      makeTable({ seats, wall: [], turn: 'East', phase: 'discard' });
    } catch (error) {
      expect((error as PositionError).rule).toBe('BG-FOUR-COPIES');
      expect(isSentence((error as PositionError).message)).toBe(true);
    }
  });
});

describe('CHOW-EXPOSE', () => {
  it('lays the run face up with the claimed tile marked as taken from the discarder', () => {
    const r = rule(`South: ${CHOW_4C_6C}\nevent: East discards 5c\nclaim: South chow 4c 6c`);
    expect(r.awardedAs).toBe('chow');
    const meld = r.table.seats.South.melds[0];
    expect(meld).toMatchObject({ kind: 'chow', tiles: ['4c', '5c', '6c'], claimed: { tile: '5c', from: 'East' } });
    expect(r.table.seats.South.concealed).not.toContain('4c');
    expect(cites(r, 'CHOW-EXPOSE')).toBe(true);
    expect(RULES['CHOW-EXPOSE'].canRefuse).toBe(false);
  });
});

describe('CHOW-INSTEAD-OF-DRAW', () => {
  const body = `South: ${CHOW_4C_6C}\nevent: East discards 5c`;
  it('the chow is the draw: the wall is untouched and the chower must discard', () => {
    const s = scenario(`${body}\nclaim: South chow 4c 6c`);
    const r = adjudicate(s.table, s.claims);
    expect(r.table.wall).toEqual(s.table.wall);
    expect(r.table.turn).toBe('South');
    expect(r.table.phase).toBe('discard');
    expect(r.discardBy).toBe('South');
  });
  it('is optional: he may draw from the wall instead', () => {
    const s = scenario(body);
    const t = must(s.table, { type: 'draw', seat: 'South' });
    expect(t.seats.South.concealed).toHaveLength(14);
  });
  it('refuses a chow once he has drawn', () => {
    expectRefused(`South: hidden\ndrawn: South\nWest: hidden\nevent: East discards 5c\nclaim: South chow`.replace('South: hidden', `South: ${CHOW_4C_6C} 1c`), 'South', 'CHOW-INSTEAD-OF-DRAW');
  });
});

describe('CHOW-LEFT-ONLY', () => {
  it('allows the next player (on the discarder\'s right) to chow', () => {
    const r = rule(`South: ${CHOW_4C_6C}\nevent: East discards 5c\nclaim: South chow 4c 6c`);
    expect(r.awardedTo).toBe('South');
    expect(cites(r, 'CHOW-LEFT-ONLY')).toBe(true);
  });
  it('refuses a chow from any other seat', () => {
    expectRefused(`West: ${CHOW_4C_6C}\nevent: East discards 5c\nclaim: West chow 4c 6c`, 'West', 'CHOW-LEFT-ONLY');
    expectRefused(`North: ${CHOW_4C_6C}\nevent: East discards 5c\nclaim: North chow 4c 6c`, 'North', 'CHOW-LEFT-ONLY');
  });
});

describe('CHOW-SUIT-RUN', () => {
  it('allows three consecutive numbers of one suit', () => {
    expect(rule(`South: ${CHOW_4C_6C}\nevent: East discards 5c\nclaim: South chow 4c 6c`).awardedAs).toBe('chow');
  });
  it('refuses an honour, a gap, and a 9-1 wrap', () => {
    expectRefused(`South: ${CHOW_4C_6C}\nevent: East discards E\nclaim: South chow`, 'South', 'CHOW-SUIT-RUN');
    expectRefused(`South: 4c 7c 1b 2b 3b 7d 8d 9d E E N Wd Gd\nevent: East discards 5c\nclaim: South chow 4c 7c`, 'South', 'CHOW-SUIT-RUN');
    expectRefused(`South: 8c 9c 1b 2b 3b 7d 8d 9d E E N Wd Gd\nevent: East discards 1c\nclaim: South chow 8c 9c`, 'South', 'CHOW-SUIT-RUN');
    expectRefused(`South: 4b 6b 1b 2b 3b 7d 8d 9d E E N Wd Gd\nevent: East discards 5c\nclaim: South chow 4b 6b`, 'South', 'CHOW-SUIT-RUN');
  });
});

describe('CHOW-TWO-IN-HAND', () => {
  it('allows a chow with both partners concealed', () => {
    expect(rule(`South: ${CHOW_4C_6C}\nevent: East discards 5c\nclaim: South chow 4c 6c`).awardedTo).toBe('South');
  });
  it('refuses when a partner is missing or sits in an exposed set', () => {
    // The exposed set's rule is said only where a missing partner lies in one.
    const missing = expectRefused(`South: 4c 9c 1b 2b 3b 7d 8d 9d E E N Wd Gd\nevent: East discards 5c\nclaim: South chow 4c 6c`, 'South', 'CHOW-TWO-IN-HAND');
    expect(verdictOf(missing, 'South').message).toBe('South does not hold both the 4 of Characters and the 6 of Characters in his hand.');
    const exposed = expectRefused(`South: 1b 2b 3b 7d 8d 9d E E N Wd | chow 4c 5c* 6c from East\nevent: East discards 5c\nclaim: South chow 4c 6c`, 'South', 'CHOW-TWO-IN-HAND');
    expect(verdictOf(exposed, 'South').message).toBe('South does not hold both the 4 of Characters and the 6 of Characters in his hand. Tiles in an exposed set cannot be used again.');
    expectRefused(`South: 1b 2b 3b 7d 8d 9d E E N Wd Gd Gd Gd\nevent: East discards 5c\nclaim: South chow`, 'South', 'CHOW-TWO-IN-HAND');
  });
});

describe('CLAIM-LIVE-DISCARD', () => {
  it('allows a claim on the tile just discarded', () => {
    expect(rule(ILL_12).awardedTo).toBe('East');
  });
  it('refuses a claim once the next player has drawn (A8 default)', () => {
    expectRefused(`South: hidden\ndrawn: South\nWest: ${PAIR_9C}\nevent: East discards 9c\nclaim: West pung`, 'West', 'CLAIM-LIVE-DISCARD');
  });
  it('refuses a claim on a tile nobody has discarded, and any claim when nothing is live', () => {
    expectRefused(`West: ${PAIR_9C}\nevent: East discards 9c\nclaim: West pung 5b`, 'West', 'CLAIM-LIVE-DISCARD');
    expectClaimRefused(deal(3), { seat: 'South', kind: 'pung' }, 'CLAIM-LIVE-DISCARD');
  });
});

describe('CLAIM-OTHERS-DISCARD', () => {
  it('allows another player to claim', () => {
    expect(rule(`West: ${PAIR_9C}\nevent: East discards 9c\nclaim: West pung`).awardedTo).toBe('West');
  });
  it('refuses a claim on one\'s own discard', () => {
    expectRefused(`East: ${PAIR_9C}\nevent: East discards 9c\nclaim: East pung`, 'East', 'CLAIM-OTHERS-DISCARD');
  });
});

describe('CONCEALED-SET-COUNTS', () => {
  it('counts concealed sets towards the four, exactly as exposed ones', () => {
    const concealed = parseTiles(`${WAIT_9C_SINGLE} 9c`);
    expect(isWinningHand(concealed, [])).toBe(true);
    const r = rule(`North: ${WAIT_9C_SINGLE}\nevent: South discards 9c\nclaim: North mahjong`);
    expect(r.awardedAs).toBe('mahjong');
    expect(r.table.seats.North.melds).toEqual([]);
    expect(RULES['CONCEALED-SET-COUNTS'].canRefuse).toBe(false);
  });
  it('concealed pungs and chows are not declared: the position keeps them in the hand', () => {
    const s = scenario(`North: ${WAIT_9C_SINGLE}\nevent: South discards 2c`);
    expect(s.table.seats.North.concealed).toHaveLength(13);
    expect(s.table.seats.North.melds).toHaveLength(0);
  });
});

describe('DEAD-DISCARD', () => {
  const body = `West: 4d 4d 1c 2c 3c 7c 8c 9c 1b 1b 1b E E\ndiscards: 2b E 4d\nevent: South discards 9c`;
  it('allows a claim on the live discard', () => {
    expect(rule(`West: 9c 9c 1c 2c 3c 7c 8c 9b 1b 1b 1b E E\nevent: South discards 9c\nclaim: West pung`).awardedTo).toBe('West');
  });
  it('refuses an earlier discard, even to win (A7)', () => {
    expectRefused(`${body}\nclaim: West pung 4d`, 'West', 'DEAD-DISCARD');
    expectRefused(`${body}\nclaim: West mahjong 4d`, 'West', 'DEAD-DISCARD');
  });
  it('once the next discard is made the old one cannot be touched', () => {
    const s = scenario(`West: ${PAIR_9C}\nevent: East discards 9c`);
    let t = must(s.table, { type: 'draw', seat: 'South' });
    t = must(t, { type: 'discard', seat: 'South', tile: t.seats.South.concealed[0] });
    const check = checkClaim(must(t, { type: 'draw', seat: 'West' }), { seat: 'North', kind: 'pung', target: '9c' });
    expect(check.legal).toBe(false);
    if (!check.legal) expect(check.refusal.rule).toBe('DEAD-DISCARD');
  });
});

describe('KONG-ADD-DRAWN', () => {
  const body = `South: 5b 1d 1d 1d 2d 3d 4d Rd Rd Rd N | pung 5b 5b 5b* from East\nturn: South discards`;
  it('allows adding a self-drawn fourth to an exposed pung; the kong stands when nobody robs', () => {
    const s = scenario(body);
    const robbing = must(s.table, { type: 'kong', seat: 'South', tile: '5b' });
    expect(robbing.phase).toBe('robbing');
    const stands = must(robbing, { type: 'pass' });
    expect(stands.seats.South.melds[0]).toMatchObject({ kind: 'kong', kongWay: 'added', added: '5b', tiles: ['5b', '5b', '5b', '5b'] });
    expect(stands.phase).toBe('loose');
  });
  it('refuses with nothing to add, and straight after a claim', () => {
    const s = scenario(`South: 9c 1d 1d 1d 2d 3d 4d Rd Rd Rd N | pung 5b 5b 5b* from East\nturn: South discards`);
    const r = refused(s.table, { type: 'kong', seat: 'South', tile: '5b' });
    expect(r.rule).toBe('KONG-ADD-DRAWN');
    expect(isSentence(r.message)).toBe(true);
    const c = rule(`South: 5b 5b 5b 1d 1d 1d 2d 3d 4d N | chow 1c 2c* 3c from East\nevent: East discards 5b\nclaim: South pung`);
    expect(c.awardedAs).toBe('pung');
    const r2 = refused(c.table, { type: 'kong', seat: 'South', tile: '5b' });
    expect(r2.rule).toBe('KONG-ADD-DRAWN');
    expect(isSentence(r2.message)).toBe(true);
  });
});

describe('KONG-CONCEALED', () => {
  it('allows a drawn four to be laid out in the player\'s own turn, scoring as concealed', () => {
    const s = scenario(`South: 1d 1d 1d 1d 2b 3b 4b 6c 7c 8c N N Wd Gd\nturn: South discards`);
    const r = play(s.table, '1d');
    expect(r.seats.South.melds[0]).toEqual({ kind: 'kong', tiles: ['1d', '1d', '1d', '1d'], kongWay: 'concealed' });
    expect(r.phase).toBe('loose');
  });
  it('refuses without all four in hand', () => {
    const s = scenario(`South: 1d 1d 1d 5d 2b 3b 4b 6c 7c 8c N N Wd Gd\nturn: South discards`);
    const r = refused(s.table, { type: 'kong', seat: 'South', tile: '1d' });
    expect(r.rule).toBe('KONG-CONCEALED');
    expect(isSentence(r.message)).toBe(true);
  });
  function play(table: ReturnType<typeof scenario>['table'], tile: '1d') {
    const result = must(table, { type: 'kong', seat: 'South', tile });
    return result;
  }
});

describe('KONG-DECLARED-BEFORE-WIN', () => {
  it('allows a win with a declared kong', () => {
    const r = rule(`West: 2b 3b 4b 5b 6b 7b Rd Rd Rd 9c | kong 1d 1d 1d 1d concealed\nevent: South discards 9c\nclaim: West mahjong`);
    expect(r.awardedAs).toBe('mahjong');
  });
  it('refuses a win that needs an undeclared four as a set', () => {
    expectRefused(`West: 1d 1d 1d 1d 2b 3b 4b 5b 6b 7b Rd Rd 9c\nevent: South discards 9c\nclaim: West mahjong`, 'West', 'KONG-DECLARED-BEFORE-WIN');
  });
});

describe('KONG-FROM-DISCARD', () => {
  it('allows three in hand to take the fourth from any seat', () => {
    const r = rule(`West: 9c 9c 9c 1d 2d 3d 5b 5b 8b 8b S S N\nevent: North discards 9c\nclaim: West kong`);
    expect(r.awardedAs).toBe('kong');
    expect(r.table.seats.West.melds[0]).toMatchObject({ kind: 'kong', kongWay: 'discard', claimed: { tile: '9c', from: 'North' } });
    expect(r.looseTileDrawnBy).toBe('West');
    expect(cites(r, 'KONG-FROM-DISCARD')).toBe(true);
  });
  it('refuses a kong with only a pair', () => {
    expectRefused(`West: ${PAIR_9C}\nevent: North discards 9c\nclaim: West kong`, 'West', 'KONG-FROM-DISCARD');
  });
});

describe('KONG-HOLD-OPTION', () => {
  it('a four may stay in the hand: the player discards something else and his hand is live', () => {
    const s = scenario(`South: 1d 1d 1d 1d 2b 3b 4b 6c 7c 8c N N Wd Gd\nturn: South discards`);
    const t = must(s.table, { type: 'discard', seat: 'South', tile: 'Gd' });
    expect(t.seats.South.concealed.filter((x) => x === '1d')).toHaveLength(4);
    expect(isDeadHand(t, 'South')).toBe(false);
  });
  it('undeclared, the four are ordinary tiles: a pung plus a run tile', () => {
    expect(isWinningHand(parseTiles('1d 1d 1d 1d 2d 3d 5b 6b 7b E E E N N'), [])).toBe(true);
  });
  it('it scores as a concealed three', () => {
    expect(heldFourScore('1d')).toBe(concealedSetScore(parseTiles('1d 1d 1d')));
    expect(RULES['KONG-HOLD-OPTION'].canRefuse).toBe(false);
  });
});

describe('KONG-LOOSE-TILE', () => {
  const body = `West: 9c 9c 9c 1d 2d 3d 5b 5b 8b 8b S S N\nevent: North discards 9c\nclaim: West kong\nloose: Gd`;
  it('after a kong the player draws a loose tile from the end of the wall, then discards', () => {
    const r = rule(body);
    expect(cites(r, 'KONG-LOOSE-TILE')).toBe(true);
    const t = must(r.table, { type: 'loose', seat: 'West' });
    expect(t.seats.West.concealed).toContain('Gd');
    expect(t.wall).toHaveLength(r.table.wall.length - 1);
    expect(t.wall[0]).toBe(r.table.wall[0]);
    expect(t.phase).toBe('discard');
  });
  it('refuses a discard or a wall draw before the loose tile, and a loose tile without a kong', () => {
    const r = rule(body);
    for (const move of [{ type: 'discard', seat: 'West', tile: 'N' }, { type: 'draw', seat: 'West' }] as const) {
      const no = refused(r.table, move);
      expect(no.rule).toBe('KONG-LOOSE-TILE');
      expect(isSentence(no.message)).toBe(true);
    }
    const t = must(r.table, { type: 'loose', seat: 'West' });
    expect(refused(t, { type: 'loose', seat: 'West' }).rule).toBe('KONG-LOOSE-TILE');
  });
});

describe('KONG-ONE-DISCARD-ONLY', () => {
  const hand = '1d 2d 3d 5b 5b 8b 8b S S N | pung 9c 9c 9c* from South';
  it('refuses a discard added to an exposed pung', () => {
    expectRefused(`West: ${hand}\nevent: North discards 9c\nclaim: West kong`, 'West', 'KONG-ONE-DISCARD-ONLY');
  });
  it('tiles of the exposed pung do not count as a pair for another pung', () => {
    const r = expectRefused(`West: ${hand}\nevent: North discards 9c\nclaim: West pung`, 'West', 'PUNG-NEEDS-PAIR');
    expect(verdictOf(r, 'West').message).toContain('exposed set');
  });
  it('still allows the fourth tile to win in a run (A18)', () => {
    const r = rule(`West: 7c 8c 1d 2d 3d E E E Gd Gd | pung 9c 9c 9c* from South\nevent: North discards 9c\nclaim: West mahjong`);
    expect(r.awardedAs).toBe('mahjong');
  });
});

describe('PREC-KONG-OVER-PUNG', () => {
  it('a kong beats a chow on the same discard', () => {
    const r = rule(`South: ${CHOW_4C_6C}\nWest: 5c 5c 5c 1d 2d 3d 5b 5b 8b 8b S S N\nevent: East discards 5c\nclaim: South chow 4c 6c\nclaim: West kong`);
    expect(r.awardedTo).toBe('West');
    expect(r.awardedAs).toBe('kong');
    expect(verdictOf(r, 'South')).toMatchObject({ legal: true, awarded: false, rule: 'PREC-KONG-OVER-PUNG' });
    expect(r.lostTurns).toEqual(['South']);
  });
});

describe('PREC-MJ-OVER-ALL', () => {
  it('a winning claim beats a pung from a nearer seat', () => {
    const r = rule(`East: ${PAIR_9C}\nNorth: ${WAIT_9C_SINGLE}\nevent: South discards 9c\nclaim: East pung\nclaim: North mahjong`);
    expect(r.awardedTo).toBe('North');
    expect(r.handOver).toBe(true);
    expect(verdictOf(r, 'East')).toMatchObject({ legal: true, awarded: false, rule: 'PREC-MJ-OVER-ALL' });
  });
  it('the next player\'s winning run beats a pung, even when he calls it a chow (A2, A19)', () => {
    const r = rule(`South: 4c 6c 1b 2b 3b 7d 7d 7d E E E Gd Gd\nNorth: 5c 5c 1d 2d 3d 5b 5b 8b 8b S S N Wd\nevent: East discards 5c\nclaim: North pung\nclaim: South chow 4c 6c`);
    expect(r.awardedTo).toBe('South');
    expect(r.awardedAs).toBe('mahjong');
    expect(verdictOf(r, 'North').rule).toBe('PREC-MJ-OVER-ALL');
  });
});

describe('PREC-NEAREST-WINNER', () => {
  it('of two winners the one nearer the discarder in play order takes the tile, round the table', () => {
    const r = rule(`East: 1b 2b 3b 4b 5b 6b 7d 7d 7d Rd Rd Rd 5d\nWest: 3d 4d 1c 2c 3c 7c 8c 9c E E E Gd Gd\nevent: North discards 5d\nclaim: West mahjong\nclaim: East mahjong`);
    expect(r.awardedTo).toBe('East');
    expect(verdictOf(r, 'West')).toMatchObject({ legal: true, awarded: false, rule: 'PREC-NEAREST-WINNER' });
  });
});

describe('PREC-PUNG-OVER-CHOW', () => {
  it('a pung beats a chow; the players between lose their turn', () => {
    const r = rule(`South: ${CHOW_4C_6C}\nNorth: 5c 5c 1d 2d 3d 5b 5b 8b 8b S S N Wd\nevent: East discards 5c\nclaim: South chow 4c 6c\nclaim: North pung`);
    expect(r.awardedTo).toBe('North');
    expect(verdictOf(r, 'South')).toMatchObject({ legal: true, awarded: false, rule: 'PREC-PUNG-OVER-CHOW' });
    expect(r.lostTurns).toEqual(['South', 'West']);
    expect(r.nextToDraw).toBe('East');
  });
});

describe('PUNG-EXPOSE', () => {
  it('the punged set goes face up and the punger discards without drawing', () => {
    const s = scenario(ILL_12);
    const r = adjudicate(s.table, s.claims);
    expect(r.table.seats.East.melds[1]).toEqual({ kind: 'pung', tiles: ['9c', '9c', '9c'], claimed: { tile: '9c', from: 'South' } });
    expect(r.table.wall).toEqual(s.table.wall);
    expect(r.table.phase).toBe('discard');
    expect(cites(r, 'PUNG-EXPOSE')).toBe(true);
  });
});

describe('PUNG-MJ-EXCEPTION', () => {
  it('a pung without a pair stands when the tile completes the hand (rule 2: the odd tile)', () => {
    const r = rule(`North: ${WAIT_9C_SINGLE}\nevent: South discards 9c\nclaim: North pung`);
    expect(r.awardedTo).toBe('North');
    expect(r.awardedAs).toBe('mahjong');
    expect(cites(r, 'PUNG-MJ-EXCEPTION')).toBe(true);
    expect(r.checks[0]).toMatchObject({ legal: true, ruledAsWin: true });
  });
  it('a pung with a pair that completes the hand is ruled as Mah-Jongg too (A19)', () => {
    const r = rule(ILL_12.replace('7d 8d', '7d 7d'));
    expect(r.awardedAs).toBe('mahjong');
    expect(r.handOver).toBe(true);
    expect(r.explanation.find((e) => e.rule === 'PUNG-MJ-EXCEPTION')?.text).toMatch(/completes his hand, so it is a Mah-Jongg call/);
  });
  it('a seat other than the next may fill a run to win (A1)', () => {
    const r = rule(`West: 7c 8c 1d 2d 3d E E E Gd Gd 5b 5b 5b\nevent: East discards 9c\nclaim: West mahjong`);
    expect(r.awardedTo).toBe('West');
  });
});

describe('PUNG-NEEDS-PAIR', () => {
  it('allows a pung with a pair in hand', () => {
    expect(rule(`West: ${PAIR_9C}\nevent: East discards 9c\nclaim: West pung`).awardedAs).toBe('pung');
  });
  it('refuses a pung with a single tile that does not win', () => {
    expectRefused(`West: 9c 1c 1d 2d 3d 5b 5b 8b 8b S S N Gd\nevent: East discards 9c\nclaim: West pung`, 'West', 'PUNG-NEEDS-PAIR');
  });
});

describe('PUNG-OUT-OF-TURN', () => {
  it('any seat may pung, whoever discarded and whoever is due to draw (Illustration 12)', () => {
    const r = rule(ILL_12);
    expect(r.awardedTo).toBe('East');
    expect(cites(r, 'PUNG-OUT-OF-TURN')).toBe(true);
    for (const seat of ['South', 'West', 'North'] as const) {
      const d = rule(`${seat}: ${PAIR_9C}\nevent: East discards 9c\nclaim: ${seat} pung`);
      expect(d.awardedTo).toBe(seat);
    }
  });
});

describe('ROB-KONG', () => {
  const south = 'South: 1d 1d 1d 2d 3d 4d Rd Rd Rd N | pung 5b 5b 5b* from East';
  it('a player who goes out on the added tile may rob it; the set stays a pung and no loose tile is drawn', () => {
    const r = rule(`${south}\nWest: 4b 6b 1c 2c 3c 7c 8c 9c E E E Gd Gd\nevent: South adds 5b\nclaim: West mahjong`);
    expect(r.awardedTo).toBe('West');
    expect(r.handOver).toBe(true);
    expect(r.looseTileDrawnBy).toBeNull();
    expect(r.table.seats.South.melds[0]).toMatchObject({ kind: 'pung', tiles: ['5b', '5b', '5b'] });
    expect(r.table.result).toMatchObject({ winner: 'West', tile: '5b', from: 'South', robbedKong: true });
    expect(cites(r, 'ROB-KONG')).toBe(true);
  });
});

describe('ROB-KONG-EXPOSED-ONLY', () => {
  it('a declared concealed kong cannot be robbed; the maker draws his loose tile', () => {
    const r = expectRefused(
      `South: 2d 3d 4d Rd Rd Rd N N 7c 8c | kong 1d 1d 1d 1d concealed\nWest: 2d 3d 1c 2c 3c 7c 8c 9c E E E Gd Gd\nevent: South declares 1d\nclaim: West mahjong`,
      'West',
      'ROB-KONG-EXPOSED-ONLY',
    );
    expect(r.looseTileDrawnBy).toBe('South');
  });
});

describe('ROB-KONG-MJ-ONLY', () => {
  it('only a winning claim may take the added tile', () => {
    expectRefused(
      `South: 1d 1d 1d 2d 3d 4d Rd Rd Rd N | pung 5b 5b 5b* from East\nWest: 4b 6b 1c 2c 3c 7c 8c 9c E N W Gd Gd\nevent: South adds 5b\nclaim: West chow 4b 6b`,
      'West',
      'ROB-KONG-MJ-ONLY',
    );
  });
  it('a kong call on the added tile is told how it could be taken, in the person of the caller', () => {
    const body = `South: 1d 1d 1d 2d 3d 4d Rd Rd Rd N | pung 5b 5b 5b* from East\nWest: 4b 6b 1c 2c 3c 7c 8c 9c E N W Gd Gd\nevent: South adds 5b\nclaim: West kong`;
    const r = expectRefused(body, 'West', 'ROB-KONG-MJ-ONLY');
    expect(r.checks[0].legal ? null : r.checks[0].refusal.fix).toBe('West may take it only with a Mah-Jongg call, if it completes his hand.');
    const s = scenario(body);
    const mine = checkClaim(s.table, s.claims[0], 'West');
    expect(mine.legal ? null : mine.refusal.fix).toBe('You may take it only with a Mah-Jongg call, if it completes your hand.');
  });
});

describe('SCORE-CHOW-ZERO', () => {
  it('a chow scores nothing, exposed or concealed', () => {
    expect(setScore({ kind: 'chow', tiles: parseTiles('4c 5c 6c'), claimed: { tile: '5c', from: 'East' } })).toBe(0);
    expect(concealedSetScore(parseTiles('1b 2b 3b'))).toBe(0);
  });
});

describe('SCORE-CONCEALED-KONG', () => {
  it('a kong laid out with its ends face down scores as concealed: 16, or 32 for ones, nines and honours', () => {
    expect(setScore({ kind: 'kong', tiles: parseTiles('5b 5b 5b 5b'), kongWay: 'concealed' })).toBe(16);
    expect(setScore({ kind: 'kong', tiles: parseTiles('1d 1d 1d 1d'), kongWay: 'concealed' })).toBe(32);
    expect(setScore({ kind: 'kong', tiles: parseTiles('Rd Rd Rd Rd'), kongWay: 'concealed' })).toBe(32);
  });
});

describe('SCORE-EXPOSED-HALF', () => {
  it('a set made with a discard is worth half the same set from the wall', () => {
    for (const t of ['5b', '9c', 'E'] as const) {
      const exposed = setScore({ kind: 'pung', tiles: [t, t, t], claimed: { tile: t, from: 'North' } });
      expect(exposed * 2).toBe(concealedSetScore([t, t, t]));
      const kong = setScore({ kind: 'kong', tiles: [t, t, t, t], kongWay: 'discard', claimed: { tile: t, from: 'North' } });
      expect(kong * 2).toBe(setScore({ kind: 'kong', tiles: [t, t, t, t], kongWay: 'concealed' }));
    }
  });
});

describe('SCORE-HELD-FOUR-AS-THREE', () => {
  it('a four held undeclared counts as a concealed three, a quarter of a concealed kong', () => {
    expect(heldFourScore('5b')).toBe(4);
    expect(heldFourScore('Wd')).toBe(8);
    expect(concealedSetScore(parseTiles('5b 5b 5b 5b'))).toBe(4);
    expect(heldFourScore('5b') * 4).toBe(setScore({ kind: 'kong', tiles: parseTiles('5b 5b 5b 5b'), kongWay: 'concealed' }));
  });
});

describe('SEAT-ORDER', () => {
  it('play passes to the right: East, South, West, North, East', () => {
    expect(SEATS.map((s) => nextSeat(s))).toEqual(['South', 'West', 'North', 'East']);
    const t = must(deal(5), { type: 'discard', seat: 'East', tile: deal(5).seats.East.concealed[0] });
    expect(t.turn).toBe('South');
  });
  it('refuses a move out of turn', () => {
    const r = refused(deal(5), { type: 'discard', seat: 'South', tile: deal(5).seats.South.concealed[0] });
    expect(r.rule).toBe('SEAT-ORDER');
    expect(isSentence(r.message)).toBe(true);
  });
});

describe('SET-DEFS', () => {
  it('three of a kind, four of a kind and three in sequence are sets', () => {
    expect(meldProblem({ kind: 'pung', tiles: parseTiles('E E E'), claimed: { tile: 'E', from: 'South' } })).toBeNull();
    expect(meldProblem({ kind: 'kong', tiles: parseTiles('E E E E'), kongWay: 'concealed' })).toBeNull();
    expect(meldProblem({ kind: 'chow', tiles: parseTiles('1c 2c 3c'), claimed: { tile: '2c', from: 'South' } })).toBeNull();
  });
  it('rejects a four-tile run and a mixed three in a scenario, naming the rule', () => {
    for (const set of ['chow 4c 5c* 6c 7c from North', 'pung 4c 4c* 5c from North']) {
      try {
        scenario(`East: 1b 2b 3b 7d 7d Rd Rd Rd 9c | ${set}\nevent: South discards 9c`);
        expect.unreachable();
      } catch (error) {
        expect((error as FormatError).rule).toBe('SET-DEFS');
      }
    }
  });
});

describe('TILECOUNT-13-PLUS-KONGS', () => {
  it('13 tiles between turns, plus one per kong (Illustration 11 leaves 13)', () => {
    const s = scenario(`South: ${CHOW_4C_6C}\nevent: East discards 5c\nclaim: South chow 4c 6c`);
    const t = must(adjudicate(s.table, s.claims).table, { type: 'discard', seat: 'South', tile: 'N' });
    expect(t.seats.South.concealed.length + t.seats.South.melds[0].tiles.length).toBe(13);
    expect(isDeadHand(t, 'South')).toBe(false);
  });
  it('reads a hand of the wrong size as a dead hand, not an error (A21)', () => {
    const s = scenario(`West: 1b 2b 3b\nevent: South discards 9c`);
    expect(isDeadHand(s.table, 'West')).toBe(true);
    expect(isDeadHand(s.table, 'North')).toBe(false);
  });
  it('refuses a win for a dead hand', () => {
    const seats = { East: emptySeat(), South: emptySeat(), West: emptySeat(), North: emptySeat() };
    seats.North.concealed = parseTiles('1b 2b 3b 4b 5b 6b 7d 7d 7d 9c');
    seats.North.melds = [{ kind: 'pung', tiles: parseTiles('Rd Rd Rd'), claimed: { tile: 'Rd', from: 'East' } }, { kind: 'chow', tiles: parseTiles('1c 2c 3c'), claimed: { tile: '1c', from: 'West' } }];
    const table = makeTable({ seats, wall: [], discards: [{ tile: '9c', by: 'South' }], live: { tile: '9c', by: 'South' }, turn: 'West', phase: 'draw' });
    expect(isDeadHand(table, 'North')).toBe(true);
    expectClaimRefused(table, { seat: 'North', kind: 'mahjong' }, 'TILECOUNT-13-PLUS-KONGS');
  });
});

describe('TURN-AFTER-CLAIM', () => {
  it('after the claimant discards, play goes on from him to the right', () => {
    const r = rule(ILL_12);
    expect(r.nextToDraw).toBe('South');
    expect(cites(r, 'TURN-AFTER-CLAIM')).toBe(true);
    const t = must(r.table, { type: 'discard', seat: 'East', tile: '1b' });
    expect(t.turn).toBe('South');
  });
});

describe('TURN-DRAW-DISCARD', () => {
  it('a turn is a draw then a discard', () => {
    let t = must(deal(9), { type: 'discard', seat: 'East', tile: deal(9).seats.East.concealed[0] });
    t = must(t, { type: 'draw', seat: 'South' });
    expect(t.phase).toBe('discard');
    t = must(t, { type: 'discard', seat: 'South', tile: t.seats.South.concealed[0] });
    expect(t.turn).toBe('West');
  });
  it('refuses a second draw, and a discard before drawing', () => {
    const t = must(deal(9), { type: 'discard', seat: 'East', tile: deal(9).seats.East.concealed[0] });
    expect(refused(t, { type: 'discard', seat: 'South', tile: t.seats.South.concealed[0] }).rule).toBe('TURN-DRAW-DISCARD');
    const drawn = must(t, { type: 'draw', seat: 'South' });
    const r = refused(drawn, { type: 'draw', seat: 'South' });
    expect(r.rule).toBe('TURN-DRAW-DISCARD');
    expect(isSentence(r.message)).toBe(true);
  });
});

describe('TURN-SKIP', () => {
  it('the players between discarder and claimant lose their turn (two at most)', () => {
    const r = rule(ILL_12);
    expect(r.lostTurns).toEqual(['West', 'North']);
    expect(cites(r, 'TURN-SKIP')).toBe(true);
  });
  it('the discarder himself may be next (A4), and a chow skips nobody', () => {
    const r = rule(`North: ${PAIR_9C}\nevent: East discards 9c\nclaim: North pung`);
    expect(r.lostTurns).toEqual(['South', 'West']);
    expect(r.nextToDraw).toBe('East');
    expect(rule(`South: ${CHOW_4C_6C}\nevent: East discards 5c\nclaim: South chow 4c 6c`).lostTurns).toEqual([]);
  });
});

describe('WIN-FOUR-SETS-PAIR', () => {
  it('four sets and a pair go out and end the hand', () => {
    const r = rule(`North: ${WAIT_9C_SINGLE}\nevent: South discards 9c\nclaim: North mahjong`);
    expect(r.handOver).toBe(true);
    expect(r.table.phase).toBe('over');
    expect(cites(r, 'WIN-FOUR-SETS-PAIR')).toBe(true);
  });
  it('refuses Mah-Jongg on a tile that does not complete the hand', () => {
    expectRefused(`North: ${WAIT_9C_SINGLE}\nevent: South discards 8c\nclaim: North mahjong`, 'North', 'WIN-FOUR-SETS-PAIR');
  });
  it('legalClaims offers Mah-Jongg only on a winning tile', () => {
    const s = scenario(`North: ${WAIT_9C_SINGLE}\nevent: South discards 9c`);
    expect(legalClaims(s.table).filter((c) => c.claim.seat === 'North').map((c) => c.as)).toEqual(['mahjong']);
  });
});
