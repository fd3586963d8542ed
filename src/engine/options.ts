/**
 * Readings of the rules that RULES.md keeps as variants. The defaults follow
 * its decisions; each option switches to the other reading.
 */
export interface RuleOptions {
  /**
   * A1, strict reading: a claim that wins the hand only by completing a run
   * may be made by the next player alone, as for an ordinary chow. Off: any
   * seat may claim a discard that completes its hand, whatever set it makes.
   */
  strictWinningChow: boolean;
  /**
   * A8: once the next player has drawn from the wall, may a pung (or kong, or
   * a winning claim) still take the last discard until he discards? Off: the
   * discard can be claimed only until the next player draws.
   */
  claimAfterNextDraw: boolean;
  /**
   * A14: tiles at the end of the wall that are never drawn in play. Harr's
   * Part I keeps none (0); his Part II keeps the last 14 tiles undrawn.
   */
  deadWallSize: number;
}

export const DEFAULT_OPTIONS: Readonly<RuleOptions> = Object.freeze({
  strictWinningChow: false,
  claimAfterNextDraw: false,
  deadWallSize: 0,
});

export function withDefaults(options: Partial<RuleOptions> = {}): RuleOptions {
  return { ...DEFAULT_OPTIONS, ...options };
}
