/**
 * A call the learner let go by at the practice table, served for review: the
 * moment's position as he kept it (progress version 5, `moments`), on a live
 * claim board from his seat, whose right answer is the call he let go by.
 * His answers are kept under the moment. The board's opening comes with the
 * board session, loaded as a moment of a hand's record loads it. A position
 * that is no longer kept, or that the engine cannot read, is said in words.
 */
import { useEffect, useState } from 'preact/hooks';
import type { BoardOpening, Scenario } from '../../engine';
import type { RuleLinks } from '../../islandProps';
import { ClaimBoard } from '../board/ClaimBoard';
import { BOARD_LOADING, BOARD_NOT_LOADED } from '../islands/boardData';
import { readMoment } from '../practiceTable/PracticeTableMoment';

type Opened = { scenario: Scenario; opening: BoardOpening } | { problem: string };

/** The kept moment read as a moment's address is read (PracticeTableMoment.tsx), or why it cannot be. */
function read(position: string | undefined): { scenario: Scenario } | { problem: string } {
  if (position === undefined) return { problem: 'This moment is no longer kept in your progress: go on to the next item.' };
  const found = readMoment(position, 'of this moment');
  return 'problem' in found ? { problem: `${found.problem} Go on to the next item.` } : found;
}

export function ReviewMoment({ id, position, ruleLinks, onAnswer }: { id: string; position: string | undefined; ruleLinks: RuleLinks; onAnswer?: () => void }) {
  const [opened, setOpened] = useState<Opened | null>(null);
  useEffect(() => {
    const found = read(position);
    if ('problem' in found) return setOpened(found);
    import('../../engine/boardSession').then(
      (session) => setOpened({ ...found, opening: session.boardOpening(found.scenario) }),
      () => setOpened({ problem: BOARD_NOT_LOADED }),
    );
  }, [id]);
  if (!opened) return <p data-moment="loading">{BOARD_LOADING}</p>;
  if ('problem' in opened) return <p role="alert">{opened.problem}</p>;
  return <ClaimBoard id={id} scenario={opened.scenario} opening={opened.opening} ruleLinks={ruleLinks} record="moments" onAnswer={onAnswer} />;
}
