/**
 * The book's illustrations as replays: a start position (a scenario text,
 * usually with `turn:` and `next:`/`loose:` pinning the wall) and a list of
 * moves in words that the engine plays one by one. Every step is a move the
 * engine accepts, unless the data says it must refuse it (`refused`), as when
 * a caption has the wrong player move.
 *
 * Steps, in words:
 *   South draws                 South discards 9c        East loose
 *   East pung                   East chow 4c 6c          East kong     (claims on the live tile)
 *   South chow 8d 9d, North pung                                      (several claims at once)
 *   East declares 1d            East adds 1d             (a concealed kong; a drawn fourth added to a pung)
 *   East mahjong (a winning claim on the live tile)     East declares mahjong (on his own draw)
 *   pass (nobody claims)
 *
 * Data files (content/illustrations/*.json) are checked here for shape; the
 * build also replays them (src/build/checkIllustrations.ts).
 */
import { type Claim, CLAIM_CALLS, parseClaimKind } from '../claims';
import { type Move, play } from '../moves';
import type { Meld } from '../melds';
import { type Reason, type Refusal, quote } from '../refusal';
import { parseScenario, parseSeatLine } from './scenario';
import { type Seat, parseSeat } from '../seats';
import type { Table } from '../table';
import { NotationError, type Tile, parseTile, sortTiles, tileName } from '../tiles';

export interface IllustrationStep {
  /** The move in words, as above. */
  move: string;
  /** This step ends at the position the photograph (or figure) shows. */
  moment?: boolean;
  /** The engine must refuse this move, for this rule: what the rules make of a faulty caption. */
  refused?: string;
  /** A sentence of our own that goes with the step. */
  note?: string;
}

export interface Pictured {
  /** The seat the picture is about. */
  seat: Seat;
  /** His tiles in scenario notation: `2d 3d 7c | kong 1d 1d 1d* 1d from West`; `hidden` for a hand the picture does not show. */
  line: string;
}

export interface IllustrationReplay {
  /** Scenario text of the position before the first step. */
  start: string;
  steps: IllustrationStep[];
}

export interface IllustrationData extends IllustrationReplay {
  /** `harr-12`, `figure-1`: the page's address under /illustrations/. */
  id: string;
  source: 'harr' | 'modern';
  number: number;
  title: string;
  /** Harr's photograph, copied into public/; the modern page's figures have none. */
  photo: { file: string; width: number; height: number; alt: string } | null;
  caption: string;
  rules: string[];
  /** The lesson that teaches it (its slug) and the section (heading id). */
  lesson: string;
  section: string;
  /** Where the book contradicts itself or needs a word: a heading and our explanation. */
  notes: { title: string; text: string }[];
  /** What the picture shows, seat by seat; checked against the replay at the moment. */
  pictured: Pictured[];
  /** The scenario (content/scenarios/NAME.scn) that puts the learner in the position to make the call. */
  tryIt: string;
  /** A second replay: the position as printed, when the book's errata corrects it. */
  printed?: IllustrationReplay & { title: string; text: string };
}

/** Malformed illustration data or a step the engine refuses: names the field. */
export class IllustrationError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
    this.name = 'IllustrationError';
  }
}

function tile(token: string, field: string): Tile {
  try {
    return parseTile(token);
  } catch (error) {
    if (error instanceof NotationError) throw new IllustrationError(field, error.message);
    throw error;
  }
}

function seat(word: string, field: string): Seat {
  const found = parseSeat(word);
  if (!found) throw new IllustrationError(field, `${quote(word)} is not a seat: write East, South, West or North`);
  return found;
}

function parseClaim(text: string, field: string): Claim {
  const [who, kind, ...rest] = text.trim().split(/\s+/);
  const k = parseClaimKind(kind ?? '');
  if (!k) throw new IllustrationError(field, `${quote(text.trim())} is not a move: see the list at the top of src/engine/illustration.ts`);
  const s = seat(who, field);
  const tiles = rest.map((t) => tile(t, field));
  if (k === 'chow') {
    if (tiles.length !== 2) throw new IllustrationError(field, `a chow names the two tiles from the hand, as in "${s} chow 4c 6c"`);
    return { seat: s, kind: k, tiles: [tiles[0], tiles[1]] };
  }
  if (tiles.length) throw new IllustrationError(field, `a ${k} claim is made on the live tile and names no tiles`);
  return { seat: s, kind: k };
}

