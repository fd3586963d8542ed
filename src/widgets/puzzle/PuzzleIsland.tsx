/**
 * The puzzle page's island: the board, with each answer kept in the
 * learner's progress. (Practice puzzles use the board without it.)
 */
import { rememberAnswer } from '../../progress/store';
import { PuzzleBoard, type PuzzleBoardProps } from './PuzzleBoard';

export function PuzzleIsland(props: Omit<PuzzleBoardProps, 'onAnswer'>) {
  return <PuzzleBoard {...props} onAnswer={(right) => rememberAnswer('puzzles', props.puzzle.id, right, props.puzzle.rules)} />;
}

export default PuzzleIsland;
