/**
 * The scores at the end of a practice hand: each seat's hand scored line by
 * line on Harr's card (the winner first), each line with its rule or
 * decision, then the settlement, payment by payment. The engine scored the
 * table (scoreTable); this only draws it.
 */
import type { Seat, TableScore } from '../../engine';
import type { RuleLinks } from '../../islandProps';
import { HandScoreTable } from '../score/HandScoreTable';

export interface PracticeScoresProps {
  score: TableScore;
  learner: Seat;
  links: RuleLinks;
}

const ORDER: Seat[] = ['East', 'South', 'West', 'North'];

export function PracticeScores({ score, learner, links }: PracticeScoresProps) {
  const winner = score.settlement.winner;
  const seats = [...ORDER].sort((a, b) => Number(b === winner) - Number(a === winner));
  const name = (seat: Seat) => (seat === learner ? `You (${seat})` : seat);
  return (
    <section class="play__scores" aria-labelledby="play-scores">
      <h3 id="play-scores">The scores</h3>
      {seats.map((seat) => {
        const { score: s } = score.seats[seat];
        return (
          <HandScoreTable
            score={s}
            links={links}
            caption={
              <>
                {name(seat)}: {s.final}
                {seat === winner ? ', the winner' : s.dead ? ', a dead hand' : ''}
              </>
            }
          />
        );
      })}
      <h4>Settling up</h4>
      <ol class="board__reasons">
        {score.settlement.payments.map((p) => (
          <li>
            {name(p.from)} pays {name(p.to)} {p.amount}: {p.why}.
          </li>
        ))}
      </ol>
      <p>
        In all:{' '}
        {ORDER.map((seat, i) => (
          <>
            {i > 0 && ', '}
            {name(seat)} {score.settlement.net[seat] > 0 ? '+' : ''}
            {score.settlement.net[seat]}
          </>
        ))}
        . <a href="/rules/#scoring-decisions">How scores are settled</a>
      </p>
    </section>
  );
}
