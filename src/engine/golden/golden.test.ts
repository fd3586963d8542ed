/**
 * The golden record (tests/golden/): what the engine answers for every content
 * file, the fast core's games, the practice puzzles, the practice table and the
 * referee, unchanged. A change here is a change to what a learner or a file's
 * reader is told: when it is meant, write the record anew (npm run golden --
 * --write CHAPTER) and say in the commit what changed and why.
 */
import { describe, expect, it } from 'vitest';
import { differences } from '../../../tests/golden/compare';
import { chapters } from '../../../tests/golden/record';

describe('the golden record', () => {
  for (const chapter of chapters().filter((c) => !c.name.startsWith('games.'))) {
    it(`holds for ${chapter.name}: ${chapter.about}`, { timeout: 300_000 }, () => {
      expect(differences(chapter)).toEqual([]);
    });
  }
});
