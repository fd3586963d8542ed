/**
 * One seat in the referee's editor: the tiles in his hand (a press takes one
 * back), whether the engine deals the rest of his hand, his exposed sets
 * (each with the seat its claimed tile came from) and a form to lay out
 * another. The engine's problems with this seat are marked here, and a dead
 * hand (A21) is said to be dead: it is a position, not a mistake.
 */
import { useRef, useState } from 'preact/hooks';
import { DEAD_HAND, type Problem, type Seat, type SeatSetup, type SetShape, type Tile as TileCode, SEATS, SET_SHAPES, buildSet, meldLabel, noChowFrom, previousSeat } from '../../engine';
import type { RuleLinks } from '../../islandProps';
import { RuleCode } from './RuleCode';
import { Choice, ProblemMarks, TakeOutTiles, TileSelect, useFocusKept } from './RefereeParts';
import { meldTiles } from '../drawing/SeatPanel';
import { TileRow } from '../drawing/TileRow';

export interface RefereeSeatEditorProps {
  seat: Seat;
  spec: SeatSetup | undefined;
  problems: readonly Problem[];
  dead: boolean;
  ruleLinks: RuleLinks;
  onChange: (spec: SeatSetup) => void;
  /** Says an edit in the page's live region. */
  announce: (message: string) => void;
}

const SHAPE_WORDS: Record<SetShape, string> = {
  chow: 'Chow (claimed)',
  pung: 'Pung (claimed)',
  kong: 'Kong from a discard',
  'concealed kong': 'Concealed kong',
  'added kong': 'Kong added to a pung',
};

/** Which tile of a chow was the claimed one, lowest first. */
const CLAIMED_AT_WORDS = ['the lowest', 'the middle', 'the highest'];

export function RefereeSeatEditor({ seat, spec, problems, dead, ruleLinks, onChange, announce }: RefereeSeatEditorProps) {
  const current: SeatSetup = spec ?? { hand: [], hidden: true, melds: [] };
  // A chow comes from the player on the left: the likeliest seat for a claimed tile, so the form starts there.
  const left = previousSeat(seat);
  const [shape, setShape] = useState<SetShape>('pung');
  const [tile, setTile] = useState<TileCode>('1c');
  const [from, setFrom] = useState<Seat>(left);
  const [claimedAt, setClaimedAt] = useState(0);
  const [refused, setRefused] = useState<string | null>(null);
  const id = `referee-seat-${seat.toLowerCase()}`;

  const setsRef = useRef<HTMLUListElement>(null);
  const addSetRef = useRef<HTMLElement>(null);
  // A set's button goes with it: the focus stays among the sets, and once the last is gone goes to the form for another.
  const keepFocus = useFocusKept(setsRef, () => addSetRef.current);

  const removeAt = (i: number) => onChange({ ...current, hand: current.hand.filter((_, j) => j !== i) });
  const addSet = () => {
    const meld = buildSet(shape, tile, from, claimedAt);
    // Said in the page's live region, as a set taken away is: a keyboard user's press on "Add the set" otherwise
    // changes the seat above it, or refuses, without a word.
    if (!meld) {
      const why = noChowFrom(tile);
      setRefused(why);
      announce(why);
      return;
    }
    setRefused(null);
    onChange({ ...current, melds: [...current.melds, meld] });
    announce(`Added to ${seat}: ${meldLabel(meld)}.`);
  };

  return (
    <section class={`referee__seat${problems.length ? ' referee__seat--problem' : ''}`} aria-labelledby={id} data-seat={seat}>
      <h3 id={id}>
        {seat}
        {dead && <span class="referee__dead"> (dead hand)</span>}
      </h3>
      {dead && (
        <p class="referee__note">
          {DEAD_HAND.text} <RuleCode rule={DEAD_HAND.rule} links={ruleLinks} />
        </p>
      )}
      <ProblemMarks problems={problems} ruleLinks={ruleLinks} />
      <p class="referee__label">In his hand{current.hand.length ? ` (${current.hand.length} named)` : ''}:</p>
      <TakeOutTiles tiles={current.hand} where={`${seat}'s hand`} label={`${seat}'s hand: press a tile to take it out`} empty="No tile named." onTakeOut={removeAt} announce={announce} />
      <label class="referee__check">
        <input type="checkbox" checked={current.hidden} onChange={(e) => onChange({ ...current, hidden: (e.currentTarget as HTMLInputElement).checked })} /> The engine deals the
        rest of his hand
      </label>
      {current.melds.length > 0 && (
        <ul class="referee__sets" role="list" ref={setsRef}>
          {current.melds.map((m, i) => (
            <li key={i}>
              <TileRow tiles={meldTiles(m)} size="sm" label={meldLabel(m)} />
              <button
                type="button"
                class="button button--quiet"
                onClick={(e) => {
                  keepFocus(e, i);
                  onChange({ ...current, melds: current.melds.filter((_, j) => j !== i) });
                  announce(`Removed from ${seat}: ${meldLabel(m)}.`);
                }}
              >
                Remove this set<span class="visually-hidden"> from {seat}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <details class="referee__add-set">
        <summary ref={addSetRef}>
          Lay out a set<span class="visually-hidden"> for {seat}</span>
        </summary>
        <Choice label="Set" value={shape} choices={SET_SHAPES} words={(s) => SHAPE_WORDS[s]} onChange={setShape} />
        <TileSelect label={shape === 'chow' ? 'Lowest tile' : 'Tile'} value={tile} onChange={setTile} />
        {shape !== 'concealed kong' && (
          <Choice label="Claimed from" value={from} choices={SEATS} words={(s) => s} onChange={setFrom} />
        )}
        {shape === 'chow' && (
          <Choice label="Claimed tile" value={String(claimedAt)} choices={['0', '1', '2']} words={(at) => CLAIMED_AT_WORDS[Number(at)]} onChange={(at) => setClaimedAt(Number(at))} />
        )}
        <button type="button" class="button button--quiet" onClick={addSet}>
          Add the set<span class="visually-hidden"> to {seat}</span>
        </button>
        {refused && <p class="referee__note">{refused}</p>}
      </details>
    </section>
  );
}
