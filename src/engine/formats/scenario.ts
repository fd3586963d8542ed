/**
 * Scenario files: a position, an event and the announced claims, in a plain
 * text format meant to be read and written by hand (see the site's notation page, src/pages/notation.astro).
 *
 *   title: South's 9 of Characters
 *   solved-title: East pungs South's nine
 *   view: East
 *   East: 1b 2b 3b 7d 7d Rd Rd Rd 9c 9c | chow 4c 5c* 6c from North
 *   South: hidden
 *   discards: 2b E 4d
 *   event: South discards 9c
 *   claim: East pung
 *
 * `title:` names what is on the table, not what to do; `solved-title:`, when
 * given, is the title the board shows once it is answered (a call allowed,
 * or "Show me"), so a title that names the answer waits for the attempt.
 *
 * Seat lines describe the position after the event. With `drawn: Seat`, the
 * last tile named on that seat's line is the tile he has just drawn.
 *
 * A board may instead give the learner his own turn: `turn: East drew 1d`
 * says that East has drawn the 1 of Circles (his line names his hand before
 * the draw; the drawn tile joins it) and now plays his turn. Its answer is a
 * move: `kong 1d` (declare a concealed kong), `add 5b` (add the drawn fourth
 * to an exposed pung), `hold` (keep a four undeclared and discard another
 * tile), or `discard 9c` or just `discard` (any tile).
 *
 * A board may ask about the table instead of for a call: `ask: next` (who
 * draws next), `ask: discards` (who discards next), `ask: lost` (who loses a
 * turn) or `ask: dead` (whose hand is dead). The engine finds the answer
 * (seatQuestion.ts), so such a file gives no `answer:`; its `claim:` lines
 * are all stated calls, the learner's own included. Tiles a file does not
 * name (hidden hands, the wall) are dealt from the rest of the set with a
 * seeded shuffle, so a scenario always plays the same way.
 *
 * Reading takes two steps, as a chess position does from FEN to a board:
 *
 *   readScenarioSetup(text)   the syntax step: the fields as the file writes
 *                             them, a ScenarioSetup, which need not be a
 *                             position at all (five of a tile is fine here)
 *   scenarioFromSetup(setup)  the legality step: the Scenario with its table,
 *                             or a FormatError saying why there is none
 *
 * `parseScenario` is both. A setup may also be built in code (a position
 * editor, a test), starting from `emptySetup`, and go through the second
 * step alone.
 *
 * A seat holding the wrong number of tiles is a position, not an error: its
 * hand is dead (A21), and `hidden` only ever adds tiles, up to the count. What
 * the legality step rejects as impossible is what no set of tiles could
 * produce: a fifth copy of a tile, more tiles than the set holds, a set
 * claimed from its own owner, a chow taken from anyone but the player on the
 * left.
 *
 * Each step reports every independent problem at once (up to MAX_PROBLEMS):
 * every bad line, every missing field; then every inconsistency between the
 * fields, every malformed or impossible set and every tile with a copy too
 * many. Checks that need the earlier ones to have passed (dealing the hidden
 * tiles, the wall, the answer) stop at their first problem.
 *
 * Any text may arrive here (the judge reads whatever file it is given), so
 * every step is linear in the length of the file, and every message quotes
 * the file through `quote`: short, and with unprintable characters escaped.
 */
import { type Claim, type ClaimKind, checkClaim, currentEvent, parseClaimKind } from '../claims';
import { type Meld, meldProblem } from '../melds';
import { type RuleOptions, withDefaults } from '../options';
import { turnRefusal } from '../explain/moves';
import { type Position, SEAT_QUESTION_KINDS, type SeatQuestionKind, type TurnAnswer } from '../position';
import { quote } from '../refusal';
import { SEATS, type Seat, nextSeat, parseSeat, previousSeat } from '../seats';
import { hashSeed, shuffle } from '../random';
import { offersAnswer, questionAnswer } from '../seatQuestion';
import { type Discard, type Phase, type SeatState, type KongInProgress, actualCount, canDraw, expectedCount, isDeadHand, makeTable } from '../table';
import { COPIES_OF_EACH_TILE, FULL_SET_SIZE, type Tile, copiesOf, fullSet, removeTiles, tileName } from '../tiles';
import { type Problem, Problems, impossible, malformed } from './formatError';
import { fileLines, seatAt, tileAt } from './notation';

/** A position read from a scenario file, with what the file itself says. */
export interface Scenario extends Position {
  /** The seed the file's hidden tiles were dealt with. */
  seed: number;
  /** The file's own text, for showing its source; empty for a setup built in code. */
  source: string;
}

/** A seat as a file describes it. */
export interface SeatSetup {
  /** The tiles named in his hand, in the order written (with `drawn`, the last is the tile he drew). */
  hand: Tile[];
  /** `hidden`: deal him tiles up to his count (never past it). */
  hidden: boolean;
  /** His sets on the table, concealed kongs included. */
  melds: Meld[];
}

