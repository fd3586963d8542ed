/**
 * The engine's explanation of a ruling, step by step, each step with the rule
 * it applies: the list a claim board's and a puzzle's verdicts both draw.
 */
import type { Reason } from '../../engine';
import type { RuleLinks } from '../../islandProps';
import { RuleLink } from '../drawing/RuleLink';

export function Reasons({ reasons, links }: { reasons: readonly Reason[]; links: RuleLinks }) {
  return (
    <ol class="board__reasons">
      {reasons.map((reason) => (
        <li>
          {reason.text} <RuleLink rule={reason.rule} links={links} compact />
        </li>
      ))}
    </ol>
  );
}
