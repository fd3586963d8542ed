/**
 * The golden record: what the engine answers today, written down so that a
 * change to how a rule is decided or worded can be made without fear (as
 * chessops keeps perft counts). Each chapter lists its units (a content
 * file, a seed under one set of rule options, a board, a practice hand) and
 * the lines each unit's answers print to; `golden.json` keeps one hash a
 * unit, `full/` the whole lines of a few units to diff against, and
 * src/engine/golden.test.ts works every unit out again and compares.
 *
 * Everything goes through the engine's public steps (checkClaim,
 * legalClaims, adjudicate, play, the board session, the practice table, the
 * judge, the referee, the readers' errors), never through how they are built
 * inside, so that the inside can be rebuilt and the record still hold.
 * `npm run golden` prints a unit's lines or writes the record anew
 * (scripts/golden.ts); a change to the record is a change to what a learner
 * or a file's reader is told, and is explained in the commit that makes it.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { adjudicate } from '../../src/engine/adjudicate';
import { type BoardState, answerOnBoard, claimOnBoard, discardOnBoard, moveOnBoard, openBoard, passOnBoard, showRightClaim } from '../../src/engine/board';
import { CLAIM_KINDS } from '../../src/engine/callNames';
import { type Claim, type ClaimEvent, type ClaimKind, bestClaim, checkClaim, currentEvent, legalClaims } from '../../src/engine/claims';
import { EventKind, eventKind, eventSeat, eventTile, legalClaimCodes } from '../../src/engine/core/claiming';
import { currentEvent as currentCallEvent } from '../../src/engine/core/playWindow';
import { tableOf } from '../../src/engine/core/convert';
import { MoveType, playMove } from '../../src/engine/core/moves';
import type { PlayTable } from '../../src/engine/core/playTable';
import { PHASE, Phase } from '../../src/engine/core/slots';
import { FormatError, describeProblem } from '../../src/engine/formats/formatError';
import { replay } from '../../src/engine/formats/illustration';
import { judgeSource } from '../../src/engine/formats/judge';
import { refereeVerdict } from '../../src/engine/formats/referee';
import { readRefereeAddress, writeRefereeAddress } from '../../src/engine/formats/refereeAddress';
import { setupArbitrary } from '../../src/engine/formats/setupArbitrary';
import { chowPartners } from '../../src/engine/melds';
import { type Move, play } from '../../src/engine/moves';
import type { RuleOptions } from '../../src/engine/options';
import { seededRandom } from '../../src/engine/random';
import { SEATS, type Seat } from '../../src/engine/seats';
import { playComputerHand } from '../../src/engine/sim/computerPlayer';
import { RandomPlayer, playHand } from '../../src/engine/sim/playHand';
import { dealInPlace } from '../../src/engine/sim/dealInPlace';
import {
  type PlayerLevel, type PracticeState, askHint, claimTile, declareKong, declareMahjong, discardTile, passTile, practiceRecord, startPractice, undoMove,
} from '../../src/engine/sim/practiceTable';
import { practiceScores } from '../../src/engine/sim/practiceTable/scores';
import { PRACTICE_TIERS, PRACTISABLE_RULES, generatePractice } from '../../src/engine/sim/puzzleGenerator';
import type { Puzzle } from '../../src/engine/position';
import type { RuledPuzzle } from '../../src/engine/puzzleRuling';
import type { Table } from '../../src/engine/table';
import { TILE_KINDS, type Tile, shiftRank } from '../../src/engine/tiles';
import { contentFiles, illustrations, scenarios } from '../../src/build/content/content';

type Random = () => number;

/** A unit of the record: its name within the chapter, and the lines its answers print to, worked out on demand. */
export interface Unit {
  key: string;
  lines: () => string[];
}

export interface Chapter {
  name: string;
  /** What the chapter holds, for a failure's message. */
  about: string;
  units: () => Unit[];
}

/** A unit's hash: the first 16 hex digits of the SHA-256 of its lines, one a line. */
export function hashLines(lines: readonly string[]): string {
  return createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16);
}

