/**
 * A refusal is a value, not an exception: the rule that forbids what was
 * tried, a sentence a learner understands, and what would have made it legal.
 */
import type { RuleId } from './rules';

export interface Refusal {
  rule: RuleId;
  message: string;
  /** What would have made it legal, when something would. */
  fix?: string;
}

export function refuse(rule: RuleId, message: string, fix?: string): Refusal {
  return fix ? { rule, message, fix } : { rule, message };
}

/** One line of an explanation, tied to the rule it applies. */
export interface Reason {
  rule: RuleId;
  text: string;
}

/**
 * An impossible position or malformed input: a programming or authoring
 * error, thrown, naming the rule it breaks and where.
 */
export class PositionError extends Error {
  constructor(
    readonly rule: RuleId | null,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'PositionError';
  }
}
