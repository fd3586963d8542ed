/**
 * Claim-precedence puzzles: a scenario (the position and the calls as they
 * were announced) plus what the learner is asked and the stated answer.
 *
 *   tier: 2
 *   rules: PREC-PUNG-OVER-CHOW, TURN-SKIP
 *   hint: Which call outranks a chow?          (repeatable)
 *   asks: winner, next, lost                    (winner alone by default)
 *   expect-winner: West pung                    (or: nobody; or, where several may win: South mahjong, North mahjong)
 *   expect-winner[hong-kong]: South mahjong     (the answer under another ruleset, proved too)
 *   expect-next: North                          (or: none, when the hand is over or no tile is left)
 *   expect-lost: South                          (or: none)
 *   explain: One or two sentences for a right answer.
 *
 * A puzzle may be ruled under one of today's rulesets (`ruleset: riichi-tenhou`,
 * with the lines that ruleset reads: formats/rulesetLines.ts): its answer is
 * then that ruleset's, its `rules:` may name the rulesets' own ids, and it
 * asks only who takes the tile.
 *
 * Every other line is a scenario line (see scenario.ts). The puzzle lines are
 * blanked before the scenario is parsed, so the line numbers in its errors
 * stay those of the file. A puzzle needs no "view:" (the learner is the
 * referee); the table is drawn as in Harr's Illustration No. 3.
 *
 * Reading takes the scenario's two steps: `readPuzzleSetup` (the syntax of
 * the scenario lines and of the puzzle fields, every problem at once) and
 * `puzzleFromSetup` (the fields against each other and the calls, then the
 * scenario's legality step); `parsePuzzle` is both. Rule ids are typed
 * RuleId once read: an id the catalogue lacks is refused on its line.
 *
 * The engine must reach the stated answer: `solvePuzzle` rules on the calls
 * and lists every field it disagrees with; the build stops on any. Marking a
 * learner's answer is in puzzleRuling.ts, which the puzzle page ships
 * without this reader.
 */
import type { Ruling } from '../adjudicate';
import { parseClaimKind } from '../claims';
import { kindWord, nobodyDraws, seatList } from '../puzzleRuling';
import { rulePuzzle } from '../rulePuzzle';
import { QUOTE_LIMIT, quote } from '../refusal';
import { type Position, type Puzzle, type PuzzleExpectation, type PuzzlePart, type Tier, type WinnerExpectation, PUZZLE_PARTS } from '../position';
import { isRuleId } from '../rules';
import { rulePuzzleUnder } from '../explain/rulesetPuzzle';
import { wordOutcome } from '../explain/rulesetWords';
import type { PuzzleRuling } from '../puzzleRuling';
import { PRESETS } from '../rulesets/presets';
import { type AnyRuleId, RULESET_IDS, type RulesetId } from '../rulesets/ruleset';
import { RULESET_RULE_IDS } from '../rulesets/rulesetRules';
import { type RulesetLines, readRulesetFacts } from './rulesetLines';
import type { Seat } from '../seats';
import { FormatError, Problems, malformed } from './formatError';
import { notARuleset } from './rulesetId';
import { type PuzzleField, QUALIFIED_WINNER, isPuzzleField, isPuzzleLine } from './puzzleFields';
import { fileLines, seatAt } from './notation';
import { type Scenario, type ScenarioSetup, readSetupInto, scenarioFromSetup, splitField, stripComment } from './scenario';

export { PUZZLE_FIELDS, type PuzzleField } from './puzzleFields';

/**
 * A puzzle as written: its scenario's setup and its own fields, read but not
 * yet checked against each other or against the position (the syntax step).
 */
export interface PuzzleSetup extends Omit<Puzzle, 'id' | 'scenario'> {
  scenario: ScenarioSetup;
  /** The line of each puzzle field; a setup built in code has none. */
  lines?: Partial<Record<PuzzleField, number>>;
}

/** A puzzle read from a file: its scenario as read, and the line of each puzzle field, for errors. */
export interface PuzzleFile extends Puzzle {
  scenario: Scenario;
  lines: Partial<Record<PuzzleField, number>>;
}

const NONE = /^(none|nobody|no-one|no one)$/i;


/** Does this text have puzzle fields (tier, expect-winner, ...)? Then it is a puzzle, whatever its file is called. */
export function isPuzzleSource(source: string): boolean {
  return fileLines(source).some((raw) => {
    const split = splitField(stripComment(raw));
    return split !== null && isPuzzleLine(split.field);
  });
}