/** What has just happened: `South discards 9c`, `West adds 5b` (to his pung), `West declares 1d` (a concealed kong). */
export interface EventSetup {
  seat: Seat;
  verb: 'discards' | 'adds' | 'declares';
  tile: Tile;
}

/**
 * Instead of an event, whose turn it is: `South draws` (he is about to draw),
 * `South discards` (he has drawn), or `South drew 1d` (he has drawn the 1 of
 * Circles, which the file names here and not on his line, and plays his turn).
 */
export interface TurnSetup {
  seat: Seat;
  phase: 'draw' | 'discard';
  /** The tile he has just drawn, with `drew`. */
  drew?: Tile;
}

/** An own-turn answer as written: `hold` may leave the four to be found in the hand. */
export type TurnAnswerSetup = Exclude<TurnAnswer, { kind: 'hold' }> | { kind: 'hold'; tile: Tile | null };

/** The words an own-turn answer starts with. */
const TURN_ANSWER_WORDS = ['kong', 'add', 'hold', 'discard'] as const;

export const SCENARIO_FIELDS = ['title', 'solved-title', 'prompt', 'answer', 'ask', 'view', 'show', 'seed', 'discards', 'event', 'claim', 'drawn', 'turn', 'wall', 'next', 'loose', 'options', ...SEATS] as const;
export type ScenarioField = (typeof SCENARIO_FIELDS)[number];

/** Where a file gave each field, from line 1, for the legality step's messages. */
export interface SetupLines {
  fields: Partial<Record<ScenarioField, number>>;
  /** The line of each seat's call. */
  claims: Partial<Record<Seat, number>>;
}

/**
 * A scenario as written: every field the file gives, read but not yet
 * checked against the others. Nothing here needs to be a position: a hand may
 * name five of a tile, a set may come from its own owner; scenarioFromSetup
 * decides.
 */
export interface ScenarioSetup {
  title: string;
  /** The title once the board is answered; null: the title throughout. */
  solvedTitle?: string | null;
  prompt: string | null;
  /** The learner's seat. */
  view: Seat;
  /** The seats whose hands are shown; null: the learner's alone. */
  show: Seat[] | null;
  /** The seed for dealing the tiles the setup does not name; null: one made from the name and title. */
  seed: number | null;
  /** Seats the setup describes; the others hold dealt tiles only. */
  seats: Partial<Record<Seat, SeatSetup>>;
  /** The earlier discards, oldest first. */
  discards: Tile[];
  event: EventSetup | null;
  turn: TurnSetup | null;
  /** The player after the discarder, when he has already drawn. */
  drawn: Seat | null;
  /** The calls announced, one a seat. */
  claims: Claim[];
  /** The learner's right call, `pass`, or null when the setup gives none (or gives a move in his own turn). */
  answer: Claim | 'pass' | null;
  /** The learner's right move in his own turn (`answer: kong 1d`), or null. */
  turnAnswer?: TurnAnswerSetup | null;
  /** The question the board asks about the table instead of a call (`ask: lost`), or null. */
  ask?: SeatQuestionKind | null;
  /** How many tiles the wall holds; null: all the tiles left. */
  wall: number | null;
  /** The next tiles to be drawn from the wall, in order. */
  next: Tile[];
  /** The next loose tiles, in order. */
  loose: Tile[];
  options: Partial<RuleOptions>;
  /** Where the file gave each field; a setup built in code has none, and its messages name fields only. */
  lines?: SetupLines;
  /** The file's text; a setup built in code has none. */
  source?: string;
}

/** A setup with a title and a learner's seat and nothing else, to build on in code. */
export function emptySetup(title: string, view: Seat): ScenarioSetup {
  return { title, prompt: null, view, show: null, seed: null, seats: {}, discards: [], event: null, turn: null, drawn: null, claims: [], answer: null, wall: null, next: [], loose: [], options: {} };
}

/** What a seat is said to announce, in messages. */
const ANNOUNCED: Record<ClaimKind, string> = { chow: 'a chow', pung: 'a pung', kong: 'a kong', mahjong: 'Mah-Jongg' };

function isScenarioField(field: string): field is ScenarioField {
  return (SCENARIO_FIELDS as readonly string[]).includes(field);
}

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

