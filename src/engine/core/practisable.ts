/**
 * The rules a practice puzzle can be made for, at each tier. Apart from the
 * part rules play in an answer (ruleRoles.ts), which every puzzle page's
 * grading asks: the practice puzzles and the review ask this, and in a file
 * of its own it travels with the generator instead of in a chunk of its own.
 */
import type { Tier } from '../position';
import type { RuleId } from '../rules';

/**
 * The generator's puzzles (sim/puzzleGenerator.ts) cite each of these often
 * enough to find one within its MAX_TRIES, as its tests check seed after
 * seed. Robbing a kong waits for tier 3.
 */
const DISCARD_RULES: readonly RuleId[] = [
  'CHOW-LEFT-ONLY',
  'CHOW-SUIT-RUN',
  'DEAD-DISCARD',
  'KONG-FROM-DISCARD',
  'PREC-KONG-OVER-PUNG',
  'PREC-MJ-OVER-ALL',
  'PREC-NEAREST-WINNER',
  'PREC-PUNG-OVER-CHOW',
  'PUNG-NEEDS-PAIR',
  'WIN-FOUR-SETS-PAIR',
];
export const PRACTISABLE_RULES: Readonly<Record<Tier, readonly RuleId[]>> = {
  1: DISCARD_RULES,
  2: DISCARD_RULES,
  3: [...DISCARD_RULES, 'KONG-DECLARED-BEFORE-WIN', 'ROB-KONG', 'ROB-KONG-EXPOSED-ONLY', 'ROB-KONG-MJ-ONLY'],
};

/**
 * A rule chance seldom deals: a four held undeclared that, declared, would
 * leave the hand a loose tile from going out. Asked for it, the generator
 * deals such a hand to its first caller on purpose.
 */
export const DEALT_ON_PURPOSE: RuleId = 'KONG-DECLARED-BEFORE-WIN';
