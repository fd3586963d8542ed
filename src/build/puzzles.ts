/**
 * Puzzle files as text, bundled at build time, in course order (the number
 * that starts each file name), with what the pages need to list them. The
 * engine parses each one here; the island receives it parsed.
 */
import { type PuzzleFile, parsePuzzle } from '../engine/formats/puzzle';
import type { Tier } from '../engine/position';
import { puzzlePath, unnumbered } from './addresses';

const files = import.meta.glob<string>('/content/puzzles/*.pzl', { query: '?raw', import: 'default', eager: true });

export interface PuzzleEntry {
  id: string;
  file: string;
  source: string;
  puzzle: PuzzleFile;
  title: string;
  tier: Tier;
  rules: string[];
  href: string;
}

export const PUZZLES: readonly PuzzleEntry[] = Object.entries(files)
  .map(([path, source]) => {
    const file = path.replace(/^.*\//, '');
    const id = unnumbered(file);
    const puzzle = parsePuzzle(source, id);
    return { id, file, source, puzzle, title: puzzle.scenario.title, tier: puzzle.tier, rules: puzzle.rules, href: puzzlePath(id) };
  })
  .sort((a, b) => a.tier - b.tier || a.file.localeCompare(b.file));

export const PUZZLE_IDS: readonly string[] = PUZZLES.map((p) => p.id);
