/**
 * The judge's report: a scenario's or a puzzle's claims ruled on, as plain
 * JSON data. A puzzle's report adds the answer the file states and whether
 * the engine reaches it. A file written for one of today's rulesets
 * (`ruleset: riichi-tenhou`) is ruled under it, in that ruling's shape
 * (judgeRulesets.ts).
 */
import { type Ruling, adjudicate } from '../adjudicate';
import { openBoard, showRightClaim } from '../board';
import type { TurnAnswer } from '../position';
import type { Tile } from '../tiles';
import { type PuzzleFile, isPuzzleSource, parsePuzzle, solvePuzzle, statedWinner } from './puzzle';
import { type RulesetReport, judgeMoveRulesets, judgeRulesets } from './judgeRulesets';
import type { RulesetId } from '../rulesets/ruleset';
import { readRulesetFacts } from './rulesetLines';
import { describeProblem, malformed } from './formatError';
import { fileLines } from './notation';
import { type Scenario, parseScenario, splitField, stripComment } from './scenario';
import type { Seat } from '../seats';

export interface JudgeReport {
  /** Each call as announced; `as` is how a legal one was ruled (a chow or pung that completes the hand: mahjong, A19). */
  claims: { seat: Seat; claim: string; as?: string; legal: boolean; rule?: string; message?: string }[];
  awardedTo: Seat | null;
  awardedAs: string | null;
  handOver: boolean;
  looseTileDrawnBy: Seat | null;
  nextToDraw: Seat | null;
  lostTurns: Seat[];
  explanation: string[];
  /** Seats holding the wrong number of tiles (A21): their Mah-Jongg is refused, their other calls are judged as usual. */
  deadHands: Seat[];
  /** For a puzzle file: the answer it states, and whether the engine reaches it. */
  puzzle?: PuzzleReport;
}

/**
 * The judge's report on a board where the learner plays his own turn
 * (`turn: South drew 1d`): the file's answer played by the engine, and what
 * followed it.
 */
export interface OwnTurnReport {
  ownTurn: {
    seat: Seat;
    /** The tile he drew, when the file names it. */
    drew: Tile | null;
    /** The answer as the file writes it: "kong 1d", "hold 8c", "discard". */
    answer: string;
    /** The move the engine played for it: "Declare a kong of 1 of Circles", "Discard the North Wind". */
    move: string;
    /** What the move did, each line with its rule. */
    explanation: string[];
    /** After the move he still holds a tile to discard (a kong's loose tile). */
    mustDiscard: boolean;
    /** The hand is over: he went out. */
    handOver: boolean;
  };
  deadHands: Seat[];
}

/** The report on a file written for one of today's rulesets: its ruling under that ruleset, and for a puzzle its answer. */
export type RulesetJudgeReport = RulesetReport & { puzzle?: PuzzleReport };

export interface PuzzleReport {
  stated: { winner: string; next?: Seat | 'none'; lost?: Seat[] };
  /** The engine reaches the stated answer and cites every rule the puzzle lists. */
  agrees: boolean;
  /** Each field the engine disagrees with, as "line N (field): why". */
  problems: string[];
}

/** The line of the first `field:` line in a file, or null. */
function lineOf(source: string, field: string): number | null {
  const lines = fileLines(source);
  for (let i = 0; i < lines.length; i++) {
    if (splitField(stripComment(lines[i]))?.field === field) return i + 1;
  }
  return null;
}

function report(scenario: Scenario, ruling: Ruling): JudgeReport {
  return {
    claims: ruling.claims.map((c) => ({
      seat: c.seat,
      claim: c.claim,
      ...(c.as ? { as: c.as } : {}),
      legal: c.legal,
      ...(c.rule ? { rule: c.rule } : {}),
      ...(c.message ? { message: c.message } : {}),
    })),
    awardedTo: ruling.awardedTo,
    awardedAs: ruling.awardedAs,
    handOver: ruling.handOver,
    looseTileDrawnBy: ruling.looseTileDrawnBy,
    nextToDraw: ruling.nextToDraw,
    lostTurns: ruling.lostTurns,
    explanation: ruling.explanation.map((r) => `${r.text} [${r.rule}]`),
    deadHands: scenario.dead,
  };
}

function answerText(answer: TurnAnswer): string {
  return `${answer.kind}${answer.tile ? ` ${answer.tile}` : ''}`;
}