/** `chow 4c 5c* 6c from North`, `pung 9c 9c 9c* from South`, `kong 1d 1d 1d 1d concealed`, `kong 1d 1d 1d* 1d+ from West`. */
function parseMeld(text: string, line: number | null, field: string): Meld {
  const parts = words(text);
  const kind = parts[0];
  if (kind !== 'chow' && kind !== 'pung' && kind !== 'kong') {
    throw malformed(`${quote(text.trim())} is not a set: a set starts with chow, pung or kong`, line, field);
  }
  const tiles: Tile[] = [];
  let claimedTile: Tile | undefined;
  let added: Tile | undefined;
  let from: Seat | undefined;
  let concealed = false;
  // A set takes one discard at most (KONG-ONE-DISCARD-ONLY) and one added tile: a second mark is refused,
  // never read over the first.
  for (let i = 1; i < parts.length; i++) {
    const w = parts[i];
    if (w === 'from') {
      const seat = seatAt(parts[++i] ?? '', line, field);
      if (from) throw malformed(`the ${kind} says "from" twice (${from} and ${seat}): its one claimed tile came from one seat`, line, field);
      from = seat;
    } else if (w === 'concealed') {
      concealed = true;
    } else {
      // The marks, * (claimed) and + (added), in either order after the tile code.
      // Cut by hand, not with /[*+]*$/, which is quadratic on a long run of marks.
      let end = w.length;
      while (end > 0 && (w[end - 1] === '*' || w[end - 1] === '+')) end--;
      const marks = w.slice(end);
      const tile = tileAt(w.slice(0, end), line, field);
      if ([...marks].filter((m) => m === '*').length > 1 || [...marks].filter((m) => m === '+').length > 1) {
        throw malformed(`${quote(w)} repeats its mark: write * once after the claimed tile and + once after the added one`, line, field);
      }
      if (marks.includes('*')) {
        if (claimedTile) {
          throw malformed(
            `the ${kind} marks two claimed tiles (${claimedTile}* and ${tile}*), but a set is made with one discard at most: mark only the tile taken from the discard`,
            line,
            field,
            'KONG-ONE-DISCARD-ONLY',
          );
        }
        claimedTile = tile;
      }
      if (marks.includes('+')) {
        if (added) throw malformed(`the ${kind} marks two added tiles (${added}+ and ${tile}+): only the fourth tile of a kong added to a pung is marked +`, line, field);
        added = tile;
      }
      tiles.push(tile);
    }
  }
  if (claimedTile && !from) throw malformed(`the ${kind} marks a claimed tile with * but does not say whom it came from: add "from <Seat>"`, line, field);
  if (from && !claimedTile) throw malformed(`the ${kind} says "from ${from}" but marks no claimed tile: put * after it, as in 5c*`, line, field);
  const meld: Meld = { kind, tiles, ...(claimedTile && from ? { claimed: { tile: claimedTile, from } } : {}) };
  if (kind === 'kong') meld.kongWay = concealed ? 'concealed' : added ? 'added' : 'discard';
  if (added) meld.added = added;
  return meld;
}

/** A seat's line, `1b 2b 3b hidden | pung 9c 9c 9c* from South`, as written: whether its sets are well made is the legality step's question. */
export function parseSeatLine(text: string, line: number | null, field: string): SeatSetup {
  const [hand, ...sets] = text.split('|');
  const known: Tile[] = [];
  let hidden = false;
  for (const w of words(hand)) {
    if (w === 'hidden') hidden = true;
    else known.push(tileAt(w, line, field));
  }
  return { hand: known, hidden, melds: sets.map((s) => parseMeld(s, line, field)) };
}

/** How the options are written, for messages. */
const OPTION_FORMS = 'strict-winning-chow, claim-after-next-draw and dead-wall N (N a whole number, such as 14)';

/**
 * `strict-winning-chow, claim-after-next-draw, dead-wall 14`: every option the
 * line names is read, whether commas or spaces part them, so none is dropped
 * in silence; `dead-wall` takes the number after it, written in decimal.
 */
function parseOptions(text: string, line: number): Partial<RuleOptions> {
  const options: Partial<RuleOptions> = {};
  const given = new Set<string>();
  const parts = text.split(/[\s,]+/).filter(Boolean);
  for (let i = 0; i < parts.length; i++) {
    const name = parts[i];
    if (given.has(name)) throw malformed(`the option ${quote(name)} is given twice: keep one`, line, 'options');
    given.add(name);
    if (name === 'strict-winning-chow') options.strictWinningChow = true;
    else if (name === 'claim-after-next-draw') options.claimAfterNextDraw = true;
    else if (name === 'dead-wall') {
      const value = parts[++i] ?? '';
      options.deadWallSize = wholeNumber(value, line, 'options', 'dead-wall takes a whole number of tiles written in decimal, as in "dead-wall 14"');
    } else throw malformed(`unknown option ${quote(name)}: the options are ${OPTION_FORMS}`, line, 'options');
  }
  return options;
}

function parseEvent(text: string, line: number): EventSetup {
  const m = /^(\w+)\s+(discards|adds|declares)\s+(\S+)$/.exec(text.trim());
  if (!m) throw malformed(`${quote(text.trim())} is not an event: write "South discards 9c", "West adds 5b" or "West declares 1d"`, line, 'event');
  return { seat: seatAt(m[1], line, 'event'), verb: m[2] as EventSetup['verb'], tile: tileAt(m[3], line, 'event') };
}

