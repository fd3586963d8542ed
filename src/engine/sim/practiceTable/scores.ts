/**
 * The scores of a practice hand once it is over: every hand scored line by
 * line on Harr's card, and the settlement (score/scoreTable.ts). A module of
 * its own because the table's page loads it only when a hand ends: the
 * scoring is a sixth of what the page would otherwise load as it opens.
 */
import { type TableScore, scoreTable } from '../../score/scoreTable';
import type { PracticeState } from './state';

/** The scores of a won hand; null while it is played and for a draw game. */
export function practiceScores(state: PracticeState): TableScore | null {
  if (!state.end?.winner) return null;
  return scoreTable(state.table, state.end.onLooseTile);
}