/** A list in which each item may appear once; a repeat is an error naming the line and field. */
function distinct(items: readonly string[], line: number, field: PuzzleField): string[] {
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item)) throw malformed(`${quote(item)} is listed twice: name it once`, line, field);
    seen.add(item);
  }
  return [...seen];
}

/**
 * A stated winner: a seat and its claim ("West pung"), or "nobody"; or, where several may win one tile, each
 * winner's Mah-Jongg parted by commas ("South mahjong, North mahjong"), nearest first as a ruling lists them.
 */
function readWinner(text: string, line: number, field: string): WinnerExpectation {
  if (NONE.test(text)) return { seat: null, kind: null };
  const named = text.split(',').map((part) => {
    const [who, kindWord, ...more] = part.trim().split(/\s+/);
    const kind = parseClaimKind(kindWord ?? '');
    if (!kind || more.length) throw malformed(`write the winner as a seat and a claim, as in "West pung" or "North mahjong", or "nobody"; not ${quote(text)}`, line, field);
    return { seat: seatAt(who, line, field), kind };
  });
  if (named.length === 1) return named[0];
  if (named.some((n) => n.kind !== 'mahjong')) throw malformed(`only winners share a tile: write each as "<Seat> mahjong", not ${quote(text)}`, line, field);
  const seats = distinct(named.map((n) => n.seat), line, 'expect-winner') as Seat[];
  return { seat: seats[0], kind: 'mahjong', alsoWinning: seats.slice(1) };
}

/**
 * The syntax step of a puzzle file: its scenario lines read as a scenario's
 * setup (the learner is the referee, so a puzzle needs no "view:"), its own
 * lines as the puzzle's fields. Every line written wrong and every field
 * missing, of the scenario and of the puzzle, is reported in one FormatError.
 * The puzzle lines are blanked before the scenario is read, so the line
 * numbers of its problems stay those of the file.
 */
