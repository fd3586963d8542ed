/**
 * The rule catalogue as data.
 *
 * Every refusal the engine makes names one of these 40 ids, every explanation
 * links one, and every lesson lists the ones it teaches. The ids, their sources
 * and the decisions A1 to A21 come from `docs/RULES.md`, the project's copy of
 * the spec.
 *
 * Wording: summaries and decision texts are our own. Harr (1922, public domain
 * in the USA) is quoted briefly and exactly, without his emphasis underscores.
 * The modern rules page has an unknown licence: it is cited by section only and
 * never quoted.
 */

export const RULE_IDS = [
  'ANNOUNCE-DISCARD',
  'BG-FOUR-COPIES',
  'CHOW-EXPOSE',
  'CHOW-INSTEAD-OF-DRAW',
  'CHOW-LEFT-ONLY',
  'CHOW-SUIT-RUN',
  'CHOW-TWO-IN-HAND',
  'CLAIM-LIVE-DISCARD',
  'CLAIM-OTHERS-DISCARD',
  'CONCEALED-SET-COUNTS',
  'DEAD-DISCARD',
  'KONG-ADD-DRAWN',
  'KONG-CONCEALED',
  'KONG-DECLARED-BEFORE-WIN',
  'KONG-FROM-DISCARD',
  'KONG-HOLD-OPTION',
  'KONG-LOOSE-TILE',
  'KONG-ONE-DISCARD-ONLY',
  'PREC-KONG-OVER-PUNG',
  'PREC-MJ-OVER-ALL',
  'PREC-NEAREST-WINNER',
  'PREC-PUNG-OVER-CHOW',
  'PUNG-EXPOSE',
  'PUNG-MJ-EXCEPTION',
  'PUNG-NEEDS-PAIR',
  'PUNG-OUT-OF-TURN',
  'ROB-KONG',
  'ROB-KONG-EXPOSED-ONLY',
  'ROB-KONG-MJ-ONLY',
  'SCORE-CHOW-ZERO',
  'SCORE-CONCEALED-KONG',
  'SCORE-EXPOSED-HALF',
  'SCORE-HELD-FOUR-AS-THREE',
  'SEAT-ORDER',
  'SET-DEFS',
  'TILECOUNT-13-PLUS-KONGS',
  'TURN-AFTER-CLAIM',
  'TURN-DRAW-DISCARD',
  'TURN-SKIP',
  'WIN-FOUR-SETS-PAIR',
] as const;

export type RuleId = (typeof RULE_IDS)[number];

export type RuleTopic = 'turns' | 'sets' | 'chow' | 'pung' | 'kong' | 'precedence' | 'robbing' | 'scoring';

export interface RuleSource {
  document: 'Harr 1922' | 'Modern rules page' | 'Harr 1922 (full book)';
  section: string;
  /** Harr only: his exact words, one sentence at most, emphasis underscores left out. */
  quote?: string;
}

export interface RuleEntry {
  id: RuleId;
  /** Short, e.g. "Chow only from the player on your left". */
  title: string;
  /** One to three plain sentences for a learner, in our own words. */
  summary: string;
  topic: RuleTopic;
  /** Where the rule comes from. */
  sources: RuleSource[];
  /** The decision of RULES.md section 5 that settles a disagreement bearing on this rule. */
  decision?: { id: string; text: string };
  /** True when the engine can refuse a claim or move citing this rule. */
  canRefuse: boolean;
}

export interface Decision {
  id: string;
  title: string;
  text: string;
  rules: RuleId[];
}

