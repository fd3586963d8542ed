/**
 * A practice hand looked back on: one step per point where the learner acted,
 * each with the coach's word on his move, worked out again here from the
 * engine's own figures (how near each discard left the hand, the call a pass
 * let go by).
 */
import { describe, expect, it } from 'vitest';
import { claimTile, declareKong, discardTile, passTile, startPractice, undoMove } from './actions';
import { handReview } from './handReview';
import { holdBackDiscards } from './shown';
import { bestDiscards, nearAfterDiscarding } from '../../nearness';
import { tileName } from '../../tiles';
import { adjudicate } from '../../adjudicate';
import { parseScenario } from '../../formats/scenario';
import { legalClaims } from '../../claims';
import type { PracticeState } from './state';

/** Seed 57, East: the learner discards his last tile each turn and passes every call, for `turns` turns; pungs South's East Wind when `pung`. */
function play(turns: number, pung = false, deadHand = false): PracticeState {
  let state = startPractice({ seed: 57, deadHand });
  for (let t = 0; t < 60 && turns > 0 && state.prompt.kind !== 'over'; t++) {
    if (state.prompt.kind === 'turn') {
      state = discardTile(state, state.table.seats.East.concealed.at(-1)!);
      turns--;
    } else state = pung && state.prompt.claims.some((c) => c.claim.kind === 'pung') ? claimTile(state, 'pung') : passTile(state);
  }
  return state;
}

