import { describe, expect, it } from 'vitest';
import { FormatError } from './formatError';
import { readScoreChoice, readScoringPuzzle, readSet } from './scoredHand';

const puzzle = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    title: 'The lowest hand',
    seat: 'South',
    sets: ['pung 2d exposed', 'chow 3c', 'chow 6b exposed', 'chow 4d', 'pair 9b'],
    win: { by: 'discard', tile: '2d', set: 1 },
    answer: 22,
    choices: [20, 22, 24],
    lesson: 'Only the exposed 2s score.',
    ...over,
  });

function problem(text: string): { field: string; message: string } {
  try {
    readScoringPuzzle(text);
  } catch (error) {
    if (error instanceof FormatError) return { field: error.field, message: error.message };
    throw error;
  }
  throw new Error('read without a problem');
}

describe('readSet', () => {
  it('reads each kind, a chow by its lowest tile, concealed unless it says exposed', () => {
    expect(readSet('chow 3c', 's')).toEqual({ kind: 'chow', tiles: ['3c', '4c', '5c'], exposed: false });
    expect(readSet('pung Rd exposed', 's')).toEqual({ kind: 'pung', tiles: ['Rd', 'Rd', 'Rd'], exposed: true });
    expect(readSet('kong 9b', 's').tiles).toHaveLength(4);
    expect(readSet('pair E', 's')).toEqual({ kind: 'pair', tiles: ['E', 'E'], exposed: false });
  });
});

describe('readScoringPuzzle', () => {
  it('reads a puzzle whose answer the engine reaches', () => {
    const p = readScoringPuzzle(puzzle());
    expect(p.answer).toBe(22);
    expect(p.win).toEqual({ by: 'discard', tile: '2d', set: 0 });
  });

  it.each([
    [{ answer: 24, choices: [22, 24, 30] }, 'answer', /engine scores this hand 22, not 24/],
    [{ choices: [20, 24, 30] }, 'choices', /must include the answer, 22/],
    [{ choices: [22, 22, 30] }, 'choices', /each total once/],
    [{ seat: 'Middle' }, 'seat', /not a seat/],
    [{ sets: ['pung 2x exposed'] }, 'sets[0]', /"2x" is not a tile/],
    [{ sets: ['chow 8c'] }, 'sets[0]', /no run starts at 8c/],
    [{ sets: ['trio 2c'] }, 'sets[0]', /not a kind of set/],
    [{ sets: ['pair Rd exposed'] }, 'sets[0]', /never exposed/],
    [{ win: { by: 'discard', tile: '2d', set: 9 } }, 'win.set', /1 to 5/],
    [{ win: { by: 'sky', tile: '2d', set: 1 } }, 'win.by', /how the winning tile came/],
    [{ win: { by: 'wall', tile: '2d', set: 1 } }, 'sets', /stays concealed/],
    [{ title: 3 }, 'title', /must be a string/],
  ])('%j is refused, naming the field', (over, field, message) => {
    const found = problem(puzzle(over));
    expect(found.field).toBe(field);
    expect(found.message).toMatch(message);
  });

  it('refuses text that is not JSON', () => {
    expect(problem('{ nope').field).toBe('file');
  });
});

describe('readScoreChoice', () => {
  it('reads two ways to end a hand', () => {
    const way = (name: string, exposed: boolean) => ({ name, seat: 'South', sets: ['pung 1c', 'chow 3b', 'chow 7d', `pung 6c${exposed ? ' exposed' : ''}`, 'pair Rd'], win: { by: exposed ? 'discard' : 'wall', tile: '6c', set: 4 } });
    const choice = readScoreChoice(JSON.stringify({ title: 'T', prompt: 'P?', ways: [way('Pung', true), way('Draw', false)], lesson: 'L.' }));
    expect(choice.ways.map((w) => w.name)).toEqual(['Pung', 'Draw']);
    expect(() => readScoreChoice(JSON.stringify({ title: 'T', prompt: 'P?', ways: [way('Pung', true)], lesson: 'L.' }))).toThrow(/two ways/);
  });
});