/** Decisions A1 to A21 of RULES.md section 5, in our own words. */
export const DECISIONS: readonly Decision[] = Object.freeze([
  {
    id: 'A1',
    title: 'Taking a discard out of turn to win',
    text:
      'Any player may take the live discard, in turn or not, when that tile finishes his hand, whether it makes his pair, a three of a kind or a run. ' +
      'The rule that only the next player may chow applies to ordinary chows that do not win. ' +
      'Harr words his exception generally ("a discard which will complete his hand"), the modern page allows a winning run outright, and robbing a kong needs this reading. ' +
      'The stricter reading, a winning run for the next player only, is offered as a rule option (on the practice table and in the referee), off by default.',
    rules: ['PUNG-MJ-EXCEPTION', 'CHOW-LEFT-ONLY', 'PREC-MJ-OVER-ALL', 'ROB-KONG'],
  },
  {
    id: 'A2',
    title: 'A winning run beats a pung',
    text:
      'A claim that finishes the hand with a run counts as a Mah-Jongg claim, even when it comes from the next player in his usual chow seat. ' +
      'Like every winning claim it beats pung and kong claims on the same tile. ' +
      'Harr\'s rule 4 puts a pung ahead of a chow without naming exceptions, but his rule 5 already ranks a win above a set, and the modern page states the exception.',
    rules: ['PREC-MJ-OVER-ALL', 'PREC-PUNG-OVER-CHOW', 'CHOW-LEFT-ONLY'],
  },
  {
    id: 'A3',
    title: 'A kong may be taken from any seat',
    text:
      'A player holding three of a kind may take the fourth from whoever discarded it. ' +
      'Harr files this under punging, while the modern page treats it as a kong with its own precedence. ' +
      'The engine treats it as a kong claim.',
    rules: ['KONG-FROM-DISCARD', 'PREC-KONG-OVER-PUNG'],
  },
  {
    id: 'A4',
    title: 'Skipped players get nothing back',
    text:
      'Players passed over by a pung or kong simply miss that turn and receive nothing for it; at most two can be passed over. ' +
      'Play picks up with the seat after the claimant, which may be the player who discarded.',
    rules: ['TURN-SKIP', 'TURN-AFTER-CLAIM'],
  },
  {
    id: 'A5',
    title: 'Which way "nearest" counts',
    text:
      'Both texts count nearness the way play moves: East, South, West, North. ' +
      'The nearest claimant is the discarder\'s next player, then the one after, then the last. ' +
      'Counting the other way round the table would give the wrong winner, so the engine\'s tests check for that mistake.',
    rules: ['PREC-NEAREST-WINNER', 'SEAT-ORDER'],
  },
  {
    id: 'A6',
    title: 'The Illustration No. 12 caption slip',
    text:
      'In Harr\'s Illustration No. 12, East pungs South\'s tile, so West and North lose their turns, yet the caption ends with North playing next. ' +
      'By Harr\'s own rule play moves on from the claimant, so South plays next. ' +
      'The engine follows the rule, not the caption.',
    rules: ['TURN-AFTER-CLAIM', 'TURN-SKIP', 'PUNG-OUT-OF-TURN'],
  },
  {
    id: 'A7',
    title: '"At any time" does not revive dead tiles',
    text:
      'Harr\'s "at any time" lets a winning claim be made out of turn; it does not reach back to older discards. ' +
      'A dead tile stays untouchable for the rest of the hand, even for a player it would let win.',
    rules: ['DEAD-DISCARD', 'PUNG-MJ-EXCEPTION'],
  },
  {
    id: 'A8',
    title: 'When a discard stops being live',
    text:
      'The latest discard may be claimed until the next player draws from the wall; after that draw he can no longer chow it, because a chow takes the place of his draw. ' +
      'Once the next discard lands, the earlier tile is dead for good. ' +
      'Whether a pung is still allowed between that draw and that discard is left to a setting, off by default.',
    rules: ['DEAD-DISCARD', 'CLAIM-LIVE-DISCARD', 'CHOW-INSTEAD-OF-DRAW'],
  },
  {
    id: 'A9',
    title: 'Kong against pung never really happens',
    text:
      'A kong claim needs three copies in hand and a pung claim two, which with the discard makes six copies of a tile that has only four. ' +
      'So kong precedence in practice settles a kong against a chow, and a kong against a winning claim always loses to the win.',
    rules: ['PREC-KONG-OVER-PUNG'],
  },
  {
    id: 'A10',
    title: 'Declaring a four is optional',
    text:
      'Harr says the player "must place the completed set on the table"; the modern rules page allows holding it, and the site follows the modern page. ' +
      'A player who holds four alike may declare them as a kong in his own turn, after drawing from the wall or drawing a loose tile, or may keep them hidden. ' +
      'Undeclared, they are ordinary tiles in hand: they score as three and may be split, say into three of a kind and one tile of a run. ' +
      'A fourth taken from a discard is laid out as a kong at once.',
    rules: ['KONG-HOLD-OPTION', 'KONG-DECLARED-BEFORE-WIN', 'SCORE-HELD-FOUR-AS-THREE', 'KONG-CONCEALED'],
  },
  {
    id: 'A11',
    title: 'Only an added tile can be robbed',
    text:
      'The modern page\'s wording on robbing is muddled, so the engine allows a rob only of a tile added to an exposed pung. ' +
      'A declared concealed kong cannot be robbed: it was never an exposed set that a tile could be added to.',
    rules: ['ROB-KONG-EXPOSED-ONLY', 'ROB-KONG', 'KONG-CONCEALED'],
  },
  {
    id: 'A12',
    title: 'How robbing works in detail',
    text:
      'Only a claim that wins the hand may rob, and it may come from any seat. ' +
      'If several players could rob, the one nearest the kong-maker in the order of play takes the tile, as with rule 6. ' +
      'The robbed set goes back to being a pung of three, and its owner draws no loose tile.',
    rules: ['ROB-KONG', 'ROB-KONG-MJ-ONLY', 'PREC-NEAREST-WINNER'],
  },
  {
    id: 'A13',
    title: 'Rule 6 covers every kind of winning claim',
    text:
      'Harr\'s rule 6 speaks of two players punging the same tile to win. ' +
      'The engine applies it to any winning claims, whether the tile makes a pair, a three of a kind or a run, and to three claimants as well as two.',
    rules: ['PREC-NEAREST-WINNER'],
  },
  {
    id: 'A14',
    title: 'Where loose tiles come from',
    text:
      'Loose tiles are always taken from the far end of the wall. ' +
      'How many tiles are held back there is a setting: none for Harr\'s Part I game, fourteen for his Part II (the modern page names a dead wall but gives no size).',
    rules: ['KONG-LOOSE-TILE'],
  },
  {
    id: 'A15',
    title: 'Holding three when the fourth is discarded',
    text:
      'A player with three of a tile in hand may claim its discard either as a pung or as a kong. ' +
      'The engine judges the claim he actually announces.',
    rules: ['KONG-FROM-DISCARD', 'PUNG-NEEDS-PAIR'],
  },
  {
    id: 'A16',
    title: 'When a self-made kong may be declared',
    text:
      'A concealed kong, or a fourth tile added to an exposed pung, may be declared only in the player\'s own turn, after he has drawn from the wall or drawn a loose tile. ' +
      'It cannot be declared straight after claiming a discard for a chow or a pung.',
    rules: ['KONG-CONCEALED', 'KONG-ADD-DRAWN'],
  },
  {
    id: 'A17',
    title: 'The chower picks his run',
    text:
      'A player who chows says which two of his tiles go with the discard; for a 5 that could be 3 and 4, 4 and 6, or 6 and 7. ' +
      'Any run he can legally make from his hand is accepted.',
    rules: ['CHOW-TWO-IN-HAND', 'CHOW-SUIT-RUN'],
  },
  {
    id: 'A18',
    title: 'No discard onto an exposed pung',
    text:
      'A bonus in Harr\'s Part II speaks of punging the fourth tile of an exposed set, which clashes with his own Illustration No. 15 rule. ' +
      'The engine keeps the Illustration No. 15 rule: an exposed pung never takes a discarded fourth. ' +
      'That fourth tile may still win the hand if it is used in a run.',
    rules: ['KONG-ONE-DISCARD-ONLY'],
  },
  {
    id: 'A19',
    title: 'A call that completes the hand is a winning call',
    text:
      'When a player calls chow or pung for the live discard, or for a tile being added to a pung, and that tile completes his hand, the engine rules the call as Mah-Jongg, whatever word he used. ' +
      'The seat rule for chows then does not hold him back, his call outranks every set, and when several such calls meet, the one nearest the discarder in play order wins. ' +
      'A kong call is still judged as a kong, a call that does not complete the hand is judged as the set it names, and a dead hand never completes. ' +
      'Harr himself has players pung a tile "to complete their hands": the word is pung, but what counts is that the hand is finished.',
    rules: ['PREC-MJ-OVER-ALL', 'PUNG-MJ-EXCEPTION', 'PREC-NEAREST-WINNER', 'CHOW-LEFT-ONLY'],
  },
  {
    id: 'A20',
    title: 'When the wall runs out',
    text:
      'A tile may be drawn only while the wall holds more tiles than the reserve kept back at its end (none in Harr\'s Part I game, fourteen in his Part II). ' +
      'A kong that would need a loose tile when none can be drawn is refused, because the four is paid for with that tile. ' +
      'Chow, pung and winning calls are judged as usual, and a player who takes a set still discards. ' +
      'When play needs a draw that cannot be made, the hand ends as a draw game and nobody wins.',
    rules: ['KONG-LOOSE-TILE', 'TURN-DRAW-DISCARD'],
  },
  {
    id: 'A21',
    title: 'A wrong tile count makes a dead hand, not an impossible position',
    text:
      'A position in which a seat holds the wrong number of tiles is legal: that seat\'s hand is dead, as Harr puts it, and it goes on drawing and discarding. ' +
      'A dead hand may still chow, pung and kong by the usual rules, but it can never win, so its Mah-Jongg call is refused. ' +
      'Only positions that no deal of the tiles could produce are rejected, such as a fifth copy of a tile, a seat that claimed its own discard, or a chow taken from anyone but the player on the left.',
    rules: ['TILECOUNT-13-PLUS-KONGS', 'BG-FOUR-COPIES'],
  },
] satisfies Decision[]);

