/**
 * What the tests check of any position on a play table: no tile lost or made
 * up, never a fifth copy, every hand with its right count, the reserve untouched.
 */
import { KIND_COUNT } from '../src/engine/core/kinds';
import type { PlayTable } from '../src/engine/core/playTable';
import { ClaimType, DISCARDS, DISCARD_COUNT, HEAD, KONG, MELDS, MELD_COUNT, PHASE, Phase, SIZE, TAIL, meldKind, meldTile } from '../src/engine/core/slots';

/** What is wrong with the position, or null: tiles lost or made up, a fifth copy, a seat with the wrong count, the reserve drawn from. */
export function invariantProblem(pt: PlayTable): string | null {
  const s = pt.s;
  const copies = new Array<number>(KIND_COUNT).fill(0);
  for (let seat = 0; seat < 4; seat++) {
    let held = 0;
    for (let k = 0; k < KIND_COUNT; k++) {
      copies[k] += pt.count(seat, k);
      held += pt.count(seat, k);
    }
    if (held !== s[SIZE + seat]) return `seat ${seat} holds ${held} tiles but counts ${s[SIZE + seat]}`;
    for (let n = 0; n < s[MELD_COUNT + seat]; n++) {
      const m = s[MELDS + seat * 4 + n];
      const t = meldTile(m);
      if (meldKind(m) === ClaimType.Chow) for (let k = t; k < t + 3; k++) copies[k]++;
      else copies[t] += meldKind(m) === ClaimType.Kong ? 4 : 3;
    }
    if (pt.isDead(seat)) return `seat ${seat}'s hand is dead in phase ${s[PHASE]}`;
  }
  // The tile being added to a pung is in nobody's hand until the kong stands or is robbed.
  if (s[PHASE] === Phase.Robbing) copies[(s[KONG] >> 2) & 63]++;
  for (let i = s[HEAD]; i < s[TAIL]; i++) copies[pt.wall[i]]++;
  for (let i = 0; i < s[DISCARD_COUNT]; i++) copies[s[DISCARDS + i] & 63]++;
  const total = copies.reduce((a, b) => a + b, 0);
  if (total !== 136) return `${total} tiles on the table`;
  const fifth = copies.findIndex((n) => n !== 4);
  if (fifth >= 0) return `${copies[fifth]} copies of kind ${fifth}`;
  if (s[TAIL] - s[HEAD] < pt.options.deadWallSize) return 'the reserve was drawn from';
  return null;
}
