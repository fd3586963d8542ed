/**
 * How the bench times: a function is run in growing batches until a round of
 * about `roundMs` has passed; after one such round as a warm-up (not
 * counted: the JIT compiles the function meanwhile), five rounds are timed
 * and their median rate is the figure, so that one slow round (a garbage
 * collection, another process) does not move it.
 */

export const ROUNDS = 5;
export const ROUND_MS = 400;

export interface Timing {
  /** Median rate over the rounds, calls per second. */
  median: number;
  /** Each round's rate, calls per second, in the order run. */
  rounds: number[];
  /** Calls made in all the rounds together. */
  claims: number;
}

/** The median of a non-empty list (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

let sink: unknown;

/** One round: calls `fn(i)` with i = 0, 1, 2… until `targetMs` have passed; returns calls and time. */
function round(fn: (i: number) => unknown, targetMs: number): { claims: number; ms: number } {
  let claims = 0;
  let batch = 1;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < targetMs) {
    for (let i = 0; i < batch; i++) sink = fn(claims + i);
    claims += batch;
    elapsed = performance.now() - start;
    if (elapsed < targetMs / 10) batch *= 2;
  }
  return { claims, ms: elapsed };
}

/**
 * Times `fn` over `rounds` rounds of about `roundMs` each, after a warm-up round.
 * Every round starts again from i = 0, so a slow function that gets through
 * only part of a hand set in a round is timed on the same hands each time.
 */
export function timeRounds(fn: (i: number) => unknown, rounds = ROUNDS, roundMs = ROUND_MS): Timing {
  round(fn, roundMs);
  const rates: number[] = [];
  let claims = 0;
  for (let r = 0; r < rounds; r++) {
    const { claims: n, ms } = round(fn, roundMs);
    claims += n;
    rates.push((n / ms) * 1000);
  }
  if (sink === Symbol.for('never')) console.error(sink);
  return { median: median(rates), rounds: rates, claims };
}
