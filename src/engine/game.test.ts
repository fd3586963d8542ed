/**
 * A game of several hands: the deal passes as Harr says (kept by East after
 * his win and after a draw game, else to his right), the winds move round the
 * chairs, the levels follow the players, the score adds up, and the words say
 * so; and a whole game played by the engine from its seeds.
 */
import { describe, expect, it } from 'vitest';
import { counterWords, dealWords, gameEndWords, pointsWords, seatWords, setAsideWords } from './explain/gameWords';
import { SEATS } from './seats';
import { declareMahjong, discardTile, passTile, startPractice } from './sim/practiceTable/actions';
import { type GameHand, eastAfter, gameScore, levelsByWind, newGame, nextHand, recordHand, windAt } from './game';
import { handResult } from './sim/practiceTable/scores';
import type { PracticeState } from './sim/practiceTable/state';

const zero = { self: 0, right: 0, opposite: 0, left: 0 };
const won = (winner: GameHand['winner'], net = zero): GameHand => ({ winner, net });

describe('a game of several hands', () => {
  it('starts with the learner East, and East keeps the deal after his own win and after a draw game, else it passes to his right', () => {
    expect(eastAfter([])).toBe('self');
    expect(eastAfter([won('self')])).toBe('self');
    expect(eastAfter([won(null)])).toBe('self');
    expect(eastAfter([won('opposite')])).toBe('right');
    expect(eastAfter([won('opposite'), won('right')])).toBe('right');
    expect(eastAfter([won('opposite'), won(null), won('self')])).toBe('opposite');
    expect(eastAfter([won('left'), won('left'), won('left'), won('left')])).toBe('left');
    // Four hands each lost by East: the deal has gone round the table, back to the learner.
    expect(eastAfter([won('left'), won('self'), won('right'), won('self')])).toBe('self');
  });

  it('moves the winds round the chairs: when the deal passes to the right, the learner, who was East, becomes North', () => {
    expect(SEATS.map((s) => s)).toEqual(['East', 'South', 'West', 'North']);
    expect(windAt('self', 'self')).toBe('East');
    expect(windAt('right', 'self')).toBe('South');
    expect(windAt('self', 'right')).toBe('North');
    expect(windAt('right', 'right')).toBe('East');
    expect(windAt('self', 'opposite')).toBe('West');
    expect(windAt('self', 'left')).toBe('South');
  });

  it('keeps each player by his chair: his level follows him, and each hand is recorded from the winds to the chairs', () => {
    let game = newGame([1, 2, 3, 4], { right: 'harr' });
    expect(levelsByWind(game, 'East')).toEqual({ South: 'harr' });
    // South (on the right) wins and takes the deal: the learner is North, the player on his right East, still of Harr's level.
    game = recordHand(game, 'East', 'South', { East: -200, South: 300, West: -50, North: -50 });
    expect(game.played).toEqual([{ winner: 'right', net: { self: -200, right: 300, opposite: -50, left: -50 } }]);
    const second = nextHand(game)!;
    expect(second).toEqual({ number: 2, seed: 2, east: 'right', seat: 'North' });
    expect(levelsByWind(game, second.seat)).toEqual({ East: 'harr' });
    game = recordHand(game, 'North', 'North', { East: -120, South: 30, West: 30, North: 60 });
    expect(gameScore(game)).toEqual({ self: -140, right: 180, opposite: -20, left: -20 });
    game = recordHand(recordHand(game, 'North', null, { East: 0, South: 0, West: 0, North: 0 }), 'North', null, { East: 0, South: 0, West: 0, North: 0 });
    expect(nextHand(game)).toBeNull();
    expect(() => recordHand(game, 'North', null, { East: 0, South: 0, West: 0, North: 0 })).toThrow(RangeError);
    expect(() => newGame([1, 2, 3])).toThrow(RangeError);
  });

  it('says where the learner sits, where the deal goes, the points and Harr\'s counters', () => {
    expect(seatWords({ number: 1, seed: 5, east: 'self', seat: 'East' })).toBe('You are East Wind: you pay and collect double.');
    expect(seatWords({ number: 2, seed: 5, east: 'right', seat: 'North' })).toBe('You are North Wind; East is the player on your right, and pays and collects double.');
    expect(dealWords([], won('self'), true)).toBe('You won as East, so you keep the deal.');
    expect(dealWords([], won(null), true)).toBe('A draw game: nobody pays, and you keep the deal as East.');
    expect(dealWords([], won('left'), true)).toBe('You lost the hand as East, so the deal passes to your right: the player on your right is East now.');
    expect(dealWords([won('left')], won('right'), true)).toBe('East, the player on your right, won, so he keeps the deal.');
    expect(dealWords([won('left'), won('left'), won('left')], won('opposite'), false)).toBe('East, the player on your left, lost the hand, so the deal passes to his right: you are East now. That was the last hand.');
    expect(pointsWords(1280)).toBe('+1,280');
    expect(pointsWords(-340)).toBe('−340');
    expect(counterWords(1782)).toBe('1 × gold dot, 1 × five black dots, 2 × one black dot, 8 × ten red dots, 1 × two red dots');
    expect(counterWords(-7)).toBe('3 × two red dots, 1 point');
    expect(counterWords(0)).toBe('no counters');
    expect(gameEndWords({ self: 300, right: -100, opposite: -100, left: -100 })).toBe('The game is over, and you finished ahead, at +300.');
    expect(gameEndWords({ self: -300, right: 100, opposite: 100, left: 100 })).toBe('The game is over: the player on your right and the player opposite you and the player on your left finished level at +100.');
    expect(gameEndWords(zero)).toBe('The game is over, and nobody won or lost a point.');
    expect(setAsideWords(['seed=5', 'dead=1'])).toBe('A game deals its own seeds, with you as East at its first hand and every hand whole, so "seed=5" and "dead=1" are not used.');
    expect(setAsideWords(['seat=West'])).toMatch(/so "seat=West" is not used\.$/);
  });
});

/** A learner who discards what he drew (or his last tile), passes every call and takes every win the engine offers. */
function playOut(state: PracticeState): PracticeState {
  for (let step = 0; step < 400 && state.prompt.kind !== 'over'; step++) {
    const prompt = state.prompt;
    if (prompt.kind === 'turn') state = prompt.canWin ? declareMahjong(state) : discardTile(state, state.table.seats[state.seat].concealed.at(-1)!);
    else state = passTile(state);
  }
  return state;
}

describe('a whole game played by the engine', () => {
  it('plays four hands from their seeds, each dealt with the learner at the wind the deal gives him, and every settlement adds up to nothing', () => {
    let game = newGame([57, 58, 59, 60], { left: 'harr' });
    const seats: string[] = [];
    for (let hand = nextHand(game); hand; hand = nextHand(game)) {
      const state = playOut(startPractice({ seed: hand.seed, seat: hand.seat, levels: levelsByWind(game, hand.seat) }));
      expect(state.prompt.kind).toBe('over');
      expect(state.seat).toBe(hand.seat);
      seats.push(hand.seat);
      const { winner, net } = handResult(state);
      expect(SEATS.reduce((sum, s) => sum + net[s], 0)).toBe(0);
      game = recordHand(game, hand.seat, winner, net);
    }
    expect(game.played).toHaveLength(4);
    expect(seats[0]).toBe('East');
    const score = gameScore(game);
    expect(Object.values(score).reduce((a, b) => a + b, 0)).toBe(0);
    // The winds the learner sat at follow from the winners, as eastAfter says.
    expect(seats).toEqual(game.played.map((_, i) => windAt('self', eastAfter(game.played.slice(0, i)))));
  });
});
