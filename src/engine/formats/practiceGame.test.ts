/**
 * A practice game's address and the games kept in the browser: read back
 * whole, anything broken left out and said, a newer version's record named,
 * one record per seed list, the newest kept.
 */
import { describe, expect, it } from 'vitest';
import { newGame, recordHand } from '../game';
import { GAMES_BROKEN, GAMES_KEPT, GAMES_NEWER, gameParam, keptGame, keptGameOf, readGameParam, readKeptGames, writeKeptGames } from './practiceGame';

describe("a game's address", () => {
  it('writes and reads the seeds, four to sixteen of them', () => {
    expect(gameParam([57, 1203, 88, 4410])).toBe('57-1203-88-4410');
    expect(readGameParam(' 57-1203-88-4410 ')).toEqual({ seeds: [57, 1203, 88, 4410] });
    expect(readGameParam(Array.from({ length: 16 }, (_, i) => i).join('-'))).toEqual({ seeds: Array.from({ length: 16 }, (_, i) => i) });
  });

  it.each(['57-1203-88', '1-2-3-x', '1-2-3-4-', '1-2-3-99999999999', Array.from({ length: 17 }, () => 1).join('-'), ''])('names "%s" as no game, and falls back to one hand', (text) => {
    const read = readGameParam(text);
    expect('problem' in read && read.problem).toMatch(/is not a game \(4 to 16 seeds, whole numbers from 0 to 2147483647, joined by "-"\): here is a single hand instead\.$/);
  });
});

describe('the games kept in the browser', () => {
  const game = recordHand(newGame([1, 2, 3, 4]), 'East', 'South', { East: -200, South: 300, West: -50, North: -50 });
  const kept = keptGame(game, 'game=1-2-3-4&south=harr', 1000, ['every-discard on', 'pass', 'discard 5c']);

  it('are read back as they were written, found by their seeds; a game kept before its moves were has none', () => {
    const before = JSON.parse(writeKeptGames([kept]));
    delete before.games[0].moves;
    expect(readKeptGames(JSON.stringify(before)).games).toEqual([{ ...kept, moves: [] }]);
    const read = readKeptGames(writeKeptGames([kept]));
    expect(read).toEqual({ games: [kept], problem: null, newer: false });
    expect(keptGameOf(read.games, [1, 2, 3, 4])).toEqual(kept);
    expect(keptGameOf(read.games, [1, 2, 3, 5])).toBeUndefined();
    expect(readKeptGames(null)).toEqual({ games: [], problem: null, newer: false });
  });

  it('keep one record per seed list, the last written, and the newest twenty', () => {
    const later = { ...kept, played: [], moves: [], at: 2000 };
    expect(readKeptGames(writeKeptGames([kept, later])).games).toEqual([later]);
    const many = Array.from({ length: GAMES_KEPT + 3 }, (_, i) => keptGame(newGame([i, 1, 2, 3]), `game=${i}-1-2-3`, i));
    const read = readKeptGames(writeKeptGames(many)).games;
    expect(read).toHaveLength(GAMES_KEPT);
    expect(read[0].seeds[0]).toBe(3);
  });

  it('leave out what cannot be read, and say so; a newer version is named, not read', () => {
    expect(readKeptGames('{not json')).toEqual({ games: [], problem: GAMES_BROKEN, newer: false });
    expect(readKeptGames('[]')).toEqual({ games: [], problem: GAMES_BROKEN, newer: false });
    expect(readKeptGames(JSON.stringify({ version: 2, games: [] }))).toEqual({ games: [], problem: GAMES_NEWER, newer: true });
    const good = JSON.parse(writeKeptGames([kept])).games[0];
    const bad = [
      { ...good, address: 'seed=5' },
      { ...good, address: 'game=1-2' },
      { ...good, played: [...good.played, ...good.played, ...good.played, ...good.played, ...good.played] },
      { ...good, played: [{ winner: 'behind', net: good.played[0].net }] },
      { ...good, played: [{ winner: 'right', net: { ...good.played[0].net, self: 1e12 } }] },
      // Points that do not add up to nothing, and a draw game that moved points, were never a settlement.
      { ...good, played: [{ winner: 'right', net: { ...good.played[0].net, self: 0 } }] },
      { ...good, played: [{ winner: null, net: good.played[0].net }] },
      { ...good, moves: 'pass' },
      { ...good, moves: ['pass', 7] },
      { ...good, moves: ['x'.repeat(41)] },
      'a game',
    ];
    for (const game of bad) expect(readKeptGames(JSON.stringify({ version: 1, games: [good, game] }))).toEqual({ games: [kept], problem: GAMES_BROKEN, newer: false });
  });
});