const DECISION_BY_ID = new Map(DECISIONS.map((decision) => [decision.id, decision]));

function decided(id: string): { id: string; text: string } {
  const decision = DECISION_BY_ID.get(id);
  if (!decision) throw new Error(`Unknown decision ${id}`);
  return { id: decision.id, text: decision.text };
}

/**
 * Every decision that bears on a rule (lists it in its `rules`), in the order
 * of DECISIONS. An entry's own `decision` is the one that settles it most
 * directly; this also finds the others.
 */
export function decisionsOn(id: RuleId): readonly Decision[] {
  return DECISIONS.filter((decision) => decision.rules.includes(id));
}

const HARR = 'Harr 1922' as const;
const HARR_BOOK = 'Harr 1922 (full book)' as const;
const MODERN = 'Modern rules page' as const;

const MODERN_INTRO: RuleSource = { document: MODERN, section: 'Opening paragraphs, before Figure 1' };
const MODERN_CHOW: RuleSource = { document: MODERN, section: 'Figure 1: A Chow' };
const MODERN_PUNG: RuleSource = { document: MODERN, section: 'Figure 2: A Pung' };
const MODERN_KONG: RuleSource = { document: MODERN, section: 'Figure 3: A Kong' };
const MODERN_PRECEDENCE: RuleSource = { document: MODERN, section: 'Figure 3: A Kong, closing precedence list' };

