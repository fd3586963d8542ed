import { describe, expect, it } from 'vitest';
import { parseScenario } from '../formats/scenario';
import { checkClaim } from '../claims';
import { SEATS } from '../seats';
import { allTiles } from '../table';
// The session's steps through their module (session.claimTile(state, …)), each one a step of one session.
import * as session from './practiceTable';
import { practiceScores, winningLayout } from './practiceTable/scores';
import { looseTile } from './practiceTable/shown';
import { bestAfterDiscard, bestDiscards } from '../nearness';
import { type Tile, tileName } from '../tiles';
import type { PracticeState } from './practiceTable';

/** A learner who always discards the last tile shown in his hand, takes any win and passes every call (or takes every pung, `pungs`). */
function scripted(state: PracticeState, pungs = false): PracticeState {
  const me = state.seats.find((s) => s.seat === state.seat)!;
  if (state.prompt.kind === 'turn') return state.prompt.canWin ? session.declareMahjong(state) : session.discardTile(state, me.concealed!.at(-1)!);
  if (state.prompt.kind === 'claim') {
    const win = state.prompt.claims.find((c) => c.claim.kind === 'mahjong');
    const pung = pungs && state.prompt.claims.find((c) => c.claim.kind === 'pung');
    return win ? session.claimTile(state, 'mahjong') : pung ? session.claimTile(state, 'pung') : session.passTile(state);
  }
  return state;
}

function playToEnd(state: PracticeState, pungs = false): PracticeState {
  for (let i = 0; i < 200 && state.prompt.kind !== 'over'; i++) state = scripted(state, pungs);
  return state;
}

// Seed 57, the learner East: after his first discard South discards the East Wind, of which he holds a pair.
const PUNG_SEED = 57;

function atPungWindow(): PracticeState {
  const start = session.startPractice({ seed: PUNG_SEED });
  expect(start.prompt.kind).toBe('turn');
  const me = start.seats[0];
  return session.discardTile(start, me.concealed!.at(-1)!);
}

