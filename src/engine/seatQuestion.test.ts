import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answerOnBoard, discardOnBoard, openBoard, resetBoard, showRightClaim } from './board';
import { parseScenario } from './formats/scenario';
import { answerRules } from './grading';
import { questionAnswer } from './seatQuestion';
import { judgeSeats, seatQuestion } from './seatQuestionWords';

// East has made the first discard of the hand, and nobody calls for it.
const FIRST_DISCARD = `
title: The first discard
view: East
East: 1c 2c 3c 7c 9c 3b 4b 4b 2d 6d 6d W Rd
event: East discards N
ask: next
`;

// North has drawn, and holds fourteen.
const DRAWN = `
title: North's turn
view: North
North: 2c 3c 7c 9c 4b 4b 1d 5d 8d E S Gd W
turn: North drew 6b
ask: discards
`;

// South discards and East pungs: West and North are passed over.
const PUNGED = `
title: South's 2 of Circles
view: East
East: 2d 2d 5c 6c 7c 1b 1b 4b 5b 6b 9c Wd Rd
event: South discards 2d
claim: East pung
ask: lost
`;

// North holds twelve tiles; West's fourteen are right with his kong.
const COUNTED = `
title: Count the hands
view: East
East: 1b 2b 3b 5c 5c 5c 7d 8d 9d E E S W
West: hidden | kong Gd Gd Gd Gd* from North
North: 1c 1c 2c 5b 8c 3b 3b 7b 9b 4d 6d S
event: South discards 9c
ask: dead
`;

const position = (text: string) => parseScenario(text, 'question');
const board = (text: string) => openBoard(position(text));

describe('the engine finds the answer in the facts of the position and its ruling', () => {
  it('who draws next: the seat on the discarder\'s right, or after a claim on the claimant\'s', () => {
    expect(questionAnswer(position(FIRST_DISCARD))).toEqual(['South']);
    expect(questionAnswer(position(PUNGED.replace('ask: lost', 'ask: next')))).toEqual(['South']);
    // West, next after South, chows: play goes on from him, to North.
    const chowed = PUNGED.replace('claim: East pung', 'West: 1d 3d hidden\nclaim: West chow 1d 3d').replace('ask: lost', 'ask: next');
    expect(questionAnswer(position(chowed))).toEqual(['North']);
    expect(questionAnswer(position(chowed.replace('ask: next', 'ask: lost')))).toEqual([]);
  });

  it('who draws next in a turn at the wall\'s end: nobody once the last tile is gone, a loose tile\'s included (A20)', () => {
    // East owes the loose tile of his concealed kong, or is due to draw; read as a board that asks whose hand is dead
    // (nobody's), then asked the question in hand.
    const at = (wall: number, turn: string, ask: 'next' | 'discards') => ({
      ...position(`title: The wall's end\nview: East\nEast: 1c 2c 3c 4b 5b 6b 7d 8d 9d N | kong 1d 1d 1d 1d concealed\nwall: ${wall}\nturn: ${turn}\nask: dead`),
      ask,
    });
    // His loose tile is the wall's last: once he has discarded, nobody can draw, and the hand ends unless it is claimed.
    expect(questionAnswer(at(1, 'East draws loose', 'next'))).toEqual([]);
    expect(questionAnswer(at(2, 'East draws loose', 'next'))).toEqual(['South']);
    expect(questionAnswer(at(1, 'East draws loose', 'discards'))).toEqual(['East']);
    // A draw is due and none can be made: the hand ends as a draw game, so nobody draws, nor discards.
    expect(questionAnswer(at(0, 'East draws', 'next'))).toEqual([]);
    expect(questionAnswer(at(0, 'East draws', 'discards'))).toEqual([]);
    expect(questionAnswer(at(1, 'East draws', 'next'))).toEqual(['East']);
    // So a board cannot ask it: "nobody" is not among the seats it offers.
    expect(() => position(`title: The wall's end\nview: East\nEast: 1c 2c 3c 4b 5b 6b 7d 8d 9d N | kong 1d 1d 1d 1d concealed\nwall: 1\nturn: East draws loose\nask: next`)).toThrow(/nobody/);
  });

  it('who discards next: the seat holding his draw, or the claimant', () => {
    expect(questionAnswer(position(DRAWN))).toEqual(['North']);
    expect(questionAnswer(position(PUNGED.replace('ask: lost', 'ask: discards')))).toEqual(['East']);
  });

  it('who loses a turn: the seats between the discarder and the claimant; nobody when no claim passes over one', () => {
    expect(questionAnswer(position(PUNGED))).toEqual(['West', 'North']);
    expect(questionAnswer(position(PUNGED.replace('South discards 2d', 'North discards 2d')))).toEqual([]);
  });

  it('whose hand is dead: the seat with the wrong count, thirteen plus one per kong', () => {
    expect(questionAnswer(position(COUNTED))).toEqual(['North']);
  });
});

