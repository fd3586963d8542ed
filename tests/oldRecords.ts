/**
 * Progress records as versions 1 and 2 kept them (their answers carry no rules), with boards and puzzles under their
 * names of then (src/progress/renamed.ts, and version 2's renamed puzzle): some missed, one right of each. For the
 * tests that every page counts such a record alike (src/progress/dueAgrees.test.tsx, e2e/old-progress-due.spec.ts).
 */
const missedTwice = { solved: true, firstTry: false, misses: 2 };
const missed = { solved: false, firstTry: false, misses: 1 };
const right = { solved: true, firstTry: true, misses: 0 };

export const OLD_RECORD_V1 = {
  version: 1,
  boards: { 'chow-from-the-left': missedTwice, 'pung-beats-chow': missed, 'rob-the-kong': missedTwice, 'whose-turn-next': right },
  puzzles: { 'a-pung-with-one-tile-against-a-kong': missed, 'rob-the-kong': missedTwice, 'win-beats-kong': right },
  streak: 0,
  bestStreak: 1,
};

/** Version 2: the tallies of version 1, the puzzle under its version 2 name. */
export const OLD_RECORD_V2 = { ...OLD_RECORD_V1, version: 2, puzzles: { 'a-pung-with-no-sevens-against-a-kong': missed, 'rob-the-kong': missedTwice, 'win-beats-kong': right } };
