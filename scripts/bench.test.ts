/**
 * The bench's adapters and hand set (not its speed: no timing here). The tile
 * mapping is checked against each peer's own notation, the hand set for its
 * seed, its winners and its copies, and each peer against isWinningHand on
 * known hands and on the start of the hand set.
 */
import { HaiKind, detectYaku, parseMspz } from '@pai-forge/riichi-mahjong';
import agari from 'agari';
import { tilesToHand } from 'mahjong-tile-efficiency';
import syanten from 'syanten';
import { describe, expect, it } from 'vitest';
import { isWinningHand } from '../src/engine/hand';
import { COPIES_OF_EACH_TILE, TILE_KINDS, type Tile, rankOf, sortTiles, suitOf } from '../src/engine/tiles';
import { parseTiles } from '../src/engine/tileCodes';
import { HAND_SET_SEED, HAND_SET_SIZE, HAND_SIZE, handSet } from './benchHands';
import {
  PEERS,
  type Peer,
  agariPeer,
  agreement,
  efficiencyPeer,
  fromMpsz,
  fromRiichi,
  majiangPeer,
  paiForge,
  riichiIndex,
  specialShape,
  syantenPeer,
  toMajiang,
  toMpsz,
  toRiichi,
} from './benchPeers';

const set = handSet();

describe('tile mapping', () => {
  it('round-trips every kind through Riichi codes, one code and one index each', () => {
    for (const tile of TILE_KINDS) expect(fromRiichi(toRiichi(tile))).toBe(tile);
    expect(new Set(TILE_KINDS.map(toRiichi)).size).toBe(34);
    expect(TILE_KINDS.map(riichiIndex).sort((a, b) => a - b)).toEqual([...Array(34).keys()]);
    expect(() => fromRiichi('8z')).toThrow(RangeError);
  });

  it('writes characters as man, circles as pin, bamboo as sou, winds then white, green, red', () => {
    expect(TILE_KINDS.map(toRiichi).join(' ')).toBe(
      '1m 2m 3m 4m 5m 6m 7m 8m 9m 1s 2s 3s 4s 5s 6s 7s 8s 9s 1p 2p 3p 4p 5p 6p 7p 8p 9p 1z 2z 3z 4z 7z 6z 5z',
    );
    expect(toMpsz(parseTiles('1c 2c 3c 4d 5d 6d 7b 8b 9b E E Wd Gd Rd'))).toBe('123m456p789s11567z');
  });

  it("agrees with pai-forge's own names and parser", () => {
    const named: [string, number][] = [
      ['1c', HaiKind.ManZu1], ['9c', HaiKind.ManZu9], ['1d', HaiKind.PinZu1], ['5d', HaiKind.PinZu5], ['1b', HaiKind.SouZu1],
      ['9b', HaiKind.SouZu9], ['E', HaiKind.Ton], ['S', HaiKind.Nan], ['W', HaiKind.Sha], ['N', HaiKind.Pei],
      ['Wd', HaiKind.Haku], ['Gd', HaiKind.Hatsu], ['Rd', HaiKind.Chun],
    ];
    for (const [code, kind] of named) expect(riichiIndex(parseTiles(code)[0]), code).toBe(kind);
    for (const hand of set.hands.slice(0, 200)) {
      const parsed = parseMspz(toMpsz(hand))._unsafeUnwrap().closed;
      expect([...parsed].sort((a, b) => a - b)).toEqual(hand.map(riichiIndex).sort((a, b) => a - b));
    }
  });

  it("agrees with syanten's own tile names (its discard and wait advice)", () => {
    // Discard South, wait on the 3 or 6 of circles.
    expect(syanten.hairi(syantenPeer.prepare(parseTiles('1c 2c 3c 4d 5d 7b 8b 9b E E E Rd Rd S')))).toEqual({ now: 0, '2z': { '3p': 4, '6p': 4 } });
    // Discard North, wait on the 3 or 6 of characters.
    expect(syanten.hairi(syantenPeer.prepare(parseTiles('4c 5c 1d 2d 3d 7b 8b 9b W W W Gd Gd N')))).toEqual({ now: 0, '4z': { '3m': 4, '6m': 4 } });
    // Discard the Red Dragon, wait on East or the White Dragon.
    expect(syanten.hairi(syantenPeer.prepare(parseTiles('1b 2b 3b 4d 5d 6d 7c 8c 9c E E Wd Wd Rd')))).toEqual({ now: 0, '7z': { '1z': 2, '5z': 2 } });
  });

  it("agrees with mahjong-tile-efficiency's own tile names (its tilesToHand)", () => {
    for (const hand of set.hands.slice(0, 200)) expect(efficiencyPeer.prepare(hand)).toEqual(tilesToHand(hand.map(toRiichi)));
  });

  it("agrees with agari's own tile names (the sets it reads a winning hand as)", () => {
    const readings = agari(agariPeer.prepare(parseTiles('1c 2c 3c 4d 5d 6d 7b 8b 9b E E Rd Rd Rd')));
    // One reading: the pair (East) as one code, each set as its codes (three alike as one), sorted as strings.
    expect(readings).toEqual([[['1m', '2m', '3m'], '1z', ['4p', '5p', '6p'], ['7s', '8s', '9s'], ['7z']]]);
  });

  it("agrees with majiang-core's own notation, suit letter first (its Shoupai written back)", () => {
    expect(TILE_KINDS.map(toMajiang).join(' ')).toBe(
      'm1 m2 m3 m4 m5 m6 m7 m8 m9 s1 s2 s3 s4 s5 s6 s7 s8 s9 p1 p2 p3 p4 p5 p6 p7 p8 p9 z1 z2 z3 z4 z7 z6 z5',
    );
    for (const hand of set.hands.slice(0, 200)) {
      expect(majiangPeer.prepare(hand).toString()).toBe(toMpsz(hand).replace(/(\d+)([mpsz])/g, '$2$1'));
    }
  });

  it('reads Riichi hand strings back to our tiles', () => {
    expect(fromMpsz('123m456p789s11567z')).toEqual(parseTiles('1c 2c 3c 7b 8b 9b 4d 5d 6d E E Rd Gd Wd'));
    for (const hand of set.hands.slice(0, 500)) expect(fromMpsz(toMpsz(hand))).toEqual(sortTiles(hand));
    expect(() => fromMpsz('123x')).toThrow(RangeError);
  });
});