function parseClaim(text: string, line: number, field = 'claim'): Claim {
  const parts = words(text);
  const who = seatAt(parts[0] ?? '', line, field);
  const kind = parseClaimKind(parts[1] ?? '');
  if (!kind) throw malformed(`${quote(parts[1] ?? '')} is not a claim: write chow, pung, kong or mahjong`, line, field);
  const tiles = parts.slice(2).map((w) => tileAt(w, line, field));
  if (kind === 'chow') {
    if (tiles.length === 0) return { seat: who, kind };
    if (tiles.length !== 2) throw malformed('a chow names the two tiles from the hand, as in "South chow 4c 6c"', line, field);
    return { seat: who, kind, tiles: [tiles[0], tiles[1]] };
  }
  if (tiles.length > 1) throw malformed(`a ${kind} claim names at most the discard it is for`, line, field);
  return tiles.length ? { seat: who, kind, target: tiles[0] } : { seat: who, kind };
}

/** How an own-turn answer is written, for messages. */
const TURN_ANSWER_FORMS = '"kong 1d" (declare a concealed kong), "add 5b" (add it to your exposed pung), "hold" (keep your four undeclared), "discard 9c" or "discard" (any tile)';

/** `kong 1d`, `add 5b`, `hold`, `hold 8c`, `discard 9c`, `discard`: the learner's move in his own turn. */
function parseTurnAnswer(text: string, line: number): TurnAnswerSetup {
  const [word, ...rest] = words(text);
  const kind = word.toLowerCase();
  const tiles = rest.map((w) => tileAt(w, line, 'answer'));
  if (tiles.length > 1) throw malformed(`"${kind}" names one tile, not ${tiles.length}: write one of ${TURN_ANSWER_FORMS}`, line, 'answer');
  const tile = tiles[0] ?? null;
  if (kind === 'hold') return { kind: 'hold', tile };
  if (kind === 'discard') return { kind: 'discard', tile } as TurnAnswerSetup;
  if (!tile) throw malformed(`"${kind}" names the tile of the four: write "answer: ${kind} ${kind === 'add' ? '5b' : '1d'}"`, line, 'answer');
  return kind === 'kong' ? { kind, tile } : { kind: 'add', tile };
}

/** The `answer:` line: `pass`, a call (`East pung`), or a move in the learner's own turn (`kong 1d`). */
function parseAnswer(value: string, line: number, setup: ScenarioSetup): void {
  if (value === 'pass') {
    setup.answer = 'pass';
    return;
  }
  const first = words(value)[0] ?? '';
  if ((TURN_ANSWER_WORDS as readonly string[]).includes(first.toLowerCase())) {
    setup.turnAnswer = parseTurnAnswer(value, line);
    return;
  }
  if (!parseSeat(first)) {
    throw malformed(`${quote(value)} is not an answer: write "pass", a call such as "East pung", or, on a board where the learner plays his own turn, ${TURN_ANSWER_FORMS}`, line, 'answer');
  }
  setup.answer = parseClaim(value, line, 'answer');
}

/** A field that holds a whole number (the seed, the wall's size, the dead wall's): its value, or what it must be, said with `what`. */
function wholeNumber(value: string, line: number, field: string, what: string): number {
  if (!/^\d+$/.test(value)) throw malformed(`${what}, not ${quote(value)}`, line, field);
  return Number(value);
}

function tileList(value: string, line: number, field: string): Tile[] {
  return words(value).map((w) => tileAt(w, line, field));
}

/** The syntax step: a file's fields as written, or a FormatError listing every line written wrong and every field missing. */
export function readScenarioSetup(source: string): ScenarioSetup {
  const problems = new Problems();
  const setup = readSetupInto(source, problems);
  problems.throwIfAny();
  return setup!;
}

/**
 * The syntax step for readers that hold a scenario inside a larger file (a
 * puzzle): its problems go into theirs, and it returns null when it found
 * any. `view` stands in for a file with no "view:" line.
 */