const TABLE: { readonly [K in RuleId]: RuleEntry & { id: K } } = {
  // ---------------------------------------------------------------- turns
  'SEAT-ORDER': {
    id: 'SEAT-ORDER',
    title: 'Play passes to the right',
    summary:
      'Turns go East, South, West, North, then back to East. The player on your left is the one who plays just before you, and the player on your right plays just after you.',
    topic: 'turns',
    sources: [
      { document: HARR, section: 'F. To Pung', quote: 'Also after a player "Pungs" and discards, the play goes on from him to the right.' },
      {
        document: HARR_BOOK,
        section: 'Procedure of Play, A. East Wind',
        quote: 'to the right of East Wind as South Wind, and the left of East Wind, as North Wind',
      },
      {
        document: HARR_BOOK,
        section: 'Procedure of Play, D. Playing the Hand',
        quote: 'West Wind then draws and discards and so on around the table, constantly in a counter-clockwise direction.',
      },
      MODERN_PUNG,
    ],
    decision: decided('A5'),
    canRefuse: true,
  },
  'TURN-DRAW-DISCARD': {
    id: 'TURN-DRAW-DISCARD',
    title: 'A turn is one draw, then one discard',
    summary:
      'On your turn you take one tile and then throw one tile out. Claiming a discard counts as your draw, so after a claim you only discard. When a draw is due but the wall is down to the tiles held back at its end, the hand ends in a draw and nobody wins.',
    topic: 'turns',
    sources: [
      {
        document: HARR,
        section: 'E. To Chow',
        quote: 'This appropriating the discard serves as the player\'s draw and he must then discard and the play goes on in the usual manner.',
      },
      {
        document: HARR_BOOK,
        section: 'Procedure of Play, D. Playing the Hand',
        quote: 'The play then goes to the right, it becoming the turn of South Wind to draw the next tile in the wall and discard any one he may choose.',
      },
    ],
    decision: decided('A20'),
    canRefuse: true,
  },
  'CLAIM-LIVE-DISCARD': {
    id: 'CLAIM-LIVE-DISCARD',
    title: 'Only the tile just thrown can be claimed',
    summary:
      'You may claim a discard only while it is the newest tile on the table. You must already hold the tiles it goes with.',
    topic: 'turns',
    sources: [
      {
        document: HARR,
        section: 'D. Playing the Hand',
        quote: 'the players are permitted to make use of any discard, as it is discarded, provided they have the required tiles already in their hand',
      },
      MODERN_INTRO,
    ],
    decision: decided('A8'),
    canRefuse: true,
  },
  'DEAD-DISCARD': {
    id: 'DEAD-DISCARD',
    title: 'Older discards are dead',
    summary:
      'As soon as the next tile is thrown out, every earlier discard is dead. Nobody may take a dead tile again, not even to win.',
    topic: 'turns',
    sources: [
      {
        document: HARR,
        section: 'F. To Pung, rule 1',
        quote:
          'All tiles must be "punged" or "chowed" as they are discarded; for a tile discarded by a player and allowed to remain in discard until the next player discards, becomes "dead" and cannot be touched during the rest of the game.',
      },
      MODERN_INTRO,
    ],
    decision: decided('A7'),
    canRefuse: true,
  },
  'CLAIM-OTHERS-DISCARD': {
    id: 'CLAIM-OTHERS-DISCARD',
    title: 'You cannot claim your own discard',
    summary: 'A claim always takes a tile that someone else threw out. The tile you just discarded is not yours to take back.',
    topic: 'turns',
    sources: [
      {
        document: HARR,
        section: 'F. To Pung',
        quote: 'A player may also appropriate another player\'s discard to fill a set of three of a kind or four of a kind by announcing "Pung."',
      },
    ],
    canRefuse: true,
  },
  'TURN-AFTER-CLAIM': {
    id: 'TURN-AFTER-CLAIM',
    title: 'After a claim, play goes on from the claimant',
    summary:
      'Whoever claims a discard lays the new set face up and discards (after a loose tile, if it was a kong). The next turn belongs to the player on the claimant\'s right.',
    topic: 'turns',
    sources: [
      { document: HARR, section: 'F. To Pung', quote: 'expose his set and discard, the play going on in the regular direction from him.' },
      { document: HARR, section: 'F. To Pung, Illustration No. 12' },
    ],
    decision: decided('A6'),
    canRefuse: false,
  },
  'TURN-SKIP': {
    id: 'TURN-SKIP',
    title: 'A claim can skip one or two players',
    summary:
      'When someone further round the table claims a discard, the players between the discarder and the claimant miss their turn. That can be one or two players, and they get nothing back for it.',
    topic: 'turns',
    sources: [
      { document: HARR, section: 'F. To Pung', quote: 'It can be seen that due to punging one or even two players are liable to lose their turn.' },
      { document: HARR, section: 'F. To Pung, Illustration No. 12', quote: 'causing West and North Winds to lose their turns' },
      MODERN_PUNG,
    ],
    decision: decided('A4'),
    canRefuse: false,
  },
  'ANNOUNCE-DISCARD': {
    id: 'ANNOUNCE-DISCARD',
    title: 'Name each tile you discard',
    summary:
      'Say what you throw out, for example "3 character", so nobody is confused. This is good manners rather than a strict rule, and the engine never enforces it.',
    topic: 'turns',
    sources: [{ document: HARR, section: 'F. To Pung, rule 3', quote: 'This is more of a courtesy of the game, than a rule.' }],
    canRefuse: false,
  },

  // ---------------------------------------------------------------- sets and winning
  'SET-DEFS': {
    id: 'SET-DEFS',
    title: 'What counts as a set',
    summary:
      'A set is three identical tiles, four identical tiles, or a run of three numbers in a row. A run is always exactly three tiles long.',
    topic: 'sets',
    sources: [
      { document: HARR, section: 'E. To Chow', quote: 'Sequences can only be built up in sets of three.' },
      { document: HARR, section: 'D. Playing the Hand, Illustration No. 9', quote: 'Three of a kind Four of a kind Three in sequence' },
    ],
    canRefuse: true,
  },
  'WIN-FOUR-SETS-PAIR': {
    id: 'WIN-FOUR-SETS-PAIR',
    title: 'A winning hand is four sets and a pair',
    summary:
      'You win by completing four sets plus one pair. You then call "Mah-Jongg" and the hand is over.',
    topic: 'sets',
    sources: [
      {
        document: HARR,
        section: 'D. Playing the Hand',
        quote:
          'When a player accomplishes this, he must only match the extra tile forming a pair and thus, completing his hand, having four complete sets and a pair.',
      },
      { document: HARR, section: 'D. Playing the Hand, Illustration No. 10' },
      MODERN_KONG,
    ],
    canRefuse: true,
  },
  'CONCEALED-SET-COUNTS': {
    id: 'CONCEALED-SET-COUNTS',
    title: 'Hidden sets count too',
    summary:
      'A set you built entirely from the wall can stay hidden in your hand and still counts as one of your four sets. You do not have to show it until you win.',
    topic: 'sets',
    sources: [
      {
        document: HARR,
        section: 'Four of a Kind',
        quote: 'A concealed set is counted as one of the four sets required to win, just as an exposed set would be',
      },
      MODERN_CHOW,
      MODERN_PUNG,
    ],
    canRefuse: false,
  },
  'TILECOUNT-13-PLUS-KONGS': {
    id: 'TILECOUNT-13-PLUS-KONGS',
    title: 'Thirteen tiles, plus one per kong',
    summary:
      'Between turns your hand and your exposed sets together hold 13 tiles, plus one more for each kong, and in the middle of your turn you briefly have one extra. A hand with the wrong number of tiles is dead. It plays on, drawing, discarding and even claiming sets, but it can never win.',
    topic: 'sets',
    sources: [
      { document: HARR, section: 'E. To Chow, Illustration No. 11', quote: 'leaving the usual 13 tiles in his hand' },
      {
        document: HARR_BOOK,
        section: 'Mah-Jongg or Mah-Diao',
        quote: 'If, at any time during the game, a player has an incorrect number of tiles in his hand, it becomes "dead."',
      },
      MODERN_KONG,
    ],
    decision: decided('A21'),
    canRefuse: true,
  },
  'BG-FOUR-COPIES': {
    id: 'BG-FOUR-COPIES',
    title: 'Four copies of every tile',
    summary:
      'The set has 34 different kinds of tile and four copies of each, 136 tiles in all. A position that shows a fifth copy of any tile is impossible.',
    topic: 'sets',
    sources: [
      {
        document: HARR_BOOK,
        section: 'Description of Tiles',
        quote: 'From Illustration No. 2 a player will see that there are four of every different tile in the set, and that there are 34 different tiles.',
      },
    ],
    decision: decided('A21'),
    canRefuse: true,
  },

  // ---------------------------------------------------------------- chow
  'CHOW-LEFT-ONLY': {
    id: 'CHOW-LEFT-ONLY',
    title: 'Chow only from the player on your left',
    summary:
      'You may chow only the tile thrown out by the player just before you, and only as your own turn. A claim that wins the hand is the exception: any player may make it.',
    topic: 'chow',
    sources: [
      { document: HARR, section: 'E. To Chow', quote: 'he may "Chow" only tiles discarded by the player to his left' },
      { document: HARR, section: 'E. To Chow, Illustration No. 11' },
      MODERN_CHOW,
    ],
    decision: decided('A1'),
    canRefuse: true,
  },
  'CHOW-SUIT-RUN': {
    id: 'CHOW-SUIT-RUN',
    title: 'A run is three numbers in a row of one suit',
    summary:
      'A run uses three consecutive numbers in the same suit, such as 4, 5 and 6 of characters. Winds and dragons have no numbers and cannot make a run, and 9 does not wrap round to 1.',
    topic: 'chow',
    sources: [
      {
        document: HARR,
        section: 'E. To Chow',
        quote: 'If one has a 5-6 of character and the player preceding him discards either a 4 or a 7 of character',
      },
      { document: HARR_BOOK, section: 'Description of Tiles' },
    ],
    decision: decided('A17'),
    canRefuse: true,
  },
  'CHOW-TWO-IN-HAND': {
    id: 'CHOW-TWO-IN-HAND',
    title: 'Hold the other two tiles of the run',
    summary:
      'To chow, the two other tiles of the run must already be hidden in your hand. Tiles in sets you have already laid out cannot be used.',
    topic: 'chow',
    sources: [
      { document: HARR, section: 'E. To Chow', quote: 'only when he has the other two tiles in his hand to form the sequence' },
      { document: HARR, section: 'E. To Chow, Illustration No. 11' },
    ],
    decision: decided('A17'),
    canRefuse: true,
  },
  'CHOW-INSTEAD-OF-DRAW': {
    id: 'CHOW-INSTEAD-OF-DRAW',
    title: 'A chow replaces your draw',
    summary:
      'Taking the tile for a chow is your draw for the turn. You may prefer to draw from the wall instead, but once you have drawn you can no longer chow.',
    topic: 'chow',
    sources: [
      { document: HARR, section: 'E. To Chow', quote: 'This appropriating the discard serves as the player\'s draw' },
      { document: HARR, section: 'E. To Chow', quote: 'he may "Chow" the tile, and discard; or ignore it and draw from the wall and discard' },
      MODERN_INTRO,
    ],
    decision: decided('A8'),
    canRefuse: true,
  },
  'CHOW-EXPOSE': {
    id: 'CHOW-EXPOSE',
    title: 'Lay the chowed run face up',
    summary:
      'After a chow you put the three tiles of the run face up on the table beside your hand, then discard. Some modern players turn the claimed tile sideways to show where it came from.',
    topic: 'chow',
    sources: [
      { document: HARR, section: 'E. To Chow', quote: 'place the three in sequence face up on the table to the right of his hand' },
      MODERN_CHOW,
    ],
    canRefuse: false,
  },

  // ---------------------------------------------------------------- pung
  'PUNG-OUT-OF-TURN': {
    id: 'PUNG-OUT-OF-TURN',
    title: 'Pung from any player, in turn or not',
    summary:
      'You may pung the latest discard whoever threw it and whoever was due to play next. The next player may pung it too, instead of chowing or drawing.',
    topic: 'pung',
    sources: [
      {
        document: HARR,
        section: 'F. To Pung',
        quote: 'It is not necessary for it to be the player\'s turn to draw in order to "Pung" as it is in the case of a "Chow."',
      },
      { document: HARR, section: 'F. To Pung, Illustration No. 12' },
      MODERN_PUNG,
    ],
    canRefuse: false,
  },
  'PUNG-NEEDS-PAIR': {
    id: 'PUNG-NEEDS-PAIR',
    title: 'A pung needs a matching pair in hand',
    summary:
      'To pung you must hold at least two tiles like the discard, hidden in your hand. Tiles in sets already on the table do not count.',
    topic: 'pung',
    sources: [
      {
        document: HARR,
        section: 'F. To Pung',
        quote: 'In order to do this, the player must have a pair, or three of a kind in his hand to match with the discard',
      },
      { document: HARR, section: 'F. To Pung, Illustration No. 12' },
      MODERN_PUNG,
    ],
    decision: decided('A15'),
    canRefuse: true,
  },
  'PUNG-EXPOSE': {
    id: 'PUNG-EXPOSE',
    title: 'Lay the punged set face up',
    summary:
      'A set made with a claimed tile goes face up on the table. That proves you held the pair and marks the set as worth half. You then discard without drawing.',
    topic: 'pung',
    sources: [
      {
        document: HARR,
        section: 'Four of a Kind',
        quote: 'A set made up of a pair and a punged discard must be "exposed" by setting it out face up, on the table to the right of the players\' tiles',
      },
    ],
    canRefuse: false,
  },
  'PUNG-MJ-EXCEPTION': {
    id: 'PUNG-MJ-EXCEPTION',
    title: 'Any discard that wins may be taken',
    summary:
      'If the discard would finish your hand, you may take it out of turn even without a pair: to match your last single tile, or to fill a run. Whether you call it a chow or a pung, a claim that finishes your hand is ruled as a Mah-Jongg call.',
    topic: 'pung',
    sources: [
      {
        document: HARR,
        section: 'F. To Pung, rule 2',
        quote: 'a player may at any time \'Pung\' a discard which will complete his hand and allow him to Mah-Jongg',
      },
      {
        document: HARR,
        section: 'F. To Pung, rule 2',
        quote: 'Example: A player with four sets and an odd tile may pung a tile which matches his odd one.',
      },
      MODERN_PUNG,
    ],
    decision: decided('A1'),
    canRefuse: false,
  },

  // ---------------------------------------------------------------- kong
  'KONG-FROM-DISCARD': {
    id: 'KONG-FROM-DISCARD',
    title: 'Kong a discard with three in hand',
    summary:
      'If three identical tiles are hidden in your hand, you may claim the fourth from any player\'s discard. All four go face up on the table.',
    topic: 'kong',
    sources: [
      {
        document: HARR,
        section: 'Four of a Kind',
        quote:
          'A player may complete a set of four of a kind either by draw from the wall or "punging" an opponent\'s discard, if he has three of a kind already in his hand.',
      },
      {
        document: HARR_BOOK,
        section: 'Four of a Kind, Illustration No. 13',
        quote: 'This player "punged" it, matched the four of a kind, exposed them, drew a "loose tile" and discarded.',
      },
      MODERN_KONG,
    ],
    decision: decided('A3'),
    canRefuse: true,
  },
  'KONG-CONCEALED': {
    id: 'KONG-CONCEALED',
    title: 'Declare a kong you drew yourself',
    summary:
      'When you draw the fourth tile for three you hold hidden, you may declare a kong in your own turn. Lay it out with the two end tiles face down: it still scores as a hidden set.',
    topic: 'kong',
    sources: [
      {
        document: HARR,
        section: 'Four of a Kind',
        quote: 'all four face up if he "punged" the fourth, the two end tiles face down if he has "drawn" the fourth',
      },
      {
        document: HARR_BOOK,
        section: 'Four of a Kind, Illustration No. 14',
        quote: 'Therefore the end tiles are turned down to show that in counting the score that the set is counted as if it were held in the hand.',
      },
      MODERN_KONG,
    ],
    decision: decided('A16'),
    canRefuse: true,
  },
  'KONG-ADD-DRAWN': {
    id: 'KONG-ADD-DRAWN',
    title: 'Add a drawn fourth to your exposed pung',
    summary:
      'If you draw the fourth tile of a pung you already laid out, you may add it to make a kong in your own turn. Another player who needs that very tile to win may rob it.',
    topic: 'kong',
    sources: [
      {
        document: HARR_BOOK,
        section: 'Four of a Kind, Illustration No. 15',
        quote: 'However, if he draws the fourth one dot himself, he may add it on to his set of 3, draw a loose tile and discard as usual.',
      },
      MODERN_KONG,
    ],
    decision: decided('A16'),
    canRefuse: true,
  },
  'KONG-ONE-DISCARD-ONLY': {
    id: 'KONG-ONE-DISCARD-ONLY',
    title: 'An exposed pung never takes a discard',
    summary:
      'A pung on the table already holds one claimed tile, and a set may hold only one. So you cannot claim a discard to turn an exposed pung into a kong; only a tile you draw yourself can be added.',
    topic: 'kong',
    sources: [
      {
        document: HARR_BOOK,
        section: 'Four of a Kind, Illustration No. 15',
        quote: 'In any set which a player may have exposed on the table there must not be more than (1) punged tile.',
      },
      {
        document: HARR_BOOK,
        section: 'Four of a Kind, Illustration No. 15',
        quote: 'If another player discards a one dot he cannot touch it and must let it go by.',
      },
      MODERN_KONG,
    ],
    decision: decided('A18'),
    canRefuse: true,
  },
  'KONG-LOOSE-TILE': {
    id: 'KONG-LOOSE-TILE',
    title: 'Draw a loose tile after every kong',
    summary:
      'A kong leaves you a tile short, so straight after making one you draw a replacement, the loose tile, from the end of the wall. Then you discard. When no loose tile can be drawn, because the wall is down to the tiles held back at its end, the kong is refused.',
    topic: 'kong',
    sources: [
      {
        document: HARR,
        section: 'Four of a Kind',
        quote: 'The player must immediately draw a "loose tile" (one of the two tiles on top of, and marking the end of the wall).',
      },
      {
        document: HARR_BOOK,
        section: 'Four of a Kind, Illustration No. 13',
        quote: 'This player "punged" it, matched the four of a kind, exposed them, drew a "loose tile" and discarded.',
      },
      MODERN_KONG,
    ],
    decision: decided('A20'),
    canRefuse: true,
  },
  'KONG-HOLD-OPTION': {
    id: 'KONG-HOLD-OPTION',
    title: 'You may keep four alike hidden',
    summary:
      'Four identical tiles in your hand do not have to be declared. Until you declare them they are just tiles in hand: they can be split between sets, but they do not count as a kong.',
    topic: 'kong',
    sources: [MODERN_KONG],
    decision: decided('A10'),
    canRefuse: false,
  },
  'KONG-DECLARED-BEFORE-WIN': {
    id: 'KONG-DECLARED-BEFORE-WIN',
    title: 'Kongs go on the table before you win',
    summary:
      'A four of a kind can only be part of a winning hand once it is declared and its loose tile drawn. Undeclared, the four tiles must fit into your sets and pair some other way.',
    topic: 'kong',
    sources: [
      {
        document: HARR_BOOK,
        section: 'Mah-Jongg or Mah-Diao',
        quote:
          'Then for every four of a kind that he fills he should have an extra tile in his hand on account of the extra loose tile draw.',
      },
      MODERN_KONG,
    ],
    decision: decided('A10'),
    canRefuse: true,
  },

  // ---------------------------------------------------------------- precedence
  'PREC-PUNG-OVER-CHOW': {
    id: 'PREC-PUNG-OVER-CHOW',
    title: 'A pung beats a chow',
    summary:
      'If one player wants a discard for a pung and another for a chow, the pung gets it. A chow that wins the hand is a winning claim, and that beats the pung.',
    topic: 'precedence',
    sources: [
      {
        document: HARR,
        section: 'F. To Pung, rule 4',
        quote:
          'A "Pung" has precedence over a "Chow" and if one player can pung the same discard that another player can chow, the former has the right to appropriate the tile.',
      },
      MODERN_CHOW,
      MODERN_PRECEDENCE,
    ],
    decision: decided('A2'),
    canRefuse: true,
  },
  'PREC-KONG-OVER-PUNG': {
    id: 'PREC-KONG-OVER-PUNG',
    title: 'A kong beats a pung or a chow',
    summary:
      'A claim for a kong comes before a pung or a chow on the same discard. Since a kong and a pung on one tile would need six copies, in play this decides kong against chow.',
    topic: 'precedence',
    sources: [MODERN_PRECEDENCE],
    decision: decided('A9'),
    canRefuse: true,
  },
  'PREC-MJ-OVER-ALL': {
    id: 'PREC-MJ-OVER-ALL',
    title: 'A winning claim beats every other claim',
    summary:
      'A claim that completes a hand comes before any pung, kong or chow, whatever seat it comes from. A chow or pung called on a tile that finishes the caller\'s hand is ruled as such a winning claim, even when it comes from the next player in his usual chow seat.',
    topic: 'precedence',
    sources: [
      {
        document: HARR,
        section: 'F. To Pung, rule 5',
        quote:
          'If a player can pung a discard which will complete his hand and another player can pung the same discard to complete a set, the former has the right to take the discard.',
      },
      MODERN_CHOW,
      MODERN_PUNG,
      MODERN_PRECEDENCE,
    ],
    decision: decided('A19'),
    canRefuse: true,
  },
  'PREC-NEAREST-WINNER': {
    id: 'PREC-NEAREST-WINNER',
    title: 'Two winners: the nearest in play order',
    summary:
      'If two or three players could win with the same discard, it goes to the one who would play soonest after the discarder: first the next player, then the one after.',
    topic: 'precedence',
    sources: [
      {
        document: HARR,
        section: 'F. To Pung, rule 6',
        quote:
          'If two players pung the same tile to complete their hands, the precedence is given to the player claiming the tile nearest to the discarder in a counter-clockwise direction around the table.',
      },
      MODERN_PUNG,
    ],
    decision: decided('A5'),
    canRefuse: true,
  },

  // ---------------------------------------------------------------- robbing the kong
  'ROB-KONG': {
    id: 'ROB-KONG',
    title: 'Robbing the kong',
    summary:
      'When a player adds a tile he drew to his exposed pung, anyone who can win with that exact tile may take it and go out. The set then stays a pung of three and no loose tile is drawn.',
    topic: 'robbing',
    sources: [MODERN_KONG],
    decision: decided('A12'),
    canRefuse: false,
  },
  'ROB-KONG-MJ-ONLY': {
    id: 'ROB-KONG-MJ-ONLY',
    title: 'Rob a kong only to win',
    summary:
      'The tile added to a pung may be taken only by a claim that wins the hand. Nobody may take it for an ordinary pung, kong or chow.',
    topic: 'robbing',
    sources: [MODERN_KONG],
    decision: decided('A12'),
    canRefuse: true,
  },
  'ROB-KONG-EXPOSED-ONLY': {
    id: 'ROB-KONG-EXPOSED-ONLY',
    title: 'A concealed kong cannot be robbed',
    summary:
      'Only a tile added to a pung already on the table can be robbed. A kong declared from four tiles hidden in the hand is safe.',
    topic: 'robbing',
    sources: [MODERN_KONG],
    decision: decided('A11'),
    canRefuse: true,
  },

  // ---------------------------------------------------------------- scoring
  'SCORE-EXPOSED-HALF': {
    id: 'SCORE-EXPOSED-HALF',
    title: 'Claimed sets score half',
    summary:
      'A set finished with a claimed discard is worth half as much as the same set built entirely from the wall and kept hidden. Claiming is quicker, but it costs points.',
    topic: 'scoring',
    sources: [
      {
        document: HARR,
        section: 'Four of a Kind',
        quote:
          'Sets completed by help of an appropriated (punged) discard, have only one-half the scoring value of exactly the same sets, completed by draw from the wall and kept in the hand.',
      },
      { document: HARR_BOOK, section: 'Score Card' },
      MODERN_PUNG,
    ],
    canRefuse: false,
  },
  'SCORE-CONCEALED-KONG': {
    id: 'SCORE-CONCEALED-KONG',
    title: 'A self-drawn kong scores as hidden',
    summary:
      'A kong you completed by your own draw must be laid out to get its loose tile, but with its ends face down it still scores as a hidden set.',
    topic: 'scoring',
    sources: [
      {
        document: HARR_BOOK,
        section: 'Four of a Kind, Illustration No. 14',
        quote: 'This set counts in scoring as much as it would in his hand but must be exposed in order to draw the "loose tile."',
      },
      { document: HARR, section: 'Four of a Kind' },
      MODERN_KONG,
    ],
    canRefuse: false,
  },
  'SCORE-HELD-FOUR-AS-THREE': {
    id: 'SCORE-HELD-FOUR-AS-THREE',
    title: 'An undeclared four scores as three',
    summary:
      'If someone else wins while you still hold four alike undeclared, they count only as three of a kind: a quarter of what the kong would have scored.',
    topic: 'scoring',
    sources: [{ document: HARR_BOOK, section: 'Score Card' }, MODERN_KONG],
    decision: decided('A10'),
    canRefuse: false,
  },
  'SCORE-CHOW-ZERO': {
    id: 'SCORE-CHOW-ZERO',
    title: 'Runs score nothing',
    summary:
      'A run earns no points of its own. Runs only help you finish a hand quickly.',
    topic: 'scoring',
    sources: [
      { document: HARR_BOOK, section: 'Score Card', quote: 'a sequence having no scoring value whatsoever' },
      MODERN_CHOW,
    ],
    canRefuse: false,
  },
};

