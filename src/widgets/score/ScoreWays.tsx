/**
 * The hands of a score question as they lie beside its quiz: a lesson's two
 * ways to end a hand, each under its name, or a drill puzzle's one hand. Drawn
 * at build time on the question's own page (ScoreChoice.astro) and in review
 * (ReviewScore.tsx) alike.
 */
import type { ScoreQuestion } from '../../islandProps';
import { ScoreHand } from './ScoreHand';

export function ScoreWays({ hands }: { hands: ScoreQuestion['hands'] }) {
  if (!hands.some((hand) => hand.name)) return <>{hands.map((hand) => <ScoreHand sheet={hand.sheet} />)}</>;
  return (
    <div class="score-board__ways">
      {hands.map((hand) => (
        <div class="score-board__way">
          <p class="score-board__way-name">{hand.name}</p>
          <ScoreHand sheet={hand.sheet} />
        </div>
      ))}
    </div>
  );
}