describe('the answers a board offers', () => {
  it('the four seats, the learner\'s own marked; "Nobody" too for a dead hand', () => {
    expect(seatQuestion(position(FIRST_DISCARD))).toEqual({
      kind: 'next',
      text: 'Who draws next?',
      choices: [
        { seats: ['East'], label: 'East (you)' },
        { seats: ['South'], label: 'South' },
        { seats: ['West'], label: 'West' },
        { seats: ['North'], label: 'North' },
      ],
    });
    expect(seatQuestion(position(COUNTED))!.choices.map((c) => c.label)).toEqual(['East (you)', 'South', 'West', 'North', 'Nobody']);
  });

  it('for lost turns, the seats a claim can pass over: nobody, the next seat, the one after, or both', () => {
    expect(seatQuestion(position(PUNGED))!.choices).toEqual([
      { seats: [], label: 'Nobody' },
      { seats: ['West'], label: 'West' },
      { seats: ['North'], label: 'North' },
      { seats: ['West', 'North'], label: 'West and North' },
    ]);
  });

  it('no question on a board that asks for a call', () => {
    expect(seatQuestion(position(FIRST_DISCARD.replace('ask: next', 'answer: pass')))).toBeNull();
  });
});

describe('a wrong answer is a refusal: why, and its rule, and nothing moves', () => {
  it('says why the seat is wrong without naming the right one', () => {
    const p = position(FIRST_DISCARD);
    expect(judgeSeats(p, ['West'])).toEqual({ right: false, reason: { rule: 'SEAT-ORDER', text: 'Not West: play passes to the right, so the next to draw is the player on your right.' } });
    expect(judgeSeats(position(DRAWN), ['East']).reason).toEqual({ rule: 'TURN-DRAW-DISCARD', text: 'Not East: a turn is one draw, then one discard, and it passes on only after the discard.' });
    expect(judgeSeats(position(PUNGED), ['West']).reason.text).toBe('Not West: a claim passes over every player who sits between the discarder, South, and the claimant, East, in the order of play.');
    expect(judgeSeats(position(PUNGED), ['West', 'North']).right).toBe(true);
    expect(judgeSeats(position(COUNTED), ['West']).reason.text).toBe("Not West: West's hand holds 14 tiles, as it should: 13, plus one for his kong.");
    expect(judgeSeats(position(COUNTED), []).reason.text).toBe('Not so: count each hand, its concealed tiles and its sets on the table: one holds the wrong number.');
  });

  it('on the board: refused, counted as a miss, graded on its rule; the question stays, and a reset keeps it', () => {
    const open = board(PUNGED);
    const wrong = answerOnBoard(open, ['North']);
    expect(wrong.outcome).toBe('refused');
    expect(wrong.refused).toMatchObject({ tried: { kind: 'seats', seats: ['North'] }, head: 'Not so: North', refusal: { rule: 'TURN-SKIP' } });
    expect(wrong.answered).toEqual({ right: false, counts: true });
    expect(wrong.graded).toEqual(['TURN-SKIP']);
    expect(wrong.table).toBe(open.table);
    expect(wrong.question).toEqual(open.question);
    expect(wrong.title).toBe(open.title);
    expect(wrong.claimButtons).toBeNull();
    expect(resetBoard(wrong).question).toEqual(open.question);
  });
});

