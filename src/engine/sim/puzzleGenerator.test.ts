import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allTiles } from '../table';
import { parsePuzzle, solvePuzzle } from '../formats/puzzle';
import { claimingSeats, seatsThatMightLose } from '../puzzleRuling';
import { gradeAnswer } from '../rulePuzzle';
import { MAX_SEED, PRACTICE_TIERS, PRACTISABLE_RULES, generatePractice, generatePuzzle, generatePuzzleSource, parseSeed, practiceId, readPracticeId } from './puzzleGenerator';
import { SEATS } from '../seats';
import { countTiles } from '../tiles';

describe('generated practice puzzles', () => {
  it('are legal positions with several callers and exactly one right answer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_SEED }), (seed) => {
        const puzzle = generatePuzzle(seed);
        const { table, claims } = puzzle.scenario;
        // A legal position: 136 tiles, at most four of each.
        expect(allTiles(table)).toHaveLength(136);
        for (const n of countTiles(allTiles(table)).values()) expect(n).toBeLessThanOrEqual(4);
        const claimers = claimingSeats(puzzle);
        expect(claimers.length).toBeGreaterThanOrEqual(2);
        expect(claims.length).toBe(claimers.length);
        // The engine proves the stated answer.
        expect(solvePuzzle(puzzle).problems).toEqual([]);
        // Of all the answers the learner could give, exactly one is right.
        const winners = [...claimers, null];
        const nexts = [...SEATS, null];
        const lostSets = [[], ...seatsThatMightLose(puzzle).map((s) => [s])];
        const two = seatsThatMightLose(puzzle);
        lostSets.push([two[0], two[1]], [two[0], two[2]], [two[1], two[2]], two);
        let right = 0;
        for (const winner of winners) for (const next of nexts) for (const lost of lostSets) if (gradeAnswer(puzzle, { winner, next, lost }).right) right++;
        expect(right).toBe(1);
      }),
      { numRuns: 60 },
    );
  });

  it('are the same for the same seed, and written out as a file they prove the same', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_SEED }), (seed) => {
        expect(generatePuzzleSource(seed)).toBe(generatePuzzleSource(seed));
        const fromFile = parsePuzzle(generatePuzzleSource(seed), `practice-${seed}`);
        expect(solvePuzzle(fromFile).problems).toEqual([]);
        expect(fromFile.expect).toEqual(generatePuzzle(seed).expect);
        expect(fromFile.scenario.table).toEqual(generatePuzzle(seed).scenario.table);
      }),
      { numRuns: 30 },
    );
  });

  it('sometimes have a winner who calls Chow or Pung, ruled as Mah-Jongg (A19)', () => {
    const announced = new Set<string>();
    for (let seed = 0; seed < 200; seed++) {
      const puzzle = generatePuzzle(seed);
      for (const check of solvePuzzle(puzzle).ruling.checks) if (check.legal && check.ruledAsWin) announced.add(`${check.claim.kind} on a ${puzzle.scenario.event!.kind}`);
    }
    expect(announced).toContain('chow on a discard');
    expect(announced).toContain('pung on a discard');
    expect(announced).toContain('chow on a add-to-pung');
  });

  it('sometimes rule on a tile added to a pung', () => {
    const kinds = new Set(Array.from({ length: 60 }, (_, s) => generatePuzzle(s).scenario.event!.kind));
    expect(kinds).toContain('add-to-pung');
    expect(kinds).toContain('discard');
  });
});

describe('parseSeed', () => {
  it('takes whole numbers in range and nothing else', () => {
    expect(parseSeed('12345')).toBe(12345);
    expect(parseSeed('0')).toBe(0);
    for (const bad of [null, '', 'abc', '-1', '1.5', '99999999999', '1e5']) expect(parseSeed(bad)).toBeNull();
  });
});

describe('practice with a ramp', () => {
  it('tier 3 with no rule is the puzzle the seed always made', () => {
    for (const seed of [0, 1, 77, 123456]) {
      const ramped = generatePractice(seed, { tier: 3, rule: null })!;
      expect(ramped.id).toBe(`practice-${seed}`);
      expect(ramped.scenario.table).toEqual(generatePuzzle(seed).scenario.table);
    }
  });

  it('tier 1 asks only who gets a discard called by two players; tier 2 asks all three, of a discard', () => {
    for (let seed = 0; seed < 40; seed++) {
      const one = generatePractice(seed, { tier: 1, rule: null })!;
      expect(one.asks).toEqual(['winner']);
      expect(one.scenario.event!.kind).toBe('discard');
      expect(one.scenario.claims).toHaveLength(2);
      expect(one.scenario.prompt).toMatch(/Who gets it\?$/);
      expect(gradeAnswer(one, { winner: engineAnswerWinner(one) }).right).toBe(true);
      const two = generatePractice(seed, { tier: 2, rule: null })!;
      expect(two.asks).toEqual(['winner', 'next', 'lost']);
      expect(two.scenario.event!.kind).toBe('discard');
    }
  });

  it('a puzzle made for a rule always cites it, at every tier the rule is offered at, and the seed makes it again', () => {
    for (const tier of PRACTICE_TIERS)
      for (const rule of PRACTISABLE_RULES[tier])
        for (const seed of [1, 31337, MAX_SEED]) {
          const puzzle = generatePractice(seed, { tier, rule });
          expect(puzzle, `${rule} at tier ${tier} from seed ${seed}`).not.toBeNull();
          expect(puzzle!.rules).toContain(rule);
          expect(solvePuzzle(puzzle!).problems).toEqual([]);
          expect(puzzle!.id).toBe(practiceId(seed, { tier, rule }));
          if (seed === 1) expect(generatePractice(seed, { tier, rule })!.scenario.table).toEqual(puzzle!.scenario.table);
        }
    // Many searches: room for a loaded machine (a limit on the run, not a speed the test asserts).
  }, 120_000);

  it('a rule the tier does not offer makes no puzzle', () => {
    expect(generatePractice(5, { tier: 1, rule: 'ROB-KONG' })).toBeNull();
    expect(practiceId(5, { tier: 1, rule: 'PREC-NEAREST-WINNER' })).toBe('practice-5-t1-prec-nearest-winner');
  });

  it('an id is read back to the seed, tier and rule it was made from; any other id is not', () => {
    for (const ask of [{ tier: 3 as const, rule: null }, { tier: 1 as const, rule: null }, { tier: 2 as const, rule: 'PUNG-NEEDS-PAIR' as const }, { tier: 3 as const, rule: 'ROB-KONG' as const }])
      expect(readPracticeId(practiceId(42, ask))).toEqual({ seed: 42, ask });
    for (const bad of ['practice-', 'practice-x', 'practice-1-t4', 'practice-1-t1-no-such-rule', 'pung-beats-chow', 'practice-99999999999']) expect(readPracticeId(bad)).toBeNull();
  });
});

function engineAnswerWinner(puzzle: ReturnType<typeof generatePuzzle>) {
  return solvePuzzle(puzzle).ruling.awardedTo;
}
