/**
 * The rule ids today's rulesets add to Harr's 40 (docs/RULESETS.md section 3),
 * each with a title and a summary in our own words and the sources that
 * state it. Like Harr's, an id may refuse a call or explain a ruling
 * (`canRefuse`). Where a ruleset keeps one of Harr's rules, his id is reused
 * and the ruleset cites its own source for it (Ruleset.citations): an id is
 * made here only for a reason Harr never gives.
 */
import type { SourceKey } from './sources';

export const RULESET_RULE_IDS = [
  'CALL-AS-ANNOUNCED',
  'DEAD-HAND-NO-CALLS',
  'FURITEN-DISCARD',
  'FURITEN-RIICHI',
  'FURITEN-TEMPORARY',
  'KONG-LIMIT-FOUR',
  'KUIKAE',
  'KUIKAE-NO-DISCARD',
  'LAST-DISCARD-RON-ONLY',
  'MIN-VALUE',
  'MIN-VALUE-ASSUMED',
  'MULTI-WIN',
  'NMJL-CONCEALED-HAND',
  'NMJL-EXPOSED-FIRST',
  'NMJL-EXPOSURE-MATCH',
  'NMJL-JOKER-DEAD',
  'NMJL-JOKER-NOT-IN-PAIR',
  'NMJL-KONG-EXPOSURE-ONLY',
  'NMJL-NEXT-IN-TURN',
  'NMJL-NO-CALL-FOR-JOKER',
  'NMJL-NO-CHOW',
  'NMJL-PAIR-CALL-MJ-ONLY',
  'NMJL-WINDOW',
  'RIICHI-KAN-WAIT',
  'RIICHI-LOCK',
  'ROB-KONG-THIRTEEN-ORPHANS',
  'RON-UNTIL-NEXT-DISCARD',
  'TRIPLE-RON-ABORT',
  'WIN-SHAPES',
] as const;

export type RulesetRuleId = (typeof RULESET_RULE_IDS)[number];

export interface RulesetRule {
  id: RulesetRuleId;
  title: string;
  /** One to three plain sentences, our own words. */
  summary: string;
  /** The sources that state it (keys of sources.ts). */
  sources: readonly SourceKey[];
  /** True when a claim or move can be refused citing it; false for an id that only explains (MULTI-WIN, MIN-VALUE-ASSUMED). */
  canRefuse: boolean;
}

const rule = (id: RulesetRuleId, title: string, summary: string, sources: SourceKey[], canRefuse = true): RulesetRule => ({ id, title, summary, sources, canRefuse });

