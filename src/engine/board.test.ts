import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type BoardState, claimOnBoard, discardOnBoard, moveOnBoard, openBoard, passOnBoard, resetBoard, showRightClaim } from './board';
import { parseScenario } from './formats/scenario';

// South sits on East's right, so East's 5 of Characters is South's to chow.
const CHOW_FROM_THE_LEFT = `
title: A run from the left
view: South
South: 4c 6c 2b 3b 4b 7d 8d 9d N N Wd Wd Gd
event: East discards 5c
answer: South chow 4c 6c
`;

// The same tile from North: South is not North's next player.
const CHOW_FROM_THE_WRONG_SEAT = CHOW_FROM_THE_LEFT.replace('East discards 5c', 'North discards 5c').replace('answer: South chow 4c 6c', 'answer: pass');

// Two ways to chow the 5: with 3-4 or with 4-6.
const CHOOSE_THE_RUN = CHOW_FROM_THE_LEFT.replace('South: 4c 6c 2b', 'South: 3c 4c 6c 2b').replace(' Gd\n', '\n');

// The chow completes South's hand, so it is a winning call and beats West's pung (A19).
const CHOW_THAT_WINS = `
title: East's 5 of Characters
view: South
South: 4c 6c 1b 2b 3b 7d 8d 9d E E E Wd Wd
West: 5c 5c hidden
event: East discards 5c
claim: West pung
answer: South mahjong
`;

const KONG_FROM_DISCARD = `
title: Four of a kind from a discard
view: South
South: 1d 1d 1d 2d 3d 7c 8c | chow 2b 3b 4b* from East | pung 9d 9d 9d* from North
discards: 5c Wd 6b
event: West discards 1d
answer: South kong
`;

const board = (text: string) => openBoard(parseScenario(text));
const notes = (state: BoardState) => Object.fromEntries([...state.others, state.self].map((s) => [s.seat, s.notes]));
const texts = (state: BoardState) => state.ruled!.reasons.map((r) => r.text);

describe('opening a board', () => {
  it('holds the position as drawn: the tile on offer, the seats in their places, the calls open, nothing answered', () => {
    const open = board(CHOW_FROM_THE_LEFT);
    expect(open.offered).toEqual({ tile: '5c', label: 'Live discard, from East' });
    expect(open.claimButtons?.map((c) => c.label)).toEqual(['Chow', 'Pung', 'Kong', 'Mah-Jongg']);
    expect(open.others.map((s) => [s.seat, s.place])).toEqual([
      ['East', 'left'],
      ['West', 'right'],
      ['North', 'opposite'],
    ]);
    expect(open.self).toMatchObject({ seat: 'South', place: 'self', shown: true });
    expect(notes(open)).toEqual({ East: ['discarded'], South: [], West: [], North: [] });
    expect(open.answer).toEqual({ seat: 'South', kind: 'chow', tiles: ['4c', '6c'] });
    expect(open).toMatchObject({ ruled: null, refused: null, choosing: null, discard: null, canShow: true, canReset: false, status: '', answered: null, answerShown: false });
  });

  it('names another seat\'s call, and a discard whose moment has passed', () => {
    expect(notes(board(CHOW_THAT_WINS)).West).toEqual(['calls Pung']);
    const late = board(`${CHOW_FROM_THE_LEFT.replace('answer: South chow 4c 6c', 'answer: pass')}drawn: South\n`);
    expect(late.offered?.label).toBe('Last discard, from East: its moment has passed');
  });

  it('a position with nothing to claim offers no call and no "Show me"', () => {
    const quiet = board(CHOW_FROM_THE_LEFT.replace('event: East discards 5c', 'turn: East draws').replace('answer: South chow 4c 6c\n', ''));
    expect(quiet).toMatchObject({ event: null, offered: null, claimButtons: null, canShow: false });
    expect(showRightClaim(quiet)).toBe(quiet);
  });
});