export function readSetupInto(source: string, problems: Problems, view?: Seat): ScenarioSetup | null {
  const before = problems.count;
  const setup = emptySetup('', view ?? 'East');
  const lines: SetupLines = { fields: {}, claims: {} };
  setup.lines = lines;
  setup.source = source;

  const readLine = (field: ScenarioField, value: string, line: number) => {
    switch (field) {
      case 'title':
        if (!value) throw malformed('the title is empty: give the position a name', line, field);
        setup.title = value;
        break;
      case 'solved-title':
        if (!value) throw malformed('the solved title is empty: give the title shown once the board is answered, or leave the line out', line, field);
        setup.solvedTitle = value;
        break;
      case 'prompt':
        setup.prompt = value;
        break;
      case 'answer':
        parseAnswer(value, line, setup);
        break;
      case 'ask':
        if (!(SEAT_QUESTION_KINDS as readonly string[]).includes(value)) throw malformed(`ask next, discards, lost or dead, not ${quote(value)}`, line, field);
        setup.ask = value as SeatQuestionKind;
        break;
      case 'view':
        setup.view = seatAt(value, line, field);
        break;
      case 'show':
        setup.show = value === 'all' ? [...SEATS] : [...new Set(value.split(/[\s,]+/).filter(Boolean).map((w) => seatAt(w, line, field)))];
        break;
      case 'seed':
        setup.seed = wholeNumber(value, line, field, 'the seed is a whole number');
        break;
      // The three fields that list tiles: the earlier discards, the wall's next draws, the loose tiles.
      case 'discards':
      case 'next':
      case 'loose':
        setup[field] = tileList(value, line, field);
        break;
      case 'event':
        setup.event = parseEvent(value, line);
        break;
      case 'claim': {
        const claim = parseClaim(value, line);
        const earlier = lines.claims[claim.seat];
        if (earlier !== undefined) {
          const first = setup.claims.find((c) => c.seat === claim.seat)!;
          throw malformed(`${claim.seat} already announced ${ANNOUNCED[first.kind]} on line ${earlier}: a player makes one call. Keep the one he makes`, line, field);
        }
        lines.claims[claim.seat] = line;
        setup.claims.push(claim);
        break;
      }
      case 'drawn':
        setup.drawn = seatAt(value, line, field);
        break;
      case 'turn': {
        const m = /^(\w+)\s+(draws|discards|drew\s+(\S+))$/.exec(value);
        if (!m) {
          throw malformed(
            `write "turn: South draws" (he is about to draw), "turn: South discards" (he has drawn) or "turn: South drew 1d" (he has drawn the 1 of Circles and plays his turn), not ${quote(value)}`,
            line,
            field,
          );
        }
        const seat = seatAt(m[1], line, field);
        setup.turn = m[3] ? { seat, phase: 'discard', drew: tileAt(m[3], line, field) } : { seat, phase: m[2] === 'draws' ? 'draw' : 'discard' };
        break;
      }
      case 'wall':
        setup.wall = wholeNumber(value, line, field, 'the wall is a number of tiles');
        break;
      case 'options':
        setup.options = parseOptions(value, line);
        break;
      default:
        setup.seats[field] = parseSeatLine(value, line, field);
    }
  };

  // Each line is read on its own, so every line written wrong is reported, not just the first.
  fileLines(source).forEach((raw, index) => {
    const line = index + 1;
    const text = stripComment(raw);
    if (!text) return;
    problems.check(() => {
      const split = splitField(text);
      if (!split) throw malformed(`${quote(text)} has no field name: write "field: value"`, line, 'field name');
      const { field, value } = split;
      if (!isScenarioField(field)) throw malformed(`unknown field ${quote(field)}; the fields are ${SCENARIO_FIELDS.join(', ')}`, line, 'field name');
      if (field !== 'claim' && lines.fields[field] !== undefined) throw malformed(`"${field}" is given twice`, line, field);
      lines.fields[field] ??= line;
      readLine(field, value, line);
    });
  });

  if (lines.fields.title === undefined) problems.add(missing('every scenario needs a title', 'title'));
  if (lines.fields.view === undefined && !view) problems.add(missing('say whose seat the learner takes, as in "view: South"', 'view'));
  return problems.count > before ? null : setup;
}

function missing(message: string, field: string): Problem {
  return { line: null, field, rule: null, message, impossible: false };
}

/**
 * Sets no play could have made (A21): a set whose claimed tile came from its
 * own owner, who cannot claim his own discard, and a chow taken from anyone
 * but the player on the owner's left.
 */
