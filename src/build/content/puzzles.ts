/**
 * The puzzles as the pages list them: in course order (by tier, then the
 * number that starts each file name), with their addresses. Read through
 * the content registry (content.ts); the island receives each one parsed.
 */
import { type PuzzleFile, puzzleRulingUnder } from '../../engine/formats/puzzle';
import type { DrawnPuzzle } from '../../islandProps';
import type { RuledPuzzle } from '../../engine/puzzleRuling';
import { ruledPuzzle } from '../../engine/rulePuzzle';
import { RULESET_RULES, RULESET_RULE_IDS } from '../../engine/rulesetsCompare';
import type { Seat } from '../../engine/seats';
import type { Tier } from '../../engine/position';
import type { AnyRuleId } from '../../engine/rulesets/ruleset';
import { puzzlePath, unnumbered } from './addresses';
import { puzzles } from './content';

export interface PuzzleEntry {
  id: string;
  /**
   * The number the learner reads ("Puzzle 36"): the one its file and its address carry (`36.pzl`, /puzzles/36/), not its
   * place in course order, which puts a later tier 2 puzzle before the first of tier 3; stored progress and links name
   * puzzles by their address, so a puzzle keeps its number.
   */
  number: number;
  file: string;
  source: string;
  puzzle: PuzzleFile;
  title: string;
  tier: Tier;
  rules: AnyRuleId[];
  href: string;
}

/** Every puzzle, in course order: Harr's by tier, then those under today's rulesets, which come after the course. */
export function puzzleEntries(): PuzzleEntry[] {
  const today = (entry: PuzzleEntry) => (entry.puzzle.ruleset ? 1 : 0);
  return (puzzles() ?? [])
    .map(({ id, file, text, puzzle }) => ({ id, number: Number(unnumbered(id)), file, source: text, puzzle, title: puzzle.scenario.title, tier: puzzle.tier, rules: puzzle.rules, href: puzzlePath(id) }))
    .sort((a, b) => today(a) - today(b) || a.tier - b.tier || a.file.localeCompare(b.file));
}

/**
 * A puzzle as a board grades it: parsed, its file's text and line numbers left out (the page shows the position as
 * HTML), with the engine's ruling on it, made here once, so that no page ships the judge to grade it.
 */
export function islandPuzzle({ lines: _lines, scenario: { source: _source, ...position }, ...puzzle }: PuzzleFile): RuledPuzzle {
  const shipped = { ...puzzle, scenario: position };
  // A puzzle under one of today's rulesets is graded by that ruleset's ruling, made here as Harr's is.
  if (!puzzle.ruleset) return ruledPuzzle(shipped);
  const ruling = puzzleRulingUnder(shipped, puzzle.ruleset.id);
  const cited = new Set([...ruling.explanation, ...Object.values(ruling.misses).flatMap((m) => (m.why ? [m.why] : []))].map((r) => r.rule));
  const ruleTitles = Object.fromEntries(RULESET_RULE_IDS.filter((id) => cited.has(id)).map((id) => [id, RULESET_RULES[id].title]));
  return { ...shipped, ruling, ruleTitles };
}

/**
 * A puzzle as its page ships it, drawn before the learner answers: the wall
 * and the hidden hands left out (`hidden` says how many tiles each of those
 * holds), and what says the answer (the stated answer, the explanation, the
 * solved title), which the page's source would otherwise hold. The whole
 * puzzle comes on the first answer, from /puzzles/<id>.json
 * (src/pages/puzzles/[id].json.ts), with the engine's grading.
 */
export function drawnPuzzle(puzzle: PuzzleFile): { puzzle: DrawnPuzzle; hidden: Partial<Record<Seat, number>> } {
  const { ruling: _ruling, ruleTitles: _titles, expect: _expect, explain: _explain, ...drawn } = islandPuzzle(puzzle);
  const { solvedTitle: _solved, ...scenario } = drawn.scenario;
  const hidden: Partial<Record<Seat, number>> = {};
  const seats = { ...scenario.table.seats };
  for (const seat of Object.keys(seats) as Seat[]) {
    if (scenario.shown.includes(seat)) continue;
    hidden[seat] = seats[seat].concealed.length;
    seats[seat] = { ...seats[seat], concealed: [] };
  }
  return { puzzle: { ...drawn, scenario: { ...scenario, table: { ...scenario.table, seats, wall: [] } } }, hidden };
}
