/**
 * Practice puzzles without end: the seed in the URL (?seed=12345) makes the
 * puzzle, so a puzzle can be shared or tried again. A missing or bad seed is
 * replaced by a fresh one, with a word about it, and put in the URL.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { freshSeed, generatePuzzle, parseSeed, type Puzzle } from '../engine';
import { rememberAnswer } from '../progress/store';
import { PuzzleBoard } from './PuzzleBoard';
import type { RuleLinks } from '../islandProps';

export interface PracticeBoardProps {
  ruleLinks: RuleLinks;
  /** The hints for every practice puzzle (PRACTICE_HINTS, passed from the page). */
  hints: string[];
}

interface Current {
  seed: number;
  puzzle: Puzzle | null;
  note: string;
}

function fromUrl(hints: string[]): Current {
  const raw = new URLSearchParams(window.location.search).get('seed');
  const seed = parseSeed(raw);
  if (seed !== null) return make(seed, '', hints);
  const fresh = freshSeed();
  const note = raw === null ? '' : `"${raw.slice(0, 40)}" is not a seed (a whole number). Here is a new puzzle.`;
  return make(fresh, note, hints);
}

function make(seed: number, note: string, hints: string[]): Current {
  try {
    return { seed, puzzle: generatePuzzle(seed, hints), note };
  } catch (error) {
    return { seed, puzzle: null, note: `No puzzle could be made from seed ${seed}: ${(error as Error).message}` };
  }
}

function putInUrl(seed: number, push: boolean) {
  const url = new URL(window.location.href);
  url.searchParams.set('seed', String(seed));
  if (push) window.history.pushState({ seed }, '', url);
  else window.history.replaceState({ seed }, '', url);
}

export function PracticeBoard({ ruleLinks, hints }: PracticeBoardProps) {
  const [current, setCurrent] = useState<Current | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focus, setFocus] = useState(false);

  useEffect(() => {
    const first = fromUrl(hints);
    putInUrl(first.seed, false);
    setCurrent(first);
    const onPop = () => setCurrent(fromUrl(hints));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  useEffect(() => {
    if (focus) {
      headingRef.current?.focus();
      setFocus(false);
    }
  }, [focus]);

  function another() {
    const seed = freshSeed();
    putInUrl(seed, true);
    setCurrent(make(seed, '', hints));
    setFocus(true);
  }

  if (!current) {
    return (
      <p class="practice__loading" data-practice="loading">
        A practice puzzle appears here once the page has loaded its script.
      </p>
    );
  }
  return (
    <div class="practice" data-practice="ready" data-seed={current.seed}>
      {current.note && (
        <p class="practice__note" role="note">
          {current.note}
        </p>
      )}
      <div class="practice__bar">
        <h2 class="practice__seed" tabIndex={-1} ref={headingRef}>
          Puzzle from seed {current.seed}
        </h2>
        {/* The seed is in the address: copy it to share this puzzle. */}
        <button type="button" class="button" onClick={another}>
          New puzzle
        </button>
      </div>
      {current.puzzle ? (
        <PuzzleBoard
          key={current.seed}
          puzzle={current.puzzle}
          ruleLinks={ruleLinks}
          // Practice answers count towards mastery and the review queue, under the rules the ruling cites.
          onAnswer={(right) => current.puzzle && rememberAnswer('practice', current.puzzle.id, right, current.puzzle.rules)}
        />
      ) : (
        <p role="alert">{current.note}</p>
      )}
    </div>
  );
}

export default PracticeBoard;
