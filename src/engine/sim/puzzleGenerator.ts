/**
 * Practice without end: new precedence puzzles from a seed. Each one is a
 * random position in which two or three seats call for one tile (a discard,
 * now and then a tile being added to a pung or a concealed kong), some
 * calls good and some not. The generator only builds the position and the
 * calls; the engine rules on them and its ruling is the stated answer, so a
 * practice puzzle is proved exactly as an authored one is.
 *
 * The same seed always gives the same puzzle (the seed is in the page's URL).
 */
import { adjudicate } from '../adjudicate';
import { chowPartners } from '../melds';
import type { ClaimEvent } from '../claims';
import type { Puzzle, Tier } from '../position';
import type { RuleId } from '../rules';
import { decisiveReasons, puzzleRulingOf } from '../rulePuzzle';
import type { RuledPuzzle } from '../puzzleRuling';
import { scenarioTable } from '../formats/scenarioTable';
import { readScenarioSetup } from '../formats/scenarioText';
import { SEATS, type Seat, nextSeat, previousSeat } from '../seats';
import { seededRandom, shuffle } from '../random';
import { type Tile, TILE_KINDS, isHonour, isSuited, shiftRank, tileName } from '../tiles';
import { PRACTICE_HINTS } from '../explain/puzzleHints';
import { DEALT_ON_PURPOSE, PRACTISABLE_RULES } from '../core/practisable';

/** The largest seed a practice URL takes. */
export const MAX_SEED = 2 ** 31 - 1;

/** Reads a seed from a URL parameter: a whole number from 0 to MAX_SEED, or null. */
export function parseSeed(text: string | null | undefined): number | null {
  if (text == null || !/^\s*\d{1,10}\s*$/.test(text)) return null;
  const n = Number(text.trim());
  return Number.isSafeInteger(n) && n <= MAX_SEED ? n : null;
}

/** A fresh seed from a random source (Math.random in the browser). */
export function freshSeed(random: () => number = Math.random): number {
  return Math.floor(random() * MAX_SEED);
}

type Random = () => number;

/** The tiles still free: each kind with how many copies are left. */
class Pool {
  private left = new Map<Tile, number>();
  constructor(readonly random: Random) {
    for (const t of TILE_KINDS) this.left.set(t, 4);
  }
  has(tile: Tile, n = 1): boolean {
    return (this.left.get(tile) ?? 0) >= n;
  }
  take(tile: Tile, n = 1): Tile[] {
    if (!this.has(tile, n)) throw new Retry();
    this.left.set(tile, this.left.get(tile)! - n);
    return Array<Tile>(n).fill(tile);
  }
  /** Any free tile, never one of `avoid`. */
  any(avoid: readonly Tile[] = []): Tile {
    const kinds = TILE_KINDS.filter((t) => this.has(t) && !avoid.includes(t));
    if (!kinds.length) throw new Retry();
    return this.take(kinds[Math.floor(this.random() * kinds.length)])[0];
  }
  /** A random set that avoids `avoid`: a pung or a run. */
  set(avoid: readonly Tile[]): Tile[] {
    for (let tries = 0; tries < 40; tries++) {
      const start = TILE_KINDS[Math.floor(this.random() * TILE_KINDS.length)];
      if (this.random() < 0.5 || !isSuited(start)) {
        if (!avoid.includes(start) && this.has(start, 3)) return this.take(start, 3);
      } else {
        const run: (Tile | null)[] = [start, shiftRank(start, 1), shiftRank(start, 2)];
        if (run.every((t) => t !== null && !avoid.includes(t) && this.has(t))) return (run as Tile[]).flatMap((t) => this.take(t));
      }
    }
    throw new Retry();
  }
  pair(avoid: readonly Tile[]): Tile[] {
    const kinds = TILE_KINDS.filter((t) => this.has(t, 2) && !avoid.includes(t));
    if (!kinds.length) throw new Retry();
    return this.take(kinds[Math.floor(this.random() * kinds.length)], 2);
  }
}

/** A choice that the tiles left cannot satisfy: start again with the next draw of the generator. */
class Retry extends Error {}

