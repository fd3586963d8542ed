/**
 * The live claim board: a position from one seat, a tile on offer, and the
 * learner's call; or, on a board where he plays his own turn, his draw and
 * the moves open to him (declare a kong, add to his pung, go out, discard).
 * The engine rules on every call and move; this island only draws the
 * table and reports what the learner tried (GUIDE §2: no rule logic here).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import {
  type BoardState,
  callOnBoard,
  type ClaimKind,
  discardOnBoard,
  moveOnBoard,
  openBoard,
  passOnBoard,
  type Phrase,
  type Position,
  type Reason,
  resetBoard,
  showRightCall,
  type Tile,
  type TurnMove,
} from '../engine';
import { boardRules } from '../progress/cited';
import { rememberAnswer } from '../progress/store';
import type { RuleLinks } from '../islandProps';
import { RuleLink } from './RuleLink';
import { TableView } from './TableView';
import { TileRow } from './TileRow';

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
}

export interface ClaimBoardProps {
  /** The scenario's name, used for element ids and for the learner's progress. */
  id: string;
  /**
   * The position, parsed and checked by the engine when the site is built, so
   * the page ships no parser and a bad file never reaches a learner.
   */
  scenario: BoardScenario;
  /** Where each rule is explained, for the links under a refusal or a ruling. */
  ruleLinks: RuleLinks;
  /**
   * Keep the learner's answers in his progress (on by default). Off for a
   * board that is no lesson's, such as a moment of a practice hand opened
   * from its record: it would fill the progress with a board no page counts.
   */
  record?: boolean;
}

type FocusTarget = 'verdict' | 'controls' | 'hand';

/** A sentence from the engine, the name of a button in it emphasised. */
function Words({ text }: { text: readonly Phrase[] }) {
  return <>{text.map((part) => (typeof part === 'string' ? part : <em>{part.stress}</em>))}</>;
}

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

