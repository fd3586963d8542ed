/**
 * The words for a dead hand (A21) under a seat the referee finds dead: he
 * may still claim for a set but can never go out. The practice table names
 * the dead hands at the end of a hand in its own words (explain/practice.ts
 * deadHandsText, DEAD_HANDS_RULE); each names the rule, for its link.
 */
import type { Reason } from '../refusal';

export const DEAD_HAND: Reason = {
  rule: 'TILECOUNT-13-PLUS-KONGS',
  text: 'He holds the wrong number of tiles, so his hand is dead: he may still chow, pung or kong, but never go out.',
};
