import { describe, expect, it } from 'vitest';
import { type BoardState, callOnBoard, discardOnBoard, openBoard, passOnBoard, resetBoard, showRightCall } from './board';
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
    expect(open.calls?.map((c) => c.label)).toEqual(['Chow', 'Pung', 'Kong', 'Mah-Jongg']);
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
    expect(quiet).toMatchObject({ event: null, offered: null, calls: null, canShow: false });
    expect(showRightCall(quiet)).toBe(quiet);
  });
});

describe('a right chow, then a discard', () => {
  it('carries out the chow, counts it as solved at the first try, and asks the learner to discard', () => {
    const after = callOnBoard(board(CHOW_FROM_THE_LEFT), 'chow');
    expect(after.answered).toEqual({ right: true, counts: true });
    expect(after.ruled?.call).toEqual({ seat: 'South', kind: 'chow', tiles: ['4c', '6c'] });
    expect(after.ruled?.head).toBe('Your call: Chow with 4 and 6 of Characters — South takes the tile (Chow).');
    expect(after.ruled?.judgement).toEqual({ kind: 'right', text: ['That is the right call.'] });
    expect(after.self.tiles.melds).toEqual([{ kind: 'chow', tiles: ['4c', '5c', '6c'], claimed: { tile: '5c', from: 'East' } }]);
    expect(after.discard?.tiles).toContain('Gd');
    expect(after.discard?.hint).toBe('Choose a tile from your hand to discard.');
    expect(after.status).toBe('Chow with 4 and 6 of Characters: South takes the tile by Chow. Choose a tile to discard.');
    expect(after).toMatchObject({ calls: null, offered: null, refused: null, canReset: true });
    expect(notes(after)).toEqual({ East: [], South: ['takes the tile'], West: ['next to draw'], North: [] });
  });

  it('the discard goes on the table, and the board says who draws next', () => {
    const chowed = callOnBoard(board(CHOW_FROM_THE_LEFT), 'chow');
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
    const chowed = callOnBoard(board(CHOW_FROM_THE_LEFT), 'chow');
    const tried = discardOnBoard(chowed, 'Rd');
    expect(tried.status).toBe('South holds no Red Dragon to discard.');
    expect(tried.discard).toEqual(chowed.discard);
    expect(tried.table).toBe(chowed.table);
  });
});

describe('a refused call', () => {
  it('a chow from the wrong seat is refused with CHOW-LEFT-ONLY, nothing carried out, and the learner may call again', () => {
    const open = board(CHOW_FROM_THE_WRONG_SEAT);
    const tried = callOnBoard(open, 'chow');
    expect(tried.refused?.refusal.rule).toBe('CHOW-LEFT-ONLY');
    expect(tried.refused?.refusal.message).toMatch(/^Only East, the player on North's right, may chow North's discard/);
    expect(tried.refused?.head).toBe('Refused: Chow with 4 and 6 of Characters');
    expect(tried.status).toMatch(/^Chow with 4 and 6 of Characters is not allowed\. Only East/);
    expect(tried.answered).toEqual({ right: false, counts: true });
    expect(tried.table).toBe(open.table);
    expect(tried.ruled).toBeNull();
    expect(tried.calls).toEqual(open.calls);
    expect(tried.offered).toEqual(open.offered);
    expect(tried.canReset).toBe(true);
  });

  it('a call after the refusal is ruled on, and the refusal goes', () => {
    const passed = passOnBoard(callOnBoard(board(CHOW_FROM_THE_WRONG_SEAT), 'chow'));
    expect(passed.refused).toBeNull();
    expect(passed.ruled?.judgement?.kind).toBe('right');
  });
});

describe('a chow with two runs to choose from', () => {
  it('asks which two tiles, answering nothing yet', () => {
    const asked = callOnBoard(board(CHOOSE_THE_RUN), 'chow');
    expect(asked.choosing).toEqual([
      { tiles: ['3c', '4c'], label: 'Chow with 3c-4c', names: '3 of Characters and 4 of Characters' },
      { tiles: ['4c', '6c'], label: 'Chow with 4c-6c', names: '4 of Characters and 6 of Characters' },
    ]);
    expect(asked.status).toBe('Choose the two tiles to chow with: 3 of Characters and 4 of Characters, or 4 of Characters and 6 of Characters.');
    expect(asked.answered).toBeNull();
    expect(asked.ruled).toBeNull();
    expect(asked.canReset).toBe(true);
  });

  it('the run the answer names is right; the other is allowed but not the best, pointing to "Show me"', () => {
    const asked = callOnBoard(board(CHOOSE_THE_RUN), 'chow');
    const right = callOnBoard(asked, 'chow', ['4c', '6c']);
    expect(right.choosing).toBeNull();
    expect(right.ruled?.judgement?.kind).toBe('right');
    expect(right.answered).toEqual({ right: true, counts: true });
    const other = callOnBoard(asked, 'chow', ['3c', '4c']);
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
    expect(passed.ruled?.call).toBeNull();
    expect(passed.ruled?.head).toBe('Your call: Pass — nobody takes the tile.');
    expect(texts(passed)).toContain('Nobody takes the 5 of Characters. East draws from the wall and discards, as in any turn.');
    expect(passed.status).toBe('Pass: Nobody takes the tile.');
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
    const chowed = callOnBoard(rivals, 'chow');
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
    const shown = showRightCall(board(CHOW_FROM_THE_LEFT));
    expect(shown.ruled?.shown).toBe(true);
    expect(shown.ruled?.head).toBe('The right call: Chow with 4 and 6 of Characters — South takes the tile (Chow).');
    expect(shown.ruled?.judgement).toBeNull();
    expect(shown.answered).toEqual({ right: false, counts: true });
    expect(shown.answerShown).toBe(true);
    expect(showRightCall(shown).answered).toEqual({ right: false, counts: false });

    const again = resetBoard(shown);
    expect(again.answerShown).toBe(true);
    const right = callOnBoard(again, 'chow');
    expect(right.ruled?.judgement?.kind).toBe('right');
    expect(right.answered).toEqual({ right: true, counts: false });
    // A wrong call is still a miss.
    expect(passOnBoard(resetBoard(right)).answered).toEqual({ right: false, counts: true });
  });
});

