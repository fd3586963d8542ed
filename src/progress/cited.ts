/**
 * The rule ids an answer on a board cites, read from the state the engine
 * returned (nothing is decided here): a refused call cites the rule that
 * refused it; a call ruled on (the learner's, or "Show me"'s) cites every
 * rule of the ruling's reasons.
 */
import type { BoardState } from '../engine';

export function boardRules(state: Pick<BoardState, 'refused' | 'ruled'>): string[] {
  if (state.refused) return [state.refused.refusal.rule];
  return [...new Set((state.ruled?.reasons ?? []).map((r) => r.rule))];
}
