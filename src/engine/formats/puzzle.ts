/**
 * Claim-precedence puzzles: a scenario (the position and the calls as they
 * were announced) plus what the learner is asked and the stated answer.
 *
 *   tier: 2
 *   rules: PREC-PUNG-OVER-CHOW, TURN-SKIP
 *   hint: Which call outranks a chow?          (repeatable)
 *   asks: winner, next, lost                    (winner alone by default)
 *   expect-winner: West pung                    (or: nobody)
 *   expect-next: North                          (or: none, when the hand is over or no tile is left)
 *   expect-lost: South                          (or: none)
 *   explain: One or two sentences for a right answer.
 *
 * Every other line is a scenario line (see scenario.ts). The puzzle lines are
 * blanked before the scenario is parsed, so the line numbers in its errors
 * stay those of the file. A puzzle needs no "view:" (the learner is the
 * referee); the table is drawn as in Harr's Illustration No. 3.
 *
 * The engine must reach the stated answer: `solvePuzzle` rules on the calls
 * and lists every field it disagrees with; the build stops on any. Marking a
 * learner's answer is in puzzleRuling.ts, which the puzzle page ships
 * without this reader.
 */
import type { Ruling } from '../adjudicate';
import { type ClaimKind, parseClaimKind } from '../claims';
import { kindWord, nobodyDraws, rulePuzzle, seatList } from '../puzzleRuling';
import { QUOTE_LIMIT, quote } from '../refusal';
import { type Puzzle, type PuzzleExpectation, type PuzzlePart, type Tier, PUZZLE_PARTS } from '../position';
import { type RuleId, isRuleId } from '../rules';
import { type Scenario, ScenarioError, parseScenario, splitField, stripComment } from './scenario';
import { type Seat, parseSeat } from '../seats';

export const PUZZLE_FIELDS = ['tier', 'rules', 'hint', 'asks', 'expect-winner', 'expect-next', 'expect-lost', 'explain'] as const;
type PuzzleField = (typeof PUZZLE_FIELDS)[number];

/** A puzzle read from a file: its scenario as read, and the line of each puzzle field, for errors. */
export interface PuzzleFile extends Puzzle {
  scenario: Scenario;
  lines: Partial<Record<PuzzleField, number>>;
}

/** A puzzle file that is malformed, or whose stated answer the engine does not reach. */
export class PuzzleError extends ScenarioError {
  constructor(message: string, line: number | null, field: string, rule: RuleId | null = null) {
    super(message, line, field, rule);
    this.name = 'PuzzleError';
  }
}

function seatWord(word: string, line: number, field: string): Seat {
  const found = parseSeat(word);
  if (!found) throw new PuzzleError(`${quote(word)} is not a seat: write East, South, West or North`, line, field);
  return found;
}

const NONE = /^(none|nobody|no-one|no one)$/i;

function isPuzzleField(field: string): field is PuzzleField {
  return (PUZZLE_FIELDS as readonly string[]).includes(field);
}

/** Does this text have puzzle fields (tier, expect-winner, ...)? Then it is a puzzle, whatever its file is called. */
export function isPuzzleSource(source: string): boolean {
  return source.split(/\r?\n/).some((raw) => {
    const split = splitField(stripComment(raw));
    return split !== null && isPuzzleField(split.field);
  });
}

/** A list in which each item may appear once; a repeat is an error naming the line and field. */
function distinct(items: readonly string[], line: number, field: PuzzleField): string[] {
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item)) throw new PuzzleError(`${quote(item)} is listed twice: name it once`, line, field);
    seen.add(item);
  }
  return [...seen];
}

