/**
 * The words of a claim window ruled under today's rulesets (rulesets/
 * rulingUnder.ts): each verdict's sentence, the rule it rests on and the
 * ruleset's source for it, and who takes the tile. A refusal by one of Harr's
 * rules is worded as every Harr refusal is (wordRefusal); the sentences here
 * are those of the rules the rulesets add. Nothing here decides.
 */
import { CLAIM_CALLS } from '../callNames';
import { callNotation } from '../callNotation';
import type { PresetDecision } from '../rulesets/judgeUnder';
import type { PresetMoveRuling } from '../rulesets/moveUnder';
import type { TurnMove } from '../position';
import type { PresetRuling } from '../rulesets/rulingUnder';
import type { AnyRuleId, Ruleset, WinShape } from '../rulesets/ruleset';
import type { SourceKey } from '../rulesets/sources';
import { type Tile, tileName } from '../tiles';
import { wordRefusal } from './refusals';
import { listed } from './tileWords';

export interface PresetVerdictWords {
  /** The call as announced: "West chow 4b 5b". */
  claim: string;
  legal: boolean;
  /** The rule the verdict rests on, where one decides or explains it, and this ruleset's source for it. */
  rule: AnyRuleId | null;
  source: SourceKey | null;
  text: string;
  fix?: string;
}

const SHAPE_NAMES: Record<WinShape, string> = {
  'sets-pair': 'four sets and a pair',
  'seven-pairs': 'seven pairs',
  'thirteen-orphans': 'Thirteen Orphans',
  knitted: 'a knitted hand',
  card: 'a hand on the card',
};

const REPLACEMENT_WORDS: Record<Ruleset['replacement'], string> = {
  'wall-end': 'draws a loose tile from the end of the wall',
  'dead-wall': 'draws his replacement from the dead wall',
  none: 'draws nothing and discards at once (NMJL-KONG-EXPOSURE-ONLY)',
};

function claimText(d: PresetDecision): string {
  return callNotation(d.claim);
}

/** What a ruleset's own rule says of a refused call. */
function refusedText(d: Extract<PresetDecision, { legal: false }>, r: Ruleset): { text: string; fix?: string } {
  const seat = d.claim.seat;
  const tile = d.detail.tile ? tileName(d.detail.tile) : 'tile';
  const value = d.detail.value;
  switch (d.rule) {
    case 'NMJL-NO-CHOW':
      return { text: 'American play has no chows: a tile joins a run only as the tile that wins the hand.', fix: `${seat} may call Mah Jongg if it finishes his hand.` };
    case 'NMJL-EXPOSURE-MATCH':
      if (d.claim.using && d.claim.kind !== 'mahjong') {
        return { text: `${seat}'s ${d.claim.kind} uses ${d.claim.using.length === 1 ? 'one tile' : `${['two', 'three', 'four', 'five'][d.claim.using.length - 2] ?? d.claim.using.length} tiles`} from his hand, but it takes ${d.claim.kind === 'kong' ? 'three' : 'two'}, each another ${tile} or a joker.` };
      }
      return { text: `An exposure is the called tile with two or more of the same from ${seat}'s hand (jokers may stand in), and he does not hold them.` };
    case 'NMJL-JOKER-DEAD':
      return { text: 'A discarded joker is dead: nobody may take it, not even to win, though it would fit any group.' };
    case 'NMJL-NO-CALL-FOR-JOKER':
      return { text: `A discard may not be called to swap it for a joker on the table: ${seat} may exchange for a joker only in his own turn, after his pick.` };
    case 'NMJL-PAIR-CALL-MJ-ONLY':
      return { text: `A discard is called only to expose three or more alike: ${seat} may take it for a single or a pair only as the tile that wins.`, fix: `${seat} may call Mah Jongg if the ${tile} finishes his hand.` };
    case 'NMJL-JOKER-NOT-IN-PAIR':
      return { text: `The ${tile} would make a pair with ${seat}'s joker, and a joker stands only in a group of three or more alike, even in the winning hand.` };
    case 'NMJL-WINDOW':
      return { text: 'The next player has picked and racked his tile: the discard is dead, and nobody may call it.' };
    case 'NMJL-CONCEALED-HAND':
      return { text: `${seat} plays a concealed hand on the card: he may take a discard only as the tile that wins it.` };
    case 'DEAD-HAND-NO-CALLS':
      return { text: `${seat}'s hand holds the wrong number of tiles, and under ${r.name} a dead hand makes no call at all.` };
    case 'RIICHI-LOCK':
      return { text: `${seat} has declared riichi: his hand is locked, and he may only win.` };
    case 'LAST-DISCARD-RON-ONLY':
      return { text: 'The wall is empty: this last discard may be called only to win.' };
    case 'KONG-LIMIT-FOUR':
      return { text: `Four kongs are already on the table, and ${r.name} allows no fifth.` };
    case 'KUIKAE-NO-DISCARD':
      return { text: `After this chow every tile left in ${seat}'s hand would be a swap-call, which he may not discard: the chow is refused.` };
    case 'WIN-SHAPES':
      return { text: `With the ${tile} ${seat}'s hand is neither four sets and a pair nor a special hand ${r.name} knows.` };
    case 'FURITEN-DISCARD':
      return { text: `${seat} threw away the ${tile}, one of the tiles he waits on: in furiten he may win only on his own draw.` };
    case 'FURITEN-TEMPORARY':
      return { text: `${seat} let the ${tile} go by since his last discard: until he discards again, he may not win on another player's tile.` };
    case 'FURITEN-RIICHI':
      return { text: `In riichi, ${seat} let the ${tile} go by: he may not win on a discard for the rest of the hand.` };
    case 'MIN-VALUE':
      if (r.minimum.measure === 'yaku') return { text: `${seat}'s hand has no yaku, and the claim brings none: ${r.name} needs one to win.` };
      if (r.minimum.measure === 'card') return { text: `${seat}'s tiles, with this one, fit no hand on the card.` };
      return {
        text: `${seat}'s hand is worth ${value?.stated} ${r.minimum.measure}${value?.bonus ? `, ${value.bonus} more from the claim` : ''}: below the ${r.name} minimum of ${value?.at}.`,
      };
    default:
      return { text: `Refused under ${r.name} (${d.rule}).` };
  }
}