describe('a practice hand', () => {
  it('deals from the seed as East, with fourteen tiles, and waits for the first discard', () => {
    const state = session.startPractice({ seed: 7 });
    expect(state.seat).toBe('East');
    expect(state.prompt).toMatchObject({ kind: 'turn', drawn: null });
    expect(state.seats[0].concealed).toHaveLength(14);
    expect(state.seats.slice(1).map((s) => s.concealed)).toEqual([null, null, null]);
    expect(state.seats.slice(1).map((s) => s.count)).toEqual([13, 13, 13]);
    expect(state.record).toEqual([]);
    expect(session.startPractice({ seed: 7 }).table).toEqual(state.table);
  });

  it('is played to its end by a scripted learner, every tile accounted for, the record one move a line', () => {
    for (const seed of [3, 11, 57, 400]) {
      const end = playToEnd(session.startPractice({ seed, seat: SEATS[seed % 4] }));
      expect(end.prompt.kind, `seed ${seed}`).toBe('over');
      expect(end.end).not.toBeNull();
      expect(allTiles(end.table)).toHaveLength(136);
      // Everybody's hand is shown once the hand is over.
      expect(end.seats.every((s) => s.concealed !== null)).toBe(true);
      for (const line of end.record) expect(line).toMatch(/^(East|South|West|North) (discards \S+|draws( loose)?|chow \S+ \S+|pung|kong|mahjong|declares \S+|adds \S+)$/);
      if (end.end!.winner) {
        // The winning hand laid out as it is scored: four sets and a pair.
        const layout = winningLayout(end, practiceScores(end)!)!;
        expect(layout.sets).toHaveLength(4);
        expect(layout.pair).not.toBeNull();
        expect(end.end!.text).toMatch(/Mah-Jongg/);
      } else {
        expect(end.end!.text).toMatch(/draw game/);
      }
    }
  });

  it('ends in a draw game when the wall runs down to the 14-tile reserve (A14, A20)', () => {
    // Seed 555 with the reserve: nobody goes out (draw games are rare: the computer players usually win).
    const drawn = playToEnd(session.startPractice({ seed: 555, options: { deadWallSize: 14 } }));
    expect(drawn.end!.winner).toBeNull();
    expect(drawn.wall).toBe(14);
    expect(drawn.end!.rule).toBe('TURN-DRAW-DISCARD');
    expect(drawn.end!.text).toMatch(/draw game/);
    expect(practiceScores(drawn)).toBeNull();
  });

  it('lays the winner\'s hand out as it is scored: a set his winning discard finished is exposed in both (S2)', () => {
    let seen = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const end = playToEnd(session.startPractice({ seed }));
      const scores = practiceScores(end);
      if (!scores) continue;
      const winner = scores.settlement.winner!;
      const { hand, win } = scores.seats[winner];
      const layout = winningLayout(end, scores)!;
      const onTable = end.table.seats[winner].melds.length;
      const finished = win && win.by === 'discard' && win.set >= onTable && hand.sets[win.set].kind !== 'pair' ? win.set : -1;
      for (const [i, set] of layout.sets.entries()) {
        // The learner's own discard is "your discard", never his seat's.
        const made = set.label.match(/made with (?:(\w+)'s|(your)) discard, exposed$/);
        const by = made && (made[2] ? end.seat : made[1]);
        expect(by ?? null, `seed ${seed}, ${set.label}`).toBe(i === finished ? end.table.result!.from : null);
        if (i >= onTable) expect(/concealed$/.test(set.label), `seed ${seed}, ${set.label}`).toBe(!hand.sets[i].exposed);
      }
      if (finished >= 0) seen++;
    }
    // Some of these hands are won on a discard that finished a set in the winner's hand.
    expect(seen).toBeGreaterThanOrEqual(2);
  });

  it('says of a draw game that no tile may be drawn (the reserve standing), that nobody pays and that East keeps the deal, citing A20 and S11', () => {
    // The learner is East here: he keeps the deal himself, and is told so as "you".
    const drawn = playToEnd(session.startPractice({ seed: 555, options: { deadWallSize: 14 } }));
    expect(drawn.end!.text).toBe(
      'The wall is exhausted: no tile is left that may be drawn (the last 14 stand as the reserve), and nobody has gone out: the hand is a draw game. Nobody pays, and you stay East Wind for the next hand.',
    );
    expect(drawn.end!.decisions).toEqual(['A20', 'S11']);
    expect(practiceScores(drawn)).toBeNull();
  });

  it('scores a hand won as dealt as Harr\'s card does: no tile drawn, doubled three times (seeds 88269, 90125, 132747)', () => {
    for (const seed of [88269, 90125, 132747]) {
      const won = session.declareMahjong(session.startPractice({ seed }));
      expect(won.end!.text, `seed ${seed}`).toBe('You go Mah-Jongg on the hand as dealt: fourteen tiles, before any tile is drawn or discarded.');
      expect(won.end!.decisions).toEqual([]);
      const scores = practiceScores(won)!;
      expect(scores.seats.East.win, `seed ${seed}`).toEqual({ by: 'original-hand' });
      // 30 doubled three times; East collects double from each of the three others.
      expect(scores.seats.East.score.final, `seed ${seed}`).toBe(240);
      expect(scores.seats.East.score.lines.some((l) => l.item === 'original-hand' && l.doubles === 3), `seed ${seed}`).toBe(true);
      expect(scores.settlement.payments.filter((p) => p.to === 'East').map((p) => p.amount), `seed ${seed}`).toEqual([480, 480, 480]);
    }
  });

  it('announces each discard in words, as Harr asks', () => {
    const state = atPungWindow();
    const said = state.news.filter((n) => n.rule === 'ANNOUNCE-DISCARD');
    expect(said[0].text).toMatch(/^You discard the .+: ".+"\.$/);
    expect(said.at(-1)!.text).toBe('South discards the East Wind: "East wind".');
    expect(said.at(-1)!.said).toBe('South: East wind');
    expect(state.status).toContain('South discards the East Wind');
  });
});

describe('a claim window', () => {
  it('pauses with exactly the calls the engine allows, the coach saying why and what they cost', () => {
    const state = atPungWindow();
    expect(state.prompt.kind).toBe('claim');
    if (state.prompt.kind !== 'claim') return;
    expect(state.prompt.event).toEqual({ kind: 'discard', seat: 'South', tile: 'E' });
    expect(state.prompt.claims.map((c) => c.claim)).toEqual([{ seat: 'East', kind: 'pung' }]);
    expect(state.prompt.others.map((c) => c.kind)).toEqual(['chow', 'kong', 'mahjong']);
    const coach = state.prompt.claims[0].coach;
    expect(coach.map((r) => r.rule)).toEqual(['PUNG-NEEDS-PAIR', 'PUNG-OUT-OF-TURN', 'TURN-SKIP', 'PUNG-EXPOSE', 'SCORE-EXPOSED-HALF', 'WIN-FOUR-SETS-PAIR']);
    expect(coach[2].text).toMatch(/West and North their turns/);
    expect(coach[4].text).toBe('A pung made with a discard scores half what it would concealed.');
    expect(coach[5].text).toMatch(/tiles? from Mah-Jongg/);
    // With the coach off, the calls come bare.
    const quiet = session.setCoach(state, false);
    expect(quiet.prompt.kind === 'claim' && quiet.prompt.claims[0].coach).toEqual([]);
  });

  it('takes the learner\'s legal pung: the set is exposed, the skipped seats named, and he discards', () => {
    const state = session.claimTile(atPungWindow(), 'pung');
    const me = state.seats[0];
    expect(me.melds.map((m) => m.meld)).toEqual([{ kind: 'pung', tiles: ['E', 'E', 'E'], claimed: { tile: 'E', from: 'South' } }]);
    expect(state.record.at(-1)).toBe('East pung');
    expect(state.prompt).toMatchObject({ kind: 'turn', drawn: null, kongs: [] });
    const ruling = state.news.find((n) => n.reasons);
    // The news speaks to the learner of his own call, as the rest of the table does.
    expect(ruling!.text).toBe('Calls: You: Pung. You take the East Wind (Pung).');
    expect(ruling!.reasons!.map((r) => r.rule)).toContain('TURN-SKIP');
    expect(ruling!.reasons!.map((r) => r.text).join(' ')).not.toMatch(/\bEast (takes|lays|discards)\b/);
    expect(ruling!.reasons!.find((r) => r.rule === 'PUNG-EXPOSE')!.text).toBe('You lay the pung of East Wind face up and discard without drawing.');
  });

  it('names a Chow or Pung still to try as ruled as Mah-Jongg when the tile completes his hand (A19), before he presses it (seed 43)', () => {
    // Seed 43: discarding as the hint advises and passing every call, East is offered a win on West's 7 of Circles.
    let state = session.startPractice({ seed: 43 });
    while (state.prompt.kind !== 'claim' || !state.prompt.claims.some((c) => c.claim.kind === 'mahjong')) {
      expect(state.prompt.kind).not.toBe('over');
      const me = state.seats[0];
      state = state.prompt.kind === 'turn' ? session.discardTile(state, bestDiscards(me.concealed!, me.melds.length).tiles[0]) : session.passTile(state);
    }
    expect(state.prompt.kind === 'claim' && state.prompt.others).toEqual([
      { kind: 'chow', label: 'Chow (ruled as Mah-Jongg)' },
      { kind: 'pung', label: 'Pung (ruled as Mah-Jongg)' },
      { kind: 'kong', label: 'Kong' },
    ]);
    // And so it is: the Chow ends the hand as his Mah-Jongg.
    expect(session.claimTile(state, 'chow').table.result?.winner).toBe('East');
  });

  it('tells the learner that he draws the loose tile of his own kong, not "East" (seed 5)', () => {
    // Seed 5: discarding his last tile each turn and passing every call, East is offered a kong of South's 1 of Circles.
    let state = session.startPractice({ seed: 5 });
    while (state.prompt.kind !== 'claim' || !state.prompt.claims.some((c) => c.claim.kind === 'kong')) {
      expect(state.prompt.kind).not.toBe('over');
      state = state.prompt.kind === 'turn' ? session.discardTile(state, state.seats[0].concealed!.at(-1)!) : session.passTile(state);
    }
    const ruling = session.claimTile(state, 'kong').news.find((n) => n.reasons)!;
    expect(ruling.text).toBe('Calls: You: Kong. You take the 1 of Circles (Kong).');
    expect(ruling.reasons!.map((r) => r.text)).toEqual([
      "You hold three 1 of Circles and take the fourth from South's discard, laying all four face up.",
      'A kong leaves your hand a tile short, so you draw a loose tile from the end of the wall before you discard.',
      'West and North lose their turns.',
      'After you discard, play goes on from you to the right: South is next to draw.',
    ]);
  });

  it('ends a hand won on the loose tile of a kong naming that tile so, as the score card scores it (seed 65)', () => {
    // Seed 65, East: discarding the first of his nearest discards, declaring each kong and calling any pung, he declares
    // a kong of the 4 of Circles and goes out on its loose tile.
    let state = session.startPractice({ seed: 65 });
    for (let i = 0; i < 300 && state.prompt.kind !== 'over'; i++) {
      const prompt = state.prompt;
      if (prompt.kind === 'turn') {
        const { concealed, melds } = state.table.seats.East;
        state = prompt.canWin ? session.declareMahjong(state) : prompt.kongs.length ? session.declareKong(state, prompt.kongs[0].tile) : session.discardTile(state, bestDiscards(concealed, melds.length).tiles[0]);
      } else if (prompt.kind === 'claim') {
        const call = prompt.claims.find((c) => c.claim.kind !== 'chow') ?? prompt.claims[0];
        state = call ? session.claimTile(state, call.claim.kind, call.claim.tiles) : session.passTile(state);
      }
    }
    expect(state.end?.onLooseTile).toBe(true);
    expect(state.end?.text).toBe('You go Mah-Jongg on the 4 of Characters, the loose tile drawn for your kong.');
    expect(practiceScores(state)!.seats.East.score.lines.map((l) => l.label)).toContain('Winning on a loose tile');
  });

  it('refuses a chow from the wrong seat with its rule, and the window stays open', () => {
    const window = atPungWindow();
    const state = session.claimTile(window, 'chow');
    expect(state.refused?.refusal.rule).toBe('CHOW-LEFT-ONLY');
    expect(state.refused?.head).toBe('Refused: Chow');
    expect(state.prompt.kind).toBe('claim');
    expect(state.table).toBe(window.table);
    expect(state.record).toEqual(window.record);
    // The window is still open: the pung is still his to take.
    expect(session.claimTile(state, 'pung').record.at(-1)).toBe('East pung');
  });

  it("shows each seat's discards in order, the one on offer marked live and a claimed one marked with who took it", () => {
    const window = atPungWindow();
    const south = () => window.seats.find((seat) => seat.seat === 'South')!;
    expect(south().discarded.at(-1)).toEqual({ tile: 'E', claimedBy: null, live: true });
    const taken = session.claimTile(window, 'pung');
    expect(taken.seats.find((seat) => seat.seat === 'South')!.discarded.at(-1)).toEqual({ tile: 'E', claimedBy: 'East', live: false });
    // In the learner's own turn, once he has drawn, the discard before is dead (A8): nothing is on offer, nothing marked
    // live, as the course's boards and glossary say. Seed 32, North: West's East Wind went by and North drew the 8 of Bamboo.
    const turn = session.startPractice({ seed: 32, seat: 'North' });
    expect(turn.prompt.kind).toBe('turn');
    expect(turn.live).toBeNull();
    expect(turn.seats.flatMap((seat) => seat.discarded).some((d) => d.live)).toBe(false);
    // With late claims (the A8 option) it may still be punged, konged or won until he discards: live.
    const late = session.startPractice({ seed: 32, seat: 'North', options: { claimAfterNextDraw: true } });
    expect(late.prompt.kind).toBe('turn');
    expect(late.live).toEqual({ tile: 'E', by: 'West' });
    expect(late.seats.find((seat) => seat.seat === 'West')!.discarded.at(-1)).toEqual({ tile: 'E', claimedBy: null, live: true });
    // Over whole hands: every discard in the record is listed once, by its seat, and each claimed one is a set (or the
    // win) the claimant made from that seat.
    for (let seed = 1; seed <= 10; seed++) {
      const end = playToEnd(session.startPractice({ seed }), true);
      const listed = end.seats.flatMap((seat) => seat.discarded.map((d) => `${seat.seat} discards ${d.tile}`));
      expect(listed.sort(), `seed ${seed}`).toEqual(end.record.filter((line) => / discards /.test(line)).sort());
      for (const seat of end.seats) {
        const claimed = seat.discarded.filter((d) => d.claimedBy).length;
        const sets = end.table.seats;
        const made = Object.values(sets).flatMap((s) => s.melds).filter((m) => m.claimed?.from === seat.seat).length;
        const won = end.table.result?.from === seat.seat && !end.table.result.robbedKong ? 1 : 0;
        expect(claimed, `seed ${seed}, ${seat.seat}`).toBe(made + won);
      }
    }
  });

  it("keeps a window on the learner's own discard as a board seen from the seat that took it, not from his, where he could only pass", () => {
    let checked = 0;
    for (let seed = 1; seed <= 30 && checked < 3; seed++) {
      let state = session.startPractice({ seed });
      for (let i = 0; i < 200 && !state.end; i++) state = state.prompt.kind === 'turn' ? session.discardTile(state, state.seats[0].concealed!.at(-1)!) : session.passTile(state);
      for (const moment of state.moments) {
        const board = parseScenario(moment.scenario);
        if (board.event?.seat !== 'East') continue;
        expect(board.view, moment.label).not.toBe('East');
        // Labelled for the table, spoken to the learner; titled for the board, which opens from another seat.
        expect(moment.label).toMatch(/^your \d+\w\w discard: the /);
        expect(board.title).toMatch(/^A moment of a practice hand: East's \d+\w\w discard: the /);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('marks a window where the learner passed a call that would have brought him nearer, and no other', () => {
    const window = atPungWindow();
    const passed = session.passTile(window);
    const moment = passed.moments.find((m) => m.label === "South's 1st discard: the East Wind")!;
    expect(moment.missed).toMatch(/^You passed where Pung would have left your hand (one tile|\d+ tiles) from Mah-Jongg, not \d+ tiles\.$/);
    // Taken, the same window is no missed call.
    const taken = session.claimTile(window, 'pung');
    expect(taken.moments.find((m) => m.label === moment.label)!.missed).toBeNull();
    expect(taken.moments.find((m) => m.label === moment.label)!.review).toBeNull();
  });

  it('keeps a missed call for review as the same board from his seat, its answer the call he let go by', () => {
    const passed = session.passTile(atPungWindow());
    const moment = passed.moments.find((m) => m.label === "South's 1st discard: the East Wind")!;
    const board = parseScenario(moment.review!);
    expect(board.view).toBe('East');
    expect(board.answer).toEqual({ seat: 'East', kind: 'pung' });
    // The rest is the moment as the record opens it.
    expect(moment.review!.replace(/^answer: .*\n/m, '')).toBe(moment.scenario);
    // No window the learner passed without missing anything is kept for review.
    expect(passed.moments.filter((m) => m.missed === null).every((m) => m.review === null)).toBe(true);
  });

  it("lays the winner's hand out with his wait, the tile he won on among it", () => {
    let wins = 0;
    for (let seed = 1; seed <= 40 && wins < 5; seed++) {
      let state = session.startPractice({ seed, levels: { South: 'harr', West: 'harr', North: 'harr' } });
      for (let i = 0; i < 300 && !state.end; i++) state = state.prompt.kind === 'turn' ? session.discardTile(state, state.seats[0].concealed!.at(-1)!) : session.passTile(state);
      if (!state.end?.winner) continue;
      const layout = winningLayout(state, practiceScores(state)!)!;
      // "West was waiting for the 5 of Bamboo or the 8 of Bamboo." The winning tile is among those named.
      expect(layout.wait).toMatch(new RegExp(`^(You were|${state.end.winner} was) waiting for `));
      expect(layout.wait).toContain(tileName(state.table.result!.tile!));
      wins++;
    }
    expect(wins).toBe(5);
  });

  it('lets the tile go by on a pass, and play goes on to the next player', () => {
    const window = atPungWindow();
    const state = session.passTile(window);
    expect(state.record.length).toBeGreaterThan(window.record.length);
    expect(state.record[window.record.length]).toBe('West draws');
  });

  it('keeps the window as a moment that opens as a board with the same position', () => {
    const window = atPungWindow();
    const state = session.passTile(window);
    const moment = state.moments.find((m) => m.label === "South's 1st discard: the East Wind")!;
    expect(moment).toBeDefined();
    const board = parseScenario(moment.scenario);
    expect(board.view).toBe('East');
    expect(board.event).toEqual({ kind: 'discard', seat: 'South', tile: 'E' });
    for (const seat of SEATS) expect([...board.table.seats[seat].concealed].sort()).toEqual([...window.table.seats[seat].concealed].sort());
    expect(board.table.wall).toEqual(window.table.wall);
  });
});

describe('stopping at every discard', () => {
  /** Seed 57, East: South's East Wind is his to pung; West's 9 of Bamboo, after it, is a discard he has no call on. */
  function atNineBamboo(): PracticeState {
    const start = session.startPractice({ seed: PUNG_SEED, everyDiscard: true });
    expect(start.everyDiscard).toBe(true);
    return session.passTile(session.discardTile(start, start.seats[0].concealed!.at(-1)!));
  }

  it('stops at a discard where the learner has no legal call, every call still his to try', () => {
    const state = atNineBamboo();
    expect(state.prompt.kind).toBe('claim');
    if (state.prompt.kind !== 'claim') return;
    expect(state.prompt.event).toEqual({ kind: 'discard', seat: 'West', tile: '9b' });
    expect(state.prompt.claims).toEqual([]);
    expect(state.prompt.others.map((c) => c.kind)).toEqual(['chow', 'pung', 'kong', 'mahjong']);
    // Without the setting, play runs past West's discard to the learner's turn.
    const plain = session.startPractice({ seed: PUNG_SEED });
    expect(session.passTile(session.discardTile(plain, plain.seats[0].concealed!.at(-1)!)).prompt.kind).toBe('turn');
  });

  it('refuses each call the engine refuses, with its rule, and keeps the window open until he passes', () => {
    const window = atNineBamboo();
    const rules = (['chow', 'pung', 'kong', 'mahjong'] as const).map((kind) => session.claimTile(window, kind).refused?.refusal.rule);
    expect(rules).toEqual(['CHOW-LEFT-ONLY', 'PUNG-NEEDS-PAIR', 'KONG-FROM-DISCARD', 'WIN-FOUR-SETS-PAIR']);
    const refused = session.claimTile(session.claimTile(window, 'pung'), 'chow');
    expect(refused.prompt.kind).toBe('claim');
    expect(refused.table).toBe(window.table);
    expect(refused.status).toMatch(/^Refused: Chow\. Only North/);
    // On his pass the window is ruled on with the others' calls: South pungs the tile.
    const passed = session.passTile(refused);
    expect(passed.news[0].text).toBe('You pass on the 9 of Bamboo.');
    expect(passed.record[window.record.length]).toBe('South pung');
  });

  it('is switched on and off during the hand, taking effect from the next discard', () => {
    const start = session.startPractice({ seed: PUNG_SEED });
    expect(start.everyDiscard).toBe(false);
    const on = session.setEveryDiscard(start, true);
    expect(on.everyDiscard).toBe(true);
    expect(on.table).toBe(start.table);
    expect(on.status).toMatch(/every discard/);
    const window = session.passTile(session.discardTile(on, on.seats[0].concealed!.at(-1)!));
    expect(window.prompt.kind === 'claim' && window.prompt.event.tile).toBe('9b');
    const off = session.setEveryDiscard(window, false);
    expect(off.prompt.kind).toBe('claim');
    expect(session.passTile(off).prompt.kind).toBe('turn');
  });
});

describe('late claims (the A8 option)', () => {
  it('opens the window after the next player has drawn, and a pung then puts his draw back', () => {
    // Seed 9, East, late claims on: South discards the 1 of Bamboo and West draws at once; East holds a pair of it.
    let state = session.startPractice({ seed: 9, options: { claimAfterNextDraw: true } });
    while (state.prompt.kind === 'turn') state = session.discardTile(state, state.seats[0].concealed!.at(-1)!);
    expect(state.prompt.kind === 'claim' && state.prompt.text).toBe(
      'South discards the 1 of Bamboo, and West has drawn: until he discards, it may still be punged, konged or won. You may call it, or pass.',
    );
    expect(state.record.at(-1)).toBe('West draws');
    // The live region says the discard once: announced in the news, then the prompt without naming it again.
    expect(state.status).toMatch(/ South discards the 1 of Bamboo: "1 bamboo"\. West has drawn: until he discards, it may still be punged, konged or won\. You may call it, or pass\.$/);
    const taken = session.claimTile(state, 'pung');
    expect(taken.seats[0].melds.at(-1)!.label).toBe('Pung of 1 of Bamboo, claimed from South');
    // West's drawn tile went back to the wall.
    expect(taken.seats[2].count).toBe(state.seats[2].count - 1);
    expect(taken.wall).toBe(state.wall + 1);
    expect(taken.record.slice(state.record.length, state.record.length + 1)).toEqual(['East pung']);
    // The moment, written with the drawn tile, reads back with West having drawn.
    const board = parseScenario(taken.moments.find((m) => /^South's \d+\w\w discard: the 1 of Bamboo$/.test(m.label))!.scenario);
    expect(board.table.nextHasDrawn).toBe(true);
    expect(board.table.turn).toBe('West');
  });

  it('without the option, the same discard is called before West draws', () => {
    let state = session.startPractice({ seed: 9 });
    while (state.prompt.kind === 'turn') state = session.discardTile(state, state.seats[0].concealed!.at(-1)!);
    expect(state.prompt.kind === 'claim' && state.prompt.text).toBe('South discards the 1 of Bamboo. You may call it, or pass.');
    expect(state.status).toMatch(/South discards the 1 of Bamboo: "[^"]+". You may call it, or pass\.$/);
    expect(state.status.match(/South discards the 1 of Bamboo/g)).toHaveLength(1);
    expect(state.record.at(-1)).toBe('South discards 1b');
  });
});

describe('undo, hint and record', () => {
  it('undo takes back the learner\'s last move and the computer players\' moves after it', () => {
    const start = session.startPractice({ seed: PUNG_SEED });
    const window = session.discardTile(start, start.seats[0].concealed!.at(-1)!);
    const back = session.undoMove(window);
    expect(back.table).toBe(start.table);
    expect(back.record).toEqual([]);
    expect(back.prompt.kind).toBe('turn');
    expect(back.status).toMatch(/taken back/);
    // Nothing before the first move.
    expect(session.undoMove(start)).toBe(start);
    // A refused call is not a move: undo goes back past it.
    expect(session.undoMove(session.claimTile(window, 'chow')).table).toBe(start.table);
  });

  it('hint lists the moves the engine allows now', () => {
    const window = session.askHint(atPungWindow());
    expect(window.hint!.map((h) => h.rule)).toEqual(['PUNG-NEEDS-PAIR', 'CLAIM-LIVE-DISCARD']);
    expect(window.hint![0].text).toBe('Pung is allowed.');
    const turn = session.askHint(session.startPractice({ seed: PUNG_SEED }));
    expect(turn.hint!.at(-1)!.text).toMatch(/You may discard any tile in your hand/);
    // Once the hand is over it names no button: a single hand offers "New hand", a game "Next hand".
    const over = session.askHint(playToEnd(session.startPractice({ seed: 7 })));
    expect(over.prompt.kind).toBe('over');
    expect(over.hint!.map((h) => h.text)).toEqual(['The hand is over: deal the next hand to play on.']);
  });

  it('in his turn, the hint names every discard that keeps the hand nearest to Mah-Jongg, and no other', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const start = session.startPractice({ seed });
      const hand = start.table.seats.East.concealed;
      const text = session.askHint(start).hint!.at(-1)!.text;
      const after = (tile: Tile) => bestAfterDiscard(hand.filter((_, i) => i !== hand.indexOf(tile)), 0);
      const nearest = Math.min(...hand.map(after));
      const listed = /Discarding (.+?) leaves your hand nearest|nearest to Mah-Jongg, [^:]+ from it: (.+?)\.(?: |$)/.exec(text);
      expect(listed, `seed ${seed}: ${text}`).not.toBeNull();
      const named = new Set((listed![1] ?? listed![2]).split(/, | or /).map((words) => words.replace(/^the /, '')));
      for (const tile of new Set(hand)) expect(named.has(tileName(tile)), `seed ${seed}: the ${tileName(tile)}`).toBe(after(tile) === nearest);
    }
  });

  it('says why a discard is easy where the course has a word for it: a lone honour, a suit tile alone', () => {
    const hand: Tile[] = ['N', '2c', '3c', '9b', '5d', '5d', 'Rd', 'Rd', '1b', '3b'];
    expect(looseTile(hand, 'N')).toBe('lone-honour');
    expect(looseTile(hand, 'Rd')).toBeNull();
    expect(looseTile(hand, '9b')).toBe('alone');
    expect(looseTile(hand, '3b')).toBeNull();
    expect(looseTile(hand, '2c')).toBeNull();
    expect(looseTile(hand, '5d')).toBeNull();
  });

  it('a kong the engine refuses is shown with its rule', () => {
    const start = session.startPractice({ seed: PUNG_SEED });
    const tile = start.seats[0].concealed![0];
    const state = session.declareKong(start, tile);
    expect(state.refused?.refusal.rule).toBe('KONG-CONCEALED');
    expect(state.table).toBe(start.table);
    expect(session.declareMahjong(start).refused?.refusal.rule).toMatch(/WIN-FOUR-SETS-PAIR|KONG-DECLARED-BEFORE-WIN/);
  });

  it('offers to try a kong of a kind held three times, and refuses it: not four (KONG-CONCEALED)', () => {
    // Seed 1, South: his first turn, holding three East Winds.
    const turn = scripted(session.startPractice({ seed: 1, seat: 'South' }), true);
    expect(turn.prompt.kind === 'turn' && turn.prompt.kongs).toEqual([]);
    expect(turn.prompt.kind === 'turn' && turn.prompt.tryKongs).toEqual([{ tile: 'E', label: 'Declare a kong of East Wind' }]);
    const refused = session.declareKong(turn, 'E');
    expect(refused.refused?.refusal.rule).toBe('KONG-CONCEALED');
    // Spoken to the learner, as the table's prompts are (the same sentence names South on a board).
    expect(refused.refused?.refusal.message).toBe('You hold three of the East Wind; a concealed kong needs all four in your hand.');
    expect(refused.table).toBe(turn.table);
    expect(refused.prompt.kind).toBe('turn');
  });

  it('speaks to the learner of his refused calls, in the same sentences a board writes of a seat', () => {
    // Seed 57, East: South's East Wind, of which East holds a pair: a kong is refused, and a chow from the wrong seat.
    const start = session.startPractice({ seed: 57 });
    const window = session.discardTile(start, start.seats[0].concealed!.at(-1)!);
    const kong = session.claimTile(window, 'kong').refused!.refusal;
    expect(kong.rule).toBe('KONG-FROM-DISCARD');
    expect(kong.message).toBe('To take a discard for four of a kind, you must hold three of the East Wind in your hand; you hold only two.');
    expect(kong.fix).toBe('With a pair you may call Pung instead.');
    const onBoard = checkClaim(window.table, { seat: 'East', kind: 'kong' });
    expect(!onBoard.legal && onBoard.refusal.message).toBe('To take a discard for four of a kind, East must hold three of the East Wind in his hand; he holds only two.');
    for (const kind of ['chow', 'mahjong'] as const) {
      const refused = session.claimTile(window, kind).refused!.refusal;
      expect(`${refused.message} ${refused.fix ?? ''}`, kind).not.toMatch(/\bEast (holds|has|does|plays|could)\b|\bhis hand\b|\bhe (holds|may|would)\b/);
    }
  });

  it('refuses adding to a pung straight after the claim that made it (A16)', () => {
    // Seed 1, South, taking every pung offered: he pungs the East Wind and still holds the fourth.
    let state = session.startPractice({ seed: 1, seat: 'South' });
    while (!(state.prompt.kind === 'turn' && state.record.at(-1) === 'South pung')) state = scripted(state, true);
    expect(state.prompt.kind === 'turn' && state.prompt.tryKongs).toEqual([{ tile: 'E', label: 'Add the East Wind to your pung' }]);
    const refused = session.declareKong(state, 'E');
    expect(refused.refused?.refusal.rule).toBe('KONG-ADD-DRAWN');
    // The words of every board's refusal (explain/moves.ts), not a second wording of the table's own, spoken to him.
    expect(refused.refused?.refusal.message).toBe("You took this turn's tile by a claim. A kong is declared after a draw from the wall, not straight after a chow or pung.");
    expect(refused.status).toMatch(/^Refused: a kong of East Wind\./);
  });

  it('the record starts with the seed, the seat and the options, then one move a line', () => {
    const end = playToEnd(session.startPractice({ seed: 11, seat: 'West', options: { strictWinningChow: true, deadWallSize: 14 } }));
    const text = session.practiceRecord(end);
    const lines = text.trimEnd().split('\n');
    expect(lines.slice(1, 4)).toEqual(['seed: 11', 'seat: West', 'options: strict-winning-chow, dead-wall 14']);
    expect(lines[4]).toMatch(/^East discards \S+$/);
    expect(lines.slice(4, -1)).toEqual(end.record);
    expect(lines.at(-1)).toBe(`# ${end.end!.text}`);
  });
});

describe('the seed in the address', () => {
  it('takes a whole number, and deals a fresh hand for none or a bad one, saying why', () => {
    expect(session.readPracticeSeed('57')).toEqual({ seed: 57, note: '' });
    expect(session.readPracticeSeed(null, () => 0.5)).toEqual({ seed: 1073741823, note: '' });
    const bad = session.readPracticeSeed('five', () => 0);
    expect(bad.seed).toBe(0);
    expect(bad.note).toBe('"five" is not a seed (a whole number from 0 to 2147483647): here is a new hand, from seed 0.');
    expect(session.readPracticeSeed('99999999999', () => 0).note).toMatch(/is not a seed/);
    expect(session.readPracticeSeed('x'.repeat(100), () => 0).note).toMatch(/^"x{40}…" is not a seed/);
  });

  it('reads the seat and the variants, so that a shared link deals the same hand under the same rules', () => {
    const params = new URLSearchParams('seed=11&seat=west&strict=1&late=1&reserve=14');
    const read = session.readPracticeAddress((n) => params.get(n));
    expect(read).toEqual({ seat: 'West', options: { strictWinningChow: true, claimAfterNextDraw: true, deadWallSize: 14 }, levels: {}, deadHand: false, notes: [] });
    // Written back, the same parameters (the seat as the game spells it).
    expect(session.practiceParams(11, read.seat, read.options)).toEqual([['seed', '11'], ['seat', 'West'], ['strict', '1'], ['late', '1'], ['reserve', '14']]);
    expect(session.practiceParams(11, 'East', {})).toEqual([['seed', '11']]);
    const dealt = session.startPractice({ seed: 11, seat: read.seat, options: read.options });
    expect(dealt.options).toMatchObject({ strictWinningChow: true, claimAfterNextDraw: true, deadWallSize: 14 });
    expect(session.readPracticeAddress(() => null)).toEqual({ seat: 'East', options: {}, levels: {}, deadHand: false, notes: [] });
    const zero = new URLSearchParams('strict=0&late=0&reserve=0&dead=0');
    expect(session.readPracticeAddress((n) => zero.get(n))).toEqual({ seat: 'East', options: {}, levels: {}, deadHand: false, notes: [] });
  });

  it('deals the learner a dead hand from the start with dead=1: one tile short, back at the wall, playing on to pay everyone', () => {
    const read = session.readPracticeAddress((n) => new URLSearchParams('seed=57&dead=1').get(n));
    expect(read.deadHand).toBe(true);
    expect(session.practiceParams(57, read.seat, read.options, read.levels, read.deadHand)).toEqual([['seed', '57'], ['dead', '1']]);
    expect(session.readPracticeAddress((n) => new URLSearchParams('dead=yes').get(n)).notes).toEqual([
      '"dead=yes" is not a setting (dead=1 for a hand dealt dead, dead=0 without): your hand is dealt whole.',
    ]);
    for (const seed of [57, 11, 1203]) {
      const whole = session.startPractice({ seed });
      const dealt = session.startPractice({ seed, deadHand: true });
      // East's last tile is the wall's last: every tile still on the table, his hand dead from the first discard.
      expect(dealt.table.seats.East.concealed).toEqual(whole.table.seats.East.concealed.slice(0, -1));
      expect(dealt.table.wall.at(-1)).toBe(whole.table.seats.East.concealed.at(-1));
      expect(allTiles(dealt.table)).toHaveLength(136);
      expect(dealt.seats.find((s) => s.seat === 'East')!.dead).toBe(true);
      expect(session.practiceRecord(dealt)).toContain("dealt: East's hand one tile short, dead");
      const end = playToEnd(dealt);
      expect(end.end!.dead).toContain('East');
      expect(end.end!.winner).not.toBe('East');
      const score = practiceScores(end);
      if (score) expect(score.settlement.net.East).toBeLessThan(0);
    }
  });

  it("coaches a dead hand by Harr's advice: no nearest discard, the tiles the others let go by, no call kept as missed", () => {
    // Seed 9, East dealt dead: he throws his last tile and passes every call; South, West and North at Harr's level.
    let state = session.startPractice({ seed: 9, deadHand: true, levels: { South: 'harr', West: 'harr', North: 'harr' } });
    const hints: string[] = [];
    const coached: string[] = [];
    let checked = 0;
    while (state.prompt.kind !== 'over') {
      if (state.prompt.kind === 'turn') {
        const hint = session.askHint(state).hint!;
        expect(hint[0]).toEqual({ rule: 'TILECOUNT-13-PLUS-KONGS', text: expect.stringMatching(/^Your hand is dead: it can never go out, so no discard brings it nearer to Mah-Jongg\. Harr's advice: hold the tiles the others need/) });
        const advice = hint.at(-1)!.text;
        expect(advice).not.toMatch(/nearest to Mah-Jongg/);
        hints.push(advice);
        // Every tile the advice says went by a player did: discarded since his own last discard, and nobody claimed it.
        const went = /^You may discard any tile in your hand\. (.+?) (?:each )?went by (.+?) since/.exec(advice);
        if (went) {
          const seats = went[2] === 'every other player' ? SEATS.filter((x) => x !== 'East') : went[2].split(/, | and /);
          for (const seat of seats) {
            const since = state.record.slice(state.record.findLastIndex((line) => line.startsWith(`${seat} discards `)) + 1);
            const passed = since.flatMap((line, i) => (/ discards /.test(line) && !/ (chow|pung|kong|mahjong)\b/.test(since[i + 1] ?? '') ? [line.split(' ')[2]] : []));
            for (const named of went[1].split(/, | and /)) expect(passed.map((code) => tileName(code as Tile))).toContain(named.replace(/^the /i, ''));
            checked++;
          }
        }
        state = session.discardTile(state, state.seats[0].concealed!.at(-1)!);
      } else {
        for (const call of state.prompt.claims) coached.push(call.coach.at(-1)!.text);
        state = session.passTile(state);
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(hints.some((h) => / went by South and West since their last discards: they could not go out on it then\./.test(h))).toBe(true);
    expect(hints[0]).toMatch(/None of your tiles has gone by another player since his last discard\. You can see two of the four copies of each of /);
    // A call is coached for what it is to a dead hand; none he let go by is kept for review as a miss.
    expect(coached.length).toBeGreaterThan(0);
    for (const text of coached) expect(text).toMatch(/^Your hand is dead: it scores nothing and can never go out, so the (chow|pung|kong) brings it no nearer to Mah-Jongg\.$/);
    expect(state.moments.filter((m) => m.review || m.missed)).toEqual([]);
  });

  it("reads each computer player's level, deals against them, and writes back only those not quick", () => {
    const params = new URLSearchParams('seed=11&seat=South&west=harr&north=Quick&east=HARR');
    const read = session.readPracticeAddress((n) => params.get(n));
    expect(read).toMatchObject({ seat: 'South', levels: { East: 'harr', West: 'harr', North: 'quick' }, notes: [] });
    expect(session.practiceParams(11, read.seat, read.options, read.levels)).toEqual([['seed', '11'], ['seat', 'South'], ['east', 'harr'], ['west', 'harr']]);
    const dealt = session.startPractice({ seed: 11, seat: read.seat, levels: read.levels });
    expect(dealt.levels).toEqual({ East: 'harr', South: 'quick', West: 'harr', North: 'quick' });
    expect(session.practiceRecord(dealt)).toContain('levels: East harr, West harr, North quick');
    // Four quick players: the record says nothing of levels, as before there were any.
    expect(session.practiceRecord(session.startPractice({ seed: 11, seat: 'South' }))).not.toContain('levels:');
  });

  /** One seed played to its end by a learner who passes every tile and discards his drawn tile, against quick players and against Harr's level. */
  function bothLevels(seed: number): { quick: PracticeState; harr: PracticeState } {
    let a = session.startPractice({ seed, everyDiscard: true });
    let b = session.startPractice({ seed, everyDiscard: true, levels: { South: 'harr', West: 'harr', North: 'harr' } });
    for (let i = 0; i < 200 && !(a.end && b.end); i++) {
      if (!a.end) a = a.prompt.kind === 'claim' ? session.passTile(a) : session.discardTile(a, a.seats[0].concealed!.at(-1)!);
      if (!b.end) b = b.prompt.kind === 'claim' ? session.passTile(b) : session.discardTile(b, b.seats[0].concealed!.at(-1)!);
    }
    expect(a.end && b.end).toBeTruthy();
    expect(b.refused).toBeNull();
    return { quick: a, harr: b };
  }

  it('plays the same seed differently against the Harr level, each of its moves one the engine allows', () => {
    // Seed 35: the learner's first three discards (North Wind, 6 of Circles, 8 of Characters) keep his dragons and his wind.
    const { quick, harr } = bothLevels(35);
    expect(harr.record.filter((line) => line.startsWith('East discards')).slice(0, 3)).toEqual(['East discards N', 'East discards 6d', 'East discards 8c']);
    expect(harr.record).not.toEqual(quick.record);
  });

  it("races a learner who throws a dragon first: the Harr level's moves are then the quick player's, one for one", () => {
    // Seed 31: the learner's first discard is the Green Dragon, a tile a player who values his hand keeps.
    const { quick, harr } = bothLevels(31);
    expect(harr.record.find((line) => line.startsWith('East discards'))).toBe('East discards Gd');
    expect(harr.record).toEqual(quick.record);
  });

  it("says in the turn hint why the Harr level races: the learner's dragon among his first discards, and who races him", () => {
    const levels = { South: 'harr', West: 'harr', North: 'harr' } as const;
    /** The turn hint at the learner's second turn, his first discard his drawn tile. */
    const secondTurnHint = (seed: number, table: typeof levels | Record<string, never>) => {
      let state = session.startPractice({ seed, levels: table });
      state = session.discardTile(state, state.seats[0].concealed!.at(-1)!);
      while (state.prompt.kind === 'claim') state = session.passTile(state);
      expect(state.prompt.kind).toBe('turn');
      return session.askHint(state).hint!.map((h) => h.text).join(' ');
    };
    expect(secondTurnHint(31, levels)).toContain(
      "You threw the Green Dragon among your first three discards, a tile a player building a high hand keeps: South, West and North, at Harr's level, take you for a racer and race as quick players do.",
    );
    // Against quick players, and after a first discard that is no racer's sign (seed 35: the North Wind), the hint says nothing of racing.
    expect(secondTurnHint(31, {})).not.toContain('racer');
    expect(secondTurnHint(35, levels)).not.toContain('racer');
  });

  it('says in the turn hint that the Harr level races a learner who calls a chow with no set of dragons or of his wind', () => {
    const levels = { South: 'harr', West: 'harr', North: 'harr' } as const;
    // Seed 4: the learner throws the North Wind first, then calls the first chow offered him.
    let state = session.startPractice({ seed: 4, levels });
    let called = false;
    while (!called || state.prompt.kind !== 'turn') {
      expect(state.prompt.kind).not.toBe('over');
      if (state.prompt.kind === 'turn') state = session.discardTile(state, state.seats[0].concealed!.at(-1)!);
      else if (state.prompt.kind === 'claim') {
        const chow = state.prompt.claims.find((c) => c.claim.kind === 'chow');
        if (!chow || called) state = session.passTile(state);
        else {
          state = session.claimTile(state, 'chow', chow.claim.tiles as [Tile, Tile]);
          state = session.discardTile(state, state.seats[0].concealed!.at(-1)!);
          called = true;
        }
      }
    }
    expect(state.record).toContain('East discards N');
    expect(session.askHint(state).hint!.map((h) => h.text).join(' ')).toContain(
      'You called a chow, 1-2-3 of Characters, and show no set of dragons or of your own wind: a run scores nothing, so a player building a high hand ' +
        "calls one only when his hand already holds a doubling. South, West and North, at Harr's level, take you for a racer and race as quick players do.",
    );
  });

  it('at Harr\'s level, the turn hint reads a player who shows two sets: his suit, the named discards of it, what he let go by', () => {
    const levels = { South: 'harr', West: 'harr', North: 'harr' } as const;
    let found = 0;
    for (let seed = 1; seed <= 60 && found < 3; seed++) {
      let state = session.startPractice({ seed, levels });
      for (let i = 0; i < 200 && !state.end; i++) {
        if (state.prompt.kind === 'turn') {
          const near = state.seats.find((s) => s.seat !== 'East' && s.melds.length >= 2);
          if (near) {
            const hint = session.askHint(state).hint!.map((h) => h.text).join(' ');
            expect(hint).toContain(`${near.seat} shows `);
            expect(hint).toMatch(/he may be near Mah-Jongg\./);
            // Against quick players the same hint says nothing of them: the coach reads a player only at Harr's level.
            expect(session.askHint({ ...state, levels: { East: 'quick', South: 'quick', West: 'quick', North: 'quick' } }).hint!.map((h) => h.text).join(' ')).not.toContain(' shows ');
            found++;
            break;
          }
          state = session.discardTile(state, state.seats[0].concealed!.at(-1)!);
        } else state = session.passTile(state);
      }
    }
    expect(found).toBe(3);
  });

  it("names a level that is not one, and a level given for the learner's own seat", () => {
    const params = new URLSearchParams('seat=West&south=hard&west=harr');
    const read = session.readPracticeAddress((n) => params.get(n));
    expect(read.levels).toEqual({});
    expect(read.notes).toEqual([
      '"south=hard" is not a level (quick or harr): South plays quick.',
      '"west=harr" names your own seat: only the other three are played by the computer.',
    ]);
  });

  it('names each bad value and falls back to its default', () => {
    const params = new URLSearchParams('seat=Eats&strict=yes&reserve=13');
    const read = session.readPracticeAddress((n) => params.get(n));
    expect(read.seat).toBe('East');
    expect(read.options).toEqual({});
    expect(read.notes).toEqual([
      '"Eats" is not a seat (East, South, West or North): you sit East.',
      '"strict=yes" is not a setting (strict=1 for strict winning chow, strict=0 without): strict winning chow is off.',
      '"reserve=13" is not a setting (reserve=14 for 14-tile reserve, reserve=0 without): 14-tile reserve is off.',
    ]);
  });
});
