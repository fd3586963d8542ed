/**
 * The rule options written back as a scenario's `options:` line, the one form
 * the scenario reader, the referee's file and the table's address all share.
 */
import type { RuleOptions } from '../options';

/** The rule options as an `options:` line writes them, `strict-winning-chow, claim-after-next-draw, dead-wall 14`; null when none is on. */
export function optionsLine(options: RuleOptions): string | null {
  const parts: string[] = [];
  if (options.strictWinningChow) parts.push('strict-winning-chow');
  if (options.claimAfterNextDraw) parts.push('claim-after-next-draw');
  if (options.deadWallSize > 0) parts.push(`dead-wall ${options.deadWallSize}`);
  return parts.length ? parts.join(', ') : null;
}