/** Reads a puzzle file; a malformed one raises a PuzzleError (or ScenarioError) naming the line and field. */
export function parsePuzzle(source: string, id = 'puzzle'): PuzzleFile {
  const lines = source.split(/\r?\n/);
  const values: Partial<Record<PuzzleField, { text: string; line: number }>> = {};
  const hints: string[] = [];
  const at: Partial<Record<PuzzleField, number>> = {};
  let hasView = false;
  const scenarioLines = lines.map((raw, index) => {
    const split = splitField(stripComment(raw));
    if (!split) return raw;
    if (split.field === 'view') hasView = true;
    if (!isPuzzleField(split.field)) return raw;
    const f = split.field;
    const value = split.value;
    const line = index + 1;
    if (!value) throw new PuzzleError(`"${f}" is empty`, line, f);
    if (f === 'hint') hints.push(value);
    else if (values[f]) throw new PuzzleError(`"${f}" is given twice`, line, f);
    else values[f] = { text: value, line };
    at[f] ??= line;
    return '';
  });
  // The learner is the referee: any seat will do for the scenario's view, which only sets the default "show".
  if (!hasView) scenarioLines.push('view: East');
  const scenario = parseScenario(scenarioLines.join('\n'), id);
  if (!scenario.event) throw new PuzzleError('a puzzle needs an "event:" (a discard, or a tile added to a pung, or a kong declared)', null, 'event');
  if (scenario.claims.length === 0) throw new PuzzleError('a puzzle needs the calls as they were announced: one "claim:" line each', null, 'claim');

  const tierValue = values.tier;
  if (!tierValue) throw new PuzzleError('say how hard the puzzle is: "tier: 1", "tier: 2" or "tier: 3"', null, 'tier');
  if (!/^[123]$/.test(tierValue.text)) throw new PuzzleError(`the tier is 1, 2 or 3, not ${quote(tierValue.text)}`, tierValue.line, 'tier');
  const tier = Number(tierValue.text) as Tier;

  const rulesValue = values.rules;
  if (!rulesValue) throw new PuzzleError('list the rule ids the puzzle is about, as in "rules: PREC-PUNG-OVER-CHOW"', null, 'rules');
  const rules: RuleId[] = [];
  for (const r of distinct(rulesValue.text.split(/[\s,]+/).filter(Boolean), rulesValue.line, 'rules')) {
    if (!/^[A-Z0-9]+(-[A-Z0-9]+)*$/.test(r)) throw new PuzzleError(`${quote(r)} is not written as a rule id (capitals and hyphens, e.g. CHOW-LEFT-ONLY)`, rulesValue.line, 'rules');
    if (!isRuleId(r)) throw new PuzzleError(`${quote(r)} is not a rule id of RULES.md`, rulesValue.line, 'rules');
    rules.push(r);
  }

  let asks: PuzzlePart[] = ['winner'];
  if (values.asks) {
    const words = values.asks.text.split(/[\s,]+/).filter(Boolean);
    for (const w of words) {
      if (!(PUZZLE_PARTS as readonly string[]).includes(w)) throw new PuzzleError(`${quote(w)} cannot be asked: write winner, next or lost`, values.asks.line, 'asks');
    }
    if (!words.includes('winner')) throw new PuzzleError('every puzzle asks who gets the tile: include "winner"', values.asks.line, 'asks');
    asks = PUZZLE_PARTS.filter((p) => words.includes(p));
  }

  const w = values['expect-winner'];
  if (!w) throw new PuzzleError('state the answer: "expect-winner: West pung" or "expect-winner: nobody"', null, 'expect-winner');
  let winner: PuzzleExpectation['winner'];
  if (NONE.test(w.text)) {
    winner = { seat: null, kind: null };
  } else {
    const [who, kindWord, ...more] = w.text.split(/\s+/);
    const kind = parseClaimKind(kindWord ?? '');
    if (!kind || more.length) throw new PuzzleError(`write the winner as a seat and a claim, as in "West pung" or "North mahjong", or "nobody"; not ${quote(w.text)}`, w.line, 'expect-winner');
    const seat = seatWord(who, w.line, 'expect-winner');
    if (!scenario.claims.some((c) => c.seat === seat)) throw new PuzzleError(`${seat} makes no call in this puzzle, so he cannot get the tile`, w.line, 'expect-winner');
    winner = { seat, kind };
  }
  const expect: PuzzleExpectation = { winner };

  const n = values['expect-next'];
  if (n) expect.next = NONE.test(n.text) ? null : seatWord(n.text, n.line, 'expect-next');
  else if (asks.includes('next')) throw new PuzzleError('the puzzle asks who draws next: give "expect-next: <Seat>" (or "none" when the hand is over or no tile is left to draw)', values.asks?.line ?? null, 'expect-next');

  const l = values['expect-lost'];
  if (l) {
    const seats = NONE.test(l.text) ? [] : l.text.split(/[\s,]+/).filter((x) => x && !/^and$/i.test(x)).map((x) => seatWord(x, l.line, 'expect-lost'));
    expect.lost = distinct(seats, l.line, 'expect-lost') as Seat[];
  } else if (asks.includes('lost')) throw new PuzzleError('the puzzle asks who loses a turn: give "expect-lost: <Seat>, <Seat>" (or "none")', values.asks?.line ?? null, 'expect-lost');

  return { id, scenario, tier, rules, hints, asks, expect, explain: values.explain?.text ?? null, lines: at };
}