describe('a right chow, then a discard', () => {
  it('carries out the chow, counts it as solved at the first try, and asks the learner to discard', () => {
    const after = claimOnBoard(board(CHOW_FROM_THE_LEFT), 'chow');
    expect(after.answered).toEqual({ right: true, counts: true });
    expect(after.ruled?.tried).toEqual({ seat: 'South', kind: 'chow', tiles: ['4c', '6c'] });
    expect(after.ruled?.head).toBe('Your call: Chow with 4 and 6 of Characters — South takes the tile (Chow).');
    expect(after.ruled?.judgement).toEqual({ kind: 'right', text: ['That is the right call.'] });
    expect(after.self.tiles.melds).toEqual([{ kind: 'chow', tiles: ['4c', '5c', '6c'], claimed: { tile: '5c', from: 'East' } }]);
    expect(after.discard?.tiles).toContain('Gd');
    expect(after.discard?.hint).toBe('Choose a tile from your hand to discard.');
    expect(after.status).toBe('Right. Chow with 4 and 6 of Characters: South takes the tile by Chow. Choose a tile to discard.');
    expect(after).toMatchObject({ claimButtons: null, offered: null, refused: null, canReset: true });
    expect(notes(after)).toEqual({ East: [], South: ['takes the tile'], West: ['next to draw'], North: [] });
  });

  it('the discard goes on the table, and the board says who draws next', () => {
    const chowed = claimOnBoard(board(CHOW_FROM_THE_LEFT), 'chow');
    const done = discardOnBoard(chowed, 'Gd');
    expect(done.discard).toBeNull();
    expect(done.answered).toBeNull();
    expect(texts(done).slice(-2)).toEqual(['You discard the Green Dragon.', 'West is next to draw.']);
    expect(done.status).toBe('You discard the Green Dragon. West is next to draw.');
    expect(done.self.tiles.concealed).not.toContain('Gd');
    expect(done.dead).toEqual(['Gd']);
    expect(done.table.live).toEqual({ tile: 'Gd', by: 'South' });
  });

  it('a tile the learner does not hold is refused in the status, and he still must discard', () => {
    const chowed = claimOnBoard(board(CHOW_FROM_THE_LEFT), 'chow');
    const tried = discardOnBoard(chowed, 'Rd');
    expect(tried.status).toBe('South holds no Red Dragon to discard.');
    expect(tried.discard).toEqual(chowed.discard);
    expect(tried.table).toBe(chowed.table);
  });
});

describe('a refused call', () => {
  it('a chow from the wrong seat is refused with CHOW-LEFT-ONLY, nothing carried out, and the learner may call again', () => {
    const open = board(CHOW_FROM_THE_WRONG_SEAT);
    const tried = claimOnBoard(open, 'chow');
    expect(tried.refused?.refusal.rule).toBe('CHOW-LEFT-ONLY');
    expect(tried.refused?.refusal.message).toMatch(/^Only East, the player on North's right, may chow North's discard/);
    expect(tried.refused?.head).toBe('Refused: Chow with 4 and 6 of Characters');
    expect(tried.status).toMatch(/^Chow with 4 and 6 of Characters is not allowed\. Only East/);
    expect(tried.answered).toEqual({ right: false, counts: true });
    expect(tried.table).toBe(open.table);
    expect(tried.ruled).toBeNull();
    expect(tried.claimButtons).toEqual(open.claimButtons);
    expect(tried.offered).toEqual(open.offered);
    expect(tried.canReset).toBe(true);
  });

  it('a call after the refusal is ruled on, and the refusal goes', () => {
    const passed = passOnBoard(claimOnBoard(board(CHOW_FROM_THE_WRONG_SEAT), 'chow'));
    expect(passed.refused).toBeNull();
    expect(passed.ruled?.judgement?.kind).toBe('right');
  });
});

describe('a chow with two runs to choose from', () => {
  it('asks which two tiles, answering nothing yet', () => {
    const asked = claimOnBoard(board(CHOOSE_THE_RUN), 'chow');
    expect(asked.choosing).toEqual([
      { tiles: ['3c', '4c'], label: 'Chow with 3 and 4 of Characters', names: '3 of Characters and 4 of Characters' },
      { tiles: ['4c', '6c'], label: 'Chow with 4 and 6 of Characters', names: '4 of Characters and 6 of Characters' },
    ]);
    expect(asked.status).toBe('Choose the two tiles to chow with: 3 of Characters and 4 of Characters, or 4 of Characters and 6 of Characters.');
    expect(asked.answered).toBeNull();
    expect(asked.ruled).toBeNull();
    expect(asked.canReset).toBe(true);
  });

  it('the run the answer names is right; the other is allowed but not the best, pointing to "Show me"', () => {
    const asked = claimOnBoard(board(CHOOSE_THE_RUN), 'chow');
    const right = claimOnBoard(asked, 'chow', ['4c', '6c']);
    expect(right.choosing).toBeNull();
    expect(right.ruled?.judgement?.kind).toBe('right');
    expect(right.answered).toEqual({ right: true, counts: true });
    const other = claimOnBoard(asked, 'chow', ['3c', '4c']);
    expect(other.ruled?.ruling?.awardedTo).toBe('South');
    expect(other.ruled?.judgement).toEqual({
      kind: 'allowed',
      text: ['Your Chow with 3 and 4 of Characters is allowed, but this board asks for the other run: Chow with 4 and 6 of Characters. Reset and try again, or press ', { stress: 'Show me' }, '.'],
    });
    expect(other.answered).toEqual({ right: false, counts: true });
  });
});

