/**
 * A claim judged under a ruleset other than Harr's (docs/RULESETS.md section
 * 5.6): Harr's checks where the ruleset keeps his rule, asked of the engine's
 * one judge (judgeClaim), and the ruleset's own steps where it differs, in
 * the spec's order. It decides and writes no sentence: explain/rulesetWords.ts
 * words each decision. Harr's own rulings never come here (rulingUnder.ts
 * asks adjudicate for them), so nothing Harr rules can change.
 */
import { type Claim, type ClaimEvent, type ClaimJudgement, type ClaimKind, type RefusedJudgement, currentEvent, judgeClaim, unfitAsSet, withDrawTakenBack } from '../claims';
import type { RefusalReason } from '../core/claimRefusal';
import type { RuleId } from '../rules';
import { kindOf } from '../core/kinds';
import { SEATS, type Seat } from '../seats';
import { type Table, drawableCount, isDeadHand } from '../table';
import { type Tile, copiesOf, removeTiles } from '../tiles';
import { handCounts } from '../hand';
import type { RulesetFacts } from './facts';
import type { AnyRuleId, Ruleset, WinShape } from './ruleset';
import { swapCalls } from './swapCalls';
import { waitsOf, winningShape } from './winShapes';

/** What a decision rests on beyond the rule: the facts a words function needs. */
export interface DecisionDetail {
  /** The set a completing call was judged as (CALL-AS-ANNOUNCED). */
  announced?: ClaimKind;
  /** A win's shape. */
  shape?: WinShape;
  /** The waits that make a furiten, or the tile that does. */
  waits?: Tile[];
  tile?: Tile;
  /** The hand's value against the minimum: what the position states, the claim's bonus, the minimum. */
  value?: { stated: number | boolean | null; bonus: number; at: number };
}

/**
 * A claim decided under a ruleset: legal, as it would be carried out, with the rule that explains it where one
 * does; or refused by a rule. A refusal by one of Harr's rules carries Harr's judgement, so it is worded as the
 * engine words his refusals (explain/refusals.ts); one by a ruleset's own rule, its detail.
 */
export type PresetDecision =
  | { legal: true; claim: Claim; as: ClaimKind; rule: AnyRuleId | null; detail: DecisionDetail }
  | { legal: false; claim: Claim; rule: AnyRuleId; detail: DecisionDetail; harr?: RefusedJudgement };

/** A refusal by a rule the ruleset adds. */
const refused = (claim: Claim, rule: AnyRuleId, detail: DecisionDetail = {}): PresetDecision => ({ legal: false, claim, rule, detail });

/** A refusal by one of Harr's rules, with his judgement: the engine's own where it refused, else one made for its reason. */
function byHarr(claim: Claim, judgement: ClaimJudgement, rule?: RuleId, reason?: RefusalReason): PresetDecision {
  const harr: RefusedJudgement = !judgement.legal && !reason ? judgement : { legal: false, claim, rule: rule!, reason: reason! };
  return { legal: false, claim, rule: harr.rule, detail: {}, harr };
}

/** The table as the ruleset's window reads it: a win may still come after the next draw where its window lasts past it. */
function underWindow(r: Ruleset, table: Table): Table {
  const late = r.window.wins !== 'next-draw';
  return { ...table, options: { strictWinningChow: false, claimAfterNextDraw: late, deadWallSize: table.options.deadWallSize } };
}

/** Kongs on the table, every seat's. */
function kongsOnTable(table: Table): number {
  return SEATS.reduce((n, s) => n + table.seats[s].melds.filter((m) => m.kind === 'kong').length, 0);
}

/** The rule that refuses a set the way Harr's set checks do, in the ruleset's words for it (American exposures, no chows). */
function setRule(r: Ruleset, harrRule: AnyRuleId): AnyRuleId {
  if (r.chowFrom === 'none' && harrRule.startsWith('CHOW-')) return 'NMJL-NO-CHOW';
  if (r.tiles === 'american' && (harrRule === 'PUNG-NEEDS-PAIR' || harrRule === 'KONG-FROM-DISCARD')) return 'NMJL-EXPOSURE-MATCH';
  return harrRule;
}

