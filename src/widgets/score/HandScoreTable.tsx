/**
 * One hand's score on Harr's card as a table, line by line: what scores, the
 * points or the doubling, the running score, and why, with the rule or the
 * scoring decision behind each line. The engine scored the hand; this only
 * draws it (the practice table's end and a claim board's Mah-Jongg).
 */
import type { ComponentChildren } from 'preact';
import type { HandScore } from '../../engine';
import type { RuleLinks } from '../../islandProps';
import { RuleLink } from '../drawing/RuleLink';

export interface HandScoreTableProps {
  score: HandScore;
  caption: ComponentChildren;
  links: RuleLinks;
}

export function HandScoreTable({ score, caption, links }: HandScoreTableProps) {
  return (
    <table class="score-lines">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">What scores</th>
          <th scope="col">Points</th>
          <th scope="col">Score</th>
          <th scope="col">Why</th>
        </tr>
      </thead>
      <tbody>
        {score.lines.map((line) => (
          <tr class={`score-lines__row score-lines__row--${line.part}`}>
            <th scope="row">{line.label}</th>
            <td>{line.part === 'doubling' ? `×${2 ** line.doubles}` : `+${line.points}`}</td>
            <td>{line.running}</td>
            <td>
              {line.why} {line.rule && <RuleLink rule={line.rule} links={links} compact />}
              {line.decision && (
                // Named in words, not by its code: the decisions' titles stay off the boards' pages, which ship this table.
                <span class="rule-link">
                  (<a href={`/rules/#decision-${line.decision.toLowerCase()}`}>a reading of the card</a>)
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