describe('a pass', () => {
  it('lets the tile go by: nobody takes it, and the next player draws', () => {
    const passed = passOnBoard(board(CHOW_FROM_THE_WRONG_SEAT));
    expect(passed.ruled?.tried).toBeNull();
    expect(passed.ruled?.head).toBe('Your call: Pass — nobody takes the tile.');
    expect(texts(passed)).toContain('Nobody takes the 5 of Characters. East draws from the wall and discards, as in any turn.');
    expect(passed.status).toBe('Right. Pass: Nobody takes the tile.');
    expect(passed.answered).toEqual({ right: true, counts: true });
    expect(passed.discard).toBeNull();
    expect(notes(passed).East).toEqual(['next to draw']);
    expect(passed.dead).toEqual(['5c']);
  });

  it('a pass where a chow was right is allowed, not right, and says what the chow gives', () => {
    const passed = passOnBoard(board(CHOW_FROM_THE_LEFT));
    expect(passed.ruled?.judgement?.kind).toBe('allowed');
    expect(passed.ruled?.judgement?.text[0]).toBe(
      'Passing is allowed, but Chow with 4 and 6 of Characters was open to you: it completes a run with two tiles in your hand, in place of your draw. Reset and try again, or press ',
    );
    expect(passed.answered).toEqual({ right: false, counts: true });
  });

  it('a call that is allowed but loses the tile says who takes it and why', () => {
    // South may chow East's 5, but West's pung outranks it.
    const rivals = board(`${CHOW_FROM_THE_LEFT.replace('answer: South chow 4c 6c', 'answer: pass')}West: 5c 5c hidden\nclaim: West pung\n`);
    const chowed = claimOnBoard(rivals, 'chow');
    expect(chowed.ruled?.ruling?.awardedTo).toBe('West');
    expect(chowed.ruled?.judgement?.text[0]).toBe("Your Chow is allowed, but West takes the tile: West's Pung beats South's Chow. Reset and try again, or press ");
  });

  it('a weaker call when a stronger one was open says what the stronger one gives', () => {
    const three = board(CHOW_FROM_THE_LEFT.replace('South: 4c 6c 2b 3b 4b 7d 8d 9d N N Wd Wd Gd', 'South: 5c 5c 2b 3b 4b 7d 8d 9d N N Wd Wd Gd').replace('answer: South chow 4c 6c', 'answer: South pung'));
    expect(three.answer?.kind).toBe('pung');
    const passed = passOnBoard(three);
    expect(passed.ruled?.judgement?.text[0]).toMatch(/^Passing is allowed, but Pung was open to you: you hold a pair of the 5 of Characters, so it makes three of a kind\./);
  });
});

describe('"Show me"', () => {
  it('makes the right call and explains it; the first time counts as a miss, then a right call no longer counts', () => {
    const shown = showRightClaim(board(CHOW_FROM_THE_LEFT));
    expect(shown.ruled?.shown).toBe(true);
    expect(shown.ruled?.head).toBe('The right call: Chow with 4 and 6 of Characters — South takes the tile (Chow).');
    expect(shown.ruled?.judgement).toBeNull();
    expect(shown.answered).toEqual({ right: false, counts: true });
    expect(shown.answerShown).toBe(true);
    expect(showRightClaim(shown).answered).toEqual({ right: false, counts: false });

    const again = resetBoard(shown);
    expect(again.answerShown).toBe(true);
    const right = claimOnBoard(again, 'chow');
    expect(right.ruled?.judgement?.kind).toBe('right');
    expect(right.answered).toEqual({ right: true, counts: false });
    // A wrong call is still a miss.
    expect(passOnBoard(resetBoard(right)).answered).toEqual({ right: false, counts: true });
  });
});

