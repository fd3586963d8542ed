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
 *
 * A seat holding the wrong number of tiles is a position, not an error: its
 * hand is dead (A21), and `hidden` only ever adds tiles, up to the count. What
 * the reader rejects as impossible is what no set of tiles could produce: a
 * fifth copy of a tile, more tiles than the set holds, a set claimed from its
 * own owner, a chow taken from anyone but the player on the left.
 *
 * Any text may arrive here (the judge reads whatever file it is given), so
 * every step is linear in the length of the file, and every message quotes
 * the file through `quote`: short, and with unprintable characters escaped.
 */
import { type Claim, type ClaimEvent, type ClaimKind, checkClaim, currentEvent, parseClaimKind } from '../claims';
import { type Meld, meldProblem } from '../melds';
import { type RuleOptions, withDefaults } from '../options';
import type { Position } from '../position';
import { PositionError, quote } from '../refusal';
import type { RuleId } from '../rules';
import { SEATS, type Seat, nextSeat, parseSeat, previousSeat } from '../seats';
import { hashSeed, shuffle } from '../random';
import { type Discard, type Phase, type SeatState, type Table, type KongInProgress, actualCount, canDraw, expectedCount, isDeadHand, makeTable } from '../table';
import { COPIES_OF_EACH_TILE, FULL_SET_SIZE, NotationError, type Tile, fullSet, parseTile, removeTiles, tileName } from '../tiles';

/** A position read from a scenario file, with what the file itself says. */
export interface Scenario extends Position {
  /** The seed the file's hidden tiles were dealt with. */
  seed: number;
  /** The file's own text, for showing its source. */
  source: string;
}

/**
 * A malformed scenario, or an impossible position: names the line, the field
 * and, where it applies, the rule it breaks. `impossible` is set for a
 * position no set of tiles could produce (the judge's exit 2).
 */
export class ScenarioError extends PositionError {
  constructor(
    message: string,
    readonly line: number | null,
    field: string,
    rule: RuleId | null = null,
    impossible = false,
  ) {
    super(rule, line ? `line ${line} (${field}): ${message}` : `${field}: ${message}`, field, impossible);
    this.name = 'ScenarioError';
  }
}

/** A position no set of tiles could produce, as opposed to a file written wrong. */
function impossible(message: string, line: number | null, field: string, rule: RuleId): ScenarioError {
  return new ScenarioError(message, line, field, rule, true);
}

export interface SeatSpec {
  line: number;
  known: Tile[];
  fill: boolean;
  melds: Meld[];
}

const FIELDS = ['title', 'prompt', 'answer', 'view', 'show', 'seed', 'discards', 'event', 'claim', 'drawn', 'turn', 'wall', 'next', 'loose', 'options', ...SEATS];

/** What a seat is said to announce, in messages. */
const ANNOUNCED: Record<ClaimKind, string> = { chow: 'a chow', pung: 'a pung', kong: 'a kong', mahjong: 'Mah-Jongg' };

/**
 * A line without its comment, trimmed. Cut at the first `#` by hand: the
 * regular expression /#.*$/ fails at a lone carriage return (which `.` does
 * not match) and then retries from every later `#`, quadratic on a long line.
 */
export function stripComment(raw: string): string {
  const hash = raw.indexOf('#');
  return (hash < 0 ? raw : raw.slice(0, hash)).trim();
}

/**
 * The field name and value of a `field: value` line, or null when it has no
 * colon. A seat's name may be written in any case, as seat words may
 * everywhere else; it comes back as East, South, West or North.
 */
export function splitField(text: string): { field: string; value: string } | null {
  const colon = text.indexOf(':');
  if (colon < 0) return null;
  const name = text.slice(0, colon).trim();
  return { field: parseSeat(name) ?? name, value: text.slice(colon + 1).trim() };
}

function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

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
  if (!found) throw new ScenarioError(`${quote(word)} is not a seat: write East, South, West or North`, line, field);
  return found;
}

