/**
 * A link from an explanation to where its rule is taught. The rule id is
 * always printed, so the link means something without colour or context.
 */
import type { RuleId } from '../../engine/rules';
import { type RuleLinks, ruleAnchor } from '../../islandProps';

export interface RuleLinkProps {
  rule: RuleId;
  links: RuleLinks;
  /** Inside a list of reasons: just the id, in brackets. */
  compact?: boolean;
}

export function RuleLink({ rule, links, compact = false }: RuleLinkProps) {
  const title = links[rule];
  if (compact) {
    return title ? (
      <a class="rule-link rule-link--compact" href={ruleAnchor(rule)} title={title}>
        [{rule}]
      </a>
    ) : (
      <span class="rule-link rule-link--compact">[{rule}]</span>
    );
  }
  return (
    <p class="rule-link">
      Rule:{' '}
      {title ? (
        <a href={ruleAnchor(rule)}>
          {title} ({rule})
        </a>
      ) : (
        <span>{rule}</span>
      )}
    </p>
  );
}
