/**
 * The one list of a turn's moves (legalTurnMoves), and the facts it is read
 * from on an immutable Table (tableTurn.ts turnFactsOf), with the verdict of
 * a single move tried there (turnMoveWhy): its order, each part of it alone,
 * and the verdict each move gets in each phase of a turn. The practice table,
 * the computer players and the boards all offer what this list holds.
 */
import { describe, expect, it } from 'vitest';
import { must, rule, scenario } from '../../../tests/testkit';
import type { Table } from '../table';
import { kindOf, tileOf } from './kinds';
import { MoveType, moveKind, moveType } from './moves';
import { turnFactsOf, turnMoveWhy } from './tableTurn';
import { TurnWhy } from './turn';
import { TurnFacts, TurnList, entryMove, entryWhy, legalTurnMoves } from './turnMoves';

const WHY_NAME = new Map<number, string>(Object.entries(TurnWhy).map(([name, why]) => [why, name]));

/** A move and its verdict as a line: "kong 9c", "discard N", "mahjong refused FourNotDeclared". */
function line(entry: number): string {
  const move = entryMove(entry);
  const why = entryWhy(entry);
  const word = moveType(move) === MoveType.MahJongg ? 'mahjong' : `${moveType(move) === MoveType.Kong ? 'kong' : 'discard'} ${tileOf(moveKind(move))}`;
  return why ? `${word} refused ${WHY_NAME.get(why)}` : word;
}

function listed(table: Table, list: number = TurnList.All): string[] {
  const out: number[] = [];
  const n = legalTurnMoves(turnFactsOf(table), out, list);
  return out.slice(0, n).map(line);
}

// East has drawn his fourth 9c; he holds a 5b beside his exposed pung of 5b.
const FOUR_AND_A_PUNG = 'East: 9c 9c 9c 1d 2d 3d 5b N N Wd | pung 5b 5b 5b* from South\nturn: East drew 9c';

