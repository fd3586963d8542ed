/**
 * A link from an explanation to where its rule is taught. A learner reads the
 * rule by its title (a sentence, not a code: issue 28); the referee, whose
 * rulings are read beside the notation, asks for the id with `code`.
 */
import type { RuleId } from '../../engine/rules';
import { type RuleLinks, ruleAnchor } from '../../islandProps';

export interface RuleLinkProps {
  rule: RuleId;
  links: RuleLinks;
  /** Inside a list of reasons: the title in brackets after the sentence (with `code`, the id alone). */
  compact?: boolean;
  /** The rule's id rather than its title, for the referee. */
  code?: boolean;
}

export function RuleLink({ rule, links, compact = false, code = false }: RuleLinkProps) {
  // Without a title (a page given only some rules' titles), the id is the one name left.
  const title = links[rule];
  if (compact && code) {
    return title ? (
      <a class="rule-link rule-link--compact" href={ruleAnchor(rule)} title={title}>
        [{rule}]
      </a>
    ) : (
      <span class="rule-link rule-link--compact">[{rule}]</span>
    );
  }
  const name = title ? <a href={ruleAnchor(rule)}>{code ? `${title} (${rule})` : title}</a> : <span>{rule}</span>;
  if (compact) return <span class="rule-link rule-link--title">({name})</span>;
  return <p class="rule-link">Rule: {name}</p>;
}
