/**
 * The learner's moves as lines: each kind written and read back, anything
 * else refused; and a hand played again from its lines reaching the very
 * table the moves reached, calls, undo and switches included.
 */
import { describe, expect, it } from 'vitest';
import { startPractice } from './actions';
import { type LearnerMove, learnerMoveText, playLearnerMove, playLearnerMoves, readLearnerMove } from './learnerMoves';
import type { PracticeState } from './state';

describe("the learner's moves as lines", () => {
  const moves: LearnerMove[] = [
    { do: 'discard', tile: '5c' },
    { do: 'kong', tile: 'Rd' },
    { do: 'claim', kind: 'pung' },
    { do: 'claim', kind: 'chow', tiles: ['4c', '6c'] },
    { do: 'pass' },
    { do: 'mahjong' },
    { do: 'undo' },
    { do: 'coach', on: false },
    { do: 'every-discard', on: true },
  ];
  it('are written and read back', () => {
    expect(moves.map(learnerMoveText)).toEqual(['discard 5c', 'kong Rd', 'claim pung', 'claim chow 4c 6c', 'pass', 'mahjong', 'undo', 'coach off', 'every-discard on']);
    for (const m of moves) expect(readLearnerMove(learnerMoveText(m))).toEqual(m);
  });

  it.each(['', 'discard', 'discard 0c', 'discard 5c 6c', 'pass 5c', 'claim', 'claim steal', 'claim pung 5c', 'claim chow 4c', 'coach maybe', 'shuffle'])('refuse "%s"', (line) => {
    expect(readLearnerMove(line)).toBeNull();
  });
});

/** A learner who discards his last tile, takes the first call offered every other time, and passes otherwise. */
function learnerMoves(dealt: PracticeState): { state: PracticeState; lines: string[] } {
  let state = dealt;
  const lines: string[] = [];
  const play = (move: LearnerMove) => {
    state = playLearnerMove(state, move);
    lines.push(learnerMoveText(move));
  };
  play({ do: 'every-discard', on: true });
  for (let step = 0; step < 400 && state.prompt.kind !== 'over'; step++) {
    const prompt = state.prompt;
    if (step === 6) play({ do: 'undo' });
    else if (prompt.kind === 'turn') play(prompt.canWin ? { do: 'mahjong' } : { do: 'discard', tile: state.table.seats[state.seat].concealed.at(-1)! });
    else if (prompt.kind === 'claim' && prompt.choosing) play({ do: 'claim', kind: 'chow', tiles: prompt.choosing[0].tiles });
    else if (prompt.kind === 'claim' && prompt.claims.length && step % 2) play({ do: 'claim', kind: prompt.claims[0].claim.kind });
    else play({ do: 'pass' });
  }
  return { state, lines };
}

describe('a hand played again from its lines', () => {
  it.each([57, 1203, 4410])('reaches the same table, seed %i', (seed) => {
    const dealt = startPractice({ seed, seat: 'South' });
    const { state, lines } = learnerMoves(dealt);
    expect(lines.length).toBeGreaterThan(10);
    const again = playLearnerMoves(startPractice({ seed, seat: 'South' }), lines);
    expect(again.played).toBe(lines.length);
    expect(again.state.record).toEqual(state.record);
    expect(again.state.table).toEqual(state.table);
    expect(again.state.prompt.kind).toBe(state.prompt.kind);
  });

  it('stops at the first line that is no move, and says how many were played', () => {
    const dealt = startPractice({ seed: 57 });
    const first = dealt.table.seats.East.concealed.at(-1)!;
    const { state, played, unfit } = playLearnerMoves(dealt, [`discard ${first}`, 'steal the wall', 'pass']);
    expect(played).toBe(1);
    expect(unfit).toBe(false);
    expect(state.record).toEqual(playLearnerMove(dealt, { do: 'discard', tile: first }).record);
  });

  it('stops at the first move that does not fit the hand as it stands: a Pass in his turn, a discard of a tile he lacks, an Undo of nothing', () => {
    const dealt = startPractice({ seed: 57 });
    const lacking = (['1c', '2c', '3c', '4c', '5c', '6c', '7c', '8c', '9c'] as const).find((t) => !dealt.table.seats.East.concealed.includes(t))!;
    for (const line of ['pass', 'claim pung', `discard ${lacking}`, 'undo']) {
      const { state, played, unfit } = playLearnerMoves(dealt, [line, 'coach off']);
      expect({ line, played, unfit }).toEqual({ line, played: 0, unfit: true });
      expect(state).toBe(dealt);
    }
    // A switch fits at any time, and a call the engine refuses is a try the learner may make: both are played.
    expect(playLearnerMoves(dealt, ['coach off', 'every-discard on']).played).toBe(2);
  });

  it('plays moves kept against quick players again against Harr\'s level only as far as they fit, with no try the learner never made', () => {
    // Seed 1203: the Harr players part from the quick ones' play at the learner's seventh move.
    const dealt = startPractice({ seed: 1203, seat: 'South' });
    const { lines } = learnerMoves(dealt);
    const again = playLearnerMoves(startPractice({ seed: 1203, seat: 'South', levels: { East: 'harr', West: 'harr', North: 'harr' } }), lines);
    expect(again.unfit).toBe(true);
    expect(again.played).toBe(6);
    expect(lines.length).toBeGreaterThan(6);
    expect(again.state.refused).toBeNull();
  });
});
