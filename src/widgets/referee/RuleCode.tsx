/**
 * The referee's link to a rule: its id in brackets, the title on hover. The
 * referee is read beside the notation, where rules go by their ids; the
 * learner's pages name rules by their titles (drawing/RuleLink).
 */
import type { AnyRuleId } from '../../engine';
import { type RuleLinks, ruleAnchor } from '../../islandProps';

export function RuleCode({ rule, links }: { rule: AnyRuleId; links: RuleLinks }) {
  const title = links[rule];
  return title ? (
    <a class="rule-link rule-link--compact" href={ruleAnchor(rule)} title={title}>
      [{rule}]
    </a>
  ) : (
    <span class="rule-link rule-link--compact">[{rule}]</span>
  );
}
