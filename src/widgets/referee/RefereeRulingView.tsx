/**
 * The referee's ruling, as the engine gave it: who gets the tile and as what,
 * each call's verdict with its rule, who must discard, who draws the loose
 * tile, who draws next, who lost a turn, whether the hand is over, and the
 * engine's explanation step by step. Switches for the rule options sit above
 * it, so a user can see how a variant would rule the same position.
 */
import { type Problem, type RefereeVerdict, type RuleOptions, type RulesetLines, CLAIM_CALLS, rulingHeadline } from '../../engine';
import type { RuleLinks } from '../../islandProps';
import { ProblemMarks } from './RefereeParts';
import { RuleCode } from './RuleCode';
import { RulesetComparison } from '../rulesets/RulesetComparison';
import { type RulesetChoice, RefereeRulesets } from './RefereeRulesets';

/** The page's links to the decisions the switches follow (A1, A8, A14), made at build time. */
export interface DecisionLinks {
  A1: string;
  A8: string;
  A14: string;
}

export interface RefereeRulingViewProps {
  verdict: RefereeVerdict;
  /** Problems the editor shows nowhere else (a field with no place of its own). */
  unplaced: readonly Problem[];
  options: Partial<RuleOptions>;
  onOptions: (options: Partial<RuleOptions>) => void;
  ruleLinks: RuleLinks;
  decisionLinks: DecisionLinks;
  /** The lines for today's rulesets, and the rulesets to choose from. */
  rulesetLines: RulesetLines | undefined;
  onRulesetLines: (lines: RulesetLines | undefined) => void;
  rulesets: readonly RulesetChoice[];
}

function list(seats: readonly string[]): string {
  return seats.length ? seats.join(', ') : 'nobody';
}

export function RefereeRulingView({ verdict, unplaced, options, onOptions, ruleLinks, decisionLinks, rulesetLines, onRulesetLines, rulesets }: RefereeRulingViewProps) {
  const checked = (e: Event) => (e.currentTarget as HTMLInputElement).checked;
  return (
    <section class="referee__ruling" aria-labelledby="referee-ruling">
      <h2 id="referee-ruling">The ruling</h2>
      <fieldset class="referee__options">
        <legend>Rule options</legend>
        <label class="referee__check">
          <input type="checkbox" checked={!!options.strictWinningChow} onChange={(e) => onOptions({ ...options, strictWinningChow: checked(e) })} /> Strict winning chow: a
          discard that wins only by completing a run goes to the next player alone (<a href={decisionLinks.A1}>A1</a>)
        </label>
        <label class="referee__check">
          <input type="checkbox" checked={!!options.claimAfterNextDraw} onChange={(e) => onOptions({ ...options, claimAfterNextDraw: checked(e) })} /> Late claims: a pung,
          kong or Mah-Jongg may still take the discard after the next player has drawn (<a href={decisionLinks.A8}>A8</a>)
        </label>
        <label class="referee__field">
          <span>
            Tiles kept back at the end of the wall, never drawn (<a href={decisionLinks.A14}>A14</a>)
          </span>
          <input
            type="number"
            min={0}
            max={136}
            inputMode="numeric"
            value={options.deadWallSize ?? 0}
            onChange={(e) => {
              const n = Number((e.currentTarget as HTMLInputElement).value);
              onOptions({ ...options, deadWallSize: Number.isInteger(n) && n >= 0 ? Math.min(n, 136) : 0 });
            }}
          />
        </label>
      </fieldset>
      <RefereeRulesets lines={rulesetLines} rulesets={rulesets} onChange={onRulesetLines} />
      <div aria-live="polite" data-ruling={verdict.kind}>
        {verdict.kind === 'problems' && (
          <>
            <p class="referee__head">
              No ruling yet: the position has {verdict.problems.length === 1 ? 'a problem' : `${verdict.problems.length} problems`}, marked where {verdict.problems.length === 1 ? 'it is' : 'they are'}.
            </p>
            <ProblemMarks problems={unplaced} ruleLinks={ruleLinks} />
          </>
        )}
        {verdict.kind === 'no-event' && <p class="referee__head">Nothing to rule on: no tile is on offer. Choose an event.</p>}
        {verdict.kind === 'ruled' && <Ruled verdict={verdict} ruleLinks={ruleLinks} />}
        {verdict.kind === 'american' && (
          <p class="referee__head">Harr's rules cannot rule this position: it holds flowers or jokers, or a call only American play has. The American ruling is below.</p>
        )}
      </div>
      {/* Outside the ruling's live region: the table the press opens would otherwise be read out whole, cell by cell,
          where only the comparison's own live line (how many rulesets rule otherwise) is meant to be said. */}
      {(verdict.kind === 'ruled' || verdict.kind === 'american') && (
        <RulesetComparison window={verdict.scenario} ruleLinks={ruleLinks} idBase="referee" hint={COMPARISON_HINT} />
      )}
    </section>
  );
}

const COMPARISON_HINT = "The same claims ruled under Hong Kong, Chinese Official, riichi and American rules beside Harr's, each verdict with its rule and its source.";

function Ruled({ verdict, ruleLinks }: { verdict: Extract<RefereeVerdict, { kind: 'ruled' }>; ruleLinks: RuleLinks }) {
  const { ruling, scenario } = verdict;
  return (
    <>
      <p class="referee__head">
        {rulingHeadline(scenario, ruling)}
      </p>
      {ruling.claims.length > 0 && (
        <ul class="referee__verdicts" role="list">
          {ruling.claims.map((c) => (
            <li key={c.seat}>
              <strong>
                {c.seat}, {CLAIM_CALLS[c.claim]}: {c.awarded ? '✓ gets the tile' : c.legal ? '– allowed, but loses' : '✗ refused'}
                {c.as && c.as !== c.claim ? ` (ruled as ${CLAIM_CALLS[c.as]})` : ''}
              </strong>
              {c.message && <> {c.message}</>}
              {c.fix && <> {c.fix}</>}
              {c.rule && (
                <>
                  {' '}
                  <RuleCode rule={c.rule} links={ruleLinks} />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <dl class="referee__facts">
        <dt>Must discard</dt>
        <dd>{ruling.discardBy ?? 'nobody'}</dd>
        <dt>Draws the loose tile</dt>
        <dd>{ruling.looseTileDrawnBy ?? 'nobody'}</dd>
        <dt>Draws next from the wall</dt>
        <dd>{ruling.nextToDraw ?? (ruling.handOver ? 'nobody: the hand is over' : 'nobody: no tile is left to draw')}</dd>
        <dt>Lost a turn</dt>
        <dd>{list(ruling.lostTurns)}</dd>
        <dt>The hand</dt>
        <dd>{ruling.handOver ? 'is over' : 'goes on'}</dd>
        <dt>Dead hands</dt>
        <dd>{list(scenario.dead)}</dd>
      </dl>
      <h3>Step by step</h3>
      <ol class="referee__steps">
        {ruling.explanation.map((r, i) => (
          <li key={i}>
            {r.text} <RuleCode rule={r.rule} links={ruleLinks} />
          </li>
        ))}
      </ol>
    </>
  );
}
