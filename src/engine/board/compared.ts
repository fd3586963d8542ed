/**
 * What an answered board sets beside today's rulesets: its claim window with
 * the right call in the learner's seat (the file's answer, or the engine's
 * strongest claim) and the calls the other seats made; on a board of his
 * own turn, the move it asks for, and on one whose answer keeps a four in
 * the hand, the kong he holds back, since holding is every ruleset's choice
 * and declaring is where they differ. A board on which nobody calls, or whose
 * move names no tile (discard any tile), has nothing to compare.
 */
import type { ComparedMove, ComparedWindow, Position } from '../position';
import type { BoardState } from './state';

export function comparedWindow(board: Pick<BoardState, 'position' | 'answer'>): ComparedWindow | null {
  const { position, answer } = board;
  if (!position.event) {
    // His own turn: the move the board asks for, where it names its tile (a kong, a tile added, a discard).
    const move = ownMove(position);
    if (!move) return null;
    const { table, rulesetLines } = position as typeof position & Pick<ComparedWindow, 'rulesetLines'>;
    return { table, event: null, claims: [], move, ...(rulesetLines ? { rulesetLines } : {}) };
  }
  const others = position.claims.filter((c) => c.seat !== position.view);
  const claims = answer ? [...others, answer] : others;
  if (!claims.length) return null;
  const { table, event, rulesetLines } = position as typeof position & Pick<ComparedWindow, 'rulesetLines'>;
  return { table, event, claims, ...(rulesetLines ? { rulesetLines } : {}) };
}

/** A position's own-turn answer as a move to compare, when it names its tile (not any discard); `hold`: the kong held back. */
export function ownMove(position: Pick<Position, 'view' | 'turnAnswer' | 'drew'>): ComparedMove | null {
  const answer = position.turnAnswer;
  if (!answer || !answer.tile) return null;
  const drew = position.drew ?? null;
  if (answer.kind === 'hold') return { seat: position.view, move: { kind: 'kong', tile: answer.tile }, drew, held: true };
  return { seat: position.view, move: { kind: answer.kind, tile: answer.tile }, drew };
}
