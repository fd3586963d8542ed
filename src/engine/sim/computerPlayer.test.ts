/**
 * The computer players: whole hands with four of them, from fixed seeds,
 * never break the table's invariants and never carry out a call the engine
 * does not list as legal; they win hands, call sets and take wins.
 */
import { describe, expect, it } from 'vitest';
import { invariantProblem } from '../../../tests/playTableChecks';
import { legalClaimCodes } from '../core/claiming';
import { MoveType, playMove } from '../core/moves';
import { ClaimType, Ending, PHASE, Phase, RESULT, claimAs } from '../core/slots';
import { ComputerPlayer, playComputerHand } from './computerPlayer';
import { HarrPlayer } from './harrPlayer';
import { dealInPlace } from './dealInPlace';

describe('four computer players', () => {
  it.each([
    ['quick', () => new ComputerPlayer()],
    ["Harr's level", () => new HarrPlayer()],
  ])('%s: play 2,000 hands to the end, breaking no invariant and making only legal calls', (_level, make) => {
    const player = make();
    const legal = new Int32Array(16);
    const claims = new Int32Array(4);
    const endings = [0, 0, 0, 0];
    const won = [0, 0, 0, 0];
    for (let seed = 1; seed <= 2000; seed++) {
      const pt = dealInPlace(seed, seed % 3 === 0 ? { deadWallSize: 14 } : {});
      for (;;) {
        let n = 0;
        const listed = legalClaimCodes(pt.window, legal);
        if (pt.window.event >= 0) {
          for (let seat = 0; seat < 4; seat++) {
            const c = player.claimFor(pt, seat);
            if (c < 0) continue;
            if (!legal.subarray(0, listed).includes(c)) expect.fail(`seed ${seed}: seat ${seat} called ${c}, which the engine does not list`);
            claims[n++] = c;
          }
        }
        const move = n > 0 || pt.s[PHASE] === Phase.Robbing ? MoveType.ClaimType : player.turnMove(pt);
        if (move < 0) break;
        const refused = playMove(pt, move, claims, n);
        if (refused) expect.fail(`seed ${seed}: move ${move} refused: ${refused}`);
        if (n > 0 && pt.won >= 0) won[claimAs(pt.won)]++;
        const problem = invariantProblem(pt);
        if (problem) expect.fail(`seed ${seed}, move ${pt.moveCount}: ${problem}`);
      }
      expect(pt.s[PHASE]).toBe(Phase.Over);
      endings[pt.s[RESULT] & 3]++;
    }
    // Hands are won, on a draw and on a call; chows and pungs are called.
    expect(endings[Ending.SelfDrawn]).toBeGreaterThan(100);
    expect(endings[Ending.ByClaim]).toBeGreaterThan(100);
    expect(won[ClaimType.Chow]).toBeGreaterThan(500);
    expect(won[ClaimType.Pung]).toBeGreaterThan(1000);
  }, 300_000);

  it('play the same hand from the same seed', () => {
    const a = playComputerHand(77);
    const b = playComputerHand(77);
    expect(Array.from(b.table.s)).toEqual(Array.from(a.table.s));
    expect(b.claimsWon).toEqual(a.claimsWon);
  });

  it('always take a win on a discard', () => {
    // Seeds played until some seat's call is a win: the player called it.
    const player = new ComputerPlayer();
    const legal = new Int32Array(16);
    let wins = 0;
    for (let seed = 1; seed <= 200 && wins < 20; seed++) {
      const hand = playComputerHand(seed);
      while (hand.table.takeBack()) {
        const pt = hand.table;
        const n = legalClaimCodes(pt.window, legal);
        for (let i = 0; i < n; i++) {
          if (claimAs(legal[i]) !== ClaimType.MahJongg) continue;
          expect(claimAs(player.claimFor(pt, legal[i] & 3))).toBe(ClaimType.MahJongg);
          wins++;
        }
      }
    }
    expect(wins).toBeGreaterThan(0);
  });
});
