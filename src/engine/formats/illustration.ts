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
 * Data files (content/illustrations/*.json) are checked here for shape, by a
 * zod schema (as the lessons' frontmatter is, in src/content.config.ts): a
 * problem names the field's path in the file, `steps[3].move`, and every
 * problem of a file is reported at once. Rule ids are typed RuleId once read.
 * The moves and the pictured seats are read as words here too; the build
 * replays the steps (src/build/checks/checkIllustrations.ts).
 */
import { z } from 'zod';
import { type Claim, CLAIM_CALLS, parseClaimKind } from '../claims';
import { type Move, play } from '../moves';
import type { Meld } from '../melds';
import { type Reason, type Refusal, quote } from '../refusal';
import { RULE_IDS, type RuleId } from '../rules';
import { type Seat, parseSeat } from '../seats';
import type { Table } from '../table';
import { sortTiles, tileName } from '../tiles';
import { FormatError, MAX_PROBLEMS, type Problem, Problems, malformed, within } from './formatError';
import { seatAt, tileAt } from './notation';
import { parseScenario, parseSeatLine, readScenarioSetup } from './scenario';

export interface IllustrationStep {
  /** The move in words, as above. */
  move: string;
  /** This step ends at the position the photograph (or figure) shows. */
  moment?: boolean;
  /** The engine must refuse this move, for this rule: what the rules make of a faulty caption. */
  refused?: RuleId;
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
  rules: RuleId[];
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

function seat(word: string, field: string): Seat {
  return seatAt(word, null, field);
}

function parseClaim(text: string, field: string): Claim {
  const [who, kind, ...rest] = text.trim().split(/\s+/);
  const k = parseClaimKind(kind ?? '');
  if (!k) throw malformed(`${quote(text.trim())} is not a move: see the list at the top of src/engine/formats/illustration.ts`, null, field);
  const s = seat(who, field);
  const tiles = rest.map((t) => tileAt(t, null, field));
  if (k === 'chow') {
    if (tiles.length !== 2) throw malformed(`a chow names the two tiles from the hand, as in "${s} chow 4c 6c"`, null, field);
    return { seat: s, kind: k, tiles: [tiles[0], tiles[1]] };
  }
  if (tiles.length) throw malformed(`a ${k} claim is made on the live tile and names no tiles`, null, field);
  return { seat: s, kind: k };
}

/** Reads one step's words into an engine move. */
export function parseStep(text: string, field = 'step'): Move {
  const words = text.trim().split(/\s+/);
  if (words.length === 1 && words[0].toLowerCase() === 'pass') return { type: 'pass' };
  if (text.includes(',')) return { type: 'claim', claims: text.split(',').map((c) => parseClaim(c, field)) };
  const [who, verb, arg, extra] = words;
  if (extra !== undefined && verb !== 'chow') throw malformed(`${quote(text)} has too many words`, null, field);
  switch (verb) {
    case 'draws':
      if (arg === undefined) return { type: 'draw', seat: seat(who, field) };
      break;
    case 'loose':
      if (arg === undefined) return { type: 'loose', seat: seat(who, field) };
      break;
    case 'discards':
      if (arg !== undefined) return { type: 'discard', seat: seat(who, field), tile: tileAt(arg, null, field) };
      break;
    case 'declares':
      if (arg === 'mahjong') return { type: 'mahjong', seat: seat(who, field) };
    // falls through
    case 'adds':
      if (arg !== undefined) return { type: 'kong', seat: seat(who, field), tile: tileAt(arg, null, field) };
      break;
    default:
      return { type: 'claim', claims: [parseClaim(text, field)] };
  }
  throw malformed(`${quote(text)} is not a move: write "South draws", "South discards 9c", "East pung", "East declares 1d", "East loose" or "pass"`, null, field);
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

/**
 * Plays every step; a step the engine refuses (or accepts when it should
 * refuse) throws a FormatError naming the step's move, `steps[3].move`. The
 * start position's own problems are named under its field, `start`.
 */
export function replay(data: IllustrationReplay, name = 'illustration', field = 'steps'): Replay {
  const startField = `${field.slice(0, -'steps'.length)}start`;
  let scenario;
  try {
    scenario = parseScenario(data.start, name);
  } catch (error) {
    if (error instanceof FormatError) throw within(startField, error);
    throw error;
  }
  const frames: Frame[] = [{ table: scenario.table, move: '', explanation: [], lostTurns: [], awardedTo: null }];
  let moment = -1;
  data.steps.forEach((step, i) => {
    const where = `${field}[${i}].move`;
    const move = parseStep(step.move, where);
    const before = frames[frames.length - 1].table;
    const result = play(before, move);
    const base = { move: step.move, ...(step.note ? { note: step.note } : {}) };
    const said = quote(step.move);
    if (step.refused) {
      if (result.ok) throw malformed(`the data says the engine refuses ${said} (${step.refused}), but it accepts it`, null, where);
      if (result.refusal.rule !== step.refused) {
        throw malformed(`the engine refuses ${said} for ${result.refusal.rule}, not ${step.refused}: ${result.refusal.message}`, null, where);
      }
      const text = result.refusal.fix ? `${result.refusal.message} ${result.refusal.fix}` : result.refusal.message;
      frames.push({ ...base, table: before, explanation: [{ rule: result.refusal.rule, text }], refusal: result.refusal, lostTurns: [], awardedTo: null });
    } else {
      if (!result.ok) throw malformed(`the engine refuses ${said}: ${result.refusal.message} [${result.refusal.rule}]`, null, where, result.refusal.rule);
      frames.push({
        ...base,
        table: result.table,
        explanation: result.explanation,
        lostTurns: result.ruling?.lostTurns ?? [],
        awardedTo: result.ruling?.awardedTo ?? null,
      });
    }
    if (step.moment) {
      if (moment >= 0) throw malformed('only one step can be the moment pictured', null, `${field}[${i}].moment`);
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
  const spec = parseSeatLine(pictured.line, null, 'pictured');
  const s = table.seats[pictured.seat];
  const want = spec.melds.map(meldKey).sort();
  const have = s.melds.map(meldKey).sort();
  if (want.join(',') !== have.join(',')) return `${pictured.seat}'s sets are ${have.join(', ') || 'none'}, but the picture shows ${want.join(', ') || 'none'}`;
  if (!spec.hidden) {
    const a = sortTiles(s.concealed).join(' ');
    const b = sortTiles(spec.hand).join(' ');
    if (a !== b) return `${pictured.seat}'s hand is ${a}, but the picture shows ${b}`;
  }
  return null;
}

const ID = /^(harr-\d+|figure-\d+)$/;

/** Text that says something: not empty, not only spaces. */
const text = z.string().refine((s) => s.trim() !== '', { error: 'must not be empty' });

/** An object with exactly these fields; an unknown one is named, with the fields it may have. */
function strict<T extends z.ZodRawShape>(shape: T, what: string, invalid?: string) {
  const fields = Object.keys(shape).filter((k) => !k.startsWith('$'));
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => quote(k)).join(', ')}: ${what} has ${fields.join(', ')}`;
      if (issue.code === 'invalid_type' && invalid) return invalid;
      return undefined;
    },
  });
}

const ruleId = z.enum(RULE_IDS, { error: (issue) => `${quote(String(issue.input))} is not a rule id of RULES.md` });

const seatName = z.string().transform((word, ctx) => {
  const found = parseSeat(word);
  if (found) return found;
  ctx.issues.push({ code: 'custom', input: word, message: `${quote(word)} is not a seat: write East, South, West or North` });
  return z.NEVER;
});

/** A step: a move in words, or an object with the move and what goes with it. */
const step = z.preprocess(
  (v) => (typeof v === 'string' ? { move: v } : v),
  strict({ move: text, moment: z.boolean().optional(), refused: ruleId.optional(), note: text.optional() }, 'a step', 'a step is a move in words, or { "move": ..., "moment": true, "note": ..., "refused": RULE }'),
);
const steps = z.array(step).min(1, { error: 'must list the moves, at least one' });

/** A scenario in data: one string, or a list of lines. */
const scenarioText = z.preprocess(
  (v) => (Array.isArray(v) && v.every((l) => typeof l === 'string') ? v.join('\n') : v),
  z.string({ error: 'must be a scenario: one string, or a list of lines' }).refine((s) => s.trim() !== '', { error: 'must not be empty' }),
);

const pictured = z.preprocess(
  (v) => (v && typeof v === 'object' && !Array.isArray(v) ? [v] : v),
  z.array(strict({ seat: seatName, line: text }, 'a pictured seat', 'must give { "seat": ..., "line": ... }: the pictured seat in scenario notation')).min(1),
);

/** The schema of content/illustrations/*.json. */
export const illustrationSchema = strict(
  {
    $comment: z.unknown().optional(),
    id: z.string().regex(ID, { error: (issue) => `${quote(String(issue.input))} must be harr-N or figure-N` }),
    source: z.enum(['harr', 'modern']),
    number: z.int({ error: 'must be a whole number' }).min(1, { error: 'must be 1 or more' }),
    title: text,
    photo: strict({ file: text, width: z.number(), height: z.number(), alt: text }, 'a photograph').nullish(),
    caption: text,
    rules: z.array(ruleId).min(1, { error: 'must list the rule ids the illustration shows' }),
    lesson: text,
    section: text,
    notes: z.array(strict({ title: text, text }, 'a note')).optional(),
    start: scenarioText,
    steps,
    pictured,
    tryIt: text,
    printed: strict({ title: text, text, start: scenarioText, steps }, 'the printed version').optional(),
  },
  'an illustration',
  'must hold one JSON object',
);

/** Where a problem is in the data: `steps[3].move`; the whole file for a problem at its top. */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : out ? `.${String(key)}` : String(key);
  return out || 'file';
}

const EXPECTED: Record<string, string> = { string: 'text', number: 'a number', int: 'a whole number', array: 'a list', object: 'an object', boolean: 'true or false' };

/** Our words for zod's issues that no field of the schema words itself. */
function issueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is missing' : `must be ${EXPECTED[issue.expected] ?? issue.expected}`;
    case 'too_small':
      return issue.origin === 'array' ? 'must list at least one' : issue.origin === 'string' ? 'must not be empty' : `must be at least ${String(issue.minimum)}`;
    case 'invalid_value':
      return `must be ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}, not ${quote(String(issue.input))}`;
    default:
      return undefined;
  }
}

/** The problems that span fields, and those of the words in a field (moves, start positions, pictured seats): each named by its path. */
function crossProblems(data: IllustrationData, problems: Problems): void {
  const prefix = data.source === 'harr' ? 'harr' : 'figure';
  if (data.id !== `${prefix}-${data.number}`) problems.add(at('id', `must be ${prefix}-${data.number} for this source and number`));
  if (data.source === 'harr' && !data.photo) problems.add(at('photo', "Harr's illustrations have a photograph"));
  const replays: [string, IllustrationReplay][] = [['', data], ...(data.printed ? [['printed.', data.printed] as [string, IllustrationReplay]] : [])];
  for (const [p, r] of replays) {
    problems.check(() => {
      try {
        readScenarioSetup(r.start);
      } catch (error) {
        if (error instanceof FormatError) throw within(`${p}start`, error);
        throw error;
      }
    });
    r.steps.forEach((s, i) => problems.check(() => parseStep(s.move, `${p}steps[${i}].move`)));
  }
  data.pictured.forEach((p, i) => problems.check(() => parseSeatLine(p.line, null, `pictured[${i}].line`)));
}

function at(field: string, message: string): Problem {
  return { line: null, field, rule: null, message, impossible: false };
}

/**
 * Checks one data file's object against the schema, then what spans fields
 * (the id against the source and number, Harr's photograph) and the words
 * of its moves, start positions and pictured seats; every problem at once,
 * each naming its path. Replaying is separate.
 */
export function readIllustration(raw: unknown): IllustrationData {
  const parsed = illustrationSchema.safeParse(raw, { error: issueMessage });
  if (!parsed.success) {
    throw new FormatError(parsed.error.issues.slice(0, MAX_PROBLEMS).map((issue) => at(fieldPath(issue.path), issue.message)));
  }
  const o = parsed.data;
  const data: IllustrationData = {
    id: o.id,
    source: o.source,
    number: o.number,
    title: o.title,
    photo: o.photo ?? null,
    caption: o.caption,
    rules: o.rules,
    lesson: o.lesson,
    section: o.section,
    notes: o.notes ?? [],
    start: o.start,
    steps: o.steps.map(stepOf),
    pictured: o.pictured,
    tryIt: o.tryIt,
    ...(o.printed ? { printed: { title: o.printed.title, text: o.printed.text, start: o.printed.start, steps: o.printed.steps.map(stepOf) } } : {}),
  };
  const problems = new Problems();
  crossProblems(data, problems);
  problems.throwIfAny();
  return data;
}

/** A step as read, without the fields it does not give. */
function stepOf(s: { move: string; moment?: boolean; refused?: RuleId; note?: string }): IllustrationStep {
  return { move: s.move, ...(s.moment ? { moment: true } : {}), ...(s.refused ? { refused: s.refused } : {}), ...(s.note !== undefined ? { note: s.note } : {}) };
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
      // The fourth tile is added to a pung; a kong of four in hand is declared (as the board's words say it, playerFrames.ts).
      words = step.move.includes(' adds ') ? `${move.seat} adds the ${tileName(move.tile)} to his pung` : `${move.seat} declares a kong of ${tileName(move.tile)}`;
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
