/**
 * The referee (/referee/): lay out any position, the event and the calls,
 * and the engine rules on them. The whole position is one scenario setup,
 * kept in the page address (`?p=v1.…`) as the user edits, so a ruling can be
 * sent to the other players. After every edit the engine checks the setup
 * and rules (refereeVerdict); this island only draws what it says: the
 * problems where they belong, dead hands, the ruling.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { type Problem, type ScenarioSetup, type Seat, type SeatSetup, type Tile as TileCode, SEATS, freshRefereeSetup, readRefereeQuery, refereeVerdict, tileName, tilesLeft, writeRefereeAddress, writeRulesetParam } from '../../engine';
import type { RuleLinks } from '../../islandProps';
import { replayKeptClicks } from '../islands/keptClicks';
import { RefereeEventEditor } from './RefereeEventEditor';
import { type PaletteTarget, RefereePalette } from './RefereePalette';
import { ProblemMarks, TakeOutTiles } from './RefereeParts';
import { type DecisionLinks, RefereeRulingView } from './RefereeRulingView';
import { RefereeSeatEditor } from './RefereeSeatEditor';
import type { RulesetChoice } from './RefereeRulesets';
import { RefereeShare } from './RefereeShare';

export interface RefereeProps {
  ruleLinks: RuleLinks;
  decisionLinks: DecisionLinks;
  /** Today's rulesets by id and name, for the position's ruleset (made at build time: the page loads no preset). */
  rulesets: readonly RulesetChoice[];
}

const TARGETS: readonly PaletteTarget[] = [...SEATS.map((s) => ({ id: s, label: `${s}'s hand` })), { id: 'discards', label: 'the earlier discards' }];

/** The fields the editor marks in a place of their own; any other problem is listed with the ruling. */
const PLACED = new Set<string>([...SEATS, 'discards', 'event', 'turn', 'drawn', 'claim', 'wall', 'next', 'loose']);

/** A seat with nothing named and his hand dealt is the same as no seat line at all: drop it, so the address stays short. */
function withSeat(setup: ScenarioSetup, seat: Seat, spec: SeatSetup): ScenarioSetup {
  const seats = { ...setup.seats };
  if (spec.hidden && !spec.hand.length && !spec.melds.length) delete seats[seat];
  else seats[seat] = spec;
  return { ...setup, seats };
}

/**
 * The earlier discards edited. A file's line of them seat by seat (kept for the rulesets) no longer says the same
 * tiles, so it goes: the list is what the address and the exported file then keep.
 */
function withDiscards(setup: ScenarioSetup, discards: TileCode[]): ScenarioSetup {
  const { discards: _bySeat, ...lines } = setup.rulesetLines ?? {};
  return { ...setup, discards, ...(setup.rulesetLines ? { rulesetLines: lines } : {}) };
}

/** The position's address; its lines for today's rulesets, if any, ride beside it (`&r=`). */
function linkOf(setup: ScenarioSetup): string {
  const lines = writeRulesetParam(setup.rulesetLines);
  return `/referee/?p=${writeRefereeAddress(setup)}${lines ? `&r=${encodeURIComponent(lines)}` : ''}`;
}

