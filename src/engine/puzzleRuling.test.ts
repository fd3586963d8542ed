/**
 * Marking a puzzle answer in three states: right; allowed but weaker (the
 * seat named makes a legal call that another call outranks); wrong (the seat
 * named is refused, or another part is wrong). Checked on the course's own
 * puzzles, every calling seat of every puzzle.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePuzzle } from './formats/puzzle';
import { type RuledPuzzle, claimingSeats, markAnswer, rulingAnswer } from './puzzleRuling';
import { engineAnswer, gradeAnswer, ruledPuzzle, rulePuzzle } from './rulePuzzle';
import { SEATS, type Seat } from './seats';

const dir = join(__dirname, '..', '..', 'content', 'puzzles');
// Harr's puzzles: those under today's rulesets are graded by their ruleset's ruling (explain/rulesetPuzzle.test.ts).
const files = readdirSync(dir).filter((f) => f.endsWith('.pzl') && !/^ruleset:/m.test(readFileSync(join(dir, f), 'utf8')));
const puzzle = (name: string) => {
  const file = files.find((f) => f === `${name}.pzl`);
  if (!file) throw new Error(`no puzzle ${name}`);
  return parsePuzzle(readFileSync(join(dir, file), 'utf8'), name);
};

describe('the first miss says only which part is wrong', () => {
  it('on the first wrong answer, no sentence on the seat named (it gives the ruling away); from the second, the sentence', () => {
    const first = gradeAnswer(puzzle('01'), { winner: 'South' }, 0);
    expect(first).toMatchObject({ right: false, feedback: 'weaker', headline: 'Allowed, but outranked.', why: null });
    expect(first.parts).toEqual([{ part: 'winner', right: false, expected: expect.any(String), given: 'South' }]);
    const second = gradeAnswer(puzzle('01'), { winner: 'South' }, 1);
    expect(second.why?.rule).toBe('PREC-PUNG-OVER-CHOW');
    // A right answer is marked the same however many misses came before it.
    expect(gradeAnswer(puzzle('01'), { winner: 'North' }, 0)).toMatchObject({ right: true, why: null });
  });

  it('on a puzzle of several parts, the first miss marks each part right or wrong, and nothing more', () => {
    const p = puzzle('15');
    const engine = gradeAnswer(p, { winner: null }).ruling;
    const first = gradeAnswer(p, { winner: engine.awardedTo, next: null, lost: [] }, 0);
    expect(first.right).toBe(false);
    expect(first.why).toBeNull();
    expect(first.parts.find((x) => x.part === 'winner')?.right).toBe(true);
    expect(first.parts.some((x) => !x.right)).toBe(true);
  });
});

describe('gradeAnswer: right, allowed but weaker, wrong', () => {
  it('a right answer is marked right, with no sentence against it', () => {
    const p = puzzle('01');
    const grade = gradeAnswer(p, { winner: 'North' });
    expect(grade).toMatchObject({ right: true, feedback: 'right', headline: 'Right!', why: null });
  });

  it('a legal call that loses on precedence is allowed but weaker, and says who beats it and by which rule', () => {
    const grade = gradeAnswer(puzzle('01'), { winner: 'South' });
    expect(grade.feedback).toBe('weaker');
    expect(grade.headline).toBe('Allowed, but outranked.');
    expect(grade.why).toEqual({ rule: 'PREC-PUNG-OVER-CHOW', text: "South's Chow is allowed, but it does not take the tile: North's Pung beats South's Chow." });
  });

  it('of two winners, the farther one is weaker, on the nearest-winner rule', () => {
    const grade = gradeAnswer(puzzle('11'), { winner: 'West' });
    expect(grade.feedback).toBe('weaker');
    expect(grade.why?.rule).toBe('PREC-NEAREST-WINNER');
    expect(grade.why?.text).toMatch(/^West's Mah-Jongg is allowed, but it does not take the tile: South and West both go out/);
  });

  it('a call ruled as Mah-Jongg (A19) that loses says so', () => {
    // North's Mah-Jongg against South's chow that completes his hand: South is nearer.
    const grade = gradeAnswer(puzzle('43'), { winner: 'North', next: null });
    expect(grade.feedback).toBe('weaker');
    expect(grade.why?.rule).toBe('PREC-NEAREST-WINNER');
    const pung = gradeAnswer(puzzle('43'), { winner: 'West', next: null });
    expect(pung.why).toMatchObject({ rule: 'PREC-MJ-OVER-ALL' });
    expect(pung.why?.text).toMatch(/^West's Pung is allowed, but it does not take the tile: South's claim completes his hand/);
    // Puzzle 46 with West as the discarder: North now sits nearer, and South's winning pung loses.
    const text = readFileSync(join(dir, files.find((f) => f.includes('46'))!), 'utf8').replace('event: East discards 9c', 'event: West discards 9c');
    const turned = gradeAnswer(parsePuzzle(text, 'turned'), { winner: 'South', next: null });
    expect(turned.feedback).toBe('weaker');
    expect(turned.why?.text).toMatch(/^South's Pung, ruled as Mah-Jongg, is allowed, but it does not take the tile: North and South both go out/);
  });

  it('a refused call is wrong, with the refusal and its rule, and no suggestion', () => {
    const grade = gradeAnswer(puzzle('03'), { winner: 'South' });
    expect(grade.feedback).toBe('wrong');
    expect(grade.headline).toBe('Wrong.');
    expect(grade.why?.rule).toBe('PUNG-NEEDS-PAIR');
    expect(grade.why?.text).toMatch(/^South's Pung is refused: /);
    const robbed = gradeAnswer(puzzle('10'), { winner: 'North' });
    expect(robbed).toMatchObject({ feedback: 'wrong', why: { rule: 'ROB-KONG-EXPOSED-ONLY' } });
  });

  it('"nobody" when somebody takes the tile, or a right winner with another part wrong, is wrong and says no more', () => {
    expect(gradeAnswer(puzzle('01'), { winner: null })).toMatchObject({ feedback: 'wrong', why: null });
    const next = gradeAnswer(puzzle('15'), { winner: 'North', next: 'West', lost: [] });
    expect(next).toMatchObject({ right: false, feedback: 'wrong', why: null });
    expect(next.parts.map((p) => p.right)).toEqual([true, false, false]);
  });

  it('nobody, where nobody takes the tile, is right', () => {
    const p = puzzle('10');
    expect(gradeAnswer(p, engineAnswer(p)).feedback).toBe('right');
  });

  it('the engine\'s answer to each part answers its question as a sentence, "Nobody" with its capital; the learner\'s "nobody" stays in his sentence', () => {
    // The page writes "Who gets the tile? Nobody: the 1 of Circles goes to no one." (PuzzleVerdict).
    const concealed = gradeAnswer(puzzle('10'), { winner: null });
    expect(concealed.parts[0]).toMatchObject({ expected: 'Nobody: the 1 of Circles goes to no one', given: 'nobody' });
    for (const file of files) {
      const p = parsePuzzle(readFileSync(join(dir, file), 'utf8'), file.slice(0, -4));
      for (const part of gradeAnswer(p, engineAnswer(p)).parts) expect(part.expected, `${file} ${part.part}`).toMatch(/^[A-Z]/);
    }
  });
});

describe('every calling seat of every puzzle', () => {
  for (const file of files) {
    const p = parsePuzzle(readFileSync(join(dir, file), 'utf8'), file.slice(0, -4));
    const ruling = rulePuzzle(p);
    for (const seat of claimingSeats(p).filter((s) => s !== ruling.awardedTo)) {
      it(`${file}: ${seat}, who does not take the tile, is weaker exactly when a call of his is legal`, () => {
        const grade = gradeAnswer(p, { ...engineAnswer(p), winner: seat });
        const legal = ruling.claims.some((c) => c.seat === seat && c.legal);
        expect(grade.feedback).toBe(legal ? 'weaker' : 'wrong');
        // Every sentence names the seat and cites a rule; an outranked call cites a precedence rule.
        expect(grade.why?.text.startsWith(`${seat}'s `)).toBe(true);
        expect(grade.why?.rule.startsWith('PREC-')).toBe(legal);
        // It never proposes another call (a refusal's "fix" is not repeated).
        expect(grade.why?.text).not.toMatch(/\binstead\b/i);
      });
    }
  }
});

describe('the ruling a puzzle carries to its page', () => {
  it('sent as JSON (src/pages/puzzles/[id].json.ts), it marks every answer exactly as the judge does, for every puzzle', () => {
    const seats: (Seat | null)[] = [null, ...SEATS];
    let answers = 0;
    for (const file of files) {
      const p = parsePuzzle(readFileSync(join(dir, file), 'utf8'), file.slice(0, -4));
      const shipped: RuledPuzzle = JSON.parse(JSON.stringify(ruledPuzzle(p)));
      const engine = engineAnswer(p);
      expect(rulingAnswer(shipped.ruling), file).toEqual(engine);
      for (const winner of seats) {
        for (const misses of [0, 1]) {
          const answer = { winner, next: engine.next, lost: engine.lost };
          expect(markAnswer(shipped, answer, misses), `${file}: ${winner ?? 'nobody'}`).toEqual(gradeAnswer(p, answer, misses));
          answers++;
        }
      }
    }
    expect(answers).toBe(files.length * 10);
  });

  it('holds none of the judge: no table, no claims checked', () => {
    const { ruling } = ruledPuzzle(puzzle('01'));
    expect(Object.keys(ruling).sort()).toEqual(['awardedAs', 'awardedTo', 'decisive', 'event', 'explanation', 'handOver', 'lostTurns', 'misses', 'nextToDraw', 'winners']);
  });
});
