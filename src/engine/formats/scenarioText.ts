/**
 * The scenario reader's syntax step (scenario.ts describes the format):
 * a file's fields as written, a ScenarioSetup, which need not be a position
 * at all (five of a tile is fine here), or a FormatError listing every line
 * written wrong and every field missing.
 */
import { type Claim, type ClaimKind, parseClaimKind } from '../claims';
import type { Meld } from '../melds';
import type { RuleOptions } from '../options';
import { SEAT_QUESTION_KINDS, type SeatQuestionKind, type TurnAnswer } from '../position';
import { quote } from '../refusal';
import { SEATS, type Seat, parseSeat } from '../seats';
import type { Tile } from '../tiles';
import { type Problem, Problems, malformed } from './formatError';
import { fileLines, seatAt, tileAt } from './notation';
import type { RulesetLines } from './rulesetLines';
import { AMERICAN_SET_RULESET } from '../position';

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
 * `South discards` (he has drawn), `South drew 1d` (he has drawn the 1 of
 * Circles, which the file names here and not on his line, and plays his turn),
 * or `South draws loose` (his kong stands, and he is about to draw its loose
 * tile from the wall's end).
 */
export interface TurnSetup {
  seat: Seat;
  phase: 'draw' | 'discard';
  /** The tile he has just drawn, with `drew`. */
  drew?: Tile;
  /** `called`: he has just made the last set on his line by calling a discard, and must discard (swap-calling, E16). */
  called?: boolean;
  /** `draws loose`: his kong stands (called, declared and not robbed, or added and not robbed), and he owes its loose tile (KONG-LOOSE-TILE). */
  loose?: boolean;
}

/** An own-turn answer as written: `hold` may leave the four to be found in the hand. */
export type TurnAnswerSetup = Exclude<TurnAnswer, { kind: 'hold' }> | { kind: 'hold'; tile: Tile | null };

/** The words an own-turn answer starts with. */
const TURN_ANSWER_WORDS = ['kong', 'add', 'hold', 'discard'] as const;

export const SCENARIO_FIELDS = [
  'title', 'solved-title', 'prompt', 'answer', 'ask', 'view', 'show', 'seed', 'discards', 'event', 'claim', 'drawn', 'turn', 'wall', 'next', 'loose', 'options',
  // What only today's rulesets read (formats/rulesetLines.ts).
  'ruleset', 'assume', 'riichi', 'passed',
  ...SEATS,
] as const;
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
  /** The lines only today's rulesets read, as written (formats/rulesetLines.ts reads them); absent when the file gives none. */
  rulesetLines?: RulesetLines;
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
export const ANNOUNCED: Record<ClaimKind, string> = { chow: 'a chow', pung: 'a pung', kong: 'a kong', mahjong: 'Mah-Jongg' };

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

/**
 * The American forms of a call (R19), after its seat: `pair`, `joker`, or a pung, kong or Mah Jongg call
 * with `using` and the tiles from the hand, then `racked` on a set call already racked or exposed. Null when
 * the call is written in none of them.
 */
function parseAmericanClaim(who: Seat, parts: string[], line: number, field: string): Claim | null {
  const word = (parts[1] ?? '').toLowerCase();
  if ((word === 'pair' || word === 'joker') && parts.length === 2) return { seat: who, kind: 'pung', form: word };
  const racked = parts[parts.length - 1] === 'racked';
  if (!racked && parts[2] !== 'using' && word !== 'pair' && word !== 'joker') return null;
  const kind = parseClaimKind(word);
  const named = parts.slice(3, racked ? -1 : undefined);
  const using = parts[2] === 'using' && named.length > 0;
  if ((kind !== 'pung' && kind !== 'kong' && kind !== 'mahjong') || (racked && kind === 'mahjong') || (!using && parts.length > (racked ? 3 : 2))) {
    throw malformed(`${quote(parts.join(' '))} is no American call: write "${who} pair", "${who} joker", or a pung, kong or mahjong call, then "using" and the tiles from his hand, as in "${who} pung using 5b J", and "racked" last on a pung or kong already racked`, line, field);
  }
  return { seat: who, kind, ...(using ? { using: named.map((w) => tileAt(w, line, field)) } : {}), ...(racked ? { racked: true as const } : {}) };
}

function parseClaim(text: string, line: number, field = 'claim'): Claim {
  const parts = words(text);
  const who = seatAt(parts[0] ?? '', line, field);
  const american = parseAmericanClaim(who, parts, line, field);
  if (american) return american;
  const kind = parseClaimKind(parts[1] ?? '');
  if (!kind) throw malformed(`${quote(parts[1] ?? '')} is not a claim: write chow, pung, kong or mahjong (or, under ${AMERICAN_SET_RULESET}, pair or joker)`, line, field);
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
export const TURN_ANSWER_FORMS = '"kong 1d" (declare a concealed kong), "add 5b" (add it to your exposed pung), "hold" (keep your four undeclared), "discard 9c" or "discard" (any tile)';

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
  // The lines only today's rulesets read, kept as written.
  const kept: RulesetLines = {};
  const keep = (field: keyof RulesetLines, text: string, line: number) => void (kept[field] = { text, line });
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
      // The earlier discards. Written seat by seat (`East 9c | South 1d 4b*`), Harr's table takes the tiles still lying
      // there, a starred one taken for a set, and the line is kept for the rulesets that read whose they are.
      case 'discards': {
        const listed = value.split(/[\s|]+/).filter(Boolean);
        const bySeat = !!listed[0] && !!parseSeat(listed[0]);
        if (bySeat) keep(field, value, line);
        setup.discards = listed.filter((w) => !bySeat || !(parseSeat(w) || w.endsWith('*'))).map((w) => tileAt(w, line, field));
        break;
      }
      // The two fields that list tiles to come: the wall's next draws, the loose tiles.
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
      case 'drawn': {
        // `drawn: West racked`: under the American rules he has racked his pick too, which closes the window (NMJL-WINDOW).
        const [who, racked, ...more] = words(value);
        if (more.length || (racked !== undefined && racked !== 'racked')) throw malformed(`write the seat that has drawn, as in "drawn: West", or under ${AMERICAN_SET_RULESET} "drawn: West racked"`, line, field);
        setup.drawn = seatAt(who ?? '', line, field);
        if (racked) kept.racked = { text: setup.drawn, line };
        break;
      }
      case 'turn': {
        const m = /^(\w+)\s+(draws\s+loose|draws|discards|called|drew\s+(\S+))$/.exec(value);
        if (!m) {
          throw malformed(
            `write "turn: South draws" (he is about to draw), "turn: South discards" (he has drawn), "turn: South drew 1d" (he has drawn the 1 of Circles and plays his turn), "turn: South called" (he has just called the last set on his line) or "turn: South draws loose" (his kong stands and he is about to draw its loose tile), not ${quote(value)}`,
            line,
            field,
          );
        }
        const seat = seatAt(m[1], line, field);
        if (m[3]) setup.turn = { seat, phase: 'discard', drew: tileAt(m[3], line, field) };
        else if (m[2] === 'called') setup.turn = { seat, phase: 'discard', called: true };
        else if (m[2] !== 'draws' && m[2].startsWith('draws')) setup.turn = { seat, phase: 'draw', loose: true };
        else setup.turn = { seat, phase: m[2] === 'draws' ? 'draw' : 'discard' };
        break;
      }
      case 'wall':
        setup.wall = wholeNumber(value, line, field, 'the wall is a number of tiles');
        break;
      // Harr's options, read once every line is: under another ruleset, its switches, which that ruleset reads.
      case 'options':
      case 'ruleset':
      case 'assume':
      case 'riichi':
      case 'passed':
        keep(field, value, line);
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

  const harr = !kept.ruleset || kept.ruleset.text === 'harr-1922';
  if (kept.options && harr) problems.check(() => void (setup.options = parseOptions(kept.options!.text, kept.options!.line!)));
  // Harr's options alone are no ruleset line.
  if (kept.options && harr) delete kept.options;
  if (Object.keys(kept).length) setup.rulesetLines = kept;
  if (lines.fields.title === undefined) problems.add(missing('every scenario needs a title', 'title'));
  if (lines.fields.view === undefined && !view) problems.add(missing('say whose seat the learner takes, as in "view: South"', 'view'));
  return problems.count > before ? null : setup;
}

function missing(message: string, field: string): Problem {
  return { line: null, field, rule: null, message, impossible: false };
}
