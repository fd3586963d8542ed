/**
 * Scenario files: a position, an event and the announced claims, in a plain
 * text format meant to be read and written by hand (see the site's notation page, src/pages/notation.astro).
 *
 *   title: East pungs South's nine
 *   view: East
 *   East: 1b 2b 3b 7d 7d Rd Rd Rd 9c 9c | chow 4c 5c* 6c from North
 *   South: hidden
 *   discards: 2b E 4d
 *   event: South discards 9c
 *   claim: East pung
 *
 * Seat lines describe the position after the event. With `drawn: Seat`, the
 * last tile named on that seat's line is the tile he has just drawn. Tiles a file does not
 * name (hidden hands, the wall) are dealt from the rest of the set with a
 * seeded shuffle, so a scenario always plays the same way.
 */
import { type Claim, type ClaimEvent, checkClaim, currentEvent, parseClaimKind } from './claims';
import { type Meld, meldProblem } from './melds';
import { type RuleOptions, withDefaults } from './options';
import { PositionError } from './refusal';
import type { RuleId } from './rules';
import { SEATS, type Seat, nextSeat, parseSeat, previousSeat } from './seats';
import { hashSeed, shuffle } from './shuffle';
import { type Discard, type Phase, type SeatState, type Table, type KongInProgress, actualCount, expectedCount, makeTable } from './table';
import { COPIES_OF_EACH_TILE, NotationError, type Tile, fullSet, parseTile, removeTiles, tileName } from './tiles';

export interface Scenario {
  title: string;
  /** The seat the learner plays. */
  view: Seat;
  /** Seats whose concealed tiles are shown. */
  shown: Seat[];
  table: Table;
  event: ClaimEvent | null;
  /** Claims announced by the other seats (and, in the judge, by every seat). */
  claims: Claim[];
  seed: number;
  /** What the learner is asked, when the file says. */
  prompt: string | null;
  /** The right call for the learner's seat: a claim, or null to let the tile go by. Undefined when the file gives none. */
  answer?: Claim | null;
  /** The file's own text, for showing its source. */
  source: string;
}

/** A malformed scenario: names the line, the field and, where it applies, the rule it breaks. */
export class ScenarioError extends PositionError {
  constructor(
    message: string,
    readonly line: number | null,
    field: string,
    rule: RuleId | null = null,
  ) {
    super(rule, line ? `line ${line} (${field}): ${message}` : `${field}: ${message}`, field);
    this.name = 'ScenarioError';
  }
}

export interface SeatSpec {
  line: number;
  known: Tile[];
  fill: boolean;
  melds: Meld[];
}

const FIELDS = ['title', 'prompt', 'answer', 'view', 'show', 'seed', 'discards', 'event', 'claim', 'drawn', 'turn', 'wall', 'next', 'loose', 'options', ...SEATS];

function tile(token: string, line: number, field: string): Tile {
  try {
    return parseTile(token);
  } catch (error) {
    if (error instanceof NotationError) throw new ScenarioError(error.message, line, field);
    throw error;
  }
}

function seat(word: string, line: number, field: string): Seat {
  const found = parseSeat(word);
  if (!found) throw new ScenarioError(`"${word}" is not a seat: write East, South, West or North`, line, field);
  return found;
}