describe('the list of a turn’s moves', () => {
  const table = scenario(FOUR_AND_A_PUNG).table;

  it('lists Mah-Jongg, his kongs, his pungs’ adds, every other kind as a kong refused, then a discard of each kind, in that order', () => {
    expect(listed(table)).toEqual([
      // Declared, the four 9c would leave 1d 2d 3d 5b N N Wd: not one tile from going out, so the four is not the reason.
      'mahjong refused NotWinning',
      'kong 9c',
      'kong 5b',
      'kong 1d refused NotFour',
      'kong 2d refused NotFour',
      'kong 3d refused NotFour',
      'kong N refused NotFour',
      'kong Wd refused NotFour',
      'discard 9c',
      'discard 5b',
      'discard 1d',
      'discard 2d',
      'discard 3d',
      'discard N',
      'discard Wd',
    ]);
  });

  it('lists each part alone when asked for it alone, the same as in the whole list', () => {
    const all = listed(table);
    expect(listed(table, TurnList.MahJongg)).toEqual(all.slice(0, 1));
    expect(listed(table, TurnList.Kongs)).toEqual(all.slice(1, 3));
    expect(listed(table, TurnList.OtherKongs)).toEqual(all.slice(3, 8));
    expect(listed(table, TurnList.Discards)).toEqual(all.slice(8));
    expect(listed(table, TurnList.Kongs | TurnList.Discards)).toEqual([...all.slice(1, 3), ...all.slice(8)]);
    expect(listed(table, 0)).toEqual([]);
  });

  it('offers Mah-Jongg on a winning hand, and refuses it on a hand that is not, naming the four held only when he holds four', () => {
    expect(listed(scenario('East: 1c 2c 3c 4c 5c 6c 7c 8c 9c 1d 1d 1d 2b\nturn: East drew 2b').table, TurnList.MahJongg)).toEqual(['mahjong']);
    expect(listed(scenario('East: 1c 2c 3c 4c 5c 6c 7c 8c 9c 1d 1d 1d 2b\nturn: East drew 3b').table, TurnList.MahJongg)).toEqual(['mahjong refused NotWinning']);
  });

  it('a winning hand beside its sets counts only the tiles in the hand', () => {
    const won = scenario('East: 4c 5c 6c 7c 8c 9c 1d 1d 1d 2b | pung Rd Rd Rd* from North\nturn: East drew 2b').table;
    expect(listed(won, TurnList.MahJongg)).toEqual(['mahjong']);
  });

  it('with four sets laid out, his drawn tile making the pair wins', () => {
    const four = scenario('East: 9c | pung 1c 1c 1c* from South | pung 2b 2b* 2b from West | pung 3d 3d 3d* from North | pung N N* N from South\nturn: East drew 9c').table;
    expect(listed(four, TurnList.MahJongg)).toEqual(['mahjong']);
    expect(turnFactsOf(four).winning()).toBe(true);
  });

  it('refuses Mah-Jongg to a dead hand even when its tiles would make one', () => {
    // Twelve tiles and his draw: one short, and four sets and a pair of what he holds would not count.
    const dead = scenario('East: 1c 2c 3c 4c 5c 6c 7c 8c 9c 1d 1d 2b\nturn: East drew 2b').table;
    expect(listed(dead, TurnList.MahJongg)).toEqual(['mahjong refused DeadHand']);
  });

  it('before his draw, refuses every move it lists: he must draw first', () => {
    const before = scenario('East: 9c 9c 9c 9c 1d 2d 3d 5b N N | pung 5b 5b 5b* from South\nturn: East draws').table;
    // Thirteen tiles before his draw: a live hand, not one short of fourteen.
    expect(turnFactsOf(before).dead()).toBe(false);
    expect(listed(before)).toEqual([
      'mahjong refused NotHoldingDraw',
      'kong 9c refused KongNotInTurn',
      'kong 5b refused KongNotInTurn',
      'kong 1d refused KongNotInTurn',
      'kong 2d refused KongNotInTurn',
      'kong 3d refused KongNotInTurn',
      'kong N refused KongNotInTurn',
      'discard 9c refused MustDraw',
      'discard 5b refused MustDraw',
      'discard 1d refused MustDraw',
      'discard 2d refused MustDraw',
      'discard 3d refused MustDraw',
      'discard N refused MustDraw',
    ]);
  });

  it('after a pung claimed this turn, refuses his kongs, the new pung’s add among them (A16), but not his discards', () => {
    // He punged the White Dragon holding three: the fourth he kept may not go on the new pung this turn.
    const claimed = rule('East: 9c 9c 9c 9c 1d 2d 3d N N Wd Wd Wd 7b\nevent: North discards Wd\nclaim: East pung').table;
    expect(claimed.claimedThisTurn).toBe(true);
    expect(listed(claimed, TurnList.Kongs)).toEqual(['kong 9c refused KongAfterClaim', 'kong Wd refused KongAfterClaim']);
    expect(listed(claimed, TurnList.Discards).every((l) => !l.includes('refused'))).toBe(true);
  });

  it('after a claim, refuses a kong of a tile he holds fewer than four of as no four, not for its timing: there is no four to declare later', () => {
    // Lesson 1's board: North chows, then tries a kong of the 2 of Bamboo, of which he holds two.
    const chowed = rule('North: 2b 2b 4c 6c 1d 2d 3d N N Wd Wd 6b 7b\nevent: West discards 5c\nclaim: North chow 4c 6c').table;
    expect(WHY_NAME.get(turnMoveWhy(chowed, { type: 'kong', seat: 'North', tile: '2b' }))).toBe('NotFour');
    // The new pung with no fourth in hand: nothing to add.
    const punged = rule('East: 9c 9c 9c 9c 1d 2d 3d N N Wd Wd 6b 7b\nevent: North discards Wd\nclaim: East pung').table;
    expect(WHY_NAME.get(turnMoveWhy(punged, { type: 'kong', seat: 'East', tile: 'Wd' }))).toBe('NoFourthToAdd');
  });

  it('with no tile left above the reserve, refuses a kong: no loose tile can pay for it (A20)', () => {
    const last = scenario(`${FOUR_AND_A_PUNG}\nwall: 0`).table;
    expect(listed(last, TurnList.Kongs)).toEqual(['kong 9c refused NoLooseTile', 'kong 5b refused NoLooseTile']);
  });

  it('with no loose tile left, still refuses a kong of a kind he holds fewer than four of as not four, not for the loose tile: he has no four to keep (lesson 6, board 6)', () => {
    const last = scenario(`${FOUR_AND_A_PUNG}\nwall: 0`).table;
    expect(listed(last, TurnList.OtherKongs)).toEqual(['kong 1d refused NotFour', 'kong 2d refused NotFour', 'kong 3d refused NotFour', 'kong N refused NotFour', 'kong Wd refused NotFour']);
    // His pung of 5b with no 5b in hand: nothing to add, whatever the wall holds.
    const noFourth = scenario('East: 9c 9c 9c 1d 2d 3d 6b N N Wd | pung 5b 5b 5b* from South\nturn: East drew 9c\nwall: 0').table;
    expect(WHY_NAME.get(turnMoveWhy(noFourth, { type: 'kong', seat: 'East', tile: '5b' }))).toBe('NoFourthToAdd');
  });

  it('while his added kong may be robbed, counts the fourth on his pung as his, and waits for the others', () => {
    const adding = must(scenario(FOUR_AND_A_PUNG).table, { type: 'kong', seat: 'East', tile: '5b' });
    expect(adding.phase).toBe('robbing');
    const facts = turnFactsOf(adding);
    expect(facts.pending).toBe(1);
    expect(facts.dead()).toBe(false);
    expect(listed(adding)).toContain('discard 9c refused KongBeingRobbed');
    expect(listed(adding, TurnList.MahJongg)).toEqual(['mahjong refused NotHoldingDraw']);
    // Neither he nor anyone else draws while the others say whether they rob it.
    expect(turnMoveWhy(adding, { type: 'draw', seat: 'East' })).toBe(TurnWhy.KongBeingRobbed);
    expect(turnMoveWhy(adding, { type: 'draw', seat: 'South' })).toBe(TurnWhy.KongBeingRobbed);
  });

  it('after his concealed kong, his loose tile comes before any other draw or a discard', () => {
    const kong = must(scenario(FOUR_AND_A_PUNG).table, { type: 'kong', seat: 'East', tile: '9c' });
    expect(kong.phase).toBe('loose');
    expect(turnMoveWhy(kong, { type: 'draw', seat: 'East' })).toBe(TurnWhy.MustDrawLoose);
    expect(turnMoveWhy(kong, { type: 'discard', seat: 'East', tile: 'N' })).toBe(TurnWhy.MustDrawLoose);
    expect(turnMoveWhy(kong, { type: 'loose', seat: 'East' })).toBe(0);
  });
});