describe('a chow that completes the hand (A19)', () => {
  it('is ruled as Mah-Jongg, beats the pung, and the learner is told to call it so: not solved', () => {
    const won = callOnBoard(board(CHOW_THAT_WINS), 'chow');
    expect(won.ruled?.ruling?.awardedTo).toBe('South');
    expect(won.ruled?.ruling?.awardedAs).toBe('mahjong');
    expect(won.ruled?.head).toBe('Your call: Chow with 4 and 6 of Characters — South takes the tile (Mah-Jongg).');
    expect(won.ruled?.judgement?.kind).toBe('ruled-as-win');
    expect(won.ruled?.judgement?.text.join('')).toMatch(/^That completes your hand: call Mah-Jongg\./);
    expect(won.status).toMatch(/^Chow with 4 and 6 of Characters: South takes the tile by Mah-Jongg\. That completes your hand: call Mah-Jongg\./);
    expect(won.answered).toEqual({ right: false, counts: true });
    expect(won.discard).toBeNull();
    expect(notes(won).West).toEqual([]);
    expect(texts(won).some((t) => /completes his hand, so it is a Mah-Jongg call/.test(t))).toBe(true);
  });

  it('called Mah-Jongg, it is the right call', () => {
    expect(callOnBoard(board(CHOW_THAT_WINS), 'mahjong').ruled?.judgement?.kind).toBe('right');
  });
});

describe('a kong from a discard', () => {
  it('draws the loose tile, named to the learner, before he discards; the seats between lose their turns', () => {
    const konged = callOnBoard(board(KONG_FROM_DISCARD), 'kong');
    expect(konged.ruled?.judgement?.kind).toBe('right');
    expect(texts(konged).at(-1)).toMatch(/^South draws a loose tile: the .+\.$/);
    expect(konged.discard).not.toBeNull();
    expect(notes(konged)).toEqual({ East: ['loses his turn'], South: ['takes the tile'], West: ['next to draw'], North: ['loses his turn'] });
  });
});

describe('an empty wall (A20)', () => {
  it('the chow still stands, and after the discard nobody draws', () => {
    const open = board(`${CHOW_FROM_THE_LEFT}wall: 0\n`);
    expect(open.wall).toBe(0);
    const done = discardOnBoard(callOnBoard(open, 'chow'), 'Gd');
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
    const refused = callOnBoard(open, 'chow');
    expect(refused.refused).not.toBeNull();
    expect(refused.title).toBe("North's 5 of Characters");
    expect(passOnBoard(open).title).toBe('A chow from the wrong seat');
    expect(passOnBoard(refused).title).toBe('A chow from the wrong seat');
  });

  it('"Show me" gives the solved title, and a reset after it keeps it; a reset after a call goes back to the neutral one', () => {
    const shown = showRightCall(board(titled));
    expect(shown.title).toBe('A chow from the wrong seat');
    expect(resetBoard(shown).title).toBe('A chow from the wrong seat');
    expect(resetBoard(passOnBoard(board(titled))).title).toBe("North's 5 of Characters");
  });

  it('without a solved title, the title stays', () => {
    expect(board(CHOW_FROM_THE_LEFT).title).toBe('A run from the left');
    expect(callOnBoard(board(CHOW_FROM_THE_LEFT), 'chow').title).toBe('A run from the left');
  });
});

describe('reset', () => {
  it('goes back to the position the board opened on, from any step', () => {
    const open = board(CHOW_FROM_THE_LEFT);
    const played = discardOnBoard(callOnBoard(open, 'chow'), 'Gd');
    const back = resetBoard(played);
    expect(back.status).toBe('The board is back where it started.');
    expect({ ...back, status: '' }).toEqual(open);
    expect(back.table).toBe(open.position.table);
    expect(resetBoard(callOnBoard(board(CHOOSE_THE_RUN), 'chow')).choosing).toBeNull();
  });

  it('a step that cannot be taken changes nothing and answers nothing, so no answer counts twice', () => {
    const ruled = callOnBoard(board(CHOW_FROM_THE_LEFT), 'chow');
    const again = callOnBoard(ruled, 'pung');
    expect(again.answered).toBeNull();
    expect(again.ruled).toBe(ruled.ruled);
    expect(passOnBoard(ruled).answered).toBeNull();
    expect(discardOnBoard(board(CHOW_FROM_THE_LEFT), 'Gd').answered).toBeNull();
  });
});
