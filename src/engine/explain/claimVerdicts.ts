/**
 * A seat's call as a puzzle answer weighs it (puzzleRuling.ts whyNotSeat):
 * allowed but outranked, or refused. Each is worded from the reason the
 * judge gave; apart from the ruling's sentences (rulings.ts), so that they
 * travel with the puzzles that say them. A puzzle under one of today's
 * rulesets words its seats' calls with them too (rulesetPuzzle.ts).
 */
import { CLAIM_CALLS } from '../callNames';
import type { ClaimKind } from '../claims';
import type { RuleId } from '../rules';
import type { AnyRuleId } from '../rulesets/ruleset';
import type { Seat } from '../seats';

/** A seat's call that was allowed but lost the tile to a stronger or nearer call (`as`: what it was ruled as, when not its own word). */
export function outrankedClaimReason<R extends AnyRuleId = RuleId>(seat: Seat, claim: ClaimKind, as: ClaimKind | null, rule: R, message: string | undefined): { rule: R; text: string } {
  const ruledAs = as && as !== claim ? `, ruled as ${CLAIM_CALLS[as]},` : '';
  return { rule, text: `${seat}'s ${CLAIM_CALLS[claim]}${ruledAs} is allowed, but it does not take the tile: ${message}` };
}

/** A seat's call the rules refuse. */
export function refusedClaimReason<R extends AnyRuleId = RuleId>(seat: Seat, claim: ClaimKind, rule: R, message: string | undefined): { rule: R; text: string } {
  return { rule, text: `${seat}'s ${CLAIM_CALLS[claim]} is refused: ${message}` };
}
