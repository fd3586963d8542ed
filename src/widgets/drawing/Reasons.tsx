/**
 * The engine's explanation of a ruling, step by step, each step with the rule
 * it applies: the list a claim board's and a puzzle's verdicts both draw. The
 * practice table draws its coach's words and hints with it too, as a list in
 * no order (`ordered={false}`): they are reasons side by side, not steps.
 */
import type { AnyReason } from '../../engine';
import type { RuleLinks } from '../../islandProps';
import { RuleLink } from './RuleLink';

export function Reasons({ reasons, links, ordered = true }: { reasons: readonly AnyReason[]; links: RuleLinks; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List class="board__reasons">
      {reasons.map((reason) => (
        <li>
          {reason.text} <RuleLink rule={reason.rule} links={links} compact />
        </li>
      ))}
    </List>
  );
}
