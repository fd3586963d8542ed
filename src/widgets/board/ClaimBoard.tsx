/**
 * The live claim board: a position from one seat, a tile on offer, and the
 * learner's call; or, on a board where he plays his own turn, his draw and
 * the moves open to him (declare a kong, add to his pung, go out, discard);
 * or, on a board that asks about the table, the seats he may answer with.
 * The engine rules on every call and move; this island only draws the
 * table and reports what the learner tried (GUIDE §2: no rule logic here).
 *
 * The board draws its opening from `opening`, made when the site is built,
 * and loads the engine's board session (src/engine/boardSession.ts), with the
 * position and the rule titles (boardData.ts), only when the learner first
 * touches, focuses or presses a key on the board; the press that asked for
 * it is carried out once they arrive. A press made
 * before the island was live is kept and carried out too (keptClicks.ts).
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { BoardOpening, BoardState, BoardView, ClaimKind, OpeningSeat, Position, Seat, Tile, TurnMove } from '../../engine';
import { boardRules } from '../../progress/cited';
import type { RuleLinks } from '../../islandProps';
import { TableView } from '../drawing/TableView';
import { TileRow } from '../drawing/TileRow';
import { LOAD_FAILED, liveRegionClass, boardDataHref, fetchOnce, loadRuleTitles } from '../islands/boardData';
import { type FirstAction, firstAction, loadSessionOnce } from '../islands/firstAction';
import { loadOnce } from '../islands/loadOnce';
import { useLoadOnDemand } from '../islands/useLoadOnDemand';

/** A position as the board needs it: parsed and checked at build time, its file text left out. */
export type BoardScenario = Position;

/**
 * The DOM event a board dispatches on the window when a call is ruled on
 * (the learner's, or "Show me"'s): the page reveals what waits for the attempt (the
 * explanation after the board, the source's `answer:` line). Its detail names the board.
 */
export const BOARD_ANSWERED_EVENT = 'cpk:board-answered';
export interface BoardAnsweredDetail {
  board: string;
  /** The answer was allowed but weaker: the board is still to be solved. */
  open?: boolean;
}

export interface ClaimBoardProps {
  /** The scenario's name, used for element ids and for the learner's progress. */
  id: string;
  /**
   * The board before any call (the engine's `boardOpening` of the scenario,
   * made at build time): the page draws it without loading the engine, and
   * without the position.
   */
  opening: BoardOpening;
  /**
   * The position, when the page holds it already (a moment of a practice hand,
   * read from its address). A lesson's board leaves it out: the position,
   * parsed and checked when the site was built, is fetched on the learner's
   * first action (boardData.ts), so the page does not carry every hand and the wall.
   */
  scenario?: BoardScenario;
  /** The rule titles for the links under a refusal or a ruling, when the page holds them; else fetched with the position. */
  ruleLinks?: RuleLinks;
  /**
   * Where the learner's answers are kept in his progress: as a lesson's board
   * (the default), as a moment of a practice hand served for review
   * ('moments', its id the moment's), or not at all (false) for a board that
   * is no lesson's nor under review, such as a moment opened from a hand's
   * record: it would fill the progress with a board no page counts.
   */
  record?: 'boards' | 'moments' | false;
  /**
   * Told each time an answer is kept in the learner's progress, a refused call among them: the review (ReviewSession)
   * counts the item answered, not skipped, since the answer has moved its next date. The page's BOARD_ANSWERED_EVENT
   * is told only of a call ruled on, as a lesson keeps back what a refused call must not reveal.
   */
  onAnswer?: () => void;
}

type FocusTarget = 'verdict' | 'controls' | 'hand';

/** What the board draws: a state of the session, or its opening, whose hidden seats hold only their number of tiles (OpeningSeat.hidden). */
/** What the board draws: its opening, then the session's states (whose position and answer the verdict compares under today's rulesets). */
type Drawn = Omit<BoardView, 'others' | 'self'> & { others: OpeningSeat[]; self: OpeningSeat } & Partial<Pick<BoardState, 'position' | 'answer'>>;

/**
 * The engine's board session, the verdict that draws a call ruled on or
 * refused, the keeping of answers (progress/keep.ts) and the rehearsal of
 * the board's answers once the page is idle (rehearsal.tsx): none is needed
 * before the first action.
 */
type Session = typeof import('../../engine/boardSession') &
  typeof import('./boardVerdicts') &
  Pick<typeof import('../../progress/keep'), 'keepAnswer' | 'NOT_SAVED'>;

/** What the first action waits for: the session, the board's position and the rule titles, and the board opened on that position. */
type Loaded = FirstAction<Session, Position> & { opened: BoardState };

