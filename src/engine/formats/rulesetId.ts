/**
 * The readers' sentence for a ruleset named that is none of today's rulesets, in one place: the judge and the build
 * (rulesetLines.ts, puzzle.ts) check against the presets' ids, the referee's file reader against the ids its page was
 * built with, so that it loads no preset.
 */
import { quote } from '../refusal';

export function notARuleset(value: string, ids: readonly string[]): string {
  return `${quote(value)} is not a ruleset: the rulesets are ${ids.join(', ')}`;
}
