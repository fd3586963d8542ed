/**
 * Harr's score card (Part I, "For Hands Played Without a Limit") as data.
 *
 * Three parts, as Harr lays them out: the bonus scores only the winner may
 * count, the combination scores every player counts, and the doubling honours
 * every player counts. Each item carries where it comes from, with Harr's own
 * words where one line says it, like the rule catalogue (`rules.ts`). Scoring
 * one hand (`scoreHand.ts`) reads its values only from here, so a page that
 * shows the card and the engine that scores can never disagree.
 */

export type BonusId = 'mah-jongg' | 'no-sequence' | 'loose-tile' | 'drawn' | 'only-place' | 'no-other-score';
export type CombinationId = 'pung-simple' | 'pung-heads' | 'kong-simple' | 'kong-heads' | 'pair-scoring';
export type DoublingId = 'red-dragons' | 'green-dragons' | 'white-dragons' | 'own-wind' | 'one-suit-and-honours' | 'one-suit' | 'all-honours' | 'original-hand';
export type CardItemId = BonusId | CombinationId | DoublingId;

export interface CardSource {
  /** The section of Harr's book. */
  section: string;
  /** His exact words, one line at most. */
  quote: string;
}

export interface BonusItem {
  id: BonusId;
  /** The card's line, shortened, in our words. */
  label: string;
  points: number;
  source: CardSource;
}

export interface CombinationItem {
  id: CombinationId;
  label: string;
  /** Points on the table (exposed); null where the card leaves the column blank. */
  exposed: number | null;
  /** Points in the hand (concealed). */
  concealed: number;
  source: CardSource;
}

export interface DoublingItem {
  id: DoublingId;
  label: string;
  /** How many times it doubles the total. */
  doubles: number;
  source: CardSource;
}

const CARD = 'Score Card';
const EXPLAINED = 'Score Card (the explanation after the Mandarins)';

/** The six bonus scores, in the card's order, for the winner only. */
export const BONUSES: readonly BonusItem[] = [
  { id: 'mah-jongg', label: 'Mah-Jongg', points: 20, source: { section: CARD, quote: 'For Mah-Jong 20 points' } },
  { id: 'no-sequence', label: 'No sequence in hand or on table', points: 10, source: { section: CARD, quote: 'For no sequences in hand or on table 10 points' } },
  {
    id: 'no-other-score',
    label: 'No other score than Mah-Jongg',
    points: 10,
    source: { section: EXPLAINED, quote: 'Of course even drawing the winning piece will forfeit this bonus as can easily be seen.' },
  },
  { id: 'loose-tile', label: 'Winning on a loose tile', points: 10, source: { section: CARD, quote: 'For winning on a draw from the loose tiles 10 points' } },
  { id: 'drawn', label: 'Drawing the winning piece', points: 2, source: { section: EXPLAINED, quote: 'Of course punging the winning tile will forfeit this bonus.' } },
  {
    id: 'only-place',
    label: 'Filling the only place to win',
    points: 2,
    source: { section: EXPLAINED, quote: 'winning by matching the pair or drawing the middle tile of a sequence' },
  },
];

/** Sets of three or four alike, and the scoring pairs, for every player. */
export const COMBINATIONS: readonly CombinationItem[] = [
  { id: 'pung-simple', label: 'Three of a kind, twos to eights', exposed: 2, concealed: 4, source: { section: CARD, quote: 'For 3 of a kind of twos, threes, fours, fives, sixes, sevens or eights' } },
  { id: 'pung-heads', label: 'Three of a kind, ones, nines, winds or dragons', exposed: 4, concealed: 8, source: { section: CARD, quote: 'For 3 of a kind of ones, nines, winds or dragons' } },
  { id: 'kong-simple', label: 'Four of a kind, twos to eights', exposed: 8, concealed: 16, source: { section: CARD, quote: 'For 4 of a kind of twos, threes, fours, fives, sixes, sevens or eights' } },
  { id: 'kong-heads', label: 'Four of a kind, ones, nines, winds or dragons', exposed: 16, concealed: 32, source: { section: CARD, quote: 'For 4 of a kind of ones, nines, winds or dragons' } },
  { id: 'pair-scoring', label: "A pair of dragons or of the player's own wind", exposed: null, concealed: 2, source: { section: CARD, quote: "For a pair of any dragon or the player's own wind" } },
];

/** The doubling honours, for every player. */
export const DOUBLINGS: readonly DoublingItem[] = [
  { id: 'red-dragons', label: 'Three or four red dragons', doubles: 1, source: { section: CARD, quote: 'For three (or four) red dragons, double total score once.' } },
  { id: 'green-dragons', label: 'Three or four green dragons', doubles: 1, source: { section: CARD, quote: 'For three (or four) green dragons, double total score once.' } },
  { id: 'white-dragons', label: 'Three or four white dragons', doubles: 1, source: { section: CARD, quote: 'For three (or four) white dragons, double total score once.' } },
  { id: 'own-wind', label: 'Three or four of his own wind', doubles: 1, source: { section: CARD, quote: 'For three (or four) of own wind, double total score once.' } },
  { id: 'one-suit-and-honours', label: 'One suit, with winds or dragons', doubles: 1, source: { section: CARD, quote: 'For having all one suit except honor pieces' } },
  { id: 'one-suit', label: 'All one suit', doubles: 3, source: { section: CARD, quote: 'For all one suit, double total score 3 times.' } },
  { id: 'all-honours', label: 'All winds and dragons', doubles: 3, source: { section: CARD, quote: 'For all honor pieces, double total score 3 times.' } },
  { id: 'original-hand', label: 'Winning on the hand as dealt', doubles: 3, source: { section: CARD, quote: 'For winning on original hand as drawn from the wall' } },
];

export const BONUS = /* @__PURE__ */ Object.fromEntries(BONUSES.map((b) => [b.id, b])) as Record<BonusId, BonusItem>;
export const COMBINATION = /* @__PURE__ */ Object.fromEntries(COMBINATIONS.map((c) => [c.id, c])) as Record<CombinationId, CombinationItem>;
export const DOUBLING = /* @__PURE__ */ Object.fromEntries(DOUBLINGS.map((d) => [d.id, d])) as Record<DoublingId, DoublingItem>;

/** Settling: what Harr's "Settling the Scores" says, for the settlement's lines. */
export const SETTLING_SOURCE: Record<'winner' | 'losers' | 'east', CardSource> = {
  winner: { section: 'Settling the Scores', quote: 'The winner of the game collects full value of his score from each of the other players' },
  losers: { section: 'Settling the Scores', quote: 'the high hand of the three collecting the difference between his score and each of the remaining two players' },
  east: { section: 'Settling the Scores', quote: 'East Wind (or banker) pays or collects double, if he loses or wins' },
};

/** Runs: Harr's words on why a chow adds nothing. */
export const CHOW_SOURCE: CardSource = { section: EXPLAINED, quote: 'a sequence having no scoring value whatsoever' };

/** A dead hand (A21): Harr's words on what it scores. */
export const DEAD_HAND_SOURCE: CardSource = {
  section: 'Mah-Jongg or Mah-Diao',
  quote: 'when the scores are settled his score does not count and therefore he must pay all players',
};
