/**
 * What a claim board says of the learner's call once the engine has ruled on
 * it or refused it (ClaimBoard's verdict). Drawn only after an action, so it
 * loads with the board session, on the learner's first action, and a lesson
 * does not ship it as it opens. When the call ends the hand with Mah-Jongg,
 * the winner's score on Harr's card follows, folded.
 */
import type { Ref } from 'preact';
import type { BoardView, Phrase } from '../../engine';
import type { RuleLinks } from '../../islandProps';
import { HandScoreTable } from '../score/HandScoreTable';
import { Reasons } from './Reasons';
import { RuleLink } from '../drawing/RuleLink';

/** A sentence from the engine, the name of a button in it emphasised. */
function Words({ text }: { text: readonly Phrase[] }) {
  return <>{text.map((part) => (typeof part === 'string' ? part : <em>{part.stress}</em>))}</>;
}

export interface VerdictProps {
  board: BoardView;
  ruleLinks: RuleLinks;
  /** The ruled verdict takes keyboard focus once the call is carried out. */
  verdictRef: Ref<HTMLDivElement>;
}

export function Verdict({ board, ruleLinks, verdictRef }: VerdictProps) {
  const { refused, ruled } = board;
  return (
    <>
      {refused && (
        <div class="board__verdict board__verdict--refused">
          <p class="board__verdict-head">
            <span aria-hidden="true">✗ </span>
            {refused.head}
          </p>
          <p>{refused.refusal.message}</p>
          {refused.refusal.fix && <p>{refused.refusal.fix}</p>}
          <RuleLink rule={refused.refusal.rule} links={ruleLinks} />
        </div>
      )}

      {ruled && (
        <div class="board__verdict board__verdict--ruled" tabIndex={-1} ref={verdictRef}>
          <p class="board__verdict-head">
            <span aria-hidden="true">✓ </span>
            {ruled.head}
          </p>
          {ruled.judgement && (
            <p class="board__judgement">
              {ruled.judgement.kind === 'right' ? (
                <strong>
                  <Words text={ruled.judgement.text} />
                </strong>
              ) : (
                <Words text={ruled.judgement.text} />
              )}
            </p>
          )}
          <Reasons reasons={ruled.reasons} links={ruleLinks} />
          {ruled.winnerScore && (
            <details class="board__score">
              <summary>
                What the winning hand scores: {ruled.winnerScore.final}
              </summary>
              <HandScoreTable
                score={ruled.winnerScore}
                links={ruleLinks}
                caption={`${ruled.winnerScore.seat}'s Mah-Jongg on Harr's score card: ${ruled.winnerScore.final}`}
              />
              <p>
                How a hand is scored, and what a claim costs: <a href="/lessons/what-a-claim-costs/">What a Claim Costs</a>.
              </p>
            </details>
          )}
          {board.discard && <p class="board__hint">{board.discard.hint}</p>}
        </div>
      )}
    </>
  );
}
