/**
 * A claim-precedence puzzle: the position and the calls as announced, and
 * the learner's ruling as referee (who gets the tile, and in harder puzzles
 * who draws next and who loses a turn). The engine grades every answer
 * (right, allowed but outranked, or wrong, each with its sentence) and gives
 * the reasoning (src/engine/puzzleRuling.ts); this island only draws.
 *
 * Try first: a miss is told only what is wrong, one sentence on the seat it
 * named, and the next hint; the full ruling comes with a right answer or
 * when the learner asks for it ("Show the ruling"). An answer checked with a
 * question left unanswered is not graded: each such question says so in
 * sight, the live region says it, and focus goes to its first choice. The
 * try's misses, hints and whether the ruling was shown are kept for the tab
 * (keptTry.ts): a reload mid-puzzle shows the hints again and grades the next
 * answer as the try stood, never as a first try.
 *
 * The board draws from `view`, the puzzle in words made when the site is
 * built, and loads the engine's grading (src/engine/puzzleSession.ts), with
 * the keeping of answers (progress/keep.ts), once the page is idle or as the
 * learner first touches, focuses or presses a key on the board; the answer
 * that asked for them is checked once they arrive, and kept before its
 * verdict is drawn, so that a learner who leaves as soon as he reads it
 * leaves nothing behind. A press made before the island was live is kept and
 * carried out, with the choices made in the form meanwhile (keptClicks.ts).
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { NEW_TRY, type Grade, type LearnerAnswer, type Puzzle, type PuzzleSeat, type PuzzleTry, type PuzzleView, type RuledPuzzle, type Seat, UNFINISHED, hintStep } from '../../engine';
import type { DrawnPuzzle, RuleLinks } from '../../islandProps';
import { TableView } from '../drawing/TableView';
import { TileRow } from '../drawing/TileRow';
import { type FirstAction, firstAction } from '../islands/firstAction';
import { loadOnce } from '../islands/loadOnce';
import { useLoadOnDemand } from '../islands/useLoadOnDemand';
import { LOAD_FAILED, liveRegionClass, fetchOnce, loadRuleTitles, puzzleDataHref } from '../islands/boardData';
import { keepTry, readKeptTry } from './keptTry';

/**
 * The puzzle a board is given: parsed by the engine at build time (or made by
 * the practice generator), so the island ships no parser. Whole, with the
 * engine's ruling on it (RuledPuzzle), so it ships no judge either; or, on a
 * puzzle page, as drawn, without the wall, the hidden hands, the ruling and
 * what states the answer (DrawnPuzzle), with `hidden`, how many tiles each
 * hidden hand holds: the whole puzzle and its ruling are then fetched on the
 * first answer (/puzzles/<id>.json), beside the grading.
 */
export type PuzzleGiven = { puzzle: RuledPuzzle; hidden?: undefined } | { puzzle: DrawnPuzzle; hidden: Partial<Record<Seat, number>> };

export type PuzzleBoardProps = PuzzleGiven & {
  /** The puzzle in words before any answer (the engine's `puzzleView`, made at build time): drawn without the engine. */
  view: PuzzleView;
  /** The rule titles for the links in explanations, when the page holds them; else fetched with the grading. */
  ruleLinks?: RuleLinks;
  /**
   * Where the learner's answers are kept in his progress: as a puzzle of the course ('puzzles', the default), as a
   * practice puzzle ('practice': only its answers, no tally), or not at all (false).
   */
  record?: 'puzzles' | 'practice' | false;
  /** Told of each checked answer (right or not) and of "Show the ruling" (as not right), once it is kept. */
  onAnswer?: (right: boolean) => void;
  /**
   * What the try is kept under for the tab (keptTry.ts): the puzzle's id by default, so that a reload of its page takes
   * it up. The review gives its own, per item and due date: a try of the puzzle's page is no part of a review days
   * later, nor a review's of the next.
   */
  keptAs?: string;
  /** Show the puzzle's title as a heading (when the page does not). */
  showTitle?: boolean;
  /** The next puzzle, offered after a right answer. */
  nextHref?: string;
};