/** Reads one step's words into an engine move. */
export function parseStep(text: string, field = 'step'): Move {
  const words = text.trim().split(/\s+/);
  if (words.length === 1 && words[0].toLowerCase() === 'pass') return { type: 'pass' };
  if (text.includes(',')) return { type: 'claim', claims: text.split(',').map((c) => parseClaim(c, field)) };
  const [who, verb, arg, extra] = words;
  if (extra !== undefined && verb !== 'chow') throw new IllustrationError(field, `${quote(text)} has too many words`);
  switch (verb) {
    case 'draws':
      if (arg === undefined) return { type: 'draw', seat: seat(who, field) };
      break;
    case 'loose':
      if (arg === undefined) return { type: 'loose', seat: seat(who, field) };
      break;
    case 'discards':
      if (arg !== undefined) return { type: 'discard', seat: seat(who, field), tile: tile(arg, field) };
      break;
    case 'declares':
      if (arg === 'mahjong') return { type: 'mahjong', seat: seat(who, field) };
    // falls through
    case 'adds':
      if (arg !== undefined) return { type: 'kong', seat: seat(who, field), tile: tile(arg, field) };
      break;
    default:
      return { type: 'claim', claims: [parseClaim(text, field)] };
  }
  throw new IllustrationError(field, `${quote(text)} is not a move: write "South draws", "South discards 9c", "East pung", "East declares 1d", "East loose" or "pass"`);
}

/** One position of a replay: the start (index 0) or the position after a step. */
export interface Frame {
  table: Table;
  /** The step's words; empty for the start. */
  move: string;
  /** The engine's explanation of the step, each line with its rule. */
  explanation: Reason[];
  /** A refused move (the table is unchanged). */
  refusal?: Refusal;
  /** Seats passed over by a claim in this step. */
  lostTurns: Seat[];
  /** The seat that took the tile in this step. */
  awardedTo: Seat | null;
  note?: string;
}

export interface Replay {
  title: string;
  /** The seats whose hands the start scenario shows. */
  shown: Seat[];
  view: Seat;
  frames: Frame[];
  /** Index into frames of the pictured position (after the step marked `moment`, else the last). */
  moment: number;
}

/** Plays every step; a step the engine refuses (or accepts when it should refuse) throws, naming the step. */
export function replay(data: IllustrationReplay, name = 'illustration', field = 'steps'): Replay {
  let scenario;
  try {
    scenario = parseScenario(data.start, name);
  } catch (error) {
    throw new IllustrationError('start', (error as Error).message);
  }
  const frames: Frame[] = [{ table: scenario.table, move: '', explanation: [], lostTurns: [], awardedTo: null }];
  let moment = -1;
  data.steps.forEach((step, i) => {
    const where = `${field}[${i}] ("${step.move}")`;
    const move = parseStep(step.move, where);
    const before = frames[frames.length - 1].table;
    const result = play(before, move);
    const base = { move: step.move, ...(step.note ? { note: step.note } : {}) };
    if (step.refused) {
      if (result.ok) throw new IllustrationError(where, `the data says the engine refuses this move (${step.refused}), but it accepts it`);
      if (result.refusal.rule !== step.refused) {
        throw new IllustrationError(where, `the engine refuses it for ${result.refusal.rule}, not ${step.refused}: ${result.refusal.message}`);
      }
      const text = result.refusal.fix ? `${result.refusal.message} ${result.refusal.fix}` : result.refusal.message;
      frames.push({ ...base, table: before, explanation: [{ rule: result.refusal.rule, text }], refusal: result.refusal, lostTurns: [], awardedTo: null });
    } else {
      if (!result.ok) throw new IllustrationError(where, `the engine refuses this move: ${result.refusal.message} [${result.refusal.rule}]`);
      frames.push({
        ...base,
        table: result.table,
        explanation: result.explanation,
        lostTurns: result.ruling?.lostTurns ?? [],
        awardedTo: result.ruling?.awardedTo ?? null,
      });
    }
    if (step.moment) {
      if (moment >= 0) throw new IllustrationError(where, 'only one step can be the moment pictured');
      moment = frames.length - 1;
    }
  });
  return { title: scenario.title, shown: scenario.shown, view: scenario.view, frames, moment: moment >= 0 ? moment : frames.length - 1 };
}

