/**
 * A claim-precedence puzzle: the position and the calls as announced, and
 * the learner's ruling as referee (who gets the tile, and in harder puzzles
 * who draws next and who loses a turn). The engine grades every answer
 * (right, allowed but outranked, or wrong, each with its sentence) and gives
 * the reasoning (src/engine/puzzleRuling.ts); this island only draws.
 *
 * Try first: a miss is told only what is wrong, one sentence on the seat it
 * named, and the next hint; the full ruling comes with a right answer or
 * when the learner asks for it ("Show the ruling").
 */
import { type RefObject } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import {
  callingSeats,
  deadDiscards,
  describeCall,
  engineAnswer,
  eventLabel,
  type Grade,
  gradeAnswer,
  type LearnerAnswer,
  placeFrom,
  type Puzzle,
  puzzleSeatWords,
  type Reason,
  type Seat,
  SEATS,
  seatsThatMightLose,
} from '../engine';
import type { RuleLinks } from '../islandProps';
import { RuleLink } from './RuleLink';
import { TableView } from './TableView';
import { TileRow } from './TileRow';

export interface PuzzleBoardProps {
  /**
   * The puzzle, parsed by the engine at build time (or made by the practice
   * generator): the island ships no parser, which keeps the page small.
   */
  puzzle: Puzzle;
  /** Where each rule is taught, for the links in explanations. */
  ruleLinks: RuleLinks;
  /** Told of each checked answer (right or not) and of "Show the answer" (as not right), to keep progress. */
  onAnswer?: (right: boolean) => void;
  /** Show the puzzle's title as a heading (when the page does not). */
  showTitle?: boolean;
  /** The next puzzle, offered after a right answer. */
  nextHref?: string;
}

const PART_QUESTION = { winner: 'Who gets the tile', next: 'Who draws next', lost: 'Who loses a turn' } as const;
/** The mark's icon beside its words: colour is never the only sign. */
const MARK: Record<Grade['feedback'], string> = { right: '✓', weaker: '◐', wrong: '✗' };

/**
 * Dispatched on the window once the ruling is out (a right answer, or the
 * ruling shown), with `detail.puzzle` the puzzle's id: the puzzle page then
 * shows what it held back. (The page's script writes the name out itself, to
 * stay small.)
 */
export const PUZZLE_ANSWERED_EVENT = 'cpk:puzzle-answered';

type Result = { grade: Grade; shown: boolean };

function Reasons({ reasons, links }: { reasons: readonly Reason[]; links: RuleLinks }) {
  return (
    <ol class="board__reasons">
      {reasons.map((reason) => (
        <li>
          {reason.text} <RuleLink rule={reason.rule} links={links} compact />
        </li>
      ))}
    </ol>
  );
}