describe('a chow that completes the hand (A19)', () => {
  it('is ruled as Mah-Jongg, beats the pung, and is the right answer: the learner is told the word to call', () => {
    const won = claimOnBoard(board(CHOW_THAT_WINS), 'chow');
    expect(won.ruled?.ruling?.awardedTo).toBe('South');
    expect(won.ruled?.ruling?.awardedAs).toBe('mahjong');
    expect(won.ruled?.head).toBe('Your call: Chow with 4 and 6 of Characters — South takes the tile (Mah-Jongg).');
    expect(won.ruled?.judgement?.kind).toBe('ruled-as-win');
    expect(won.ruled?.judgement?.text.join('')).toMatch(/^That completes your hand, so it is right\. .*Mah-Jongg is the word to call\.$/);
    expect(won.status).toMatch(/^Right\. Chow with 4 and 6 of Characters: South takes the tile by Mah-Jongg\. That completes your hand, so it is right\./);
    expect(won.answered).toEqual({ right: true, counts: true });
    expect(won.discard).toBeNull();
    expect(notes(won).West).toEqual([]);
    expect(texts(won).some((t) => /completes his hand, so it is a Mah-Jongg call/.test(t))).toBe(true);
  });

  it('called Mah-Jongg, it is the right call', () => {
    expect(claimOnBoard(board(CHOW_THAT_WINS), 'mahjong').ruled?.judgement?.kind).toBe('right');
  });

  it("ends the hand, and the winner's hand is scored on Harr's card, line by line", () => {
    const score = claimOnBoard(board(CHOW_THAT_WINS), 'mahjong').ruled?.winnerScore;
    expect(score?.seat).toBe('South');
    // Mah-Jongg 20; the 5 was the only tile to win on, 2; the runs score nothing; East Winds held concealed 8; a pair of dragons 2.
    expect(score?.lines.filter((l) => l.points > 0).map((l) => [l.label, l.points])).toEqual([
      ['Mah-Jongg', 20],
      ['Filling the only place to win', 2],
      ['Three of a kind, East Wind, concealed', 8],
      ['Pair of White Dragon', 2],
    ]);
    expect(score?.final).toBe(32);
  });

  it('a call that does not end the hand carries no score', () => {
    expect(claimOnBoard(board(CHOW_FROM_THE_LEFT), 'chow', ['4c', '6c']).ruled?.winnerScore).toBeNull();
  });
});

describe('a kong from a discard', () => {
  it('draws the loose tile, named to the learner, before he discards; the seats between lose their turns', () => {
    const konged = claimOnBoard(board(KONG_FROM_DISCARD), 'kong');
    expect(konged.ruled?.judgement?.kind).toBe('right');
    expect(texts(konged).at(-1)).toMatch(/^South draws a loose tile: the .+\.$/);
    expect(konged.discard).not.toBeNull();
    expect(notes(konged)).toEqual({ East: ['loses his turn'], South: ['takes the tile'], West: ['next to draw'], North: ['loses his turn'] });
  });
});

describe('three or four copies of an honour, in words', () => {
  // Harr's Illustration No. 9 as its board asks it: East holds three East Winds, and South discards the fourth.
  const WINDS = `
title: South's East Wind
view: East
East: E E E 1d 1d 1d 3b 3b 3b 5c 6c 7c Gd
event: South discards E
answer: East kong
`;

  it('names the tiles in the plural, as the course writes them: "three East Winds", never "three East Wind"', () => {
    expect(passOnBoard(board(WINDS)).ruled!.judgement!.text.join('')).toMatch(/Kong was open to you: you hold three East Winds, so it makes four of a kind\./);
    expect(texts(claimOnBoard(board(WINDS), 'kong'))).toContain("East holds three East Winds and takes the fourth from South's discard, laying all four face up.");
    const refused = claimOnBoard(board(WINDS.replace(' Gd\n', ' 6c\n')), 'mahjong');
    expect(refused.refused?.refusal.message).toMatch(/the four East Winds in his hand are not a set until they are declared\./);
  });

  it('keeps a suited tile\'s name: "three 1 of Circles"', () => {
    expect(passOnBoard(board(KONG_FROM_DISCARD)).ruled!.judgement!.text.join('')).toMatch(/you hold three 1 of Circles, so/);
  });
});

describe('an empty wall (A20)', () => {
  it('the chow still stands, and after the discard nobody draws', () => {
    const open = board(`${CHOW_FROM_THE_LEFT}wall: 0\n`);
    expect(open.wall).toBe(0);
    const done = discardOnBoard(claimOnBoard(open, 'chow'), 'Gd');
    expect(done.ruled?.ruling?.nextToDraw).toBeNull();
    expect(done.status).toBe('You discard the Green Dragon. No tile is left to draw: unless this discard is claimed, the hand ends as a draw game.');
    expect([...done.others, done.self].flatMap((s) => s.notes)).not.toContain('next to draw');
  });
});

describe('the title', () => {
  const titled = `${CHOW_FROM_THE_WRONG_SEAT.replace('title: A run from the left', "title: North's 5 of Characters")}solved-title: A chow from the wrong seat\n`;
  it('is the neutral title until a call is ruled on, then the solved title', () => {
    const open = board(titled);
    expect(open.title).toBe("North's 5 of Characters");
    const refused = claimOnBoard(open, 'chow');
    expect(refused.refused).not.toBeNull();
    expect(refused.title).toBe("North's 5 of Characters");
    expect(passOnBoard(open).title).toBe('A chow from the wrong seat');
    expect(passOnBoard(refused).title).toBe('A chow from the wrong seat');
  });

  it('"Show me" gives the solved title, and a reset after it keeps it; a reset after a call goes back to the neutral one', () => {
    const shown = showRightClaim(board(titled));
    expect(shown.title).toBe('A chow from the wrong seat');
    expect(resetBoard(shown).title).toBe('A chow from the wrong seat');
    expect(resetBoard(passOnBoard(board(titled))).title).toBe("North's 5 of Characters");
  });

  it('without a solved title, the title stays', () => {
    expect(board(CHOW_FROM_THE_LEFT).title).toBe('A run from the left');
    expect(claimOnBoard(board(CHOW_FROM_THE_LEFT), 'chow').title).toBe('A run from the left');
  });
});

