/**
 * The review session (/review/): the items due today, one at a time, each on
 * the board it was missed on (a lesson board on ClaimBoard, a score question
 * of the scoring drill or lesson 9 on ScoreQuiz, a puzzle or a practice puzzle
 * on PuzzleBoard, a call let go by at the practice table on ClaimBoard from the
 * learner's seat), so the feedback is the boards' own. A rule
 * of low mastery is served as a practice puzzle made for it. The queue comes
 * from the answers in the browser (src/progress/review.ts, FSRS); every
 * answer here is kept like any other and moves the item's next date. The
 * boards, puzzles and score questions are fetched (/review/items.json) only
 * when something is due. With nothing due, the page says when the next item will be; at a
 * session's end, how many were answered and how many skipped, and a skipped
 * item, still due, can be gone through again at once.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { PRACTICE_TIERS, PRACTISABLE_RULES, type RuledPuzzle, freshSeed, generatePractice, practiceId, puzzleView, readPracticeId, ruledPuzzle } from '../../engine';
import type { ReviewLibrary, RuleLinks, ScoreQuestion } from '../../islandProps';
import { courseItemKeys } from '../../progress/courseItems';
import { readForReview, reviewDue, stillHeld } from '../../progress/due';
import type { ReviewItem } from '../../progress/review';
import { loadProgressRead } from '../../progress/store';
import { BOARD_ANSWERED_EVENT, ClaimBoard } from '../board/ClaimBoard';
import { BOARD_LOADING, BOARD_NOT_LOADED } from '../islands/boardData';
import { PuzzleBoard } from '../puzzle/PuzzleBoard';

export interface ReviewSessionProps {
  ruleLinks: RuleLinks;
}

/** How many items of a session were answered, and how many skipped ("Skip for now"): a skipped one stays due. */
interface Tally {
  answered: number;
  skipped: number;
}

type Phase =
  | { kind: 'loading' }
  // `due`: what is still due as the session ends (the items skipped), served again on request with the library kept.
  | { kind: 'nothing'; next: number | null; tally: Tally; due: ReviewItem[]; library: ReviewLibrary | null }
  | { kind: 'serving'; due: ReviewItem[]; at: number; library: ReviewLibrary; tally: Tally }
  | { kind: 'failed'; message: string };

/** When, in words the learner reads: "Tuesday, 1 December 2026 at 09:00". */
export function dueWords(time: number): string {
  const d = new Date(time);
  return `${d.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })} at ${d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })}`;
}

/** What is due now, counted as the home page and the lessons count it (src/progress/due.ts), and what could not be read of the record. */
async function queueNow() {
  const read = await readForReview();
  return { ...(await reviewDue(read, Date.now())), problem: read.problem };
}

/** The heading at a session's end: a skipped item is counted apart, since it is not done. */
export function doneWords({ answered, skipped }: Tally): string {
  if (!skipped) return `Review done: ${answered} ${answered === 1 ? 'item' : 'items'}`;
  return `Review done: ${answered} answered, ${skipped} skipped for now`;
}

/** What is still due as a session ends, instead of the next date: a skipped item is due now, not days away. */
export function stillWords(still: number, skipped: number): string {
  const due = still === 1 ? 'One item is still due' : `${still} items are still due`;
  if (!skipped) return `${due} now.`;
  return `${due}: what you skip waits here until you answer it.`;
}

/** What the item is, in a line above its board. */
function itemWords(item: ReviewItem, links: RuleLinks): string {
  if (item.kind === 'boards' && item.id.startsWith('scoring-')) return 'A scoring puzzle you missed.';
  if (item.kind === 'boards') return 'A lesson board you missed.';
  if (item.kind === 'puzzles') return 'A puzzle you missed.';
  if (item.kind === 'practice') return 'A practice puzzle you missed, dealt again from its seed.';
  if (item.kind === 'moments') return 'A call you let go by at the practice table: the same moment, from your seat. What do you call?';
  const title = links[item.id as keyof RuleLinks] ?? item.id;
  return `A new practice puzzle on a rule you are still learning: ${title} (${item.id}).`;
}

/** Whether the course still holds what an item is answered on (due.ts stillHeld): one taken out is left out of the review (its answers stay kept), since, served, it could only be skipped, and would be due for ever. */
const inCourse = (library: ReviewLibrary) => {
  const held = new Set(courseItemKeys(library));
  return (item: ReviewItem) => stillHeld(item, held);
};

/** The note on the items left out as no longer in the course. */
export function goneWords(gone: number): string {
  return `${gone === 1 ? 'One item you missed is' : `${gone} items you missed are`} no longer in the course, so the review leaves ${gone === 1 ? 'it' : 'them'} out.`;
}

