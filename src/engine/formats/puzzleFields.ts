/**
 * The lines that make a file a puzzle rather than a scenario: its own fields
 * (tier, the expected answer, ...) and the answer under another ruleset
 * (`expect-winner[hong-kong]`). Apart from the puzzle reader (puzzle.ts),
 * which checks a puzzle against the rules and the rulesets, so that the
 * referee, which only blanks these lines, loads neither.
 */
export const PUZZLE_FIELDS = ['tier', 'rules', 'hint', 'asks', 'expect-winner', 'expect-next', 'expect-lost', 'explain'] as const;
export type PuzzleField = (typeof PUZZLE_FIELDS)[number];

/** `expect-winner[hong-kong]`: the answer under another ruleset; the name inside the brackets as written. */
export const QUALIFIED_WINNER = /^expect-winner\[([^\]]*)\]$/;

export function isPuzzleField(field: string): field is PuzzleField {
  return (PUZZLE_FIELDS as readonly string[]).includes(field);
}

/** A puzzle's own line of either kind: blanked before its scenario is read. */
export function isPuzzleLine(field: string): boolean {
  return isPuzzleField(field) || QUALIFIED_WINNER.test(field);
}