describe('hand set', () => {
  it('is the same for the same seed and another for another seed', () => {
    expect(handSet(HAND_SET_SEED, 600)).toEqual(handSet(HAND_SET_SEED, 600));
    expect(handSet(HAND_SET_SEED, 600).hands).toEqual(set.hands.slice(0, 600));
    expect(handSet(HAND_SET_SEED + 1, 600).hands).not.toEqual(set.hands.slice(0, 600));
  });

  it('holds at least 10,000 hands of 14 tiles, never more than four copies of a tile', () => {
    expect(set.hands.length).toBe(HAND_SET_SIZE);
    expect(HAND_SET_SIZE).toBeGreaterThanOrEqual(10_000);
    for (const hand of set.hands) {
      expect(hand).toHaveLength(HAND_SIZE);
      const copies = new Map<string, number>();
      for (const tile of hand) copies.set(tile, (copies.get(tile) ?? 0) + 1);
      expect(Math.max(...copies.values())).toBeLessThanOrEqual(COPIES_OF_EACH_TILE);
    }
  });

  it('has a third built as winners, each one winning by our engine', () => {
    expect(set.built.length).toBe(Math.ceil(HAND_SET_SIZE / 3));
    for (const i of set.built) expect(isWinningHand(set.hands[i], [])).toBe(true);
    const winners = set.hands.filter((h) => isWinningHand(h, [])).length;
    expect(winners / set.hands.length).toBeGreaterThanOrEqual(1 / 3);
    expect(winners / set.hands.length).toBeLessThan(0.36);
  });
});