describe('reset', () => {
  it('goes back to the position the board opened on, from any step', () => {
    const open = board(CHOW_FROM_THE_LEFT);
    const played = discardOnBoard(claimOnBoard(open, 'chow'), 'Gd');
    const back = resetBoard(played);
    expect(back.status).toBe('The board is back where it started.');
    expect({ ...back, status: '' }).toEqual(open);
    expect(back.table).toBe(open.position.table);
    expect(resetBoard(claimOnBoard(board(CHOOSE_THE_RUN), 'chow')).choosing).toBeNull();
  });

  it('a step that cannot be taken changes nothing and answers nothing, so no answer counts twice', () => {
    const ruled = claimOnBoard(board(CHOW_FROM_THE_LEFT), 'chow');
    const again = claimOnBoard(ruled, 'pung');
    expect(again.answered).toBeNull();
    expect(again.ruled).toBe(ruled.ruled);
    expect(passOnBoard(ruled).answered).toBeNull();
    expect(discardOnBoard(board(CHOW_FROM_THE_LEFT), 'Gd').answered).toBeNull();
  });
});

// ---------------------------------------------------------------------------
// Boards where the learner plays his own turn, holding his draw.
// ---------------------------------------------------------------------------

const SCENARIOS = new URL('../../content/scenarios/', import.meta.url);
const file = (name: string) => readFileSync(new URL(`${name}.scn`, SCENARIOS), 'utf8');
const lessonBoard = (name: string) => openBoard(parseScenario(file(name), name));
const judgement = (state: BoardState) => state.ruled?.judgement?.text.map((p) => (typeof p === 'string' ? p : p.stress)).join('');

describe('own-turn boards: opening', () => {
  it('offers the moves the hand allows, the draw, and a discard; no call, but "Show me"', () => {
    const open = lessonBoard('four-of-a-kind-2');
    expect(open.claimButtons).toBeNull();
    expect(open.offered).toBeNull();
    expect(open.drew).toEqual({ tile: '1d', label: 'Your draw from the wall' });
    expect(open.turn?.map((t) => t.label)).toEqual(['Declare a kong of 7 of Characters', 'Declare a kong of 1 of Circles']);
    expect(open.discard?.tiles).toHaveLength(14);
    expect(open.discard?.hint).toContain('Any tile but the 1 of Circles keeps your four in the hand, undeclared.');
    expect(open).toMatchObject({ canShow: true, canReset: false, ruled: null, refused: null, answered: null });
  });

  it('offers to add a drawn fourth to an exposed pung', () => {
    expect(lessonBoard('four-of-a-kind-4').turn?.map((t) => t.label)).toContain('Add the 5 of Bamboo to your pung');
  });
});

describe('own-turn boards: declaring a concealed kong', () => {
  it('lays the four out, ends face down, draws the loose tile the file names, and asks for a discard', () => {
    const kong = moveOnBoard(lessonBoard('four-of-a-kind-2'), { kind: 'kong', tile: '1d' });
    expect(kong.answered).toEqual({ right: true, counts: true });
    expect(kong.ruled?.head).toBe('Your move: Declare a kong of 1 of Circles.');
    expect(kong.ruled?.judgement?.kind).toBe('right');
    expect(kong.self.tiles.melds).toEqual([{ kind: 'kong', tiles: ['1d', '1d', '1d', '1d'], kongWay: 'concealed' }]);
    expect(texts(kong)).toEqual([
      'South lays out his four 1 of Circles, the two end tiles face down: the kong still scores as concealed.',
      'South draws a loose tile: the 6 of Bamboo.',
    ]);
    expect(kong.drew).toEqual({ tile: '6b', label: 'Your loose tile' });
    expect(kong.title).toBe('A concealed kong, declared');
    // Four declared: thirteen in hand and on the table, plus one for the kong, plus the loose tile to discard.
    expect(kong.self.tiles.concealed).toHaveLength(11);
    expect(kong.turn).toEqual([]);
    const done = discardOnBoard(kong, 'N');
    expect(texts(done).slice(-2)).toEqual(['You discard the North Wind.', 'West is next to draw.']);
    expect(done).toMatchObject({ discard: null, turn: null, answered: null });
    expect(done.status).toBe('You discard the North Wind. West is next to draw.');
  });

  it('keeping the four instead is allowed but weaker, and says why: held, four count as three', () => {
    const held = discardOnBoard(lessonBoard('four-of-a-kind-2'), 'N');
    expect(held.answered).toEqual({ right: false, counts: true });
    expect(held.ruled?.judgement?.kind).toBe('allowed');
    expect(judgement(held)).toMatch(/^Discarding the North Wind is allowed, but declaring your four 1 of Circles was open to you: .*held in the hand, four count only as three\. Reset and try again, or press Show me\.$/);
    expect(held.self.tiles.concealed.filter((t) => t === '1d')).toHaveLength(4);
  });
});

