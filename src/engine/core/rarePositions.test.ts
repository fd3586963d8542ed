/**
 * The play table against the immutable steps where random hands seldom or
 * never go (tests/rarePositions.ts): dead hands (A21), walls at 0, at the
 * reserve and one above it with a reserve of 0 and of 14 (A20, A14), kongs
 * being robbed, late claims (A8 option), the strict winning chow (A1
 * option), made from the content scenarios and from positions of random
 * games. On each: every legal call listed alike; every call of every seat
 * judged alike; announced calls (each legal one alone, each seat's best,
 * random sets) ruled to the same position; every own-turn move allowed or
 * refused with the same rule, to the same position.
 */
import { describe, expect, it } from 'vitest';
import { type Claim, type ClaimKind, currentEvent, judgeClaim, legalClaims } from '../claims';
import { chowPartners } from '../melds';
import { play } from '../moves';
import { parseScenario } from '../formats/scenario';
import { seededRandom } from '../random';
import { SEATS } from '../seats';
import { TILE_KINDS } from '../tiles';
import { type RarePosition, gamePositions, rarePositions, scenarioPositions } from '../../../tests/rarePositions';
import { fastListing, key, tableMove } from '../../../tests/twoTables';
import { judgeClaimCode } from './claiming';
import { claimCodeOf, claimOf, playTableFrom, tableOf } from './convert';
import { KIND_COUNT } from './kinds';
import { MoveType, discardMove, kongMove, playMove } from './moves';
import { ClaimType, claimCode, claimType, claimLow } from './slots';

type Random = () => number;

const KINDS: readonly ClaimKind[] = ['chow', 'pung', 'kong', 'mahjong'];

interface Tally {
  positions: number;
  comparisons: number;
  /** What the immutable steps answered, by rule id or outcome: the positions must reach the rare answers. */
  seen: Map<string, number>;
}

function note(tally: Tally, what: string): void {
  tally.seen.set(what, (tally.seen.get(what) ?? 0) + 1);
}

/** Every claim a seat could announce on the tile: each kind, a chow naming no tiles, each run the tile makes, a pair that makes none. */
function candidateClaims(tile: (typeof TILE_KINDS)[number]): Claim[] {
  const claims: Claim[] = [];
  for (const seat of SEATS) {
    for (const kind of KINDS) claims.push({ seat, kind });
    for (const tiles of chowPartners(tile)) claims.push({ seat, kind: 'chow', tiles });
    claims.push({ seat, kind: 'chow', tiles: [tile, tile] });
  }
  return claims;
}

function compareOn({ label, table }: RarePosition, random: Random, tally: Tally): void {
  const before = key(table);
  const pt = playTableFrom(table);
  expect(key(tableOf(pt)), `${label}: read onto a play table`).toBe(before);
  tally.positions++;
  const event = currentEvent(table);
  if (event) {
    tally.comparisons++;
    const legal = legalClaims(table);
    expect(fastListing(pt, event.tile), `${label}: legal calls`).toEqual(legal.map((c) => ({ claim: c.claim, as: c.as })));
    // Every call judged alike; the expressible ones kept for the rulings.
    const w = pt.window;
    w.open();
    const codes: number[] = [];
    if (legal.some((a) => a.as === 'kong' && legal.some((b) => b.as === 'mahjong' && b.claim.seat === a.claim.seat))) note(tally, 'legal kong and mahjong');
    for (const claim of candidateClaims(event.tile)) {
      const judged = judgeClaim(table, claim);
      note(tally, judged.legal ? `legal ${judged.as}${table.nextHasDrawn ? ' late' : ''}${event.kind === 'add-to-pung' ? ' robbing' : ''}` : judged.rule);
      const c = claimCodeOf(claim, event.tile, pt);
      const as = c < 0 ? -1 : judgeClaimCode(w, c);
      tally.comparisons++;
      expect(as < 0 ? 'refused' : KINDS[as], `${label}: ${JSON.stringify(claim)}`).toBe(judged.legal ? judged.as : 'refused');
      if (c >= 0 && !(claimType(c) === ClaimType.Chow && claimLow(c) >= KIND_COUNT)) codes.push(c);
    }
    // A chow call on every run the tile could sit in, across suits too: the play table takes any call number, not only those claimCodeOf makes.
    const t = TILE_KINDS.indexOf(event.tile);
    for (const seat of [0, 1, 2, 3]) {
      for (let low = Math.max(0, t - 2); low <= Math.min(t, KIND_COUNT - 3); low++) {
        const c = claimCode(seat, ClaimType.Chow, low);
        const judged = judgeClaim(table, claimOf(c, event.tile));
        tally.comparisons++;
        expect(judgeClaimCode(w, c) < 0 ? 'refused' : 'legal', `${label}: chow from ${TILE_KINDS[low]} by seat ${seat}`).toBe(judged.legal ? 'legal' : 'refused');
      }
    }
    // Rulings: no call, each legal call alone, every seat's best together, and random sets of calls legal or not.
    const sets: number[][] = [[]];
    for (const c of legal) sets.push([claimCodeOf(c.claim, event.tile, pt)]);
    sets.push(SEATS.flatMap((seat) => legal.filter((c) => c.claim.seat === seat).slice(0, 1).map((c) => claimCodeOf(c.claim, event.tile, pt))));
    for (let i = 0; i < 3; i++) sets.push(codes.filter(() => random() < 0.15));
    for (const set of sets) compareMove(label, table, pt, MoveType.ClaimType, set, tally);
  }
  // Own-turn moves: a draw, a loose tile, Mah-Jongg, a kong of every kind held and of one not held, and a discard of two held and the one not held.
  const held = TILE_KINDS.map((_, k) => k).filter((k) => pt.count(pt.turn, k) > 0);
  const notHeld = TILE_KINDS.findIndex((_, k) => pt.count(pt.turn, k) === 0);
  const moves: number[] = [MoveType.Draw, MoveType.Loose, MoveType.MahJongg];
  for (const k of [...held, notHeld]) moves.push(kongMove(k));
  for (const k of [held[Math.floor(random() * held.length)], held[0], notHeld]) if (k !== undefined) moves.push(discardMove(k));
  for (const move of moves) compareMove(label, table, pt, move, [], tally);
  expect(key(table), `${label}: the position is unchanged`).toBe(before);
}

