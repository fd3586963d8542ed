/**
 * What the learner did at the practice table, one line each ("discard 5c",
 * "claim chow 4c 6c", "pass", "undo", "coach off"), and a hand played again
 * from them: the computer players play the same from the same seed, so the
 * same lines give back the same table. A game keeps the hand in progress so,
 * and a hand left in the middle goes on where it was left.
 */
import { CLAIM_KINDS, type ClaimKind } from '../../callNames';
import type { Tile } from '../../tiles';
import { readTile } from '../../readTile';
import { claimTile, declareKong, declareMahjong, discardTile, passTile, setCoach, setEveryDiscard, undoMove } from './actions';
import type { PracticeState } from './state';

/** One thing the learner did that changes the hand: a move, a call, Pass, Undo, or a switch that changes where play stops. */
export type LearnerMove =
  | { do: 'discard' | 'kong'; tile: Tile }
  | { do: 'claim'; kind: ClaimKind; tiles?: [Tile, Tile] }
  | { do: 'pass' | 'mahjong' | 'undo' }
  | { do: 'coach' | 'every-discard'; on: boolean };

/** A move as a line: "discard 5c", "claim chow 4c 6c", "every-discard on". */
export function learnerMoveText(move: LearnerMove): string {
  switch (move.do) {
    case 'discard':
    case 'kong':
      return `${move.do} ${move.tile}`;
    case 'claim':
      return ['claim', move.kind, ...(move.tiles ?? [])].join(' ');
    case 'coach':
    case 'every-discard':
      return `${move.do} ${move.on ? 'on' : 'off'}`;
    default:
      return move.do;
  }
}

/** A line read back as a move; null when it is none. */
export function readLearnerMove(text: string): LearnerMove | null {
  const [word, ...rest] = text.trim().split(/\s+/);
  switch (word) {
    case 'discard':
    case 'kong': {
      const tile = rest.length === 1 ? readTile(rest[0]) : null;
      return tile ? { do: word, tile } : null;
    }
    case 'pass':
    case 'mahjong':
    case 'undo':
      return rest.length === 0 ? { do: word } : null;
    case 'coach':
    case 'every-discard':
      return rest.length === 1 && (rest[0] === 'on' || rest[0] === 'off') ? { do: word, on: rest[0] === 'on' } : null;
    case 'claim': {
      const kind = CLAIM_KINDS.find((k) => k === rest[0]);
      const tiles = rest.slice(1).map(readTile);
      if (!kind || tiles.some((t) => t === null)) return null;
      if (tiles.length === 0) return { do: 'claim', kind };
      return kind === 'chow' && tiles.length === 2 ? { do: 'claim', kind, tiles: [tiles[0]!, tiles[1]!] } : null;
    }
  }
  return null;
}

/** The hand after one move of the learner's. */
export function playLearnerMove(state: PracticeState, move: LearnerMove): PracticeState {
  switch (move.do) {
    case 'discard':
      return discardTile(state, move.tile);
    case 'kong':
      return declareKong(state, move.tile);
    case 'claim':
      return claimTile(state, move.kind, move.tiles);
    case 'pass':
      return passTile(state);
    case 'mahjong':
      return declareMahjong(state);
    case 'undo':
      return undoMove(state);
    case 'coach':
      return setCoach(state, move.on);
    case 'every-discard':
      return setEveryDiscard(state, move.on);
  }
}

/**
 * Whether a kept move fits the hand as it stands, as the table's controls
 * offer moves: a discard of a tile he holds, a kong or Mah-Jongg in his turn;
 * a call or Pass while a tile is on offer; Undo with a move to take back; a
 * switch at any time. A call or a kong the engine refuses still fits (the
 * learner may try one, and his tries are kept for the review). A move kept
 * from another line of play does not: one the computer players of an
 * earlier version of the site led to, who played the same seed otherwise.
 */
export function fitsHand(state: PracticeState, move: LearnerMove): boolean {
  switch (move.do) {
    case 'discard':
      return state.prompt.kind === 'turn' && state.table.seats[state.seat].concealed.includes(move.tile);
    case 'kong':
    case 'mahjong':
      return state.prompt.kind === 'turn';
    case 'claim':
    case 'pass':
      return state.prompt.kind === 'claim';
    case 'undo':
      return state.before !== null;
    default:
      return true;
  }
}

/**
 * The hand played again from its deal and the learner's lines, as far as
 * they can be read and fit the hand (fitsHand); `played` says how many were,
 * and `unfit` whether the first left out was read but did not fit.
 */
export function playLearnerMoves(dealt: PracticeState, lines: readonly string[]): { state: PracticeState; played: number; unfit: boolean } {
  let state = dealt;
  let played = 0;
  for (const line of lines) {
    const move = readLearnerMove(line);
    if (!move) break;
    if (!fitsHand(state, move)) return { state, played, unfit: true };
    state = playLearnerMove(state, move);
    played++;
  }
  return { state, played, unfit: false };
}
