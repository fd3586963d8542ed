/**
 * Between the two tables: the immutable Table the boards, files and judge
 * use (tile codes, seat names) and the PlayTable the fast core plays in
 * place (kinds, seat numbers). The tile notation stays at this edge.
 */
import { CLAIM_KINDS } from '../callNames';
import type { Claim } from '../claims';
import type { Meld } from '../melds';
import { SEATS, type Seat, nextSeat, seatIndex } from '../seats';
import type { HandResult, Phase as TablePhase, Table } from '../table';
import type { Tile } from '../tiles';
import { NO_RUN, namedRun } from './claiming';
import { KIND_COUNT, kindOf, tileOf } from './kinds';
import { PlayTable } from './playTable';
import {
  CLAIMED_THIS_TURN, COUNTS, ClaimType, DISCARDS, DISCARD_COUNT, Ending, HEAD, KONG, KongWay, LAST_DRAWN, LIVE, MELDS, MELD_COUNT,
  NEXT_HAS_DRAWN, PHASE, Phase, RESULT, SIZE, TAIL, TURN,
  claimCode, claimType, claimLow, claimSeat, discardBy, discardTile, kongSeat, kongTile, kongWay, meld, meldClaimedTile, meldFrom, meldIsClaimed, meldKind,
  meldTile, meldWay,
} from './slots';

const PHASES: readonly TablePhase[] = ['draw', 'discard', 'loose', 'robbing', 'over'];
const KONG_WAYS = { discard: KongWay.Discard, concealed: KongWay.Concealed, added: KongWay.Added } as const;

function meldCode(m: Meld): number {
  const tile = kindOf(m.tiles.reduce((low, t) => (kindOf(t) < kindOf(low) ? t : low)));
  const claimed = m.claimed ? kindOf(m.claimed.tile) : 0;
  const from = m.claimed ? seatIndex(m.claimed.from) : 0;
  const kind = m.kind === 'chow' ? ClaimType.Chow : m.kind === 'pung' ? ClaimType.Pung : ClaimType.Kong;
  return meld(kind, tile, claimed, from, m.claimed !== undefined, m.kongWay ? KONG_WAYS[m.kongWay] : 0);
}

/** A play table holding the same position as a Table. Its moves cannot be taken back past this position. */
export function playTableFrom(table: Table): PlayTable {
  // One spare place before the wall: a late call (A8) puts the next player's drawn tile back on top.
  const wall = new Uint8Array(table.wall.length + 1);
  table.wall.forEach((t, i) => (wall[i + 1] = kindOf(t)));
  const pt = new PlayTable(wall, { ...table.options });
  const s = pt.s;
  SEATS.forEach((seat, n) => {
    const { concealed, melds } = table.seats[seat];
    for (const t of concealed) s[COUNTS + n * KIND_COUNT + kindOf(t)]++;
    s[SIZE + n] = concealed.length;
    s[MELD_COUNT + n] = melds.length;
    melds.forEach((m, i) => (s[MELDS + n * 4 + i] = meldCode(m)));
  });
  s[DISCARD_COUNT] = table.discards.length;
  table.discards.forEach((d, i) => (s[DISCARDS + i] = kindOf(d.tile) | (seatIndex(d.by) << 6)));
  s[HEAD] = 1;
  s[TAIL] = wall.length;
  s[LIVE] = table.live ? kindOf(table.live.tile) | (seatIndex(table.live.by) << 6) : -1;
  s[NEXT_HAS_DRAWN] = table.nextHasDrawn ? 1 : 0;
  s[TURN] = seatIndex(table.turn);
  s[PHASE] = PHASES.indexOf(table.phase);
  s[CLAIMED_THIS_TURN] = table.claimedThisTurn ? 1 : 0;
  s[KONG] = table.kong ? seatIndex(table.kong.seat) | (kindOf(table.kong.tile) << 2) | (KONG_WAYS[table.kong.way] << 8) : -1;
  s[RESULT] = table.result ? resultCode(table.result) : -1;
  const held = table.seats[table.turn].concealed;
  s[LAST_DRAWN] = (table.phase === 'discard' || table.phase === 'robbing') && held.length > 0 ? kindOf(held[held.length - 1]) : -1;
  if (table.nextHasDrawn && table.live) {
    const drawn = table.seats[nextSeat(table.live.by)].concealed;
    if (drawn.length > 0) wall[0] = kindOf(drawn[drawn.length - 1]);
  }
  return pt;
}

function resultCode(r: HandResult): number {
  if (r.winner === null) return Ending.DrawGame;
  const tile = r.tile ? kindOf(r.tile) : 0;
  const winner = seatIndex(r.winner);
  if (r.from === null || r.from === undefined) return Ending.SelfDrawn | (winner << 2) | (tile << 4);
  const ending = r.robbedKong === undefined ? Ending.OnClaimedSet : Ending.ByClaim;
  return ending | (winner << 2) | (tile << 4) | (seatIndex(r.from) << 10) | ((r.robbedKong ? 1 : 0) << 12);
}

