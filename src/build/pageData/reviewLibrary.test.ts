import { describe, expect, it } from 'vitest';
import { PRACTICE_HINTS, engineAnswer, gradeAnswer, openBoard } from '../../engine';
import { reviewLibrary } from './reviewLibrary';

describe('the review library', () => {
  const library = reviewLibrary();
  const back = JSON.parse(JSON.stringify(library)) as typeof library;

  it('holds every puzzle and board, and comes through JSON unchanged (it is served as a file)', () => {
    expect(Object.keys(library.puzzles).length).toBeGreaterThan(40);
    expect(Object.keys(library.boards).length).toBeGreaterThan(40);
    expect(library.hints).toEqual([...PRACTICE_HINTS]);
    expect(back).toEqual(library);
  });

  it('a board and a puzzle read back from the file still play', () => {
    for (const scenario of Object.values(back.boards)) expect(() => openBoard(scenario)).not.toThrow();
    for (const puzzle of Object.values(back.puzzles)) expect(gradeAnswer(puzzle, engineAnswer(puzzle)).right).toBe(true);
  });
});
