/**
 * The live claim board: a position from one seat, a tile on offer, and the
 * learner's call. The engine rules on every call; this island only draws the
 * table and reports what the learner tried (GUIDE §2: no rule logic here).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { adjudicate, carryOut, checkClaim, chowChoices, type Claim, CLAIM_CALLS, type ClaimKind, liveDiscard, placeFrom, play, type Reason, type Refusal, rightCall, type Ruling, sameCall, type Scenario, type Seat, SEATS, type Table, type Tile, tileName, whoDrawsNext, winningCallNote } from '../engine';
import { describeCall, eventLabel } from './words';
import { rememberAnswer } from '../progress/store';
import { RuleLink, type RuleLinks } from './RuleLink';
import { SeatPanel } from './SeatPanel';
import { TileRow } from './TileRow';

/** A scenario as the board needs it: parsed at build time, its file text left out. */
export type BoardScenario = Omit<Scenario, 'source'>;

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
}

interface Played {
  ruling: Ruling;
  /** The position now, after any loose tile and discards that followed. */
  table: Table;
  /** What followed the ruling: the loose tile, the discard, who plays next. */
  after: Reason[];
  /** The learner must pick a discard. */
  learnerDiscards: boolean;
  /** The learner's own call, or null when he let the tile go by. */
  call: Claim | null;
  /** The call came from "Show me". */
  shown: boolean;
  /** The engine's word on a chow or pung it ruled as a win (A19). */
  note: string | null;
}