function meldOf(m: number): Meld {
  const kind = meldKind(m);
  const t = meldTile(m);
  const claimed = meldIsClaimed(m) ? { tile: tileOf(meldClaimedTile(m)), from: SEATS[meldFrom(m)] } : undefined;
  if (kind === ClaimType.Chow) return { kind: 'chow', tiles: [tileOf(t), tileOf(t + 1), tileOf(t + 2)], claimed };
  const tile = tileOf(t);
  if (kind === ClaimType.Pung) return { kind: 'pung', tiles: [tile, tile, tile], claimed };
  const way = meldWay(m);
  if (way === KongWay.Concealed) return { kind: 'kong', tiles: [tile, tile, tile, tile], kongWay: 'concealed' };
  if (way === KongWay.Added) return { kind: 'kong', tiles: [tile, tile, tile, tile], claimed, kongWay: 'added', added: tile };
  return { kind: 'kong', tiles: [tile, tile, tile, tile], claimed, kongWay: 'discard' };
}

function handResult(r: number): HandResult {
  const ending = r & 3;
  if (ending === Ending.DrawGame) return { winner: null };
  const winner = SEATS[(r >> 2) & 3];
  const tile = tileOf((r >> 4) & 63);
  if (ending === Ending.SelfDrawn) return { winner, tile, from: null };
  const from = SEATS[(r >> 10) & 3];
  if (ending === Ending.OnClaimedSet) return { winner, tile, from };
  return { winner, tile, from, robbedKong: ((r >> 12) & 1) === 1 };
}

/**
 * The position as an immutable Table, for a board, a file or the judge.
 * Concealed hands come in kind order, except that the tile the player whose
 * turn it is drew last comes last, as a Table keeps it.
 */
export function tableOf(pt: PlayTable): Table {
  const s = pt.s;
  const turn = s[TURN];
  const seats = {} as Table['seats'];
  SEATS.forEach((seat, n) => {
    const concealed: Tile[] = [];
    for (let k = 0; k < KIND_COUNT; k++) for (let c = s[COUNTS + n * KIND_COUNT + k]; c > 0; c--) concealed.push(tileOf(k));
    const last = s[LAST_DRAWN];
    if (n === turn && last >= 0 && (s[PHASE] === Phase.Discard || s[PHASE] === Phase.Robbing)) {
      const at = concealed.indexOf(tileOf(last));
      if (at >= 0) concealed.push(...concealed.splice(at, 1));
    }
    const melds: Meld[] = [];
    for (let i = 0; i < s[MELD_COUNT + n]; i++) melds.push(meldOf(s[MELDS + n * 4 + i]));
    seats[seat] = { concealed, melds };
  });
  const wall: Tile[] = [];
  for (let i = s[HEAD]; i < s[TAIL]; i++) wall.push(tileOf(pt.wall[i]));
  const discards = [];
  for (let i = 0; i < s[DISCARD_COUNT]; i++) discards.push({ tile: tileOf(discardTile(s[DISCARDS + i])), by: SEATS[discardBy(s[DISCARDS + i])] });
  const live = s[LIVE] >= 0 ? { tile: tileOf(discardTile(s[LIVE])), by: SEATS[discardBy(s[LIVE])] } : null;
  const kong = s[KONG] >= 0 ? { seat: SEATS[kongSeat(s[KONG])], tile: tileOf(kongTile(s[KONG])), way: kongWay(s[KONG]) === KongWay.Added ? ('added' as const) : ('concealed' as const) } : null;
  return {
    seats,
    wall,
    discards,
    live,
    nextHasDrawn: s[NEXT_HAS_DRAWN] === 1,
    turn: SEATS[turn],
    phase: PHASES[s[PHASE]],
    claimedThisTurn: s[CLAIMED_THIS_TURN] === 1,
    kong,
    result: s[RESULT] >= 0 ? handResult(s[RESULT]) : null,
    options: { ...pt.options },
  };
}

/**
 * A claim as a call on the given tile, or -1 for a claim the play table
 * cannot express and the engine always refuses (an older discard named). A
 * chow naming no tiles takes the first run the hand holds, as claims.ts does.
 */
export function claimCodeOf(claim: Claim, tile: Tile, pt: PlayTable): number {
  if (claim.target && claim.target !== tile) return -1;
  const seat = seatIndex(claim.seat);
  const kind = CLAIM_KINDS.indexOf(claim.kind);
  if (claim.kind !== 'chow') return claimCode(seat, kind);
  const t = kindOf(tile);
  if (claim.tiles) {
    // Two tiles that make no run: a chow that is refused, unless the tile completes the hand (A19).
    return claimCode(seat, ClaimType.Chow, namedRun(kindOf(claim.tiles[0]), kindOf(claim.tiles[1]), t));
  }
  for (const low of [t - 2, t - 1, t]) {
    if (low < 0 || t >= 27 || Math.floor(low / 9) !== Math.floor(t / 9) || low % 9 > 6) continue;
    let held = true;
    for (let k = low; k < low + 3; k++) if (k !== t && pt.count(seat, k) === 0) held = false;
    if (held) return claimCode(seat, ClaimType.Chow, low);
  }
  return claimCode(seat, ClaimType.Chow, NO_RUN);
}

/** A call as the claim a Table move announces. */
export function claimOf(c: number, tile: Tile): Claim {
  const seat: Seat = SEATS[claimSeat(c)];
  const kind = CLAIM_KINDS[claimType(c)];
  if (kind !== 'chow') return { seat, kind };
  const t = kindOf(tile);
  const low = claimLow(c);
  const tiles = [low, low + 1, low + 2].filter((k) => k !== t).map(tileOf) as [Tile, Tile];
  return { seat, kind, tiles };
}