describe('the facts of a turn read from a table', () => {
  it('reads the hand, the sets, the kongs and the pungs in the order laid out', () => {
    const f = turnFactsOf(scenario('East: 1c 2c 3c 4d | pung 5b 5b 5b* from South | kong Rd Rd Rd Rd concealed | pung N N* N from West\nturn: East drew 4d').table);
    expect([f.size, f.sets, f.inSets, f.kongs, f.pending]).toEqual([5, 3, 10, 1, 0]);
    expect(f.pungs).toEqual([kindOf('5b'), kindOf('N')]);
    expect(f.counts[kindOf('4d')]).toBe(2);
    expect(f.dead()).toBe(false);
  });

  it('reads a second table into the same facts without keeping anything of the first', () => {
    const f = new TurnFacts();
    turnFactsOf(scenario('East: 1c 2c 3c 4d | pung 5b 5b 5b* from South | kong Rd Rd Rd Rd concealed | pung N N* N from West\nturn: East drew 4d').table, f);
    turnFactsOf(scenario('East: 1c 2c 3c 4c 5c 6c 7c 8c 9c 1d 1d 1d 2b\nturn: East drew 2b').table, f);
    expect([f.size, f.sets, f.inSets, f.kongs, f.pungs.length]).toEqual([14, 0, 0, 0, 0]);
    expect(f.winning()).toBe(true);
  });
});