/** What explains a legal call, where a rule does. */
function legalText(d: Extract<PresetDecision, { legal: true }>, r: Ruleset): string {
  const seat = d.claim.seat;
  const plain = d.as === 'mahjong' ? `${seat} may win on it.` : `${seat} may ${CLAIM_CALLS[d.as].toLowerCase()} it.`;
  switch (d.rule) {
    case 'PUNG-MJ-EXCEPTION':
      return `It finishes ${seat}'s hand, and Harr takes any call that does as a win, whatever word announced it (A19).`;
    case 'CALL-AS-ANNOUNCED':
      return `It would finish ${seat}'s hand, but under ${r.name} a call is the set it names: he makes a ${d.claim.kind}. To win on it, he would call a win.`;
    case 'WIN-SHAPES':
      return `It finishes ${seat}'s hand as ${SHAPE_NAMES[d.detail.shape ?? 'sets-pair']}, a winning hand under ${r.name}.`;
    case 'MIN-VALUE-ASSUMED':
      return r.minimum.measure === 'card'
        ? `${plain} The position does not say whether his tiles fit a hand on the card, so they are taken to.`
        : `${plain} The position does not say what his hand is worth, so the ${r.name} minimum is taken as met.`;
    case 'ROB-KONG-THIRTEEN-ORPHANS':
      return `Under ${r.name}, Thirteen Orphans may rob a concealed kong, and this tile finishes ${seat}'s.`;
    case 'RON-UNTIL-NEXT-DISCARD':
      return `The next player has drawn, but under ${r.name} a win may still be called until he discards: his tile goes back to the wall.`;
    case 'NMJL-WINDOW':
      return 'The next player has picked but not racked his tile, so the discard is still live: his tile goes back to the wall.';
    default:
      return plain;
  }
}

export function wordDecision(d: PresetDecision, ruling: PresetRuling): PresetVerdictWords {
  const r = ruling.rules;
  const source = d.rule ? (r.citations[d.rule] ?? null) : null;
  if (d.legal) return { claim: claimText(d), legal: true, rule: d.rule, source, text: legalText(d, r) };
  if (d.harr) {
    const words = wordRefusal(d.harr);
    return { claim: claimText(d), legal: false, rule: d.rule, source, text: words.message, ...(words.fix ? { fix: words.fix } : {}) };
  }
  return { claim: claimText(d), legal: false, rule: d.rule, source, ...refusedText(d, r) };
}

/**
 * A call's verdict as the comparison marks it, before its sentence: it takes the tile, it is allowed but another call
 * ranks first, it is allowed but the hand ends drawn (three players won on the tile where only two may:
 * TRIPLE-RON-ABORT, so nobody outranked anybody), or it is refused.
 */
export function wordVerdictMark(legal: boolean, takes: boolean, aborted: boolean): string {
  if (takes) return '✓ takes it';
  if (!legal) return '✗ refused';
  return aborted ? '– allowed, but the hand ends drawn' : '– allowed, outranked';
}

/** A move's verdict as the comparison marks it: no call competes with a move in a player's own turn, so none outranks it. */
export function wordMoveMark(legal: boolean): string {
  return legal ? '✓ allowed' : '✗ refused';
}

