/**
 * What an answered board sets beside today's rulesets: its claim window with
 * the right call in the learner's seat (the file's answer, or the engine's
 * strongest claim) and the calls the other seats made. A board with no
 * discard or kong to claim (his own turn), or on which nobody calls, has
 * nothing to compare.
 */
import type { ComparedWindow } from '../position';
import type { BoardState } from './state';

export function comparedWindow(board: Pick<BoardState, 'position' | 'answer'>): ComparedWindow | null {
  const { position, answer } = board;
  if (!position.event) return null;
  const others = position.claims.filter((c) => c.seat !== position.view);
  const claims = answer ? [...others, answer] : others;
  if (!claims.length) return null;
  const { table, event, rulesetLines } = position as typeof position & Pick<ComparedWindow, 'rulesetLines'>;
  return { table, event, claims, ...(rulesetLines ? { rulesetLines } : {}) };
}