/** One move on both tables: the same refusal, or the same position after it; the play table is then taken back. */
function compareMove(label: string, table: RarePosition['table'], pt: ReturnType<typeof playTableFrom>, move: number, codes: number[], tally: Tally): void {
  const step = tableMove(move, table, codes, codes.length);
  const result = play(table, step);
  note(tally, result.ok ? (step.type === 'claim' || step.type === 'pass' ? `ruled ${result.table.phase}` : `played ${step.type}`) : `${step.type} refused ${result.refusal.rule}`);
  tally.comparisons++;
  const refusal = playMove(pt, move, codes, codes.length);
  expect(refusal, `${label}: ${JSON.stringify(step)}`).toBe(result.ok ? null : result.refusal.rule);
  if (!result.ok) return;
  tally.comparisons++;
  expect(key(tableOf(pt)), `${label}: after ${JSON.stringify(step)}`).toBe(key(result.table));
  expect(pt.takeBack(), `${label}: taking back ${JSON.stringify(step)}`).toBe(true);
}

/** Positions neither the content nor random games hold. */
const HAND_MADE: RarePosition[] = [
  // West holds three of the tile it completes his hand with: he may call Kong or Mah-Jongg.
  { label: 'West wins on the tile he holds three of', source: 'title: t\nview: West\nWest: 2c 2c 2c 3c 4c 5b 6b 7b 9d 9d 9d E E\nevent: North discards 2c\n' },
].map(({ label, source }) => ({ label, table: parseScenario(source, label).table }));

describe('the play table plays as the immutable steps do where play seldom goes', () => {
  it('on dead hands, exhausted walls, robbed kongs, late claims and strict chows made from scenarios and random games', { timeout: 120_000 }, () => {
    const random = seededRandom(23);
    const tally: Tally = { positions: 0, comparisons: 0, seen: new Map() };
    const bases = [...scenarioPositions(), ...gamePositions(24, random), ...HAND_MADE];
    for (const p of rarePositions(bases, random)) compareOn(p, random, tally);
    console.log(`rare positions: ${tally.comparisons} comparisons on ${tally.positions} positions; ${[...tally.seen].map(([k, n]) => `${k} ${n}`).sort().join('; ')}`);
    expect(tally.positions).toBeGreaterThan(1500);
    // The positions reach the answers play seldom gives.
    expect([...tally.seen.keys()]).toEqual(
      expect.arrayContaining([
        'TILECOUNT-13-PLUS-KONGS',
        'KONG-LOOSE-TILE',
        'CHOW-INSTEAD-OF-DRAW',
        'ROB-KONG-EXPOSED-ONLY',
        'ROB-KONG-MJ-ONLY',
        'legal kong',
        'legal mahjong robbing',
        'legal pung late',
        'mahjong refused TILECOUNT-13-PLUS-KONGS',
        'kong refused KONG-LOOSE-TILE',
        'ruled over',
        'ruled loose',
        'legal kong and mahjong',
      ]),
    );
  });
});