type Role = 'win' | 'false-win' | 'kong' | 'kong-short' | 'pung' | 'pung-short' | 'chow' | 'dead-pung' | 'four-held';

interface Claimer {
  seat: Seat;
  role: Role;
}

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

/** A hand of exactly `size` tiles: the given ones and random others, none of them `avoid`. */
function fill(pool: Pool, given: Tile[], size: number, avoid: readonly Tile[]): Tile[] {
  const hand = [...given];
  while (hand.length < size) hand.push(pool.any(avoid));
  return hand;
}

/** An exposed set for a seat's line, in the scenario notation. */
function exposedSet(pool: Pool, seat: Seat, avoid: readonly Tile[]): string {
  const tiles = pool.set(avoid);
  const from = tiles[0] === tiles[1] ? pick(pool.random, SEATS.filter((s) => s !== seat)) : previousSeat(seat);
  const marked = tiles.map((t, i) => (i === 1 ? `${t}*` : t));
  return `${tiles[0] === tiles[1] ? 'pung' : 'chow'} ${marked.join(' ')} from ${from}`;
}

interface WinningHand {
  /** The seat's line in the scenario notation. */
  line: string;
  /** For a hand the tile completes by a run: the two tiles of the run in hand. */
  run?: [Tile, Tile];
}

/**
 * A hand that the tile completes: `how` says where the tile goes (the pair,
 * a pung, a run). Some sets may already be exposed.
 */
function winningHand(pool: Pool, seat: Seat, tile: Tile, how: 'pair' | 'pung' | 'run', avoid: readonly Tile[]): WinningHand {
  const random = pool.random;
  const exposed = Math.floor(random() * 2);
  const keep = [tile, ...avoid];
  const melds = Array.from({ length: exposed }, () => exposedSet(pool, seat, keep));
  const concealed: Tile[] = [];
  let run: [Tile, Tile] | undefined;
  let sets = 4 - exposed;
  if (how === 'pair') concealed.push(...pool.take(tile));
  else if (how === 'pung') {
    concealed.push(...pool.take(tile, 2));
    sets -= 1;
  } else {
    const partners = chowPartners(tile).filter(([a, b]) => !avoid.includes(a) && !avoid.includes(b) && pool.has(a) && pool.has(b));
    if (!partners.length) throw new Retry();
    const [a, b] = pick(random, partners);
    run = [a, b];
    concealed.push(...pool.take(a), ...pool.take(b));
    sets -= 1;
  }
  for (let i = 0; i < sets; i++) concealed.push(...pool.set(keep));
  if (how !== 'pair') concealed.push(...pool.pair(keep));
  const line = [concealed.join(' '), ...melds].join(' | ');
  return run ? { line, run } : { line };
}

/**
 * A hand that holds four of an honour undeclared, two sets, a pair and one
 * tile of the discard's kind: with the discard it is not four sets and a
 * pair, but declared, the four would leave it a loose tile from going out,
 * so its Mah-Jongg is refused until the four is declared. The four is an
 * honour, which makes no run: it can be read only as three and one more.
 */
function fourHeldHand(pool: Pool, tile: Tile, avoid: readonly Tile[]): string {
  const fours = TILE_KINDS.filter((t) => isHonour(t) && t !== tile && !avoid.includes(t) && pool.has(t, 4));
  if (!fours.length) throw new Retry();
  const four = pick(pool.random, fours);
  const keep = [tile, four, ...avoid];
  return [...pool.take(four, 4), ...pool.set(keep), ...pool.set(keep), ...pool.pair(keep), ...pool.take(tile)].join(' ');
}

/**
 * How a winner announces his call. Often Mah-Jongg; but a player may call
 * the set the tile makes, a pung or a chow, and the engine must still rule it
 * as a win (A19): the practice puzzles teach that the word does not matter.
 */
function winningClaim(random: Random, hand: WinningHand): string {
  const kinds = ['mahjong', 'mahjong', 'pung'];
  if (hand.run) kinds.push(`chow ${hand.run[0]} ${hand.run[1]}`);
  return pick(random, kinds);
}