export function readPuzzleSetup(source: string): PuzzleSetup {
  const problems = new Problems();
  const values: Partial<Record<PuzzleField, { text: string; line: number }>> = {};
  const hints: string[] = [];
  const at: Partial<Record<PuzzleField, number>> = {};
  const qualified: { ruleset: string; text: string; line: number }[] = [];
  const scenarioLines = fileLines(source).map((raw, index) => {
    const split = splitField(stripComment(raw));
    const under = split && QUALIFIED_WINNER.exec(split.field);
    if (split && under) {
      qualified.push({ ruleset: under[1], text: split.value, line: index + 1 });
      return '';
    }
    if (!split || !isPuzzleField(split.field)) return raw;
    const f = split.field;
    const value = split.value;
    const line = index + 1;
    at[f] ??= line;
    problems.check(() => {
      if (!value) throw malformed(`"${f}" is empty`, line, f);
      if (f === 'hint') hints.push(value);
      else if (values[f]) throw malformed(`"${f}" is given twice`, line, f);
      else values[f] = { text: value, line };
    });
    return '';
  });
  // Any seat will do for the scenario's view, which only sets the default "show".
  const scenario = readSetupInto(scenarioLines.join('\n'), problems, 'East');

  /** A field's value; a field the file lacks is a problem (one written wrong was reported on its line). */
  const required = (f: PuzzleField, message: string) => {
    if (!values[f] && at[f] === undefined) throw malformed(message, null, f);
    return values[f];
  };

  const tier = problems.check(() => {
    const v = required('tier', 'say how hard the puzzle is: "tier: 1", "tier: 2" or "tier: 3"');
    if (!v) return undefined;
    if (!/^[123]$/.test(v.text)) throw malformed(`the tier is 1, 2 or 3, not ${quote(v.text)}`, v.line, 'tier');
    return Number(v.text) as Tier;
  });

  // A puzzle under one of today's rulesets may name their rules too (docs/RULESETS.md section 3).
  const rulesetLine = scenario?.rulesetLines?.ruleset;
  const underToday = rulesetLine !== undefined && rulesetLine.text !== 'harr-1922';
  const rules = problems.check(() => {
    const v = required('rules', 'list the rule ids the puzzle is about, as in "rules: PREC-PUNG-OVER-CHOW"');
    if (!v) return undefined;
    const ids: AnyRuleId[] = [];
    for (const r of distinct(v.text.split(/[\s,]+/).filter(Boolean), v.line, 'rules')) {
      if (!/^[A-Z0-9]+(-[A-Z0-9]+)*$/.test(r)) throw malformed(`${quote(r)} is not written as a rule id (capitals and hyphens, e.g. CHOW-LEFT-ONLY)`, v.line, 'rules');
      const ofToday = (RULESET_RULE_IDS as readonly string[]).includes(r);
      if (ofToday && !underToday) throw malformed(`${quote(r)} is a rule of today's rulesets (docs/RULESETS.md): name the ruleset the puzzle is ruled under, as in "ruleset: riichi-tenhou"`, v.line, 'rules');
      if (!isRuleId(r) && !ofToday) throw malformed(`${quote(r)} is not a rule id of RULES.md${underToday ? ' or RULESETS.md' : ''}`, v.line, 'rules');
      ids.push(r as AnyRuleId);
    }
    if (!ids.length) throw malformed('name at least one rule id the puzzle is about, as in "rules: PREC-PUNG-OVER-CHOW"', v.line, 'rules');
    return ids;
  });

  const asks = problems.check((): PuzzlePart[] => {
    const v = values.asks;
    if (!v) return ['winner'];
    const words = v.text.split(/[\s,]+/).filter(Boolean);
    for (const w of words) {
      if (!(PUZZLE_PARTS as readonly string[]).includes(w)) throw malformed(`${quote(w)} cannot be asked: write winner, next or lost`, v.line, 'asks');
    }
    if (!words.includes('winner')) throw malformed('every puzzle asks who gets the tile: include "winner"', v.line, 'asks');
    if (underToday && words.length > 1) throw malformed('a puzzle under one of today\'s rulesets asks only who gets the tile: write "asks: winner"', v.line, 'asks');
    return PUZZLE_PARTS.filter((p) => words.includes(p));
  });

  const winner = problems.check((): WinnerExpectation | undefined => {
    const w = required('expect-winner', 'state the answer: "expect-winner: West pung" or "expect-winner: nobody"');
    return w && readWinner(w.text, w.line, 'expect-winner');
  });

  const underRulesets = problems.check(() => {
    const stated: Partial<Record<RulesetId, WinnerExpectation>> = {};
    for (const q of qualified) {
      // Errors name the field as "expect-winner", and the ruleset in their words.
      const field = 'expect-winner';
      if (!(RULESET_IDS as readonly string[]).includes(q.ruleset)) throw malformed(notARuleset(q.ruleset, RULESET_IDS), q.line, field);
      const id = q.ruleset as RulesetId;
      if (stated[id]) throw malformed(`the answer under ${id} ("expect-winner[${id}]") is given twice`, q.line, field);
      if (id === (rulesetLine?.text ?? 'harr-1922')) throw malformed(`the puzzle is ruled under ${id}: state its answer on the "expect-winner:" line, not "expect-winner[${id}]"`, q.line, field);
      stated[id] = readWinner(q.text, q.line, field);
    }
    return stated;
  });

  const next = problems.check((): Seat | null | undefined => {
    const n = values['expect-next'];
    return n ? (NONE.test(n.text) ? null : seatAt(n.text, n.line, 'expect-next')) : undefined;
  });

  const lost = problems.check((): Seat[] | undefined => {
    const l = values['expect-lost'];
    if (!l) return undefined;
    const seats = NONE.test(l.text) ? [] : l.text.split(/[\s,]+/).filter((x) => x && !/^and$/i.test(x)).map((x) => seatAt(x, l.line, 'expect-lost'));
    return distinct(seats, l.line, 'expect-lost') as Seat[];
  });

  problems.throwIfAny();
  const expect: PuzzleExpectation = { winner: winner! };
  if (Object.keys(underRulesets!).length) expect.underRulesets = underRulesets;
  if (next !== undefined) expect.next = next;
  if (lost !== undefined) expect.lost = lost;
  return { scenario: scenario!, tier: tier!, rules: rules!, hints, asks: asks!, expect, explain: values.explain?.text ?? null, lines: at };
}

/**
 * The legality step of a puzzle: the fields agree with each other and with
 * the calls (every problem of these at once), then the position is built by
 * the scenario's legality step. Whether the engine reaches the stated answer
 * is `solvePuzzle`'s question.
 */