function meldKey(meld: Meld): string {
  return [meld.kind, sortTiles(meld.tiles).join(' '), meld.claimed ? `${meld.claimed.tile} from ${meld.claimed.from}` : '', meld.kongWay ?? ''].join('|');
}

/**
 * Does the table show what the picture shows for its seat? Returns what
 * differs, in words, or null. Sets are compared in any order; the hand as a
 * sorted list, unless the line says `hidden`.
 */
export function picturedProblem(table: Table, pictured: Pictured): string | null {
  let spec;
  try {
    spec = parseSeatLine(pictured.line, 0, pictured.seat);
  } catch (error) {
    throw new IllustrationError('pictured', (error as Error).message);
  }
  const s = table.seats[pictured.seat];
  const want = spec.melds.map(meldKey).sort();
  const have = s.melds.map(meldKey).sort();
  if (want.join(',') !== have.join(',')) return `${pictured.seat}'s sets are ${have.join(', ') || 'none'}, but the picture shows ${want.join(', ') || 'none'}`;
  if (!spec.fill) {
    const a = sortTiles(s.concealed).join(' ');
    const b = sortTiles(spec.known).join(' ');
    if (a !== b) return `${pictured.seat}'s hand is ${a}, but the picture shows ${b}`;
  }
  return null;
}

const ID = /^(harr-\d+|figure-\d+)$/;

function str(value: unknown, field: string): string {
  if (typeof value !== 'string' || !value.trim()) throw new IllustrationError(field, 'must be a non-empty string');
  return value;
}

function steps(value: unknown, field: string): IllustrationStep[] {
  if (!Array.isArray(value) || value.length === 0) throw new IllustrationError(field, 'must be a non-empty list of moves');
  return value.map((v, i) => {
    const f = `${field}[${i}]`;
    if (typeof v === 'string') return { move: str(v, f) };
    if (!v || typeof v !== 'object') throw new IllustrationError(f, 'a step is a move in words, or { "move": ..., "moment": true, "note": ..., "refused": RULE }');
    const o = v as Record<string, unknown>;
    for (const key of Object.keys(o)) if (!['move', 'moment', 'refused', 'note'].includes(key)) throw new IllustrationError(`${f}.${key}`, 'unknown field; a step has move, moment, refused and note');
    return {
      move: str(o.move, `${f}.move`),
      ...(o.moment === true ? { moment: true } : {}),
      ...(o.refused !== undefined ? { refused: str(o.refused, `${f}.refused`) } : {}),
      ...(o.note !== undefined ? { note: str(o.note, `${f}.note`) } : {}),
    };
  });
}

/** A scenario in data: one string, or a list of lines. */
function scenarioText(value: unknown, field: string): string {
  if (Array.isArray(value) && value.every((l) => typeof l === 'string')) return value.join('\n');
  return str(value, field);
}

