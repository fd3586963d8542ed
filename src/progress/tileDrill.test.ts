import { describe, expect, it } from 'vitest';
import { TILE_KINDS, tileName } from '../engine';
import { seededRandom } from '../engine/random';
import { BACK_AFTER, ROUND_SIZE, answerDrill, choicesFor, countWords, feedback, nextTile, startDrill, typedTile } from './tileDrill';

describe('the tile drill', () => {
  it('offers four different names, the right one among them, near misses first', () => {
    const random = seededRandom(3);
    for (const tile of TILE_KINDS) {
      const choices = choicesFor(tile, random);
      expect(choices).toHaveLength(4);
      expect(new Set(choices).size).toBe(4);
      expect(choices).toContain(tile);
    }
    // The 5 of Characters is offered beside a 5 of another suit.
    expect(choicesFor('5c', seededRandom(1)).some((t) => t !== '5c' && t[0] === '5')).toBe(true);
  });

  it('reads a typed code in either case, and nothing else', () => {
    // What the learner types, beside the tile it names (null: none).
    const typed = { '5c': '5c', ' rd ': 'Rd', e: 'E', w: 'W', wd: 'Wd', '5m': '5c', '10c': null, '': null };
    for (const [text, tile] of Object.entries(typed)) expect(typedTile(text), text).toBe(tile);
  });

  it('a miss comes back two questions later, and the round ends once every tile is named right', () => {
    const random = seededRandom(7);
    let s = startDrill(random);
    expect(s.queue).toHaveLength(ROUND_SIZE);
    const missed = s.queue[0];
    s = answerDrill(s, { tile: s.choices.find((t) => t !== missed)! });
    expect(s.answer?.right).toBe(false);
    expect(feedback(s)).toBe(`Not quite: you said ${s.answer!.given}. This is the ${tileName(missed)}, written ${missed}. It comes back in a moment.`);
    s = nextTile(s, random);
    expect(s.queue.indexOf(missed)).toBe(BACK_AFTER);
    let questions = 1;
    while (s.queue.length) {
      s = answerDrill(s, { typed: s.queue[0].toLowerCase() });
      expect(s.answer?.right).toBe(true);
      expect(feedback(s)).toMatch(/^Right: the .*, written /);
      s = nextTile(s, random);
      questions++;
    }
    expect(questions).toBe(ROUND_SIZE + 1);
    expect(s.missed).toEqual([missed]);
    expect(s.firstTry).toBe(ROUND_SIZE - 1);
  });

  it('a second answer to the same question changes nothing', () => {
    const start = startDrill(seededRandom(2));
    const wrong = start.queue[0] === 'E' ? 'S' : 'E';
    const s = answerDrill(start, { typed: wrong.toLowerCase() });
    expect(s.answer).toEqual({ right: false, given: `${wrong.toLowerCase()} (${tileName(wrong)})` });
    expect(answerDrill(s, { tile: s.queue[0] })).toBe(s);
  });

  it('text that is no tile code is told so, with the form codes take, and is no miss; a code of another tile is one', () => {
    const start = startDrill(seededRandom(3));
    const said = {
      east: '"east" is not a tile: tiles are written like 5c 3b 7d, winds E S W N, dragons Rd Gd Wd. Nothing was counted: type the tile\'s code.',
      '5 bamboo': '"5 bamboo" is not a tile: a suited tile is a rank 1 to 9 and c (characters), b (bamboo) or d (circles), as in 5c. Nothing was counted: type the tile\'s code.',
      ' 5x ': '"5x" is not a tile: a suited tile is a rank 1 to 9 and c (characters), b (bamboo) or d (circles), as in 5c. Nothing was counted: type the tile\'s code.',
    };
    for (const [typed, words] of Object.entries(said)) {
      const s = answerDrill(start, { typed });
      expect(s.notACode, typed).toBe(words);
      // Not an answer: the question stays open, nothing is counted, the tile is not missed.
      expect(s.answer).toBeNull();
      expect([s.asked, s.firstTry, s.missed, s.queue]).toEqual([0, 0, [], start.queue]);
      expect(countWords(s)).toBe('0 of 10 tiles named, 0 answers given');
      // The right code then is right at the first try, and the sentence goes.
      const right = answerDrill(s, { typed: s.queue[0] });
      expect([right.answer?.right, right.firstTry, right.notACode]).toEqual([true, 1, null]);
    }
    // Blank text is nothing at all.
    expect(answerDrill(start, { typed: '  ' })).toBe(start);
    // A real code of another tile stays a miss.
    const other = start.queue[0] === '5b' ? '6b' : '5b';
    const missed = answerDrill(start, { typed: other });
    expect([missed.answer?.right, missed.asked, missed.missed, missed.notACode]).toEqual([false, 1, [start.queue[0]], null]);
    expect(feedback(missed)).toMatch(new RegExp(`^Not quite: you said ${other} \\(${tileName(other)}\\)\\.`));
  });

  it('counts the tiles named, never giving two tiles the same number: a miss does not move the count, and a tile back is said so', () => {
    const random = seededRandom(7);
    let s = startDrill(random);
    expect(countWords(s)).toBe('0 of 10 tiles named, 0 answers given');
    const missed = s.queue[0];
    s = nextTile(answerDrill(s, { tile: s.choices.find((t) => t !== missed)! }), random);
    // A new tile, the missed one waiting two places on: still none named, one answer given.
    expect(countWords(s)).toBe('0 of 10 tiles named, 1 answer given');
    s = nextTile(answerDrill(s, { tile: s.queue[0] }), random);
    s = nextTile(answerDrill(s, { tile: s.queue[0] }), random);
    expect(s.queue[0]).toBe(missed);
    expect(countWords(s)).toBe('2 of 10 tiles named, 3 answers given: this tile is one you missed, back again');
  });
});