describe('peers against isWinningHand', () => {
  const known = {
    runs: parseTiles('1c 2c 3c 4d 5d 6d 7b 8b 9b E E E Rd Rd'),
    fourCopies: parseTiles('1c 1c 1c 1c 2c 3c 5d 5d 5d 7b 8b 9b N N'),
    pairsAndRuns: parseTiles('1c 1c 2c 2c 3c 3c 4d 4d 5d 5d 6d 6d 7b 7b'),
    notWinning: parseTiles('1c 2c 3c 4d 5d 6d 7b 8b 9b E E S Rd Rd'),
    sevenPairs: parseTiles('1c 1c 2c 2c 3d 3d 4d 4d 5b 5b 6b 6b Rd Rd'),
    thirteenOrphans: parseTiles('1c 9c 1b 9b 1d 9d E S W N Rd Gd Wd Wd'),
  };

  it('our engine: four sets and a pair only', () => {
    expect([known.runs, known.fourCopies, known.pairsAndRuns].every((h) => isWinningHand(h, []))).toBe(true);
    expect([known.notWinning, known.sevenPairs, known.thirteenOrphans].some((h) => isWinningHand(h, []))).toBe(false);
    expect(specialShape(known.sevenPairs)).toBe('sevenPairs');
    expect(specialShape(known.pairsAndRuns)).toBe('sevenPairs');
    expect(specialShape(known.thirteenOrphans)).toBe('thirteenOrphans');
    expect(specialShape(known.runs)).toBeNull();
  });

  it('pai-forge: winning with runs and with four copies, not a near miss, seven pairs and thirteen orphans as special hands', () => {
    for (const h of [known.runs, known.fourCopies, known.pairsAndRuns]) expect(paiForge.wins(paiForge.prepare(h)), toMpsz(h)).toBe(true);
    expect(paiForge.wins(paiForge.prepare(known.notWinning))).toBe(false);
    expect(paiForge.wins(paiForge.prepare(known.sevenPairs))).toBe(true);
    expect(paiForge.wins(paiForge.prepare(known.thirteenOrphans))).toBe(true);
    const { tehai, config } = paiForge.prepare(known.sevenPairs);
    expect(detectYaku(tehai, config).map(([yaku]) => yaku)).toContain('Chiitoitsu');
  });

  for (const peer of [syantenPeer, agariPeer, efficiencyPeer, majiangPeer] as unknown as Peer<unknown>[]) {
    it(`${peer.name}: the standard form refuses the special hands, its special forms accept them`, () => {
      expect(peer.standardOnly).toBe(true);
      for (const h of [known.runs, known.fourCopies, known.pairsAndRuns]) expect(peer.wins(peer.prepare(h)), toMpsz(h)).toBe(true);
      for (const h of [known.notWinning, known.sevenPairs, known.thirteenOrphans]) expect(peer.wins(peer.prepare(h)), toMpsz(h)).toBe(false);
      expect(peer.winsSpecial!(peer.prepare(known.sevenPairs))).toBe(true);
      expect(peer.winsSpecial!(peer.prepare(known.thirteenOrphans))).toBe(true);
      expect(peer.winsSpecial!(peer.prepare(known.notWinning))).toBe(false);
    });
  }

  it("syanten: its default export takes the least of the three forms", () => {
    expect(syanten(syantenPeer.prepare(known.sevenPairs))).toBe(-1);
    expect(syanten(syantenPeer.prepare(known.notWinning))).toBe(0);
  });

  it('every peer agrees on the known hands, counting seven pairs and thirteen orphans apart', () => {
    const hands = Object.values(known);
    for (const peer of PEERS) {
      const a = agreement(peer, hands);
      expect(a.disagree, JSON.stringify(a.examples)).toBe(0);
      expect(a.specialOnly).toEqual({ sevenPairs: 1, thirteenOrphans: 1 });
      expect(a.agree).toBe(a.standardHands);
      expect(a.standardHands).toBe(peer.standardOnly ? hands.length : hands.length - 2);
    }
  });

  it('every peer agrees on the start of the hand set', () => {
    for (const peer of PEERS) {
      const a = agreement(peer, set.hands.slice(0, 150));
      expect(a.disagree, JSON.stringify(a.examples)).toBe(0);
      expect(a.agree).toBe(150);
    }
  });

  it('a wrong adapter is caught: bamboo read as characters breaks the agreement', () => {
    // (Two suits swapped would keep every hand's shape and agree: the tile-name tests above catch that.)
    const wrong = { ...syantenPeer, prepare: (tiles: readonly Tile[]) => syantenPeer.prepare(tiles.map((t) => (suitOf(t) === 'b' ? (`${rankOf(t)}c` as Tile) : t))) };
    const a = agreement(wrong, [parseTiles('1c 2c 3b 4d 5d 6d 7b 8b 9b E E E Rd Rd')]);
    expect(a.disagree).toBe(1);
    expect(a.examples).toEqual([{ hand: '12m456p3789s11177z', ours: false, theirs: true, form: 'winning' }]);
  });
});
