/**
 * The scores of a practice hand once it is over: every hand scored line by
 * line on Harr's card, and the settlement (score/scoreTable.ts), and the
 * winner's hand laid out as it is scored. A module of its own because the
 * table's page loads it only when a hand ends: the scoring is a sixth of what
 * the page would otherwise load as it opens.
 */
import { concealedSetLabel, waitWords } from '../../explain/winningHand';
import { winningTiles } from '../../score/scoreHand';
import { meldLabel } from '../../explain/words';
import { type TableScore, scoreTable } from '../../score/scoreTable';
import type { Seat } from '../../seats';
import type { Tile } from '../../tiles';
import type { PracticeState } from './state';

/** The scores of a won hand; null while it is played and for a draw game. */
export function practiceScores(state: PracticeState): TableScore | null {
  if (!state.end?.winner) return null;
  return scoreTable(state.table, state.end.onLooseTile);
}

/** The winner's hand laid out: each set with its words, then the pair; and what he was waiting for, in words (null for a hand won as dealt). */
export interface WinningLayout {
  sets: { tiles: Tile[]; label: string }[];
  pair: [Tile, Tile] | null;
  wait: string | null;
}

/**
 * The winner's hand laid out as the scoring reads it: his sets on the table, then his hand read as sets, the one the
 * winning discard finished laid out exposed and scored so (S2), and the pair; and what he was waiting for. Null for a
 * hand nobody won.
 */
export function winningLayout(state: PracticeState, score: TableScore): WinningLayout | null {
  const winner = score.settlement.winner;
  if (!winner) return null;
  const { hand, win } = score.seats[winner];
  const melds = state.table.seats[winner].melds;
  const from = win?.by === 'discard' ? (state.table.result?.from ?? null) : null;
  // His wait: the tiles that would have finished the hand as laid out, just before his winning tile (S1), that one among them.
  const wait = win && win.by !== 'original-hand' ? waitWords(winner, state.seat, winningTiles(hand, win)) : null;
  const layout: WinningLayout = { sets: [], pair: null, wait };
  hand.sets.forEach((set, i) => {
    if (i < melds.length) layout.sets.push({ tiles: [...set.tiles], label: meldLabel(melds[i], state.seat) });
    else if (set.kind === 'pair') layout.pair = [set.tiles[0], set.tiles[1]];
    else layout.sets.push({ tiles: [...set.tiles], label: concealedSetLabel({ kind: set.kind === 'chow' ? 'chow' : 'pung', tiles: [set.tiles[0], set.tiles[1], set.tiles[2]] }, win?.by === 'discard' && win.set === i ? from : null, state.seat) });
  });
  return layout;
}

/** A finished hand as a game records it: the winner (null for a draw game) and what each seat won or paid at the settling. */
export function handResult(state: PracticeState): { winner: Seat | null; net: Record<Seat, number> } {
  const score = practiceScores(state);
  return score ? { winner: score.settlement.winner, net: score.settlement.net } : { winner: null, net: { East: 0, South: 0, West: 0, North: 0 } };
}