/** The session and its verdict, with the code that keeps an answer and the rehearsal: loaded once for every board on the page, when the learner first acts on one (or the page is idle). */
const loadSession = loadSessionOnce(
  () => Promise.all([import('../../engine/boardSession'), import('../../progress/keep')]).then(([steps, keep]) => ({ ...steps, keepAnswer: keep.keepAnswer, NOT_SAVED: keep.NOT_SAVED })),
  () => import('./boardVerdicts'),
);

export function ClaimBoard({ id, scenario, opening, ruleLinks, record = 'boards', onAnswer }: ClaimBoardProps) {
  // The session, with the position and the rule titles from the page or fetched beside it, in parallel; started once
  // the page is idle, or sooner as the learner reaches for the board (warm), so that his press rarely waits. Once here,
  // the board is opened, and each of its answers ruled on and its verdict drawn, unseen and thrown away, one to an
  // idle moment (rehearsal.tsx): code run for the first time is compiled and runs cold (on a slow phone, most of the
  // first press), and the learner's first press should be as quick as his second.
  const [load] = useState(() =>
    loadOnce(
      (): Promise<Loaded> =>
        firstAction(loadSession(), scenario ?? fetchOnce<Position>(boardDataHref(id)), ruleLinks ?? loadRuleTitles()).then((loaded) => {
          const opened = loaded.s.openBoard(loaded.data);
          loaded.s.rehearse(loaded.s, opened, loaded.ruleLinks, () => tableRef.current?.isConnected === true);
          return { ...loaded, opened };
        }),
    ),
  );
  // What the board draws: its opening until the learner acts, then the session's latest state.
  const [board, setBoard] = useState<Drawn>(() => {
    const { view: _view, prompt: _prompt, ...drawn } = opening;
    return drawn;
  });
  // The session's state, once the engine is loaded (null before: the board is at its opening).
  const live = useRef<BoardState | null>(null);
  // The learner's presses, carried out one after another, each once the session is there; a failed load is said in
  // the live region, and the next press tries again. The board is marked live once hydrated (data-ready).
  const island = useLoadOnDemand(load, { failed: () => setBoard((b) => ({ ...b, status: LOAD_FAILED })) });
  // The verdict's drawing, loaded with the session: a call is ruled on or refused only once both are here.
  const [verdict, setVerdict] = useState<Loaded | null>(null);
  // Buttons vanish as the board moves on; keep keyboard focus on what replaced them.
  const verdictRef = useRef<HTMLDivElement>(null);
  const controlsRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  // Why the last answer was not saved, when it was not.
  const [unsaved, setUnsaved] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (focusTarget === 'verdict') verdictRef.current?.focus();
    if (focusTarget === 'controls') controlsRef.current?.querySelector('button')?.focus();
    // The learner must discard: take him to his tiles, not past them.
    if (focusTarget === 'hand') tableRef.current?.querySelector<HTMLButtonElement>('.tile-button')?.focus();
    if (focusTarget) setFocusTarget(null);
  }, [focusTarget]);

  /** Draws the next state, keeps the answer it gave in the learner's progress, and moves focus. */
  function show(s: Session, before: BoardState, next: BoardState, focus: FocusTarget | null) {
    live.current = next;
    // Kept before the page is told, so that its counters read it; a right call after "Show me" solves the board too (no star).
    if (record && (next.answered?.counts || next.answered?.right)) {
      const { save } = s.keepAnswer(record, id, next.answered.right, boardRules(next));
      // Never "Right!" alone when the answer was not kept: the board says so in words.
      setUnsaved(save.saved ? null : s.NOT_SAVED[save.problem]);
      onAnswer?.();
    }
    // A call ruled on (or shown) tells the page, which reveals what waits for the attempt.
    // A weaker call leaves the board open (`open`): the page keeps back what would give the answer away.
    if (next.ruled && !before.ruled) dispatchEvent(new CustomEvent<BoardAnsweredDetail>(BOARD_ANSWERED_EVENT, { detail: { board: id, open: next.outcome === 'weaker' } }));
    setBoard(next);
    if (focus) setFocusTarget(focus);
  }

  /**
   * One step of the session on the board's state, once the session is loaded
   * (the first press waits for it, and is then carried out); `focus` says
   * where keyboard focus goes after it.
   */
  function step(take: (s: Session, state: BoardState) => BoardState, focus: (next: BoardState) => FocusTarget | null) {
    island.whenLoaded(
      (loaded) => {
        setVerdict(loaded);
        const { s } = loaded;
        const before = live.current ?? loaded.opened;
        const next = take(s, before);
        show(s, before, next, focus(next));
      },
      // Busy only while the session is first awaited.
      () => !live.current,
    );
  }
  // Once a call is ruled on, the learner either discards (focus on his tiles) or reads the ruling.
  const afterClaim = (next: BoardState): FocusTarget | null => (next.ruled ? (next.discard ? 'hand' : 'verdict') : null);
  const claim = (kind: ClaimKind, tiles?: [Tile, Tile]) => step((s, b) => s.claimOnBoard(b, kind, tiles), afterClaim);
  const pass = () => step((s, b) => s.passOnBoard(b), afterClaim);
  const answer = (seats: Seat[]) => step((s, b) => s.answerOnBoard(b, seats), afterClaim);
  const showMe = () => step((s, b) => s.showRightClaim(b), afterClaim);
  // A refused move leaves the learner where he was, his buttons in place.
  const move = (m: TurnMove) => step((s, b) => s.moveOnBoard(b, m), (next) => (next.refused ? null : afterClaim(next)));
  const discard = (tile: Tile) => step((s, b) => s.discardOnBoard(b, tile), (next) => (next.discard ? null : 'verdict'));
  const reset = () => step((s, b) => s.resetBoard(b), () => 'controls');

  const { view, prompt } = opening;
  const { ruled, refused, choosing } = board;
  const headingId = `board-${id}-title`;

  return (
    <section class="board" data-board={id} {...island.root(headingId)}>
      <h3 class="board__title" id={headingId}>
        {board.title}
      </h3>
      {prompt && <p class="board__prompt">{prompt}</p>}
      <TableView
        tableRef={tableRef}
        seats={[
          ...board.others.map((s) => ({ seat: s.seat, place: s.place, state: s.tiles, shown: s.shown, hidden: s.hidden, notes: s.notes })),
          {
            seat: board.self.seat,
            place: 'self' as const,
            state: board.self.tiles,
            shown: true,
            notes: board.self.notes,
            hand: board.discard ? { label: board.discard.label, tiles: board.discard.tiles, onPick: discard } : undefined,
          },
        ]}
      >
        {board.offered && <TileRow size="lg" label={board.offered.label} tiles={[{ tile: board.offered.tile, highlight: 'live' }]} />}
        {board.drew && <TileRow size="lg" label={board.drew.label} tiles={[board.drew.tile]} />}
        {board.dead.length > 0 && <TileRow size="sm" label="Earlier discards, past claiming" tiles={board.dead} />}
        <p class="board__wall">Wall: {board.wall} tiles</p>
      </TableView>

      {board.claimButtons && (
        <div class="board__controls" data-pagefind-ignore="all" role="group" aria-label={`Your call as ${view}`} ref={controlsRef}>
          {board.claimButtons.map((c) => (
            <button type="button" class="button" onClick={() => claim(c.kind)}>
              {c.label}
            </button>
          ))}
          <button type="button" class="button button--quiet" onClick={pass}>
            Pass
          </button>
        </div>
      )}
      {board.question && (
        <div class="board__controls" data-pagefind-ignore="all" role="group" aria-label={board.question.text} ref={controlsRef}>
          {board.question.choices.map((c) => (
            <button type="button" class="button" onClick={() => answer(c.seats)}>
              {c.label}
            </button>
          ))}
        </div>
      )}
      {board.turn && board.turn.length > 0 && (
        <div class="board__controls board__turn" data-pagefind-ignore="all" role="group" aria-label={`Your turn as ${view}`} ref={board.claimButtons ? undefined : controlsRef}>
          {board.turn.map((t) => (
            <button type="button" class="button" onClick={() => move(t.move)}>
              {t.label}
            </button>
          ))}
        </div>
      )}
      {board.discard && !ruled && <p class="board__hint">{board.discard.hint}</p>}
      {board.claimButtons && choosing && (
        <div class="board__choices" role="group" aria-label="Chow with which two tiles?">
          {choosing.map((choice) => (
            <button type="button" class="button" onClick={() => claim('chow', choice.tiles)}>
              {choice.label}
              <span class="visually-hidden"> ({choice.names})</span>
            </button>
          ))}
        </div>
      )}

      {(refused || ruled) && verdict && <verdict.s.Verdict board={board} ruleLinks={verdict.ruleLinks} verdictRef={verdictRef} onReset={reset} outcomeWords={verdict.s.OUTCOME_WORDS} />}

      {unsaved && (
        <p class="board__unsaved" role="alert">
          {unsaved}
        </p>
      )}

      <div class="board__tools" data-pagefind-ignore="all">
        <button type="button" class="button button--quiet" onClick={reset} disabled={!board.canReset}>
          Reset
        </button>
        {board.canShow && (
          <button type="button" class="button button--quiet" onClick={showMe}>
            Show me
          </button>
        )}
      </div>
      <p class={liveRegionClass(board.status)} data-pagefind-ignore="all" role="status" aria-live="polite">
        {board.status}
      </p>
    </section>
  );
}

export default ClaimBoard;