/** Callers who hold so many of the tile (maybe too few) and call for it so. */
const HOLDS: Partial<Record<Role, [number, string]>> = { 'false-win': [0, 'mahjong'], kong: [3, 'kong'], 'kong-short': [1, 'kong'], pung: [2, 'pung'], 'pung-short': [1, 'pung'] };

interface Draft {
  lines: string[];
  claims: string[];
  shown: Seat[];
}

/** `fourHeld`: the first caller holds an undeclared four (fourHeldHand), for practice of the rule chance seldom deals (DEALT_ON_PURPOSE). */
function discardPuzzle(random: Random, pool: Pool, fourHeld: boolean): Draft {
  const discarder = pick(random, SEATS);
  const tile = pick(
    random,
    TILE_KINDS.filter((t) => isSuited(t) || random() < 0.3),
  );
  const others = [1, 2, 3].map((s) => nextSeat(discarder, s));
  const count = random() < 0.6 ? 2 : 3;
  const seats = shuffle(others, Math.floor(random() * 1e9)).slice(0, count);
  const roles: Role[] = ['win', 'win', 'false-win', 'kong', 'kong-short', 'pung', 'pung', 'pung-short', 'chow', 'chow', 'dead-pung'];
  let claimers: Claimer[] = [];
  for (let tries = 0; tries < 20; tries++) {
    claimers = seats.map((seat) => ({ seat, role: pick(random, roles) }));
    const copies = claimers.reduce((n, c) => n + (HOLDS[c.role]?.[0] ?? 0), 0);
    if (copies <= 3) break;
    claimers = [];
  }
  if (!claimers.length) throw new Retry();
  if (fourHeld) claimers[0] = { seat: claimers[0].seat, role: 'four-held' };

  pool.take(tile); // the discard
  // Dead discards: a few earlier tiles; one is kept for a "dead-pung" caller.
  const dead: Tile[] = [];
  const deadCount = 1 + Math.floor(random() * 3);
  for (let i = 0; i < deadCount; i++) dead.push(pool.any([tile]));
  const lines: string[] = [];
  const claims: string[] = [];
  for (const { seat, role } of claimers) {
    const hand = (given: Tile[]) => fill(pool, given, 13, [tile]).join(' ');
    let line: string;
    let claim: string;
    const holds = HOLDS[role];
    if (holds) {
      line = hand(pool.take(tile, holds[0]));
      claim = holds[1];
    } else if (role === 'win') {
      const won = winningHand(pool, seat, tile, isHonour(tile) ? 'pair' : pick(random, ['pair', 'run', 'run', 'pung'] as const), dead);
      line = won.line;
      claim = winningClaim(random, won);
    } else if (role === 'four-held') {
      line = fourHeldHand(pool, tile, dead);
      claim = 'mahjong';
    } else if (role === 'chow') {
      // Partners for a run when there are any; an honour (or no partners) makes a chow that fails.
      const partners = isSuited(tile) ? chowPartners(tile).filter(([x, y]) => pool.has(x) && pool.has(y)) : [];
      const pair = partners.length ? pick(random, partners) : null;
      line = hand(pair ? [...pool.take(pair[0]), ...pool.take(pair[1])] : []);
      claim = pair ? `chow ${pair[0]} ${pair[1]}` : 'chow';
    } else {
      const old = pick(random, dead);
      line = hand(pool.take(old, 2));
      claim = `pung ${old}`;
    }
    lines.push(`${seat}: ${line}`);
    claims.push(`claim: ${seat} ${claim}`);
  }
  return {
    lines: [...lines, `discards: ${dead.join(' ')}`, `event: ${discarder} discards ${tile}`],
    claims,
    shown: claimers.map((c) => c.seat),
  };
}

