/**
 * A claim window set beside today's rulesets (issue 27): on the reader's
 * press, the same claims ruled under every preset, in a table
 * (comparisonTable.tsx). The referee shows it under its ruling; a lesson
 * board and a puzzle, once answered, under their verdict (loaded with it).
 * The presets, the rulings under them and the table load with the first
 * press, never with the page, and are left out of the table's kit that
 * every device keeps up front (offline/keptFiles.ts).
 */
import { useState } from 'preact/hooks';
import type { ComparedWindow } from '../../engine';
import type { RuleLinks } from '../../islandProps';
import { loadOnce } from '../islands/loadOnce';
import './rulesets.css';

const loadComparison = loadOnce(() => import('./comparisonTable'));

type Comparison = typeof import('./comparisonTable');
type State = { kind: 'closed' } | { kind: 'loading' } | { kind: 'failed'; why: string | null } | { kind: 'shown'; reports: ReturnType<Comparison['judgeRulesets']>; summary: string; Table: Comparison['ComparisonTable'] };

export interface RulesetComparisonProps {
  window: ComparedWindow;
  ruleLinks: RuleLinks;
  /** Makes the ids of its heading and table unique on a page with several boards. */
  idBase: string;
  /** What is compared, in a sentence under the heading. */
  hint: string;
}

export function RulesetComparison({ window: compared, ruleLinks, idBase, hint }: RulesetComparisonProps) {
  const [state, setState] = useState<State>({ kind: 'closed' });
  // A comparison belongs to the position it was made for: an edit closes it, and a press makes it anew.
  const [madeFor, setMadeFor] = useState<ComparedWindow | null>(null);
  const shown = state.kind === 'shown' && madeFor === compared ? state.reports : null;
  const compare = () => {
    setState({ kind: 'loading' });
    loadComparison().then(
      ({ judgeRulesets, comparisonSummary, ComparisonTable }) => {
        try {
          const reports = judgeRulesets(compared);
          setMadeFor(compared);
          setState({ kind: 'shown', reports, summary: comparisonSummary(reports), Table: ComparisonTable });
        } catch (error) {
          // A position the rulesets cannot read (a line for them written wrong) is said, and the rest of the page goes on.
          setState({ kind: 'failed', why: error instanceof Error ? error.message : String(error) });
        }
      },
      () => setState({ kind: 'failed', why: null }),
    );
  };
  const open = shown !== null;
  const headingId = `${idBase}-rulesets`;
  const tableId = `${idBase}-rulesets-table`;
  return (
    <section class="rulesets" aria-labelledby={headingId} data-pagefind-ignore="all">
      <h3 id={headingId} class="rulesets__title">
        Under today's rulesets
      </h3>
      <p class="rulesets__hint">{hint}</p>
      <p>
        <button type="button" class="button" aria-expanded={open} aria-controls={tableId} onClick={open ? () => setState({ kind: 'closed' }) : compare}>
          {open ? 'Hide the rulesets' : 'Compare under today’s rulesets'}
        </button>
      </p>
      <div aria-live="polite">
        {state.kind === 'loading' && <p>Ruling under each ruleset…</p>}
        {state.kind === 'failed' &&
          (state.why ? (
            <p class="note">The rulesets cannot rule on this position: {state.why}</p>
          ) : (
            <p class="note">The rulesets could not be loaded (is the connection down?). Press the button to try again; if they still do not come, reload the page.</p>
          ))}
        {shown && state.kind === 'shown' && <p>{state.summary}</p>}
      </div>
      {shown && state.kind === 'shown' && <state.Table reports={shown} window={compared} ruleLinks={ruleLinks} tableId={tableId} />}
    </section>
  );
}
