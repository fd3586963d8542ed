/**
 * The rule ids a board answer is graded on, read from the state the engine
 * returned (nothing is decided here: src/engine/grading.ts decides): a refused
 * call, the rule that refused it; any other answer, the rules that make the
 * board's right answer right, never those the board carries out for the
 * learner (the discard announced, the loose tile drawn).
 */
import type { BoardState } from '../engine';

export function boardRules(state: Pick<BoardState, 'graded'>): string[] {
  return [...state.graded];
}
