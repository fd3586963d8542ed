/**
 * A scoring question: the learner chooses an answer first (a total, or which
 * of two ways scores more), is told whether it is right, and only then sees
 * the score line by line, one sheet or two side by side. The right answer
 * and the sheets are computed at build time by the engine.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { ScoreHand, ScoreLines, type ScoreSheetData } from './ScoreSheet';

export interface ScoreQuizProps {
  id: string;
  title: string;
  /** The question, e.g. "What does this hand score?" */
  prompt: string;
  /** Shown before the answer: the hand asked about (the first sheet's hand when absent). */
  before?: ScoreSheetData;
  choices: { value: string; label: string }[];
  answer: string;
  /** Said after any answer: why the right one is right. */
  explanation: string;
  sheets: { title: string; sheet: ScoreSheetData }[];
}

export function ScoreQuiz({ id, title, prompt, before, choices, answer, explanation, sheets }: ScoreQuizProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const verdict = useRef<HTMLParagraphElement>(null);
  // Focus moves to the verdict in the same commit that removes the buttons, so it never rests on the page body.
  useLayoutEffect(() => {
    if (chosen !== null) verdict.current?.focus();
  }, [chosen]);
  const right = chosen === answer;
  const answerLabel = choices.find((c) => c.value === answer)?.label ?? answer;
  const shownHand = before ?? sheets[0]?.sheet;
  return (
    <section class="score-board" aria-labelledby={`${id}-title`} id={id}>
      <h3 id={`${id}-title`} class="score-board__title">
        {title}
      </h3>
      {shownHand && <ScoreHand sheet={shownHand} />}
      <fieldset class="score-board__choices" disabled={chosen !== null}>
        <legend>{prompt}</legend>
        {choices.map((c) => (
          <button type="button" class="button" aria-pressed={chosen === c.value} onClick={() => setChosen(c.value)}>
            {c.label}
          </button>
        ))}
      </fieldset>
      <div role="status" aria-live="polite">
        {chosen !== null && (
          <p class={`score-board__verdict score-board__verdict--${right ? 'right' : 'wrong'}`} tabIndex={-1} ref={verdict}>
            <strong>{right ? 'Right.' : `Not quite: the answer is ${answerLabel}.`}</strong> {explanation}
          </p>
        )}
      </div>
      {chosen !== null && (
        <div class="score-board__sheets">
          {sheets.map((s, i) => (
            <div class="score-board__sheet">
              {(sheets.length > 1 || s.sheet !== shownHand) && <ScoreHand sheet={s.sheet} />}
              <ScoreLines sheet={s.sheet} caption={s.title} />
              {i === sheets.length - 1 && null}
            </div>
          ))}
        </div>
      )}
      {chosen !== null && (
        <p class="score-board__actions">
          <button type="button" class="button button--quiet" onClick={() => setChosen(null)}>
            Try again
          </button>
        </p>
      )}
    </section>
  );
}

export default ScoreQuiz;