function checkSetOrigin(owner: Seat, meld: Meld, line: number | null): void {
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

/**
 * The legality step: the position a setup describes, with its table, the
 * tiles it does not name dealt from the rest of the set with its seed (made
 * from `name` and the title when it gives none). A setup that is no position
 * raises a FormatError: first every inconsistency between its fields, every
 * malformed or impossible set and every tile with a copy too many, together;
 * then, one at a time, what dealing and the answer find.
 */
export function scenarioFromSetup(setup: ScenarioSetup, name = 'scenario'): Scenario {
  const lineOf = (field: ScenarioField): number | null => setup.lines?.fields[field] ?? null;
  const { event: ev, turn, drawn } = setup;
  const problems = new Problems();
  const add = (message: string, line: number | null, field: string) => problems.add({ line, field, rule: null, message, impossible: false });

  if (ev && turn) add('give either an event or a turn, not both', lineOf('turn'), 'turn');
  if (!ev && !turn) add('say what is happening: an "event:" (a discard, a tile added to a pung, a kong declared) or a "turn:"', lineOf('event'), 'event');
  if (drawn && (!ev || ev.verb !== 'discards' || drawn !== nextSeat(ev.seat))) {
    add(`"drawn" names the player after the discarder who has already drawn${ev ? ` (${nextSeat(ev.seat)})` : ''}`, lineOf('drawn'), 'drawn');
  }
  // A call is made on a tile on offer; a turn offers none, and a call there would be ruled on nothing.
  if (turn && !ev && setup.claims.length) {
    const first = setup.claims[0];
    add(
      `${first.seat} announces ${ANNOUNCED[first.kind]}, but the position gives a turn, so no tile is on offer to call for: give an event such as "event: South discards 9c", or remove the calls`,
      setup.lines?.claims[first.seat] ?? null,
      'claim',
    );
  }
  // A call is judged on the caller's tiles, so they must be named: a line of
  // nothing but "hidden" would have the call judged on tiles dealt at random.
  const callers = new Set<Seat>();
  for (const c of setup.claims) {
    const line = setup.lines?.claims[c.seat] ?? null;
    if (callers.has(c.seat)) {
      add(`${c.seat} announces two calls: a player makes one call. Keep the one he makes`, line, 'claim');
      continue;
    }
    callers.add(c.seat);
    const spec = setup.seats[c.seat];
    if (!spec) {
      add(`${c.seat} announces ${ANNOUNCED[c.kind]} but the file has no "${c.seat}:" line: name his tiles, as in "${c.seat}: 9c 9c hidden"`, line, 'claim');
    } else if (spec.hand.length === 0 && spec.melds.length === 0) {
      const seatLine = lineOf(c.seat);
      add(
        `${c.seat} announces ${ANNOUNCED[c.kind]}, but his line${seatLine ? ` (line ${seatLine})` : ''} names none of his tiles${spec.hidden ? ', only "hidden"' : ''}: name the tiles his call is made with, as in "${c.seat}: 9c 9c hidden"`,
        line,
        'claim',
      );
    }
  }
  // Every set well made, and come from where a set can come from.
  for (const s of SEATS) {
    for (const meld of setup.seats[s]?.melds ?? []) {
      const shape = meldProblem(meld);
      if (shape) problems.add({ line: lineOf(s), field: s, rule: 'SET-DEFS', message: shape, impossible: false });
      else problems.check(() => checkSetOrigin(s, meld, lineOf(s)));
    }
  }
  // Copies, counted line by line, so that the problem names the line with one
  // copy too many; each tile reported once. Past this check the setup names
  // at most 136 tiles, however long its text.
  const counted = new Map<Tile, number>();
  const countIn = (tiles: readonly Tile[], line: number | null, field: string) => {
    for (const t of tiles) {
      const n = (counted.get(t) ?? 0) + 1;
      counted.set(t, n);
      if (n === COPIES_OF_EACH_TILE + 1) {
        problems.add({ line, field, rule: 'BG-FOUR-COPIES', message: `this makes ${n} of the ${tileName(t)} (${t}), but a set has only ${COPIES_OF_EACH_TILE} of each tile`, impossible: true });
      }
    }
  };
  for (const s of SEATS) {
    const spec = setup.seats[s];
    if (!spec) continue;
    countIn(spec.hand, lineOf(s), s);
    for (const m of spec.melds) countIn(m.tiles, lineOf(s), s);
  }
  countIn(setup.discards, lineOf('discards'), 'discards');
  if (ev && ev.verb !== 'declares') countIn([ev.tile], lineOf('event'), 'event');
  if (turn?.drew) countIn([turn.drew], lineOf('turn'), 'turn');
  countIn(setup.next, lineOf('next'), 'next');
  countIn(setup.loose, lineOf('loose'), 'loose');
  problems.throwIfAny();

  // Build the seats from what the setup names (copies, so that the setup can be used again).
  const seats = {} as Record<Seat, SeatState>;
  for (const s of SEATS) {
    const spec = setup.seats[s];
    seats[s] = { concealed: spec ? [...spec.hand] : [], melds: spec ? spec.melds.map((m) => ({ ...m, tiles: [...m.tiles] })) : [] };
  }
  // The tile he drew joins his hand: a "hidden" hand is then filled around it.
  if (turn?.drew) seats[turn.seat].concealed.push(turn.drew);

  let phase: Phase;
  let turnSeat: Seat;
  let kong: KongInProgress | null = null;
  let live: Discard | null = null;
  // The earlier discards went round the table up to the event's seat: the last was made by the player on his
  // left, the one before by the player on that one's left. k places back is 3k places on.
  const upTo = ev ? ev.seat : turn!.seat;
  const earlier = setup.discards.length;
  const discards: Discard[] = setup.discards.map((t, i) => ({ tile: t, by: nextSeat(upTo, 3 * (earlier - i)) }));
  if (ev) {
    if (ev.verb === 'discards') {
      live = { tile: ev.tile, by: ev.seat };
      discards.push(live);
      turnSeat = nextSeat(ev.seat);
      phase = drawn ? 'discard' : 'draw';
    } else if (ev.verb === 'adds') {
      const pung = seats[ev.seat].melds.find((m) => m.kind === 'pung' && m.tiles[0] === ev.tile);
      if (!pung) throw malformed(`${ev.seat} has no exposed pung of ${ev.tile} to add to`, lineOf('event'), 'event', 'KONG-ADD-DRAWN');
      turnSeat = ev.seat;
      phase = 'robbing';
      kong = { seat: ev.seat, tile: ev.tile, way: 'added' };
    } else {
      const k = seats[ev.seat].melds.find((m) => m.kind === 'kong' && m.kongWay === 'concealed' && m.tiles[0] === ev.tile);
      if (!k) throw malformed(`${ev.seat} has no concealed kong of ${ev.tile} laid out: add "| kong ${ev.tile} ${ev.tile} ${ev.tile} ${ev.tile} concealed" to his line`, lineOf('event'), 'event', 'KONG-CONCEALED');
      turnSeat = ev.seat;
      phase = 'loose';
      kong = { seat: ev.seat, tile: ev.tile, way: 'concealed' };
    }
  } else {
    turnSeat = turn!.seat;
    phase = turn!.phase;
  }

  const pool = removeTiles(fullSet(), [...counted.entries()].flatMap(([t, n]) => Array<Tile>(n).fill(t)))!;
  const seedValue = setup.seed ?? hashSeed(`${name}:${setup.title}`);
  const rest = shuffle(pool, seedValue);
  const options = setup.options;

  // A named hand keeps exactly the tiles named, and "hidden" fills a hand up to
  // its count, never past it: a hand of the wrong size is dead, not an error (A21).
  const probe = makeTable({ seats, wall: [], discards, live, nextHasDrawn: !!drawn, turn: turnSeat, phase, kong, options });
  for (const s of SEATS) {
    const spec = setup.seats[s];
    if (spec && !spec.hidden) continue;
    const missingTiles = expectedCount(probe, s) - actualCount(probe, s);
    if (missingTiles <= 0) continue;
    if (missingTiles > rest.length) {
      throw impossible(
        `${s}'s hand needs ${missingTiles} more tiles, but the file leaves only ${rest.length} of the ${FULL_SET_SIZE} unnamed: shorten the discards or name fewer tiles`,
        spec ? lineOf(s) : null,
        s,
        'BG-FOUR-COPIES',
      );
    }
    seats[s].concealed.push(...rest.splice(0, missingTiles));
  }
  if (drawn && seats[drawn].concealed.length === 0) {
    throw malformed(`${drawn} has drawn, so the last tile in his hand is his draw, but his line names no tile in his hand`, lineOf('drawn'), 'drawn');
  }
  const fromWall = [...setup.loose].reverse();
  let wall = [...setup.next, ...rest, ...fromWall];
  if (setup.wall !== null) {
    const n = setup.wall;
    const named = setup.next.length + setup.loose.length;
    if (n > wall.length) throw malformed(`only ${wall.length} tiles are left for the wall, not ${n}`, lineOf('wall'), 'wall');
    if (n < named) throw malformed(`the wall must hold at least the ${named} tiles named in next and loose`, lineOf('wall'), 'wall');
    wall = [...setup.next, ...rest.slice(0, n - named), ...fromWall];
  }
  // A14: the reserve is kept back at the end of the wall, so the wall always holds it; one larger than the wall is no position.
  const reserve = setup.options.deadWallSize ?? 0;
  if (reserve > wall.length) {
    throw malformed(`the dead wall keeps back ${reserve} tiles, but the wall holds only ${wall.length}: give a smaller reserve or a larger wall`, lineOf('options'), 'options');
  }
  const table = makeTable({ seats, wall, discards, live, nextHasDrawn: !!drawn, turn: turnSeat, phase, kong, options: withDefaults(options) });
  if (ev && ev.verb !== 'discards' && !canDraw(table)) {
    // A20: a kong is paid for with a loose tile, so it cannot be declared once none can be drawn.
    throw malformed(
      `${ev.seat} cannot make this kong: it is paid for with a loose tile, and the wall holds no tile that may still be drawn. Give the wall more tiles than the dead-wall reserve`,
      lineOf('event'),
      'event',
      'KONG-LOOSE-TILE',
    );
  }
  const view = setup.view;
  const dead = SEATS.filter((s) => isDeadHand(table, s));
  const scenario: Scenario = {
    title: setup.title,
    ...(setup.solvedTitle ? { solvedTitle: setup.solvedTitle } : {}),
    view,
    shown: setup.show ? [...setup.show] : [view],
    table,
    event: currentEvent(table),
    claims: [...setup.claims],
    dead,
    seed: seedValue,
    prompt: setup.prompt,
    source: setup.source ?? '',
  };
  if (turn?.drew) scenario.drew = turn.drew;
  if (setup.ask) {
    if (setup.answer !== null || setup.turnAnswer) throw malformed('the engine answers a board that asks: remove the "answer:" line', lineOf('answer'), 'answer');
    return askedScenario(scenario, setup.ask, lineOf('ask'));
  }
  if (setup.turnAnswer) scenario.turnAnswer = checkTurnAnswer(setup.turnAnswer, lineOf('answer'), scenario);
  else if (setup.answer === 'pass' && isOwnTurn(scenario)) {
    throw malformed(`${view} is playing his own turn, so he cannot pass: give his move, one of ${TURN_ANSWER_FORMS}`, lineOf('answer'), 'answer');
  } else if (setup.answer !== null) scenario.answer = setup.answer === 'pass' ? null : checkAnswer(setup.answer, lineOf('answer'), scenario);
  return scenario;
}

/**
 * A board that asks a question about the table: the engine finds the answer,
 * which must be one the board offers, so that the learner can give it.
 */
function askedScenario(scenario: Scenario, ask: SeatQuestionKind, line: number | null): Scenario {
  if (ask === 'lost' && !scenario.event) throw malformed('a turn is lost to a claim: give an event, as in "event: South discards 9c"', line, 'ask');
  const asked: Scenario = { ...scenario, ask };
  if (!offersAnswer(asked)) {
    const seats = questionAnswer(asked);
    throw malformed(`the engine's answer (${seats.join(' and ') || 'nobody'}) is not one the board offers: ask another question`, line, 'ask');
  }
  return asked;
}

/** The learner holds his draw in his own turn, with nothing for anyone to claim. */
function isOwnTurn(scenario: Scenario): boolean {
  const { table, view } = scenario;
  return !scenario.event && table.turn === view && table.phase === 'discard';
}

/** What a move in the learner's own turn is written as, for messages. */
function turnAnswerText(answer: TurnAnswerSetup): string {
  return `${answer.kind}${answer.tile ? ` ${answer.tile}` : ''}`;
}

/** The learner's move in his own turn, which the engine must play. */
function checkTurnAnswer(answer: TurnAnswerSetup, line: number | null, scenario: Scenario): TurnAnswer {
  const { table, view } = scenario;
  const written = quote(turnAnswerText(answer));
  if (!isOwnTurn(scenario)) {
    const what = scenario.event ? `a call on ${scenario.event.seat}'s tile: write a call such as "${view} pung", or "pass"` : `not ${view}'s turn with his draw in hand: write "turn: ${view} drew 1d"`;
    throw malformed(`the answer ${written} is a move in the learner's own turn, but this position is ${what}`, line, 'answer');
  }
  const hand = table.seats[view].concealed;
  if (answer.kind === 'hold') {
    const fours = [...new Set(hand)].filter((t) => copiesOf(hand, t) === 4);
    const tile = answer.tile ?? (fours.length === 1 ? fours[0] : null);
    if (!tile) {
      throw malformed(
        fours.length ? `${view} holds more than one four: say which he keeps, as in "answer: hold ${fours[0]}"` : `${view} holds no four of a kind to keep: "hold" answers a board where his hand holds all four of a tile`,
        line,
        'answer',
      );
    }
    if (!fours.includes(tile)) throw malformed(`${view} does not hold four ${tileName(tile)} (${tile}) to keep`, line, 'answer');
    return { kind: 'hold', tile };
  }
  if (answer.kind === 'discard' && answer.tile === null) return { kind: 'discard', tile: null };
  const refusal = turnRefusal(table, answer.kind === 'discard' ? { type: 'discard', seat: view, tile: answer.tile } : { type: 'kong', seat: view, tile: answer.tile });
  if (refusal) throw malformed(`the engine refuses this answer: ${refusal.message}`, line, 'answer', refusal.rule);
  // "kong" and "add" are one move to the engine; the file must say which way the kong is made.
  const pung = table.seats[view].melds.some((m) => m.kind === 'pung' && m.tiles[0] === answer.tile);
  if (answer.kind === 'kong' && pung) throw malformed(`${view}'s ${answer.tile} go onto his exposed pung: write "answer: add ${answer.tile}"`, line, 'answer');
  if (answer.kind === 'add' && !pung) throw malformed(`${view} has no exposed pung of ${answer.tile}: for four in his hand write "answer: kong ${answer.tile}"`, line, 'answer');
  return answer;
}

/** The learner's claim, which the engine must find legal. */
function checkAnswer(claim: Claim, line: number | null, scenario: Scenario): Claim {
  if (claim.seat !== scenario.view) throw malformed(`the answer is the call of the learner's seat, ${scenario.view}, not ${claim.seat}`, line, 'answer');
  if (!scenario.event) {
    throw malformed(
      isOwnTurn(scenario)
        ? `${scenario.view} is playing his own turn, with nothing to claim: give his move, one of ${TURN_ANSWER_FORMS}`
        : 'there is nothing to claim in this position, so the answer can only be "pass"',
      line,
      'answer',
    );
  }
  const check = checkClaim(scenario.table, claim);
  if (!check.legal) throw malformed(`the engine refuses this answer: ${check.refusal.message}`, line, 'answer', check.refusal.rule);
  return check.claim;
}

/** Reads a scenario file: the syntax step, then the legality step. A file that is not a position raises a FormatError naming each line and field. */
export function parseScenario(source: string, name = 'scenario'): Scenario {
  return scenarioFromSetup(readScenarioSetup(source), name);
}