/** The puzzle to serve for a puzzle, practice or rule item, with the kind and id its answers are kept under; null when it cannot be made. */
function puzzleFor(item: ReviewItem, library: ReviewLibrary): { puzzle: RuledPuzzle; kind: 'puzzles' | 'practice' } | null {
  // The page has the judge already (it makes practice puzzles): a puzzle of the course is ruled here, not shipped ruled.
  if (item.kind === 'puzzles') return library.puzzles[item.id] ? { puzzle: ruledPuzzle(library.puzzles[item.id]), kind: 'puzzles' } : null;
  if (item.kind === 'practice') {
    const made = readPracticeId(item.id);
    const puzzle = made && generatePractice(made.seed, made.ask, library.hints);
    return puzzle ? { puzzle, kind: 'practice' } : null;
  }
  if (item.kind === 'rule') {
    const tier = PRACTICE_TIERS.find((t) => PRACTISABLE_RULES[t].includes(item.id as never))!;
    const seed = freshSeed();
    const puzzle = generatePractice(seed, { tier, rule: item.id as never }, library.hints);
    return puzzle ? { puzzle: { ...puzzle, id: practiceId(seed, { tier, rule: item.id as never }) }, kind: 'practice' } : null;
  }
  return null;
}

type MomentProps = Parameters<typeof import('./ReviewMoment').ReviewMoment>[0];

/** A component fetched when first drawn, once: null while it loads, 'failed' when it could not be. */
function useFetched<C>(load: () => Promise<C>): C | 'failed' | null {
  const [component, setComponent] = useState<C | 'failed' | null>(null);
  useEffect(() => {
    load().then(
      (c) => setComponent(() => c),
      () => setComponent('failed'),
    );
  }, []);
  return component;
}

/**
 * A moment's board, fetched when one is served: it reads the moment's text with the engine's scenario reader, which
 * the page does not otherwise load (in the page's own code it cost /review/ 5.2 KB as it opened).
 */
function LazyMoment(props: MomentProps) {
  const Moment = useFetched(() => import('./ReviewMoment').then((m) => m.ReviewMoment));
  if (Moment === 'failed') return <p role="alert">{BOARD_NOT_LOADED}</p>;
  return Moment ? <Moment {...props} /> : <p data-moment="loading">{BOARD_LOADING}</p>;
}

/** A score question's board, fetched when one is served, as a moment's is: few reviews hold one, so the page opens without it. */
function LazyScore(props: { board: ScoreQuestion }) {
  const Score = useFetched(() => import('./ReviewScore').then((m) => m.ReviewScore));
  if (Score === 'failed') return <p role="alert">{BOARD_NOT_LOADED}</p>;
  return Score ? <Score {...props} /> : <p data-score="loading">{BOARD_LOADING}</p>;
}

function Serve({ item, library, ruleLinks, onAnswered }: { item: ReviewItem; library: ReviewLibrary; ruleLinks: RuleLinks; onAnswered: () => void }) {
  // A rule's puzzle is dealt once per item served, not again on each render.
  const onBoard = item.kind === 'boards' || item.kind === 'moments';
  const [made] = useState(() => (onBoard ? null : puzzleFor(item, library)));
  // A moment's position is the learner's own, kept with his progress (version 5), read once per item served.
  const [position] = useState(() => (item.kind === 'moments' ? loadProgressRead().progress.moments[item.id] : undefined));
  // A score question tells the page of each answer (ScoreBoard.ts); a claim board or a moment tells onAnswer of each
  // answer kept, a refused call among them (an answer, moving the item's date, not a skip).
  useEffect(() => {
    if (!onBoard) return;
    const heard = (e: Event) => (e as CustomEvent<{ board: string }>).detail?.board === item.id && onAnswered();
    addEventListener(BOARD_ANSWERED_EVENT, heard);
    return () => removeEventListener(BOARD_ANSWERED_EVENT, heard);
  }, [item.key]);
  if (item.kind === 'boards') {
    // A score question's answer is kept under `boards` too, by the id its page gives it (ScoreBoard.ts): it is no scenario.
    const score = library.scores?.[item.id];
    if (score) return <LazyScore board={score} />;
    const scenario = library.boards[item.id];
    const opening = library.openings[item.id];
    return scenario && opening ? <ClaimBoard id={item.id} scenario={scenario} opening={opening} ruleLinks={ruleLinks} onAnswer={onAnswered} /> : <p>This board is no longer in the course: go on to the next item.</p>;
  }
  if (item.kind === 'moments') return <LazyMoment id={item.id} position={position} ruleLinks={ruleLinks} onAnswer={onAnswered} />;
  if (!made) return <p>This puzzle can no longer be made: go on to the next item.</p>;
  return (
    <PuzzleBoard
      puzzle={made.puzzle}
      view={puzzleView(made.puzzle)}
      ruleLinks={ruleLinks}
      showTitle
      // Kept as on its own page, a practice puzzle as one; the board keeps each answer before it draws its verdict.
      record={made.kind}
      onAnswer={onAnswered}
      // Its try kept for the tab apart from the puzzle page's, and from this item's at another date: a learner who
      // missed puzzle 5 on its page and met it in review days later, in the same tab, was shown its hint at once and
      // graded "helped" for a right answer. A reload before any answer (a hint read) keeps the try, as on its page.
      keptAs={`review-${made.puzzle.id}-${item.due}`}
    />
  );
}

