/**
 * The referee's ruling set beside today's rulesets (issue 27): on the
 * reader's press, the same claims ruled under every preset (the table:
 * comparisonTable.tsx). The presets, the rulings under them and the table
 * load with the first press, never with the page, and are left out of the
 * table's kit that every device keeps up front (offline/keptFiles.ts).
 */
import { useState } from 'preact/hooks';
import type { Scenario } from '../../engine';
import type { RuleLinks } from '../../islandProps';
import { loadOnce } from '../islands/loadOnce';

const loadComparison = loadOnce(() => import('./comparisonTable'));

type Comparison = typeof import('./comparisonTable');
type State = { kind: 'closed' } | { kind: 'loading' } | { kind: 'failed' } | { kind: 'shown'; reports: ReturnType<Comparison['judgeRulesets']>; summary: string; Table: Comparison['ComparisonTable'] };

export function RulesetComparison({ scenario, ruleLinks }: { scenario: Scenario; ruleLinks: RuleLinks }) {
  const [state, setState] = useState<State>({ kind: 'closed' });
  // A comparison belongs to the position it was made for: an edit closes it, and a press makes it anew.
  const [madeFor, setMadeFor] = useState<Scenario | null>(null);
  const shown = state.kind === 'shown' && madeFor === scenario ? state.reports : null;
  const compare = () => {
    setState({ kind: 'loading' });
    loadComparison().then(
      ({ judgeRulesets, differences, ComparisonTable }) => {
        const reports = judgeRulesets(scenario);
        setMadeFor(scenario);
        setState({ kind: 'shown', reports, summary: differences(reports), Table: ComparisonTable });
      },
      () => setState({ kind: 'failed' }),
    );
  };
  const open = shown !== null;
  return (
    <section class="referee__rulesets" aria-labelledby="referee-rulesets">
      <h3 id="referee-rulesets">Under today's rulesets</h3>
      <p class="referee__hint">
        The same claims ruled under Hong Kong, Chinese Official, riichi and American rules beside Harr's, each verdict with its rule and its source.
      </p>
      <p>
        <button type="button" class="button" aria-expanded={open} aria-controls="referee-rulesets-table" onClick={open ? () => setState({ kind: 'closed' }) : compare}>
          {open ? 'Hide the rulesets' : 'Compare under today’s rulesets'}
        </button>
      </p>
      <div aria-live="polite">
        {state.kind === 'loading' && <p>Ruling under each ruleset…</p>}
        {state.kind === 'failed' && <p class="note">The rulesets could not be loaded (is the connection down?). Press the button to try again.</p>}
        {shown && state.kind === 'shown' && <p>{state.summary}</p>}
      </div>
      {shown && state.kind === 'shown' && <state.Table reports={shown} scenario={scenario} ruleLinks={ruleLinks} />}
    </section>
  );
}
