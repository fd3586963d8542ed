/**
 * The right call on a board: what its file says (`answer:`), or else the
 * strongest claim the engine finds for the learner's seat.
 */
import { type Claim, bestClaim } from './claims';
import type { Position } from './position';

export function rightClaim(scenario: Pick<Position, 'answer' | 'table' | 'view'>): Claim | null {
  if (scenario.answer !== undefined) return scenario.answer;
  return bestClaim(scenario.table, scenario.view)?.claim ?? null;
}