describe('the review of a practice hand', () => {
  it('has a step for every point where the learner acted, the table as he had it then', () => {
    const state = play(6);
    const steps = handReview(state);
    let count = 0;
    for (let s: PracticeState | null = state; s?.before; s = s.before) count++;
    expect(steps).toHaveLength(count);
    expect(steps[0].state.record).toEqual([]);
    expect(steps.every((s) => s.state.prompt.kind === 'turn' || s.state.prompt.kind === 'claim')).toBe(true);
  });

  it("words each discard against the discards that kept the hand nearest to Mah-Jongg, as the engine counts them", () => {
    for (const step of handReview(play(6)).filter((s) => s.state.prompt.kind === 'turn')) {
      const { concealed, melds } = step.state.table.seats.East;
      const tile = concealed.at(-1)!;
      const after = nearAfterDiscarding(concealed, melds.length, tile);
      const best = bestDiscards(concealed, melds.length);
      expect(step.comment).toMatch(after <= best.near ? /^You discarded the .+: no discard left your hand nearer to Mah-Jongg \(\w+ tiles? from it\)\.$/ : /^You discarded the .+, which left your hand \w+ tiles? from Mah-Jongg; .+ would have left it \w+ tiles? from it\.$/);
    }
  });

  it("words a dead hand's discard beside Harr's advice for one, the tiles that hold back least, and its passes as no miss", () => {
    const steps = handReview(play(8, false, true));
    const turns = steps.filter((s) => s.state.prompt.kind === 'turn');
    expect(turns.length).toBeGreaterThan(0);
    for (const step of turns) {
      const tile = step.state.table.seats.East.concealed.at(-1)!;
      const advised = holdBackDiscards(step.state.table, step.state.record, 'East').tiles;
      expect(step.comment).toMatch(advised.includes(tile) ? new RegExp(`^You discarded the ${tileName(tile)}, as Harr's advice for a dead hand points: `) : new RegExp(`^You discarded the ${tileName(tile)}\\. Harr's advice for a dead hand pointed to `));
      expect(step.comment).not.toMatch(/nearer to Mah-Jongg/);
    }
    for (const step of steps.filter((s) => s.state.prompt.kind === 'claim')) expect(step.comment).toBe('You passed: your hand is dead and can never go out, so no call could bring it nearer to Mah-Jongg.');
  });

  it('words a pass with the call it let go by, and a call made by name', () => {
    // South's East Wind, of which East holds a pair, let go by at his first window.
    const passed = handReview(play(2)).find((s) => s.state.prompt.kind === 'claim');
    expect(passed?.comment).toMatch(/^You passed where Pung would have left your hand \w+ tiles? from Mah-Jongg, not \w+ tiles?\.$/);
    const called = handReview(play(2, true)).find((s) => s.state.prompt.kind === 'claim');
    expect(called?.comment).toBe('You called Pung.');
  });

  it('words a pass whose call another player\'s would have beaten as no miss, and keeps it out of review (seed 28)', () => {
    // East discards his last tile each turn and passes every call. At North's 9th discard, the 6 of Bamboo, a chow would
    // have brought his hand nearer, but West punged the tile, and a pung takes it from a chow.
    let state = startPractice({ seed: 28 });
    for (let i = 0; i < 300 && !state.end; i++) state = state.prompt.kind === 'turn' ? discardTile(state, state.table.seats.East.concealed.at(-1)!) : passTile(state);
    const moment = state.moments.find((m) => m.label === "North's 9th discard: the 6 of Bamboo")!;
    expect(moment.missed).toBeNull();
    expect(moment.review).toBeNull();
    expect(moment.lost).toMatch(
      /^You passed where Chow with 7 and 8 of Bamboo would have left your hand \w+ tiles? from Mah-Jongg, not \w+ tiles?, but it would not have taken the tile: West's Pung beats your Chow\. So the pass lost nothing\.$/,
    );
    // The engine rules so on the moment's board: with East's chow announced too, West's pung takes the tile.
    const board = parseScenario(moment.scenario);
    const chow = legalClaims(board.table).find((c) => c.claim.seat === 'East' && c.claim.kind === 'chow')!;
    expect(adjudicate(board.table, [...board.claims, chow.claim]).awardedTo).toBe('West');
    // The hand's review says the same at that window.
    const step = handReview(state).find((s) => s.state.prompt.kind === 'claim' && s.state.record.at(-1) === 'North discards 6b');
    expect(step?.comment).toBe(moment.lost);
  });

  it("words a call of the learner's that another player's call beat as his call, not as a pass (seed 5, South)", () => {
    // The learner, South, takes the first call offered at each window and discards his last tile: at his last window he
    // calls Chow and West goes out on the same tile. The record keeps only West's call.
    let state = startPractice({ seed: 5, seat: 'South' });
    for (let i = 0; i < 60 && state.prompt.kind !== 'over'; i++) {
      if (state.prompt.kind === 'turn') state = discardTile(state, state.table.seats.South.concealed.at(-1)!);
      else if (state.prompt.kind === 'claim') {
        const first = state.prompt.claims[0];
        state = first ? claimTile(state, first.claim.kind, first.claim.tiles) : passTile(state);
      }
    }
    expect(state.end?.winner).toBe('West');
    const last = handReview(state).at(-1)!;
    expect(last.state.prompt.kind).toBe('claim');
    expect(last.comment).toBe("You called Chow with 5 and 6 of Circles, but it did not take the tile: West's claim completes his hand, and a winning claim beats your Chow.");
    // His call is no miss: nothing is kept for review there.
    expect(state.moments.at(-1)?.missed).toBeNull();
  });

  it('keeps a refused try at the point it was tried, after the move before it, and through an undo back to that point', () => {
    // Seed 57, East: his first discard, then at South's East Wind a Chow from the wrong seat, refused, then Pung.
    const start = startPractice({ seed: 57 });
    const first = discardTile(start, start.table.seats.East.concealed.at(-1)!);
    expect(first.prompt.kind).toBe('claim');
    const refused = claimTile(first, 'chow');
    expect(refused.refused?.refusal.rule).toBe('CHOW-LEFT-ONLY');
    const punged = claimTile(refused, 'pung');
    const tried = /^First you tried it another way\. Refused: Chow\. /;
    // A second try refused at the same point reads as the next, not as the first again.
    const twice = handReview(claimTile(claimTile(refused, 'chow'), 'pung'))[1].tries;
    expect(twice).toHaveLength(2);
    expect(twice[0]).toMatch(tried);
    expect(twice[1]).toMatch(/^Then you tried again\. Refused: Chow\. /);
    const [discardStep, windowStep] = handReview(punged);
    // The discard keeps its own word; the refusal is the window's, beside the call then made, with the news of the window.
    expect(discardStep.comment).toMatch(/^You discarded the /);
    expect(discardStep.tries).toEqual([]);
    expect(windowStep.tries).toHaveLength(1);
    expect(windowStep.tries[0]).toMatch(tried);
    expect(windowStep.comment).toBe('You called Pung.');
    expect(windowStep.state.arrival).toEqual(first.news);
    // Undone back to the window and played again another way: the try is still there.
    const again = passTile(undoMove(punged));
    const window = handReview(again)[1];
    expect(window.tries[0]).toMatch(tried);
    expect(window.comment).toMatch(/^You passed/);
  });

  it('words a kong robbed as robbed: the hand ended on the tile added, and no loose tile was drawn', () => {
    // Seed 305, North: punging whatever he may, adding to a pung as soon as he may, else discarding his last tile, the
    // learner adds the 2 of Bamboo to his pung and East robs the kong to go out.
    let state = startPractice({ seed: 305, seat: 'North' });
    for (let i = 0; i < 200 && state.prompt.kind !== 'over'; i++) {
      const prompt = state.prompt;
      if (prompt.kind === 'turn') {
        const add = prompt.kongs.find((k) => k.label.startsWith('Add the'));
        state = add ? declareKong(state, add.tile) : discardTile(state, state.table.seats.North.concealed.at(-1)!);
      } else state = prompt.kind === 'claim' && prompt.claims.some((c) => c.claim.kind === 'pung') ? claimTile(state, 'pung') : passTile(state);
    }
    expect(state.table.result).toMatchObject({ winner: 'East', from: 'North', robbedKong: true });
    expect(handReview(state).at(-1)!.comment).toBe('You added the fourth tile to your exposed pung, and East robbed the kong: he went out on that tile, so the hand ended before you drew a loose tile.');
  });
});
