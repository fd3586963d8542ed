/**
 * The rule titles board and puzzle explanations show; each links the rule's
 * entry in the rules reference (ruleAnchor, /rules/#chow-left-only), which in
 * turn links every lesson, board, puzzle and illustration that uses the rule.
 */
import { RULES, RULE_IDS } from '../../engine/rules';
import type { RuleLinks } from '../../islandProps';

let cached: RuleLinks | null = null;

export async function ruleLinks(): Promise<RuleLinks> {
  if (cached) return cached;
  const links: RuleLinks = {};
  for (const id of RULE_IDS) links[id] = RULES[id].title;
  cached = links;
  return links;
}