/** Plays the learner's own-turn answer (`turn: South drew 1d`, `answer: kong 1d`), as the board's "Show me" does. */
export function judgeOwnTurn(scenario: Scenario, answer: TurnAnswer): OwnTurnReport {
  const shown = showRightClaim(openBoard(scenario));
  const ruled = shown.ruled!;
  return {
    ownTurn: {
      seat: scenario.view,
      drew: scenario.drew ?? null,
      answer: answerText(answer),
      move: ruled.head.replace(/^The right move: |\.$/g, ''),
      explanation: ruled.reasons.map((r) => `${r.text} [${r.rule}]`),
      mustDiscard: shown.discard !== null,
      handOver: shown.table.phase === 'over',
    },
    deadHands: scenario.dead,
  };
}

/**
 * Rules on a scenario's claims; a position with nothing to claim (a `turn:`)
 * raises a FormatError, which for the learner's own turn asks for the answer
 * that judgeOwnTurn plays.
 */
export function judge(scenario: Scenario): JudgeReport {
  if (!scenario.event) {
    const { table, view } = scenario;
    if (table.turn === view && table.phase === 'discard') {
      const turn = lineOf(scenario.source, 'turn');
      throw malformed(
        `${view} is playing his own turn, with nothing to claim: the judge plays his move from the board's answer. Add a line such as "answer: kong 1d", "answer: hold" or "answer: discard 9c"`,
        turn,
        'answer',
      );
    }
    const turn = lineOf(scenario.source, 'turn');
    throw malformed(
      'the position gives a turn, so no tile is there to claim: the judge rules on an event. Replace the "turn:" line with one such as "event: South discards 9c"',
      turn,
      turn ? 'turn' : 'event',
    );
  }
  return report(scenario, adjudicate(scenario.table, scenario.claims));
}

/** Rules on a puzzle's calls, and sets the engine's ruling beside the answer the file states. */
export function judgePuzzle(puzzle: PuzzleFile): JudgeReport {
  const solution = solvePuzzle(puzzle);
  const { winner, next, lost } = puzzle.expect;
  const stated: PuzzleReport['stated'] = { winner: winner.seat && winner.kind ? `${winner.seat} ${winner.kind}` : 'nobody' };
  if (next !== undefined) stated.next = next ?? 'none';
  if (lost !== undefined) stated.lost = lost;
  return {
    ...report(puzzle.scenario, solution.ruling),
    puzzle: {
      stated,
      agrees: solution.agrees,
      problems: solution.problems.map(describeProblem),
    },
  };
}

/**
 * Reads a file and rules on its calls: as a puzzle when told so (the judge
 * does for a `.pzl` file) or when it has puzzle fields (tier, expect-winner,
 * ...), else as a scenario; a board where the learner plays his own turn has
 * its answer played instead. `name` seeds the hidden tiles: pass the name the
 * site gives the file, and the judge deals them as the site does.
 */
export function judgeSource(source: string, name: string, asPuzzle = isPuzzleSource(source)): JudgeReport | OwnTurnReport | RulesetJudgeReport {
  if (asPuzzle) {
    const puzzle = parsePuzzle(source, name);
    return puzzle.ruleset ? judgePuzzleUnder(puzzle) : judgePuzzle(puzzle);
  }
  const scenario = parseScenario(source, name);
  const own = scenario.event || scenario.turnAnswer ? readRulesetFacts(scenario).ruleset : 'harr-1922';
  if (own !== 'harr-1922') return (scenario.event ? judgeRulesets : judgeMoveRulesets)(scenario, [own])[0];
  return !scenario.event && scenario.turnAnswer ? judgeOwnTurn(scenario, scenario.turnAnswer) : judge(scenario);
}

/** A puzzle written for one of today's rulesets: ruled under it, beside the answer the file states. */
function judgePuzzleUnder(puzzle: PuzzleFile): RulesetJudgeReport {
  const solution = solvePuzzle(puzzle);
  const [report] = judgeRulesets(puzzle.scenario, [puzzle.ruleset!.id]);
  return { ...report, puzzle: { stated: { winner: statedWinner(puzzle.expect.winner) }, agrees: solution.agrees, problems: solution.problems.map(describeProblem) } };
}

/** A puzzle's window ruled under the rulesets named (`--ruleset ID`, `--rulesets all`), as a scenario's is (judgeRulesetsSource). */
export function judgePuzzleRulesets(source: string, name: string, ids?: readonly RulesetId[]): RulesetReport[] {
  return judgeRulesets(parsePuzzle(source, name).scenario, ids);
}
