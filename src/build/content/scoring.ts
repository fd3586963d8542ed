/**
 * The scoring drill's puzzles (content/scoring/NN-name.json, served at
 * /puzzles/scoring/name/) and the lesson's score comparisons
 * (content/score-choices/name.json), read through the content registry and
 * proved by the engine: a puzzle whose stated score is not the engine's
 * stops the build, naming the file and the field.
 */
import { type ScoreChoiceFile, type ScoringPuzzle, readScoreChoice, readScoringPuzzle } from '../../engine/formats/scoredHand';
import { unnumbered } from './addresses';
import { ContentError, asContentError, contentFiles, projectRoot } from './content';

export interface ScoringPuzzleSource {
  /** The address under /puzzles/scoring/: the file name without its order number. */
  id: string;
  file: string;
  puzzle: ScoringPuzzle;
}

/** Every scoring puzzle in file order, each proved; an empty list without the folder. */
export function scoringPuzzles(root = projectRoot()): ScoringPuzzleSource[] {
  const seen = new Set<string>();
  return (contentFiles('scoring', root) ?? []).map((f) => {
    const id = unnumbered(f.name);
    if (!/^\d{2}-[a-z0-9-]+$/.test(f.name)) throw new ContentError(f.file, 'file name', 'a scoring puzzle is named NN-name.json: two digits, then lower-case letters, digits and hyphens');
    if (seen.has(id)) throw new ContentError(f.file, 'file name', `another scoring puzzle is already served at /puzzles/scoring/${id}/`);
    seen.add(id);
    try {
      return { id, file: f.file, puzzle: readScoringPuzzle(f.text) };
    } catch (error) {
      throw asContentError(f.file, error);
    }
  });
}

/** A comparison of two ways to end a hand, by name. */
export function scoreChoice(name: string, root = projectRoot()): ScoreChoiceFile {
  const f = (contentFiles('score-choices', root) ?? []).find((c) => c.name === name);
  if (!f) throw new ContentError(`content/score-choices/${name}.json`, 'file name', 'no such file');
  try {
    return readScoreChoice(f.text);
  } catch (error) {
    throw asContentError(f.file, error);
  }
}

/** Reads every scoring file, so the build stops on the first bad one. */
export function checkScoring(root: string): { puzzles: number; choices: number } {
  const puzzles = scoringPuzzles(root).length;
  const choices = (contentFiles('score-choices', root) ?? []).map((f) => scoreChoice(f.name, root)).length;
  return { puzzles, choices };
}
