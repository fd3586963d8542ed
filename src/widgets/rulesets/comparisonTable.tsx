/**
 * The rulings under today's rulesets side by side (RulesetComparison loads
 * this file on the reader's press): a row a ruleset, Harr's first, a column
 * for who takes the tile and one for each call, each verdict with its rule,
 * the ruleset's source and its sentence; a row that rules otherwise than
 * Harr says so in words, not by colour alone.
 */
import { type AmericanCallForm, CLAIM_CALLS, type ComparedWindow, type TurnMove, tileName } from '../../engine';
import { RULESET_RULES, RULESET_RULE_IDS, type RulesetReport } from '../../engine/rulesetsCompare';
import type { RuleLinks } from '../../islandProps';
import { RuleCode } from '../referee/RuleCode';

export { comparisonSummary, judgeRulesets } from '../../engine/rulesetsCompare';

/** An American call that names no set, as its column is headed. */
const AMERICAN_CALL_HEADS: Record<AmericanCallForm, string> = { pair: 'for a pair', joker: 'to redeem a joker' };

/** A move in a player's own turn, as its column is headed. */
const MOVE_HEADS: Record<TurnMove['kind'], string> = { kong: 'a concealed kong of the', add: 'adding to his pung the', discard: 'discarding the' };

/** The titles of the rules the rulesets add, loaded with them: a verdict's rule shows its title on hover as Harr's do. */
const RULESET_TITLES: RuleLinks = Object.fromEntries(RULESET_RULE_IDS.map((id) => [id, RULESET_RULES[id].title]));

export function ComparisonTable({ reports, window: compared, ruleLinks: harrLinks, tableId }: { reports: readonly RulesetReport[]; window: ComparedWindow; ruleLinks: RuleLinks; tableId: string }) {
  const ruleLinks = { ...harrLinks, ...RULESET_TITLES };
  // The ruleset the position is written for, when it names one (its `ruleset:` line), is marked in its row.
  const chosen = compared.rulesetLines?.ruleset?.text ?? null;
  return (
    <div class="scroll-x" id={tableId} tabIndex={0} role="region" aria-label="The rulings under each ruleset (scrolls sideways on a narrow screen)">
      <table class="rulesets__table">
        <caption>The same claims under each ruleset; a row marked “rules otherwise” differs from Harr’s ruling.</caption>
        <thead>
          <tr>
            <th scope="col">Ruleset</th>
            <th scope="col">{compared.move ? 'The ruling' : 'Who takes the tile'}</th>
            {compared.claims.map((c) => (
              <th scope="col" key={c.seat}>
                {c.seat}, {c.form ? AMERICAN_CALL_HEADS[c.form] : CLAIM_CALLS[c.kind]}
                {c.racked ? ', racked' : ''}
              </th>
            ))}
            {compared.move && (
              <th scope="col">
                {compared.move.seat}, {compared.move.held ? 'declaring instead of holding ' : ''}
                {MOVE_HEADS[compared.move.move.kind]} {tileName(compared.move.move.tile)}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {reports.map((r) => (
            <tr key={r.ruleset} class={r.differs ? 'rulesets__differs' : undefined}>
              <th scope="row">
                {r.name}
                {r.ruleset === chosen && <span class="rulesets__mark"> (this position's ruleset)</span>}
                {r.differs && <span class="rulesets__mark"> ≠ rules otherwise</span>}
              </th>
              <td>
                {r.outcome}
                {r.notes.map((n) => (
                  <small key={n}> {n}</small>
                ))}
              </td>
              {r.verdicts.map((v) => (
                <td key={v.claim}>
                  <strong>{v.mark}</strong>{' '}
                  {v.rule && <RuleCode rule={v.rule} links={ruleLinks} />}
                  {v.source && (
                    <small>
                      Source [{v.source}]: {v.sourceTitle}
                    </small>
                  )}{' '}
                  {v.text}
                  {v.fix && <> {v.fix}</>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