export function ReviewSession({ ruleLinks }: ReviewSessionProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [answered, setAnswered] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [gone, setGone] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focus, setFocus] = useState(0);
  useLayoutEffect(() => {
    if (focus) headingRef.current?.focus();
  }, [focus]);

  useEffect(() => {
    void queueNow().then(({ due, next, problem, gone }) => {
      setProblem(problem);
      setGone(gone);
      if (!due.length) {
        setPhase({ kind: 'nothing', next, tally: { answered: 0, skipped: 0 }, due: [], library: null });
        return;
      }
      fetch('/review/items.json')
        .then((r) => (r.ok ? (r.json() as Promise<ReviewLibrary>) : Promise.reject(new Error(`the server answered ${r.status}`))))
        .then((library) => {
          const served = due.filter(inCourse(library));
          // Left out already by the count (due.ts), unless its list could not be fetched: then left out here.
          setGone(gone + due.length - served.length);
          const tally = { answered: 0, skipped: 0 };
          setPhase(served.length ? { kind: 'serving', due: served, at: 0, library, tally } : { kind: 'nothing', next, tally, due: [], library });
        })
        .catch((error: Error) => setPhase({ kind: 'failed', message: `The boards to review could not be loaded (${error.message}). Reload the page to try again.` }));
    });
  }, []);

  function onward() {
    if (phase.kind !== 'serving') return;
    setAnswered(false);
    const tally = answered ? { ...phase.tally, answered: phase.tally.answered + 1 } : { ...phase.tally, skipped: phase.tally.skipped + 1 };
    if (phase.at + 1 < phase.due.length) {
      setPhase({ ...phase, at: phase.at + 1, tally });
      setFocus((n) => n + 1);
      return;
    }
    // Read again from the answers kept: what was skipped is still due now, and the next date is after it.
    const { library } = phase;
    void queueNow().then(({ due, next }) => {
      setPhase({ kind: 'nothing', next, tally, due: due.filter(inCourse(library)), library });
      setFocus((n) => n + 1);
    });
  }

  function again() {
    if (phase.kind !== 'nothing' || !phase.library || !phase.due.length) return;
    setPhase({ kind: 'serving', due: phase.due, at: 0, library: phase.library, tally: { answered: 0, skipped: 0 } });
    setFocus((n) => n + 1);
  }

  const problemNote = (problem || gone > 0) && (
    <>
      {problem && <p class="progress__problem">{problem}</p>}
      {gone > 0 && <p class="note">{goneWords(gone)}</p>}
    </>
  );
  if (phase.kind === 'loading') return <p class="needs-scripts" data-review="loading">Your review appears here once the page has read your progress.</p>;
  if (phase.kind === 'failed') return <p role="alert">{phase.message}</p>;
  if (phase.kind === 'nothing') {
    const { tally } = phase;
    const still = phase.library ? phase.due.length : 0;
    return (
      <div class="review" data-review="empty">
        {problemNote}
        <h2 tabIndex={-1} ref={headingRef}>
          {tally.answered || tally.skipped ? doneWords(tally) : 'Nothing is due for review'}
        </h2>
        {still ? (
          <>
            <p>{stillWords(still, tally.skipped)}</p>
            <p class="review__onward">
              <button type="button" class="button" onClick={again}>
                {still === 1 ? 'Go through it again' : 'Go through them again'}
              </button>
            </p>
          </>
        ) : (
          <p>
            {phase.next
              ? `The next item is due on ${dueWords(phase.next)}.`
              : 'Nothing is waiting: what you miss on a board, a puzzle or a practice puzzle, and the calls you let go by at the practice table, come back here when they are due.'}
          </p>
        )}
        <p>
          Meanwhile, see <a href="/progress/">your progress</a> by rule, or try <a href="/puzzles/practice/">practice puzzles</a>.
        </p>
      </div>
    );
  }
  const item = phase.due[phase.at];
  return (
    <div class="review" data-review="serving" data-item={item.key}>
      {problemNote}
      <h2 tabIndex={-1} ref={headingRef}>
        Item {phase.at + 1} of {phase.due.length}
      </h2>
      <p>{itemWords(item, ruleLinks)}</p>
      <Serve key={item.key} item={item} library={phase.library} ruleLinks={ruleLinks} onAnswered={() => setAnswered(true)} />
      <p class="review__onward">
        <button type="button" class={answered ? 'button' : 'button button--quiet'} onClick={onward}>
          {answered ? (phase.at + 1 < phase.due.length ? 'Next item' : 'Finish the review') : 'Skip for now'}
        </button>
      </p>
    </div>
  );
}

export default ReviewSession;
