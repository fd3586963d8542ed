/**
 * Every authored puzzle is proved by the engine, and a puzzle whose stated
 * answer the engine does not reach is rejected, naming the file and field.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { solvePuzzle } from '../../engine/formats/puzzle';
import { TIER_NAMES } from '../../engine/position';
import { ContentError, checkPuzzleSource, checkPuzzles, puzzleId } from './checkContent';
import { americanOnly } from '../../engine/rulesets/americanSet';

const root = join(__dirname, '..', '..', '..');
const dir = join(root, 'content', 'puzzles');
const files = readdirSync(dir).filter((f) => f.endsWith('.pzl')).sort();
const source = (file: string) => readFileSync(join(dir, file), 'utf8');

describe('the authored puzzles', () => {
  it('number at least 40, in three tiers', () => {
    const puzzles = [...checkPuzzles(root).values()];
    expect(puzzles.length).toBeGreaterThanOrEqual(40);
    for (const tier of [1, 2, 3] as const) expect(puzzles.filter((p) => p.tier === tier).length, TIER_NAMES[tier]).toBeGreaterThanOrEqual(10);
  });

  it.each(files)('%s: the engine reaches the stated answer', (file) => {
    const puzzle = checkPuzzleSource(source(file), `content/puzzles/${file}`, puzzleId(file));
    const solution = solvePuzzle(puzzle);
    expect(solution.problems).toEqual([]);
    expect(puzzle.hints.length).toBeGreaterThan(0);
    if (puzzle.ruleset) {
      // A puzzle under one of today's rulesets asks only who takes the tile, and is proved under another ruleset too,
      // unless it holds jokers, flowers or an American call, which no other ruleset can rule (rulesetPuzzle.test.ts).
      expect(puzzle.asks).toEqual(['winner']);
      if (!americanOnly(puzzle.scenario.table, puzzle.scenario.claims)) expect(Object.keys(puzzle.expect.underRulesets ?? {}).length).toBeGreaterThan(0);
      return;
    }
    expect(puzzle.expect.next).not.toBeUndefined();
    expect(puzzle.expect.lost).not.toBeUndefined();
    expect(new Set(puzzle.scenario.claims.map((c) => c.seat)).size).toBeGreaterThanOrEqual(2);
  });

  it('cover the precedence topics the issue names', () => {
    const rules = new Set([...checkPuzzles(root).values()].flatMap((p) => p.rules));
    for (const id of [
      'PREC-PUNG-OVER-CHOW',
      'CHOW-LEFT-ONLY',
      'PUNG-NEEDS-PAIR',
      'PREC-MJ-OVER-ALL',
      'PREC-NEAREST-WINNER',
      'DEAD-DISCARD',
      'PREC-KONG-OVER-PUNG',
      'ROB-KONG',
      'ROB-KONG-EXPOSED-ONLY',
      'ROB-KONG-MJ-ONLY',
      'KONG-FROM-DISCARD',
    ]) {
      expect(rules, id).toContain(id);
    }
  });
});

describe('a wrong stated answer', () => {
  const file = files.find((f) => f.endsWith('01.pzl'))!;
  const shown = `content/puzzles/${file}`;

  function rejection(text: string): ContentError {
    try {
      checkPuzzleSource(text, shown, 'test');
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      return error as ContentError;
    }
    throw new Error('the wrong answer was accepted');
  }

  it('is rejected naming the file, the field and its line', () => {
    const text = source(file);
    const error = rejection(text.replace('expect-winner: North pung', 'expect-winner: South chow'));
    expect(error.file).toBe(shown);
    expect(error.field).toBe('expect-winner');
    const line = text.split('\n').findIndex((l) => l.startsWith('expect-winner')) + 1;
    expect(error.message).toContain(`${shown}: line ${line} (expect-winner)`);
    expect(error.message).toContain('North takes it by Pung');
  });

  it('in the next player or the lost turns is rejected too', () => {
    expect(rejection(source(file).replace('expect-next: East', 'expect-next: West')).field).toBe('expect-next');
    expect(rejection(source(file).replace('expect-lost: South, West', 'expect-lost: South')).field).toBe('expect-lost');
  });

  it('an unknown rule id, or one the ruling never cites, is rejected', () => {
    expect(rejection(source(file).replace('rules: PREC-PUNG-OVER-CHOW', 'rules: PUNG-BEATS-ALL')).field).toBe('rules');
    expect(rejection(source(file).replace('rules: PREC-PUNG-OVER-CHOW', 'rules: ROB-KONG')).field).toBe('rules');
  });

  it('a scenario error keeps the line number of the file', () => {
    const text = source(file).replace('North: 6b 6b', 'North: 6b 6b | pung 2b 2b* 2b from North');
    const error = rejection(text);
    expect(error.field).toBe('North');
    const line = text.split('\n').findIndex((l) => l.startsWith('North:')) + 1;
    expect(error.message).toContain(`line ${line} (North)`);
  });
});
