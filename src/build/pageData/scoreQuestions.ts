/**
 * The score questions as their quiz asks them (ScoreQuiz): a scoring drill
 * puzzle (`scoring-NAME`, /puzzles/scoring/NAME/) and a lesson's comparison
 * of two ways to end a hand (`score-choice-NAME`, ScoreChoice.astro). Made
 * here once, at build time, for their own pages and for the review
 * (/review/items.json), which asks a missed one again: the same choices,
 * answer and explanation, the answer kept under the same id. The engine
 * scores the hands and so decides each answer.
 */
import { scoreHand } from '../../engine/index';
import type { ScoreQuestion } from '../../islandProps';
import { type ScoringPuzzleSource, scoreChoice, scoringPuzzles } from '../content/scoring';
import { contentFiles, projectRoot } from '../content/content';
import { scoreSheet } from './scoreSheets';

/** A drill puzzle: what does the hand score, among its choices. */
export function drillQuestion({ id, puzzle }: ScoringPuzzleSource): ScoreQuestion {
  return {
    id: `scoring-${id}`,
    title: puzzle.title,
    prompt: 'What does this hand score?',
    hands: [{ caption: `The score: ${puzzle.answer}`, sheet: scoreSheet(puzzle.hand, puzzle.win) }],
    choices: puzzle.choices.map((c) => ({ value: String(c), label: String(c) })),
    answer: String(puzzle.answer),
    explanation: puzzle.lesson,
  };
}

/** A comparison (content/score-choices/NAME.json): which way scores more, or the same. */
export function choiceQuestion(name: string, root = projectRoot()): ScoreQuestion {
  const choice = scoreChoice(name, root);
  const [a, b] = choice.ways.map((w) => {
    const score = scoreHand(w.hand, w.win);
    return { name: w.name, final: score.final, sheet: scoreSheet(w.hand, w.win, score) };
  });
  return {
    id: `score-choice-${name}`,
    title: choice.title,
    prompt: choice.prompt,
    hands: [a, b].map((w) => ({ name: w.name, caption: `${w.name}: ${w.final}`, sheet: w.sheet })),
    choices: [
      { value: 'a', label: a.name },
      { value: 'b', label: b.name },
      { value: 'same', label: 'They score the same' },
    ],
    answer: a.final > b.final ? 'a' : b.final > a.final ? 'b' : 'same',
    explanation: `${a.name}: ${a.final}. ${b.name}: ${b.final}. ${choice.lesson}`,
  };
}

/** Every score question, by the id its answers are kept under. */
export function scoreQuestions(root = projectRoot()): Record<string, ScoreQuestion> {
  const questions = [...scoringPuzzles(root).map(drillQuestion), ...(contentFiles('score-choices', root) ?? []).map((f) => choiceQuestion(f.name, root))];
  return Object.fromEntries(questions.map((q) => [q.id, q]));
}