export function puzzleFromSetup(setup: PuzzleSetup, id = 'puzzle'): PuzzleFile {
  const problems = new Problems();
  const lineOf = (f: PuzzleField) => setup.lines?.[f] ?? null;
  const add = (message: string, line: number | null, field: string) => problems.add({ line, field, rule: null, message, impossible: false });
  const { scenario: sc, expect, asks } = setup;
  if (!sc.event) add('a puzzle needs an "event:" (a discard, or a tile added to a pung, or a kong declared)', null, 'event');
  if (sc.claims.length === 0) add('a puzzle needs the calls as they were announced: one "claim:" line each', null, 'claim');
  for (const winner of [expect.winner.seat, ...(expect.winner.alsoWinning ?? [])]) {
    if (winner && !sc.claims.some((c) => c.seat === winner)) add(`${winner} makes no call in this puzzle, so he cannot get the tile`, lineOf('expect-winner'), 'expect-winner');
  }
  // The ruleset lines, read and checked against the presets (a FormatError naming the line when written wrong).
  const facts = problems.check(() => readRulesetFacts(sc));
  const ruleset = facts && facts.ruleset !== 'harr-1922' ? facts.ruleset : null;
  if (!ruleset && expect.winner.alsoWinning) add('under Harr one player takes the tile: name one winner, or name the ruleset where several may win ("ruleset: riichi-tenhou")', lineOf('expect-winner'), 'expect-winner');
  if (!asks.includes('winner')) add('every puzzle asks who gets the tile: include "winner"', lineOf('asks'), 'asks');
  if (asks.includes('next') && expect.next === undefined) {
    add('the puzzle asks who draws next: give "expect-next: <Seat>" (or "none" when the hand is over or no tile is left to draw)', lineOf('asks'), 'expect-next');
  }
  if (asks.includes('lost') && expect.lost === undefined) add('the puzzle asks who loses a turn: give "expect-lost: <Seat>, <Seat>" (or "none")', lineOf('asks'), 'expect-lost');
  problems.throwIfAny();
  const scenario = scenarioFromSetup(sc, id);
  const puzzle: PuzzleFile = { id, scenario, tier: setup.tier, rules: [...setup.rules], hints: [...setup.hints], asks: [...asks], expect, explain: setup.explain, lines: { ...setup.lines } };
  if (ruleset) {
    puzzle.ruleset = { id: ruleset, name: PRESETS[ruleset].name };
  }
  return puzzle;
}