/**
 * After a chow, would every tile left in his hand be a swap-call (KUIKAE): another of the called tile, or the tile
 * making the same run at its other end? Then he could not discard, and the chow is refused (KUIKAE-NO-DISCARD).
 */
function onlySwapCallsLeft(table: Table, seat: Seat, tile: Tile, uses: readonly Tile[]): boolean {
  const left = [...table.seats[seat].concealed];
  for (const u of uses) left.splice(left.indexOf(u), 1);
  const forbidden = swapCalls(tile, [tile, ...uses]);
  return left.length > 0 && left.every((t) => forbidden.has(kindOf(t)));
}

/** The value a claim brings toward the minimum: robbing a kong, or the last discard of the wall. */
function claimBonus(r: Ruleset, table: Table): number {
  const event = currentEvent(table);
  if (!event) return 0;
  if (event.kind !== 'discard') return r.minimum.robBonus;
  return drawableCount(table) === 0 ? r.minimum.lastDiscardBonus : 0;
}

/** A win checked against the ruleset's minimum, on what the position assumes of the hand (R12). */
function minimumOf(r: Ruleset, table: Table, seat: Seat, facts: RulesetFacts): { met: boolean; assumed: boolean; value: DecisionDetail['value'] } {
  const fact = facts.assume[seat] ?? {};
  const bonus = claimBonus(r, table);
  const { measure, at } = r.minimum;
  if (measure === 'yaku') return fact.yaku === undefined ? { met: true, assumed: true, value: undefined } : { met: fact.yaku || bonus > 0, assumed: false, value: { stated: fact.yaku, bonus, at } };
  if (measure === 'card') return fact.cardHand === undefined ? { met: true, assumed: true, value: undefined } : { met: fact.cardHand, assumed: false, value: { stated: fact.cardHand, bonus: 0, at } };
  if (measure === 'faan' || measure === 'points') {
    const stated = fact[measure];
    if (!stated) return { met: true, assumed: true, value: undefined };
    // A hand with no fan scores 8 in the Chinese Official rules (Chicken Hand, R12).
    const own = measure === 'points' && stated.value === 0 ? 8 : stated.value;
    return { met: own + bonus >= at, assumed: false, value: { stated: stated.value, bonus, at } };
  }
  return { met: true, assumed: false, value: undefined };
}

/** A win's own checks under the ruleset: its shape, furiten, the minimum. `robbedConcealed`: the tile is a concealed kong's. */
function judgeWin(r: Ruleset, table: Table, claim: Claim, tile: Tile, facts: RulesetFacts, base: ClaimJudgement, robbedConcealed: boolean, event?: ClaimEvent): PresetDecision {
  const seat = claim.seat;
  if (isDeadHand(table, seat)) return byHarr(claim, base, 'TILECOUNT-13-PLUS-KONGS', { why: 'dead-hand' });
  const sets = table.seats[seat].melds.length;
  let shape: WinShape | null;
  if (r.winShapes.includes('card')) shape = 'card';
  else shape = winningShape(handCounts([...table.seats[seat].concealed, tile]), sets, r.winShapes);
  const special = r.winShapes.length > 1 || r.winShapes[0] !== 'sets-pair';
  if (!shape) return special ? refused(claim, 'WIN-SHAPES', { tile }) : byHarr(claim, base, 'WIN-FOUR-SETS-PAIR', { why: 'does-not-complete', tile });
  if (robbedConcealed && shape !== 'thirteen-orphans') return byHarr(claim, base, 'ROB-KONG-EXPOSED-ONLY', { why: 'concealed-kong', event: event! });
  if (r.furiten && shape !== 'card') {
    const waits = waitsOf(handCounts(table.seats[seat].concealed), sets, r.winShapes);
    const own = facts.seatDiscards?.[seat] ?? [];
    const discarded = own.find((d) => waits.includes(kindOf(d.tile)));
    if (discarded) return refused(claim, 'FURITEN-DISCARD', { tile: discarded.tile });
    const passed = facts.passed[seat] ?? [];
    if (passed.length) return refused(claim, facts.riichi.includes(seat) ? 'FURITEN-RIICHI' : 'FURITEN-TEMPORARY', { tile: passed[0] });
  }
  const minimum = minimumOf(r, table, seat, facts);
  if (!minimum.met) return refused(claim, 'MIN-VALUE', { value: minimum.value });
  const rule: AnyRuleId | null = robbedConcealed ? 'ROB-KONG-THIRTEEN-ORPHANS' : shape !== 'sets-pair' && shape !== 'card' ? 'WIN-SHAPES' : minimum.assumed ? 'MIN-VALUE-ASSUMED' : null;
  return { legal: true, claim, as: 'mahjong', rule, detail: { shape, value: minimum.value } };
}