/** Checks the shape of one data file's object; replaying is separate. */
export function readIllustration(raw: unknown): IllustrationData {
  if (!raw || typeof raw !== 'object') throw new IllustrationError('file', 'must hold one JSON object');
  const o = raw as Record<string, unknown>;
  const known = ['$comment', 'id', 'source', 'number', 'title', 'photo', 'caption', 'rules', 'lesson', 'section', 'notes', 'start', 'steps', 'pictured', 'tryIt', 'printed'];
  for (const key of Object.keys(o)) if (!known.includes(key)) throw new IllustrationError(key, `unknown field; the fields are ${known.slice(1).join(', ')}`);
  const id = str(o.id, 'id');
  if (!ID.test(id)) throw new IllustrationError('id', `"${id}" must be harr-N or figure-N`);
  if (o.source !== 'harr' && o.source !== 'modern') throw new IllustrationError('source', 'must be "harr" or "modern"');
  if (typeof o.number !== 'number' || !Number.isInteger(o.number) || o.number < 1) throw new IllustrationError('number', 'must be a whole number');
  if (id !== `${o.source === 'harr' ? 'harr' : 'figure'}-${o.number}`) throw new IllustrationError('id', `must be ${o.source === 'harr' ? 'harr' : 'figure'}-${o.number} for this source and number`);
  let photo: IllustrationData['photo'] = null;
  if (o.photo !== null && o.photo !== undefined) {
    const p = o.photo as Record<string, unknown>;
    if (typeof p.width !== 'number' || typeof p.height !== 'number') throw new IllustrationError('photo', 'needs width and height in pixels');
    photo = { file: str(p.file, 'photo.file'), width: p.width, height: p.height, alt: str(p.alt, 'photo.alt') };
  } else if (o.source === 'harr') throw new IllustrationError('photo', "Harr's illustrations have a photograph");
  if (!Array.isArray(o.rules) || o.rules.length === 0) throw new IllustrationError('rules', 'must list the rule ids the illustration shows');
  const pictured = (Array.isArray(o.pictured) ? o.pictured : [o.pictured]) as (Record<string, unknown> | undefined)[];
  if (!pictured.length || pictured.some((p) => !p || typeof p !== 'object')) throw new IllustrationError('pictured', 'must give { "seat": ..., "line": ... } (or a list of them): the pictured seat in scenario notation');
  const notes = o.notes === undefined ? [] : o.notes;
  if (!Array.isArray(notes)) throw new IllustrationError('notes', 'must be a list of { "title", "text" }');
  let printed: IllustrationData['printed'];
  if (o.printed !== undefined) {
    const p = o.printed as Record<string, unknown>;
    printed = { title: str(p.title, 'printed.title'), text: str(p.text, 'printed.text'), start: scenarioText(p.start, 'printed.start'), steps: steps(p.steps, 'printed.steps') };
  }
  return {
    id,
    source: o.source,
    number: o.number,
    title: str(o.title, 'title'),
    photo,
    caption: str(o.caption, 'caption'),
    rules: o.rules.map((r, i) => str(r, `rules[${i}]`)),
    lesson: str(o.lesson, 'lesson'),
    section: str(o.section, 'section'),
    notes: notes.map((n, i) => ({ title: str((n as Record<string, unknown>)?.title, `notes[${i}].title`), text: str((n as Record<string, unknown>)?.text, `notes[${i}].text`) })),
    start: scenarioText(o.start, 'start'),
    steps: steps(o.steps, 'steps'),
    pictured: pictured.map((p, i) => ({ seat: seat(str(p!.seat, `pictured[${i}].seat`), `pictured[${i}].seat`), line: str(p!.line, `pictured[${i}].line`) })),
    tryIt: str(o.tryIt, 'tryIt'),
    ...(printed ? { printed } : {}),
  };
}

/** A step in plain words for the list beside the board: "South discards the 9 of Characters". */
export function describeStep(step: IllustrationStep): string {
  const move = parseStep(step.move);
  let words: string;
  switch (move.type) {
    case 'draw':
      words = `${move.seat} draws from the wall`;
      break;
    case 'discard':
      words = `${move.seat} discards the ${tileName(move.tile)}`;
      break;
    case 'loose':
      words = `${move.seat} draws a loose tile`;
      break;
    case 'kong':
      words = `${move.seat} ${step.move.includes(' adds ') ? 'adds' : 'declares'} a kong of ${tileName(move.tile)}`;
      break;
    case 'mahjong':
      words = `${move.seat} goes out on his own draw`;
      break;
    case 'pass':
      words = 'Nobody claims';
      break;
    case 'claim':
      words = move.claims
        .map((c) => `${c.seat} calls ${CLAIM_CALLS[c.kind]}${c.tiles ? ` with the ${c.tiles.map(tileName).join(' and the ')}` : ''}`)
        .join(', and ');
      break;
  }
  return step.refused ? `${words}? (refused)` : words;
}
