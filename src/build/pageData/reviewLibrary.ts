/**
 * Every board, score question and puzzle a review may bring back, as their islands receive
 * them (parsed at build time, no file text): served as one JSON file
 * (/review/items.json) that the review page fetches only when something is
 * due, so the page itself stays small. Each board comes with its opening,
 * made here as a lesson's is, so the page ships none of the board session.
 */
import { type BoardOpening, PRACTICE_HINTS, type Position, type Puzzle, boardOpening } from '../../engine';
import type { ReviewLibrary } from '../../islandProps';
import { loadContentSet } from '../content/contentSet';
import { puzzleEntries } from '../content/puzzles';
import { scoreQuestions } from './scoreQuestions';

export function reviewLibrary(): ReviewLibrary {
  const boards: Record<string, Position> = {};
  const openings: Record<string, BoardOpening> = {};
  // A lesson's board comes with the rules taught by it, as on its lesson's page (lessonPositions).
  for (const [name, scenario] of loadContentSet().scenarios) {
    const { source: _text, ...position } = scenario;
    boards[name] = position;
    openings[name] = boardOpening(scenario);
  }
  const puzzles: Record<string, Puzzle> = {};
  for (const entry of puzzleEntries()) {
    const { lines: _lines, ...puzzle } = entry.puzzle;
    const { source: _text, ...scenario } = puzzle.scenario;
    puzzles[puzzle.id] = { ...puzzle, scenario };
  }
  // A score question is kept under `boards` by its id, as its page keeps it, and asked again on its quiz.
  return { scores: scoreQuestions(), boards, openings, puzzles, hints: [...PRACTICE_HINTS] };
}
