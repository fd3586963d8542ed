import { describe, it, expect } from 'vitest';
import { type Claim, chowChoices, checkClaim, currentEvent, legalClaims, liveDiscard, sameClaim, unfitAsSet, withDrawTakenBack } from './claims';
import { deal } from './sim/deal';
import { must, scenario } from '../../tests/testkit';

describe('currentEvent', () => {
  it('a live discard, a tile being added to a pung, a concealed kong, or nothing', () => {
    expect(currentEvent(deal(1))).toBeNull();
    expect(currentEvent(scenario('event: East discards 5c').table)).toEqual({ kind: 'discard', seat: 'East', tile: '5c' });
    expect(currentEvent(scenario('South: 1d 1d 1d 2d 3d 4d Rd Rd Rd N | pung 5b 5b 5b* from East\nevent: South adds 5b').table)).toEqual({ kind: 'add-to-pung', seat: 'South', tile: '5b' });
    expect(currentEvent(scenario('South: 2d 3d 4d Rd Rd Rd N N 7c 8c | kong 1d 1d 1d 1d concealed\nevent: South declares 1d').table)).toEqual({ kind: 'concealed-kong', seat: 'South', tile: '1d' });
  });
  it('the discard stays the event while the next player holds his draw (A8), then dies', () => {
    const t = must(scenario('event: East discards 5c').table, { type: 'draw', seat: 'South' });
    expect(currentEvent(t)?.tile).toBe('5c');
    const after = must(t, { type: 'discard', seat: 'South', tile: t.seats.South.concealed[0] });
    expect(currentEvent(after)?.seat).toBe('South');
  });
});

