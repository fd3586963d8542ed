/**
 * A random-game driver: plays a whole hand from `deal(seed)` by choosing,
 * with a seeded generator, among the moves the engine allows at each step.
 *
 * It draws, discards a random tile, sometimes announces one or more of
 * `legalClaims(table)` (and always the winning ones), declares kongs when it
 * can, draws loose tiles, robs kongs, and goes Mah-Jongg on a winning draw.
 * The same seed always plays the same game, so a failing property test or a
 * puzzle URL can be replayed. Used by the property tests, the benchmark
 * (`scripts/bench.ts`); `stopWhen` stops a game at a chosen position.
 */
import { type Claim, type LegalClaim, currentEvent, legalClaims } from '../claims';
import { tileOf } from '../core/kinds';
import { moveKind } from '../core/moves';
import { turnFactsOf } from '../core/tableTurn';
import { TurnList, entryMove, entryWhy, legalTurnMoves } from '../core/turnMoves';
import { type Move, type MoveResult, play } from '../moves';
import type { RuleOptions } from '../options';
import { seededRandom } from '../random';
import { deal } from './deal';
import type { Table } from '../table';
import { type Tile, shiftRank } from '../tiles';

export interface RandomGameSettings {
  /** Rule options for the deal (A1 strict chow, A8 late claims, A14 dead wall). */
  options?: Partial<RuleOptions>;
  /** Chance that a legal set claim (chow, pung, kong) is announced when one exists. Default 0.5. */
  claimChance?: number;
  /** Chance that a possible kong is declared in the player's own turn. Default 0.7. */
  kongChance?: number;
  /** Chance of discarding the loneliest tile (fewest partners for a set) rather than any tile. Default 0.8. */
  discardSkill?: number;
  /** Safety limit on moves; a hand never needs more than a few hundred. Default 2000. */
  maxMoves?: number;
  /** Called with every position, the deal first, then after each move. */
  onTable?: (table: Table, move: Move | null, result: MoveResult | null) => void;
  /** Stop as soon as this holds for a position (the deal included); the game is then unfinished. */
  stopWhen?: (table: Table) => boolean;
}

export interface RandomGame {
  seed: number;
  /** The last position: over, or where `stopWhen` stopped the game. */
  table: Table;
  moves: Move[];
  /** True when `stopWhen` stopped the game before it ended. */
  stopped: boolean;
}

type Random = () => number;

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

/** A random non-empty selection of claims, best ones kept: winning claims are always announced. */
function chooseClaims(random: Random, legal: readonly LegalClaim[], claimChance: number): Claim[] {
  const wins = legal.filter((c) => c.as === 'mahjong').map((c) => c.claim);
  const sets = legal.filter((c) => c.as !== 'mahjong').map((c) => c.claim);
  const chosen = sets.filter(() => random() < claimChance);
  return [...wins, ...chosen];
}

/** How many tiles in the hand could share a set with this one: copies of it, and suit neighbours up to two ranks away. */
function partners(hand: readonly Tile[], tile: Tile): number {
  let n = 0;
  for (const t of hand) {
    if (t === tile) n += 2;
    else for (const offset of [-2, -1, 1, 2]) if (shiftRank(tile, offset) === t) n += Math.abs(offset) === 1 ? 2 : 1;
  }
  return n;
}

/** A tile the hand needs least: among those with the fewest partners, one at random. */
function loneliest(random: Random, hand: readonly Tile[]): Tile {
  const scores = hand.map((t) => partners(hand, t));
  const least = Math.min(...scores);
  return pick(random, hand.filter((_, i) => scores[i] === least));
}

const turnMoves = new Int32Array(80);

/** What the player whose turn it is may do besides a discard (core/turn.ts legalTurnMoves): go out, and the kongs he may declare (four in hand, then a drawn fourth for a pung). */
export function turnChoices(table: Table): { mahjong: boolean; kongs: Tile[] } {
  const n = legalTurnMoves(turnFactsOf(table), turnMoves, TurnList.MahJongg | TurnList.Kongs);
  const kongs: Tile[] = [];
  for (let i = 1; i < n; i++) if (entryWhy(turnMoves[i]) === 0) kongs.push(tileOf(moveKind(entryMove(turnMoves[i]))));
  return { mahjong: entryWhy(turnMoves[0]) === 0, kongs };
}

/**
 * The next move a random player makes in this position, or null when the
 * hand is over. Every move returned is one the engine accepts.
 */
export function randomMove(table: Table, random: Random, settings: RandomGameSettings = {}): Move | null {
  const claimChance = settings.claimChance ?? 0.5;
  const kongChance = settings.kongChance ?? 0.7;
  const seat = table.turn;
  switch (table.phase) {
    case 'over':
      return null;
    case 'robbing': {
      const claims = chooseClaims(random, legalClaims(table), claimChance);
      return claims.length ? { type: 'claim', claims } : { type: 'pass' };
    }
    case 'loose':
      return { type: 'loose', seat };
    case 'draw': {
      if (currentEvent(table)) {
        const claims = chooseClaims(random, legalClaims(table), claimChance);
        if (claims.length) return { type: 'claim', claims };
      }
      return { type: 'draw', seat };
    }
    case 'discard': {
      if (currentEvent(table)) {
        // Only with the A8 option can a claim still come after the next player's draw.
        const claims = chooseClaims(random, legalClaims(table), claimChance);
        if (claims.length) return { type: 'claim', claims };
      }
      const s = table.seats[seat];
      const { mahjong, kongs } = turnChoices(table);
      if (mahjong) return { type: 'mahjong', seat };
      if (kongs.length && random() < kongChance) return { type: 'kong', seat, tile: pick(random, kongs) };
      const skilled = random() < (settings.discardSkill ?? 0.8);
      return { type: 'discard', seat, tile: skilled ? loneliest(random, s.concealed) : pick(random, s.concealed) };
    }
  }
}

/** Plays one random hand from `deal(seed)` to its end (or to `stopWhen`). */
export function randomGame(seed: number, settings: RandomGameSettings = {}): RandomGame {
  const random = seededRandom(seed ^ 0x9e3779b9);
  const maxMoves = settings.maxMoves ?? 2000;
  let table = deal(seed, settings.options);
  const moves: Move[] = [];
  settings.onTable?.(table, null, null);
  while (moves.length < maxMoves) {
    if (settings.stopWhen?.(table)) return { seed, table, moves, stopped: true };
    const move = randomMove(table, random, settings);
    if (!move) return { seed, table, moves, stopped: false };
    const result = play(table, move);
    if (!result.ok) throw new Error(`randomGame(${seed}): move ${moves.length + 1} ${JSON.stringify(move)} refused: ${result.refusal.rule}: ${result.refusal.message}`);
    moves.push(move);
    table = result.table;
    settings.onTable?.(table, move, result);
  }
  throw new Error(`randomGame(${seed}): the hand did not end within ${maxMoves} moves`);
}