/** A tile added to an exposed pung (or, now and then, a concealed kong): who may rob it? */
function kongPuzzle(random: Random, pool: Pool): Draft {
  const maker = pick(random, SEATS);
  const tile = pick(random, TILE_KINDS.filter(isSuited));
  const concealed = random() < 0.25;
  pool.take(tile, 4);
  const makerLine = concealed
    ? `${maker}: hidden | kong ${tile} ${tile} ${tile} ${tile} concealed`
    : `${maker}: hidden | pung ${tile} ${tile} ${tile}* from ${pick(random, SEATS.filter((s) => s !== maker))}`;
  const others = [1, 2, 3].map((s) => nextSeat(maker, s));
  const seats = shuffle(others, Math.floor(random() * 1e9)).slice(0, random() < 0.6 ? 2 : 3);
  const lines: string[] = [makerLine];
  const claims: string[] = [];
  seats.forEach((seat, i) => {
    const role = i === 0 ? 'win' : pick(random, ['win', 'false-win', 'pung', 'chow'] as const);
    if (role === 'win') {
      const won = winningHand(pool, seat, tile, 'run', []);
      lines.push(`${seat}: ${won.line}`);
      claims.push(`claim: ${seat} ${winningClaim(random, won)}`);
    } else {
      lines.push(`${seat}: ${fill(pool, [], 13, [tile]).join(' ')}`);
      claims.push(`claim: ${seat} ${role === 'false-win' ? 'mahjong' : role}`);
    }
  });
  const dead = [pool.any(), pool.any()];
  return { lines: [...lines, `discards: ${dead.join(' ')}`, `event: ${maker} ${concealed ? 'declares' : 'adds'} ${tile}`], claims, shown: seats };
}

/** The statement: what happened, and what the learner rules on. */
function statement(event: ClaimEvent, claimers: number): string {
  const what = { discard: 'discards', 'add-to-pung': 'adds to his exposed pung', 'concealed-kong': 'declares a concealed kong of' }[event.kind];
  return `${event.seat} ${what} the ${tileName(event.tile)}. ${claimers === 2 ? 'Two' : 'Three'} players call for the tile. Who gets it, who draws next, and who loses a turn?`;
}

interface Made {
  body: string[];
  puzzle: RuledPuzzle;
}

function make(seed: number, hints: string[], fourHeld = false): Made {
  const random = seededRandom(seed ^ 0x5bd1e995);
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      const pool = new Pool(random);
      const kong = random() < 0.25;
      const draft = kong && !fourHeld ? kongPuzzle(random, pool) : discardPuzzle(random, pool, fourHeld);
      const body = [`title: Practice puzzle ${seed}`, `show: ${draft.shown.join(', ')}`, `seed: ${seed}`, ...draft.lines, ...draft.claims];
      const id = `practice-${seed}`;
      // The file names no answer (the engine's ruling is the answer), so its table is all the legality step has to find.
      const scenario = scenarioTable(readScenarioSetup([...body, 'view: East'].join('\n')), id);
      const ruling = adjudicate(scenario.table, scenario.claims);
      scenario.prompt = statement(scenario.event!, draft.claims.length);
      const puzzle: RuledPuzzle = {
        id,
        scenario,
        tier: 3,
        // The rules the ruling turns on: refusals and precedence, else the award itself.
        rules: [...new Set(decisiveReasons(ruling).map((r) => r.rule))],
        hints,
        asks: ['winner', 'next', 'lost'],
        expect: { winner: { seat: ruling.awardedTo, kind: ruling.awardedAs }, next: ruling.nextToDraw, lost: ruling.lostTurns },
        explain: null,
        // Made with the puzzle, so that its board grades answers without the judge.
        ruling: puzzleRulingOf(ruling),
      };
      return { body, puzzle };
    } catch (error) {
      if (error instanceof Retry) continue;
      throw error;
    }
  }
  throw new Error(`no practice puzzle found for seed ${seed}`);
}

/**
 * Practice with a ramp, after the course: tier 1 asks only who gets the tile,
 * of a discard with two calls (no robbing); tier 2 asks who draws next and who
 * loses a turn too, of a discard with two or three calls; tier 3 is every
 * puzzle the generator makes, a kong robbed among them.
 */
export { PRACTICE_HINTS, PRACTISABLE_RULES };

export const PRACTICE_TIERS: readonly Tier[] = [1, 2, 3];

/** How many candidate positions a ramped puzzle may look through for one that fits. */
export const MAX_TRIES = 4000;

