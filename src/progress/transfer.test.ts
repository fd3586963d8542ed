import { describe, expect, it } from 'vitest';
import { exportProgress, mergeProgress, readProgressFile } from './transfer';
import { PROGRESS_VERSION, type Progress, emptyProgress } from './store';
import { logAnswer, recordAnswer } from './keep';

function some(): Progress {
  let p = emptyProgress();
  p = recordAnswer(p, 'boards', 'chow-from-the-left', true);
  p = recordAnswer(p, 'puzzles', 'two-winners', false);
  p = logAnswer(p, { kind: 'boards', id: 'chow-from-the-left', rules: ['CHOW-LEFT-ONLY'], outcome: 'right', at: 100 });
  p = logAnswer(p, { kind: 'puzzles', id: 'two-winners', rules: ['PREC-NEAREST-WINNER'], outcome: 'wrong', at: 200 });
  p = logAnswer(p, { kind: 'practice', id: 'practice-9-t1', rules: ['PUNG-NEEDS-PAIR'], outcome: 'helped', at: 300 });
  return p;
}

describe('export and import', () => {
  it('a file of another site that happens to hold a version number is refused with a sentence, not imported as nothing', () => {
    for (const [text, words] of [
      ['{"version":2,"name":"my-list","items":[1,2]}', 'This file is not a progress file of this site (it holds "name", which no progress file holds). Nothing was changed.'],
      ['{"version":5}', 'This file is not a progress file of this site (it holds no boards, puzzles or answers). Nothing was changed.'],
      ['{"version":1e999,"boards":{}}', 'This file is not a progress file of this site (its version, Infinity, is not a whole number). Nothing was changed.'],
      ['[5]', 'This file is not a progress file of this site (it has no version). Nothing was changed.'],
    ] as const)
      expect(readProgressFile(text)).toEqual({ ok: false, message: words });
    // A record of version 1 held only its boards, puzzles and streaks: still read.
    expect(readProgressFile('{"version":1,"boards":{},"puzzles":{},"streak":0,"bestStreak":0}').ok).toBe(true);
  });

  it('round trip: the file read back is the same progress, and importing it into an empty browser gives it whole', () => {
    const p = some();
    const file = exportProgress(p);
    const back = readProgressFile(file);
    expect(back).toEqual({ ok: true, progress: p });
    expect(mergeProgress(emptyProgress(), p)).toEqual(p);
  });

  it('importing merges: nothing held here is lost, nothing is counted twice', () => {
    const here = some();
    let there = emptyProgress();
    there = recordAnswer(there, 'puzzles', 'two-winners', true);
    there = recordAnswer(there, 'boards', 'pung-one-tile', true);
    there = logAnswer(there, { kind: 'puzzles', id: 'two-winners', rules: ['PREC-NEAREST-WINNER'], outcome: 'wrong', at: 200 });
    there = logAnswer(there, { kind: 'puzzles', id: 'two-winners', rules: ['PREC-NEAREST-WINNER'], outcome: 'right', at: 150 });
    const merged = mergeProgress(here, there);
    expect(merged.boards['chow-from-the-left'].solved).toBe(true);
    expect(merged.boards['pung-one-tile'].solved).toBe(true);
    // A star earned on either device is kept (an import takes nothing away), the misses too.
    expect(merged.puzzles['two-winners']).toEqual({ solved: true, firstTry: true, misses: 1 });
    expect(merged.answers.map((a) => a.at)).toEqual([100, 150, 200, 300]);
    expect(mergeProgress(merged, there)).toEqual(merged);
  });

  it('a file of version 2 is migrated as it is read', () => {
    const v2 = { version: 2, boards: { a: { solved: true, firstTry: true, misses: 0 } }, puzzles: {}, streak: 0, bestStreak: 0 };
    const read = readProgressFile(JSON.stringify(v2));
    expect(read.ok && read.progress.answers).toEqual([{ kind: 'boards', id: 'a', rules: [], outcome: 'right', at: 0 }]);
  });

  it.each([
    ['not JSON', '{"version": 3, "boards"', /not a progress file.*not JSON.*Nothing was changed/],
    ['no version', JSON.stringify({ boards: {} }), /no version.*Nothing was changed/],
    ['a list', '[1, 2]', /no version/],
    ['a newer version', JSON.stringify({ version: PROGRESS_VERSION + 1, boards: {} }), /newer version of this site \(progress version 6; this one reads up to 5\).*Nothing was changed/],
    ['a damaged part', JSON.stringify({ version: 3, boards: {}, puzzles: {}, answers: [{ kind: 'boards', id: 'x', rules: [], outcome: 'perhaps', at: 1 }] }), /damaged.*Nothing was changed/],
    ['an unknown old version', JSON.stringify({ version: 0, boards: {} }), /damaged/],
    ['a newer version holding a part this one does not know', JSON.stringify({ version: PROGRESS_VERSION + 1, boards: {}, decks: {} }), /newer version of this site/],
  ])('refuses %s with a sentence', (_name, text, words) => {
    const read = readProgressFile(text);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.message).toMatch(words);
  });
});
