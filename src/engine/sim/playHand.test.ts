/**
 * The fast random-game driver: whole hands on one play table never break the
 * table's invariants, end as a win or a draw game, replay the same from the
 * same seed, and can be taken back to the deal.
 */
import { describe, expect, it } from 'vitest';
import { KIND_COUNT } from '../core/kinds';
import { playMove } from '../core/moves';
import type { PlayTable } from '../core/playTable';
import { Call, DISCARDS, DISCARD_COUNT, Ending, HEAD, KONG, MELDS, MELD_COUNT, PHASE, Phase, RESULT, SIZE, TAIL, meldKind, meldTile, meldWay } from '../core/slots';
import { seededRandom } from '../random';
import { dealInPlace } from './dealInPlace';
import { RandomPlayer, playHand } from './playHand';

/** What is wrong with the position, or null: tiles lost or made up, a fifth copy, a seat with the wrong count, the reserve drawn from. */
function invariantProblem(pt: PlayTable): string | null {
  const s = pt.s;
  const copies = new Array<number>(KIND_COUNT).fill(0);
  for (let seat = 0; seat < 4; seat++) {
    let held = 0;
    for (let k = 0; k < KIND_COUNT; k++) {
      copies[k] += pt.count(seat, k);
      held += pt.count(seat, k);
    }
    if (held !== s[SIZE + seat]) return `seat ${seat} holds ${held} tiles but counts ${s[SIZE + seat]}`;
    for (let n = 0; n < s[MELD_COUNT + seat]; n++) {
      const m = s[MELDS + seat * 4 + n];
      const t = meldTile(m);
      if (meldKind(m) === Call.Chow) for (let k = t; k < t + 3; k++) copies[k]++;
      else copies[t] += meldKind(m) === Call.Kong ? 4 : 3;
    }
    if (pt.isDead(seat)) return `seat ${seat}'s hand is dead in phase ${s[PHASE]}`;
  }
  // The tile being added to a pung is in nobody's hand until the kong stands or is robbed.
  if (s[PHASE] === Phase.Robbing) copies[(s[KONG] >> 2) & 63]++;
  for (let i = s[HEAD]; i < s[TAIL]; i++) copies[pt.wall[i]]++;
  for (let i = 0; i < s[DISCARD_COUNT]; i++) copies[s[DISCARDS + i] & 63]++;
  const total = copies.reduce((a, b) => a + b, 0);
  if (total !== 136) return `${total} tiles on the table`;
  const fifth = copies.findIndex((n) => n !== 4);
  if (fifth >= 0) return `${copies[fifth]} copies of kind ${fifth}`;
  if (s[TAIL] - s[HEAD] < pt.options.deadWallSize) return 'the reserve was drawn from';
  return null;
}

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
        const refused = playMove(pt, move, player.calls, player.callCount);
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
    expect(endings).toContain(Ending.ByCall);
  });

  it('take back to the deal, move by move', () => {
    const hand = playHand(7);
    const dealt = Array.from(dealInPlace(7).s);
    while (hand.table.takeBack());
    expect(Array.from(hand.table.s)).toEqual(dealt);
  });

  it('count the calls that took a tile, by kind', () => {
    const won = [0, 0, 0, 0];
    for (let seed = 1; seed <= 300; seed++) playHand(seed).callsWon.forEach((n, kind) => (won[kind] += n));
    expect(won[Call.Chow]).toBeGreaterThan(0);
    expect(won[Call.Pung]).toBeGreaterThan(0);
    expect(won[Call.MahJongg]).toBeGreaterThan(0);
  });
});
