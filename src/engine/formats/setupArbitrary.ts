/**
 * Random referee setups for the property tests (fast-check): any setup the
 * address can carry, most of them no position at all. Odd hands, sets with
 * no tiles, too few or too many, marks where no set has them, events, turns,
 * calls, walls and rule options. Tests only: nothing the site ships imports it.
 */
import fc from 'fast-check';
import { CLAIM_KINDS, type Claim } from '../claims';
import type { Meld } from '../melds';
import { SEATS, type Seat } from '../seats';
import { TILE_KINDS, type Tile } from '../tiles';
import { REFEREE_TITLE } from './refereeAddress';
import { type ScenarioSetup, type SeatSetup, emptySetup } from './scenario';

const tile: fc.Arbitrary<Tile> = fc.constantFrom(...TILE_KINDS);
const seat: fc.Arbitrary<Seat> = fc.constantFrom(...SEATS);
/** Mostly short lists, now and then a long one (short ones keep the island's fuzz test fast). */
const tiles = (max: number) => fc.oneof({ weight: 6, arbitrary: fc.array(tile, { maxLength: Math.min(max, 5) }) }, { weight: 1, arbitrary: fc.array(tile, { maxLength: max }) });

const meld: fc.Arbitrary<Meld> = fc
  .record({
    shape: fc.constantFrom('chow', 'pung', 'kong discard', 'kong concealed', 'kong added'),
    tiles: fc.oneof({ weight: 1, arbitrary: fc.constant<Tile[]>([]) }, { weight: 3, arbitrary: tile.map((t) => [t, t, t, t]) }, { weight: 3, arbitrary: tiles(6) }),
    claimedAt: fc.nat(5),
    from: seat,
    addedAt: fc.nat(5),
  })
  .map(({ shape, tiles: ts, claimedAt, from, addedAt }) => {
    const kind = shape === 'chow' || shape === 'pung' ? shape : 'kong';
    const m: Meld = { kind, tiles: shape === 'pung' ? ts.slice(0, 3) : ts };
    if (claimedAt && claimedAt <= m.tiles.length) m.claimed = { tile: m.tiles[claimedAt - 1], from };
    // The address carries an added tile on any set but a kong from a discard (the notation reads + as "added"),
    // and an added kong always has its added tile: a kong with none is read as one from a discard.
    if (addedAt && addedAt <= m.tiles.length && shape !== 'kong discard') m.added = m.tiles[addedAt - 1];
    if (shape === 'kong added' && !m.added) {
      if (!m.tiles.length) m.tiles = [ts[0] ?? '1c'];
      m.added = m.tiles[m.tiles.length - 1];
    }
    if (kind === 'kong') m.kongWay = shape === 'kong concealed' ? 'concealed' : shape === 'kong added' ? 'added' : 'discard';
    return m;
  });

const seatSetup: fc.Arbitrary<SeatSetup> = fc.record({ hand: tiles(20), hidden: fc.boolean(), melds: fc.array(meld, { maxLength: 4 }) });

const claim: fc.Arbitrary<Claim> = fc
  .record({ seat, kind: fc.constantFrom(...CLAIM_KINDS), pair: fc.option(fc.tuple(tile, tile)), target: fc.option(tile) })
  .map(({ seat: s, kind, pair, target }) => {
    const c: Claim = { seat: s, kind };
    if (kind === 'chow' && pair) c.tiles = pair;
    // A chow names its two tiles, never a discard of its own (the address refuses one).
    if (kind !== 'chow' && target) c.target = target;
    return c;
  });

export const setupArbitrary: fc.Arbitrary<ScenarioSetup> = fc
  .record({
    view: seat,
    seed: fc.option(fc.nat(1000)),
    show: fc.option(fc.subarray([...SEATS])),
    seats: fc.record({ East: seatSetup, South: seatSetup, West: seatSetup, North: seatSetup }, { requiredKeys: [] }),
    discards: tiles(30),
    event: fc.option(fc.record({ seat, verb: fc.constantFrom('discards' as const, 'adds' as const, 'declares' as const), tile })),
    turn: fc.option(fc.record({ seat, phase: fc.constantFrom('draw' as const, 'discard' as const), drew: fc.option(tile, { nil: undefined }) })),
    drawn: fc.option(seat),
    claims: fc.uniqueArray(claim, { maxLength: 4, selector: (c) => c.seat }),
    wall: fc.option(fc.nat(136)),
    next: tiles(10),
    loose: tiles(4),
    options: fc.record({ strictWinningChow: fc.boolean(), claimAfterNextDraw: fc.boolean(), deadWallSize: fc.nat(20) }, { requiredKeys: [] }),
  })
  .map((r) => {
    const setup = emptySetup(REFEREE_TITLE, r.view);
    setup.seed = r.seed;
    setup.show = r.show;
    setup.seats = r.seats;
    setup.discards = r.discards;
    setup.event = r.event;
    if (r.turn) setup.turn = r.turn.drew ? { seat: r.turn.seat, phase: 'discard', drew: r.turn.drew } : { seat: r.turn.seat, phase: r.turn.phase };
    setup.drawn = r.drawn;
    setup.claims = r.claims;
    setup.wall = r.wall;
    setup.next = r.next;
    setup.loose = r.loose;
    setup.options = r.options;
    return setup;
  });