describe('legalClaims', () => {
  it('lists each seat\'s chows, pungs, kongs and wins on the discard', () => {
    const s = scenario(`South: 4c 6c 6c 7c 3c 1b 2b 3b E E N Wd Gd
      West: 5c 5c 5c 1d 2d 3d 5b 5b 8b 8b S S N
      North: 4c 6c 1b 2b 3b 7d 7d 7d Rd Rd Rd Gd Gd
      event: East discards 5c`);
    const found = legalClaims(s.table).map((c) => `${c.claim.seat} ${c.as}${c.claim.tiles ? ` ${c.claim.tiles.join('-')}` : ''}`);
    expect(found).toEqual(['South chow 3c-4c', 'South chow 4c-6c', 'South chow 6c-7c', 'West kong', 'West pung', 'North mahjong']);
  });
  it('offers nothing to the discarder and nothing on a dead tile', () => {
    const s = scenario('East: 5c 5c 1d 2d 3d 5b 5b 8b 8b S S N Gd\nevent: East discards 5c');
    expect(legalClaims(s.table).filter((c) => c.claim.seat === 'East')).toEqual([]);
    expect(legalClaims(deal(2))).toEqual([]);
    // Once South discards the tile he drew, East's 5c is dead: claims can only be on South's tile.
    const drawn = s.table.wall[0];
    const after = must(must(s.table, { type: 'draw', seat: 'South' }), { type: 'discard', seat: 'South', tile: drawn });
    expect(currentEvent(after)).toEqual({ kind: 'discard', seat: 'South', tile: drawn });
    expect(checkClaim(after, { seat: 'West', kind: 'pung', target: '5c' })).toMatchObject({ legal: false, refusal: { rule: drawn === '5c' ? 'PUNG-NEEDS-PAIR' : 'DEAD-DISCARD' } });
  });
  it('a chow without named tiles takes the first run the hand allows', () => {
    const s = scenario('South: 4c 6c 1b 2b 3b 7d 8d 9d E E N Wd Gd\nevent: East discards 5c');
    expect(checkClaim(s.table, { seat: 'South', kind: 'chow' })).toMatchObject({ legal: true, uses: ['4c', '6c'] });
  });
  it('a refusal carries a fix when something would have made it legal', () => {
    const s = scenario('West: 4c 6c 1b 2b 3b 7d 8d 9d E E N Wd Gd\nevent: East discards 5c');
    const check = checkClaim(s.table, { seat: 'West', kind: 'chow', tiles: ['4c', '6c'] });
    expect(check.legal).toBe(false);
    if (!check.legal) expect(check.refusal.fix).toMatch(/pung/);
    const kong = checkClaim(scenario('West: 5c 5c 1d 2d 3d 5b 5b 8b 8b S S N Gd\nevent: East discards 5c').table, { seat: 'West', kind: 'kong' });
    expect(!kong.legal && kong.refusal.fix).toMatch(/Pung instead/);
  });
  it('a Mah-Jongg with a four in hand blames the undeclared four only when, declared, it would leave the hand a loose tile from going out', () => {
    const win = (text: string) => checkClaim(scenario(text).table, { seat: 'West', kind: 'mahjong' });
    // Five pairs and, with the 1d, four of it: declared or not, no tile finishes the hand (as at /play/?seed=5).
    expect(win('West: 1d 1d 1d 5c 5c 3b 3b 7b 7b N N Wd Wd\nevent: East discards 1d')).toMatchObject({ legal: false, refusal: { rule: 'WIN-FOUR-SETS-PAIR' } });
    // Two runs and two pairs beside the four: declared, the loose tile N or Wd would finish it.
    expect(win('West: 1d 1d 1d 2b 3b 4b 6c 7c 8c N N Wd Wd\nevent: East discards 1d')).toMatchObject({ legal: false, refusal: { rule: 'KONG-DECLARED-BEFORE-WIN', message: expect.stringContaining('the four 1 of Circles in his hand are not a set until they are declared') } });
  });
  it('a kong refused on a tile that completes the hand points to Mah-Jongg, never to a Pung that would be ruled one (A19)', () => {
    // West: a pair of 5c, three sets and a pair besides: a Pung of the 5c completes his hand, so it would be a Mah-Jongg call.
    const pair = 'West: 5c 5c 1d 2d 3d 5b 5b 5b 8b 8b 8b S S\nevent: East discards 5c';
    const kong = (text: string) => checkClaim(scenario(text).table, { seat: 'West', kind: 'kong' });
    expect(kong(pair)).toMatchObject({ legal: false, refusal: { rule: 'KONG-FROM-DISCARD', fix: 'The 5 of Characters completes his hand, so he may call Mah-Jongg instead.' } });
    // Holding one 5c, waiting on it as his pair: no Pung, but the win is his.
    const single = 'West: 5c 1d 2d 3d 5b 5b 5b 8b 8b 8b S S S\nevent: East discards 5c';
    expect(kong(single)).toMatchObject({ refusal: { fix: 'The 5 of Characters completes his hand, so he may call Mah-Jongg instead.' } });
    // Three held beside a 4c and a 6c, the wall used up to its reserve: no kong, and a Pung would be the win.
    const three = 'West: 4c 5c 5c 5c 6c 1d 2d 3d 5b 5b 5b S S\nevent: East discards 5c\nwall: 0';
    expect(kong(three)).toMatchObject({ refusal: { rule: 'KONG-LOOSE-TILE', fix: 'The 5 of Characters completes his hand, so he may call Mah-Jongg instead.' } });
    // The same hand a tile short is dead: it can neither pung nor go out, so no fix at all.
    const dead = kong(single.replace('S S S', 'S S'));
    expect(dead).toMatchObject({ legal: false, refusal: { rule: 'KONG-FROM-DISCARD' } });
    expect(!dead.legal && dead.refusal.fix).toBeUndefined();
  });
  it('a chow refused from the wrong seat names the stronger call the seat holds: Kong with three held, while a loose tile is left', () => {
    const three = 'West: 5c 5c 5c 1d 2d 3d 5b 8b 8b S S N Gd\nevent: East discards 5c';
    const chow = (text: string) => checkClaim(scenario(text).table, { seat: 'West', kind: 'chow' });
    expect(chow(three)).toMatchObject({ legal: false, refusal: { rule: 'CHOW-LEFT-ONLY', fix: 'West holds three of the 5 of Characters, so he may call Kong, or Pung.' } });
    expect(chow(three.replace('5c 5c 5c', '5c 5c 7c'))).toMatchObject({ refusal: { fix: 'West holds a pair of the 5 of Characters, so he may call Pung.' } });
    // With the wall used up to its reserve no loose tile can be drawn, so a kong is not open to him (KONG-LOOSE-TILE).
    const spent = scenario(`${three}\nwall: 0`).table;
    expect(checkClaim(spent, { seat: 'West', kind: 'kong' })).toMatchObject({ legal: false });
    expect(checkClaim(spent, { seat: 'West', kind: 'chow' })).toMatchObject({ refusal: { fix: 'West holds three of the 5 of Characters, so he may call Pung.' } });
  });
});

describe('a chow or pung ruled as a win (A19), and the set it names', () => {
  // East's 9 of Bamboo completes both hands: West's as a pair, South's as a run or a pair.
  const table = scenario('West: 1c 1c 1c 2c 3c 4c 5d 6d 7d 8b 8b 8b 9b\nSouth: 1c 2c 3c 4c 5c 6c 5d 6d 7d 7b 8b 9b 9b\nevent: East discards 9b').table;

  it('is ruled as Mah-Jongg whatever the word', () => {
    for (const claim of [{ seat: 'West', kind: 'chow' }, { seat: 'West', kind: 'pung' }, { seat: 'South', kind: 'chow' }] as const) {
      const check = checkClaim(table, claim);
      expect(check.legal && check.ruledAsWin, `${claim.seat} ${claim.kind}`).toBe(true);
    }
  });

  it('names why the set could not have stood: a chow from a seat not on the discarder’s right, with no run held; a pung with no pair', () => {
    expect(unfitAsSet(table, { seat: 'West', kind: 'chow' })).toEqual([{ why: 'not-left' }, { why: 'no-run', tile: '9b' }]);
    expect(unfitAsSet(table, { seat: 'West', kind: 'pung' })).toEqual([{ why: 'no-pair', tile: '9b' }]);
  });

  it('names only the robbing for a tile being added to a pung, which no set may take whatever the seat or the hand', () => {
    // West adds a drawn 5 of Bamboo. South's 4 and 6 make a run with it, and his seat is not what stops him: no set may take it.
    const added = scenario('South: 4b 6b 1c 2c 3c 7d 7d 7d E E | pung Wd Wd Wd* from East\nWest: hidden | pung 5b 5b 5b* from North\nevent: West adds 5b').table;
    expect(unfitAsSet(added, { seat: 'South', kind: 'chow' })).toEqual([{ why: 'robbing', tile: '5b' }]);
    expect(unfitAsSet(added, { seat: 'South', kind: 'pung' })).toEqual([{ why: 'robbing', tile: '5b' }]);
  });

  it('names nothing when the set could have stood, and nothing for a call that names no set', () => {
    expect(unfitAsSet(table, { seat: 'South', kind: 'chow' })).toEqual([]);
    expect(unfitAsSet(table, { seat: 'South', kind: 'pung' })).toEqual([]);
    expect(unfitAsSet(table, { seat: 'West', kind: 'mahjong' })).toEqual([]);
  });
});