export function ClaimBoard({ id, scenario, ruleLinks, record = true }: ClaimBoardProps) {
  const [board, setBoard] = useState<BoardState>(() => openBoard(scenario));
  // Marks the board live once hydrated, for tests and for styles that need scripts.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  // Buttons vanish as the board moves on; keep keyboard focus on what replaced them.
  const verdictRef = useRef<HTMLDivElement>(null);
  const controlsRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  useLayoutEffect(() => {
    if (focusTarget === 'verdict') verdictRef.current?.focus();
    if (focusTarget === 'controls') controlsRef.current?.querySelector('button')?.focus();
    // The learner must discard: take him to his tiles, not past them.
    if (focusTarget === 'hand') tableRef.current?.querySelector<HTMLButtonElement>('.tile-button')?.focus();
    if (focusTarget) setFocusTarget(null);
  }, [focusTarget]);

  /** Draws the next state, keeps the answer it gave in the learner's progress, and moves focus. */
  function show(next: BoardState, focus: FocusTarget | null) {
    // Kept before the page is told, so that its counters read it; a right call after "Show me" solves the board too (no star).
    if (record && (next.answered?.counts || next.answered?.right)) rememberAnswer('boards', id, next.answered.right, boardRules(next));
    // A call ruled on (or shown) tells the page, which reveals what waits for the attempt.
    if (next.ruled && !board.ruled) dispatchEvent(new CustomEvent<BoardAnsweredDetail>(BOARD_ANSWERED_EVENT, { detail: { board: id } }));
    setBoard(next);
    if (focus) setFocusTarget(focus);
  }
  // Once a call is ruled on, the learner either discards (focus on his tiles) or reads the ruling.
  const afterCall = (next: BoardState): FocusTarget | null => (next.ruled ? (next.discard ? 'hand' : 'verdict') : null);
  const call = (kind: ClaimKind, tiles?: [Tile, Tile]) => {
    const next = callOnBoard(board, kind, tiles);
    show(next, afterCall(next));
  };
  const pass = () => {
    const next = passOnBoard(board);
    show(next, afterCall(next));
  };
  const showMe = () => {
    const next = showRightCall(board);
    show(next, afterCall(next));
  };
  const move = (m: TurnMove) => {
    const next = moveOnBoard(board, m);
    // A refused move leaves the learner where he was, his buttons in place.
    show(next, next.refused ? null : afterCall(next));
  };
  const discard = (tile: Tile) => {
    const next = discardOnBoard(board, tile);
    show(next, next.discard ? null : 'verdict');
  };
  const reset = () => show(resetBoard(board), 'controls');

  const { view } = scenario;
  const { ruled, refused, choosing } = board;
  const headingId = `board-${id}-title`;


  return (
    <section class="board" aria-labelledby={headingId} data-board={id} data-ready={ready ? 'true' : 'false'}>
      <h3 class="board__title" id={headingId}>
        {board.title}
      </h3>
      {scenario.prompt && <p class="board__prompt">{scenario.prompt}</p>}
      <TableView
        tableRef={tableRef}
        seats={[
          ...board.others.map((s) => ({ seat: s.seat, place: s.place, state: s.tiles, shown: s.shown, notes: s.notes })),
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
        {board.dead.length > 0 && <TileRow size="sm" label="Earlier discards (dead)" tiles={board.dead} />}
        <p class="board__wall">Wall: {board.wall} tiles</p>
      </TableView>

      {board.calls && (
        <div class="board__controls" role="group" aria-label={`Your call as ${view}`} ref={controlsRef}>
          {board.calls.map((c) => (
            <button type="button" class="button" onClick={() => call(c.kind)}>
              {c.label}
            </button>
          ))}
          <button type="button" class="button button--quiet" onClick={pass}>
            Pass
          </button>
        </div>
      )}
      {board.turn && board.turn.length > 0 && (
        <div class="board__controls board__turn" role="group" aria-label={`Your turn as ${view}`} ref={board.calls ? undefined : controlsRef}>
          {board.turn.map((t) => (
            <button type="button" class="button" onClick={() => move(t.move)}>
              {t.label}
            </button>
          ))}
        </div>
      )}
      {board.discard && !ruled && <p class="board__hint">{board.discard.hint}</p>}
      {board.calls && choosing && (
        <div class="board__choices" role="group" aria-label="Chow with which two tiles?">
          {choosing.map((choice) => (
            <button type="button" class="button" onClick={() => call('chow', choice.tiles)}>
              {choice.label}
              <span class="visually-hidden"> ({choice.names})</span>
            </button>
          ))}
        </div>
      )}

      {refused && (
        <div class="board__verdict board__verdict--refused">
          <p class="board__verdict-head">
            <span aria-hidden="true">✗ </span>
            {refused.head}
          </p>
          <p>{refused.refusal.message}</p>
          {refused.refusal.fix && <p>{refused.refusal.fix}</p>}
          <RuleLink rule={refused.refusal.rule} links={ruleLinks} />
        </div>
      )}

      {ruled && (
        <div class="board__verdict board__verdict--ruled" tabIndex={-1} ref={verdictRef}>
          <p class="board__verdict-head">
            <span aria-hidden="true">✓ </span>
            {ruled.head}
          </p>
          {ruled.judgement && (
            <p class="board__judgement">
              {ruled.judgement.kind === 'right' ? (
                <strong>
                  <Words text={ruled.judgement.text} />
                </strong>
              ) : (
                <Words text={ruled.judgement.text} />
              )}
            </p>
          )}
          <Reasons reasons={ruled.reasons} links={ruleLinks} />
          {board.discard && <p class="board__hint">{board.discard.hint}</p>}
        </div>
      )}

      <div class="board__tools">
        <button type="button" class="button button--quiet" onClick={reset} disabled={!board.canReset}>
          Reset
        </button>
        {board.canShow && (
          <button type="button" class="button button--quiet" onClick={showMe}>
            Show me
          </button>
        )}
      </div>
      <p class="visually-hidden" role="status" aria-live="polite">
        {board.status}
      </p>
    </section>
  );
}

export default ClaimBoard;