// ---------------------------------------------------------------------------
// How a value is written down: JSON, but tables in a compact, ordered form.
// ---------------------------------------------------------------------------

/** A table in a few short fields: each hand sorted (its order is not part of the position), the sets, the wall, the discards. */
export function tableText(table: Table): string {
  const seats = SEATS.map((seat) => {
    const s = table.seats[seat];
    const hand = [...s.concealed].sort((a, b) => TILE_KINDS.indexOf(a) - TILE_KINDS.indexOf(b)).join(' ');
    return `${seat}[${hand}|${s.melds.map((m) => JSON.stringify(m)).join(',')}]`;
  });
  const live = table.live ? `${table.live.by}:${table.live.tile}` : '-';
  const kong = table.kong ? `${table.kong.seat}:${table.kong.tile}:${table.kong.way}` : '-';
  const result = table.result ? JSON.stringify(table.result) : '-';
  const o = table.options;
  return [
    ...seats,
    `wall ${table.wall.length} ${table.wall[0] ?? '-'} ${table.wall[table.wall.length - 1] ?? '-'}`,
    `discards ${table.discards.map((d) => `${d.by[0]}${d.tile}`).join(' ')}`,
    `live ${live} drawn ${table.nextHasDrawn} turn ${table.turn} ${table.phase} claimed ${table.claimedThisTurn} kong ${kong} result ${result}`,
    `options ${o.strictWinningChow ? 'strict' : '-'} ${o.claimAfterNextDraw ? 'late' : '-'} ${o.deadWallSize}`,
  ].join(' / ');
}

/** JSON with every table written as tableText, and the practice table's `before` (the whole state before, recursively) left out. */
export function text(value: unknown): string {
  return JSON.stringify(value, function (key, v) {
    if (key === 'before') return undefined;
    if (v && typeof v === 'object' && 'seats' in v && 'wall' in v && 'phase' in v && 'options' in v) return tableText(v as Table);
    return v;
  });
}

// ---------------------------------------------------------------------------
// Content: every file the site reads, as the judge, a board and a replay see it.
// ---------------------------------------------------------------------------

/** Every state a board reaches from its opening by one press (a call, Pass, "Show me", an own-turn move, a discard, an answer to its question), and from a chow's choice. */
export function boardStates(open: BoardState): [string, BoardState][] {
  const states: [string, BoardState][] = [['open', open], ['pass', passOnBoard(open)], ['show', showRightClaim(open)]];
  if (open.claimButtons) {
    for (const kind of CLAIM_KINDS) {
      const claimed = claimOnBoard(open, kind);
      states.push([kind, claimed]);
      for (const choice of claimed.choosing ?? []) {
        const chosen = claimOnBoard(claimed, kind, choice.tiles);
        states.push([`${kind} ${choice.tiles.join('-')}`, chosen]);
        // After a refusal the board stays open: the learner's next press is judged from there.
        if (chosen.refused) states.push([`${kind} ${choice.tiles.join('-')}, then pass`, passOnBoard(chosen)]);
      }
      if (claimed.refused) states.push([`${kind}, then show`, showRightClaim(claimed)]);
    }
  }
  for (const button of open.turn ?? []) {
    const moved = moveOnBoard(open, button.move);
    states.push([`move ${JSON.stringify(button.move)}`, moved]);
    for (const tile of moved.discard?.tiles ?? []) states.push([`move ${JSON.stringify(button.move)}, discard ${tile}`, discardOnBoard(moved, tile)]);
  }
  for (const tile of open.discard?.tiles ?? []) states.push([`discard ${tile}`, discardOnBoard(open, tile)]);
  for (const choice of open.question?.choices ?? []) states.push([`answer ${choice.label}`, answerOnBoard(open, choice.seats)]);
  return states;
}

function judged(source: string, name: string, asPuzzle?: boolean): string {
  try {
    return text(judgeSource(source, name, asPuzzle));
  } catch (error) {
    if (error instanceof FormatError) return `FormatError ${text(error.problems.map(describeProblem))}`;
    throw error;
  }
}