/** What the learner asked to practise: a tier, and a rule or none. */
export interface PracticeAsk {
  tier: Tier;
  rule: RuleId | null;
}

function fitsTier(puzzle: Puzzle, tier: Tier): boolean {
  const event = puzzle.scenario.event!;
  if (tier === 1) return event.kind === 'discard' && puzzle.scenario.claims.length === 2;
  if (tier === 2) return event.kind === 'discard';
  return true;
}

/** The id a ramped puzzle is kept under: `practice-<seed>`, then the tier and the rule when they are not the default. */
export function practiceId(seed: number, { tier, rule }: PracticeAsk): string {
  return ['practice', seed, ...(tier !== 3 || rule ? [`t${tier}`] : []), ...(rule ? [rule.toLowerCase()] : [])].join('-');
}

/** The seed, tier and rule a practice puzzle's id was made from (the inverse of `practiceId`); null for any other id. */
export function readPracticeId(id: string): { seed: number; ask: PracticeAsk } | null {
  const m = /^practice-(\d{1,10})(?:-t([123]))?(?:-([a-z0-9-]+))?$/.exec(id);
  if (!m) return null;
  const seed = parseSeed(m[1]);
  const tier = (m[2] ? Number(m[2]) : 3) as Tier;
  const rule = m[3] ? (PRACTISABLE_RULES[3].find((r) => r.toLowerCase() === m[3]) ?? null) : null;
  if (seed === null || (m[3] && !rule)) return null;
  return { seed, ask: { tier, rule } };
}

/**
 * A practice puzzle of the tier asked, citing the rule asked (when one is):
 * the candidates are the generator's puzzles from the seed and from seeds
 * derived from it in a fixed order, so the same seed, tier and rule always
 * give the same puzzle; tier 3 with no rule is `generatePuzzle(seed)` itself.
 * Null when none fits within MAX_TRIES (a rule not practisable at the tier).
 */
export function generatePractice(seed: number, ask: PracticeAsk, hints: string[] = []): RuledPuzzle | null {
  if (ask.rule && !PRACTISABLE_RULES[ask.tier].includes(ask.rule)) return null;
  for (let k = 0; k < MAX_TRIES; k++) {
    const candidate = k === 0 ? seed : (seed + Math.imul(k, 0x9e3779b1)) >>> 0;
    const { puzzle } = make(candidate, hints, ask.rule === DEALT_ON_PURPOSE);
    if (!fitsTier(puzzle, ask.tier) || (ask.rule && !puzzle.rules.includes(ask.rule))) continue;
    const asks = ask.tier === 1 ? (['winner'] as Puzzle['asks']) : puzzle.asks;
    const prompt = ask.tier === 1 ? puzzle.scenario.prompt!.replace(/ Who gets it, .*$/, ' Who gets it?') : puzzle.scenario.prompt;
    return { ...puzzle, id: practiceId(seed, ask), tier: ask.tier, asks, scenario: { ...puzzle.scenario, title: `Practice puzzle ${seed}`, prompt } };
  }
  return null;
}

/** A practice puzzle, ready for the board; its id is `practice-<seed>`. */
export function generatePuzzle(seed: number, hints: string[] = []): RuledPuzzle {
  return make(seed, hints).puzzle;
}

/** The same puzzle as a puzzle file, with the engine's ruling as its stated answer. */
export function generatePuzzleSource(seed: number): string {
  const { body, puzzle } = make(seed, PRACTICE_HINTS);
  const { winner, next, lost } = puzzle.expect;
  return [
    ...body,
    `prompt: ${puzzle.scenario.prompt}`,
    'tier: 3',
    `rules: ${puzzle.rules.join(', ')}`,
    'asks: winner, next, lost',
    `expect-winner: ${winner.seat ? `${winner.seat} ${winner.kind}` : 'nobody'}`,
    `expect-next: ${next ?? 'none'}`,
    `expect-lost: ${lost && lost.length ? lost.join(', ') : 'none'}`,
    ...PRACTICE_HINTS.map((h) => `hint: ${h}`),
    '',
  ].join('\n');
}