interface VerdictProps {
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
function Verdict({ result, puzzle, ruleLinks, nextHref, resultRef }: VerdictProps) {
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

export function PuzzleBoard({ puzzle, ruleLinks, onAnswer, showTitle = false, nextHref }: PuzzleBoardProps) {
  const { id } = puzzle;
  const [winner, setWinner] = useState<Seat | 'nobody' | null>(null);
  const [next, setNext] = useState<Seat | 'none' | null>(null);
  const [lost, setLost] = useState<Seat[]>([]);
  const [hints, setHints] = useState(0);
  const [result, setResult] = useState<Result | null>(null);
  const [status, setStatus] = useState('');
  const [ready, setReady] = useState(false);
  const missRecorded = useRef(false);
  const answerShown = useRef(false);
  const resultRef = useRef<HTMLDivElement>(null);
  const [focusResult, setFocusResult] = useState(0);
  useEffect(() => setReady(true), []);
  useLayoutEffect(() => {
    if (focusResult) resultRef.current?.focus();
  }, [focusResult]);

  const { scenario } = puzzle;
  const event = scenario.event!;
  const table = scenario.table;
  const callers = callingSeats(puzzle);
  const mightLose = seatsThatMightLose(puzzle);
  const calls = new Map<Seat, string>(scenario.claims.map((c) => [c.seat, describeCall(c)]));
  const revealed = result && (result.shown || result.grade.right) ? result.grade.ruling : null;
  const base = `puzzle-${id}`;

  const answer = (): LearnerAnswer => ({
    winner: winner === 'nobody' ? null : winner,
    ...(puzzle.asks.includes('next') ? { next: next === null ? undefined : next === 'none' ? null : next } : {}),
    ...(puzzle.asks.includes('lost') ? { lost } : {}),
  });

  /** Tells the page the ruling is out, so that what it holds back (the rules in the puzzle, the solved title) may show. */
  function announceAnswered() {
    window.dispatchEvent(new CustomEvent(PUZZLE_ANSWERED_EVENT, { detail: { puzzle: id } }));
  }

  function check(e: Event) {
    e.preventDefault();
    if (winner === null) {
      setStatus('Choose who gets the tile first.');
      return;
    }
    if (puzzle.asks.includes('next') && next === null) {
      setStatus('Choose who draws next first.');
      return;
    }
    const grade = gradeAnswer(puzzle, answer());
    // Once the answer has been shown, checking it again proves nothing: only a miss is kept.
    if (!answerShown.current) onAnswer?.(grade.right);
    setResult({ grade, shown: false });
    setFocusResult((n) => n + 1);
    if (grade.right) {
      setStatus('Right.');
      announceAnswered();
      return;
    }
    // A miss says what is wrong, and offers the next hint, never the ruling: that waits until asked for.
    // The result takes focus and is read out in full; the status says the mark, its sentence and the hint.
    setStatus([grade.headline, grade.why?.text, nextHint()].filter(Boolean).join(' '));
  }

  /** Gives the next hint, if one is left, and returns it in words ("" when none is). */
  function nextHint(): string {
    if (hints >= puzzle.hints.length) return '';
    setHints(hints + 1);
    return `Hint ${hints + 1} of ${puzzle.hints.length}: ${puzzle.hints[hints]}`;
  }

  function showRuling() {
    answerShown.current = true;
    const a = engineAnswer(puzzle);
    setWinner(a.winner ?? 'nobody');
    setNext(a.next ?? 'none');
    setLost(a.lost);
    if (!missRecorded.current && !(result?.grade.right && !result.shown)) {
      // Seeing the answer first counts as a miss; a puzzle already solved stays solved.
      onAnswer?.(false);
      missRecorded.current = true;
    }
    setResult({ grade: gradeAnswer(puzzle, a), shown: true });
    setFocusResult((n) => n + 1);
    setStatus('The ruling is shown, with the reasoning.');
    announceAnswered();
  }

  function hint() {
    setStatus(nextHint() || 'No more hints: check your answer, or ask for the ruling.');
  }

  const headingId = `${base}-title`;
  const dead = deadDiscards(table, event);

  return (
    <section class="board puzzle" aria-labelledby={headingId} data-board={id} data-ready={ready ? 'true' : 'false'}>
      {showTitle ? (
        <h2 class="board__title" id={headingId}>
          {revealed && scenario.solvedTitle ? scenario.solvedTitle : scenario.title}
        </h2>
      ) : (
        <h2 class="visually-hidden" id={headingId}>
          The position and the calls
        </h2>
      )}
      {scenario.prompt && <p class="board__prompt puzzle__statement">{scenario.prompt}</p>}
      <div class="puzzle__calls">
        <h3 class="puzzle__calls-title" id={`${base}-calls`}>
          The calls, as announced:
        </h3>
        <ul aria-labelledby={`${base}-calls`}>
          {scenario.claims.map((c) => (
            <li>
              <strong>{c.seat}</strong> calls {describeCall(c)}
            </li>
          ))}
        </ul>
      </div>
      <TableView
        seats={SEATS.map((seat) => {
          const words = puzzleSeatWords(puzzle, seat, revealed);
          // No learner sits here: East is at the foot, as in Harr's Illustration No. 3.
          return { seat, place: null, spot: placeFrom('East', seat), class: 'puzzle__seat', placeText: words.place, state: table.seats[seat], shown: scenario.shown.includes(seat), notes: words.notes };
        })}
      >
        <TileRow size="lg" label={eventLabel(event)} tiles={[{ tile: event.tile, highlight: 'live' }]} />
        {dead.length > 0 && <TileRow size="sm" label="Earlier discards (dead)" tiles={dead} />}
      </TableView>

      <form class="puzzle__form" onSubmit={check} aria-label="Your ruling">
        <fieldset class="puzzle__question">
          <legend>Who gets the tile?</legend>
          {[...callers, 'nobody' as const].map((seat) => (
            <label class="puzzle__choice">
              <input type="radio" name={`${base}-winner`} value={seat} checked={winner === seat} onChange={() => setWinner(seat)} />{' '}
              {seat === 'nobody' ? 'Nobody' : `${seat} (${calls.get(seat)})`}
            </label>
          ))}
        </fieldset>
        {puzzle.asks.includes('next') && (
          <fieldset class="puzzle__question">
            <legend>Who draws from the wall next?</legend>
            <p class="puzzle__help">Once the tile is dealt with, and anyone who took it has discarded.</p>
            {(['East', 'South', 'West', 'North', 'none'] as const).map((seat) => (
              <label class="puzzle__choice">
                <input type="radio" name={`${base}-next`} value={seat} checked={next === seat} onChange={() => setNext(seat)} />{' '}
                {seat === 'none' ? 'Nobody: the hand is over, or no tile is left to draw' : seat}
              </label>
            ))}
          </fieldset>
        )}
        {puzzle.asks.includes('lost') && (
          <fieldset class="puzzle__question">
            <legend>Who loses a turn?</legend>
            <p class="puzzle__help">Tick every seat that is passed over; tick none if nobody is.</p>
            {mightLose.map((seat) => (
              <label class="puzzle__choice">
                <input
                  type="checkbox"
                  name={`${base}-lost`}
                  value={seat}
                  checked={lost.includes(seat)}
                  onChange={(e) => {
                    const on = (e.currentTarget as HTMLInputElement).checked;
                    setLost((was) => (on ? [...was.filter((s) => s !== seat), seat] : was.filter((s) => s !== seat)));
                  }}
                />{' '}
                {seat}
              </label>
            ))}
          </fieldset>
        )}
        <div class="board__controls">
          <button type="submit" class="button">
            Check my answer
          </button>
          <button type="button" class="button button--quiet" onClick={hint} aria-disabled={puzzle.hints.length === 0 || hints >= puzzle.hints.length ? 'true' : undefined}>
            {puzzle.hints.length > 0 && hints >= puzzle.hints.length ? 'No more hints' : 'Hint'}
          </button>
          <button type="button" class="button button--quiet" onClick={showRuling}>
            Show the ruling
          </button>
        </div>
      </form>

      {result && <Verdict result={result} puzzle={puzzle} ruleLinks={ruleLinks} nextHref={nextHref} resultRef={resultRef} />}

      {hints > 0 && (
        <ol class="puzzle__hints" aria-label="Hints">
          {puzzle.hints.slice(0, hints).map((h, i) => (
            <li>
              <strong>Hint {i + 1}:</strong> {h}
            </li>
          ))}
        </ol>
      )}
      <p class="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
    </section>
  );
}

export default PuzzleBoard;