/** A content file read with one line changed: what each reader says of a file written wrong. */
function corruptions(source: string): [string, string][] {
  const lines = source.split('\n');
  const out: [string, string][] = [];
  lines.forEach((line, i) => {
    if (!line.trim() || line.trimStart().startsWith('#')) return;
    const drop = lines.filter((_, j) => j !== i).join('\n');
    out.push([`without line ${i + 1}`, drop]);
    const twice = [...lines.slice(0, i + 1), line, ...lines.slice(i + 1)].join('\n');
    out.push([`line ${i + 1} twice`, twice]);
    // A tile changed to another: five of a kind, a set broken, an unknown tile.
    const swapped = line.replace(/\b([1-9])([cbd])\b/, (_, r: string, s: string) => `${r === '9' ? 1 : Number(r) + 1}${s}`);
    if (swapped !== line) out.push([`line ${i + 1} a rank up`, lines.map((l, j) => (j === i ? swapped : l)).join('\n')]);
    const garbled = line.replace(/\b([1-9][cbd]|[ESWN]|[RGW]d)\b/, 'Zz');
    if (garbled !== line) out.push([`line ${i + 1} a tile garbled`, lines.map((l, j) => (j === i ? garbled : l)).join('\n')]);
  });
  return out;
}

const contentChapter: Chapter = {
  name: 'content',
  about: "every scenario, puzzle and illustration of content/: the judge's report, every board state one press away, the replay's frames, and what the readers say of each file with one line dropped, doubled or changed",
  units: () => {
    const units: Unit[] = [];
    for (const f of contentFiles('scenarios') ?? []) {
      units.push({
        key: `scenarios/${f.name}`,
        lines: () => {
          const lines = [`source ${hashLines([f.text])}`, `judge ${judged(f.text, f.name)}`];
          const position = scenarios().get(f.name)!;
          for (const [press, state] of boardStates(openBoard(position))) lines.push(`board ${press}: ${text(state)}`);
          for (const [how, source] of corruptions(f.text)) lines.push(`${how}: ${judged(source, f.name)}`);
          return lines;
        },
      });
    }
    for (const f of contentFiles('puzzles') ?? []) {
      units.push({
        key: `puzzles/${f.name}`,
        lines: () => {
          const id = f.name.replace(/\.pzl$/, '');
          const lines = [`source ${hashLines([f.text])}`, `judge ${judged(f.text, id, true)}`];
          for (const [how, source] of corruptions(f.text)) lines.push(`${how}: ${judged(source, id, true)}`);
          return lines;
        },
      });
    }
    for (const { file, data } of illustrations() ?? []) {
      units.push({
        key: file.replace(/^content\//, ''),
        lines: () => replay(data, data.id).frames.map((frame, i) => `frame ${i}: ${text(frame)}`),
      });
    }
    return units;
  },
};

// ---------------------------------------------------------------------------
// Claim windows and own turns met in random games, under each set of options.
// ---------------------------------------------------------------------------

/** The eight sets of rule options: A1 strict or not, A8 late claims or not, A14 no reserve or Harr's 14 tiles. */
export const OPTION_SETS: readonly RuleOptions[] = [false, true].flatMap((strictWinningChow) =>
  [false, true].flatMap((claimAfterNextDraw) => [0, 14].map((deadWallSize) => ({ strictWinningChow, claimAfterNextDraw, deadWallSize }))),
);

export function optionsName(o: RuleOptions): string {
  return [o.strictWinningChow ? 'strict' : 'plain', o.claimAfterNextDraw ? 'late' : 'prompt', `reserve-${o.deadWallSize}`].join('.');
}

/** Seeds played under each set of options. */
export const SEEDS = 1000;

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

/** The calls a seat might announce: each kind, every chow of the tile, a pair that makes no run, one of tiles he holds, and an older or unknown target. */
function claimsFor(table: Table, seat: Seat, tile: Tile, random: Random): Claim[] {
  const claims: Claim[] = CLAIM_KINDS.map((kind) => ({ seat, kind }));
  for (const tiles of chowPartners(tile)) claims.push({ seat, kind: 'chow', tiles });
  const far = shiftRank(tile, 3) ?? shiftRank(tile, -3);
  claims.push({ seat, kind: 'chow', tiles: random() < 0.5 || !far ? [tile, tile] : chowPartners(far)[0] });
  const hand = table.seats[seat].concealed;
  if (hand.length >= 2) claims.push({ seat, kind: 'chow', tiles: [pick(random, hand), pick(random, hand)] });
  const older = table.discards.length > 1 && random() < 0.5 ? pick(random, table.discards).tile : pick(random, TILE_KINDS);
  claims.push({ seat, kind: pick(random, CLAIM_KINDS), target: older });
  return claims;
}

/** A copy with one seat's hand dead: a tile taken from it, or one from the wall added. */
function withDeadHand(table: Table, random: Random): Table {
  const next = structuredClone(table);
  const hand = next.seats[pick(random, SEATS)].concealed;
  if ((random() < 0.6 || next.wall.length === 0) && hand.length > 0) hand.splice(Math.floor(random() * hand.length), 1);
  else if (next.wall.length > 0) hand.push(next.wall.pop()!);
  return next;
}

/** A copy whose wall is down to its reserve, or one tile above it (A20). */
function withWallExhausted(table: Table, random: Random): Table {
  const next = structuredClone(table);
  next.wall = next.wall.slice(0, Math.min(next.wall.length, next.options.deadWallSize + (random() < 0.3 ? 1 : 0)));
  return next;
}

/** A window: every legal call, each seat's best, every candidate call judged, and rulings on random sets of calls (one a seat) and on the best calls. */
function windowLines(table: Table, event: ClaimEvent, random: Random, label: string, out: string[]): void {
  const legal = legalClaims(table);
  out.push(`${label} ${tableText(table)}`);
  out.push(`  legal ${JSON.stringify(legal)}`);
  const bySeat = new Map<Seat, Claim[]>();
  for (const seat of SEATS) {
    out.push(`  best ${seat} ${JSON.stringify(bestClaim(table, seat))}`);
    // The seat whose tile it is: one call, always refused (a player claims only others' tiles).
    const claims = seat === event.seat ? [{ seat, kind: pick(random, CLAIM_KINDS) }] : claimsFor(table, seat, event.tile, random);
    bySeat.set(seat, claims);
    for (const one of claims) out.push(`  check ${JSON.stringify(one)} ${JSON.stringify(checkClaim(table, one))}`);
  }
  for (let round = 0; round <= 2; round++) {
    const announced: Claim[] = [];
    for (const seat of SEATS) {
      if (round === 2) {
        const best = legal.find((c) => c.claim.seat === seat);
        if (best) announced.push(best.claim);
      } else if (random() < 0.6) {
        const mine = legal.filter((c) => c.claim.seat === seat);
        announced.push(mine.length && random() < 0.5 ? pick(random, mine).claim : pick(random, bySeat.get(seat)!));
      }
    }
    const { table: after, ...ruling } = adjudicate(table, announced);
    out.push(`  ruling ${JSON.stringify(announced)} ${JSON.stringify(ruling)} ${tableText(after)}`);
  }
}

/** Every move the player whose turn it is might try: each discard, a kong of every tile he holds or has a pung of, Mah-Jongg, a draw, a loose tile; and one by another seat. */
function ownTurnLines(table: Table, label: string, out: string[]): void {
  const seat = table.turn;
  const s = table.seats[seat];
  const tiles = [...new Set([...s.concealed, ...s.melds.filter((m) => m.kind === 'pung').map((m) => m.tiles[0])])].sort();
  const moves: Move[] = [
    ...tiles.map((tile): Move => ({ type: 'discard', seat, tile })),
    ...tiles.map((tile): Move => ({ type: 'kong', seat, tile })),
    { type: 'mahjong', seat },
    { type: 'draw', seat },
    { type: 'loose', seat },
    { type: 'discard', seat: SEATS[(SEATS.indexOf(seat) + 1) % 4], tile: s.concealed[0] },
  ];
  out.push(`${label} ${tableText(table)}`);
  for (const move of moves) {
    const result = play(table, move);
    out.push(`  ${JSON.stringify(move)} ${result.ok ? `ok ${JSON.stringify(result.explanation)} ${tableText(result.table)}` : `refused ${JSON.stringify(result.refusal)}`}`);
  }
}

/** Does a seat other than the event's hold three of its tile (a kong call is possible)? */
function threeHeld(pt: PlayTable, event: number): boolean {
  for (let seat = 0; seat < 4; seat++) if (seat !== eventSeat(event) && pt.rows[seat][eventTile(event)] >= 3) return true;
  return false;
}

/**
 * One seed's game under one set of options, played on the fast core by the
 * random player of playHand: the legal calls at every claim window and every
 * move; then, through the immutable steps, every claim window on a kong,
 * three in ten where a seat holds three of the tile (a kong call is possible)
 * and one in forty of the others judged in full, and one own turn in
 * twenty-five with every move tried, some of each also with a dead hand or an
 * exhausted wall; and the last position.
 */
export function gameLines(seed: number, options: RuleOptions): string[] {
  const sample = seededRandom(seed ^ 0x601d);
  const pt = dealInPlace(seed, options);
  const player = new RandomPlayer(seededRandom(seed ^ 0x9e3779b9), { claimChance: 0.3 + (0.7 * ((seed * 7919) % 100)) / 100 });
  const legal = new Int32Array(16);
  const out: string[] = [];
  const moves: string[] = [];
  for (let i = 0; i < 2000; i++) {
    const event = currentCallEvent(pt);
    if (event >= 0) {
      const n = legalClaimCodes(pt.window, legal);
      moves.push(`[${legal.subarray(0, n).join(',')}]`);
      if (eventKind(event) !== EventKind.Discard || (threeHeld(pt, event) && sample() < 0.3) || sample() < 1 / 40) {
        const table = tableOf(pt);
        const e = currentEvent(table)!;
        windowLines(table, e, sample, `window ${i}`, out);
        if (sample() < 0.3) windowLines(withDeadHand(table, sample), e, sample, `window ${i} dead hand`, out);
        if (sample() < 0.3) windowLines(withWallExhausted(table, sample), e, sample, `window ${i} wall exhausted`, out);
      }
    } else if (pt.s[PHASE] === Phase.Discard && sample() < 1 / 25) {
      const table = tableOf(pt);
      ownTurnLines(table, `turn ${i}`, out);
      if (sample() < 0.3) ownTurnLines(withWallExhausted(table, sample), `turn ${i} wall exhausted`, out);
      if (sample() < 0.2) ownTurnLines(withDeadHand(table, sample), `turn ${i} dead hand`, out);
    }
    const move = player.choose(pt);
    if (move < 0) break;
    moves.push(move === MoveType.ClaimType ? `c${player.claims.subarray(0, player.claimCount).join(',')}` : String(move));
    const refused = playMove(pt, move, player.claims, player.claimCount);
    if (refused) throw new Error(`gameLines(${seed}): move ${i} (${move}) refused: ${refused}`);
  }
  out.push(`moves ${moves.join(' ')}`);
  out.push(`end ${tableText(tableOf(pt))}`);
  return out;
}

export function gamesChapter(options: RuleOptions): Chapter {
  return {
    name: `games.${optionsName(options)}`,
    about: `${SEEDS} random games under ${text(options)}: every move, and the claim windows and own turns met, judged in full`,
    units: () => Array.from({ length: SEEDS }, (_, i): Unit => ({ key: String(i + 1), lines: () => gameLines(i + 1, options) })),
  };
}

// ---------------------------------------------------------------------------
// The fast core's games, the practice puzzles, the practice table, the referee.
// ---------------------------------------------------------------------------

const computerChapter: Chapter = {
  name: 'computer',
  about: "hands played on the fast core: four computer players (playComputerHand) and four random players (playHand), 100 seeds under each set of options, each hand's last position and calls",
  units: () =>
    OPTION_SETS.flatMap((options) =>
      Array.from({ length: 100 }, (_, i): Unit => ({
        key: `${optionsName(options)}.${i + 1}`,
        lines: () => {
          const computer = playComputerHand(i + 1, options);
          const random = playHand(i + 1, { options });
          return [
            `computer ${computer.moves} ${computer.claimsWon.join(',')} ${tableText(tableOf(computer.table))}`,
            `random ${random.moves} ${random.claimsWon.join(',')} ${tableText(tableOf(random.table))}`,
          ];
        },
      })),
    ),
};

const practicePuzzleChapter: Chapter = {
  name: 'practice-puzzles',
  about: 'practice puzzles made from seeds, at every level and for every rule that can be practised',
  units: () => {
    const units: Unit[] = [];
    for (const tier of PRACTICE_TIERS) {
      for (const rule of [null, ...PRACTISABLE_RULES[tier]]) {
        units.push({
          key: `tier-${tier}.${rule ?? 'any'}`,
          // The puzzle as made; the ruling it carries for its board (rulePuzzle.ts) is the judge's, which the content chapter holds.
          lines: () => Array.from({ length: 6 }, (_, i) => `seed ${i * 7919 + 1} ${text(unruled(generatePractice(i * 7919 + 1, { tier, rule })))}`),
        });
      }
    }
    return units;
  },
};

/** A made puzzle without the ruling it carries for its board. */
function unruled(puzzle: RuledPuzzle | null): Puzzle | null {
  if (!puzzle) return null;
  const { ruling: _ruling, ...made } = puzzle;
  return made;
}

/** What the learner at the practice table is shown: the state without its table (the seats, prompt, news and record show it) and without the state before it. */
function shown(state: PracticeState): string {
  // The levels are printed where a computer player plays Harr's game, a hand dealt dead where it was, and a moment's
  // position for review where the learner missed a call: the hands against four quick players, dealt whole, print as
  // before any of them was, but for the missed calls.
  const { table, before, levels, deadHand, ...plain } = state;
  const moments = plain.moments.map(({ review, ...moment }) => (review ? { ...moment, review } : moment));
  const rest = { ...plain, moments, ...(SEATS.some((s) => levels[s] !== 'quick') ? { levels } : {}), ...(deadHand ? { deadHand } : {}) };
  const end = rest.end;
  // The scores of a won hand are worked out apart (practiceScores: the page loads the scoring when the hand ends);
  // the record keeps them where the end of the hand held them.
  const { onLooseTile, ...ended } = end ?? {};
  return text({ ...rest, end: end && { ...ended, score: practiceScores(state) }, undo: before !== null });
}

/**
 * A scripted learner plays one hand: at a window he sometimes tries a call
 * the rules refuse, asks for a hint, takes a call offered, or passes; in his
 * turn he goes out when he can, sometimes declares a kong, sometimes undoes,
 * and otherwise discards a tile picked from the seed.
 */
export function practiceLines(seed: number, seat: Seat, options: RuleOptions, everyDiscard: boolean, levels: Partial<Record<Seat, PlayerLevel>> = {}): string[] {
  const random = seededRandom(seed ^ 0x7ab1e);
  let state = startPractice({ seed, seat, options, everyDiscard, levels });
  const out = [`start ${shown(state)}`];
  for (let step = 0; step < 400 && !state.end; step++) {
    const prompt = state.prompt;
    let what: string;
    if (random() < 0.1) {
      state = askHint(state);
      what = 'hint';
    } else if (state.before && random() < 0.04) {
      state = undoMove(state);
      what = 'undo';
    } else if (prompt.kind === 'claim') {
      if (prompt.choosing?.length) {
        const choice = pick(random, prompt.choosing);
        state = claimTile(state, 'chow', choice.tiles);
        what = `chow ${choice.tiles.join('-')}`;
      } else if (random() < 0.25) {
        const kind: ClaimKind = pick(random, CLAIM_KINDS);
        state = claimTile(state, kind);
        what = `try ${kind}`;
      } else if (prompt.claims.length && random() < 0.6) {
        const picked = pick(random, prompt.claims).claim;
        state = claimTile(state, picked.kind, picked.tiles);
        what = `call ${text(picked)}`;
      } else {
        state = passTile(state);
        what = 'pass';
      }
    } else if (prompt.kind === 'turn') {
      const hand = state.table.seats[seat].concealed;
      if (prompt.canWin) {
        state = declareMahjong(state);
        what = 'mahjong';
      } else if (random() < 0.05) {
        state = declareMahjong(state);
        what = 'try mahjong';
      } else if (random() < 0.08) {
        const tile = pick(random, hand);
        state = declareKong(state, tile);
        what = `try kong ${tile}`;
      } else if (prompt.kongs.length && random() < 0.5) {
        const tile = pick(random, prompt.kongs).tile;
        state = declareKong(state, tile);
        what = `kong ${tile}`;
      } else {
        const tile = pick(random, hand);
        state = discardTile(state, tile);
        what = `discard ${tile}`;
      }
    } else {
      break;
    }
    out.push(`${what}: ${shown(state)}`);
  }
  out.push(`record ${JSON.stringify(practiceRecord(state))}`);
  return out;
}

const practiceChapter: Chapter = {
  name: 'practice-table',
  about: 'forty hands at the practice table played by a scripted learner, every seat, every set of options, with and without stopping at every discard',
  units: () =>
    Array.from({ length: 40 }, (_, i): Unit => {
      const seed = 1000 + i * 37;
      const seat = SEATS[i % 4];
      const options = OPTION_SETS[i % OPTION_SETS.length];
      const everyDiscard = i % 5 === 0;
      return { key: `${seed}.${seat}.${optionsName(options)}${everyDiscard ? '.every-discard' : ''}`, lines: () => practiceLines(seed, seat, options, everyDiscard) };
    }).concat(
      // Ten more against computer players of Harr's level: all three, or one among quick players.
      Array.from({ length: 10 }, (_, i): Unit => {
        const seed = 3000 + i * 41;
        const seat = SEATS[i % 4];
        const options = OPTION_SETS[i % OPTION_SETS.length];
        const levels: Partial<Record<Seat, PlayerLevel>> = {};
        for (const [n, other] of SEATS.filter((x) => x !== seat).entries()) levels[other] = i % 2 === 0 || n === i % 3 ? 'harr' : 'quick';
        const named = SEATS.filter((x) => levels[x] === 'harr').join('-');
        return { key: `${seed}.${seat}.${optionsName(options)}.harr-${named}`, lines: () => practiceLines(seed, seat, options, false, levels) };
      }),
    ),
};

const refereeChapter: Chapter = {
  name: 'referee',
  about: "setups laid out on the referee page (the fuzz tests' generator, fixed seeds): the verdict, and the address read back",
  units: () =>
    Array.from({ length: 20 }, (_, i): Unit => ({
      key: `batch-${i + 1}`,
      lines: () =>
        fc.sample(setupArbitrary, { seed: 29_000 + i, numRuns: 50 }).map((setup) => {
          const verdict = refereeVerdict(setup);
          const address = writeRefereeAddress(setup);
          const read = readRefereeAddress(address);
          return `${text(setup)} => ${text(verdict.kind === 'ruled' ? { kind: verdict.kind, ruling: verdict.ruling } : verdict.kind === 'problems' ? verdict : { kind: verdict.kind })} address ${address} read ${text(read)}`;
        }),
    })),
};

/** Every chapter of the record. */
export function chapters(): Chapter[] {
  return [contentChapter, ...OPTION_SETS.map(gamesChapter), computerChapter, practicePuzzleChapter, practiceChapter, refereeChapter];
}
