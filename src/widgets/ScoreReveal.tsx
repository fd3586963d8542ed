/**
 * A worked score, revealed line by line: the hand is shown, and each press
 * of "Next line" adds one line of the score with its running total, until
 * the final score, which is then set beside the book's printed figure. Each
 * new line is announced in a live region.
 */
import { useState } from 'preact/hooks';
import { ScoreHand, ScoreLines, type ScoreSheetData } from './ScoreSheet';

export interface ScoreRevealProps {
  id: string;
  title: string;
  sheet: ScoreSheetData;
  /** What the book prints, and where it is wrong, shown once the score is complete. */
  book?: { printed: string; note?: string };
}

export function ScoreReveal({ id, title, sheet, book }: ScoreRevealProps) {
  const [shown, setShown] = useState(0);
  const done = shown >= sheet.lines.length;
  const last = shown > 0 ? sheet.lines[shown - 1] : null;
  return (
    <section class="score-board" aria-labelledby={`${id}-title`} id={id}>
      <h3 id={`${id}-title`} class="score-board__title">
        {title}
      </h3>
      <ScoreHand sheet={sheet} />
      <ScoreLines sheet={sheet} shown={shown} caption={`The score, ${shown} of ${sheet.lines.length} lines shown`} />
      <p class="visually-hidden" role="status" aria-live="polite">
        {last ? `${last.label}: ${last.value}, score ${last.running}.${done ? ` Final score ${sheet.final}.` : ''}` : ''}
      </p>
      <p class="score-board__actions">
        {!done && (
          <>
            <button type="button" class="button" onClick={() => setShown(shown + 1)}>
              Next line
            </button>{' '}
            <button type="button" class="button button--quiet" onClick={() => setShown(sheet.lines.length)}>
              Show the whole score
            </button>
          </>
        )}
        {done && (
          <button type="button" class="button button--quiet" onClick={() => setShown(0)}>
            Start again
          </button>
        )}
      </p>
      {done && book && (
        <p class="score-board__book">
          Harr prints {book.printed}.{book.note && ` ${book.note}`}
        </p>
      )}
    </section>
  );
}

export default ScoreReveal;
