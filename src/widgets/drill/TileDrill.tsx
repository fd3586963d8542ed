/**
 * The tile-reading drill's island (/tiles/drill/): one tile at a time, named
 * from four buttons or by typing its code, with the name and the code said
 * after each answer (src/progress/tileDrill.ts). By keyboard: Tab to a name
 * and Enter, or type the code and Enter; after an answer focus goes to
 * "Next tile", and after that to the first name of the next question, or,
 * after a typed answer, to the code's field, so that a learner drilling the
 * codes types on without four presses of Tab a tile.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { tileName } from '../../engine';
import { type DrillState, answerDrill, countWords, feedback, nextTile, startDrill } from '../../progress/tileDrill';
import { Tile } from '../drawing/Tile';

export function TileDrill() {
  // Dealt once the island runs: a round dealt at build time would be replaced on hydration.
  const [state, setState] = useState<DrillState | null>(null);
  useEffect(() => setState(startDrill(Math.random)), []);
  const [typed, setTyped] = useState('');
  const [focus, setFocus] = useState<'next' | 'question' | 'typed' | 'done' | null>(null);
  // How the last answer was given: by a typed code, the next question's focus goes to the code's field.
  const [typedLast, setTypedLast] = useState(false);
  const typedRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const questionRef = useRef<HTMLFieldSetElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    if (focus === 'next') nextRef.current?.focus();
    if (focus === 'question') questionRef.current?.querySelector('button')?.focus();
    if (focus === 'typed') typedRef.current?.focus();
    if (focus === 'done') doneRef.current?.focus();
    if (focus) setFocus(null);
  }, [focus]);

  if (!state) return <p class="needs-scripts" data-drill="loading">The drill starts once the page has loaded its script.</p>;
  const tile = state.queue[0];
  const answer = (given: Parameters<typeof answerDrill>[1]) => {
    const after = answerDrill(state, given);
    setState(after);
    setTypedLast('typed' in given);
    // Text that is no code is no answer: the field keeps focus, with the sentence saying the form codes take.
    setFocus(after.answer ? 'next' : 'typed');
  };
  const next = () => {
    const after = nextTile(state, Math.random);
    setState(after);
    setTyped('');
    setFocus(after.queue.length ? (typedLast ? 'typed' : 'question') : 'done');
  };

  if (!tile) {
    return (
      <div class="drill" data-drill="done">
        <h2 tabIndex={-1} ref={doneRef}>
          Round done
        </h2>
        <p>
          {state.firstTry} of {state.size} tiles named at the first try
          {state.missed.length ? `; ${state.missed.map((t) => `${tileName(t)} (${t})`).join(', ')} came back until you had ${state.missed.length === 1 ? 'it' : 'them'}.` : '.'}
        </p>
        <button
          type="button"
          class="button"
          onClick={() => {
            setState(startDrill(Math.random));
            setFocus('question');
          }}
        >
          Another round
        </button>
      </div>
    );
  }
  const answered = state.answer;
  return (
    <div class="drill" data-drill="asking" data-tile={tile}>
      <p class="drill__count">{countWords(state)}</p>
      {/* The tile's own name would give the answer away: here the picture is the question. */}
      <div class="drill__tile" role="img" aria-label="The tile to name">
        <div aria-hidden="true">
          <Tile tile={tile} size="lg" />
        </div>
      </div>
      <fieldset class="drill__choices" ref={questionRef} disabled={!!answered}>
        <legend>What is this tile?</legend>
        {state.choices.map((choice) => (
          <button type="button" class="button button--quiet" data-code={choice} onClick={() => answer({ tile: choice })}>
            {tileName(choice)}
          </button>
        ))}
      </fieldset>
      <form
        class="drill__typed"
        onSubmit={(e) => {
          e.preventDefault();
          if (!answered && typed.trim()) answer({ typed });
        }}
      >
        <label>
          Or type its code (such as 5c, E or Rd){' '}
          <input
            ref={typedRef}
            type="text"
            value={typed}
            disabled={!!answered}
            autocomplete="off"
            spellcheck={false}
            size={6}
            aria-invalid={state.notACode ? true : undefined}
            aria-describedby={state.notACode ? 'drill-not-a-code' : undefined}
            onInput={(e) => setTyped((e.currentTarget as HTMLInputElement).value)}
          />
        </label>{' '}
        <button type="submit" class="button button--quiet" disabled={!!answered}>
          Check
        </button>
        {state.notACode && (
          <p class="drill__not-a-code" id="drill-not-a-code" data-not-a-code>
            {state.notACode}
          </p>
        )}
      </form>
      {answered && (
        <div class={`drill__feedback drill__feedback--${answered.right ? 'right' : 'wrong'}`}>
          <p>
            <span aria-hidden="true">{answered.right ? '✓ ' : '✗ '}</span>
            {feedback(state)}
          </p>
          <button type="button" class="button" ref={nextRef} onClick={next}>
            Next tile
          </button>
        </div>
      )}
      <p class="visually-hidden" role="status" aria-live="polite">
        {answered ? feedback(state) : (state.notACode ?? '')}
      </p>
    </div>
  );
}

export default TileDrill;