function freezeEntry(entry: RuleEntry): RuleEntry {
  for (const source of entry.sources) Object.freeze(source);
  Object.freeze(entry.sources);
  if (entry.decision) Object.freeze(entry.decision);
  return Object.freeze(entry);
}

for (const id of RULE_IDS) freezeEntry(TABLE[id]);
for (const decision of DECISIONS) {
  Object.freeze(decision.rules);
  Object.freeze(decision);
}

/** The catalogue, keyed by id, in the order of RULE_IDS. */
export const RULES: Readonly<Record<RuleId, RuleEntry>> = Object.freeze(
  Object.fromEntries(RULE_IDS.map((id) => [id, TABLE[id]])) as Record<RuleId, RuleEntry>,
);

const RULE_ID_SET: ReadonlySet<string> = new Set(RULE_IDS);

export function isRuleId(word: string): word is RuleId {
  return RULE_ID_SET.has(word);
}

export function ruleEntry(id: RuleId): RuleEntry {
  const entry = RULES[id];
  if (!entry) throw new Error(`Unknown rule id ${String(id)}`);
  return entry;
}

/** The #anchor of a rule on the rules reference page: 'CHOW-LEFT-ONLY' -> 'chow-left-only'. */
export function ruleSlug(id: RuleId): string {
  return id.toLowerCase();
}

/** Link to a rule on the rules reference page, e.g. '/rules/#chow-left-only'. A base without a trailing slash gets one. */
export function ruleHref(id: RuleId, base = '/'): string {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  return `${prefix}rules/#${ruleSlug(id)}`;
}