describe('own-turn boards: holding four (A10)', () => {
  it('a discard that keeps the four is the right move', () => {
    const held = discardOnBoard(lessonBoard('four-of-a-kind-3'), 'N');
    expect(held.ruled?.judgement?.kind).toBe('right');
    expect(held.answered).toEqual({ right: true, counts: true });
    expect(texts(held)).toEqual(['You discard the North Wind.', 'North is next to draw.']);
  });

  it('declaring is allowed but weaker: one of the four belongs in a run', () => {
    const declared = moveOnBoard(lessonBoard('four-of-a-kind-3'), { kind: 'kong', tile: '8c' });
    expect(declared.ruled?.judgement?.kind).toBe('allowed');
    expect(judgement(declared)).toContain('Declaring a kong of 8 of Characters is allowed, but your four 8 of Characters do more in your hand: one of them makes a run with your 6 and 7');
    // The kong stands all the same: the loose tile is drawn and the learner discards.
    expect(declared.discard).not.toBeNull();
  });

  it('throwing one of the four away is allowed but weaker too', () => {
    const thrown = discardOnBoard(lessonBoard('four-of-a-kind-3'), '8c');
    expect(thrown.ruled?.judgement?.kind).toBe('allowed');
  });

  it('a discard that keeps the four but breaks the hand is allowed but weaker, graded so, and says which discards keep it waiting', () => {
    // West's 6 of Characters: the run 6-7-8 is gone, and the hand two tiles from Mah-Jongg; a lone honour keeps it at one.
    const broken = discardOnBoard(lessonBoard('four-of-a-kind-3'), '6c');
    expect(broken.ruled?.judgement?.kind).toBe('allowed');
    expect(broken.answered).toEqual({ right: false, counts: true });
    expect(judgement(broken)).toContain(
      'Discarding the 6 of Characters keeps your four 8 of Characters, but leaves your hand 2 tiles from Mah-Jongg; the Green Dragon or the North Wind would have left it one tile from it.',
    );
    expect(discardOnBoard(lessonBoard('four-of-a-kind-3'), 'Gd').ruled?.judgement?.kind).toBe('right');
  });

  it('with no tile left to draw, any discard that keeps the four is right: the hand ends unless it is claimed, however near it stands', () => {
    const kept = discardOnBoard(lessonBoard('four-of-a-kind-6'), '5b');
    expect(kept.ruled?.judgement?.kind).toBe('right');
    expect(kept.answered).toEqual({ right: true, counts: true });
  });
});

describe('own-turn boards: adding to an exposed pung', () => {
  it('the pung becomes a kong with its added tile, and the loose tile follows', () => {
    const added = moveOnBoard(lessonBoard('four-of-a-kind-4'), { kind: 'add', tile: '5b' });
    expect(added.ruled?.judgement?.kind).toBe('right');
    expect(added.self.tiles.melds[0]).toMatchObject({ kind: 'kong', kongWay: 'added', tiles: ['5b', '5b', '5b', '5b'] });
    expect(texts(added)).toEqual(['North adds the 5 of Bamboo to his exposed pung, which becomes a kong.', 'North draws a loose tile: the 3 of Circles.']);
    // Nobody may rob it here, and the board says nothing of robbing: a later lesson's idea.
    expect(added.status).not.toMatch(/rob/i);
  });

  it('discarding the fourth is allowed but weaker', () => {
    const thrown = discardOnBoard(lessonBoard('four-of-a-kind-4'), '5b');
    expect(judgement(thrown)).toContain('Discarding the 5 of Bamboo is allowed, but the 5 of Bamboo is the fourth tile of your exposed pung: added to it, it makes a kong.');
  });
});

