/**
 * Harr's twenty "Examples of Hands and how they are scored" and his four
 * "Illustrations of Score Settling", as hands the engine can score.
 *
 * The book shows each hand in a photograph, which the text does not carry, so
 * every hand here is one we laid out to agree with Harr's printed lines: the
 * same sets, exposed or concealed as he says, the winning tile coming the way
 * his bonuses say (drawn or claimed, the only place to win or not). Where his
 * figures are wrong, `corrected` holds the figure the card gives, with the
 * reason (his errata, or his arithmetic): the tests hold the engine to the
 * corrected figure and show the printed one beside it (S12).
 */
import type { Seat } from '../seats';
import type { Tile } from '../tiles';
import { parseTiles } from '../tileCodes';
import type { CardItemId } from './card';
import type { LaidDownHand, ShownSet, WinningWay } from './laidDownHand';

/** One line of Harr's printed score: the card item it counts, and its points (or, for a doubling, how many times it doubles). */
export interface PrintedLine {
  text: string;
  item: CardItemId;
  value: number;
}

export interface PrintedScore {
  lines: PrintedLine[];
  /** "Total Score": points before doubling. */
  total: number;
  /** "Final Score" after the doubling honours, before East's double (S9). */
  final: number;
}

export interface Correction extends PrintedScore {
  why: string;
  /** 'errata' when Harr's own errata page corrects it; 'card' when his line or sum disagrees with his card. */
  by: 'errata' | 'card';
}

/** What the winner collects from each of the others, as Harr states it. */
export interface PrintedCollection {
  /** The winner's seat for this statement (Harr sometimes gives the same hand held by East, too). */
  seat: Seat;
  printed: Partial<Record<Seat, number>>;
  /** Where the printed payment is wrong: the right one, and why. */
  corrected?: { from: Partial<Record<Seat, number>>; why: string };
}

export interface HarrExample {
  number: number;
  /** How the hand came, in our words. */
  story: string;
  hand: LaidDownHand;
  win: WinningWay;
  printed: PrintedScore;
  corrected?: Correction;
  collections?: PrintedCollection[];
}

const tiles = (text: string): Tile[] => parseTiles(text);
const pung = (tile: string, exposed: boolean): ShownSet => ({ kind: 'pung', tiles: tiles(`${tile} ${tile} ${tile}`), exposed });
const kong = (tile: string, exposed: boolean): ShownSet => ({ kind: 'kong', tiles: tiles(`${tile} ${tile} ${tile} ${tile}`), exposed });
const chow = (text: string, exposed: boolean): ShownSet => ({ kind: 'chow', tiles: tiles(text), exposed });
const pair = (tile: string): ShownSet => ({ kind: 'pair', tiles: tiles(`${tile} ${tile}`), exposed: false });
const line = (text: string, item: CardItemId, value: number): PrintedLine => ({ text, item, value });

const MJ = /* @__PURE__ */ line('Mah-Jongg', 'mah-jongg', 20);
const NO_SEQ = /* @__PURE__ */ line('No sequence', 'no-sequence', 10);
const DRAWN = /* @__PURE__ */ line('Drawing winning piece', 'drawn', 2);
const ONLY = /* @__PURE__ */ line('Filling only place to win', 'only-place', 2);
const LOOSE = /* @__PURE__ */ line('Winning on loose tile draw', 'loose-tile', 10);
const NO_OTHER = /* @__PURE__ */ line('No other score in hand or on table', 'no-other-score', 10);
const ONE_SUIT_HONOURS = /* @__PURE__ */ line('Double once for all one suit except winds or dragons', 'one-suit-and-honours', 1);
const ONE_SUIT = /* @__PURE__ */ line('Double three times for all one suit', 'one-suit', 3);
const ALL_HONOURS = /* @__PURE__ */ line('Double three times for all one suit (honor)', 'all-honours', 3);
const RED = /* @__PURE__ */ line('Double once for red dragons', 'red-dragons', 1);
const GREEN = /* @__PURE__ */ line('Double once for green dragons', 'green-dragons', 1);
const WHITE = /* @__PURE__ */ line('Double once for white dragons', 'white-dragons', 1);
const OWN_WIND = /* @__PURE__ */ line('Double once for own wind', 'own-wind', 1);

