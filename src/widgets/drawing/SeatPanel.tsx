/**
 * One seat at the board: its name and place, what is happening to it, its
 * exposed sets, and its concealed hand (shown, hidden, or offered as
 * buttons when the learner must discard).
 */
import { type Meld, meldLabel, type Place, PLACE_TEXT, type Seat, type SeatState, sortTiles, type Tile as TileCode } from '../../engine';
import { Tile } from './Tile';
import { TileRow, type TileRowItem } from './TileRow';
import { useId } from 'preact/hooks';

export interface SeatPanelProps {
  seat: Seat;
  /** Where the seat sits from the learner's chair; null on a board without a learner (a puzzle). */
  place: Place | null;
  /** Where the seat is drawn on the table (TableView), when not at its place: East at the foot of a puzzle's table. */
  spot?: Place;
  /** Extra class names for the seat. */
  class?: string;
  /** Words for the place, when not the usual ones ("on your right"). */
  placeText?: string;
  /** The seat's tiles: its concealed hand and its sets. */
  state: SeatState;
  /** Whether the concealed tiles are shown. */
  shown: boolean;
  /** How many tiles a hidden hand holds, when its tiles are not sent (a board's opening): else the hand's own count. */
  hidden?: number;
  /** Short states in words ("discarded", "loses his turn"); nulls are skipped. */
  notes: (string | null)[];
  /** The learner's hand when he must pick a tile: the label over it, the tiles he may pick, what to tell when he picks one. */
  hand?: { label: string; tiles: readonly TileCode[]; onPick: (tile: TileCode) => void };
}

/** How a set lies on the table: the claimed tile sideways, a concealed kong's ends face down. */
export function meldTiles(meld: Meld): TileRowItem[] {
  let claimedMarked = false;
  return meld.tiles.map((tile, i) => {
    if (meld.kongWay === 'concealed') return { tile, faceDown: i === 0 || i === meld.tiles.length - 1 };
    if (!claimedMarked && meld.claimed && tile === meld.claimed.tile) {
      claimedMarked = true;
      return { tile, sideways: true };
    }
    return tile;
  });
}

export function SeatPanel({ seat, place, spot = place ?? undefined, class: className, placeText, state, shown, hidden, notes, hand }: SeatPanelProps) {
  const pickId = useId();
  const words = placeText ?? (place ? PLACE_TEXT[place] : '');
  const self = place === 'self';
  const s = state;
  const visibleNotes = notes.filter((n): n is string => !!n);
  const tiles = sortTiles(s.concealed);
  return (
    <div class={['seat', spot && `seat--${spot}`, className].filter(Boolean).join(' ')}>
      <h4 class="seat__name">
        {seat} {words && <span class="seat__place">({words})</span>}
      </h4>
      {visibleNotes.length > 0 && (
        <ul class="seat__notes">
          {visibleNotes.map((note) => (
            <li class="seat__note">{note}</li>
          ))}
        </ul>
      )}
      {hand ? (
        <div class="tile-row">
          <p class="tile-row__label" id={pickId}>
            {hand.label}
          </p>
          <ul role="list" class="tile-row__tiles seat__pick" aria-labelledby={pickId}>
            {sortTiles(hand.tiles).map((tile) => (
              <li>
                {/* Named from its content ("Discard the" and the tile's own name), not by aria-label, which would not
                    contain the numerals and characters drawn on the tile (axe: label-content-name-mismatch). */}
                <button type="button" class="tile-button" onClick={() => hand.onPick(tile)}>
                  <span class="visually-hidden">Discard the </span>
                  <Tile tile={tile} size="md" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : shown ? (
        <TileRow label={self ? 'Your hand' : `${seat}'s hand`} tiles={tiles} size={self ? 'md' : 'sm'} />
      ) : (
        <p class="seat__hidden">
          <span class="seat__backs" aria-hidden="true">
            {Array.from({ length: hidden ?? tiles.length }, () => (
              <span class="seat__back" />
            ))}
          </span>
          {hidden ?? tiles.length} concealed tiles
        </p>
      )}
      {s.melds.length > 0 && (
        <div class="seat__melds">
          {s.melds.map((meld) => (
            <TileRow label={meldLabel(meld)} tiles={meldTiles(meld)} size="sm" class="meld" />
          ))}
        </div>
      )}
    </div>
  );
}
