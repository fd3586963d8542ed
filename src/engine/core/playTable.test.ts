/**
 * The play table against the immutable steps: random hands played move for
 * move on both, with the same position after every move; every legal call
 * listed alike; random calls (legal or not) judged alike; random own-turn
 * moves allowed or refused with the same rule; and every move taken back to
 * the exact position before it. The immutable steps (moves.ts, claims.ts,
 * adjudicate.ts) are the reference the fast core is held to.
 */
import { describe, expect, it } from 'vitest';
import { CLAIM_KINDS, type Claim, currentEvent as tableEvent, judgeClaim, legalClaims } from '../claims';
import { fastListing, key, normalised, tableMove } from '../../../tests/twoTables';
import { play } from '../moves';
import type { RuleOptions } from '../options';
import { seededRandom } from '../random';
import { SEATS } from '../seats';
import { deal } from '../sim/deal';
import { dealInPlace } from '../sim/dealInPlace';
import { RandomPlayer } from '../sim/playHand';
import { type Table, allTiles } from '../table';
import { TILE_KINDS, type Tile } from '../tiles';
import { NO_RUN, Why, judgeClaimCode, namedRun } from './claiming';
import { PlayWindow } from './playWindow';
import { claimCodeOf, playTableFrom, tableOf } from './convert';
import { MoveType, playMove } from './moves';
import { ClaimType, claimCode } from './slots';
import { kindOf } from './kinds';
import { parseScenario } from '../formats/scenario';

interface Tally {
  positions: number;
  listings: number;
  judgements: number;
  ownMoves: number;
  takenBack: number;
}

/** A random claim, legal or not: any seat, any kind, a chow with any two tiles near the event's tile. */
function randomClaim(random: () => number, tile: Tile): Claim {
  const seat = SEATS[Math.floor(random() * 4)];
  const kind = CLAIM_KINDS[Math.floor(random() * 4)];
  if (kind !== 'chow' || random() < 0.2) return { seat, kind };
  const t = TILE_KINDS.indexOf(tile);
  const near = () => TILE_KINDS[Math.min(33, Math.max(0, t + Math.floor(random() * 5) - 2))];
  return { seat, kind, tiles: [near(), near()] };
}

/** A random own-turn move for the seat whose turn it is, often one the engine refuses. */
function randomOwnMove(random: () => number): number {
  const type = [MoveType.Draw, MoveType.Discard, MoveType.Kong, MoveType.Loose, MoveType.MahJongg][Math.floor(random() * 5)];
  return type | (Math.floor(random() * 34) << 3);
}

function playBoth(seed: number, options: Partial<RuleOptions>, tally: Tally): void {
  let table = deal(seed, options);
  const pt = dealInPlace(seed, options);
  const random = seededRandom(seed + 17);
  const player = new RandomPlayer(seededRandom(seed ^ 0x9e3779b9), { claimChance: 0.6 });
  const window = new PlayWindow(pt);
  const history: Table[] = [];
  for (let moves = 0; ; moves++) {
    expect(key(tableOf(pt)), `seed ${seed}, move ${moves}`).toBe(key(table));
    expect(allTiles(table)).toHaveLength(136);
    tally.positions++;
    const event = tableEvent(table);
    if (event) {
      expect(fastListing(pt, event.tile), `seed ${seed}, move ${moves}: legal calls`).toEqual(legalClaims(table).map((c) => ({ claim: c.claim, as: c.as })));
      tally.listings++;
      window.open();
      for (let i = 0; i < 4; i++) {
        const claim = randomClaim(random, event.tile);
        const judged = judgeClaim(table, claim);
        const c = claimCodeOf(claim, event.tile, pt);
        const as = c < 0 ? -1 : judgeClaimCode(window, c);
        expect(as < 0 ? 'refused' : CLAIM_KINDS[as], `seed ${seed}, move ${moves}: ${JSON.stringify(claim)}`).toBe(judged.legal ? judged.as : 'refused');
        tally.judgements++;
      }
    }
    {
      // Any own-turn move, often one the engine refuses; played, it is taken back at once.
      const own = randomOwnMove(random);
      const result = play(table, tableMove(own, table, [], 0));
      const refusal = playMove(pt, own);
      expect(refusal, `seed ${seed}, move ${moves}: own move ${JSON.stringify(tableMove(own, table, [], 0))}`).toBe(result.ok ? null : result.refusal.rule);
      if (result.ok) {
        expect(key(tableOf(pt))).toBe(key(result.table));
        pt.takeBack();
      }
      tally.ownMoves++;
    }
    const move = player.choose(pt);
    if (move < 0) break;
    const tableStep = tableMove(move, table, player.claims, player.claimCount);
    const result = play(table, tableStep);
    if (!result.ok) throw new Error(`seed ${seed}: ${JSON.stringify(tableStep)} refused: ${result.refusal.message}`);
    expect(playMove(pt, move, player.claims, player.claimCount)).toBeNull();
    history.push(table);
    table = result.table;
  }
  expect(table.phase).toBe('over');
  // Back to the deal, one move at a time.
  while (history.length) {
    expect(pt.takeBack()).toBe(true);
    expect(key(tableOf(pt))).toBe(key(history.pop()!));
    tally.takenBack++;
  }
  expect(pt.takeBack()).toBe(false);
}

