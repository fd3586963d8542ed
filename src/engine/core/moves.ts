/**
 * A play table's moves as small numbers, so that a driver can choose a move,
 * play it and take it back without making an object: type | kind << 3, the
 * calls of a Call move kept apart in a buffer.
 */
import type { RuleId } from '../rules';
import type { PlayTable } from './playTable';

export const MoveType = { Draw: 0, Discard: 1, Kong: 2, Loose: 3, MahJongg: 4, ClaimType: 5 } as const;

export const moveType = (move: number): number => move & 7;
/** The tile kind a Discard or Kong move names. */
export const moveKind = (move: number): number => move >> 3;
export const discardMove = (kind: number): number => MoveType.Discard | (kind << 3);
export const kongMove = (kind: number): number => MoveType.Kong | (kind << 3);

/** Plays an encoded move: null when played, else the rule that refuses it. A Call move announces `calls[0..n)` (none is a pass). */
export function playMove(pt: PlayTable, move: number, claims: ArrayLike<number> = [], n = 0): RuleId | null {
  switch (moveType(move)) {
    case MoveType.Draw:
      return pt.draw();
    case MoveType.Discard:
      return pt.discard(moveKind(move));
    case MoveType.Kong:
      return pt.declareKong(moveKind(move));
    case MoveType.Loose:
      return pt.drawLoose();
    case MoveType.MahJongg:
      return pt.mahjong();
    default:
      return pt.ruleClaims(claims, n);
  }
}
