/**
 * A practice game's texts: its seeds in the address (`/play/?game=57-1203-88-4410`,
 * with the variants and levels as for one hand), and the games kept in the
 * browser, read back without trusting a byte of them.
 *
 * Kept games are one versioned record: each game under its seeds, with its
 * address and the hands played. What cannot be read is left out and said in a
 * sentence; a record of a newer version is never written over (a tab left
 * open across an upgrade), so no game is lost.
 */
import type { Place } from '../explain/words';
export { GAMES_KEY } from './gamesKey';
import { type GameHand, MAX_GAME_HANDS, GAME_HANDS, PLACES, type PracticeGame } from '../game';
import { MAX_PRACTICE_SEED } from './practiceAddress';

/** A game's seeds as the address writes them. */
export function gameParam(seeds: readonly number[]): string {
  return seeds.join('-');
}

/** The seeds from the address's `game` parameter, or a sentence saying why they cannot be read. */
export function readGameParam(text: string): { seeds: number[] } | { problem: string } {
  const parts = text.trim().split('-');
  const seeds = parts.map((p) => (/^\d{1,10}$/.test(p) ? Number(p) : NaN));
  const cut = text.length > 60 ? `${text.slice(0, 60)}…` : text;
  if (seeds.some((s) => !(s <= MAX_PRACTICE_SEED)) || seeds.length < GAME_HANDS || seeds.length > MAX_GAME_HANDS)
    return { problem: `"${cut}" is not a game (${GAME_HANDS} to ${MAX_GAME_HANDS} seeds, whole numbers from 0 to ${MAX_PRACTICE_SEED}, joined by "-"): here is a single hand instead.` };
  return { seeds };
}

/** The version of the kept games' record (kept under gamesKey.ts GAMES_KEY). */
export const GAMES_VERSION = 1;
/** Games kept, the newest last: an older one goes only when a newer one would be the 21st. */
export const GAMES_KEPT = 20;

/** A game as kept: its address (everything but the hands played), the hands played, and the learner's moves so far in the next. */
export interface KeptGame {
  /** The address's query, `game=57-1203-88-4410&late=1&south=harr`: what deals the game again. */
  address: string;
  seeds: number[];
  played: GameHand[];
  /** The hand in progress (the one after those played), as the learner's moves one a line (sim/practiceTable/learnerMoves.ts), to play it again to where he left it. */
  moves: string[];
  /** When it was last played, in ms since 1970. */
  at: number;
}

export const GAMES_BROKEN = 'Some of your kept games could not be read, and are left out.';
export const GAMES_NEWER = 'Your games were kept by a newer version of this site: reload the page to see them.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isPoints = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && Math.abs(n) < 1e9;

function readHand(value: unknown): GameHand | null {
  if (!isRecord(value) || !isRecord(value.net)) return null;
  const winner = value.winner;
  if (winner !== null && !PLACES.includes(winner as Place)) return null;
  const net = {} as Record<Place, number>;
  for (const place of PLACES) {
    const n = value.net[place];
    if (!isPoints(n)) return null;
    net[place] = n;
  }
  // A settlement moves points between players: what one wins the others pay. A draw game moves none.
  if (PLACES.reduce((sum, p) => sum + net[p], 0) !== 0 || (winner === null && PLACES.some((p) => net[p] !== 0))) return null;
  return { winner: winner as Place | null, net };
}

/** The most moves a hand in progress is kept with: a hand takes a few dozen, a hundred with every discard stopped at. */
const MOVES_KEPT = 2000;

const isMoves = (value: unknown): value is string[] => Array.isArray(value) && value.length <= MOVES_KEPT && value.every((m) => typeof m === 'string' && m.length <= 40);

function readGame(value: unknown): KeptGame | null {
  if (!isRecord(value) || typeof value.address !== 'string' || value.address.length > 400 || !Array.isArray(value.played)) return null;
  const param = new URLSearchParams(value.address).get('game');
  const read = param === null ? null : readGameParam(param);
  if (!read || !('seeds' in read) || value.played.length > read.seeds.length) return null;
  const played = value.played.map(readHand);
  if (played.some((h) => h === null)) return null;
  const at = typeof value.at === 'number' && Number.isFinite(value.at) && value.at >= 0 ? value.at : 0;
  // A game kept before it kept its moves has none; moves that are no list of short lines make the game unreadable.
  if (value.moves !== undefined && !isMoves(value.moves)) return null;
  return { address: value.address, seeds: read.seeds, played: played as GameHand[], moves: value.moves ? [...value.moves] : [], at };
}

/** The kept games from what the store held, and what could not be read of it in a sentence (null when all was read). */
export function readKeptGames(raw: string | null): { games: KeptGame[]; problem: string | null; newer: boolean } {
  if (raw === null) return { games: [], problem: null, newer: false };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { games: [], problem: GAMES_BROKEN, newer: false };
  }
  if (!isRecord(data) || typeof data.version !== 'number' || !Array.isArray(data.games)) return { games: [], problem: GAMES_BROKEN, newer: false };
  if (data.version > GAMES_VERSION) return { games: [], problem: GAMES_NEWER, newer: true };
  const games = data.games.map(readGame);
  const kept = games.filter((g): g is KeptGame => g !== null);
  return { games: kept, problem: kept.length < games.length ? GAMES_BROKEN : null, newer: false };
}

/** The record to store: the games given, one per seed list (the last given wins), the newest GAMES_KEPT. */
export function writeKeptGames(games: readonly KeptGame[]): string {
  const bySeeds = new Map<string, KeptGame>();
  for (const g of games) {
    bySeeds.delete(gameParam(g.seeds));
    bySeeds.set(gameParam(g.seeds), g);
  }
  const list = [...bySeeds.values()].sort((a, b) => a.at - b.at).slice(-GAMES_KEPT);
  return JSON.stringify({ version: GAMES_VERSION, games: list.map(({ address, played, moves, at }) => ({ address, played, moves, at })) });
}

/** The kept game of these seeds, if any. */
export function keptGameOf(games: readonly KeptGame[], seeds: readonly number[]): KeptGame | undefined {
  const key = gameParam(seeds);
  return games.find((g) => gameParam(g.seeds) === key);
}

/** A game as kept, from the game, its address and the learner's moves in the hand in progress. */
export function keptGame(game: PracticeGame, address: string, at: number, moves: readonly string[] = []): KeptGame {
  return { address, seeds: [...game.seeds], played: game.played.map((h) => ({ winner: h.winner, net: { ...h.net } })), moves: [...moves], at };
}
