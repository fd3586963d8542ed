/**
 * The call window of a play table: the current event read from its slots,
 * and each seat's facts from its counts. A play table keeps one window and
 * reopens it for each event, so judging a call allocates nothing.
 */
import { ClaimWindow, EventKind, event } from './claiming';
import { KIND_COUNT } from './kinds';
import type { PlayTable } from './playTable';
import {
  ClaimType, HEAD, KONG, KongWay, LAST_DRAWN, LIVE, MELDS, MELD_COUNT, NEXT_HAS_DRAWN, PHASE, Phase, SIZE, TAIL, TURN,
  discardBy, discardTile, kongSeat, kongTile, kongWay, meldKind, meldTile,
} from './slots';

/** The event a call would answer in this position, or -1 when nothing can be called. */
export function currentEvent(pt: PlayTable): number {
  const s = pt.s;
  const phase = s[PHASE];
  const kong = s[KONG];
  if (phase === Phase.Robbing && kong >= 0) return event(EventKind.AddToPung, kongSeat(kong), kongTile(kong));
  if (phase === Phase.Loose && kong >= 0 && kongWay(kong) === KongWay.Concealed) return event(EventKind.ConcealedKong, kongSeat(kong), kongTile(kong));
  const live = s[LIVE];
  if (live >= 0 && (phase === Phase.Draw || (phase === Phase.Discard && s[NEXT_HAS_DRAWN] === 1))) return event(EventKind.Discard, discardBy(live), discardTile(live));
  return -1;
}

export class PlayWindow extends ClaimWindow {
  private readonly drawerCounts = new Int32Array(KIND_COUNT);

  constructor(readonly pt: PlayTable) {
    super(pt.options.strictWinningChow, pt.options.claimAfterNextDraw);
  }

  /** Opens the window on the current event; false when nothing can be called. */
  open(): boolean {
    const s = this.pt.s;
    return this.start(currentEvent(this.pt), s[NEXT_HAS_DRAWN] === 1, s[TAIL] - s[HEAD] - this.pt.options.deadWallSize);
  }

  facts(seat: number): void {
    if (this.known & (1 << seat)) return;
    const s = this.pt.s;
    let counts = this.pt.rows[seat];
    let size = s[SIZE + seat];
    if (seat === this.drawer) {
      // His drawn tile goes back to the wall; the position is then one where he is about to draw.
      counts = this.drawerCounts;
      counts.set(this.pt.rows[seat]);
      counts[s[LAST_DRAWN]]--;
      size--;
    }
    // With a draw taken back nobody holds a tile to discard and no kong is pending.
    const holding = this.drawer < 0 && s[TURN] === seat && (s[PHASE] === Phase.Discard || s[PHASE] === Phase.Robbing);
    const kong = s[KONG];
    const pending = this.drawer < 0 && s[PHASE] === Phase.Robbing && kong >= 0 && kongSeat(kong) === seat ? 1 : 0;
    const sets = s[MELD_COUNT + seat];
    let kongs = 0;
    let pung = false;
    const tile = this.event >> 4;
    for (let n = 0; n < sets; n++) {
      const m = s[MELDS + seat * 4 + n];
      if (meldKind(m) === ClaimType.Kong) kongs++;
      else if (meldKind(m) === ClaimType.Pung && meldTile(m) === tile) pung = true;
    }
    this.know(seat, counts, size, size + pending + 3 * sets + kongs, kongs, sets, holding, pung);
  }
}