describe('own-turn boards: refusals are values with the rule', () => {
  it('no loose tile left: the kong is refused (KONG-LOOSE-TILE, A20), nothing is played, and the learner may still move', () => {
    const open = lessonBoard('four-of-a-kind-6');
    const refused = moveOnBoard(open, { kind: 'kong', tile: '9c' });
    expect(refused.refused?.head).toBe('Refused: Declare a kong of 9 of Characters');
    expect(refused.refused?.refusal.rule).toBe('KONG-LOOSE-TILE');
    expect(refused.refused?.refusal.fix).toBe('Keep the four in hand: undeclared, they count as three of a kind.');
    expect(refused.table).toBe(open.table);
    expect(refused).toMatchObject({ ruled: null, answered: { right: false, counts: true }, title: "East's last draw" });
    expect(refused.discard).not.toBeNull();
    const kept = discardOnBoard(refused, 'N');
    expect(kept.ruled?.judgement?.kind).toBe('right');
    expect(texts(kept)).toEqual(['You discard the North Wind.', 'No tile is left to draw: unless this discard is claimed, the hand ends as a draw game.']);
  });

  it('no loose tile left, a kong of a pair is refused as no four, and never told to keep a four it does not hold (lesson 6, board 6)', () => {
    const refused = moveOnBoard(lessonBoard('four-of-a-kind-6'), { kind: 'kong', tile: '8b' });
    expect(refused.refused?.refusal).toMatchObject({ rule: 'KONG-CONCEALED', message: 'East holds two of the 8 of Bamboo; a concealed kong needs all four in his hand.' });
    expect(refused.refused?.refusal.fix).toBeUndefined();
  });

  it('with no four and no pung to add to, the discard is the only move', () => {
    // East at the deal, with fourteen: any discard is his move.
    const open = board(`
title: The deal is done
view: East
East: 1c 2c 3c 7c 9c 3b 4b 4b 2d 6d 6d E W Rd
turn: East discards
answer: discard
`);
    expect(open.turn).toEqual([]);
    expect(open.drew).toBeNull();
    const done = discardOnBoard(open, 'Rd');
    expect(done.ruled?.judgement?.kind).toBe('right');
    expect(texts(done)).toEqual(['You discard the Red Dragon.', 'South is next to draw.']);
  });

  it('straight after a pung, a four in the hand cannot be declared (A16): refused, and the pung stands', () => {
    const pungThenKong = `
title: South's 9 of Characters
view: East
East: 9c 9c 7d 7d 7d 7d 1b 2b 3b 5c 6c Wd N
event: South discards 9c
answer: East pung
`;
    const punged = claimOnBoard(board(pungThenKong), 'pung');
    expect(punged.turn?.map((t) => t.label)).toEqual(['Declare a kong of 7 of Circles', 'Add the 9 of Characters to your pung']);
    const refused = moveOnBoard(punged, { kind: 'kong', tile: '7d' });
    expect(refused.refused?.refusal.rule).toBe('KONG-CONCEALED');
    expect(refused.refused?.refusal.message).toContain('not straight after a chow or pung');
    expect(refused.ruled).toBe(punged.ruled);
    expect(refused.answered).toBeNull();
    const done = discardOnBoard(refused, 'N');
    expect(texts(done).at(-1)).toBe('South is next to draw.');
  });
});

describe('own-turn boards: "Show me", reset, and progress', () => {
  it('"Show me" plays the answer, counts once as a miss, and shows the solved title', () => {
    const shown = showRightClaim(lessonBoard('four-of-a-kind-3'));
    expect(shown.ruled?.head).toMatch(/^The right move: Discard the /);
    expect(shown.ruled?.move).toMatchObject({ kind: 'discard' });
    // One of the discards that keep the hand waiting on one tile, as the board grades a discard.
    expect(['Gd', 'N']).toContain((shown.ruled?.move as { tile: string }).tile);
    expect(shown.answered).toEqual({ right: false, counts: true });
    expect(shown.title).toBe('Four kept in the hand');
    const again = discardOnBoard(resetBoard(shown), 'N');
    expect(again.answered).toEqual({ right: true, counts: false });
  });

  it('reset goes back to the draw', () => {
    const open = lessonBoard('four-of-a-kind-2');
    const back = resetBoard(discardOnBoard(moveOnBoard(open, { kind: 'kong', tile: '1d' }), 'N'));
    expect({ ...back, status: '' }).toEqual(open);
  });
});

