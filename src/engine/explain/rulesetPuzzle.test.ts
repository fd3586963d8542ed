/**
 * The puzzles under today's rulesets, graded as their pages grade them: by
 * the ruling made at build under the puzzle's ruleset, sent as JSON. The
 * learner ticks every seat that takes the tile; only the ruling's seats,
 * all of them, are right, and a seat named that does not take it is told
 * why, weaker exactly when his call is legal under that ruleset.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { islandPuzzle } from '../../build/content/puzzles';
import { parsePuzzle } from '../formats/puzzle';
import { readRulesetFacts } from '../formats/rulesetLines';
import { type RuledPuzzle, claimingSeats, markAnswer, rulingAnswer } from '../puzzleRuling';
import { ruleUnder, ruleUnderAll } from '../rulesets/rulingUnder';
import { americanOnly } from '../rulesets/americanSet';
import type { Seat } from '../seats';

const dir = join(__dirname, '..', '..', '..', 'content', 'puzzles');
const puzzles = readdirSync(dir)
  .filter((f) => f.endsWith('.pzl'))
  .map((f) => parsePuzzle(readFileSync(join(dir, f), 'utf8'), f.slice(0, -4)))
  .filter((p) => p.ruleset);

/** Every set of the calling seats, the empty one (nobody) included. */
function subsets(seats: readonly Seat[]): Seat[][] {
  return seats.reduce<Seat[][]>((all, seat) => [...all, ...all.map((s) => [...s, seat])], [[]]);
}

describe('puzzles under today\'s rulesets', () => {
  it('are at least twelve, on at least five rulesets, each stating how another ruleset rules it, or one of the American set that only the American rules can', () => {
    expect(puzzles.length).toBeGreaterThanOrEqual(12);
    expect(new Set(puzzles.map((p) => p.ruleset!.id)).size).toBeGreaterThanOrEqual(5);
    for (const p of puzzles) {
      if (!americanOnly(p.scenario.table, p.scenario.claims)) expect(Object.keys(p.expect.underRulesets ?? {}).length, p.id).toBeGreaterThan(0);
      else for (const r of ruleUnderAll(p.scenario.table, p.scenario.claims, readRulesetFacts(p.scenario))) expect(r.rejected, `${p.id} ${r.ruleset}`).toBe(r.ruleset === 'american-nmjl' ? null : 'american-set');
    }
    expect(puzzles.filter((p) => americanOnly(p.scenario.table, p.scenario.claims)).length).toBeGreaterThanOrEqual(1);
  });

  for (const p of puzzles) {
    const shipped: RuledPuzzle = JSON.parse(JSON.stringify(islandPuzzle(p)));
    const facts = readRulesetFacts(p.scenario);
    const ruling = ruleUnder(p.ruleset!.id, p.scenario.table, p.scenario.claims, facts);
    const taking = ruling.winners.length ? ruling.winners : ruling.awardedTo ? [ruling.awardedTo] : [];

    it(`${p.id}.pzl: graded under ${p.ruleset!.id}, only every seat that takes the tile is right`, () => {
      expect(shipped.ruling.winners).toEqual(ruling.winners);
      expect(shipped.ruling.awardedTo).toBe(ruling.awardedTo);
      const right = rulingAnswer(shipped.ruling);
      expect(markAnswer(shipped, right).right).toBe(true);
      // The ruling's answer answers "Who gets the tile?" as a sentence: "Nobody: the Joker goes to no one."
      for (const part of markAnswer(shipped, right).parts) expect(part.expected, `${p.id} ${part.part}`).toMatch(/^[A-Z]/);
      for (const ticked of subsets(claimingSeats(p))) {
        const grade = markAnswer(shipped, { winner: ticked[0] ?? null, winners: ticked }, 1);
        const same = ticked.length === taking.length && ticked.every((s) => taking.includes(s));
        expect(grade.right, `${p.id}: ${ticked.join(', ') || 'nobody'}`).toBe(same);
      }
      // Every step of the reasoning cites a rule with a title in the reference, and the steps that decide it include the puzzle's rules.
      for (const rule of p.rules) expect(shipped.ruling.explanation.map((r) => r.rule), p.id).toContain(rule);
    });

    for (const seat of claimingSeats(p).filter((s) => !taking.includes(s))) {
      it(`${p.id}.pzl: ${seat}, who does not take the tile, is weaker exactly when his call is legal under ${p.ruleset!.id}`, () => {
        const grade = markAnswer(shipped, { winner: seat, winners: [seat] }, 1);
        const legal = ruling.decisions.some((d) => d.claim.seat === seat && d.legal);
        expect(grade.feedback).toBe(legal ? 'weaker' : 'wrong');
        expect(grade.why?.text).toContain(seat);
        expect(grade.why?.rule).toBeTruthy();
      });
    }
  }
});
