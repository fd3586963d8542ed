/**
 * The glossary (/glossary/): the words of the game in our own words, each
 * with an anchor, the place in a lesson where it is taught (a lesson section
 * anchor, as MDX makes it from the heading) and the rules it bears on.
 * glossary.test.ts checks every link against the lessons and the catalogue.
 */
import type { RuleId } from '../../engine/rules';

export interface GlossaryTerm {
  /** The anchor on /glossary/. */
  id: string;
  term: string;
  /** Other names for the same thing. */
  also?: string[];
  definition: string;
  /** Where it is taught: a lesson slug and one of its section anchors (none: the top of the lesson). */
  taught: { lesson: string; section?: string };
  rules?: RuleId[];
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    id: 'chow',
    term: 'Chow',
    definition:
      'A call to take a discard that finishes a run of three in your hand. Only the player next in turn may chow, and the chow takes the place of his draw.',
    taught: { lesson: 'to-chow', section: 'what-a-chow-is' },
    rules: ['CHOW-LEFT-ONLY', 'CHOW-TWO-IN-HAND', 'CHOW-INSTEAD-OF-DRAW'],
  },
  {
    id: 'pung',
    term: 'Pung',
    definition:
      'A call to take a discard that makes three of a kind with a pair in your hand. Any player may pung, in turn or not; the players in between lose their turn.',
    taught: { lesson: 'to-pung', section: 'what-a-pung-is' },
    rules: ['PUNG-OUT-OF-TURN', 'PUNG-NEEDS-PAIR'],
  },
  {
    id: 'kong',
    term: 'Kong',
    also: ['four of a kind'],
    definition:
      'A set of four identical tiles. You can make one from three in hand and a discard, from three in hand and a tile you draw, or by adding a drawn tile to a pung already on the table. Every kong is followed by a loose tile.',
    // The lesson's opening, where the kong is introduced, not its summary at the end.
    taught: { lesson: 'four-of-a-kind' },
    rules: ['KONG-FROM-DISCARD', 'KONG-CONCEALED', 'KONG-ADD-DRAWN'],
  },
  {
    id: 'loose-tile',
    term: 'Loose tile',
    definition:
      'The replacement tile you draw straight after making a kong, because four tiles in one set leave the rest of your hand one short. In Harr\'s game the two loose tiles lie on top of the wall at its end.',
    taught: { lesson: 'four-of-a-kind', section: 'the-loose-tile' },
    rules: ['KONG-LOOSE-TILE'],
  },
  {
    id: 'discard',
    term: 'Discard',
    definition: 'The tile a player throws out, face up, to end his turn; also the act of throwing it. Naming it aloud as you do so is good manners.',
    taught: { lesson: 'the-table', section: 'a-turn-draw-then-discard' },
    rules: ['TURN-DRAW-DISCARD', 'ANNOUNCE-DISCARD'],
  },
  {
    id: 'live-discard',
    term: 'Live discard',
    definition:
      'The tile that has just been thrown out, and so the only one that may be claimed. It stays live until the next player draws from the wall; from that moment it may no longer be claimed, and it is dead.',
    taught: { lesson: 'claim-rules', section: 'rule-1-claim-it-now-or-never' },
    rules: ['CLAIM-LIVE-DISCARD'],
  },
  {
    id: 'dead-discard',
    term: 'Dead discard',
    definition:
      'A discard that may no longer be claimed: every earlier discard, and the last one as soon as the next player draws from the wall. Harr calls a tile dead once the next player discards, and nobody may touch it for the rest of the game; the site reads that as holding even for a player it would let win.',
    taught: { lesson: 'claim-rules', section: 'rule-1-claim-it-now-or-never' },
    rules: ['DEAD-DISCARD'],
  },
  {
    id: 'claim',
    term: 'Claim',
    also: ['call'],
    definition:
      'Taking another player\'s live discard to finish a set or your hand, by calling Chow, Pung, Kong or Mah-Jongg. You must already hold the tiles it goes with, and you can never claim your own discard.',
    taught: { lesson: 'to-chow' },
    rules: ['CLAIM-LIVE-DISCARD', 'CLAIM-OTHERS-DISCARD'],
  },
  {
    id: 'precedence',
    term: 'Precedence',
    definition:
      'The order that settles who gets a tile several players call for: a winning claim first, then kong, then pung, then chow. Between two winning claims the player nearest the discarder in play order takes it.',
    taught: { lesson: 'precedence', section: 'the-ladder' },
    rules: ['PREC-MJ-OVER-ALL', 'PREC-KONG-OVER-PUNG', 'PREC-PUNG-OVER-CHOW', 'PREC-NEAREST-WINNER'],
  },
  {
    id: 'lose-a-turn',
    term: 'Losing a turn',
    also: ['skipped players'],
    definition:
      'When a player claims a tile out of turn, the players sitting between the discarder and him miss their turn and get nothing for it. Play then goes on from the claimant.',
    taught: { lesson: 'to-pung', section: 'who-loses-a-turn' },
    rules: ['TURN-SKIP', 'TURN-AFTER-CLAIM'],
  },
  {
    id: 'robbing-the-kong',
    term: 'Robbing the kong',
    definition:
      'Taking the tile another player is adding to his exposed pung, because that very tile finishes your hand. Only a winning claim may rob, and a concealed kong cannot be robbed.',
    taught: { lesson: 'robbing-the-kong', section: 'a-tile-in-passing' },
    rules: ['ROB-KONG', 'ROB-KONG-MJ-ONLY', 'ROB-KONG-EXPOSED-ONLY'],
  },
  {
    id: 'mah-jongg',
    term: 'Mah-Jongg',
    also: ['going out'],
    definition:
      'The call of a player whose hand is complete, four sets and a pair, and the win itself. The hand ends at once. A discard that completes your hand may be claimed from any seat, and a chow or pung called on it is ruled as Mah-Jongg.',
    taught: { lesson: 'sets-and-the-hand', section: 'four-sets-and-a-pair' },
    rules: ['WIN-FOUR-SETS-PAIR', 'PUNG-MJ-EXCEPTION'],
  },
  {
    id: 'set',
    term: 'Set',
    definition: 'Three identical tiles, four identical tiles, or a run of three. A winning hand needs four sets.',
    taught: { lesson: 'sets-and-the-hand', section: 'three-kinds-of-set' },
    rules: ['SET-DEFS'],
  },
  {
    id: 'pair',
    term: 'Pair',
    definition: 'Two identical tiles. A winning hand has exactly one, beside its four sets; a pung claim needs one in your hand.',
    taught: { lesson: 'sets-and-the-hand', section: 'four-sets-and-a-pair' },
    rules: ['WIN-FOUR-SETS-PAIR', 'PUNG-NEEDS-PAIR'],
  },
  {
    id: 'run',
    term: 'Run',
    also: ['sequence'],
    definition:
      'Three numbers in a row of one suit, such as the 4, 5 and 6 of Bamboo. A run is never longer than three, and the numbers do not wrap round from 9 to 1.',
    taught: { lesson: 'sets-and-the-hand', section: 'what-counts-as-a-run' },
    rules: ['CHOW-SUIT-RUN'],
  },
  {
    id: 'honour-tiles',
    term: 'Honour tiles',
    also: ['honours', 'winds and dragons'],
    definition:
      'The winds (East, South, West, North) and the dragons (Red, Green, White). They carry no numbers, so they can never form a run, only pairs and sets of a kind.',
    taught: { lesson: 'sets-and-the-hand', section: 'what-counts-as-a-run' },
    rules: ['CHOW-SUIT-RUN'],
  },
  {
    id: 'suits',
    term: 'Suits',
    definition:
      'The three numbered families of tiles, each running from 1 to 9: Characters, Bamboo and Circles. With the honours, four copies of each of the 34 kinds make the 136 tiles of a set.',
    taught: { lesson: 'the-table', section: 'the-tiles-and-the-wall' },
    rules: ['BG-FOUR-COPIES'],
  },
  {
    id: 'concealed',
    term: 'Concealed',
    also: ['hidden'],
    definition:
      'Kept in your hand, out of sight. A set built entirely from the wall can stay concealed and still counts towards the win, and it scores double what the same set would score exposed.',
    taught: { lesson: 'sets-and-the-hand', section: 'four-sets-and-a-pair' },
    rules: ['CONCEALED-SET-COUNTS', 'SCORE-EXPOSED-HALF'],
  },
  {
    id: 'exposed',
    term: 'Exposed',
    also: ['melded'],
    definition:
      'Laid face up on the table. Every set made with a claimed discard is exposed at once, and it can no longer be broken up. (The boards here turn the claimed tile sideways, a custom of modern sets, not a rule of Harr\'s.)',
    taught: { lesson: 'to-pung', section: 'from-any-seat-at-any-turn' },
    rules: ['PUNG-EXPOSE', 'CHOW-EXPOSE'],
  },
  {
    id: 'concealed-kong',
    term: 'Concealed kong',
    definition:
      'A kong of four tiles you drew yourself, declared in your own turn and laid out with its two end tiles face down. It scores as a hidden set and cannot be robbed.',
    taught: { lesson: 'four-of-a-kind', section: 'way-2-three-in-hand-fourth-drawn' },
    rules: ['KONG-CONCEALED', 'SCORE-CONCEALED-KONG'],
  },
  {
    id: 'seat',
    term: 'Seat',
    also: ['wind'],
    definition:
      'Each player\'s place at the table, named after a wind: East, South, West and North. South sits on East\'s right and North on his left.',
    taught: { lesson: 'the-table', section: 'four-players-four-winds' },
    rules: ['SEAT-ORDER'],
  },
  {
    id: 'own-wind',
    term: 'Own wind',
    definition:
      'The wind a player is named after, his seat: East, South, West or North. On Harr\'s score card a pair of it scores 2 and a set of it doubles his whole score; another player\'s wind scores as any wind does.',
    taught: { lesson: 'what-a-claim-costs', section: 'sets-what-you-claim-is-worth-half' },
    rules: ['SEAT-ORDER'],
  },
  {
    id: 'play-order',
    term: 'Play order',
    definition:
      'The order in which turns pass: East, South, West, North, then East again, always to the right. The player on your left plays just before you. When two players win on one tile, Harr gives it to the one "nearest to the discarder" (L. L. Harr, Pung Chow, 1922), counted in this order.',
    taught: { lesson: 'the-table', section: 'play-passes-to-the-right' },
    rules: ['SEAT-ORDER', 'PREC-NEAREST-WINNER'],
  },
  {
    id: 'turn',
    term: 'Turn',
    definition: 'One draw and one discard. A claimed discard counts as the draw, so after claiming you only discard.',
    taught: { lesson: 'the-table', section: 'a-turn-draw-then-discard' },
    rules: ['TURN-DRAW-DISCARD'],
  },
  {
    id: 'the-wall',
    term: 'The wall',
    definition:
      'The square of face-down tiles, two high, built before the deal. Players draw from one end of it; loose tiles are taken from the other.',
    taught: { lesson: 'the-table', section: 'the-tiles-and-the-wall' },
    rules: ['KONG-LOOSE-TILE'],
  },
  {
    id: 'dead-wall',
    term: 'Dead wall',
    definition:
      'Tiles at the end of the wall kept back from ordinary draws. Harr\'s Part I keeps none back, only the two loose tiles on the end of the wall; his limit game (Part II) keeps fourteen, and the modern page speaks of a dead wall without giving its size. Loose tiles come from this end either way.',
    taught: { lesson: 'four-of-a-kind', section: 'the-loose-tile' },
    rules: ['KONG-LOOSE-TILE'],
  },
  {
    id: 'dead-hand',
    term: 'Dead hand',
    definition:
      'A hand holding the wrong number of tiles, which should be thirteen plus one for each kong. Harr has its owner play on, drawing and discarding, and pay every player when the scores are settled. The site also lets a dead hand chow, pung and kong by the usual rules, its own reading where Harr is silent, but it can never win.',
    taught: { lesson: 'sets-and-the-hand', section: 'a-hand-with-the-wrong-count-is-dead' },
    rules: ['TILECOUNT-13-PLUS-KONGS'],
  },
  {
    id: 'draw-game',
    term: 'Draw game',
    also: ['exhausted wall'],
    definition:
      'A hand that ends with no winner because a player must draw and no tile can be drawn: the wall is empty, or down to the tiles it keeps back. No kong can be made then either, for want of a loose tile.',
    taught: { lesson: 'four-of-a-kind', section: 'when-the-wall-runs-out' },
    rules: ['KONG-LOOSE-TILE', 'TURN-DRAW-DISCARD'],
  },
  {
    id: 'odd-tile',
    term: 'Odd tile',
    also: ['single tile'],
    definition:
      'The one unmatched tile left in a hand of four sets. A discard that matches it completes the pair and the hand, so it may be claimed from any seat.',
    taught: { lesson: 'claim-rules', section: 'rule-2-punging-a-single-tile-to-win' },
    rules: ['PUNG-MJ-EXCEPTION'],
  },
  {
    id: 'holding-four',
    term: 'Holding four of a kind',
    definition:
      'Keeping four identical tiles in your hand undeclared. It is allowed, but they are not a kong until declared: they count as three, and can be split between sets.',
    taught: { lesson: 'robbing-the-kong', section: 'holding-four-of-a-kind' },
    rules: ['KONG-HOLD-OPTION', 'SCORE-HELD-FOUR-AS-THREE'],
  },
];
