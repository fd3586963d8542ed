/**
 * The puzzles as the pages list them: in course order (by tier, then the
 * number that starts each file name), with their addresses. Read through
 * the content registry (content.ts); the island receives each one parsed.
 */
import type { PuzzleFile } from '../engine/formats/puzzle';
import type { Tier } from '../engine/position';
import type { RuleId } from '../engine/rules';
import { puzzlePath } from './addresses';
import { puzzles } from './content';

export interface PuzzleEntry {
  id: string;
  file: string;
  source: string;
  puzzle: PuzzleFile;
  title: string;
  tier: Tier;
  rules: RuleId[];
  href: string;
}

/** Every puzzle, in course order. */
export function puzzleEntries(): PuzzleEntry[] {
  return (puzzles() ?? [])
    .map(({ id, file, text, puzzle }) => ({ id, file, source: text, puzzle, title: puzzle.scenario.title, tier: puzzle.tier, rules: puzzle.rules, href: puzzlePath(id) }))
    .sort((a, b) => a.tier - b.tier || a.file.localeCompare(b.file));
}