// Built in a pure function, so an island that never shows the examples does not ship them.
export const HARR_EXAMPLES: readonly HarrExample[] = /* @__PURE__ */ (() => [
  {
    number: 1,
    story: 'He punged the 2 of Circles to finish a hand of three runs; the pair could have won as well.',
    hand: { seat: 'South', sets: [pung('2d', true), chow('3c 4c 5c', false), chow('6b 7b 8b', true), chow('4d 5d 6d', false), pair('9b')] },
    win: { by: 'discard', tile: '2d', set: 0 },
    printed: { lines: [MJ, line('For Three 2 Dots', 'pung-simple', 2)], total: 22, final: 22 },
  },
  {
    number: 2,
    story: 'He chowed the 1 of Characters to his 2 and 3, which a 4 would also have finished: four runs and a plain pair.',
    hand: { seat: 'West', sets: [chow('1c 2c 3c', true), chow('4b 5b 6b', true), chow('2d 3d 4d', false), chow('6c 7c 8c', false), pair('8b')] },
    win: { by: 'discard', tile: '1c', set: 0 },
    printed: { lines: [MJ, line('No other scores on hand or on table', 'no-other-score', 10)], total: 30, final: 30 },
  },
  {
    number: 3,
    story: 'Four sets of three and a single Red Dragon: he drew the second Red Dragon, the only tile that could finish.',
    hand: { seat: 'South', sets: [pung('1c', false), pung('3b', false), pung('5d', true), pung('4c', true), pair('Rd')] },
    win: { by: 'wall', tile: 'Rd', set: 4 },
    printed: {
      lines: [MJ, NO_SEQ, ONLY, DRAWN, line('3 ones concealed', 'pung-heads', 8), line('3 threes concealed', 'pung-simple', 4), line('3 fives exposed', 'pung-simple', 2), line('3 fours exposed', 'pung-simple', 2)],
      total: 50,
      final: 50,
    },
    corrected: {
      by: 'errata',
      why: 'Harr\'s errata: "Two points should be scored for a pair of Dragons in Example 3." The printed score leaves the pair out.',
      lines: [MJ, NO_SEQ, ONLY, DRAWN, line('3 ones concealed', 'pung-heads', 8), line('3 threes concealed', 'pung-simple', 4), line('3 fives exposed', 'pung-simple', 2), line('3 fours exposed', 'pung-simple', 2), line('Pair of dragons (errata)', 'pair-scoring', 2)],
      total: 52,
      final: 52,
    },
  },
  {
    number: 4,
    story: 'Waiting on two pairs, he drew the third 6 of Characters; the three exposed sets were punged earlier.',
    hand: { seat: 'West', sets: [pung('6c', false), pung('2b', true), pung('Rd', true), pung('3d', true), pair('8b')] },
    win: { by: 'wall', tile: '6c', set: 0 },
    printed: {
      lines: [MJ, NO_SEQ, DRAWN, line('3 sixes (concealed)', 'pung-simple', 4), line('3 twos (exposed)', 'pung-simple', 2), line('3 dragons (exposed)', 'pung-heads', 4), line('3 threes (exposed)', 'pung-simple', 2), RED],
      total: 44,
      final: 88,
    },
  },
  {
    number: 5,
    story: 'All four sets on the table, three of them bamboo; he drew the tile that paired his last bamboo.',
    hand: { seat: 'North', sets: [pung('2b', true), pung('9b', true), pung('1b', true), pung('Gd', true), pair('5b')] },
    win: { by: 'wall', tile: '5b', set: 4 },
    printed: {
      lines: [MJ, NO_SEQ, DRAWN, ONLY, line('3 twos (exposed)', 'pung-simple', 2), line('3 nines (exposed)', 'pung-heads', 4), line('3 ones (exposed)', 'pung-heads', 4), line('3 dragons (exposed)', 'pung-heads', 4), GREEN, ONE_SUIT_HONOURS],
      total: 48,
      final: 192,
    },
  },
  {
    number: 6,
    story: 'All characters: a concealed kong of nines, and he drew the one 8 that paired his last tile.',
    hand: { seat: 'South', sets: [kong('9c', false), pung('7c', true), pung('4c', false), pung('1c', false), pair('8c')] },
    win: { by: 'wall', tile: '8c', set: 4 },
    printed: {
      lines: [MJ, NO_SEQ, DRAWN, ONLY, line('4 nines (concealed)', 'kong-heads', 32), line('3 sevens (exposed)', 'pung-simple', 2), line('3 fours (concealed)', 'pung-simple', 4), line('3 ones (concealed)', 'pung-heads', 8), ONE_SUIT],
      total: 80,
      final: 640,
    },
  },
  {
    number: 7,
    story: 'All honours: he punged the third Red Dragon to win (the errata puts that set on the table); the kong of East Wind is not his own wind.',
    hand: { seat: 'South', sets: [kong('Wd', false), kong('E', true), pung('Rd', true), pung('Gd', false), pair('N')] },
    win: { by: 'discard', tile: 'Rd', set: 2 },
    printed: {
      lines: [MJ, NO_SEQ, line('4 dragons (concealed)', 'kong-heads', 32), line('4 winds (exposed)', 'kong-heads', 16), line('3 dragons (exposed)', 'pung-heads', 4), line('3 dragons (concealed)', 'pung-heads', 8), ALL_HONOURS, RED, WHITE, GREEN],
      total: 90,
      final: 5760,
    },
    collections: [
      // Harr: held by East, the East Wind set doubles once more (11,520), and East collects double: 23,040 from each, 69,120 in all.
      { seat: 'East', printed: { South: 23040, West: 23040, North: 23040 } },
    ],
  },
  {
    number: 8,
    story: 'Waiting on two pairs, he punged the third 8 of Bamboo to win.',
    hand: { seat: 'South', sets: [pung('Wd', true), pung('4c', true), pung('8b', true), pung('Gd', false), pair('3d')] },
    win: { by: 'discard', tile: '8b', set: 2 },
    printed: {
      lines: [MJ, NO_SEQ, line('3 dragons (exposed)', 'pung-heads', 4), line('3 fours (exposed)', 'pung-simple', 2), line('3 eights (exposed)', 'pung-simple', 2), line('3 dragons (concealed)', 'pung-heads', 8), WHITE, GREEN],
      total: 46,
      final: 184,
    },
    collections: [
      { seat: 'East', printed: { South: 368, West: 368, North: 368 } },
      { seat: 'South', printed: { East: 368, West: 184, North: 184 } },
    ],
  },
  {
    number: 9,
    story: 'Four runs of characters; he chowed the 9 to his 7 and 8, though a 6 would have won too.',
    hand: { seat: 'West', sets: [chow('1c 2c 3c', true), chow('3c 4c 5c', false), chow('4c 5c 6c', false), chow('7c 8c 9c', true), pair('2c')] },
    win: { by: 'discard', tile: '9c', set: 3 },
    printed: { lines: [MJ, NO_OTHER, ONE_SUIT], total: 30, final: 240 },
    collections: [
      { seat: 'East', printed: { South: 480, West: 480, North: 480 } },
      { seat: 'West', printed: { East: 480, South: 240, North: 240 } },
    ],
  },
  {
    number: 10,
    story: 'Four kongs: the loose tile after the last one paired his single 5 of Circles.',
    hand: { seat: 'North', sets: [kong('9b', true), kong('1c', false), kong('Rd', true), kong('Gd', true), pair('5d')] },
    win: { by: 'loose-tile', tile: '5d', set: 4 },
    printed: {
      lines: [MJ, NO_SEQ, LOOSE, DRAWN, ONLY, line('4 nines (exposed)', 'kong-heads', 16), line('4 ones (concealed)', 'kong-heads', 32), line('4 dragons (exposed)', 'kong-heads', 16), line('4 dragons (exposed)', 'kong-heads', 16), RED, GREEN],
      total: 124,
      final: 496,
    },
  },
  {
    number: 11,
    story: 'North Wind, everything concealed: waiting on two pairs, he drew the third 9 of Circles.',
    hand: { seat: 'North', sets: [pung('N', false), pung('Rd', false), pung('2d', false), pung('9d', false), pair('6d')] },
    win: { by: 'wall', tile: '9d', set: 3 },
    printed: {
      lines: [MJ, NO_SEQ, DRAWN, line('3 winds (concealed)', 'pung-heads', 8), line('3 dragons (concealed)', 'pung-heads', 8), line('3 twos (concealed)', 'pung-simple', 4), line('3 nines (concealed)', 'pung-heads', 8), ONE_SUIT_HONOURS, RED, OWN_WIND],
      total: 60,
      final: 480,
    },
    collections: [{ seat: 'North', printed: { East: 960, South: 480, West: 480 } }],
  },
  {
    number: 12,
    story: 'Two runs of bamboo, the 5s and the West Winds on the table, a pair of Red Dragons; he chowed the 8 to his 6 and 7.',
    hand: { seat: 'South', sets: [pung('5b', true), pung('W', true), chow('1b 2b 3b', true), chow('6b 7b 8b', true), pair('Rd')] },
    win: { by: 'discard', tile: '8b', set: 3 },
    printed: {
      lines: [MJ, line('3 fives (exposed)', 'pung-simple', 2), line('3 winds (exposed)', 'pung-heads', 4), line('2 dragons', 'pair-scoring', 2), ONE_SUIT_HONOURS],
      total: 28,
      final: 56,
    },
  },
  {
    number: 13,
    story: 'East Wind, every set on the table: waiting on two pairs, he punged the third Red Dragon.',
    hand: { seat: 'East', sets: [pung('E', true), pung('1c', true), pung('4c', true), pung('Rd', true), pair('7c')] },
    win: { by: 'discard', tile: 'Rd', set: 3 },
    printed: {
      lines: [MJ, NO_SEQ, line('3 winds (exposed)', 'pung-heads', 4), line('3 ones (exposed)', 'pung-heads', 4), line('3 fours (exposed)', 'pung-simple', 2), line('3 dragons (exposed)', 'pung-heads', 8), ONE_SUIT_HONOURS, RED, OWN_WIND],
      total: 48,
      final: 384,
    },
    corrected: {
      by: 'card',
      why: 'Harr prints "3 dragons (exposed) 8", but his card values three exposed dragons at 4 (8 is the concealed value), and the errata do not mention it. Either the word or the figure is wrong, and which is a choice: we keep his word "exposed" and the card\'s 4, total 44, not 48; final 352, not 384; East collects 704, not 768. The other reading, the dragons concealed and his 8 right, keeps his 48 and 384.',
      lines: [MJ, NO_SEQ, line('3 winds (exposed)', 'pung-heads', 4), line('3 ones (exposed)', 'pung-heads', 4), line('3 fours (exposed)', 'pung-simple', 2), line('3 dragons (exposed)', 'pung-heads', 4), ONE_SUIT_HONOURS, RED, OWN_WIND],
      total: 44,
      final: 352,
    },
    collections: [{ seat: 'East', printed: { South: 768, West: 768, North: 768 }, corrected: { from: { South: 704, West: 704, North: 704 }, why: 'twice the corrected 352' } }],
  },
  {
    number: 14,
    story: 'West Wind, all winds and a pair of Green Dragons: waiting on two pairs, he drew the third West Wind.',
    hand: { seat: 'West', sets: [pung('W', false), pung('S', false), kong('N', false), pung('E', true), pair('Gd')] },
    win: { by: 'wall', tile: 'W', set: 0 },
    printed: {
      lines: [MJ, NO_SEQ, line('Draw winning piece', 'drawn', 2), line('3 winds (concealed)', 'pung-heads', 8), line('3 winds (concealed)', 'pung-heads', 8), line('4 winds (concealed)', 'kong-heads', 32), line('3 winds (exposed)', 'pung-heads', 4), line('Double 3 times for all one suit (honor)', 'all-honours', 3), OWN_WIND],
      total: 84,
      final: 1344,
    },
    corrected: {
      by: 'errata',
      why: 'Harr\'s errata: "Two points should be scored for a pair of Dragons in Example 14." With the pair, 86 doubled four times is 1376, not 1344.',
      lines: [MJ, NO_SEQ, line('Draw winning piece', 'drawn', 2), line('3 winds (concealed)', 'pung-heads', 8), line('3 winds (concealed)', 'pung-heads', 8), line('4 winds (concealed)', 'kong-heads', 32), line('3 winds (exposed)', 'pung-heads', 4), line('Pair of dragons (errata)', 'pair-scoring', 2), line('Double 3 times for all one suit (honor)', 'all-honours', 3), OWN_WIND],
      total: 86,
      final: 1376,
    },
    collections: [{ seat: 'West', printed: { East: 2688, North: 1344, South: 1344 }, corrected: { from: { East: 2752, North: 1376, South: 1376 }, why: 'the errata\'s pair of dragons: 1376, doubled for East' } }],
  },
  {
    number: 15,
    story: 'East Wind, four kongs of circles: he punged the last 5 of Circles, the only tile that paired his single (the errata reads "Punged to complete hand").',
    hand: { seat: 'East', sets: [kong('1d', false), kong('9d', false), kong('4d', true), kong('7d', true), pair('5d')] },
    win: { by: 'discard', tile: '5d', set: 4 },
    printed: {
      lines: [MJ, NO_SEQ, line('Only place to win', 'only-place', 2), line('4 ones (concealed)', 'kong-heads', 32), line('4 nines (concealed)', 'kong-heads', 32), line('4 fours (exposed)', 'kong-simple', 8), line('4 sevens (exposed)', 'kong-simple', 8), ONE_SUIT],
      total: 112,
      final: 896,
    },
    collections: [{ seat: 'East', printed: { South: 1792, West: 1792, North: 1792 } }],
  },
  {
    number: 16,
    story: 'East Wind won on the fourteen tiles dealt to him: two runs, the 4s and the Red Dragons concealed.',
    hand: { seat: 'East', sets: [pung('4c', false), pung('Rd', false), chow('1b 2b 3b', false), chow('5d 6d 7d', false), pair('9b')] },
    win: { by: 'original-hand' },
    // The printed column is shifted by one line ("3 fours (concealed) 20"): we read 20 as the Mah-Jongg subtotal, 4 for the fours and 8 for the dragons, which is what sums to his 32.
    printed: {
      lines: [MJ, line('3 fours (concealed)', 'pung-simple', 4), line('3 dragons (concealed)', 'pung-heads', 8), line('Double 3 times for winning on original hand', 'original-hand', 3), RED],
      total: 32,
      final: 512,
    },
    collections: [{ seat: 'East', printed: { South: 1024, West: 1024, North: 1024 } }],
  },
  {
    number: 17,
    story: 'South Wind, all characters but a kong of East Wind and a pair of South Wind: he drew the 7, the only tile for his 6 and 8.',
    hand: { seat: 'South', sets: [pung('1c', false), pung('4c', false), kong('E', false), chow('6c 7c 8c', false), pair('S')] },
    win: { by: 'wall', tile: '7c', set: 3 },
    printed: {
      lines: [MJ, DRAWN, ONLY, line('3 ones (concealed)', 'pung-heads', 8), line('3 fours (concealed)', 'pung-simple', 4), line('4 winds (concealed)', 'kong-heads', 32), line('2 own wind', 'pair-scoring', 2), ONE_SUIT_HONOURS],
      total: 70,
      final: 140,
    },
    collections: [
      {
        seat: 'South',
        printed: { East: 280, North: 140, South: 140 },
        corrected: { from: { East: 280, West: 140, North: 140 }, why: 'Harr writes "140 from North and South respectively", but South is the winner: the two others are North and West' },
      },
    ],
  },
  {
    number: 18,
    story: 'North Wind, three kongs: waiting on two pairs, he punged the third Green Dragon (the errata puts that set on the table).',
    hand: { seat: 'North', sets: [kong('1c', false), kong('9b', true), kong('9d', false), pung('Gd', true), pair('5c')] },
    win: { by: 'discard', tile: 'Gd', set: 3 },
    printed: {
      lines: [MJ, NO_SEQ, line('4 ones (concealed)', 'kong-heads', 32), line('4 nines (exposed)', 'kong-heads', 16), line('4 nines (concealed)', 'kong-heads', 32), line('3 dragons (concealed)', 'pung-heads', 8), GREEN],
      total: 118,
      final: 236,
    },
    corrected: {
      by: 'errata',
      why: 'Harr\'s errata: "3 Dragons (concealed) ... 8" should read "3 Dragons (exposed) ... 4", since they were completed by a pung. Total 114, final 228.',
      lines: [MJ, NO_SEQ, line('4 ones (concealed)', 'kong-heads', 32), line('4 nines (exposed)', 'kong-heads', 16), line('4 nines (concealed)', 'kong-heads', 32), line('3 dragons (exposed)', 'pung-heads', 4), GREEN],
      total: 114,
      final: 228,
    },
    collections: [{ seat: 'North', printed: { East: 472, West: 236, South: 236 }, corrected: { from: { East: 456, West: 228, South: 228 }, why: 'the errata\'s exposed dragons: 228, doubled for East' } }],
  },
  {
    number: 19,
    story: 'West Wind, circles with West Winds and White Dragons: he chowed the 7 to his 5 and 6, which a 4 would also have finished.',
    hand: { seat: 'West', sets: [pung('W', false), pung('Wd', true), chow('2d 3d 4d', true), chow('5d 6d 7d', true), pair('9d')] },
    win: { by: 'discard', tile: '7d', set: 3 },
    printed: {
      lines: [MJ, line('3 winds (concealed)', 'pung-heads', 8), line('3 dragons (exposed)', 'pung-heads', 4), ONE_SUIT_HONOURS, WHITE, OWN_WIND],
      total: 32,
      final: 256,
    },
    collections: [{ seat: 'West', printed: { East: 512, North: 256, South: 256 } }],
  },
  {
    number: 20,
    story: 'East Wind, four concealed kongs of the three dragons and East Wind: the loose tile after the fourth paired his North Wind.',
    hand: { seat: 'East', sets: [kong('Rd', false), kong('Gd', false), kong('Wd', false), kong('E', false), pair('N')] },
    win: { by: 'loose-tile', tile: 'N', set: 4 },
    printed: {
      lines: [MJ, NO_SEQ, LOOSE, DRAWN, ONLY, line('4 dragons (concealed)', 'kong-heads', 32), line('4 dragons (concealed)', 'kong-heads', 32), line('4 dragons (concealed)', 'kong-heads', 32), line('4 winds (concealed)', 'kong-heads', 32), line('Double 3 times for all of one suit (honor)', 'all-honours', 3), GREEN, WHITE, RED, OWN_WIND],
      total: 172,
      final: 22016,
    },
    collections: [{ seat: 'East', printed: { South: 44032, West: 44032, North: 44032 } }],
  },
])();