export function ClaimBoard({ id, scenario, ruleLinks }: ClaimBoardProps) {
  const [played, setPlayed] = useState<Played | null>(null);
  const [refusal, setRefusal] = useState<{ call: Claim; refusal: Refusal } | null>(null);
  const [choosing, setChoosing] = useState<[Tile, Tile][] | null>(null);
  const [status, setStatus] = useState('');
  // Marks the board live once hydrated, for tests and for styles that need scripts.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  // Buttons vanish as the board moves on; keep keyboard focus on what replaced them.
  const verdictRef = useRef<HTMLDivElement>(null);
  const controlsRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  const [focusTarget, setFocusTarget] = useState<'verdict' | 'controls' | 'hand' | null>(null);
  useEffect(() => {
    if (focusTarget === 'verdict') verdictRef.current?.focus();
    if (focusTarget === 'controls') controlsRef.current?.querySelector('button')?.focus();
    // The learner must discard: take him to his tiles, not past them.
    if (focusTarget === 'hand') tableRef.current?.querySelector<HTMLButtonElement>('.tile-button')?.focus();
    if (focusTarget) setFocusTarget(null);
  }, [focusTarget]);

  const view = scenario.view;
  const answer = rightCall(scenario);
  // Calls announced by the other seats; the learner's own call comes from the buttons.
  const others = scenario.claims.filter((c) => c.seat !== view);
  // Once "Show me" has given the answer away, a later right call no longer counts as solved.
  const answerShown = useRef(false);
  const record = (made: Claim | null) => {
    const right = sameCall(made, answer);
    if (!(right && answerShown.current)) rememberAnswer('boards', id, right);
  };
  const table = played?.table ?? scenario.table;
  const event = scenario.event;
  const open = !played && event !== null;

  function rule(call: Claim | null, shown = false, note: string | null = null) {
    const claims = call ? [call, ...others] : others;
    const ruling = adjudicate(scenario.table, claims);
    const next = carryOut(ruling, view);
    const learnerDiscards = next.awaitingDiscard === view;
    setPlayed({ ruling, table: next.table, after: next.reasons, learnerDiscards, call, shown, note });
    setRefusal(null);
    setChoosing(null);
    setFocusTarget(learnerDiscards ? 'hand' : 'verdict');
    const winner = ruling.awardedTo ? `${ruling.awardedTo} takes the tile${ruling.awardedAs ? ` by ${CLAIM_CALLS[ruling.awardedAs]}` : ''}.` : 'Nobody takes the tile.';
    setStatus(`${describeCall(call)}: ${winner} ${note ? `${note} ` : ''}${learnerDiscards ? 'Choose a tile to discard.' : next.reasons.map((r) => r.text).join(' ')}`);
  }

  function call(kind: ClaimKind, tiles?: [Tile, Tile]) {
    if (kind === 'chow' && !tiles) {
      const choices = chowChoices(scenario.table, view);
      if (choices.length > 1) {
        setChoosing(choices);
        setRefusal(null);
        setStatus(`Choose the two tiles to chow with: ${choices.map((c) => c.map(tileName).join(' and ')).join(', or ')}.`);
        return;
      }
      tiles = choices[0];
    }
    const claim: Claim = tiles ? { seat: view, kind, tiles } : { seat: view, kind };
    const check = checkClaim(scenario.table, claim);
    record(check.legal ? check.claim : claim);
    if (!check.legal) {
      setRefusal({ call: claim, refusal: check.refusal });
      setChoosing(null);
      setStatus(`${describeCall(claim)} is not allowed. ${check.refusal.message}`);
      return;
    }
    rule(check.claim, false, winningCallNote(check));
  }

  function showMe() {
    if (!answerShown.current) rememberAnswer('boards', id, false);
    answerShown.current = true;
    rule(answer, true);
  }

  function discard(tile: Tile) {
    if (!played) return;
    const done = play(played.table, { type: 'discard', seat: view, tile });
    if (!done.ok) {
      setStatus(done.refusal.message);
      return;
    }
    const next = whoDrawsNext(played.ruling);
    const after: Reason[] = [...played.after, { rule: 'TURN-DRAW-DISCARD', text: `You discard the ${tileName(tile)}.` }, next];
    setPlayed({ ...played, table: done.table, after, learnerDiscards: false });
    setFocusTarget('verdict');
    setStatus(`You discard the ${tileName(tile)}. ${next.text}`);
  }

  function reset() {
    setPlayed(null);
    setRefusal(null);
    setChoosing(null);
    setStatus('The board is back where it started.');
    setFocusTarget('controls');
  }

  const ruling = played?.ruling ?? null;
  const lost = new Set(ruling?.lostTurns ?? []);
  const headingId = `board-${id}-title`;
  const seatOrder = SEATS.filter((s) => s !== view);
  const announced = new Map<Seat, string>(others.map((c) => [c.seat, describeCall(c)]));
  // The tile on offer is drawn apart from the pile until the board has ruled on it.
  const offered = event && !played ? event : null;
  const dead = offered?.kind === 'discard' ? table.discards.slice(0, -1) : table.discards;
  const notesFor = (seat: Seat): (string | null)[] => [
    offered && offered.seat === seat ? (offered.kind === 'discard' ? 'discarded' : 'making a kong') : null,
    announced.has(seat) && !played ? `calls ${announced.get(seat)}` : null,
    lost.has(seat) ? 'loses his turn' : null,
    ruling?.awardedTo === seat ? 'takes the tile' : null,
    played && ruling?.nextToDraw === seat ? 'next to draw' : null,
  ];

  return (
    <section class="board" aria-labelledby={headingId} data-board={id} data-ready={ready ? 'true' : 'false'}>
      <h3 class="board__title" id={headingId}>
        {scenario.title}
      </h3>
      {scenario.prompt && <p class="board__prompt">{scenario.prompt}</p>}
      <div class="board__table" ref={tableRef}>
        {seatOrder.map((seat) => (
          <SeatPanel key={seat} seat={seat} place={placeFrom(view, seat)} state={table.seats[seat]} shown={scenario.shown.includes(seat)} notes={notesFor(seat)} />
        ))}
        <div class="board__centre">
          {offered && (
            <TileRow
              size="lg"
              label={
                offered.kind !== 'discard'
                  ? eventLabel(offered)
                  : liveDiscard(table)
                    ? `Live discard, from ${offered.seat}`
                    : `Last discard, from ${offered.seat}: its moment has passed`
              }
              tiles={[{ tile: offered.tile, highlight: 'live' }]}
            />
          )}
          {dead.length > 0 && <TileRow size="sm" label="Earlier discards (dead)" tiles={dead.map((d) => d.tile)} />}
          <p class="board__wall">Wall: {table.wall.length} tiles</p>
        </div>
        <SeatPanel
          seat={view}
          place="self"
          state={table.seats[view]}
          shown
          notes={notesFor(view)}
          hand={
            played?.learnerDiscards
              ? { label: 'Your hand: choose a tile to discard', onPick: discard }
              : undefined
          }
        />
      </div>

      {open && (
        <div class="board__controls" role="group" aria-label={`Your call as ${view}`} ref={controlsRef}>
          {(['chow', 'pung', 'kong', 'mahjong'] as const).map((kind) => (
            <button type="button" class="button" onClick={() => call(kind)}>
              {CLAIM_CALLS[kind]}
            </button>
          ))}
          <button
            type="button"
            class="button button--quiet"
            onClick={() => {
              record(null);
              rule(null);
            }}
          >
            Pass
          </button>
        </div>
      )}
      {open && choosing && (
        <div class="board__choices" role="group" aria-label="Chow with which two tiles?">
          {choosing.map((pair) => (
            <button type="button" class="button" onClick={() => call('chow', pair)}>
              Chow with {pair.join('-')}
              <span class="visually-hidden"> ({pair.map(tileName).join(' and ')})</span>
            </button>
          ))}
        </div>
      )}

      {refusal && (
        <div class="board__verdict board__verdict--refused">
          <p class="board__verdict-head">
            <span aria-hidden="true">✗ </span>Refused: {describeCall(refusal.call)}
          </p>
          <p>{refusal.refusal.message}</p>
          {refusal.refusal.fix && <p>{refusal.refusal.fix}</p>}
          <RuleLink rule={refusal.refusal.rule} links={ruleLinks} />
        </div>
      )}

      {ruling && played && (
        <div class="board__verdict board__verdict--ruled" tabIndex={-1} ref={verdictRef}>
          <p class="board__verdict-head">
            <span aria-hidden="true">✓ </span>
            {played.shown ? `The right call: ${describeCall(played.call)}` : `Your call: ${describeCall(played.call)}`}
            {' — '}
            {ruling.awardedTo ? `${ruling.awardedTo} takes the tile (${CLAIM_CALLS[ruling.awardedAs!]}).` : 'nobody takes the tile.'}
          </p>
          {!played.shown && (
            <p class="board__judgement">
              {sameCall(played.call, answer) ? (
                <strong>That is the right call.</strong>
              ) : played.note ? (
                <>{played.note}</>
              ) : (
                <>
                  The engine allows it, but it is not the best call here. Reset and try again, or press <em>Show me</em>.
                </>
              )}
            </p>
          )}
          <ol class="board__reasons">
            {ruling.explanation.map((reason) => (
              <li>
                {reason.text} <RuleLink rule={reason.rule} links={ruleLinks} compact />
              </li>
            ))}
            {played.after.map((reason) => (
              <li>
                {reason.text} <RuleLink rule={reason.rule} links={ruleLinks} compact />
              </li>
            ))}
          </ol>
          {played.learnerDiscards && <p class="board__hint">Choose a tile from your hand to discard.</p>}
        </div>
      )}

      <div class="board__tools">
        <button type="button" class="button button--quiet" onClick={reset} disabled={!played && !refusal && !choosing}>
          Reset
        </button>
        {event && (
          <button type="button" class="button button--quiet" onClick={showMe}>
            Show me
          </button>
        )}
      </div>
      <p class="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
    </section>
  );
}

export default ClaimBoard;
