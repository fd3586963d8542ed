/**
 * A link from an explanation to where its rule is taught, named by the rule's
 * title: a learner reads a rule in words, not by its id (issue 28). The
 * referee, read beside the notation, shows ids with its own RuleCode.
 */
import type { AnyRuleId } from '../../engine';
import { type RuleLinks, ruleAnchor } from '../../islandProps';

export interface RuleLinkProps {
  rule: AnyRuleId;
  links: RuleLinks;
  /** Inside a list of reasons: the title in brackets after the sentence. */
  compact?: boolean;
}

export function RuleLink({ rule, links, compact = false }: RuleLinkProps) {
  // Without a title (a page given only some rules' titles), the id is the one name left.
  const title = links[rule];
  const name = title ? <a href={ruleAnchor(rule)}>{title}</a> : <span>{rule}</span>;
  return compact ? <span class="rule-link">({name})</span> : <p class="rule-link">Rule: {name}</p>;
}