/** `chow 4c 5c* 6c from North`, `pung 9c 9c 9c* from South`, `kong 1d 1d 1d 1d concealed`, `kong 1d 1d 1d* 1d+ from West`. */
function parseMeld(text: string, line: number, field: string): Meld {
  const words = text.trim().split(/\s+/);
  const kind = words.shift();
  if (kind !== 'chow' && kind !== 'pung' && kind !== 'kong') {
    throw new ScenarioError(`"${text.trim()}" is not a set: a set starts with chow, pung or kong`, line, field);
  }
  const tiles: Tile[] = [];
  let claimedTile: Tile | undefined;
  let added: Tile | undefined;
  let from: Seat | undefined;
  let concealed = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (w === 'from') {
      from = seat(words[++i] ?? '', line, field);
    } else if (w === 'concealed') {
      concealed = true;
    } else if (w.endsWith('*')) {
      claimedTile = tile(w.slice(0, -1), line, field);
      tiles.push(claimedTile);
    } else if (w.endsWith('+')) {
      added = tile(w.slice(0, -1), line, field);
      tiles.push(added);
    } else {
      tiles.push(tile(w, line, field));
    }
  }
  if (claimedTile && !from) throw new ScenarioError(`the ${kind} marks a claimed tile with * but does not say whom it came from: add "from <Seat>"`, line, field);
  if (from && !claimedTile) throw new ScenarioError(`the ${kind} says "from ${from}" but marks no claimed tile: put * after it, as in 5c*`, line, field);
  const meld: Meld = { kind, tiles, ...(claimedTile && from ? { claimed: { tile: claimedTile, from } } : {}) };
  if (kind === 'kong') meld.kongWay = concealed ? 'concealed' : added ? 'added' : 'discard';
  if (added) meld.added = added;
  const problem = meldProblem(meld);
  if (problem) throw new ScenarioError(problem, line, field, 'SET-DEFS');
  return meld;
}

export function parseSeatLine(text: string, line: number, field: string): SeatSpec {
  const [hand, ...sets] = text.split('|');
  const known: Tile[] = [];
  let fill = false;
  for (const w of hand.trim().split(/\s+/).filter(Boolean)) {
    if (w === 'hidden') fill = true;
    else known.push(tile(w, line, field));
  }
  return { line, known, fill, melds: sets.map((s) => parseMeld(s, line, field)) };
}

function parseOptions(text: string, line: number): Partial<RuleOptions> {
  const options: Partial<RuleOptions> = {};
  for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [name, value] = part.split(/\s+/);
    if (name === 'strict-winning-chow') options.strictWinningChow = true;
    else if (name === 'claim-after-next-draw') options.claimAfterNextDraw = true;
    else if (name === 'dead-wall') {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0) throw new ScenarioError(`dead-wall takes a whole number of tiles, not "${value ?? ''}"`, line, 'options');
      options.deadWallSize = n;
    } else throw new ScenarioError(`unknown option "${name}": the options are strict-winning-chow, claim-after-next-draw and dead-wall N`, line, 'options');
  }
  return options;
}

interface EventSpec {
  line: number;
  seat: Seat;
  verb: 'discards' | 'adds' | 'declares';
  tile: Tile;
}

function parseEvent(text: string, line: number): EventSpec {
  const m = /^(\w+)\s+(discards|adds|declares)\s+(\S+)$/.exec(text.trim());
  if (!m) throw new ScenarioError(`"${text.trim()}" is not an event: write "South discards 9c", "West adds 5b" or "West declares 1d"`, line, 'event');
  return { line, seat: seat(m[1], line, 'event'), verb: m[2] as EventSpec['verb'], tile: tile(m[3], line, 'event') };
}

function parseClaim(text: string, line: number): Claim {
  const words = text.trim().split(/\s+/);
  const who = seat(words[0] ?? '', line, 'claim');
  const kind = parseClaimKind(words[1] ?? '');
  if (!kind) throw new ScenarioError(`"${words[1] ?? ''}" is not a claim: write chow, pung, kong or mahjong`, line, 'claim');
  const tiles = words.slice(2).map((w) => tile(w, line, 'claim'));
  if (kind === 'chow') {
    if (tiles.length === 0) return { seat: who, kind };
    if (tiles.length !== 2) throw new ScenarioError('a chow names the two tiles from the hand, as in "South chow 4c 6c"', line, 'claim');
    return { seat: who, kind, tiles: [tiles[0], tiles[1]] };
  }
  if (tiles.length > 1) throw new ScenarioError(`a ${kind} claim names at most the discard it is for`, line, 'claim');
  return tiles.length ? { seat: who, kind, target: tiles[0] } : { seat: who, kind };
}

