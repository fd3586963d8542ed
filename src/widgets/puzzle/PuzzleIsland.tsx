/**
 * The puzzle page's island: the board, with each answer kept in the
 * learner's progress (progress/keep.ts, fetched once the page is idle, so
 * that an answer is kept before its verdict shows and a reload at once
 * loses nothing), and said in words when the browser would not keep it.
 * (Practice puzzles use the board without it.)
 */
import { useEffect, useState } from 'preact/hooks';
import { loadOnce } from '../islands/loadOnce';
import { whenIdle } from '../islands/whenIdle';
import { PuzzleBoard, type PuzzleBoardProps } from './PuzzleBoard';

const loadKeep = loadOnce(() => import('../../progress/keep'));

/** A board's props but the answer's callback, which this island gives (each member of the union kept apart). */
type IslandProps = PuzzleBoardProps extends infer P ? (P extends unknown ? Omit<P, 'onAnswer'> : never) : never;

export function PuzzleIsland(props: IslandProps) {
  const [unsaved, setUnsaved] = useState<string | null>(null);
  useEffect(() => whenIdle(() => void loadKeep().catch(() => undefined)), []);
  const onAnswer = (right: boolean) =>
    void loadKeep().then(({ keepAnswer, NOT_SAVED }) => {
      const { save } = keepAnswer('puzzles', props.puzzle.id, right, props.puzzle.rules);
      setUnsaved(save.saved ? null : NOT_SAVED[save.problem]);
    });
  return (
    <>
      <PuzzleBoard {...props} onAnswer={onAnswer} />
      {unsaved && (
        <p class="puzzle__unsaved" role="alert">
          {unsaved}
        </p>
      )}
    </>
  );
}

export default PuzzleIsland;