describe('a Mah-Jongg refused with a four in hand', () => {
  const mahjong = (text: string) => WHY_NAME.get(turnMoveWhy(scenario(text).table, { type: 'mahjong', seat: 'East' }));

  it('blames the undeclared four only when, declared, it would leave the hand one loose tile from going out', () => {
    // Declared, the four 9c leave 1d 2d 3d 5b 6b 7b N N Wd Wd: the loose tile N or Wd would finish the hand.
    expect(mahjong('East: 9c 9c 9c 1d 2d 3d 5b 6b 7b N N Wd Wd\nturn: East drew 9c')).toBe('FourNotDeclared');
    // Five pairs and the four: declared or not, no single tile makes four sets and a pair of the rest.
    expect(mahjong('East: 9c 9c 9c 1d 1d 3d 3d 5b 5b N N Wd Wd\nturn: East drew 9c')).toBe('NotWinning');
  });
});

describe('a single move tried on a table', () => {
  const table = scenario(FOUR_AND_A_PUNG).table;
  const why = (t: Table, move: Parameters<typeof turnMoveWhy>[1]) => WHY_NAME.get(turnMoveWhy(t, move)) ?? 'allowed';

  it('gives each of his moves the verdict the list gives it', () => {
    expect(why(table, { type: 'kong', seat: 'East', tile: '9c' })).toBe('allowed');
    expect(why(table, { type: 'kong', seat: 'East', tile: '5b' })).toBe('allowed');
    expect(why(table, { type: 'kong', seat: 'East', tile: 'N' })).toBe('NotFour');
    expect(why(table, { type: 'discard', seat: 'East', tile: 'Wd' })).toBe('allowed');
    expect(why(table, { type: 'discard', seat: 'East', tile: 'Rd' })).toBe('NotHeld');
    expect(why(table, { type: 'mahjong', seat: 'East' })).toBe('NotWinning');
    expect(why(table, { type: 'draw', seat: 'East' })).toBe('HasDrawn');
    expect(why(table, { type: 'loose', seat: 'East' })).toBe('NoKongToPayFor');
  });

  it('refuses a concealed kong of the tile he has an exposed pung of: the fourth goes on the pung', () => {
    expect(why(table, { type: 'kong', seat: 'East', tile: '5b', concealed: true })).toBe('BelongsOnPung');
    expect(why(table, { type: 'kong', seat: 'East', tile: '9c', concealed: true })).toBe('allowed');
  });

  it('refuses an add to a pung when he holds no fourth', () => {
    const none = scenario('East: 9c 9c 9c 1d 2d 3d 6b N N Wd | pung 5b 5b 5b* from South\nturn: East drew 7b').table;
    expect(why(none, { type: 'kong', seat: 'East', tile: '5b' })).toBe('NoFourthToAdd');
  });

  it('refuses another seat’s moves on whose turn it is, or on the hand being over', () => {
    for (const type of ['draw', 'loose', 'mahjong'] as const) expect(why(table, { type, seat: 'South' })).toBe('NotYourTurn');
    expect(why(table, { type: 'discard', seat: 'South', tile: '1d' })).toBe('NotYourTurn');
    expect(why(table, { type: 'kong', seat: 'South', tile: '1d' })).toBe('NotYourTurn');
    const over = rule('East: 1c 2c 3c 4c 5c 6c 7c 8c 9c 1d 1d 1d 2b\nevent: North discards 2b\nclaim: East mahjong').table;
    expect(over.phase).toBe('over');
    expect(why(over, { type: 'discard', seat: 'South', tile: '1d' })).toBe('HandOver');
    expect(why(over, { type: 'draw', seat: 'South' })).toBe('HandOver');
    expect(why(over, { type: 'mahjong', seat: 'South' })).toBe('NotYourTurn');
    // A kong is refused on whose turn it is, the hand over or not.
    expect(why(over, { type: 'kong', seat: 'South', tile: '1d' })).toBe('NotYourTurn');
  });

  it('before his draw, refuses Mah-Jongg for the draw he does not hold yet, and a discard', () => {
    const before = scenario('East: 1c 2c 3c 4c 5c 6c 7c 8c 9c 1d 1d 1d 2b\nturn: East draws').table;
    expect(why(before, { type: 'mahjong', seat: 'East' })).toBe('NotHoldingDraw');
    expect(why(before, { type: 'discard', seat: 'East', tile: '2b' })).toBe('MustDraw');
    expect(why(before, { type: 'draw', seat: 'East' })).toBe('allowed');
  });
});
