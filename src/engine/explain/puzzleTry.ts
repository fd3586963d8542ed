/**
 * The words of a puzzle tried (puzzleTry.ts, puzzleTrySteps.ts): what the
 * live region says when an answer is unfinished, right, or shown, and each
 * hint given. The sentences on the ruling itself are the grading's
 * (puzzleRuling.ts, explain/rulings.ts).
 */

/** An answer checked before it names who gets the tile, or, where the puzzle asks, who draws next. */
export const UNFINISHED = { winner: 'Choose who gets the tile first.', next: 'Choose who draws next first.' } as const;

export const RIGHT_STATUS = 'Right.';
export const RULING_SHOWN = 'The ruling is shown, with the reasoning.';
export const NO_MORE_HINTS = 'No more hints: check your answer, or ask for the ruling.';

/** A hint as the live region says it: "Hint 1 of 3: …". */
export function hintStatus(n: number, of: number, hint: string): string {
  return `Hint ${n} of ${of}: ${hint}`;
}
