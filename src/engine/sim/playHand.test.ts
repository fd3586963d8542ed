/**
 * The fast random-game driver: whole hands on one play table never break the
 * table's invariants, end as a win or a draw game, replay the same from the
 * same seed, and can be taken back to the deal.
 */
import { describe, expect, it } from 'vitest';
import { playMove } from '../core/moves';
import { ClaimType, Ending, MELDS, MELD_COUNT, PHASE, Phase, RESULT, meldWay } from '../core/slots';
import { invariantProblem } from '../../../tests/playTableChecks';
import { seededRandom } from '../random';
import { dealInPlace } from './dealInPlace';
import { RandomPlayer, playHand } from './playHand';

describe('random hands on one play table', () => {
  it('never lose a tile, make a fifth copy or leave a seat with the wrong count, under every rule option', () => {
    const variants = [{}, { strictWinningChow: true }, { claimAfterNextDraw: true }, { deadWallSize: 14 }];
    let positions = 0;
    let kongs = 0;
    for (let seed = 1; seed <= 1000; seed++) {
      const options = variants[seed % variants.length];
      const pt = dealInPlace(seed, options);
      const player = new RandomPlayer(seededRandom(seed), { claimChance: 0.7, kongChance: 1 });
      for (let move = player.choose(pt); move >= 0; move = player.choose(pt)) {
        const refused = playMove(pt, move, player.claims, player.claimCount);
        if (refused) expect.fail(`seed ${seed}, move ${pt.moveCount + 1} refused: ${refused}`);
        const problem = invariantProblem(pt);
        if (problem) expect.fail(`seed ${seed}, after move ${pt.moveCount}: ${problem}`);
        positions++;
      }
      for (let seat = 0; seat < 4; seat++) for (let n = 0; n < pt.s[MELD_COUNT + seat]; n++) if (meldWay(pt.s[MELDS + seat * 4 + n]) !== 0) kongs++;
      expect(pt.s[PHASE]).toBe(Phase.Over);
    }
    expect(positions).toBeGreaterThan(50_000);
    // Kongs of every way were made, so the counts were checked with them.
    expect(kongs).toBeGreaterThan(100);
  }, 120_000);

  it('end as Mah-Jongg or a draw game, the same from the same seed', () => {
    const first = playHand(42);
    const again = playHand(42);
    expect(again.moves).toBe(first.moves);
    expect(Array.from(again.table.s)).toEqual(Array.from(first.table.s));
    const endings = new Set<number>();
    for (let seed = 1; seed <= 300; seed++) endings.add(playHand(seed).table.s[RESULT] & 3);
    expect(endings).toContain(Ending.DrawGame);
    expect(endings).toContain(Ending.SelfDrawn);
    expect(endings).toContain(Ending.ByClaim);
  });

  it('take back to the deal, move by move', () => {
    const hand = playHand(7);
    const dealt = Array.from(dealInPlace(7).s);
    while (hand.table.takeBack());
    expect(Array.from(hand.table.s)).toEqual(dealt);
  });

  it('count the calls that took a tile, by kind', () => {
    const won = [0, 0, 0, 0];
    for (let seed = 1; seed <= 300; seed++) playHand(seed).claimsWon.forEach((n, kind) => (won[kind] += n));
    expect(won[ClaimType.Chow]).toBeGreaterThan(0);
    expect(won[ClaimType.Pung]).toBeGreaterThan(0);
    expect(won[ClaimType.MahJongg]).toBeGreaterThan(0);
  });
});