/** Reads a puzzle file, both steps; a file that is not a puzzle raises a FormatError naming each line and field. */
export function parsePuzzle(source: string, id = 'puzzle'): PuzzleFile {
  return puzzleFromSetup(readPuzzleSetup(source), id);
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

/** What the engine rules about who takes the tile, in words, as a problem quotes it. */
function engineSays(ruling: Pick<PuzzleRuling, 'winners' | 'awardedTo' | 'awardedAs'>, under: string): string {
  if (ruling.winners.length > 1) return `${seatList(ruling.winners)} all win${under}`;
  return ruling.awardedTo ? `${ruling.awardedTo} takes it by ${kindWord(ruling.awardedAs)}${under}` : `nobody takes the tile${under}`;
}

/** A stated winner against a ruling: the same seats, in the ruling's order, the first by the same claim. */
function sameWinner(stated: WinnerExpectation, ruling: Pick<PuzzleRuling, 'winners' | 'awardedTo' | 'awardedAs'>): boolean {
  const also = stated.alsoWinning ?? [];
  return stated.seat === ruling.awardedTo && stated.kind === ruling.awardedAs && seatList(also) === seatList(ruling.winners.slice(1));
}

/** A stated winner in words, as the file gives it: "South Mah-Jongg, North Mah-Jongg", or "nobody". */
export function statedWinner(stated: WinnerExpectation): string {
  return stated.seat ? [`${stated.seat} ${kindWord(stated.kind)}`, ...(stated.alsoWinning ?? []).map((s) => `${s} Mah-Jongg`)].join(', ') : 'nobody';
}

/** A puzzle with its file's lines for today's rulesets, as read (a puzzle made in code has none). */
type RulesetPuzzle = Puzzle & { scenario: Position & { rulesetLines?: RulesetLines } };

/** A puzzle's calls ruled under one of today's rulesets, as its grading reads the ruling (its file's lines read for the facts). */
export function puzzleRulingUnder(puzzle: RulesetPuzzle, id: RulesetId): PuzzleRuling {
  const ruled = ruledOrCannot(puzzle, id);
  // A position that cannot arise under its own ruleset has no answer: the file is wrong, not the learner.
  if ('cannot' in ruled) throw malformed(ruled.cannot, puzzle.scenario.rulesetLines?.ruleset?.line ?? null, 'ruleset');
  return ruled.graded;
}

/** The ruling under a ruleset, or why the position cannot arise under it. */
function ruledOrCannot(puzzle: RulesetPuzzle, id: RulesetId): { graded: PuzzleRuling } | { cannot: string } {
  const { ruling, puzzle: graded } = rulePuzzleUnder(id, puzzle.scenario, readRulesetFacts(puzzle.scenario));
  return ruling.rejected ? { cannot: wordOutcome(ruling) } : { graded };
}

/** Rules on the puzzle and compares with its stated answer, field by field. */
export function solvePuzzle(puzzle: RulesetPuzzle & { lines?: PuzzleFile['lines'] }): PuzzleSolution {
  const ruling = rulePuzzle(puzzle);
  const problems: PuzzleProblem[] = [];
  const { expect } = puzzle;
  const lines = puzzle.lines ?? {};
  const harr = { ...ruling, winners: ruling.awardedTo && ruling.awardedAs === 'mahjong' ? [ruling.awardedTo] : [] };
  const main = puzzle.ruleset ? puzzleRulingUnder(puzzle, puzzle.ruleset.id) : harr;
  const under = puzzle.ruleset ? ` under ${puzzle.ruleset.id}` : '';
  if (!sameWinner(expect.winner, main)) {
    problems.push({ field: 'expect-winner', line: lines['expect-winner'] ?? null, message: `the file says "${statedWinner(expect.winner)}", but the engine rules that ${engineSays(main, under)}` });
  }
  for (const [id, stated] of Object.entries(expect.underRulesets ?? {}) as [RulesetId, WinnerExpectation][]) {
    const ruled = id === 'harr-1922' ? { graded: harr } : ruledOrCannot(puzzle, id);
    if ('cannot' in ruled) {
      // The answer is stated under a ruleset where the position could not arise: that line is what is wrong.
      problems.push({ field: 'expect-winner', line: lines['expect-winner'] ?? null, message: `the file states an answer under ${id}, but ${ruled.cannot[0].toLowerCase()}${ruled.cannot.slice(1)}` });
      continue;
    }
    const other = ruled.graded;
    if (!sameWinner(stated, other)) problems.push({ field: 'expect-winner', line: lines['expect-winner'] ?? null, message: `the file says "${statedWinner(stated)}" under ${id}, but the engine rules that ${engineSays(other, ` under ${id}`)}` });
  }
  if (expect.next !== undefined && expect.next !== ruling.nextToDraw) {
    problems.push({ field: 'expect-next', line: lines['expect-next'] ?? null, message: `the file says ${expect.next ?? 'none'} draws next, but the engine says ${ruling.nextToDraw ?? `none (${nobodyDraws(ruling)})`}` });
  }
  if (expect.lost !== undefined && seatList(expect.lost) !== seatList(ruling.lostTurns)) {
    problems.push({ field: 'expect-lost', line: lines['expect-lost'] ?? null, message: `the file says the turns lost are: ${seatList(expect.lost)}; the engine says: ${seatList(ruling.lostTurns)}` });
  }
  const cited = new Set<string>(puzzle.ruleset ? main.explanation.map((r) => r.rule) : [...ruling.explanation.map((r) => r.rule), ...ruling.claims.flatMap((c) => (c.rule ? [c.rule] : []))]);
  // One problem for all the rules not cited: a file may list any number, and the report stays short.
  const uncited = puzzle.rules.filter((rule) => !cited.has(rule));
  if (uncited.length) {
    const listed = uncited.join(', ');
    const named = listed.length > QUOTE_LIMIT ? `${quote(listed)}, ${uncited.length} rules` : listed;
    problems.push({ field: 'rules', line: lines.rules ?? null, message: `the puzzle lists ${named}, but the engine's ruling never cites ${uncited.length === 1 ? 'it' : 'them'} (it cites ${[...cited].join(', ')})` });
  }
  return { agrees: problems.length === 0, problems, ruling };
}

/** Throws a FormatError naming every field the engine disagrees with. */
export function assertPuzzle(puzzle: PuzzleFile): Ruling {
  const solution = solvePuzzle(puzzle);
  if (solution.problems.length) throw new FormatError(solution.problems.map((p) => ({ ...p, rule: null, impossible: false })));
  return solution.ruling;
}
