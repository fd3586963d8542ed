/**
 * A player's own turn: whether a draw, a discard, a kong, a loose tile or
 * Mah-Jongg is allowed now, and if not why, decided once for both tables
 * (the play table's moves, PlayTable; the immutable moves, moves.ts).
 * Answers are numbers: 0 for allowed, else a reason of TurnWhy, refused by
 * the rule turnRule gives and worded once (explain/moves.ts). The list of the
 * moves a player may try is turnMoves.ts's.
 */
import type { RuleId } from '../rules';
import { Phase } from './phase';
import { mayDraw } from './wall';

/** Why a move in a player's turn is refused. */
export const TurnWhy = {
  /** The hand is over. */
  HandOver: 1,
  /** A kong is being added: the others must first say whether they rob it. */
  KongBeingRobbed: 2,
  NotYourTurn: 3,
  /** He has just made a kong: a loose tile is his next draw, and comes before a discard. */
  MustDrawLoose: 4,
  /** He has drawn already and must discard. */
  HasDrawn: 5,
  /** He must draw (or claim the last discard) before he discards. */
  MustDraw: 6,
  /** He holds no such tile to discard. */
  NotHeld: 7,
  /** A kong is declared in his own turn, after drawing. */
  KongNotInTurn: 8,
  /** This turn's tile came by a claim: no kong before discarding (A16). */
  KongAfterClaim: 9,
  /** No loose tile is left to pay for a kong (A20). */
  NoLooseTile: 10,
  /** He has a pung of the tile but holds no fourth to add to it. */
  NoFourthToAdd: 11,
  /** A concealed kong needs all four in the hand. */
  NotFour: 12,
  /** A loose tile is drawn only for a kong just laid out. */
  NoKongToPayFor: 13,
  /** He may go out on his own draw only once he holds it. */
  NotHoldingDraw: 14,
  DeadHand: 15,
  /** His four of a kind in hand is not a set until it is declared. */
  FourNotDeclared: 16,
  NotWinning: 17,
  /** A kong of a tile he has an exposed pung of is made by adding the fourth to that pung (a board's "declare a kong" where "add" is meant). */
  BelongsOnPung: 18,
} as const;

/** The rule that refuses each reason; a kong's turn and claim reasons are the rule of the kind of kong tried (`addsToPung`). */
export function turnRule(why: number, addsToPung = false): RuleId {
  switch (why) {
    case TurnWhy.HandOver:
    case TurnWhy.NotHoldingDraw:
    case TurnWhy.NotWinning:
      return 'WIN-FOUR-SETS-PAIR';
    case TurnWhy.KongBeingRobbed:
      return 'ROB-KONG';
    case TurnWhy.NotYourTurn:
      return 'SEAT-ORDER';
    case TurnWhy.MustDrawLoose:
    case TurnWhy.NoLooseTile:
    case TurnWhy.NoKongToPayFor:
      return 'KONG-LOOSE-TILE';
    case TurnWhy.HasDrawn:
    case TurnWhy.MustDraw:
    case TurnWhy.NotHeld:
      return 'TURN-DRAW-DISCARD';
    case TurnWhy.KongNotInTurn:
    case TurnWhy.KongAfterClaim:
      return addsToPung ? 'KONG-ADD-DRAWN' : 'KONG-CONCEALED';
    case TurnWhy.NoFourthToAdd:
    case TurnWhy.BelongsOnPung:
      return 'KONG-ADD-DRAWN';
    case TurnWhy.NotFour:
      return 'KONG-CONCEALED';
    case TurnWhy.DeadHand:
      return 'TILECOUNT-13-PLUS-KONGS';
    default:
      return 'KONG-DECLARED-BEFORE-WIN';
  }
}

/** A draw from the wall; with none left that may be drawn it ends the hand (mayDraw). */
export function drawWhy(phase: number, isTurn: boolean): number {
  if (phase === Phase.Over) return TurnWhy.HandOver;
  if (phase === Phase.Robbing) return TurnWhy.KongBeingRobbed;
  if (!isTurn) return TurnWhy.NotYourTurn;
  if (phase === Phase.Loose) return TurnWhy.MustDrawLoose;
  if (phase !== Phase.Draw) return TurnWhy.HasDrawn;
  return 0;
}

export function discardWhy(phase: number, isTurn: boolean, held: number): number {
  if (phase === Phase.Over) return TurnWhy.HandOver;
  if (!isTurn) return TurnWhy.NotYourTurn;
  if (phase === Phase.Draw) return TurnWhy.MustDraw;
  if (phase === Phase.Loose) return TurnWhy.MustDrawLoose;
  if (phase === Phase.Robbing) return TurnWhy.KongBeingRobbed;
  if (held === 0) return TurnWhy.NotHeld;
  return 0;
}

/** A kong declared: four in the hand, or a drawn fourth added to his exposed pung of it (`pung`). */
export function kongWhy(phase: number, isTurn: boolean, claimedThisTurn: boolean, aboveReserve: number, held: number, pung: boolean): number {
  if (!isTurn) return TurnWhy.NotYourTurn;
  if (phase !== Phase.Discard) return TurnWhy.KongNotInTurn;
  // Whether he holds the four comes before when he may declare it: a pair tried as a kong straight after a claim, or on
  // the wall's last tile, is refused for being no four, where the timing's refusal told him to declare, or keep, a four
  // he does not hold.
  if (pung && held < 1) return TurnWhy.NoFourthToAdd;
  if (!pung && held !== 4) return TurnWhy.NotFour;
  if (claimedThisTurn) return TurnWhy.KongAfterClaim;
  return mayDraw(aboveReserve) ? 0 : TurnWhy.NoLooseTile;
}

/** A loose tile drawn; with none left that may be drawn it ends the hand (mayDraw). */
export function looseWhy(phase: number, isTurn: boolean): number {
  if (!isTurn) return TurnWhy.NotYourTurn;
  if (phase === Phase.Robbing) return TurnWhy.KongBeingRobbed;
  if (phase !== Phase.Loose) return TurnWhy.NoKongToPayFor;
  return 0;
}

/** Mah-Jongg on the tile he holds: his draw, or a tile just claimed for a set. */
export function mahjongWhy(phase: number, isTurn: boolean, dead: boolean, winning: boolean, fourHeld: boolean): number {
  if (!isTurn) return TurnWhy.NotYourTurn;
  if (phase !== Phase.Discard) return TurnWhy.NotHoldingDraw;
  if (dead) return TurnWhy.DeadHand;
  if (!winning) return fourHeld ? TurnWhy.FourNotDeclared : TurnWhy.NotWinning;
  return 0;
}
