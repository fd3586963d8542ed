/**
 * The mark on a puzzle answer (PuzzleBoard's verdict): drawn only once the
 * learner has answered, so it loads with the engine's grading, on the first
 * answer, and a puzzle page does not ship it as it opens.
 */
import type { RefObject } from 'preact';
import type { Grade, Puzzle } from '../../engine';
import type { RuleLinks } from '../../islandProps';
import { Reasons } from '../drawing/Reasons';
import { RuleLink } from '../drawing/RuleLink';

/** An answer checked (or the ruling shown, when the learner asked for it). */
export type Result = { grade: Grade; shown: boolean };

const PART_QUESTION = { winner: 'Who gets the tile', next: 'Who draws next', lost: 'Who loses a turn' } as const;
/** The mark's icon beside its words: colour is never the only sign. */
const MARK: Record<Grade['feedback'], string> = { right: '✓', weaker: '◐', wrong: '✗' };

export interface VerdictProps {
  result: Result;
  puzzle: Puzzle;
  ruleLinks: RuleLinks;
  nextHref?: string;
  resultRef: RefObject<HTMLDivElement>;
}

/**
 * The mark on an answer, in one of four forms: right (the short reason, the
 * steps on request, the way on); allowed but outranked, or wrong (which part
 * is wrong, one sentence on the seat named, a hint below: not the ruling);
 * or the ruling, shown when asked for.
 */
export function Verdict({ result, puzzle, ruleLinks, nextHref, resultRef }: VerdictProps) {
  const { grade, shown } = result;
  const state = shown ? 'shown' : grade.feedback;
  const ruled = shown || grade.right;
  return (
    <div class={`board__verdict puzzle__result puzzle__result--${state}`} tabIndex={-1} ref={resultRef} data-result={state}>
      <p class="board__verdict-head">
        {shown ? 'The ruling' : <><span aria-hidden="true">{MARK[grade.feedback]} </span>{grade.headline}</>}
      </p>
      <ul class="puzzle__parts">
        {grade.parts.map((p) =>
          ruled ? (
            <li>
              {PART_QUESTION[p.part]}? {p.expected}.
            </li>
          ) : (
            <li>
              <span aria-hidden="true">{p.right ? '✓ ' : '✗ '}</span>
              {PART_QUESTION[p.part]}: you said {p.given}, <strong>{p.right ? 'right' : 'wrong'}</strong>.
            </li>
          ),
        )}
      </ul>
      {ruled ? (
        <>
          <Reasons reasons={grade.short} links={ruleLinks} />
          {/* Open when the learner asked for the ruling; one click away after a right answer. */}
          <details class="puzzle__steps" open={shown}>
            <summary>The engine's reasoning, step by step</summary>
            <Reasons reasons={grade.explanation} links={ruleLinks} />
          </details>
          {grade.right && !shown && nextHref && (
            <p>
              <a href={nextHref}>Next puzzle</a>
            </p>
          )}
        </>
      ) : (
        <>
          {grade.why && (
            <p>
              {grade.why.text} <RuleLink rule={grade.why.rule} links={ruleLinks} compact />
            </p>
          )}
          <p>{puzzle.hints.length ? 'Read the hint below, change your answer and check again, or ask for the ruling.' : 'Change your answer and check again, or ask for the ruling.'}</p>
        </>
      )}
    </div>
  );
}