/** One of the four "Illustrations of Score Settling": all four hands laid down after a win. */
export interface SettlingLayout {
  number: number;
  story: string;
  hands: Record<Seat, LaidDownHand>;
  winner: Seat;
  win: WinningWay;
  /** The four scores Harr prints. */
  printed: Record<Seat, number>;
  /** The scores the engine must reach, where they differ from the print, and why. */
  corrected?: { scores: Partial<Record<Seat, number>>; why: string };
  /** Every payment Harr states, as printed: [from, to, amount]. */
  printedPayments: [Seat, Seat, number][];
  /** The payments the engine must reach, where they differ from the print, and why. */
  correctedPayments?: { payments: [Seat, Seat, number][]; why: string };
}

const h = (seat: Seat, sets: ShownSet[], odd = ''): LaidDownHand => ({ seat, sets, ...(odd ? { odd: tiles(odd) } : {}) });

export const SETTLING_LAYOUTS: readonly SettlingLayout[] = /* @__PURE__ */ (() => [
  {
    number: 1,
    story: 'East went Mah-Jongg on a discarded 8 of Characters with most of his hand concealed; South and North both played for circles and held each other\'s 5s and 6s.',
    hands: {
      East: h('East', [chow('2c 3c 4c', true), kong('1c', false), pung('9c', false), chow('6c 7c 8c', true), pair('5c')]),
      South: h('South', [chow('2d 3d 4d', true), pung('1d', false), pair('5d'), pair('6d'), pair('8d')], '9d'),
      West: h('West', [kong('9b', false), pung('6b', true), chow('3b 4b 5b', false), pair('7b'), pair('8b')]),
      North: h('North', [pung('3d', true), chow('7d 8d 9d', false), pair('5d'), pair('6d')], '1d 2d 4d'),
    },
    winner: 'East',
    win: { by: 'discard', tile: '8c', set: 3 },
    printed: { East: 608, South: 64, West: 400, North: 16 },
    corrected: { scores: { East: 480, West: 272 }, why: 'Harr\'s errata: "East Wind scores 480 instead of 608; West Wind scores 272 instead of 400."' },
    printedPayments: [
      ['South', 'East', 1216],
      ['West', 'East', 1216],
      ['North', 'East', 1216],
      ['South', 'West', 336],
      ['North', 'West', 484],
      ['North', 'South', 48],
    ],
    correctedPayments: {
      payments: [
        ['South', 'East', 960],
        ['West', 'East', 960],
        ['North', 'East', 960],
        ['South', 'West', 208],
        ['North', 'West', 256],
        ['North', 'South', 48],
      ],
      why: 'With the errata\'s 480 and 272. Even on the printed scores, West\'s 400 against North\'s 16 is 384, not the printed 484.',
    },
  },
  {
    number: 2,
    story: 'West had three sets of honours exposed early; the others ran for cover with runs and mixed suits, and North won with the smallest hand there is.',
    hands: {
      East: h('East', [pung('9c', true)], '2b 3b 5c 7b 8b 4d 6d 1d 2d 8c'),
      South: h('South', [pung('1b', false), chow('2c 3c 4c', false), chow('7d 8d 9d', false)], '4b 6b 9c 2d'),
      West: h('West', [pung('Rd', true), pung('Gd', true), pung('N', true), kong('Wd', false)], 'S'),
      North: h('North', [chow('1c 2c 3c', true), chow('4d 5d 6d', true), pung('5b', true), chow('6c 7c 8c', true), pair('3d')]),
    },
    winner: 'North',
    win: { by: 'discard', tile: '8c', set: 3 },
    printed: { East: 4, South: 8, West: 2816, North: 22 },
    printedPayments: [
      ['West', 'North', 22],
      ['South', 'North', 22],
      ['East', 'North', 44],
      ['East', 'West', 5628],
      ['South', 'West', 2808],
      ['East', 'South', 8],
    ],
    correctedPayments: {
      payments: [
        ['West', 'North', 22],
        ['South', 'North', 22],
        ['East', 'North', 44],
        ['East', 'West', 5624],
        ['South', 'West', 2808],
        ['East', 'South', 8],
      ],
      why: 'Harr writes that the winner collects "22 points apiece from North Wind and South Wind": North is the winner, so it is West and South. West against East is 2816 - 4 = 2812, not the printed 2814, so East pays 5624, not 5628, and West collects 8432 in all, not 8436. The errata\'s 2562 for West is not used: no hand on the card scores 2562.',
    },
  },
  {
    number: 3,
    story: 'North and West both played for circles; North filled in with winds and dragons and won; East kept his Green Dragons and was one tile short of winning.',
    hands: {
      East: h('East', [pung('Gd', true), pung('1c', false), pung('5c', true), chow('2c 3c 4c', false)], '7c'),
      South: h('South', [pung('9b', false), pung('3c', true)], '4b 5b 6c 7c 2b E S'),
      West: h('West', [pung('9d', false), chow('2d 3d 4d', false), chow('5d 6d 7d', true), pair('3d'), pair('8d')]),
      North: h('North', [pung('Rd', true), pung('N', true), pung('1d', false), pung('7d', true), pair('Wd')]),
    },
    winner: 'North',
    win: { by: 'wall', tile: '1d', set: 2 },
    printed: { East: 56, South: 10, West: 64, North: 416 },
    printedPayments: [
      ['East', 'North', 832],
      ['West', 'North', 416],
      ['South', 'North', 416],
      ['South', 'West', 54],
      ['East', 'West', 16],
      ['South', 'East', 92],
    ],
  },
  {
    number: 4,
    story: 'East went for all bamboo without enough pairs; the others had discarded the 4, 5 and 8 he needed, and he lost to everyone but South.',
    hands: {
      East: h('East', [pung('1b', false), pung('6b', true), pair('4b'), pair('8b')], '6b 7b 9b'),
      South: h('South', [pung('S', true), pung('9b', false), kong('8c', true), pung('6c', false)], 'E'),
      West: h('West', [pung('Gd', true), pung('Wd', true), pung('1d', false)], '2d 3d 4c 5c'),
      North: h('North', [pung('7d', true), pung('N', true), pung('Rd', true), pung('5c', false), pair('2c')]),
    },
    winner: 'North',
    win: { by: 'wall', tile: '5c', set: 3 },
    printed: { East: 80, South: 48, West: 64, North: 152 },
    corrected: { scores: { North: 184 }, why: 'Harr\'s errata: the three 7s of circles in North\'s hand are exposed, and the payments read 368 and 184 instead of 304 and 152, so North scores 184.' },
    printedPayments: [
      ['East', 'North', 304],
      ['West', 'North', 152],
      ['South', 'North', 152],
      ['West', 'East', 32],
      ['South', 'East', 64],
      ['South', 'West', 16],
    ],
    correctedPayments: {
      payments: [
        ['East', 'North', 368],
        ['West', 'North', 184],
        ['South', 'North', 184],
        ['West', 'East', 32],
        ['South', 'East', 64],
        ['South', 'West', 16],
      ],
      why: 'Harr\'s errata: "Read 368 instead of 304, and 184 instead of 152."',
    },
  },
])();
