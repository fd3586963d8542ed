/**
 * The line said when the rulings under today's rulesets are compared with
 * Harr's (formats/judgeRulesets.ts): which rulesets rule otherwise, in words
 * that agree with their count, or which alone can rule the position.
 */
/** What the line reads of each ruleset's report (formats/judgeRulesets.ts RulesetReport, which core does not import). */
interface Compared {
  ruleset: string;
  name: string;
  differs: boolean;
  rejected: boolean;
}

export function comparisonSummary(reports: readonly Compared[]): string {
  if (reports.find((r) => r.ruleset === 'harr-1922')?.rejected) {
    const ruled = reports.filter((r) => !r.rejected).map((r) => r.name);
    return ruled.length ? `Harr cannot rule this position; only ${ruled.join(', ')} can.` : 'No ruleset can rule this position.';
  }
  const other = reports.filter((r) => r.differs).map((r) => r.name);
  return other.length ? `${other.length} of the ${reports.length - 1} rulesets ${other.length === 1 ? 'rules' : 'rule'} otherwise than Harr: ${other.join(', ')}.` : `Every ruleset rules as Harr does.`;
}
