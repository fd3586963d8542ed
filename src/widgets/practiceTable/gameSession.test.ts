// @vitest-environment happy-dom
/**
 * A game's hand left in the middle and played again from its kept moves:
 * the switches it was dealt under kept as its first lines, and a hand kept
 * before they were (dealt with the stop at every discard on) still played
 * again to where it was left.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type PracticeState, discardTile, passTile, setEveryDiscard } from '../../engine';
import { GAMES_KEY, newGame, readKeptGames, recordHand } from '../../engine/practiceGame';
import { type GameOn, MOVES_UNDER_OTHER_SETTINGS, dealGameHand, dealtUnder, gameFromAddress, resumeGameHand, withMove } from './gameSession';

afterEach(() => localStorage.clear());

const game = newGame([57, 58, 59, 60], {});
const stopping = { options: {}, coach: true, everyDiscard: true };

/** Two discards of the learner's last tile and a Pass at every window between, each move kept as the table keeps it. */
function playTwoDiscards(on: GameOn, state: PracticeState): { on: GameOn; state: PracticeState; passes: number } {
  let passes = 0;
  for (let discards = 0; discards < 2; ) {
    if (state.prompt.kind === 'turn') {
      const tile = state.table.seats[state.seat].concealed.at(-1)!;
      state = discardTile(state, tile);
      on = withMove(on, { do: 'discard', tile }, {});
      discards++;
    } else {
      state = passTile(state);
      on = withMove(on, { do: 'pass' }, {});
      passes++;
    }
  }
  return { on, state, passes };
}

const keptMoves = () => readKeptGames(localStorage.getItem(GAMES_KEY)).games[0].moves;

describe('a game hand played again from its kept moves', () => {
  it('begins with the switches it was dealt under, and comes back to the same table with them', () => {
    const on = dealtUnder({ game, hand: 1, moves: [] }, stopping);
    expect(on.moves).toEqual(['every-discard on']);
    const left = playTwoDiscards(on, dealGameHand(on, stopping));
    expect(left.passes).toBeGreaterThanOrEqual(2);
    const back = resumeGameHand(left.on, {});
    expect(back.note).toBe('');
    expect(back.state.record).toEqual(left.state.record);
    expect(back.state.everyDiscard).toBe(true);
  });

  it('deals a hand where the learner is not East under its switches, not switching them after the deal', () => {
    // East lost the first hand, so the deal passed: the learner, East then, is North at the second.
    const second = recordHand(game, 'East', 'South', { East: -20, South: 60, West: -20, North: -20 });
    const on = dealtUnder({ game: second, hand: 2, moves: [] }, stopping);
    const dealt = dealGameHand(on, stopping);
    expect(dealt.seat).toBe('North');
    // The stop on from the deal: the table stops at East's first discard.
    expect(dealt.prompt.kind).toBe('claim');
    const left = playTwoDiscards(on, dealt);
    const back = resumeGameHand(left.on, {});
    expect(back).toMatchObject({ note: '', on: { moves: left.on.moves } });
    expect(back.state.record).toEqual(left.state.record);
    expect(keptMoves()).toEqual(left.on.moves);
  });

  it('tells switches the learner made at his first turn from those a hand was dealt under, where they deal another hand', () => {
    const second = recordHand(game, 'East', 'South', { East: -20, South: 60, West: -20, North: -20 });
    const usual = { ...stopping, everyDiscard: false };
    let on = dealtUnder({ game: second, hand: 2, moves: [] }, usual);
    expect(on.moves).toEqual([]);
    // Dealt with the stop off, the table plays on to the learner, North; he switches it on there, then plays.
    let state = dealGameHand(on, usual);
    state = setEveryDiscard(state, true);
    on = withMove(on, { do: 'every-discard', on: true }, {});
    const left = playTwoDiscards(on, state);
    const back = resumeGameHand(left.on, {});
    expect(back).toMatchObject({ note: '', on: { moves: left.on.moves } });
    expect(back.state.record).toEqual(left.state.record);
  });

  it('plays a hand kept without its switches, dealt with the stop at every discard on, to where it was left, and keeps the line it lacked', () => {
    const old = { game, hand: 1, moves: [] };
    const left = playTwoDiscards(old, dealGameHand(old, stopping));
    expect(left.on.moves[0]).toMatch(/^discard /);
    const back = resumeGameHand(left.on, {});
    expect(back.note).toBe('');
    expect(back.state.record).toEqual(left.state.record);
    expect(back.state.everyDiscard).toBe(true);
    expect(back.on.moves).toEqual(['every-discard on', ...left.on.moves]);
    expect(keptMoves()).toEqual(back.on.moves);
  });

  it('plays moves that stop fitting only as far as they fit, says so, and keeps only those', () => {
    const on = dealtUnder({ game, hand: 1, moves: [] }, { ...stopping, everyDiscard: false });
    const left = playTwoDiscards(on, dealGameHand(on, { ...stopping, everyDiscard: false }));
    const moves = [...left.on.moves, 'pass', 'discard 5c'];
    const back = resumeGameHand({ ...left.on, moves }, {});
    expect(back.state.record).toEqual(left.state.record);
    expect(back.note).toBe(
      `Your moves in this hand could be played again only as far as move ${left.on.moves.length} of ${moves.length}: the hand goes on from there. ` +
        `Move ${left.on.moves.length + 1} does not fit the hand as it now stands: the computer players may play it otherwise since an update of the site.`,
    );
    expect(keptMoves()).toEqual(left.on.moves);
  });

  it('says the moves were made under other variants only when some play the hand, not for the switches it was dealt under', () => {
    const on = dealtUnder({ game, hand: 1, moves: [] }, stopping);
    const other = () => gameFromAddress(new URLSearchParams('game=57-58-59-60&late=1'));
    expect(other()).toMatchObject({ note: '', on: { moves: [] } });
    withMove(on, { do: 'discard', tile: dealGameHand(on, stopping).table.seats.East.concealed.at(-1)! }, {});
    expect(other()).toMatchObject({ note: MOVES_UNDER_OTHER_SETTINGS, on: { moves: [] } });
  });
});