/** Does the seat's hand hold every tile named, each copy counted? */
function holds(table: Table, seat: Seat, tiles: readonly Tile[]): boolean {
  return removeTiles(table.seats[seat].concealed, tiles) !== null;
}

/**
 * An American exposure (NMJL-EXPOSURE-MATCH): the called tile with two tiles from the hand for a pung, three
 * for a kong, each another of it or a joker. The tiles are those the call names with `using`, or else his
 * naturals first and then his jokers.
 */
function judgeExposure(table: Table, claim: Claim, tile: Tile): PresetDecision {
  const needed = claim.kind === 'kong' ? 3 : 2;
  const hand = table.seats[claim.seat].concealed;
  const fill = (): Tile[] => {
    const naturals = Math.min(copiesOf(hand, tile), needed);
    return [...Array<Tile>(naturals).fill(tile), ...Array<Tile>(Math.min(copiesOf(hand, 'J'), needed - naturals)).fill('J')];
  };
  const uses = claim.using ?? fill();
  const fits = uses.length === needed && uses.every((t) => t === tile || t === 'J') && holds(table, claim.seat, uses);
  if (!fits) return refused(claim, 'NMJL-EXPOSURE-MATCH', { tile });
  return { legal: true, claim, as: claim.kind, rule: null, detail: {} };
}