export const RULESET_RULES: Readonly<Record<RulesetRuleId, RulesetRule>> = /* @__PURE__ */ Object.freeze(
  Object.fromEntries(
    [
      rule(
        'CALL-AS-ANNOUNCED',
        'A call is the set it names',
        'A chow or pung is judged as that set, even when its tile would finish the hand: if the set cannot be made, the call is refused. To take the tile as a win, the player calls a win.',
        ['J1', 'A2'],
      ),
      rule('DEAD-HAND-NO-CALLS', 'A dead hand makes no calls', 'A hand with the wrong number of tiles may not call for a discard at all. Under Harr it may still call sets, though it cannot win.', ['J15', 'A4', 'A12']),
      rule('FURITEN-DISCARD', 'No win on a tile you threw away', 'A player whose own discards hold one of the tiles he waits on may not win on another player’s discard, only on his own draw.', ['J2']),
      rule('FURITEN-RIICHI', 'After riichi, a winning tile let go bars the rest of the hand', 'A player in riichi who lets a tile that would win pass by may not win on a discard for the rest of the hand.', ['J3']),
      rule('FURITEN-TEMPORARY', 'A winning tile let go bars wins until your next discard', 'A player who lets a winning tile pass may not win on any discard until he has discarded again.', ['J2', 'J3']),
      rule('KONG-LIMIT-FOUR', 'No fifth kong', 'Once four kongs are on the table, nobody may make another.', ['J15', 'J11']),
      rule('KUIKAE', 'No swap-calling', 'After a call, the caller may not discard another copy of the tile he called, nor, after a chow, the tile that would make the same run at its other end.', ['J6', 'J5', 'J14']),
      rule('KUIKAE-NO-DISCARD', 'No chow that leaves only swap-calls to discard', 'A chow is refused when every tile it would leave in the hand is one that swap-calling forbids him to discard.', ['J6', 'J5']),
      rule('LAST-DISCARD-RON-ONLY', 'The last discard only for a win', 'The discard made after the last tile of the wall is drawn may be called only to win.', ['J10', 'J14']),
      rule('MIN-VALUE', 'A win must reach the minimum', 'A hand worth less than the ruleset’s minimum (faan, points, a yaku or a hand on the card) may not be declared a win.', ['HK2', 'HK4', 'M2', 'J1', 'J10', 'A2']),
      rule('MIN-VALUE-ASSUMED', 'The minimum taken as met', 'The position does not say what the hand is worth, so the ruling takes the minimum as met and says so.', ['HK2', 'M2', 'J1', 'A2'], false),
      rule('MULTI-WIN', 'Several players may win on one tile', 'Every player whose win on the tile is legal wins, and the discarder answers to each.', ['J3', 'J4', 'J12'], false),
      rule('NMJL-CONCEALED-HAND', 'A concealed hand calls only for Mah Jongg', 'A player playing a concealed hand on the card may take a discard only as the tile that finishes it.', ['A10', 'A2']),
      rule('NMJL-EXPOSED-FIRST', 'Exposed first keeps the tile', 'A caller who has already racked the tile or exposed his group keeps it against a later claim from a nearer seat; a Mah Jongg call still takes it.', ['A6', 'A7']),
      rule('NMJL-EXPOSURE-MATCH', 'An exposure is three to six alike', 'A called tile is exposed with two to five tiles from the hand, each the same tile or a joker: a pung, kong, quint or sextet.', ['A1', 'A6']),
      rule('NMJL-JOKER-DEAD', 'A discarded joker is dead', 'Nobody may take a joker that has been discarded, not even to win.', ['A1', 'A9']),
      rule('NMJL-JOKER-NOT-IN-PAIR', 'No joker in a single or pair', 'A joker stands only in a group of three or more alike, never in a single or a pair, even in the winning hand.', ['A3']),
      rule('NMJL-KONG-EXPOSURE-ONLY', 'A kong only as an exposure', 'A kong, quint or sextet is made only by calling a discard or held in the hand: never declared from the hand or added to, and no loose tile is drawn for it.', ['A9']),
      rule('NMJL-NEXT-IN-TURN', 'The next in turn takes the tile', 'Of several players calling a tile to expose, the one next in turn after the discarder takes it, whatever the size of the groups.', ['A6', 'A7']),
      rule('NMJL-NO-CALL-FOR-JOKER', 'No call to redeem a joker', 'A discard may not be called in order to swap it for a joker on the table.', ['A8']),
      rule('NMJL-NO-CHOW', 'No chows', 'There are no chows. A run on the card is made of single tiles, and a discard joins one only as the tile that wins.', ['A9', 'A1']),
      rule('NMJL-PAIR-CALL-MJ-ONLY', 'A single or pair only for Mah Jongg', 'A discard may not be called to expose a single, a pair or a group of unlike tiles, except as the tile that wins.', ['A1', 'A6', 'A10']),
      rule('NMJL-WINDOW', 'The discard lives until the next player racks', 'A discard may still be called after the next player picks, until he racks his tile, discards, declares or exchanges; his tile then goes back.', ['A1', 'A11']),
      rule('RIICHI-KAN-WAIT', 'In riichi, a kong must keep the wait', 'A player in riichi may make a concealed kong only with the tile he has just drawn, and only if the tiles he waits on stay the same.', ['J7']),
      rule('RIICHI-LOCK', 'In riichi, only a win', 'After declaring riichi a player makes no chow, pung or exposed kong: he may only win.', ['J7']),
      rule('ROB-KONG-THIRTEEN-ORPHANS', 'Thirteen Orphans may rob a concealed kong', 'The tile of a concealed kong may be robbed, but only by a hand it finishes as Thirteen Orphans.', ['J5', 'J8', 'HK7']),
      rule('RON-UNTIL-NEXT-DISCARD', 'A win may come until the next discard', 'A discard may still be claimed to win after the next player has drawn, until he discards; a set may not. His tile then goes back.', ['J12', 'J14']),
      rule('TRIPLE-RON-ABORT', 'Three winners: nobody wins', 'When three players win on one tile, the hand ends as a draw and none of them wins.', ['J3', 'J5']),
      rule('WIN-SHAPES', 'A win is a shape the ruleset knows', 'A winning hand is four sets and a pair, or one of the special hands of the ruleset (seven pairs, Thirteen Orphans, the knitted hands); anything else is refused.', ['HK5', 'HK8', 'M2', 'J15']),
    ].map((r) => [r.id, r]),
  ) as Record<RulesetRuleId, RulesetRule>,
);
