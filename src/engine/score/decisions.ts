/**
 * The scoring decisions S1 to S12: where Harr's score card, its explanation
 * and his worked examples leave a reading open, the one the engine follows.
 * They are the project's words; RULES.md section 7 holds the same list with
 * the full quotations, and the rules reference page shows them.
 */
import type { RuleId } from '../rules';

export interface ScoringDecision {
  id: string;
  title: string;
  /** Harr's words the decision reads, exactly. */
  quote: string;
  /** Where in the book. */
  section: string;
  text: string;
  rules: RuleId[];
}

export const SCORING_DECISIONS: readonly ScoringDecision[] = /* @__PURE__ */ Object.freeze([
  {
    id: 'S1',
    title: 'The only place to win is the only tile that wins',
    section: 'Score Card, and Example No. 9',
    quote: 'winning by matching the pair or drawing the middle tile of a sequence',
    text:
      'The bonus is earned when exactly one kind of tile would have finished the hand just before the winning tile came, counted on the tiles the hand shows. ' +
      'Harr names the pair and the middle of a run as examples, and his note on Example 9 ("a 6 character would have won also") counts the winning tiles. ' +
      'A claimed tile earns it as well as a drawn one: Example 15 punged the last pair tile and scored it.',
    rules: ['WIN-FOUR-SETS-PAIR'],
  },
  {
    id: 'S2',
    title: 'A set finished by claiming the winning tile is exposed',
    section: 'Errata, Examples 7 and 18',
    quote: 'the three Dragons completed by a pung should be exposed at right with the other three sets',
    text:
      'When the winning tile is a claimed discard that makes a pung or a run, that set is exposed and scores the exposed value. ' +
      'When the winning tile is drawn, the set it makes stays concealed. ' +
      'Harr\'s own errata move the punged dragons of Examples 7 and 18 to the table and halve their score.',
    rules: ['SCORE-EXPOSED-HALF', 'PUNG-EXPOSE'],
  },
  {
    id: 'S3',
    title: 'A winning loose tile is also a drawn winning tile',
    section: 'Score Card, Examples No. 10 and 20',
    quote: 'if any of his loose tile draws have been fortunate enough to complete his hand',
    text:
      'A player who wins on the loose tile drawn after a kong scores both the 10 for the loose tile and the 2 for drawing the winning piece. ' +
      'Harr scores both in Examples 10 and 20.',
    rules: ['KONG-LOOSE-TILE'],
  },
  {
    id: 'S4',
    title: 'Winning on the hand as dealt',
    section: 'Score Card, and Example No. 16',
    quote: 'For winning on original hand as drawn from the wall',
    text:
      'Only East, who is dealt fourteen tiles, can win before any draw; his hand doubles three times. ' +
      'He drew no winning tile and filled no place, so neither bonus is scored, as in Example 16.',
    rules: ['WIN-FOUR-SETS-PAIR'],
  },
  {
    id: 'S5',
    title: 'No other score means no points at all',
    section: 'Score Card',
    quote: 'Of course even drawing the winning piece will forfeit this bonus as can easily be seen.',
    text:
      'The 10 for no other score is given when nothing but Mah-Jongg adds points: no scoring set or pair and no other bonus, filling the only place included. ' +
      'Doubling honours do not forfeit it: Example 9 takes it and then doubles three times for one suit.',
    rules: ['SCORE-CHOW-ZERO'],
  },
  {
    id: 'S6',
    title: 'The one-suit honours do not add up',
    section: 'Score Card, Examples No. 6, 7 and 14',
    quote: 'For all one suit, double total score 3 times.',
    text:
      'A hand counts one of the three at most: all one suit (three doublings), all winds and dragons (three), or one suit with winds or dragons (one). ' +
      'Harr doubles Example 6 three times, not four, and calls an all-honour hand "one suit (honor)".',
    rules: ['SET-DEFS'],
  },
  {
    id: 'S7',
    title: 'Losers count doubling honours too',
    section: 'Score Card (the explanation)',
    quote: 'the doubling honors which all four players may use',
    text:
      'A player who did not win scores his sets and scoring pairs and doubles them for his dragon and own-wind sets and for the one-suit honours, judged on every tile he holds. ' +
      'Only the bonus scores and the original-hand doubling are the winner\'s. ' +
      'Harr\'s first settling layout has two losers playing for all circles.',
    rules: ['CONCEALED-SET-COUNTS'],
  },
  {
    id: 'S8',
    title: 'A pair scores the same however it was made',
    section: 'Score Card, Example No. 12',
    quote: 'Dragons and own wind are only pairs that score, and they are limited to two points.',
    text:
      'A pair of dragons or of the player\'s own wind scores 2, whether it was drawn or completed with a claimed tile; the card has no exposed column for pairs. ' +
      'Other pairs score nothing. Part II\'s values for the final pair are not used.',
    rules: ['WIN-FOUR-SETS-PAIR'],
  },
  {
    id: 'S9',
    title: 'East\'s double is paid, not scored',
    section: 'Settling the Scores, Examples No. 13, 15, 16 and 20',
    quote: 'East Wind (or banker) pays or collects double, if he loses or wins.',
    text:
      'A hand\'s final score stops after its doubling honours; East\'s double is applied when the scores are settled. ' +
      'Where Harr writes it as one more doubling of East\'s final score (Examples 13, 15, 16 and 20), his figure is what East collects from each player, and the tests compare it with that payment.',
    rules: ['SEAT-ORDER'],
  },
  {
    id: 'S10',
    title: 'A dead hand scores nothing and pays everyone',
    section: 'Mah-Jongg or Mah-Diao',
    quote: 'when the scores are settled his score does not count and therefore he must pay all players',
    text:
      'A dead hand (A21) counts 0 points, so it pays the winner and every other player the difference, doubled with East. ' +
      'It never collects.',
    rules: ['TILECOUNT-13-PLUS-KONGS'],
  },
  {
    id: 'S11',
    title: 'Only a won hand is settled',
    section: 'Settling the Scores',
    quote: 'When the first player to complete his hand calls "Mah-Jongg" the game is ended, and all players expose their hands and count up their scores.',
    text:
      'Harr settles the scores when someone calls Mah-Jongg; a drawn game is not settled, so nobody pays. ' +
      'The limit of Part II is an option, off by default: with it a hand counts at most the limit, and East pays or collects up to twice that.',
    rules: ['TURN-DRAW-DISCARD'],
  },
  {
    id: 'S12',
    title: 'Where the book\'s figures are wrong',
    section: 'Errata, Examples and Illustrations of Score Settling',
    quote: 'Two points should be scored for a pair of Dragons in Example 3.',
    text:
      'The engine applies the card as printed and Harr\'s own errata (Examples 3, 14 and 18, the first and fourth settling layouts), and every test shows the printed figure beside ours. ' +
      'Where a printed line disagrees with the card (Example 13 scores exposed dragons 8) or the arithmetic slips (the first two layouts), the card wins and the test says so. ' +
      'The errata\'s 2562 for West in the second layout is kept out: no hand can score it on the card, so the printed 2816 stands.',
    rules: ['SCORE-EXPOSED-HALF'],
  },
] satisfies ScoringDecision[]);