describe('the right answer plays the position on', () => {
  it('after a claim: the ruling carried out, the seats noted, and the claimant asked to discard', () => {
    const right = answerOnBoard(board(PUNGED), ['West', 'North']);
    expect(right.outcome).toBe('right');
    expect(right.answered).toEqual({ right: true, counts: true });
    expect(right.graded).toEqual(['TURN-SKIP']);
    expect(right.question).toBeUndefined();
    expect(right.ruled!.head).toBe('Your answer: West and North.');
    expect(right.ruled!.judgement).toEqual({ kind: 'right', text: ['West and North lose their turns: they sit between South, who discarded, and East, who takes the tile, in the order of play.'] });
    expect(right.others.filter((s) => s.notes.includes('loses his turn')).map((s) => s.seat)).toEqual(['West', 'North']);
    expect(right.discard).not.toBeNull();
    expect(discardOnBoard(right, '9c').status).toBe('You discard the 9 of Characters. South is next to draw.');
  });

  it('in the learner\'s own turn: he discards next, and the turn then passes', () => {
    const right = answerOnBoard(board(DRAWN), ['North']);
    expect(right.ruled!.reasons[0]).toEqual({ rule: 'TURN-DRAW-DISCARD', text: 'North discards next: he has drawn, and a turn is one draw, then one discard; it passes on only after the discard.' });
    expect(right.discard?.tiles).toHaveLength(14);
    expect(right.drew).toEqual({ tile: '6b', label: 'Your draw from the wall' });
    expect(discardOnBoard(right, 'W').status).toBe('You discard the West Wind. East is next to draw.');
  });

  it('with nothing to carry out: says so, and the board is done', () => {
    const right = answerOnBoard(board(FIRST_DISCARD), ['South']);
    expect(right.status).toBe("Right. South draws next: play passes to the right, and South sits on your right.");
    expect(right.discard).toBeNull();
    expect(right.ruled!.reasons.map((r) => r.rule)).toEqual(['SEAT-ORDER', 'ANNOUNCE-DISCARD', 'TURN-DRAW-DISCARD']);
    expect(answerOnBoard(board(COUNTED), ['North']).ruled!.judgement!.text).toEqual(["North's hand is dead: it holds 12 tiles, where it should hold 13."]);
  });
});

describe('"Show me" on a question', () => {
  it('gives the engine\'s answer, counts once as a miss, and a right answer after it solves the board without counting', () => {
    const open = board(COUNTED);
    const shown = showRightClaim(open);
    expect(shown.outcome).toBe('shown');
    expect(shown.ruled!.head).toBe('The answer: North.');
    expect(shown.answered).toEqual({ right: false, counts: true });
    expect(shown.graded).toEqual(['TILECOUNT-13-PLUS-KONGS']);
    const after = answerOnBoard(resetBoard(shown), ['North']);
    expect(after.answered).toEqual({ right: true, counts: false });
    expect(open.canShow).toBe(true);
  });
});

describe('grading a question', () => {
  it('on the rule it turns on, and only on a rule the course has taught by then', () => {
    expect(answerRules(position(PUNGED), null)).toEqual(['TURN-SKIP']);
    expect(answerRules({ ...position(PUNGED), taught: ['SEAT-ORDER'] }, null)).toEqual([]);
    expect(answerRules(position(PUNGED.replace('ask: lost', 'ask: next')), null)).toEqual(['TURN-AFTER-CLAIM']);
  });
});

describe('every board of the course that asks a question', () => {
  const dir = new URL('../../content/scenarios/', import.meta.url);
  const asked = readdirSync(dir)
    .filter((f) => f.endsWith('.scn'))
    .map((f) => parseScenario(readFileSync(new URL(f, dir), 'utf8'), f.slice(0, -4)))
    .filter((p) => p.ask);

  it('there are such boards, one of each question the lessons ask', () => {
    expect(new Set(asked.map((p) => p.ask))).toEqual(new Set(['next', 'discards', 'lost', 'dead']));
  });

  it.each(asked.map((p) => [p.title, p] as const))('%s: offers one right answer and a wrong one', (_title, p) => {
    const open = openBoard(p);
    const outcomes = open.question!.choices.map((c) => answerOnBoard(open, c.seats).outcome);
    expect(outcomes.filter((o) => o === 'right')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'refused').length).toBeGreaterThan(0);
  });
});