const REJECTED: Record<NonNullable<PresetRuling['rejected']>, string> = {
  chows: 'it has no chows',
  'kongs-declared': 'its kongs are made only by calling a discard, never declared or added to',
  'dead-hand': 'its play keeps every hand at the right count, so no hand is ever dead',
  'american-set': 'it is played without flowers and jokers, and its calls are only chow, pung, kong and a win',
};

/**
 * Who takes the tile under the ruling, in one sentence, with the id of the rule that settles it for the judge and the
 * referee, read beside the notation; a learner's page names the rule by its title beside the sentence (`ids` false).
 */
export function wordOutcome(ruling: PresetRuling, ids = true): string {
  const r = ruling.rules;
  if (ruling.rejected) return `This position cannot arise under ${r.name}: ${REJECTED[ruling.rejected]}.`;
  const by = ruling.decidedBy && ids ? ` (${ruling.decidedBy})` : '';
  if (ruling.aborted) return `Three players win on one tile: under ${r.name} none of them does, and the hand ends drawn${by}.`;
  if (ruling.winners.length > 1) return `${listed(ruling.winners, 'and')} ${ruling.winners.length === 2 ? 'both' : 'all'} win on it${by}.`;
  if (ruling.winners.length === 1) return `${ruling.winners[0]} wins${by}.`;
  if (!ruling.awardedTo || !ruling.awardedAs) return 'Nobody takes the tile.';
  const lost = ruling.lostTurns.length ? ` ${ruling.lostTurns.join(' and ')} ${ruling.lostTurns.length > 1 ? 'lose their turns' : 'loses his turn'}.` : '';
  const replacement = ruling.replacement ? ` He ${REPLACEMENT_WORDS[ruling.replacement]}.` : '';
  return `${ruling.awardedTo} takes it for a ${CLAIM_CALLS[ruling.awardedAs].toLowerCase()}${by}.${lost}${replacement}`;
}

const IGNORED: Record<PresetRuling['ignored'][number], (r: Ruleset) => string> = {
  riichi: (r) => `The riichi line is ignored: ${r.name} has no riichi.`,
  passed: (r) => `The passed line is ignored: ${r.name} has no furiten.`,
  assume: (r) => `The assume line is ignored: ${r.name} sets no minimum value.`,
};

/** The notes on a ruling: each line of the file this ruleset has no use for (R22). */
export function wordNotes(ruling: PresetRuling): string[] {
  return ruling.ignored.map((line) => IGNORED[line](ruling.rules));
}

const MOVE_WORDS: Record<TurnMove['kind'], string> = { kong: 'declare a concealed kong of', add: 'add to his pung the', discard: 'discard the' };

/** A move in a player's own turn under a ruleset, in the shape of a call's verdict: the move, its rule, its source and its sentence. */
export function wordMove(ruling: PresetMoveRuling): PresetVerdictWords {
  const { seat, move, decision: d, rules: r } = ruling;
  const claim = `${seat} ${move.kind} ${move.tile}`;
  const source = d.rule ? (r.citations[d.rule] ?? null) : null;
  const tile = tileName(move.tile);
  if (ruling.rejected) return { claim, legal: false, rule: null, source: null, text: `This position cannot arise under ${r.name}: ${REJECTED[ruling.rejected]}.` };
  if (d.legal) return { claim, legal: true, rule: d.rule, source, text: `${seat} may ${MOVE_WORDS[move.kind]} ${tile}.` };
  if (d.rule === 'NMJL-KONG-EXPOSURE-ONLY') return { claim, legal: false, rule: d.rule, source, text: `Under ${r.name} a kong is only an exposure made by calling a discard: no kong is declared or added to in a player's own turn.` };
  if (d.rule === 'RIICHI-KAN-WAIT') {
    const names = (tiles: readonly Tile[] | undefined) => (tiles?.length ? tiles.map(tileName).join(', ') : 'nothing');
    return {
      claim,
      legal: false,
      rule: d.rule,
      source,
      text: `${seat} has declared riichi: he may make a concealed kong only of the tile he has just drawn, and only if he waits on the same tiles after it. He waits on ${names(d.waits?.before)}; after the kong he would wait on ${names(d.waits?.after)}.`,
    };
  }
  if (d.rule === 'KUIKAE' && d.swapped) {
    return { claim, legal: false, rule: d.rule, source, text: `${seat} has just called the ${tileName(d.swapped)}: under ${r.name} he may not discard at once another of it, nor the tile that makes his run at its other end, and the ${tile} is one.` };
  }
  return { claim, legal: false, rule: d.rule, source, text: d.harr?.message ?? `Refused under ${r.name} (${d.rule}).`, ...(d.harr?.fix ? { fix: d.harr.fix } : {}) };
}