describe('the discard on offer, and the next player’s draw', () => {
  const drew = 'South: 9c 1d 2d 3d 5b 5b 8b 8b S S N Gd Gd 4c\ndrawn: South\nevent: East discards 9c';

  it('a discard is live until the next player draws; with claims after the next draw (A8), until he discards', () => {
    expect(liveDiscard(scenario('event: East discards 9c').table)).toEqual({ tile: '9c', by: 'East' });
    expect(liveDiscard(scenario(drew).table)).toBeNull();
    expect(liveDiscard(scenario(`${drew}\noptions: claim-after-next-draw`).table)).toEqual({ tile: '9c', by: 'East' });
  });

  it('no discard is live once the hand is over', () => {
    const won = must(scenario('East: 1c 2c 3c 4c 5c 6c 7c 8c 9c 1d 1d 1d 2b\nturn: East drew 2b').table, { type: 'mahjong', seat: 'East' });
    expect(won.phase).toBe('over');
    expect(liveDiscard(won)).toBeNull();
  });

  it('takes the next player’s draw back onto the wall, his turn to draw again; a table with no draw to take back is the same table', () => {
    const table = scenario(`${drew}\noptions: claim-after-next-draw`).table;
    const back = withDrawTakenBack(table);
    expect(back.wall[0]).toBe('4c');
    expect(back.wall).toHaveLength(table.wall.length + 1);
    expect(back.seats.South.concealed).toEqual(table.seats.South.concealed.slice(0, -1));
    expect([back.turn, back.phase, back.nextHasDrawn]).toEqual(['South', 'draw', false]);
    expect(table.seats.South.concealed.at(-1)).toBe('4c');
    const before = scenario('event: East discards 9c').table;
    expect(withDrawTakenBack(before)).toBe(before);
  });
});

describe('chow choices, and one call against another', () => {
  it('lists each pair of tiles that makes a run with the discard, and none on a kong being robbed', () => {
    const table = scenario('South: 7c 8c 1d 2d 3d 5b 5b 8b 8b S S N Gd\nevent: East discards 9c').table;
    expect(chowChoices(table, 'South')).toEqual([['7c', '8c']]);
    const many = scenario('South: 4c 5c 7c 8c 2d 3d 5b 5b 8b 8b S S N\nevent: East discards 6c').table;
    expect(chowChoices(many, 'South')).toEqual([['4c', '5c'], ['5c', '7c'], ['7c', '8c']]);
    const robbing = must(scenario('East: 9c 9c 9c 1d 2d 3d 5b N N Wd | pung 5b 5b 5b* from South\nSouth: 3b 4b 1d 2d 3d 5d 6d 7d 1c 1c 1c N N\nturn: East drew 9c').table, { type: 'kong', seat: 'East', tile: '5b' });
    expect(robbing.phase).toBe('robbing');
    expect(chowChoices(robbing, 'South')).toEqual([]);
  });

  it('two calls are the same when seat and kind agree, a chow’s tiles in any order when both name them', () => {
    const chow: Claim = { seat: 'South', kind: 'chow', tiles: ['7c', '8c'] };
    expect(sameClaim(null, null)).toBe(true);
    expect(sameClaim(chow, null)).toBe(false);
    expect(sameClaim(null, chow)).toBe(false);
    expect(sameClaim({ ...chow, tiles: ['8c', '7c'] }, chow)).toBe(true);
    expect(sameClaim(chow, { ...chow, tiles: ['8c', '7c'] })).toBe(true);
    expect(sameClaim({ ...chow, tiles: ['7c', '9c'] }, chow)).toBe(false);
    expect(sameClaim({ seat: 'South', kind: 'chow' }, chow)).toBe(true);
    expect(sameClaim(chow, { seat: 'South', kind: 'chow' })).toBe(true);
    expect(sameClaim({ seat: 'West', kind: 'pung' }, { seat: 'West', kind: 'pung' })).toBe(true);
    expect(sameClaim({ seat: 'West', kind: 'pung' }, { seat: 'North', kind: 'pung' })).toBe(false);
    expect(sameClaim({ seat: 'West', kind: 'pung' }, { seat: 'West', kind: 'kong' })).toBe(false);
  });
});
