/**
 * Where a hand stands, as the core numbers it (the immutable Table's phase
 * words, table.ts Phase): one small module, so that a page that asks the
 * core about a turn ships no more of the play table than this.
 */
export const Phase = { Draw: 0, Discard: 1, Loose: 2, Robbing: 3, Over: 4 } as const;