export interface PuzzleProblem {
  field: PuzzleField | 'claim';
  line: number | null;
  message: string;
}

export interface PuzzleSolution {
  /** The engine reaches the stated answer, and cites every rule the puzzle lists. */
  agrees: boolean;
  problems: PuzzleProblem[];
  ruling: Ruling;
}

/** Rules on the puzzle and compares with its stated answer, field by field. */
export function solvePuzzle(puzzle: Puzzle & { lines?: PuzzleFile['lines'] }): PuzzleSolution {
  const ruling = rulePuzzle(puzzle);
  const problems: PuzzleProblem[] = [];
  const { expect } = puzzle;
  const lines = puzzle.lines ?? {};
  const engineSays = ruling.awardedTo ? `${ruling.awardedTo} takes it by ${kindWord(ruling.awardedAs)}` : 'nobody takes the tile';
  if (expect.winner.seat !== ruling.awardedTo || expect.winner.kind !== ruling.awardedAs) {
    const stated = expect.winner.seat ? `${expect.winner.seat} ${kindWord(expect.winner.kind)}` : 'nobody';
    problems.push({ field: 'expect-winner', line: lines['expect-winner'] ?? null, message: `the file says "${stated}", but the engine rules that ${engineSays}` });
  }
  if (expect.next !== undefined && expect.next !== ruling.nextToDraw) {
    problems.push({ field: 'expect-next', line: lines['expect-next'] ?? null, message: `the file says ${expect.next ?? 'none'} draws next, but the engine says ${ruling.nextToDraw ?? `none (${nobodyDraws(ruling)})`}` });
  }
  if (expect.lost !== undefined && seatList(expect.lost) !== seatList(ruling.lostTurns)) {
    problems.push({ field: 'expect-lost', line: lines['expect-lost'] ?? null, message: `the file says the turns lost are: ${seatList(expect.lost)}; the engine says: ${seatList(ruling.lostTurns)}` });
  }
  const cited = new Set<string>([...ruling.explanation.map((r) => r.rule), ...ruling.claims.flatMap((c) => (c.rule ? [c.rule] : []))]);
  // One problem for all the rules not cited: a file may list any number, and the report stays short.
  const uncited = puzzle.rules.filter((rule) => !cited.has(rule));
  if (uncited.length) {
    const listed = uncited.join(', ');
    const named = listed.length > QUOTE_LIMIT ? `${quote(listed)}, ${uncited.length} rules` : listed;
    problems.push({ field: 'rules', line: lines.rules ?? null, message: `the puzzle lists ${named}, but the engine's ruling never cites ${uncited.length === 1 ? 'it' : 'them'} (it cites ${[...cited].join(', ')})` });
  }
  return { agrees: problems.length === 0, problems, ruling };
}

/** Throws a PuzzleError on the first field the engine disagrees with. */
export function assertPuzzle(puzzle: PuzzleFile): Ruling {
  const solution = solvePuzzle(puzzle);
  const first = solution.problems[0];
  if (first) throw new PuzzleError(first.message, first.line, first.field);
  return solution.ruling;
}
