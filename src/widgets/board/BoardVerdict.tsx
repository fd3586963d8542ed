/**
 * What a claim board says of the learner's call once the engine has ruled on
 * it or refused it (ClaimBoard's verdict). Drawn only after an action, so it
 * loads with the board session, on the learner's first action, and a lesson
 * does not ship it as it opens. When the call ends the hand with Mah-Jongg,
 * the winner's score on Harr's card follows, folded.
 */
import type { Ref } from 'preact';
import { useId, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { BoardOutcome, BoardState, BoardView, Phrase } from '../../engine';
import { comparedWindow } from '../../engine/boardSession';
import type { RuleLinks } from '../../islandProps';
import { HandScoreTable } from '../score/HandScoreTable';
import { Reasons } from '../drawing/Reasons';
import { RuleLink } from '../drawing/RuleLink';
import { RulesetComparison } from '../rulesets/RulesetComparison';

/** A sentence from the engine, the name of a button in it emphasised. */
function Words({ text }: { text: readonly Phrase[] }) {
  return <>{text.map((part) => (typeof part === 'string' ? part : <em>{part.stress}</em>))}</>;
}

export interface VerdictProps {
  /** The board as drawn; its position and right answer once the session has it, for the comparison under today's rulesets. */
  board: BoardView & Partial<Pick<BoardState, 'position' | 'answer'>>;
  ruleLinks: RuleLinks;
  /** The ruled verdict takes keyboard focus once the call is carried out. */
  verdictRef: Ref<HTMLDivElement>;
  /** "Try again": the board back where it started. */
  onReset: () => void;
  /** The words for each outcome, from the board's session (boardSession.ts), which is loaded with this file. */
  outcomeWords: Readonly<Record<BoardOutcome, string>>;
}

/** Each state's mark beside its words: colour is never the only sign. */
const MARK: Record<BoardOutcome, string> = { right: '✓', weaker: '◐', refused: '✗', shown: '→' };

/** The page's "Next" for this board (Board.astro), when there is a place to go on to. */
const nextOf = (at: Element | null) => at?.closest('.board-frame')?.querySelector<HTMLButtonElement>('.board-next:not([hidden]) button') ?? null;

/**
 * The verdict in two parts. First the sheet: the state's mark and words, the
 * engine's head and judgement (or the refusal), and the way on: "Try again"
 * after a weaker or refused answer, "Next" once the board is answered. It is
 * scrolled into view as it changes, and on a phone the final verdict stays
 * pinned to the foot of the screen while the learner looks back at the
 * table (board.css). Then, in the page's flow, the ruling's reasons, the
 * winner's score, and the same window under today's rulesets (the right call
 * in the learner's seat beside the others'), compared on request.
 */
export function Verdict({ board, ruleLinks, verdictRef, onReset, outcomeWords }: VerdictProps) {
  const { refused, ruled, outcome } = board;
  const sheet = useRef<HTMLDivElement | null>(null);
  const uid = useId();
  const [next, setNext] = useState<HTMLButtonElement | null>(null);
  useLayoutEffect(() => setNext(nextOf(sheet.current)), []);
  // Where the learner is looking: the sheet comes into view with each new verdict (a refusal left the page still).
  useLayoutEffect(() => sheet.current?.scrollIntoView?.({ block: 'nearest' }), [outcome, refused?.head, ruled?.head, board.discard === null]);
  if (!outcome || (!refused && !ruled)) return null;
  const attach = (el: HTMLDivElement | null) => {
    sheet.current = el;
    if (typeof verdictRef === 'function') verdictRef(el);
    else if (verdictRef) verdictRef.current = el;
  };
  const done = ruled && !board.discard;
  const again = (outcome === 'weaker' || outcome === 'refused') && board.canReset;
  return (
    <>
      <div
        class={`board__verdict board__sheet board__verdict--${refused ? 'refused' : 'ruled'} board__verdict--${outcome}${done ? ' board__sheet--pinned' : ''}`}
        data-verdict={outcome}
        tabIndex={ruled ? -1 : undefined}
        ref={attach}
      >
        {refused ? (
          <>
            <p class="board__verdict-head">
              <span aria-hidden="true">{MARK.refused} </span>
              {refused.head}
            </p>
            <p>{refused.refusal.message}</p>
            {refused.refusal.fix && <p>{refused.refusal.fix}</p>}
            <RuleLink rule={refused.refusal.rule} links={ruleLinks} />
          </>
        ) : (
          ruled && (
            <>
              <p class="board__verdict-head">
                <span class="board__mark">
                  <span aria-hidden="true">{MARK[outcome]} </span>
                  {outcomeWords[outcome]}
                </span>{' '}
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
              {board.discard && <p class="board__hint">{board.discard.hint}</p>}
            </>
          )
        )}
        {(again || (done && next && outcome !== 'weaker')) && (
          <p class="board__sheet-actions">
            {again ? (
              <button type="button" class="button" onClick={onReset}>
                Try again
              </button>
            ) : (
              <button type="button" class="button board__sheet-next" onClick={() => next?.click()}>
                Next
              </button>
            )}
          </p>
        )}
      </div>

      {ruled && (
        <div class="board__ruling">
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
        </div>
      )}
      {/* Once answered: a weaker call leaves the board open, and the right call it compares would give the answer away. */}
      {ruled && outcome !== 'weaker' && !board.discard && board.position && <Compared position={board.position} answer={board.answer ?? null} ruleLinks={ruleLinks} idBase={`board-${uid}`} />}
    </>
  );
}

/** The board's window under today's rulesets, where it has calls to compare (not on the learner's own turn). */
function Compared({ position, answer, ruleLinks, idBase }: Pick<BoardState, 'position' | 'answer'> & { ruleLinks: RuleLinks; idBase: string }) {
  const window = comparedWindow({ position, answer });
  return (
    window && (
      <RulesetComparison
        window={window}
        ruleLinks={ruleLinks}
        idBase={idBase}
        hint={
          window.move
            ? "The right move here, judged under Hong Kong, Chinese Official, riichi and American rules beside Harr's."
            : "The right call here, with any other player's, ruled under Hong Kong, Chinese Official, riichi and American rules beside Harr's."
        }
      />
    )
  );
}