/**
 * Dispatched on the window once the ruling is out (a right answer, or the
 * ruling shown), with `detail.puzzle` the puzzle's id and `detail.solvedTitle`
 * its solved title, if it has one (from the whole puzzle: the page's source
 * does not hold it): the puzzle page then shows what it held back. (The
 * page's script writes the name out itself, to stay small.)
 */
export const PUZZLE_ANSWERED_EVENT = 'cpk:puzzle-answered';

/** A question that must be answered before the answer is checked ("who loses a turn" may be left with no seat ticked). */
type AskedPart = keyof typeof UNFINISHED;

/** The engine's grading steps, the verdict that draws them and the keeping of answers: none is needed before the first answer. */
type Session = typeof import('./puzzleAnswer');

/** What the first answer waits for: the grading, the whole puzzle and the rule titles. */
type Loaded = FirstAction<Session, RuledPuzzle>;

const loadSession = loadOnce(() => import('./puzzleAnswer'));

export function PuzzleBoard(props: PuzzleBoardProps) {
  const { puzzle, view, ruleLinks, record = 'puzzles', onAnswer, showTitle = false, nextHref } = props;
  const { id } = puzzle;
  const keptAs = props.keptAs ?? id;
  // The grading, the whole puzzle and the rule titles, from the page or fetched in parallel; started as the learner
  // reaches for the puzzle (warm), so that his answer rarely waits.
  const load = (): Promise<Loaded> => firstAction(loadSession(), props.hidden ? fetchOnce<RuledPuzzle>(puzzleDataHref(id)) : props.puzzle, ruleLinks ?? loadRuleTitles());
  const [winner, setWinner] = useState<Seat | 'nobody' | null>(null);
  // Under one of today's rulesets the learner ticks each seat that takes the tile (several may win one); none: nobody.
  const [winners, setWinners] = useState<Seat[]>([]);
  const [next, setNext] = useState<Seat | 'none' | null>(null);
  const [lost, setLost] = useState<Seat[]>([]);
  // The puzzle tried (src/engine/puzzleTry.ts): answers checked, hints given, the ruling shown, and what the live region says.
  const [tried, setTried] = useState<PuzzleTry>(NEW_TRY);
  // The verdict's drawing, loaded with the grading: there is a result to draw only once both are here.
  const [verdict, setVerdict] = useState<Loaded | null>(null);
  // Why the last answer was not saved, when it was not: never "Right!" alone.
  const [unsaved, setUnsaved] = useState<string | null>(null);
  // Each seat's words once the ruling is out (who takes the tile, who loses his turn, who draws next).
  const [ruledSeats, setRuledSeats] = useState<PuzzleSeat[] | null>(null);
  // The try as the last step left it, for a step carried out once the grading has loaded (a kept press's closure is older).
  const triedNow = useRef(tried);
  // Each step is kept for the tab (keptTry.ts): a reload mid-puzzle keeps its misses, hints and the ruling shown.
  const moveOn = (next: PuzzleTry) => {
    triedNow.current = next;
    setTried(next);
    keepTry(keptAs, next);
  };
  const say = (status: string) => moveOn({ ...triedNow.current, status });
  const resultRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusResult, setFocusResult] = useState(0);
  // The questions the last "Check my answer" found unanswered; each says so until it is answered.
  const [unanswered, setUnanswered] = useState<AskedPart[]>([]);
  const [focusUnanswered, setFocusUnanswered] = useState(0);
  /** Choices made in the form before the island was live are the learner's: taken up as it goes live, before the presses kept meanwhile. */
  function takeUpEarlyChoices() {
    const form = formRef.current;
    const picked = (part: string) => form?.querySelector<HTMLInputElement>(`input[name="${base}-${part}"]:checked`)?.value;
    const ticked = (part: string) => [...(form?.querySelectorAll<HTMLInputElement>(`input[name="${base}-${part}"]:checked`) ?? [])].map((i) => i.value as Seat);
    if (ruleset) {
      const early = ticked('winner');
      if (early.length) setWinners(early);
    } else {
      const early = picked('winner');
      if (early) setWinner(early as Seat | 'nobody');
    }
    const earlyNext = picked('next');
    if (earlyNext) setNext(earlyNext as Seat | 'none');
    const earlyLost = ticked('lost');
    if (earlyLost.length) setLost(earlyLost);
  }
  // Answers are checked one after another, each once the grading is here; a failed load is said, and the next tries again.
  const island = useLoadOnDemand(load, {
    failed: () => say(LOAD_FAILED),
    onLive: () => {
      takeUpEarlyChoices();
      // The try as this tab left it before a reload, taken up before any kept press is carried out.
      const kept = readKeptTry(keptAs);
      if (kept) moveOn({ ...triedNow.current, ...kept });
    },
  });
  useLayoutEffect(() => {
    if (focusResult) resultRef.current?.focus();
  }, [focusResult]);
  // Focus goes to the first choice of the first question left unanswered: a keyboard user answers it from there (arrow
  // keys), and a screen reader names the question as it lands; the button alone said nothing to a sighted learner.
  useLayoutEffect(() => {
    if (focusUnanswered && unanswered.length) formRef.current?.querySelector<HTMLInputElement>(`input[name="${base}-${unanswered[0]}"]`)?.focus();
  }, [focusUnanswered]);

  // Drawing needs only the puzzle as the page sent it; grading takes the whole one (Loaded), which may have been fetched.
  const { scenario } = puzzle;
  const event = scenario.event!;
  const table = scenario.table;
  const { claimers, mightLose, claimWords, ruleset } = view;
  const { result, hints, status } = tried;
  const revealed = result !== null && (result.shown || result.grade.right);
  const base = `puzzle-${id}`;

  /** Tells the page the ruling is out, so that what it holds back (the rules in the puzzle, the solved title) may show. */
  function announceAnswered(whole: RuledPuzzle) {
    window.dispatchEvent(new CustomEvent(PUZZLE_ANSWERED_EVENT, { detail: { puzzle: id, solvedTitle: whole.scenario.solvedTitle } }));
  }

  /**
   * Runs `then` with the grading, once it is loaded (the first answer waits
   * for it, and is then checked); presses are carried out one after another.
   */
  function withSession(then: (s: Session, puzzle: RuledPuzzle) => void) {
    island.whenLoaded((loaded) => {
      setVerdict(loaded);
      then(loaded.s, loaded.data);
    });
  }

  /**
   * Keeps an answer the engine counts (`keep`, null for none) in the learner's progress, then tells the page. Called
   * before the verdict is drawn, in the same task: once the learner can read it, the answer is stored.
   */
  function keepIt(s: Session, keep: boolean | 'helped' | null) {
    if (keep === null) return;
    if (record) {
      const { save } = s.keepAnswer(record, id, keep, puzzle.rules);
      setUnsaved(save.saved ? null : s.NOT_SAVED[save.problem]);
    }
    onAnswer?.(keep !== false);
  }

  /** The seats' words with the ruling out, from the engine. */
  function reveal(s: Session, whole: Puzzle, grade: Grade) {
    setRuledSeats(view.seats.map((seat) => ({ ...seat, ...s.puzzleSeatWords(whole, seat.seat, grade.ruling) })));
  }

  /** The questions still to answer: who gets the tile (under today's rulesets none ticked is nobody), who draws next. */
  function toAnswer(): AskedPart[] {
    return [...(winner === null && !ruleset ? (['winner'] as const) : []), ...(puzzle.asks.includes('next') && next === null ? (['next'] as const) : [])];
  }

  function check(e: Event) {
    e.preventDefault();
    // Not graded: every unanswered question is named, in the live region as in sight (the engine's one sentence each).
    const missing = toAnswer();
    setUnanswered(missing);
    if (missing.length) {
      say(missing.map((part) => UNFINISHED[part]).join(' '));
      setFocusUnanswered((n) => n + 1);
      return;
    }
    const given: LearnerAnswer = {
      ...(ruleset ? { winner: winners[0] ?? null, winners } : { winner: winner === 'nobody' ? null : winner }),
      ...(puzzle.asks.includes('next') ? { next: next === 'none' ? null : next } : {}),
      ...(puzzle.asks.includes('lost') ? { lost } : {}),
    };
    withSession((s, whole) => {
      // The result takes focus and is read out in full; a miss's status says the mark, its sentence and the next hint.
      const { t, keep } = s.checkStep(triedNow.current, whole, given);
      keepIt(s, keep);
      moveOn(t);
      setFocusResult((n) => n + 1);
      if (t.result!.grade.right) {
        reveal(s, whole, t.result!.grade);
        announceAnswered(whole);
      }
    });
  }

  function showRuling() {
    withSession((s, whole) => {
      const { t, keep, answer } = s.showStep(triedNow.current, whole);
      setWinner(answer.winner ?? 'nobody');
      setWinners(answer.winners);
      setNext(answer.next ?? 'none');
      setLost(answer.lost);
      setUnanswered([]);
      keepIt(s, keep);
      moveOn(t);
      reveal(s, whole, t.result!.grade);
      setFocusResult((n) => n + 1);
      announceAnswered(whole);
    });
  }

  function hint() {
    moveOn(hintStep(triedNow.current, puzzle.hints));
  }

  // A question once answered no longer says it is unanswered.
  const stillUnanswered = unanswered.filter((part) => (part === 'winner' ? winner === null : next === null));
  const headingId = `${base}-title`;
  return (
    <section class="board puzzle" data-board={id} {...island.root(headingId)}>
      {showTitle ? (
        <h2 class="board__title" id={headingId}>
          {/* The solved title comes with the whole puzzle: a page's puzzle as drawn leaves it out. */}
          {(revealed && verdict?.data.scenario.solvedTitle) || scenario.title}
        </h2>
      ) : (
        <h2 class="visually-hidden" id={headingId}>
          The position and the calls
        </h2>
      )}
      {ruleset && (
        <p class="puzzle__ruleset">
          Ruled under <a href={`/rulesets/#preset-${ruleset.id}`}>{ruleset.name}</a>, one of today's rulesets: not Harr's rules.
        </p>
      )}
      {scenario.prompt && <p class="board__prompt puzzle__statement">{scenario.prompt}</p>}
      <div class="puzzle__calls">
        <h3 class="puzzle__calls-title" id={`${base}-calls`}>
          The calls, as announced:
        </h3>
        <ul aria-labelledby={`${base}-calls`}>
          {scenario.claims.map((c) => (
            <li>
              <strong>{c.seat}</strong> calls {claimWords[c.seat]}
            </li>
          ))}
        </ul>
      </div>
      <TableView
        // No learner sits here: East is at the foot, as in Harr's Illustration No. 3.
        seats={((revealed && ruledSeats) || view.seats).map(({ seat, spot, place, notes }) => ({
          seat,
          place: null,
          spot,
          class: 'puzzle__seat',
          placeText: place,
          state: table.seats[seat],
          shown: scenario.shown.includes(seat),
          hidden: props.hidden?.[seat],
          notes,
        }))}
      >
        <TileRow size="lg" label={view.offered} tiles={[{ tile: event.tile, highlight: 'live' }]} />
        {view.dead.length > 0 && <TileRow size="sm" label="Earlier discards (dead)" tiles={view.dead} />}
      </TableView>

      <form class="puzzle__form" data-pagefind-ignore="all" onSubmit={check} aria-label="Your ruling" ref={formRef}>
        {ruleset ? (
          <SeatTicks
            name={`${base}-winner`}
            legend="Who gets the tile?"
            help="Tick every player who takes it: under some rulesets several win on one tile. Tick none if nobody does."
            seats={claimers}
            label={(seat) => `${seat} (${claimWords[seat]})`}
            ticked={winners}
            onTick={setWinners}
          />
        ) : (
          <fieldset class="puzzle__question">
            <legend>Who gets the tile?</legend>
            {stillUnanswered.includes('winner') && <Unanswered part="winner" />}
            {[...claimers, 'nobody' as const].map((seat) => (
              <label class="puzzle__choice">
                <input type="radio" name={`${base}-winner`} value={seat} checked={winner === seat} onChange={() => setWinner(seat)} />{' '}
                {seat === 'nobody' ? 'Nobody' : `${seat} (${claimWords[seat]})`}
              </label>
            ))}
          </fieldset>
        )}
        {puzzle.asks.includes('next') && (
          <fieldset class="puzzle__question">
            <legend>Who draws from the wall next?</legend>
            {stillUnanswered.includes('next') && <Unanswered part="next" />}
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
          <SeatTicks name={`${base}-lost`} legend="Who loses a turn?" help="Tick every seat that is passed over; tick none if nobody is." seats={mightLose} label={(seat) => seat} ticked={lost} onTick={setLost} />
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

      {result && verdict && (
        <verdict.s.Verdict
          result={result}
          puzzle={verdict.data}
          // A puzzle under one of today's rulesets brings the titles of their rules it cites.
          ruleLinks={verdict.data.ruleTitles ? { ...verdict.ruleLinks, ...verdict.data.ruleTitles } : verdict.ruleLinks}
          nextHref={nextHref}
          resultRef={resultRef}
        />
      )}
      {revealed && verdict && (
        <verdict.s.RulesetComparison
          window={verdict.data.scenario}
          ruleLinks={verdict.ruleLinks}
          idBase={base}
          hint="The same calls ruled under each of today's rulesets beside Harr's, each verdict with its rule and its source."
        />
      )}

      {hints > 0 && (
        <ol class="puzzle__hints" aria-label="Hints">
          {puzzle.hints.slice(0, hints).map((h, i) => (
            <li>
              <strong>Hint {i + 1}:</strong> {h}
            </li>
          ))}
        </ol>
      )}
      <p class={liveRegionClass(status)} data-pagefind-ignore="all" role="status" aria-live="polite">
        {status}
      </p>
      {unsaved && (
        <p class="puzzle__unsaved" role="alert">
          {unsaved}
        </p>
      )}
    </section>
  );
}

export default PuzzleBoard;

/**
 * A question's own word that it is still unanswered, in sight beside its choices (the live region, which says it too, is
 * hidden from sight); also read where a screen reader comes to the question, after the live region has spoken.
 */
function Unanswered({ part }: { part: AskedPart }) {
  return (
    <p class="board__problem puzzle__unanswered">
      {UNFINISHED[part]}
    </p>
  );
}

/** A question answered by ticking seats, none or several: who loses a turn; who takes the tile under today's rulesets. */
function SeatTicks(props: { name: string; legend: string; help: string; seats: readonly Seat[]; label: (seat: Seat) => string; ticked: Seat[]; onTick: (change: (was: Seat[]) => Seat[]) => void }) {
  const { name, legend, help, seats, label, ticked, onTick } = props;
  return (
    <fieldset class="puzzle__question">
      <legend>{legend}</legend>
      <p class="puzzle__help">{help}</p>
      {seats.map((seat) => (
        <label class="puzzle__choice">
          <input
            type="checkbox"
            name={name}
            value={seat}
            checked={ticked.includes(seat)}
            onChange={(e) => {
              const on = (e.currentTarget as HTMLInputElement).checked;
              onTick((was) => (on ? [...was.filter((s) => s !== seat), seat] : was.filter((s) => s !== seat)));
            }}
          />{' '}
          {label(seat)}
        </label>
      ))}
    </fieldset>
  );
}
