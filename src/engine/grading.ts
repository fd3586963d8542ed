/**
 * What a board answer is graded on: the rule that decided it. A ruling cites
 * many rules, most of them saying what follows a call (the discard is
 * announced, the set laid out, the loose tile drawn, who plays next), which
 * the board does for the learner: he cannot get them wrong, so he is never
 * graded on them. What he is graded on:
 *
 * - a refused call or move: the rule that refused it;
 * - any other answer (right, allowed but weaker, or "Show me"): the rules
 *   that make the board's right answer right. For a claim, the rules of its
 *   ruling that decide who takes the tile and why (precedence, the claim's
 *   own rule, the completed hand); for a pass, the rules that refuse the
 *   calls the learner's hand comes close to (a chow from the wrong seat when
 *   he holds the run, a pung with one tile, a second discard for a kong);
 *   for a move in his own turn, the rule of that move; for a question about
 *   the table (who draws next, who loses a turn), the rule it turns on.
 *
 * On a lesson's board, these are only ever the rules the course has taught
 * by then (`Position.taught`): "Show me" on lesson 2 grades no rule of
 * lesson 5, though the ruling it shows cites one. A refusal keeps its rule,
 * the one the learner's own call ran into.
 *
 * A pass on a tile nothing in the hand goes with is graded on no rule: it
 * still counts for the board (its tick and its review), but says nothing of
 * any rule.
 */
import { type Ruling, adjudicate } from './adjudicate';
import { CARRIED_OUT_FOR_HIM, TURN_ANSWER_RULE, questionRuleOf } from './core/ruleRoles';
import { CLAIM_KINDS, type Claim, type RefusalReason, judgeClaim } from './claims';
import { declareKong } from './moves';
import { chowPartners } from './melds';
import type { Position, TurnAnswer } from './position';
import { questionRuling } from './seatQuestion';
import type { RuleId } from './rules';
import type { Seat } from './seats';
import type { Table } from './table';
import { DRAGONS, type Tile, WINDS, isDragon, isWind } from './tiles';

/** Rules a claim board carries out for the learner, never graded (core/ruleRoles.ts). */
export const NEVER_GRADED_ON_A_CLAIM = CARRIED_OUT_FOR_HIM;


/** Every tile the seat holds, concealed and in its exposed sets. */
function allTiles(table: Table, seat: Seat): Tile[] {
  const s = table.seats[seat];
  return [...s.concealed, ...s.melds.flatMap((m) => m.tiles)];
}

/**
 * Does the hand come close to the refused call, so that refusing it is the
 * board's point? A refusal of where or when (a dead discard, his own tile, a
 * kong robbed for a set) always does; one of the hand's shape only when the
 * hand holds part of what the call needs.
 */
function nearMiss(reason: RefusalReason, table: Table, seat: Seat, tile: Tile): boolean {
  const hand = table.seats[seat].concealed;
  switch (reason.why) {
    case 'no-pair':
      return reason.held >= 1;
    case 'no-three':
      return reason.held >= 2;
    case 'does-not-complete':
      return false;
    case 'no-run-in-hand': {
      const held = allTiles(table, seat);
      return chowPartners(tile).some(([a, b]) => held.includes(a) && held.includes(b));
    }
    case 'chow-wrong-seat':
      return chowPartners(tile).some(([a, b]) => hand.includes(a) && hand.includes(b));
    case 'honour-run': {
      const family: readonly Tile[] = isWind(tile) ? WINDS : isDragon(tile) ? DRAGONS : [];
      return new Set(hand.filter((t) => t !== tile && family.includes(t))).size >= 2;
    }
    default:
      return true;
  }
}

/** The rules that refuse the calls the learner's hand comes close to: what makes a pass right. */
function passRules(position: Position): RuleId[] {
  const { table, view } = position;
  const event = position.event;
  if (!event) return [];
  const rules: RuleId[] = [];
  for (const kind of CLAIM_KINDS) {
    const judged = judgeClaim(table, { seat: view, kind });
    if (!judged.legal && nearMiss(judged.reason, table, view, event.tile)) rules.push(judged.rule);
  }
  return rules;
}

/** The rules the ruling on the right claim gives for it: who takes the tile and why, not what follows. */
function claimRules(position: Position, answer: Claim): RuleId[] {
  const others = position.claims.filter((c) => c.seat !== position.view);
  const ruling = adjudicate(position.table, [answer, ...others]);
  // The first line is the event itself (a discard announced, a kong made by another seat).
  return ruling.explanation.slice(1).map((r) => r.rule).filter((rule) => !NEVER_GRADED_ON_A_CLAIM.has(rule));
}

/** The rules of the right move in the learner's own turn; holding a four adds the rule that refuses declaring it, if one does. */
function turnRules(position: Position, answer: TurnAnswer): RuleId[] {
  const rules: RuleId[] = [TURN_ANSWER_RULE[answer.kind]];
  if (answer.kind === 'hold') {
    const kong = declareKong(position.table, position.view, answer.tile);
    if (!kong.ok) rules.push(kong.refusal.rule);
  }
  return rules;
}

/** The rule a board's question turns on (seatQuestion.ts): what its answers are graded on, and the rule its verdict names. */
export function questionRule(position: Position, ruling: Ruling | null = questionRuling(position)): RuleId {
  return questionRuleOf(position.ask, Boolean(ruling?.awardedTo));
}

const cache = new WeakMap<Position, RuleId[]>();

/** The rules that make the board's right answer right (see the header); each once. */
export function answerRules(position: Position, answer: Claim | null): RuleId[] {
  const known = cache.get(position);
  if (known) return known;
  const rules = position.ask ? [questionRule(position)] : position.turnAnswer ? turnRules(position, position.turnAnswer) : answer ? claimRules(position, answer) : passRules(position);
  const taught = position.taught && new Set(position.taught);
  const unique = [...new Set(rules)].filter((rule) => !taught || taught.has(rule));
  cache.set(position, unique);
  return unique;
}
