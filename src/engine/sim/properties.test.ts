/**
 * Property tests with fast-check: random legal play never breaks the
 * table's invariants, and a ruling never depends on the order in which the
 * claims were announced.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { type Ruling, adjudicate } from '../adjudicate';
import { type Claim, type ClaimKind, legalClaims } from '../claims';
import { kongCount } from '../hand';
import { randomGame } from './randomGame';
import { parseScenario } from '../formats/scenario';
import { SEATS, type Seat, othersInPlayOrder } from '../seats';
import { type Table, allTiles, isDeadHand, isHoldingDraw, actualCount } from '../table';
import { COPIES_OF_EACH_TILE, FULL_SET_SIZE, countTiles } from '../tiles';

/** What is wrong with a position, or null: tiles lost or made up, a fifth copy, a dead hand, the dead wall touched. */
function invariantProblem(table: Table): string | null {
  const tiles = allTiles(table);
  if (tiles.length !== FULL_SET_SIZE) return `${tiles.length} tiles on the table`;
  for (const [tile, n] of countTiles(tiles)) if (n > COPIES_OF_EACH_TILE) return `${n} copies of ${tile}`;
  for (const seat of SEATS) {
    if (isDeadHand(table, seat)) return `${seat}'s hand is dead in phase ${table.phase}`;
    const want = 13 + kongCount(table.seats[seat].melds) + (isHoldingDraw(table, seat) ? 1 : 0);
    if (actualCount(table, seat) !== want) return `${seat} holds ${actualCount(table, seat)} tiles, not ${want}`;
  }
  if (table.wall.length < table.options.deadWallSize) return `the dead wall was drawn from (${table.wall.length} left)`;
  return null;
}

/** Plays a random game and returns the first broken invariant, with the move that broke it. */
function firstProblem(seed: number, settings: Parameters<typeof randomGame>[1] = {}): string | null {
  let problem: string | null = null;
  randomGame(seed, {
    ...settings,
    onTable: (table, move) => {
      const p = problem ? null : invariantProblem(table);
      if (p) problem = `after ${JSON.stringify(move)}: ${p}`;
    },
  });
  return problem;
}

/** Every ordering of a list (the lists here hold at most four claims). */
function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

function outcome(r: Ruling) {
  return { awardedTo: r.awardedTo, awardedAs: r.awardedAs, nextToDraw: r.nextToDraw, lostTurns: r.lostTurns, handOver: r.handOver, looseTileDrawnBy: r.looseTileDrawnBy };
}

function expectOrderFree(table: Table, claims: readonly Claim[]): void {
  const first = outcome(adjudicate(table, claims));
  for (const order of permutations(claims)) expect(outcome(adjudicate(table, order))).toEqual(first);
}

const optionsArb = fc.record({
  strictWinningChow: fc.boolean(),
  claimAfterNextDraw: fc.boolean(),
  deadWallSize: fc.constantFrom(0, 14),
});

describe('random legal play', { timeout: 20_000 }, () => {
  it('keeps 136 tiles, at most four of each, and every hand at 13 plus its kongs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
        expect(firstProblem(seed)).toBeNull();
      }),
      { numRuns: 150 },
    );
  });

  it('keeps them under every rule option (A1 strict, A8 late claims, A14 dead wall)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), optionsArb, fc.double({ min: 0.2, max: 1, noNaN: true }), (seed, options, claimChance) => {
        expect(firstProblem(seed, { options, claimChance })).toBeNull();
      }),
      { numRuns: 60 },
    );
  });

  it('games end: with a winner, or when the wall runs out', () => {
    for (let seed = 0; seed < 20; seed++) expect(randomGame(seed).table.phase).toBe('over');
  });

  it('the same seed plays the same game', () => {
    const a = randomGame(42);
    const b = randomGame(42);
    expect(a.moves).toEqual(b.moves);
    expect(a.table).toEqual(b.table);
  });

  it('over many games there are wins, kongs, claims and a robbed kong', () => {
    const kinds = new Set<string>();
    let wins = 0;
    let robbed = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const game = randomGame(seed, {
        onTable: (_, move, result) => {
          if (move?.type === 'kong') kinds.add('kong-declared');
          if (result?.ok && result.ruling?.awardedAs) kinds.add(result.ruling.awardedAs);
        },
      });
      if (game.table.result?.winner) wins++;
      if (game.table.result?.robbedKong) robbed++;
    }
    expect(wins).toBeGreaterThan(100);
    expect(robbed).toBeGreaterThan(0);
    expect([...kinds].sort()).toEqual(['chow', 'kong', 'kong-declared', 'mahjong', 'pung']);
  });
});

