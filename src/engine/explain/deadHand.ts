/**
 * The words for a dead hand (A21): a seat holding the wrong number of tiles
 * may still claim for a set but can never go out. The referee says it under
 * such a seat, the practice table at the end of a hand; both link the rule.
 */
import type { RuleId } from '../rules';
import type { Seat } from '../seats';

/** The rule a dead hand breaks, linked beside what is said of it. */
export const DEAD_HAND_RULE: RuleId = 'TILECOUNT-13-PLUS-KONGS';

/** Under a seat the referee finds dead. */
export const DEAD_HAND_NOTE = 'He holds the wrong number of tiles, so his hand is dead: he may still chow, pung or kong, but never go out.';

/** At the end of a practice hand: the seats whose hands were dead, or null when none was. */
export function deadHandsText(dead: readonly Seat[]): string | null {
  return dead.length ? `Dead hands, holding the wrong number of tiles, so they could not win: ${dead.join(', ')}.` : null;
}