/** One announced claim under a ruleset other than harr-1922, decided in the order of section 5.6. */
export function judgeUnder(r: Ruleset, table: Table, claim: Claim, facts: RulesetFacts): PresetDecision {
  const seat = claim.seat;
  const read = underWindow(r, table);
  const base = judgeClaim(read, claim);
  const event = currentEvent(read);
  // Nothing to call, his own tile, an older discard: Harr's refusal stands under every ruleset.
  if (!event || event.seat === seat) return byHarr(claim, base);
  const win = claim.kind === 'mahjong';
  if (event.kind === 'concealed-kong') {
    if (win && r.robConcealedKong) return judgeWin(r, table, claim, event.tile, facts, base, true, event);
    return byHarr(claim, base, 'ROB-KONG-EXPOSED-ONLY', { why: 'concealed-kong', event });
  }
  // American: a joker thrown away is dead, and no call may be made to redeem one (section 5.6, before the window).
  if (r.jokers && event.tile === 'J') return refused(claim, 'NMJL-JOKER-DEAD', { tile: 'J' });
  if (r.jokers && claim.form === 'joker') return refused(claim, 'NMJL-NO-CALL-FOR-JOKER', { tile: event.tile });
  if (!win && event.kind === 'add-to-pung') return byHarr(claim, base, 'ROB-KONG-MJ-ONLY', { why: 'robbing-for-a-set', event });
  if (!base.legal && (base.rule === 'DEAD-DISCARD' || base.rule === 'CLAIM-OTHERS-DISCARD')) return byHarr(claim, base);
  // Past the next player's draw: a set only where its window lasts (Harr's CLAIM-LIVE-DISCARD otherwise).
  const late = table.nextHasDrawn;
  if (late && !win && r.window.sets === 'next-draw' && claim.kind !== 'chow') return byHarr(claim, judgeClaim(table, claim), 'CLAIM-LIVE-DISCARD', { why: 'too-late', event });
  // American: the next player has racked his pick, and the discard is dead to every call (NMJL-WINDOW).
  if (late && facts.racked && r.window.wins === 'next-rack') return refused(claim, 'NMJL-WINDOW', { tile: event.tile });
  if (r.deadHand === 'no-calls' && isDeadHand(table, seat)) return refused(claim, 'DEAD-HAND-NO-CALLS');
  if (r.riichi && facts.riichi.includes(seat) && !win) return refused(claim, 'RIICHI-LOCK');
  if (r.lastDiscard === 'win-only' && !win && drawableCount(table) === 0) return refused(claim, 'LAST-DISCARD-RON-ONLY');
  if (claim.kind === 'chow' && r.chowFrom === 'none') return refused(claim, 'NMJL-NO-CHOW');
  if (!win && r.jokers && claim.form === 'pair') return refused(claim, 'NMJL-PAIR-CALL-MJ-ONLY', { tile: event.tile });
  if (!win && r.concealedHands && facts.assume[seat]?.concealedHand) return refused(claim, 'NMJL-CONCEALED-HAND');
  if (!win && r.jokers) return judgeExposure(table, claim, event.tile);
  if (win && r.jokers && claim.using) {
    // The group the tile joins: a joker in it needs three or more alike, the called tile counted (R19).
    if (claim.using.includes('J') && claim.using.length + 1 < 3) return refused(claim, 'NMJL-JOKER-NOT-IN-PAIR', { tile: event.tile });
  }
  if (win) {
    // Harr's checks of a winning hand's shape (four sets and a pair, a four declared first) mean nothing for a hand on
    // the American card, which the position states (R12): only its own checks below rule it.
    if (!base.legal && base.rule !== 'WIN-FOUR-SETS-PAIR' && base.rule !== 'CHOW-LEFT-ONLY' && !r.winShapes.includes('card')) return byHarr(claim, base);
    const decision = judgeWin(r, late ? withDrawTakenBack(table) : table, claim, event.tile, facts, base, false);
    if (decision.legal && late) return { ...decision, rule: r.window.wins === 'next-rack' ? 'NMJL-WINDOW' : 'RON-UNTIL-NEXT-DISCARD' };
    return decision;
  }
  // A set call: judged as the set it names, even where its tile would finish the hand (CALL-AS-ANNOUNCED).
  let as: ClaimKind = claim.kind;
  let rule: AnyRuleId | null = null;
  let uses: readonly Tile[] = [];
  if (base.legal && base.ruledAsWin) {
    const unfit = unfitAsSet(read, claim)[0];
    if (unfit) {
      const held = copiesOf(table.seats[seat].concealed, event.tile);
      const [harrRule, reason]: [RuleId, RefusalReason] =
        unfit.why === 'not-left'
          ? ['CHOW-LEFT-ONLY', { why: 'chow-wrong-seat', event, held, dead: false, late, kong: false }]
          : unfit.why === 'no-run'
            ? ['CHOW-TWO-IN-HAND', { why: 'no-run-in-hand', tile: event.tile }]
            : ['PUNG-NEEDS-PAIR', { why: 'no-pair', tile: event.tile, held, exposed: false }];
      const rule = setRule(r, harrRule);
      return rule === harrRule ? { ...byHarr(claim, base, harrRule, reason), detail: { announced: claim.kind } } : refused(claim, rule, { announced: claim.kind });
    }
    rule = 'CALL-AS-ANNOUNCED';
    uses = claim.kind === 'pung' ? [event.tile, event.tile] : (claim.tiles ?? []);
  } else if (!base.legal) {
    const rule = setRule(r, base.rule);
    return rule === base.rule ? byHarr(claim, base) : refused(claim, rule, { tile: event.tile });
  }
  else {
    as = base.as;
    uses = base.uses;
  }
  if (as === 'kong' && r.kongs.max !== null && kongsOnTable(table) >= r.kongs.max) return refused(claim, 'KONG-LIMIT-FOUR');
  if (as === 'chow' && r.kuikae && onlySwapCallsLeft(table, seat, event.tile, uses)) return refused(claim, 'KUIKAE-NO-DISCARD', { tile: event.tile });
  return { legal: true, claim, as, rule, detail: rule ? { announced: claim.kind } : {} };
}
