/**
 * A practice hand looked back on, move by move, once it is over: at each
 * point where the learner acted, what the table had said since his move
 * before, his hand and the tile on offer then, and the coach's word on what he
 * did (engine/practiceGame.ts handReview). Loaded when he asks for it, with
 * the review itself: the table's page opens without either.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { PracticeState } from '../../engine';
import { handReview } from '../../engine/practiceGame';
import { TileRow } from '../drawing/TileRow';

export function PracticeTableReview({ state }: { state: PracticeState }) {
  const [steps] = useState(() => handReview(state));
  const [at, setAt] = useState(0);
  const head = useRef<HTMLHeadingElement>(null);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  /** Goes to a move; at either end the button pressed turns off, so the focus goes to the other. */
  const go = (to: number) => {
    setAt(to);
    if (to === 0) next.current?.focus();
    if (to === steps.length - 1) previous.current?.focus();
  };
  // Opened, the review takes the focus, so that a keyboard or a screen reader is where it begins.
  useLayoutEffect(() => head.current?.focus(), []);
  if (steps.length === 0) return null;
  const step = steps[at];
  const { prompt, arrival: news, table, seat } = step.state;
  return (
    <section class="play__review" aria-labelledby="play-review-head">
      <h3 id="play-review-head" ref={head} tabIndex={-1}>
        The hand, move by move
      </h3>
      <div aria-live="polite">
        <p class="play__review-at">
          <strong>
            Move {at + 1} of {steps.length}:
          </strong>{' '}
          {prompt.text}
        </p>
        {news.length > 0 && (
          <ul class="play__review-news">
            {news.map((n) => (
              <li>{n.text}</li>
            ))}
          </ul>
        )}
        <TileRow label="Your hand then" tiles={table.seats[seat].concealed} size="sm" />
        {prompt.kind === 'claim' && <TileRow label="The tile on offer" tiles={[prompt.event.tile]} size="sm" />}
        {step.tries.map((tried) => (
          <p class="play__review-comment">{tried}</p>
        ))}
        <p class="play__review-comment">{step.comment}</p>
      </div>
      <div class="board__tools">
        <button type="button" class="button button--quiet" ref={previous} disabled={at === 0} onClick={() => go(at - 1)}>
          Previous move
        </button>
        <button type="button" class="button button--quiet" ref={next} disabled={at === steps.length - 1} onClick={() => go(at + 1)}>
          Next move
        </button>
      </div>
    </section>
  );
}

export default PracticeTableReview;
