/**
 * A link from an explanation to where its rule is taught. The rule id is
 * always printed, so the link means something without colour or context.
 */
import type { RuleId } from '../engine/rules';
import type { RuleLinks } from '../islandProps';

export interface RuleLinkProps {
  rule: RuleId;
  links: RuleLinks;
  /** Inside a list of reasons: just the id, in brackets. */
  compact?: boolean;
}

export function RuleLink({ rule, links, compact = false }: RuleLinkProps) {
  const target = links[rule];
  if (compact) {
    return target ? (
      <a class="rule-link rule-link--compact" href={target.href} title={target.title}>
        [{rule}]
      </a>
    ) : (
      <span class="rule-link rule-link--compact">[{rule}]</span>
    );
  }
  return (
    <p class="rule-link">
      Rule:{' '}
      {target ? (
        <a href={target.href}>
          {target.title} ({rule})
        </a>
      ) : (
        <span>{rule}</span>
      )}
    </p>
  );
}