/** `chow 4c 5c* 6c from North`, `pung 9c 9c 9c* from South`, `kong 1d 1d 1d 1d concealed`, `kong 1d 1d 1d* 1d+ from West`. */
function parseMeld(text: string, line: number, field: string): Meld {
  const parts = words(text);
  const kind = parts[0];
  if (kind !== 'chow' && kind !== 'pung' && kind !== 'kong') {
    throw new ScenarioError(`${quote(text.trim())} is not a set: a set starts with chow, pung or kong`, line, field);
  }
  const tiles: Tile[] = [];
  let claimedTile: Tile | undefined;
  let added: Tile | undefined;
  let from: Seat | undefined;
  let concealed = false;
  for (let i = 1; i < parts.length; i++) {
    const w = parts[i];
    if (w === 'from') {
      from = seat(parts[++i] ?? '', line, field);
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

/**
 * Sets no play could have made (A21): a set whose claimed tile came from its
 * own owner, who cannot claim his own discard, and a chow taken from anyone
 * but the player on the owner's left.
 */
function checkSetOrigin(owner: Seat, meld: Meld, line: number): void {
  const from = meld.claimed?.from;
  if (!from) return;
  const set = `${meld.kind} ${meld.tiles.join(' ')}`;
  if (from === owner) {
    throw impossible(`${owner}'s ${set} says its tile came from ${owner} himself, but a player claims only other players' discards: name the seat that discarded it`, line, owner, 'CLAIM-OTHERS-DISCARD');
  }
  if (meld.kind === 'chow' && from !== previousSeat(owner)) {
    throw impossible(`${owner}'s ${set} says its tile came from ${from}, but a chow is taken only from the player on the left: for ${owner} that is ${previousSeat(owner)}`, line, owner, 'CHOW-LEFT-ONLY');
  }
}

export function parseSeatLine(text: string, line: number, field: string): SeatSpec {
  const [hand, ...sets] = text.split('|');
  const known: Tile[] = [];
  let fill = false;
  for (const w of words(hand)) {
    if (w === 'hidden') fill = true;
    else known.push(tile(w, line, field));
  }
  const melds = sets.map((s) => parseMeld(s, line, field));
  const owner = parseSeat(field);
  if (owner) for (const m of melds) checkSetOrigin(owner, m, line);
  return { line, known, fill, melds };
}

function parseOptions(text: string, line: number): Partial<RuleOptions> {
  const options: Partial<RuleOptions> = {};
  const given = new Set<string>();
  for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [name, value] = words(part);
    if (given.has(name)) throw new ScenarioError(`the option ${quote(name)} is given twice: keep one`, line, 'options');
    given.add(name);
    if (name === 'strict-winning-chow') options.strictWinningChow = true;
    else if (name === 'claim-after-next-draw') options.claimAfterNextDraw = true;
    else if (name === 'dead-wall') {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0) throw new ScenarioError(`dead-wall takes a whole number of tiles, not ${quote(value ?? '')}`, line, 'options');
      options.deadWallSize = n;
    } else throw new ScenarioError(`unknown option ${quote(name)}: the options are strict-winning-chow, claim-after-next-draw and dead-wall N`, line, 'options');
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
  if (!m) throw new ScenarioError(`${quote(text.trim())} is not an event: write "South discards 9c", "West adds 5b" or "West declares 1d"`, line, 'event');
  return { line, seat: seat(m[1], line, 'event'), verb: m[2] as EventSpec['verb'], tile: tile(m[3], line, 'event') };
}

function parseClaim(text: string, line: number, field = 'claim'): Claim {
  const parts = words(text);
  const who = seat(parts[0] ?? '', line, field);
  const kind = parseClaimKind(parts[1] ?? '');
  if (!kind) throw new ScenarioError(`${quote(parts[1] ?? '')} is not a claim: write chow, pung, kong or mahjong`, line, field);
  const tiles = parts.slice(2).map((w) => tile(w, line, field));
  if (kind === 'chow') {
    if (tiles.length === 0) return { seat: who, kind };
    if (tiles.length !== 2) throw new ScenarioError('a chow names the two tiles from the hand, as in "South chow 4c 6c"', line, field);
    return { seat: who, kind, tiles: [tiles[0], tiles[1]] };
  }
  if (tiles.length > 1) throw new ScenarioError(`a ${kind} claim names at most the discard it is for`, line, field);
  return tiles.length ? { seat: who, kind, target: tiles[0] } : { seat: who, kind };
}

function tileList(value: string, line: number, field: string): { tiles: Tile[]; line: number } {
  return { tiles: words(value).map((w) => tile(w, line, field)), line };
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
  let next: { tiles: Tile[]; line: number } = { tiles: [], line: 0 };
  let loose: { tiles: Tile[]; line: number } = { tiles: [], line: 0 };
  let options: Partial<RuleOptions> = {};
  const claims: Claim[] = [];
  const claimLines = new Map<Seat, number>();
  const seatSpecs = new Map<Seat, SeatSpec>();
  const seen = new Set<string>();

  source.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const text = stripComment(raw);
    if (!text) return;
    const split = splitField(text);
    if (!split) throw new ScenarioError(`${quote(text)} has no field name: write "field: value"`, line, 'field name');
    const { field, value } = split;
    if (!FIELDS.includes(field)) throw new ScenarioError(`unknown field ${quote(field)}; the fields are ${FIELDS.join(', ')}`, line, 'field name');
    if (field !== 'claim' && seen.has(field)) throw new ScenarioError(`"${field}" is given twice`, line, field);
    seen.add(field);
    switch (field) {
      case 'title':
        if (!value) throw new ScenarioError('the title is empty: give the position a name', line, field);
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
        shown = value === 'all' ? [...SEATS] : [...new Set(value.split(/[\s,]+/).filter(Boolean).map((w) => seat(w, line, field)))];
        break;
      case 'seed':
        if (!/^\d+$/.test(value)) throw new ScenarioError(`the seed is a whole number, not ${quote(value)}`, line, field);
        seed = Number(value);
        break;
      case 'discards':
        discardTiles = tileList(value, line, field);
        break;
      case 'event':
        eventSpec = parseEvent(value, line);
        break;
      case 'claim': {
        const claim = parseClaim(value, line);
        const earlier = claimLines.get(claim.seat);
        if (earlier !== undefined) {
          const first = claims.find((c) => c.seat === claim.seat)!;
          throw new ScenarioError(`${claim.seat} already announced ${ANNOUNCED[first.kind]} on line ${earlier}: a player makes one call. Keep the one he makes`, line, field);
        }
        claimLines.set(claim.seat, line);
        claims.push(claim);
        break;
      }
      case 'drawn':
        drawn = { seat: seat(value, line, field), line };
        break;
      case 'turn': {
        const m = /^(\w+)\s+(draws|discards)$/.exec(value);
        if (!m) throw new ScenarioError(`write "turn: South draws" (he is about to draw) or "turn: South discards" (he has drawn), not ${quote(value)}`, line, field);
        turnSpec = { seat: seat(m[1], line, field), phase: m[2] === 'draws' ? 'draw' : 'discard', line };
        break;
      }
      case 'wall':
        if (!/^\d+$/.test(value)) throw new ScenarioError(`the wall is a number of tiles, not ${quote(value)}`, line, field);
        wallSize = { n: Number(value), line };
        break;
      case 'next':
        next = tileList(value, line, field);
        break;
      case 'loose':
        loose = tileList(value, line, field);
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
    throw new ScenarioError(`"drawn" names the player after the discarder who has already drawn${ev ? ` (${nextSeat(ev.seat)})` : ''}`, drew.line, 'drawn');
  }
  // A call is judged on the caller's tiles, so they must be named: a line of
  // nothing but "hidden" would have the call judged on tiles dealt at random.
  for (const c of claims) {
    const line = claimLines.get(c.seat)!;
    const spec = seatSpecs.get(c.seat);
    if (!spec) throw new ScenarioError(`${c.seat} announces ${ANNOUNCED[c.kind]} but the file has no "${c.seat}:" line: name his tiles, as in "${c.seat}: 9c 9c hidden"`, line, 'claim');
    if (spec.known.length === 0 && spec.melds.length === 0) {
      throw new ScenarioError(
        `${c.seat} announces ${ANNOUNCED[c.kind]}, but his line (line ${spec.line}) names none of his tiles, only "hidden": name the tiles his call is made with, as in "${c.seat}: 9c 9c hidden"`,
        line,
        'claim',
      );
    }
  }

  // Check copies line by line, so that the error names the line with one copy
  // too many. This runs before anything else is built from the tiles: past it
  // the file names at most 136, however long it is.
  const counted = new Map<Tile, number>();
  const countIn = (tiles: readonly Tile[], line: number, field: string) => {
    for (const t of tiles) {
      const n = (counted.get(t) ?? 0) + 1;
      counted.set(t, n);
      if (n > COPIES_OF_EACH_TILE) {
        throw impossible(`this makes ${n} of the ${tileName(t)} (${t}), but a set has only ${COPIES_OF_EACH_TILE} of each tile`, line, field, 'BG-FOUR-COPIES');
      }
    }
  };
  for (const s of SEATS) {
    const spec = seatSpecs.get(s);
    if (!spec) continue;
    countIn(spec.known, spec.line, s);
    for (const m of spec.melds) countIn(m.tiles, spec.line, s);
  }
  countIn(discardTiles.tiles, discardTiles.line, 'discards');
  if (ev && ev.verb !== 'declares') countIn([ev.tile], ev.line, 'event');
  countIn(next.tiles, next.line, 'next');
  countIn(loose.tiles, loose.line, 'loose');

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
  // The earlier discards went round the table up to the event's seat: the last was made by the player on his
  // left, the one before by the player on that one's left. k places back is 3k places on.
  const upTo = ev ? ev.seat : turn!.seat;
  const earlier = discardTiles.tiles.length;
  const discards: Discard[] = discardTiles.tiles.map((t, i) => ({ tile: t, by: nextSeat(upTo, 3 * (earlier - i)) }));
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

  const pool = removeTiles(fullSet(), [...counted.entries()].flatMap(([t, n]) => Array<Tile>(n).fill(t)))!;
  const seedValue = seed ?? hashSeed(`${name}:${title}`);
  const rest = shuffle(pool, seedValue);

  // A named hand keeps exactly the tiles named, and "hidden" fills a hand up to
  // its count, never past it: a hand of the wrong size is dead, not an error (A21).
  const probe = makeTable({ seats, wall: [], discards, live, nextHasDrawn: !!drew, turn: turnSeat, phase, kong, options });
  for (const s of SEATS) {
    const spec = seatSpecs.get(s);
    if (spec && !spec.fill) continue;
    const missing = expectedCount(probe, s) - actualCount(probe, s);
    if (missing <= 0) continue;
    if (missing > rest.length) {
      throw impossible(
        `${s}'s hand needs ${missing} more tiles, but the file leaves only ${rest.length} of the ${FULL_SET_SIZE} unnamed: shorten the discards or name fewer tiles`,
        spec?.line ?? null,
        s,
        'BG-FOUR-COPIES',
      );
    }
    seats[s].concealed.push(...rest.splice(0, missing));
  }
  if (drew && seats[drew.seat].concealed.length === 0) {
    throw new ScenarioError(`${drew.seat} has drawn, so the last tile in his hand is his draw, but his line names no tile in his hand`, drew.line, 'drawn');
  }
  const w = wallSize as { n: number; line: number } | null;
  const fromWall = [...loose.tiles].reverse();
  let wall = [...next.tiles, ...rest, ...fromWall];
  if (w) {
    if (w.n > wall.length) throw new ScenarioError(`only ${wall.length} tiles are left for the wall, not ${w.n}`, w.line, 'wall');
    if (w.n < next.tiles.length + loose.tiles.length) throw new ScenarioError(`the wall must hold at least the ${next.tiles.length + loose.tiles.length} tiles named in next and loose`, w.line, 'wall');
    wall = [...next.tiles, ...rest.slice(0, w.n - next.tiles.length - loose.tiles.length), ...fromWall];
  }
  const table = makeTable({ seats, wall, discards, live, nextHasDrawn: !!drew, turn: turnSeat, phase, kong, options: withDefaults(options) });
  if (ev && ev.verb !== 'discards' && !canDraw(table)) {
    // A20: a kong is paid for with a loose tile, so it cannot be declared once none can be drawn.
    throw new ScenarioError(
      `${ev.seat} cannot make this kong: it is paid for with a loose tile, and the wall holds no tile that may still be drawn. Give the wall more tiles than the dead-wall reserve`,
      ev.line,
      'event',
      'KONG-LOOSE-TILE',
    );
  }
  const shownSeats: Seat[] = (shown as Seat[] | null) ?? [viewSeat];
  const dead = SEATS.filter((s) => isDeadHand(table, s));
  const scenario: Scenario = { title, view: viewSeat, shown: shownSeats, table, event: currentEvent(table), claims, dead, seed: seedValue, prompt, source };
  const a = answerSpec as { text: string; line: number } | null;
  if (a) scenario.answer = parseAnswer(a.text, a.line, scenario);
  return scenario;
}

/** `answer: pass`, or the learner's claim, which the engine must find legal. */
function parseAnswer(text: string, line: number, scenario: Scenario): Claim | null {
  if (text === 'pass') return null;
  const claim = parseClaim(text, line, 'answer');
  if (claim.seat !== scenario.view) throw new ScenarioError(`the answer is the call of the learner's seat, ${scenario.view}, not ${claim.seat}`, line, 'answer');
  if (!scenario.event) throw new ScenarioError('there is nothing to claim in this position, so the answer can only be "pass"', line, 'answer');
  const check = checkClaim(scenario.table, claim);
  if (!check.legal) throw new ScenarioError(`the engine refuses this answer: ${check.refusal.message}`, line, 'answer', check.refusal.rule);
  return check.claim;
}
