import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FormatError } from './formatError';
import { type PuzzleSetup, assertPuzzle, isPuzzleSource, parsePuzzle, puzzleFromSetup, readPuzzleSetup, solvePuzzle } from './puzzle';
import { emptySetup } from './scenario';
import { claimingSeats } from '../puzzleRuling';
import { engineAnswer, gradeAnswer } from '../rulePuzzle';
import { RULE_IDS } from '../rules';
import { thrown } from '../../../tests/thrown';
import { PUNG_OVER_CHOW } from '../../../tests/fixtures';

// With a prompt, the seats shown and two hints, the fields a puzzle page reads.
const PUZZLE = PUNG_OVER_CHOW.replace('\nSouth:', '\nprompt: East discards the 6 of Bamboo.\nshow: South, North\nSouth:').replace(
  'hint: Which call ranks higher?',
  'hint: One.\nhint: Two.',
);

describe('parsePuzzle', () => {
  it('splits the puzzle fields from the scenario', () => {
    const p = parsePuzzle(PUZZLE, 'p');
    expect(p.tier).toBe(2);
    expect(p.hints).toEqual(['One.', 'Two.']);
    expect(p.asks).toEqual(['winner', 'next', 'lost']);
    expect(p.expect).toEqual({ winner: { seat: 'North', kind: 'pung' }, next: 'East', lost: ['South', 'West'] });
    expect(p.scenario.claims).toHaveLength(2);
    expect(claimingSeats(p)).toEqual(['South', 'North']);
  });

  it('names the line and field of a bad puzzle field', () => {
    expect(() => parsePuzzle(PUZZLE.replace('tier: 2', 'tier: 5'))).toThrow(/line 9 \(tier\)/);
    expect(() => parsePuzzle(PUZZLE.replace('expect-winner: North pung', 'expect-winner: West pung'))).toThrow(FormatError);
    expect(() => parsePuzzle(PUZZLE.replace('asks: winner, next, lost', 'asks: next'))).toThrow(/asks/);
  });

  it('keeps scenario line numbers', () => {
    expect(() => parsePuzzle(PUZZLE.replace('North: 6b 6b', 'North: 6b 6b 1x'))).toThrow(/line 5 \(North\)/);
    expect(() => parsePuzzle(PUZZLE.replace('claim: North pung', 'claim: North pung\nclaim: North kong'))).toThrow(/^line 9 \(claim\): North already announced a pung on line 8/);
  });

  it('reads a hand of the wrong size as a dead hand (A21)', () => {
    expect(parsePuzzle(PUZZLE.replace('North: 6b 6b', 'North: 6b 6b 1b')).scenario.dead).toEqual(['North']);
  });

  it('a rules line that names no rule is refused on its line, never read as a puzzle about nothing', () => {
    expect(() => parsePuzzle(PUZZLE.replace('rules: PREC-PUNG-OVER-CHOW', 'rules: ,'))).toThrow(/^line 10 \(rules\): name at least one rule id/);
  });

  it('a rule or a seat listed twice names the line and field', () => {
    expect(() => parsePuzzle(PUZZLE.replace('rules: PREC-PUNG-OVER-CHOW', 'rules: PREC-PUNG-OVER-CHOW, PREC-PUNG-OVER-CHOW'))).toThrow(/^line 10 \(rules\): "PREC-PUNG-OVER-CHOW" is listed twice/);
    expect(() => parsePuzzle(PUZZLE.replace('expect-lost: South, West', 'expect-lost: South, West, south'))).toThrow(/^line 16 \(expect-lost\): "South" is listed twice/);
  });

  it('quotes a bad value short and escaped', () => {
    expect(() => parsePuzzle(PUZZLE.replace('tier: 2', `tier: \u0007${'9'.repeat(1000)}`))).toThrow(/^line 9 \(tier\): the tier is 1, 2 or 3, not "\\x079+…" \(1001 characters\)$/);
  });

  it('knows a puzzle by its fields', () => {
    expect(isPuzzleSource(PUZZLE)).toBe(true);
    expect(isPuzzleSource('title: t\nview: East\nevent: South discards 9c # tier: 1')).toBe(false);
  });
});

