/**
 * The judge under today's rulesets: one claim window ruled under one preset
 * (`--ruleset ID`) or under every preset side by side (`--rulesets all`), as
 * plain data: each ruleset's outcome, each call's verdict with its rule, its
 * source and its sentence, and which rulesets differ from Harr's.
 */
import { wordDecision, wordMove, wordMoveMark, wordNotes, wordOutcome, wordVerdictMark, type PresetVerdictWords } from '../explain/rulesetWords';
import { type PresetMoveRuling, moveUnder } from '../rulesets/moveUnder';
import { PRESETS } from '../rulesets/presets';
import { RULESET_IDS, type RulesetId } from '../rulesets/ruleset';
import { type PresetRuling, ruleUnder } from '../rulesets/rulingUnder';
import { SOURCES } from '../rulesets/sources';
import { malformed } from './formatError';
import { readRulesetFacts } from './rulesetLines';
import { ownMove } from '../board/compared';
import type { ComparedMove, ComparedWindow } from '../position';

export type { ComparedWindow } from '../position';
import { type Scenario, parseScenario } from './scenario';

export interface RulesetReport {
  ruleset: RulesetId;
  name: string;
  /** Who takes the tile, in a sentence. */
  outcome: string;
  winners: string[];
  awardedTo: string | null;
  awardedAs: string | null;
  /**
   * Each call's verdict; `takes`: a legal call that gets the tile (a winner, or the set that ranks first); `mark`: the
   * verdict in words, as the comparison's cell opens (a legal win in a hand ended drawn is not "outranked").
   */
  verdicts: (PresetVerdictWords & { sourceTitle: string | null; takes: boolean; mark: string })[];
  notes: string[];
  /** Its outcome or a verdict differs from Harr's (harr-1922's own report, and every report when Harr cannot rule the position: false). */
  differs: boolean;
  /** The position cannot arise under this ruleset (an American one under the others, chows in American play...). */
  rejected: boolean;
}

/** The one-line shape of a ruling, to tell rulings apart: who takes the tile, and each call's verdict. */
function shapeOf(r: PresetRuling): string {
  return JSON.stringify([r.rejected, r.aborted, r.winners, r.awardedTo, r.awardedAs, r.decisions.map((d) => (d.legal ? `legal ${d.as}` : d.rule))]);
}

/** A window ruled under the rulesets named (every preset, Harr's first, when none is); its ruleset lines are read first (a FormatError when written wrong). */
export function judgeRulesets(scenario: ComparedWindow, ids: readonly RulesetId[] = RULESET_IDS): RulesetReport[] {
  if (!scenario.event && scenario.move) return judgeMoveUnder(scenario, scenario.move, ids);
  if (!scenario.event) throw malformed('the judge rules a claim window under the rulesets: give an event such as "event: South discards 9c"', null, 'event');
  const facts = readRulesetFacts(scenario);
  const harrRuling = ruleUnder('harr-1922', scenario.table, scenario.claims, facts);
  const harr = harrRuling.rejected ? null : shapeOf(harrRuling);
  return ids.map((id) => {
    const ruling = ruleUnder(id, scenario.table, scenario.claims, facts);
    return {
      ruleset: id,
      name: PRESETS[id].name,
      outcome: wordOutcome(ruling),
      winners: ruling.winners,
      awardedTo: ruling.awardedTo,
      awardedAs: ruling.awardedAs,
      verdicts: ruling.decisions.map((d) => {
        const words = wordDecision(d, ruling);
        const takes = d.legal && (ruling.winners.length ? ruling.winners.includes(d.claim.seat) && d.as === 'mahjong' : ruling.awardedTo === d.claim.seat && ruling.awardedAs === d.as);
        return { ...words, sourceTitle: words.source ? SOURCES[words.source].title : null, takes, mark: wordVerdictMark(d.legal, takes, ruling.aborted !== null) };
      }),
      notes: wordNotes(ruling),
      differs: harr !== null && shapeOf(ruling) !== harr,
      rejected: ruling.rejected !== null,
    };
  });
}

/** A move's one-line shape, to tell rulings apart. */
function moveShape(r: PresetMoveRuling): string {
  return JSON.stringify([r.rejected, r.decision.legal, r.decision.legal ? null : r.decision.rule]);
}

/**
 * A player's own move (`turn: South drew 4d`, `answer: kong 4d`) judged under the rulesets named, each as a report
 * whose one verdict is the move's (docs/RULESETS.md E15): nobody takes a tile, and the outcome says whether it stands.
 */
export function judgeMoveRulesets(scenario: Scenario, ids: readonly RulesetId[] = RULESET_IDS): RulesetReport[] {
  const move = ownMove(scenario);
  if (!move) throw malformed('under the rulesets the judge plays a move with its tile: "answer: kong 4d", "answer: add 5b" or "answer: discard 9c"', null, 'answer');
  return judgeMoveUnder(scenario, move, ids);
}

/** The move ruled under each ruleset named, each report's one verdict the move's. */
function judgeMoveUnder(scenario: ComparedWindow, { seat, move, drew }: ComparedMove, ids: readonly RulesetId[]): RulesetReport[] {
  const facts = readRulesetFacts(scenario);
  const harrRuling = moveUnder('harr-1922', scenario.table, seat, move, drew, facts);
  const harr = harrRuling.rejected ? null : moveShape(harrRuling);
  return ids.map((id) => {
    const ruling = moveUnder(id, scenario.table, seat, move, drew, facts);
    const words = wordMove(ruling);
    return {
      ruleset: id,
      name: PRESETS[id].name,
      outcome: ruling.rejected ? words.text : ruling.decision.legal ? `${seat}'s move stands${words.rule ? ` (${words.rule})` : ''}.` : `${seat}'s move is refused (${words.rule}).`,
      winners: [],
      awardedTo: null,
      awardedAs: null,
      verdicts: [{ ...words, sourceTitle: words.source ? SOURCES[words.source].title : null, takes: false, mark: wordMoveMark(words.legal) }],
      notes: [],
      differs: harr !== null && moveShape(ruling) !== harr,
      rejected: ruling.rejected !== null,
    };
  });
}

/** The same, from a scenario file's text: a FormatError for a file written wrong, its ruleset lines read and checked too. */
export function judgeRulesetsSource(source: string, name: string, ids?: readonly RulesetId[]): RulesetReport[] {
  const scenario = parseScenario(source, name);
  return !scenario.event && scenario.turnAnswer ? judgeMoveRulesets(scenario, ids) : judgeRulesets(scenario, ids);
}

/** The reports side by side as text: one block a ruleset, `*` marking one that rules otherwise than Harr. */
export function rulesetsText(reports: readonly RulesetReport[]): string {
  const width = Math.max(...reports.map((r) => r.ruleset.length));
  return reports
    .map((r) => {
      const head = `${r.differs ? '*' : ' '} ${r.ruleset.padEnd(width)}  ${r.outcome}`;
      const verdicts = r.verdicts.map((v) => `${' '.repeat(width + 4)}${v.claim}: ${v.legal ? (v.takes ? 'takes it' : r.awardedTo || r.winners.length ? 'legal, outranked' : 'legal') : 'refused'}${v.rule ? ` (${v.rule}${v.source ? `, [${v.source}]` : ''})` : ''}. ${v.text}`);
      const notes = r.notes.map((n) => `${' '.repeat(width + 4)}note: ${n}`);
      return [head, ...verdicts, ...notes].join('\n');
    })
    .join('\n');
}
