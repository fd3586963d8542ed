/**
 * "Claiming today" as written: a page for each of today's rulesets, once,
 * each built on a puzzle that is ruled under its ruleset (the build checks the
 * same as it makes the pages, claimingToday.ts; here without building).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULESET_IDS } from '../../engine/rulesets/ruleset';
import { parsePuzzle } from '../../engine/formats/puzzle';

const root = join(__dirname, '..', '..', '..', 'content');
const pages = readdirSync(join(root, 'claiming-today'))
  .filter((f) => f.endsWith('.md'))
  .map((file) => {
    const text = readFileSync(join(root, 'claiming-today', file), 'utf8');
    const field = (name: string) => new RegExp(`^${name}: "?([^"\\n]+)"?$`, 'm').exec(text)?.[1] ?? null;
    return { file, ruleset: field('ruleset'), puzzle: field('puzzle'), order: Number(field('order')) };
  });

describe('Claiming today', () => {
  it('has one page for each of today\'s rulesets, in order', () => {
    expect(pages.map((p) => p.ruleset).sort()).toEqual(RULESET_IDS.filter((id) => id !== 'harr-1922').sort());
    expect(pages.map((p) => p.order)).toEqual(pages.map((_, i) => i + 1));
  });

  for (const page of pages) {
    it(`${page.file}: its puzzle is ruled under ${page.ruleset}`, () => {
      const puzzle = parsePuzzle(readFileSync(join(root, 'puzzles', `${page.puzzle}.pzl`), 'utf8'), page.puzzle!);
      expect(puzzle.ruleset?.id).toBe(page.ruleset);
    });
  }
});
