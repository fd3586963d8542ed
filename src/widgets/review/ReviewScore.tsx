/**
 * A score question served in review: a scoring drill puzzle (`scoring-NAME`,
 * /puzzles/scoring/NAME/) or one of lesson 9's comparisons of two ways to end a
 * hand (`score-choice-NAME`, ScoreChoice.astro), drawn as on its own page, its
 * hands beside the same ScoreQuiz, so the verdict is the page's own and the
 * answer is kept as there (under `boards`, by the same id), which moves the
 * item's next date. Its data is made at build time with the rest of
 * /review/items.json (src/build/pageData/scoreQuestions.ts): nothing here scores.
 */
import { ScoreQuiz } from '../score/ScoreBoard';
import { ScoreWays } from '../score/ScoreWays';
import type { ScoreQuestion } from '../../islandProps';

export function ReviewScore({ board }: { board: ScoreQuestion }) {
  const { id } = board;
  const titleId = `${id}-title`;
  return (
    // data-ready is set by ScoreQuiz once it is live, as on the score's own page.
    <section class="board score-board" id={id} data-board={id} aria-labelledby={titleId} data-ready="false">
      <h3 class="score-board__title" id={titleId}>
        {board.title}
      </h3>
      <ScoreWays hands={board.hands} />
      <ScoreQuiz
        id={id}
        prompt={board.prompt}
        choices={board.choices}
        answer={board.answer}
        explanation={board.explanation}
        sheets={board.hands.map((hand) => ({ title: hand.caption, sheet: hand.sheet }))}
      />
    </section>
  );
}

export default ReviewScore;