describe('own-turn boards offer the moves the learner might try, not only the right one', () => {
  it.each([
    ['four-of-a-kind-2', ['Declare a kong of 7 of Characters', 'Declare a kong of 1 of Circles']],
    ['four-of-a-kind-3', ['Declare a kong of 8 of Characters', 'Declare a kong of 5 of Circles']],
    ['four-of-a-kind-4', ['Declare a kong of 1 of Characters', 'Declare a kong of 5 of Bamboo', 'Add the 5 of Bamboo to your pung']],
    ['four-of-a-kind-6', ['Declare a kong of 9 of Characters', 'Declare a kong of 8 of Bamboo', 'Declare a kong of South Wind']],
  ])('%s', (name, labels) => {
    expect(lessonBoard(name).turn?.map((t) => t.label)).toEqual(labels);
  });

  it('each move offered is ruled by the engine: allowed, or refused with its rule and nothing played', () => {
    const open = lessonBoard('four-of-a-kind-4');
    const rules = open.turn!.map((t) => moveOnBoard(lessonBoard('four-of-a-kind-4'), t.move)).map((s) => (s.refused ? s.refused.refusal.rule : s.ruled?.judgement?.kind));
    expect(rules).toEqual(['KONG-CONCEALED', 'KONG-ADD-DRAWN', 'right']);
    const pair = moveOnBoard(open, { kind: 'kong', tile: '1c' });
    expect(pair.refused?.refusal.message).toBe('North holds two of the 1 of Characters; a concealed kong needs all four in his hand.');
    expect(pair).toMatchObject({ ruled: null, answered: { right: false, counts: true } });
    expect(pair.table).toBe(open.table);
  });

  it('every own-turn board whose hand could make a kong offers more than one move, so the buttons do not name the answer', () => {
    const names = readdirSync(SCENARIOS).filter((f) => f.endsWith('.scn')).map((f) => f.slice(0, -4));
    for (const name of names) {
      const open = lessonBoard(name);
      if (open.turn?.length) expect(open.turn.length, name).toBeGreaterThan(1);
    }
  });
});

describe('every own-turn board in content: the engine plays its answer', () => {
  const names = readdirSync(SCENARIOS).filter((f) => f.endsWith('.scn')).map((f) => f.slice(0, -4));
  const own = names.filter((n) => parseScenario(file(n), n).turnAnswer !== undefined);
  it('there are own-turn boards', () => expect(own.length).toBeGreaterThanOrEqual(4));
  it.each(own)('%s', (name) => {
    const shown = showRightClaim(lessonBoard(name));
    expect(shown.refused).toBeNull();
    expect(shown.ruled?.move).not.toBeNull();
    // Replayed as the learner's own move, "Show me"'s move is judged right.
    const { move } = shown.ruled!;
    const open = lessonBoard(name);
    const mine = move!.kind === 'discard' ? discardOnBoard(open, move!.tile) : moveOnBoard(open, move!);
    expect(mine.ruled?.judgement?.kind).toBe('right');
  });
});

describe("an answer's outcome, as the verdict draws it", () => {
  const titled = `${CHOW_FROM_THE_LEFT}solved-title: A chow from the left\n`;

  it('is none before any answer, and again after a reset', () => {
    const open = board(titled);
    expect(open.outcome).toBeNull();
    expect(resetBoard(passOnBoard(open)).outcome).toBeNull();
  });

  it('the right call is right, and solves the board', () => {
    const right = claimOnBoard(board(titled), 'chow');
    expect(right.outcome).toBe('right');
    expect(right.title).toBe('A chow from the left');
  });

  it('an allowed but weaker call is weaker, and leaves the board unsolved, its title neutral, to be tried again', () => {
    const passed = passOnBoard(board(titled));
    expect(passed.outcome).toBe('weaker');
    expect(passed.title).toBe('A run from the left');
    expect(passed.status).toMatch(/^Allowed, but weaker\. Pass: Nobody takes the tile\./);
    expect(passed.canReset).toBe(true);
    const again = claimOnBoard(resetBoard(passed), 'chow');
    expect(again.outcome).toBe('right');
    expect(again.answered).toEqual({ right: true, counts: true });
  });

  it('a refused call is refused, carries nothing out and keeps the calls open', () => {
    const refused = claimOnBoard(board(CHOW_FROM_THE_WRONG_SEAT), 'chow');
    expect(refused.outcome).toBe('refused');
    expect(refused.claimButtons).not.toBeNull();
  });

  it('a chow ruled as Mah-Jongg is right', () => {
    expect(claimOnBoard(board(CHOW_THAT_WINS), 'chow').outcome).toBe('right');
  });

  it('"Show me" is shown, neither right nor weaker', () => {
    expect(showRightClaim(board(titled)).outcome).toBe('shown');
  });

  it('a weaker call stays weaker while the learner discards after it', () => {
    const asked = claimOnBoard(board(CHOOSE_THE_RUN), 'chow');
    const other = claimOnBoard(asked, 'chow', ['3c', '4c']);
    expect(other.outcome).toBe('weaker');
    const spare = other.discard!.tiles[0];
    expect(discardOnBoard(other, spare).outcome).toBe('weaker');
  });
});