export function Referee({ ruleLinks, decisionLinks, rulesets }: RefereeProps) {
  // An address or a file naming a ruleset the page has no choice for is refused, where it is read.
  const rulesetIds = rulesets.map((r) => r.id);
  const [setup, setSetup] = useState<ScenarioSetup>(freshRefereeSetup);
  const [target, setTarget] = useState<string>('East');
  // A broken address: what is wrong with it, and the address itself, kept under the message for a report (the
  // address bar shows the editor's position from the first render on).
  const [addressProblem, setAddressProblem] = useState<{ message: string; address: string } | null>(null);
  const [news, setNews] = useState('');
  const [ready, setReady] = useState(false);
  // The position "Clear the table" wiped, and the empty table it left. "Undo clear" is offered while that empty table
  // is the position: once it is edited, going back would wipe the edits in turn.
  const [cleared, setCleared] = useState<{ before: ScenarioSetup; empty: ScenarioSetup } | null>(null);
  // How many times the table was cleared: a file's problems listed before go with the position they were about.
  const [clears, setClears] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const clearRef = useRef<HTMLButtonElement>(null);

  // The position in the address, read once: a broken one is named, and the editor starts empty. The island goes
  // live on the reader's first press or focus (client:intent): a choice of where tiles go made before then is the
  // browser's, and is read here; a press made before then is carried out once it is live.
  useEffect(() => {
    const chosen = rootRef.current?.querySelector<HTMLInputElement>('input[name="referee-target"]:checked');
    if (chosen && TARGETS.some((t) => t.id === chosen.value)) setTarget(chosen.value);
    // What of the address could be read is shown; what could not is named (readRefereeQuery says what, and what the
    // page shows instead). Lines for today's rulesets with no position are the empty table's.
    const read = readRefereeQuery(new URLSearchParams(window.location.search), rulesetIds);
    if (read.problem) setAddressProblem({ message: read.problem, address: window.location.href });
    if (read.setup || read.lines) {
      const position = read.setup ?? freshRefereeSetup();
      setSetup(read.lines ? { ...position, rulesetLines: read.lines } : position);
    }
    setReady(true);
  }, []);
  useEffect(() => {
    if (ready && rootRef.current) replayKeptClicks(rootRef.current);
  }, [ready]);

  const link = linkOf(setup);
  // Every edit is kept in the address (replaced, not pushed: Back leaves the page, not the last edit).
  useEffect(() => {
    if (ready) window.history.replaceState(null, '', link);
  }, [link, ready]);

  const verdict = useMemo(() => refereeVerdict(setup), [setup]);
  const left = useMemo(() => tilesLeft(setup), [setup]);
  const problems: readonly Problem[] = verdict.kind === 'problems' ? verdict.problems : [];
  const at = (fields: readonly string[]) => problems.filter((p) => fields.includes(p.field));
  const dead = verdict.kind === 'problems' ? [] : verdict.scenario.dead;

  const pick = (tile: TileCode) => {
    if (target === 'discards') setSetup(withDiscards(setup, [...setup.discards, tile]));
    else {
      const seat = target as Seat;
      const spec = setup.seats[seat] ?? { hand: [], hidden: true, melds: [] };
      setSetup(withSeat(setup, seat, { ...spec, hand: [...spec.hand, tile] }));
    }
    // Its last copy taken, the tile's button can no longer be pressed and the focus moves on (RefereePalette): said why.
    const last = left.get(tile) === 1 ? ' That was its last free copy.' : '';
    setNews(`${tileName(tile)} added to ${TARGETS.find((t) => t.id === target)!.label}.${last}`);
  };

  const undoable = cleared && cleared.empty === setup ? cleared.before : null;
  const clear = () => {
    setClears((n) => n + 1);
    const empty = freshRefereeSetup();
    // A table with nothing on it is left as it is: an undo already offered stays offered, and none is offered for nothing.
    const wiped = link !== linkOf(empty);
    if (wiped) {
      setCleared({ before: setup, empty });
      setSetup(empty);
    }
    setNews(wiped || undoable ? 'The table is empty again. "Undo clear" puts the position back.' : 'The table is empty again.');
  };
  const undoClear = () => {
    if (!undoable) return;
    setSetup(undoable);
    setCleared(null);
    setNews('The position is back as it was before the table was cleared.');
    // The undo's button goes with the undo: the focus goes back to the button that cleared, not to the page.
    clearRef.current?.focus();
  };

  return (
    <div class="referee" data-ready={ready ? 'true' : 'false'} ref={rootRef}>
      {addressProblem && (
        <div role="alert" class="note" data-address-problem>
          <p>{addressProblem.message}</p>
          <p>
            The address as it came, to send with a report: <code class="referee__broken-address">{addressProblem.address}</code>
          </p>
        </div>
      )}
      <p class="visually-hidden" aria-live="polite">
        {news}
      </p>
      <div class="referee__editor">
        <RefereePalette left={left} targets={TARGETS} target={target} onTarget={setTarget} onPick={pick} />
        <section class="referee__seats" aria-labelledby="referee-seats">
          <h2 id="referee-seats">The seats</h2>
          <p class="referee__hint">A seat you leave alone is dealt by the engine. A seat that makes a call needs the tiles he calls with.</p>
          {SEATS.map((s) => (
            <RefereeSeatEditor key={s} seat={s} spec={setup.seats[s]} problems={at([s])} dead={dead.includes(s)} ruleLinks={ruleLinks} onChange={(spec) => setSetup(withSeat(setup, s, spec))} announce={setNews} />
          ))}
          <section class="referee__seat" aria-labelledby="referee-discards">
            <h3 id="referee-discards">Earlier discards</h3>
            <ProblemMarks problems={at(['discards'])} ruleLinks={ruleLinks} />
            <TakeOutTiles
              tiles={setup.discards}
              where="the earlier discards"
              label="The earlier discards: press a tile to take it out"
              empty="None."
              onTakeOut={(i) => setSetup(withDiscards(setup, setup.discards.filter((_, j) => j !== i)))}
              announce={setNews}
            />
          </section>
        </section>
        <RefereeEventEditor setup={setup} problemsAt={at} ruleLinks={ruleLinks} onChange={setSetup} />
      </div>
      <RefereeRulingView
        verdict={verdict}
        unplaced={problems.filter((p) => !PLACED.has(p.field))}
        options={setup.options}
        onOptions={(options) => setSetup({ ...setup, options })}
        ruleLinks={ruleLinks}
        decisionLinks={decisionLinks}
        rulesetLines={setup.rulesetLines}
        onRulesetLines={(lines) => {
          const { rulesetLines: _was, ...rest } = setup;
          setSetup(lines ? { ...rest, rulesetLines: lines } : rest);
        }}
        rulesets={rulesets}
      />
      <p class="referee__buttons">
        <button type="button" class="button button--quiet" ref={clearRef} onClick={clear}>
          Clear the table
        </button>
        {undoable && (
          <button type="button" class="button button--quiet" onClick={undoClear}>
            Undo clear
          </button>
        )}
      </p>
      <RefereeShare
        setup={setup}
        link={link}
        onOpen={(opened) => {
          setSetup(opened);
          setAddressProblem(null);
        }}
        announce={setNews}
        rulesetIds={rulesetIds}
        clears={clears}
      />
    </div>
  );
}

export default Referee;