describe('solvePuzzle and gradeAnswer', () => {
  it('agrees with a right stated answer and lists each wrong field', () => {
    expect(solvePuzzle(parsePuzzle(PUZZLE)).agrees).toBe(true);
    const wrong = solvePuzzle(parsePuzzle(PUZZLE.replace('expect-next: East', 'expect-next: South').replace('expect-lost: South, West', 'expect-lost: none')));
    expect(wrong.problems.map((p) => p.field)).toEqual(['expect-next', 'expect-lost']);
  });

  it('refuses a rule id the catalogue does not have, on the rules line', () => {
    const e = (() => {
      try {
        parsePuzzle(PUZZLE.replace('rules: PREC-PUNG-OVER-CHOW', 'rules: PREC-PUNG-OVER-CHOW, CHOW-RIGHT-ONLY'));
      } catch (error) {
        return error as FormatError;
      }
      throw new Error('accepted');
    })();
    expect(e).toBeInstanceOf(FormatError);
    expect(e.message).toBe('line 10 (rules): "CHOW-RIGHT-ONLY" is not a rule id of RULES.md');
  });

  it('gathers the rules the ruling never cites into one problem', () => {
    const uncited = RULE_IDS.filter((id) => id.startsWith('SCORE-') || id.startsWith('ROB-'));
    const many = solvePuzzle(parsePuzzle(PUZZLE.replace('rules: PREC-PUNG-OVER-CHOW', `rules: ${uncited.join(', ')}`)));
    expect(many.problems).toHaveLength(1);
    expect(many.problems[0].message).toMatch(new RegExp(`^the puzzle lists "${uncited[0]}, .*…" \\(\\d+ characters\\), ${uncited.length} rules, but the engine's ruling never cites them`));
    expect(solvePuzzle(parsePuzzle(PUZZLE.replace('rules: PREC-PUNG-OVER-CHOW', 'rules: ROB-KONG'))).problems[0].message).toMatch(/^the puzzle lists ROB-KONG, but the engine's ruling never cites it/);
  });

  it('grades each part, with the reasoning', () => {
    const p = parsePuzzle(PUZZLE);
    const right = gradeAnswer(p, { winner: 'North', next: 'East', lost: ['West', 'South'] });
    expect(right.right).toBe(true);
    expect(right.short.map((r) => r.rule)).toContain('PREC-PUNG-OVER-CHOW');
    const wrong = gradeAnswer(p, { winner: 'South', next: 'West', lost: [] });
    expect(wrong.right).toBe(false);
    expect(wrong.parts.map((x) => x.right)).toEqual([false, false, false]);
    expect(wrong.explanation.map((r) => r.rule)).toContain('PREC-PUNG-OVER-CHOW');
    expect(gradeAnswer(p, engineAnswer(p)).right).toBe(true);
  });
});

describe('every problem at once', () => {
  function failure(text: string): FormatError {
    return thrown(FormatError, () => parsePuzzle(text), 'accepted');
  }

  it('several puzzle fields wrong, and a scenario line, each on its line', () => {
    const e = failure(PUZZLE.replace('tier: 2', 'tier: 5').replace('asks: winner, next, lost', 'asks: winner, who').replace('expect-next: East', 'expect-next: Up').replace('North: 6b 6b', 'North: 6b 6x'));
    expect(e.problems.map((p) => [p.line, p.field])).toEqual([
      [5, 'North'],
      [9, 'tier'],
      [13, 'asks'],
      [15, 'expect-next'],
    ]);
    expect(e.message).toMatch(/^line 5 \(North\): "6x" is not a tile: .*; and 3 more: line 9 \(tier\), line 13 \(asks\), line 15 \(expect-next\)$/);
  });

  it('missing fields together; a field written wrong is not also missing', () => {
    const e = failure('title: t\nNorth: 6b 6b hidden\nevent: East discards 6b\nclaim: North pung\ntier:\nrules: ROB-KONG');
    expect(e.problems.map((p) => [p.line, p.field])).toEqual([
      [5, 'tier'],
      [null, 'expect-winner'],
    ]);
  });

  it('every field the engine disagrees with, in one error', () => {
    const p = parsePuzzle(PUZZLE.replace('expect-next: East', 'expect-next: South').replace('expect-lost: South, West', 'expect-lost: none'));
    const error = thrown(FormatError, () => assertPuzzle(p), 'the puzzle was accepted');
    expect(error.problems.map((x) => [x.line, x.field])).toEqual([
      [15, 'expect-next'],
      [16, 'expect-lost'],
    ]);
  });
});

describe('two steps, as for a scenario', () => {
  it('reads the setup, then builds the puzzle: the same as parsePuzzle', () => {
    const setup = readPuzzleSetup(PUZZLE);
    expect(setup).toMatchObject({ tier: 2, rules: ['PREC-PUNG-OVER-CHOW'], asks: ['winner', 'next', 'lost'] });
    expect(setup.scenario.view).toBe('East');
    expect(puzzleFromSetup(setup, 'p')).toEqual(parsePuzzle(PUZZLE, 'p'));
  });

  it('a puzzle set up in code: checked against its calls, then built', () => {
    const setup: PuzzleSetup = {
      scenario: {
        ...emptySetup('Pung over chow', 'East'),
        seats: {
          South: { hand: ['4b', '5b', '1c', '1c', '9c', '2d', '3d', '4d', '7d', '8d', 'E', 'W', 'Gd'], hidden: false, melds: [] },
          North: { hand: ['6b', '6b', '2c', '3c', '4c', '5d', '6d', '7d', 'N', 'N', 'Rd', 'Rd', 'S'], hidden: false, melds: [] },
        },
        event: { seat: 'East', verb: 'discards', tile: '6b' },
        claims: [
          { seat: 'South', kind: 'chow', tiles: ['4b', '5b'] },
          { seat: 'North', kind: 'pung' },
        ],
      },
      tier: 2,
      rules: ['PREC-PUNG-OVER-CHOW'],
      hints: [],
      asks: ['winner', 'next'],
      expect: { winner: { seat: 'North', kind: 'pung' }, next: 'East' },
      explain: null,
    };
    const puzzle = puzzleFromSetup(setup, 'by-hand');
    expect(puzzle.scenario.claims).toHaveLength(2);
    expect(solvePuzzle(puzzle).agrees).toBe(true);
    expect(() => puzzleFromSetup({ ...setup, expect: { winner: { seat: 'West', kind: 'pung' } } })).toThrow(/^expect-winner: West makes no call in this puzzle, so he cannot get the tile; and 1 more: expect-next$/);
  });
});

describe('a puzzle under one of today\'s rulesets', () => {
  const e19 = readFileSync(join(__dirname, '..', '..', '..', 'content', 'puzzles', '62.pzl'), 'utf8');

  it('states each answer under another ruleset on a line the build proves, and says where a position could not arise', () => {
    expect(solvePuzzle(parsePuzzle(e19, '62')).problems).toEqual([]);
    // North one tile short: his hand is dead, which Tenhou's play never allows.
    const problems = solvePuzzle(parsePuzzle(e19.replace('North: 4c 5c 6c', 'North: 4c 5c'), '62')).problems;
    expect(problems).toContainEqual({ field: 'expect-winner', line: 15, message: expect.stringMatching(/^the file states an answer under riichi-tenhou, but this position cannot arise under Riichi \(Tenhou\)/) });
  });

  it('refuses a ruleset\'s rule, and several winners, in a puzzle under Harr', () => {
    const harr = e19.replace(/^ruleset: .*\n/m, '').replace('expect-winner[harr-1922]: nobody\n', '');
    expect(thrown(FormatError, () => parsePuzzle(harr, '62'), 'a ruleset\'s rule under Harr').message).toMatch(/RON-UNTIL-NEXT-DISCARD" is a rule of today's rulesets/);
    const two = harr.replace('rules: RON-UNTIL-NEXT-DISCARD', 'rules: CLAIM-LIVE-DISCARD').replace('expect-winner: North mahjong', 'expect-winner: North mahjong, North mahjong');
    expect(thrown(FormatError, () => parsePuzzle(two, '62'), 'two winners under Harr').message).toMatch(/listed twice|one player takes the tile/);
  });
});
