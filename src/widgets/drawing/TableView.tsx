/**
 * The table as seen from one chair, shared by the claim board, the puzzle and
 * the replay and the practice table: the seat across the table at the top, the seats on the left and
 * the right beside the discards in the middle, the chair at the foot. The
 * places come from the engine (placeFrom); this only lays them out, phone
 * first (board/board.css: .board__table).
 */
import { type ComponentChildren, Fragment, type Ref } from 'preact';
import type { Place, Seat } from '../../engine';
import { SeatPanel, type SeatPanelProps } from './SeatPanel';


/**
 * The order a reader meets the seats in: across the table, left, right, the
 * discards, then the foot of the table, so that the learner's own tiles come
 * last, just before his controls, and the keyboard reaches them at once.
 */
const AROUND: readonly Place[] = ['opposite', 'left', 'right'];

/**
 * A seat its widget draws itself, for a table whose seats hold more than a
 * SeatPanel shows (the practice table: a seat's count of tiles, the hand with
 * the tile just drawn apart). Its element carries the seat's spot class.
 */
export interface DrawnSeat {
  seat: Seat;
  spot: Place;
  view: ComponentChildren;
}

export interface TableViewProps {
  /** The four seats, each drawn at its spot (its place, unless told otherwise). */
  seats: readonly (SeatPanelProps | DrawnSeat)[];
  /** The middle of the table: the tile on offer or drawn, the dead discards, the wall. */
  children: ComponentChildren;
  /** The table's element, for moving keyboard focus into it. */
  tableRef?: Ref<HTMLDivElement>;
  /** Makes the table one focusable group with this name (the replay steps through it on the arrow keys). */
  label?: string;
  /** Makes the middle of the table a region with this name ("The discards"). */
  centreLabel?: string;
}

const spotOf = (seat: SeatPanelProps | DrawnSeat) => ('view' in seat ? seat.spot : (seat.spot ?? seat.place));

export function TableView({ seats, children, tableRef, label, centreLabel }: TableViewProps) {
  const at = (spot: Place) => {
    const seat = seats.find((s) => spotOf(s) === spot);
    if (!seat) return undefined;
    return 'view' in seat ? <Fragment key={seat.seat}>{seat.view}</Fragment> : <SeatPanel key={seat.seat} {...seat} />;
  };
  // Tiles, counts and seat notes are board furniture: search indexes the prose around the board, not these.
  return (
    <div class="board__table" data-pagefind-ignore="all" ref={tableRef} {...(label ? { tabIndex: 0, role: 'group', 'aria-label': label } : {})}>
      {AROUND.map(at)}
      {centreLabel ? (
        <section class="board__centre" aria-label={centreLabel}>
          {children}
        </section>
      ) : (
        <div class="board__centre">{children}</div>
      )}
      {at('self')}
    </div>
  );
}