describe('rulings do not depend on the order of announcement', { timeout: 20_000 }, () => {
  it('for claim windows met in random games, with legal and illegal claims mixed', () => {
    const kinds: ClaimKind[] = ['chow', 'pung', 'kong', 'mahjong'];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0x7fffffff }),
        fc.integer({ min: 0, max: 30 }),
        fc.array(fc.tuple(fc.constantFrom(...SEATS), fc.constantFrom(...kinds)), { maxLength: 2 }),
        fc.integer({ min: 0, max: 15 }),
        (seed, windows, extra, mask) => {
          let seen = 0;
          const game = randomGame(seed, { stopWhen: (t) => legalClaims(t).length > 0 && seen++ >= windows });
          if (!game.stopped) return;
          const legal = legalClaims(game.table).map((c) => c.claim);
          const chosen = legal.filter((_, i) => mask & (1 << i % 4)).slice(0, 3);
          const claims = [...chosen, ...extra.map(([seat, kind]): Claim => ({ seat, kind }))].slice(0, 4);
          expectOrderFree(game.table, claims);
        },
      ),
      { numRuns: 80 },
    );
  });

  // Built windows where several seats can claim the same 5c at once.
  const REGIONS = [
    { sets: ['1b 2b 3b', '4b 5b 6b', '7b 8b 9b', 'E E E'], pair: 'Rd Rd', junk: ['Rd', '9d'] },
    { sets: ['1d 2d 3d', '4d 5d 6d', '7d 8d 9d', 'S S S'], pair: 'Gd Gd', junk: ['Gd', '1b'] },
    { sets: ['9c 9c 9c', 'W W W', 'N N N', '1c 1c 1c'], pair: 'Wd Wd', junk: ['Wd', '2b'] },
  ];
  const TEMPLATES = ['win-single', 'win-run', 'win-pair', 'pung', 'kong', 'chow-low', 'chow-mid', 'chow-high', 'none'] as const;
  function hand(template: (typeof TEMPLATES)[number], r: (typeof REGIONS)[number]): string {
    const three = r.sets.slice(0, 3).join(' ');
    const junk = r.junk.join(' ');
    switch (template) {
      case 'win-single':
        return `${r.sets.join(' ')} 5c`;
      case 'win-run':
        return `${three} ${r.pair} 4c 6c`;
      case 'win-pair':
        return `${three} ${r.pair} 5c 5c`;
      case 'pung':
        return `${three} 5c 5c ${junk}`;
      case 'kong':
        return `${three} 5c 5c 5c ${r.junk[1]}`;
      case 'chow-low':
        return `${three} 3c 4c ${junk}`;
      case 'chow-mid':
        return `${three} 4c 6c ${junk}`;
      case 'chow-high':
        return `${three} 6c 7c ${junk}`;
      case 'none':
        return `${r.sets.join(' ')} ${r.junk[1]}`;
    }
  }
  const CHOWS: [string, string][] = [
    ['3c', '4c'],
    ['4c', '6c'],
    ['6c', '7c'],
  ];

  it('for built windows with several rival claims (one call a seat, up to three, every order tried)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SEATS),
        fc.tuple(fc.constantFrom(...TEMPLATES), fc.constantFrom(...TEMPLATES), fc.constantFrom(...TEMPLATES)),
        fc.shuffledSubarray([0, 1, 2], { minLength: 3, maxLength: 3 }),
        // A player makes one call, so each pick is for a different seat.
        fc.uniqueArray(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 5 })), { selector: ([who]) => who, minLength: 1, maxLength: 3 }),
        (discarder, templates, regionOrder, picks) => {
          const others = othersInPlayOrder(discarder);
          const lines = others.map((seat, i) => `${seat}: ${hand(templates[i], REGIONS[regionOrder[i]])}`);
          const fives = templates.reduce((n, t) => n + (t === 'kong' ? 3 : t === 'pung' || t === 'win-pair' ? 2 : t === 'win-single' ? 1 : 0), 0);
          fc.pre(fives <= 3);
          const claimLines = picks.map(([who, what]) => {
            const seat: Seat = others[who];
            return what < 3 ? `claim: ${seat} ${['mahjong', 'pung', 'kong'][what]}` : `claim: ${seat} chow ${CHOWS[what - 3].join(' ')}`;
          });
          const s = parseScenario(['title: rivals', 'view: East', ...lines, `event: ${discarder} discards 5c`, ...claimLines].join('\n'));
          expectOrderFree(s.table, s.claims);
        },
      ),
      { numRuns: 200 },
    );
  });
});
