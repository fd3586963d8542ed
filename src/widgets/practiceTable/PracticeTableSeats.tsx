/**
 * The practice table drawn as a table: the seat opposite at the top, the
 * seats on the left and right at the sides, the discards in the middle and
 * the learner's hand at the foot, on a phone as on a desk. In his turn his
 * tiles are buttons (arrow keys move between them); it draws what the
 * session gives and decides nothing.
 */
import type { PracticeSeat, PracticeState, Tile } from '../../engine';
import { PLACE_TEXT } from '../../engine';
import { meldTiles } from '../drawing/SeatPanel';
import { TableView } from '../drawing/TableView';
import { TileRow } from '../drawing/TileRow';
import { Tile as TileView } from '../drawing/Tile';

function Notes({ seat }: { seat: PracticeSeat }) {
  const notes = [seat.toPlay ? 'to play' : null, seat.dead ? 'dead hand' : null].filter(Boolean);
  if (!notes.length) return null;
  return (
    <ul class="seat__notes">
      {notes.map((n) => (
        <li class="seat__note">{n}</li>
      ))}
    </ul>
  );
}

function Melds({ seat, self }: { seat: PracticeSeat; self: boolean }) {
  if (!seat.melds.length) return null;
  return (
    <div class="play__melds">
      {seat.melds.map(({ meld, label }) => (
        <TileRow label={self ? label : undefined} tiles={meldTiles(meld)} size="sm" class={self ? 'meld' : 'meld play__meld--small'} />
      ))}
    </div>
  );
}

/** One of the other three seats, compact. */
function OtherSeat({ seat }: { seat: PracticeSeat }) {
  return (
    <section class={`seat seat--${seat.place}`} aria-label={`${seat.seat}, ${PLACE_TEXT[seat.place]}`}>
      <h3 class="seat__name">
        {seat.seat} <span class="play__seat-place">{PLACE_TEXT[seat.place]}</span>
      </h3>
      <Notes seat={seat} />
      {seat.concealed ? (
        <TileRow label={`${seat.seat}'s hand`} tiles={seat.concealed} size="sm" class="play__small-tiles" />
      ) : (
        <p class="play__count">{seat.count} tiles</p>
      )}
      <Melds seat={seat} self={false} />
    </section>
  );
}

export interface HandProps {
  seat: PracticeSeat;
  /** The tile just drawn, shown apart at the end of the hand. */
  drawn: Tile | null;
  /** Discards a tile; null when it is not the learner's turn to discard. */
  onDiscard: ((tile: Tile) => void) | null;
}

/** Arrow keys, Home and End move between the tile buttons of the hand. */
function moveFocus(event: KeyboardEvent) {
  const keys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const list = event.currentTarget as HTMLElement;
  const buttons = [...list.querySelectorAll<HTMLButtonElement>('button')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  event.preventDefault();
  const last = buttons.length - 1;
  const to = event.key === 'Home' ? 0 : event.key === 'End' ? last : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? Math.max(0, at - 1) : Math.min(last, at + 1);
  buttons[to].focus();
}

function Hand({ seat, drawn, onDiscard }: HandProps) {
  const tiles = seat.concealed ?? [];
  if (!onDiscard) return <TileRow label="Your hand" tiles={tiles} size="md" />;
  return (
    <div class="tile-row">
      <p class="tile-row__label" id="play-hand-label">
        Your hand: choose a tile to discard
      </p>
      <ul role="list" class="play__hand" aria-labelledby="play-hand-label" onKeyDown={moveFocus}>
        {tiles.map((tile, i) => {
          const isDrawn = drawn !== null && i === tiles.length - 1;
          return (
            <li key={`${i}-${tile}`} class={isDrawn ? 'play__drawn' : undefined}>
              {/* Named by the tile's own label ("5 of Characters"), so the name is what the button shows; the list says what a press does. */}
              <button type="button" class="tile-button" data-hand-tile={tile} onClick={() => onDiscard(tile)}>
                <TileView tile={tile} size="md" />
                {isDrawn && <span class="visually-hidden">, just drawn</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The seats' discards in play order, from East. */
const ORDER = ['East', 'South', 'West', 'North'] as const;

export interface PracticeTableSeatsProps {
  state: PracticeState;
  onDiscard: ((tile: Tile) => void) | null;
}

export function PracticeTableSeats({ state, onDiscard }: PracticeTableSeatsProps) {
  const self = state.seats.find((s) => s.place === 'self')!;
  const others = state.seats.filter((s) => s.place !== 'self');
  const drawn = state.prompt.kind === 'turn' ? state.prompt.drawn : null;
  const selfView = (
    <section class="seat seat--self" aria-label={`${self.seat}, you`}>
      <h3 class="seat__name">
        {self.seat} <span class="play__seat-place">you</span>
      </h3>
      <Notes seat={self} />
      <Hand seat={self} drawn={drawn} onDiscard={onDiscard} />
      <Melds seat={self} self />
    </section>
  );
  const seats = [...others.map((seat) => ({ seat: seat.seat, spot: seat.place, view: <OtherSeat seat={seat} /> })), { seat: self.seat, spot: self.place, view: selfView }];
  return (
    <TableView seats={seats} centreLabel="The discards">
      {state.live && (
        <div class="play__live">
          <TileRow label={`Live discard, from ${state.live.by}`} tiles={[{ tile: state.live.tile, highlight: 'live' }]} size="md" />
        </div>
      )}
      {/* Each player's discards in the order he made them, as Harr's players read them: a claimed one ringed with a dashed
          line and named "claimed", the one on offer ringed solid. */}
      {state.seats.some((s) => s.discarded.length > 0) ? (
        ORDER.map((seat) => state.seats.find((s) => s.seat === seat)!).map((s) =>
          s.discarded.length > 0 ? (
            <TileRow
              label={`${s.place === 'self' ? 'You' : s.seat} ${s.place === 'self' ? 'have' : 'has'} discarded`}
              tiles={s.discarded.map((d) => ({ tile: d.tile, highlight: d.claimedBy ? ('claimed' as const) : d.live ? ('live' as const) : null }))}
              size="sm"
              class="play__small-tiles"
            />
          ) : null,
        )
      ) : (
        <p class="play__count">No discards yet.</p>
      )}
      <p class="play__count">Wall: {state.wall} tiles</p>
    </TableView>
  );
}