describe('the play table plays as the immutable steps do', () => {
  it('on 100,000 and more positions, calls and rulings from random hands under every rule option', () => {
    const tally: Tally = { positions: 0, listings: 0, judgements: 0, ownMoves: 0, takenBack: 0 };
    const variants: Partial<RuleOptions>[] = [{}, { strictWinningChow: true }, { claimAfterNextDraw: true }, { deadWallSize: 14 }, { strictWinningChow: true, claimAfterNextDraw: true, deadWallSize: 14 }];
    for (let seed = 1; seed <= 200; seed++) playBoth(seed, variants[seed % variants.length], tally);
    const compared = tally.positions + tally.listings + tally.judgements + tally.ownMoves + tally.takenBack;
    expect(compared).toBeGreaterThanOrEqual(100_000);
    expect(tally.listings).toBeGreaterThan(10_000);
    expect(tally.ownMoves).toBeGreaterThan(10_000);
  }, 120_000);

  it('reads any Table and gives it back unchanged', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const table = deal(seed, { claimAfterNextDraw: true });
      expect(normalised(tableOf(playTableFrom(table)))).toEqual(normalised(table));
    }
  });

  it('takes back nothing past the position it was made from', () => {
    const pt = dealInPlace(5);
    expect(pt.takeBack()).toBe(false);
    expect(pt.discard(pt.rows[0].findIndex((n) => n > 0))).toBeNull();
    expect(pt.moveCount).toBe(1);
    expect(pt.takeBack()).toBe(true);
    expect(pt.moveCount).toBe(0);
    expect(normalised(tableOf(pt))).toEqual(normalised(deal(5)));
  });

  it('refuses a call when nothing can be called, and a chow its seat may not make', () => {
    const pt = dealInPlace(9);
    expect(pt.ruleClaims([claimCode(1, ClaimType.Pung)])).toBe('CLAIM-LIVE-DISCARD');
    const kind = pt.rows[0].findIndex((n) => n > 0);
    expect(pt.discard(kind)).toBeNull();
    // West is not on East's right: his chow is set aside and nobody takes the tile.
    expect(pt.ruleClaims([claimCode(2, ClaimType.Chow, Math.max(0, kind - 1))])).toBeNull();
    expect(pt.won).toBe(-1);
  });
});

describe("the core's chow code", () => {
  // The immutable API only ever names a run holding the tile (or none, NO_RUN); the core is asked directly here, with a
  // run beside the tile that South holds whole, which would otherwise pass for his chow.
  const window = (south: string) => {
    const s = parseScenario(`title: a run beside the tile\nview: South\nSouth: ${south}\nevent: East discards 4c`, 'a run beside the tile');
    const w = playTableFrom(s.table).window;
    expect(w.open()).toBe(true);
    return w;
  };
  it('refuses a run that starts above the tile or ends below it, though the seat holds it', () => {
    const above = window('5c 6c 7c 1b 2b 3b 4b 5b 6b 7b 8b 9b E');
    expect(judgeClaimCode(above, claimCode(1, ClaimType.Chow, kindOf('5c')))).toBe(-Why.NotARun);
    const below = window('1c 2c 3c 1b 2b 3b 4b 5b 6b 7b 8b 9b E');
    expect(judgeClaimCode(below, claimCode(1, ClaimType.Chow, kindOf('1c')))).toBe(-Why.NotARun);
    // And the run that holds the tile, with its two other tiles in hand, stands.
    const held = window('3c 5c 7c 1b 2b 3b 4b 5b 6b 7b 8b 9b E');
    expect(judgeClaimCode(held, claimCode(1, ClaimType.Chow, kindOf('3c')))).toBe(ClaimType.Chow);
  });
  it('reads the run two named tiles make with the tile, in whatever order they come, or none', () => {
    // Against the three kinds sorted, for every two tiles and every tile.
    const sortedRun = (a: number, b: number, tile: number) => {
      const [low, middle, high] = [a, b, tile].sort((x, y) => x - y);
      return low < 27 && Math.floor(low / 9) === Math.floor(high / 9) && middle === low + 1 && high === low + 2 ? low : NO_RUN;
    };
    let runs = 0;
    for (let a = 0; a < TILE_KINDS.length; a++) {
      for (let b = 0; b < TILE_KINDS.length; b++) {
        for (let tile = 0; tile < TILE_KINDS.length; tile++) {
          const run = namedRun(a, b, tile);
          expect(run, `${TILE_KINDS[a]} ${TILE_KINDS[b]} with ${TILE_KINDS[tile]}`).toBe(sortedRun(a, b, tile));
          if (run !== NO_RUN) runs++;
        }
      }
    }
    // 21 runs, each named by 3 tiles in 2 orders with the third claimed: 6 ways.
    expect(runs).toBe(21 * 6);
    expect(namedRun(kindOf('6c'), kindOf('4c'), kindOf('5c'))).toBe(kindOf('4c'));
    // Kinds in a row across two suits make no run.
    expect(namedRun(kindOf('8c'), kindOf('9c'), kindOf('1b'))).toBe(NO_RUN);
  });
});

describe('a seat with four sets laid out', () => {
  // His exposed sets fill his four slots: a search for his pung must stop there and not read
  // the next seat's first set (West's pung of the 5 of Bamboo) as his.
  it('cannot add the 5 of Bamboo to the pung another seat has laid out', () => {
    const s = parseScenario(
      'title: four sets out\nview: South\n' +
        'South: 5b 9c | chow 1d 2d 3d* from East | chow 4d 5d 6d* from East | chow 1c 2c 3c* from East | chow 4c 5c 6c* from East\n' +
        'West: 1b 2b 3b 7c 7c 8d 8d E E N | pung 5b 5b 5b* from South\n' +
        'turn: South discards',
      'four sets out',
    );
    const moved = play(s.table, { type: 'kong', seat: 'South', tile: '5b' });
    expect(moved.ok ? null : moved.refusal.rule).toBe('KONG-CONCEALED');
    expect(playTableFrom(s.table).declareKong(kindOf('5b'))).toBe('KONG-CONCEALED');
  });
});
