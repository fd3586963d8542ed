/**
 * What a seat can see of the tiles at a real table: its own hand, every set
 * on the table and the discards lying there. The computer players weigh
 * their discards by it, and the coach's advice for a dead hand counts the
 * copies the learner can see by it: one count, for both.
 */
import { KIND_COUNT } from './kinds';
import type { PlayTable } from './playTable';
import { ClaimType, DISCARDS, DISCARD_COUNT, MELDS, MELD_COUNT, meldKind, meldTile } from './slots';

/** Copies of each kind `seat` can see, into `seen`. */
export function seenBy(pt: PlayTable, seat: number, seen: Int32Array): void {
  const s = pt.s;
  const own = pt.rows[seat];
  for (let k = 0; k < KIND_COUNT; k++) seen[k] = own[k];
  for (let other = 0; other < 4; other++) {
    for (let n = 0; n < s[MELD_COUNT + other]; n++) {
      const m = s[MELDS + other * 4 + n];
      const t = meldTile(m);
      if (meldKind(m) === ClaimType.Chow) for (let k = t; k < t + 3; k++) seen[k]++;
      else seen[t] += meldKind(m) === ClaimType.Kong ? 4 : 3;
    }
  }
  for (let i = 0; i < s[DISCARD_COUNT]; i++) seen[s[DISCARDS + i] & 63]++;
}
