/**
 * The answer stays hidden until the learner has tried (issue 28): a board's
 * scenario file name, a puzzle's file name and a puzzle's address are seen
 * before any try (under the board, in the address bar, in a link), so none may
 * say how the rules come out. They are named by lesson and place, or by number
 * (src/progress/renamed.ts); this fails on a name that carries a word of a
 * ruling.
 */
import { describe, expect, it } from 'vitest';
import { puzzlePath } from '../content/addresses';
import { contentFiles, puzzleId } from '../content/content';

/** Words that tell a ruling's outcome. A topic (chow, kong, robbing) is not an outcome; who gets the tile is. */
const OUTCOME_WORDS = [
  'beat', 'beats', 'over', 'win', 'wins', 'winning', 'winner', 'winners', 'false', 'wrong', 'right', 'refused', 'allowed',
  'lose', 'loses', 'lost', 'stand', 'stands', 'safe', 'dead', 'late', 'cannot', 'no', 'not', 'fails', 'takes', 'rob', 'robbers',
];

/** The outcome words in a name, split at hyphens and digits. */
function outcomeWords(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => OUTCOME_WORDS.includes(word));
}

describe('names seen before a try say nothing of the answer', () => {
  it('finds the outcome words a name carries', () => {
    expect(outcomeWords('pung-beats-chow')).toEqual(['beats']);
    expect(outcomeWords('a-false-mah-jongg')).toEqual(['false']);
    expect(outcomeWords('/puzzles/win-beats-kong/')).toEqual(['win', 'beats']);
    expect(outcomeWords('chow-wrong-seat.scn')).toEqual(['wrong']);
    expect(outcomeWords('robbing-the-kong-2')).toEqual([]);
  });

  it('no scenario file name', () => {
    const names = (contentFiles('scenarios') ?? []).map((f) => f.name);
    expect(names.length).toBeGreaterThan(30);
    expect(names.filter((n) => outcomeWords(n).length > 0)).toEqual([]);
  });

  it('no puzzle file name nor address', () => {
    const files = contentFiles('puzzles') ?? [];
    expect(files.length).toBeGreaterThan(40);
    expect(files.flatMap((f) => [f.file, puzzlePath(puzzleId(f.name))]).filter((n) => outcomeWords(n).length > 0)).toEqual([]);
  });
});
