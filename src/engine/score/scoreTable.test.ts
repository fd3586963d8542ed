import { describe, expect, it } from 'vitest';
import { parseTiles } from '../tileCodes';
import type { Meld } from '../melds';
import { SEATS } from '../seats';
import { randomGame } from '../sim/randomGame';
import { checkLaidDown } from './laidDownHand';
import { layDownLoser, layDownWinner } from './layDown';
import { scoreTable } from './scoreTable';

describe('layDownWinner', () => {
  const melds: Meld[] = [{ kind: 'pung', tiles: parseTiles('Rd Rd Rd'), claimed: { tile: 'Rd', from: 'East' } }];

  it('reads the hand the way that scores most, and a claimed winning tile makes its set exposed (S2)', () => {
    // 1c1c1c 2c2c2c 3c3c3c could be three runs or three pungs: the pungs score.
    const concealed = parseTiles('1c 1c 1c 2c 2c 2c 3c 3c 3c 9b 9b');
    const drawn = layDownWinner('South', concealed, melds, { tile: '3c', from: null, loose: false })!;
    expect(drawn.hand.sets.filter((s) => s.kind === 'pung').length).toBe(4);
    const claimed = layDownWinner('South', concealed, melds, { tile: '3c', from: 'West', loose: false })!;
    expect(claimed.win).toMatchObject({ by: 'discard', tile: '3c' });
    expect(claimed.win.by !== 'original-hand' && claimed.hand.sets[claimed.win.set].exposed).toBe(true);
    expect(claimed.score.final).toBeLessThan(drawn.score.final);
  });

  it('is null for tiles that are not four sets and a pair', () => {
    expect(layDownWinner('South', parseTiles('1c 4c 7c 2b 5b 8b 3d 6d 9d E S'), melds, { tile: '1c', from: null, loose: false })).toBeNull();
  });
});

describe('layDownLoser', () => {
  it('lays out every three alike, scoring pairs and the rest, and counts an undeclared four as three', () => {
    const hand = layDownLoser('North', parseTiles('5c 5c 5c 5c Rd Rd N N 2b 2b 7d 8d 9d'), []);
    expect(hand.sets.map((s) => `${s.kind} ${s.tiles[0]}`)).toEqual(['pung 5c', 'pair N', 'pair Rd']);
    expect(hand.odd).toEqual(parseTiles('5c 2b 2b 7d 8d 9d'));
  });
});

describe('scoreTable on played hands', () => {
  it('scores every seat of every won hand, and the settlement sums to nothing', () => {
    let won = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const { table } = randomGame(seed);
      const score = scoreTable(table);
      if (!table.result?.winner) {
        expect(score === null || score.settlement.payments.length === 0).toBe(true);
        continue;
      }
      won++;
      expect(score, `seed ${seed}`).not.toBeNull();
      expect(score!.seats[table.result.winner].score.winner).toBe(true);
      expect(score!.seats[table.result.winner].score.final).toBeGreaterThanOrEqual(20);
      expect(SEATS.reduce((n, s) => n + score!.settlement.net[s], 0)).toBe(0);
      expect(score!.settlement.net[table.result.winner]).toBeGreaterThan(0);
    }
    expect(won).toBeGreaterThan(5);
  });

  it('lays down only well-formed hands, so the browser may score them unchecked (scoreLaidDown)', () => {
    let hands = 0;
    for (let seed = 1; seed <= 400; seed++) {
      const score = scoreTable(randomGame(seed).table);
      if (!score) continue;
      for (const seat of SEATS) {
        const { hand, win } = score.seats[seat];
        expect(() => checkLaidDown(hand, win), `seed ${seed}, ${seat}`).not.toThrow();
        hands++;
      }
    }
    expect(hands).toBeGreaterThan(400);
  });
});
