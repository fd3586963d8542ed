/**
 * Laying a hand down for scoring at the end of a played hand: the sets on the
 * table as they lie, and the concealed tiles read as sets the way that scores
 * most for their holder (Harr's players arrange their own hands). The winner's
 * tiles are read as four sets and a pair; a loser's tiles as every three or
 * four alike he holds (a four never declared counts as three,
 * SCORE-HELD-FOUR-AS-THREE), his scoring pairs, and the rest left over, since a
 * run scores nothing and the one-suit honours look at every tile anyway.
 */
import { readings, setsStillNeeded } from '../hand';
import type { Meld } from '../melds';
import type { Seat } from '../seats';
import { type Tile, TILE_KINDS, copiesOf, isDragon } from '../tiles';
import type { LaidDownHand, ShownSet, WinningWay } from './laidDownHand';
import { type HandScore, scoreLaidDown } from './scoreHand';

const OWN_WIND = { East: 'E', South: 'S', West: 'W', North: 'N' } as const;

/** A set on the table as it lies: exposed, unless a kong drawn and laid out with its ends face down. */
export function shownMeld(meld: Meld): ShownSet {
  return { kind: meld.kind, tiles: [...meld.tiles], exposed: !(meld.kind === 'kong' && meld.kongWay === 'concealed') };
}

/** How the winner's last tile came, as the table records it. */
export interface WinningTile {
  tile: Tile;
  /** The discarder, or null for a tile the winner drew himself. */
  from: Seat | null;
  /** The drawn tile was the loose tile after a kong. */
  loose: boolean;
  /** East went out on the fourteen tiles dealt to him, drawing none (table.ts wonAsDealt). */
  asDealt?: boolean;
}

/**
 * The winner's hand laid down, with the reading and the set the winning tile
 * finished chosen to score most; null when the tiles are not four sets and a pair.
 */
export function layDownWinner(seat: Seat, concealed: readonly Tile[], melds: readonly Meld[], winning: WinningTile): { hand: LaidDownHand; win: WinningWay; score: HandScore } | null {
  const onTable = melds.map(shownMeld);
  // Won straight after a chow or pung: the claimed tile finished that set, the last on the table.
  const lastMeld = melds.at(-1);
  const claimedSet = winning.from !== null && lastMeld?.claimed?.tile === winning.tile && lastMeld.claimed.from === winning.from && lastMeld.kind !== 'kong' ? melds.length - 1 : null;
  let best: { hand: LaidDownHand; win: WinningWay; score: HandScore } | null = null;
  for (const reading of readings(concealed, setsStillNeeded(melds))) {
    const inHand: ShownSet[] = [...reading.sets.map((s) => ({ kind: s.kind, tiles: [...s.tiles], exposed: false }) as ShownSet), { kind: 'pair', tiles: [...reading.pair], exposed: false }];
    const sets = [...onTable, ...inHand];
    // The hand as dealt has no last tile: no set was finished by one.
    const candidates = winning.asDealt ? [-1] : [...(claimedSet !== null ? [claimedSet] : []), ...sets.flatMap((s, i) => (i >= onTable.length && s.tiles.includes(winning.tile) ? [i] : []))];
    for (const at of candidates) {
      const laid = sets.map((s, i) => (i === at && winning.from !== null && s.kind !== 'pair' ? { ...s, exposed: true } : s));
      const hand: LaidDownHand = { seat, sets: laid };
      const win: WinningWay = winning.asDealt ? { by: 'original-hand' } : { by: winning.from !== null ? 'discard' : winning.loose ? 'loose-tile' : 'wall', tile: winning.tile, set: at };
      const score = scoreLaidDown(hand, win);
      if (!best || score.final > best.score.final) best = { hand, win, score };
    }
  }
  return best;
}

/** A loser's hand laid down: his sets on the table, then every three alike, scoring pair and odd tile in his hand. */
export function layDownLoser(seat: Seat, concealed: readonly Tile[], melds: readonly Meld[], dead = false): LaidDownHand {
  const sets: ShownSet[] = melds.map(shownMeld);
  const odd: Tile[] = [];
  for (const tile of TILE_KINDS) {
    let n = copiesOf(concealed, tile);
    if (n >= 3) {
      sets.push({ kind: 'pung', tiles: [tile, tile, tile], exposed: false });
      n -= 3;
    } else if (n === 2 && (isDragon(tile) || tile === OWN_WIND[seat])) {
      sets.push({ kind: 'pair', tiles: [tile, tile], exposed: false });
      n = 0;
    }
    for (let i = 0; i < n; i++) odd.push(tile);
  }
  return { seat, sets, ...(odd.length ? { odd } : {}), ...(dead ? { dead } : {}) };
}
