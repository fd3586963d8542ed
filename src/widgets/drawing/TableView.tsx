/**
 * The table as seen from one chair, shared by the claim board, the puzzle and
 * the replay: the seat across the table at the top, the seats on the left and
 * the right beside the discards in the middle, the chair at the foot. The
 * places come from the engine (placeFrom); this only lays them out, phone
 * first (board/board.css: .board__table).
 */
import type { ComponentChildren, Ref } from 'preact';
import type { Place } from '../../engine';
import { SeatPanel, type SeatPanelProps } from './SeatPanel';


/**
 * The order a reader meets the seats in: across the table, left, right, the
 * discards, then the foot of the table, so that the learner's own tiles come
 * last, just before his controls, and the keyboard reaches them at once.
 */
const AROUND: readonly Place[] = ['opposite', 'left', 'right'];

export interface TableViewProps {
  /** The four seats, each drawn at its spot (its place, unless told otherwise). */
  seats: readonly SeatPanelProps[];
  /** The middle of the table: the tile on offer or drawn, the dead discards, the wall. */
  children: ComponentChildren;
  /** The table's element, for moving keyboard focus into it. */
  tableRef?: Ref<HTMLDivElement>;
  /** Makes the table one focusable group with this name (the replay steps through it on the arrow keys). */
  label?: string;
}

export function TableView({ seats, children, tableRef, label }: TableViewProps) {
  const at = (spot: Place) => {
    const seat = seats.find((s) => (s.spot ?? s.place) === spot);
    return seat && <SeatPanel key={seat.seat} {...seat} />;
  };
  // Tiles, counts and seat notes are board furniture: search indexes the prose around the board, not these.
  return (
    <div class="board__table" data-pagefind-ignore="all" ref={tableRef} {...(label ? { tabIndex: 0, role: 'group', 'aria-label': label } : {})}>
      {AROUND.map(at)}
      <div class="board__centre">{children}</div>
      {at('self')}
    </div>
  );
}