/** Reads a scenario; a malformed one raises a ScenarioError naming the line and field. */
export function parseScenario(source: string, name = 'scenario'): Scenario {
  let title = '';
  let prompt: string | null = null;
  let answerSpec: { text: string; line: number } | null = null;
  let view: Seat | null = null;
  let shown: Seat[] | null = null;
  let seed: number | null = null;
  let discardTiles: { tiles: Tile[]; line: number } = { tiles: [], line: 0 };
  let eventSpec: EventSpec | null = null;
  let drawn: { seat: Seat; line: number } | null = null;
  let turnSpec: { seat: Seat; phase: Phase; line: number } | null = null;
  let wallSize: { n: number; line: number } | null = null;
  let next: Tile[] = [];
  let loose: Tile[] = [];
  let options: Partial<RuleOptions> = {};
  const claims: Claim[] = [];
  const seatSpecs = new Map<Seat, SeatSpec>();
  const seen = new Set<string>();

  source.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const text = raw.replace(/#.*$/, '').trim();
    if (!text) return;
    const colon = text.indexOf(':');
    if (colon < 0) throw new ScenarioError(`"${text}" has no field name: write "field: value"`, line, 'line');
    const field = text.slice(0, colon).trim();
    const value = text.slice(colon + 1).trim();
    if (!FIELDS.includes(field)) throw new ScenarioError(`unknown field "${field}"; the fields are ${FIELDS.join(', ')}`, line, field);
    if (field !== 'claim' && seen.has(field)) throw new ScenarioError(`"${field}" is given twice`, line, field);
    seen.add(field);
    switch (field) {
      case 'title':
        title = value;
        break;
      case 'prompt':
        prompt = value;
        break;
      case 'answer':
        answerSpec = { text: value, line };
        break;
      case 'view':
        view = seat(value, line, field);
        break;
      case 'show':
        shown = value === 'all' ? [...SEATS] : value.split(/[\s,]+/).filter(Boolean).map((w) => seat(w, line, field));
        break;
      case 'seed':
        if (!/^\d+$/.test(value)) throw new ScenarioError(`the seed is a whole number, not "${value}"`, line, field);
        seed = Number(value);
        break;
      case 'discards':
        discardTiles = { tiles: value.split(/\s+/).filter(Boolean).map((w) => tile(w, line, field)), line };
        break;
      case 'event':
        eventSpec = parseEvent(value, line);
        break;
      case 'claim':
        claims.push(parseClaim(value, line));
        break;
      case 'drawn':
        drawn = { seat: seat(value, line, field), line };
        break;
      case 'turn': {
        const m = /^(\w+)\s+(draws|discards)$/.exec(value);
        if (!m) throw new ScenarioError(`write "turn: South draws" (he is about to draw) or "turn: South discards" (he has drawn)`, line, field);
        turnSpec = { seat: seat(m[1], line, field), phase: m[2] === 'draws' ? 'draw' : 'discard', line };
        break;
      }
      case 'wall':
        if (!/^\d+$/.test(value)) throw new ScenarioError(`the wall is a number of tiles, not "${value}"`, line, field);
        wallSize = { n: Number(value), line };
        break;
      case 'next':
        next = value.split(/\s+/).filter(Boolean).map((w) => tile(w, line, field));
        break;
      case 'loose':
        loose = value.split(/\s+/).filter(Boolean).map((w) => tile(w, line, field));
        break;
      case 'options':
        options = parseOptions(value, line);
        break;
      default:
        seatSpecs.set(field as Seat, parseSeatLine(value, line, field));
    }
  });

  if (!title) throw new ScenarioError('every scenario needs a title', null, 'title');
  if (!view) throw new ScenarioError('say whose seat the learner takes, as in "view: South"', null, 'view');
  const viewSeat: Seat = view;
  const ev = eventSpec as EventSpec | null;
  const turn = turnSpec as { seat: Seat; phase: Phase; line: number } | null;
  if (ev && turn) throw new ScenarioError('give either an event or a turn, not both', turn.line, 'turn');
  if (!ev && !turn) throw new ScenarioError('say what is happening: an "event:" (a discard, a tile added to a pung, a kong declared) or a "turn:"', null, 'event');
  const drew = drawn as { seat: Seat; line: number } | null;
  if (drew && (!ev || ev.verb !== 'discards' || drew.seat !== nextSeat(ev.seat))) {
    throw new ScenarioError(`"drawn" names the player after the discarder who has already drawn${ev ? ` (${ev.seat ? nextSeat(ev.seat) : ''})` : ''}`, drew.line, 'drawn');
  }

  // Build the seats from what the file names.
  const seats = {} as Record<Seat, SeatState>;
  for (const s of SEATS) {
    const spec = seatSpecs.get(s);
    seats[s] = { concealed: spec ? [...spec.known] : [], melds: spec ? spec.melds : [] };
  }

  let phase: Phase;
  let turnSeat: Seat;
  let kong: KongInProgress | null = null;
  let live: Discard | null = null;
  const discards: Discard[] = [];
  let by = ev ? ev.seat : turn!.seat;
  for (let i = discardTiles.tiles.length - 1; i >= 0; i--) {
    by = previousSeat(by);
    discards.unshift({ tile: discardTiles.tiles[i], by });
  }
  if (ev) {
    if (ev.verb === 'discards') {
      live = { tile: ev.tile, by: ev.seat };
      discards.push(live);
      turnSeat = nextSeat(ev.seat);
      phase = drew ? 'discard' : 'draw';
    } else if (ev.verb === 'adds') {
      const pung = seats[ev.seat].melds.find((m) => m.kind === 'pung' && m.tiles[0] === ev.tile);
      if (!pung) throw new ScenarioError(`${ev.seat} has no exposed pung of ${ev.tile} to add to`, ev.line, 'event', 'KONG-ADD-DRAWN');
      turnSeat = ev.seat;
      phase = 'robbing';
      kong = { seat: ev.seat, tile: ev.tile, way: 'added' };
    } else {
      const k = seats[ev.seat].melds.find((m) => m.kind === 'kong' && m.kongWay === 'concealed' && m.tiles[0] === ev.tile);
      if (!k) throw new ScenarioError(`${ev.seat} has no concealed kong of ${ev.tile} laid out: add "| kong ${ev.tile} ${ev.tile} ${ev.tile} ${ev.tile} concealed" to his line`, ev.line, 'event', 'KONG-CONCEALED');
      turnSeat = ev.seat;
      phase = 'loose';
      kong = { seat: ev.seat, tile: ev.tile, way: 'concealed' };
    }
  } else {
    turnSeat = turn!.seat;
    phase = turn!.phase;
  }

  // Check copies line by line, so that the error names the line with one copy too many.
  const counted = new Map<Tile, number>();
  const countIn = (tiles: Tile[], line: number | null, field: string) => {
    for (const t of tiles) {
      const n = (counted.get(t) ?? 0) + 1;
      counted.set(t, n);
      if (n > COPIES_OF_EACH_TILE) {
        throw new ScenarioError(`this makes ${n} of the ${tileName(t)} (${t}), but a set has only ${COPIES_OF_EACH_TILE} of each tile`, line, field, 'BG-FOUR-COPIES');
      }
    }
  };
  for (const s of SEATS) {
    const spec = seatSpecs.get(s);
    if (spec) countIn([...spec.known, ...spec.melds.flatMap((m) => m.tiles)], spec.line, s);
  }
  countIn(discardTiles.tiles, discardTiles.line || null, 'discards');
  if (ev && ev.verb !== 'declares') countIn([ev.tile], ev.line, 'event');
  countIn([...next, ...loose], null, 'next/loose');

  const pool = removeTiles(fullSet(), [...counted.entries()].flatMap(([t, n]) => Array<Tile>(n).fill(t)))!;
  const seedValue = seed ?? hashSeed(`${name}:${title}`);
  const rest = shuffle(pool, seedValue);

  const probe = makeTable({ seats, wall: [], discards, live, nextHasDrawn: !!drew, turn: turnSeat, phase, kong, options });
  for (const s of SEATS) {
    const spec = seatSpecs.get(s);
    const want = expectedCount(probe, s);
    const have = actualCount(probe, s);
    if (!spec || spec.fill) {
      if (have > want) {
        throw new ScenarioError(`${s} holds ${have} tiles with his sets, but should hold ${want} (13, plus one per kong${want > 13 + probe.seats[s].melds.filter((m) => m.kind === 'kong').length ? ', plus the tile he has drawn' : ''})`, spec?.line ?? null, s, 'TILECOUNT-13-PLUS-KONGS');
      }
      seats[s].concealed.push(...rest.splice(0, want - have));
    } else if (have !== want) {
      throw new ScenarioError(
        `${s} holds ${have} tiles in hand and in sets, but should hold ${want}: 13, plus one for each kong${want > 13 + probe.seats[s].melds.filter((m) => m.kind === 'kong').length ? ', plus the tile he has drawn' : ''}. Add "hidden" to fill the hand, or fix the tiles`,
        spec.line,
        s,
        'TILECOUNT-13-PLUS-KONGS',
      );
    }
  }
  const w = wallSize as { n: number; line: number } | null;
  let wall = [...next, ...rest, ...[...loose].reverse()];
  if (w) {
    if (w.n > wall.length) throw new ScenarioError(`only ${wall.length} tiles are left for the wall, not ${w.n}`, w.line, 'wall');
    if (w.n < next.length + loose.length) throw new ScenarioError(`the wall must hold at least the ${next.length + loose.length} tiles named in next and loose`, w.line, 'wall');
    wall = [...next, ...rest.slice(0, w.n - next.length - loose.length), ...[...loose].reverse()];
  }
  const table = makeTable({ seats, wall, discards, live, nextHasDrawn: !!drew, turn: turnSeat, phase, kong, options: withDefaults(options) });
  for (const c of claims) {
    if (!seatSpecs.has(c.seat)) {
      // A claimant's tiles must be named, or the claim would be judged on tiles dealt at random.
      throw new ScenarioError(`${c.seat} announces a ${c.kind} but his line is missing: name his tiles`, null, 'claim');
    }
  }
  const shownSeats: Seat[] = (shown as Seat[] | null) ?? [viewSeat];
  const scenario: Scenario = { title, view: viewSeat, shown: shownSeats, table, event: currentEvent(table), claims, seed: seedValue, prompt, source };
  const a = answerSpec as { text: string; line: number } | null;
  if (a) scenario.answer = parseAnswer(a.text, a.line, scenario);
  return scenario;
}

/** `answer: pass`, or the learner's claim, which the engine must find legal. */
function parseAnswer(text: string, line: number, scenario: Scenario): Claim | null {
  if (text === 'pass') return null;
  const claim = parseClaim(text, line);
  if (claim.seat !== scenario.view) throw new ScenarioError(`the answer is the call of the learner's seat, ${scenario.view}, not ${claim.seat}`, line, 'answer');
  if (!scenario.event) throw new ScenarioError('there is nothing to claim in this position, so the answer can only be "pass"', line, 'answer');
  const check = checkClaim(scenario.table, claim);
  if (!check.legal) throw new ScenarioError(`the engine refuses this answer: ${check.refusal.message}`, line, 'answer', check.refusal.rule);
  return check.claim;
}
