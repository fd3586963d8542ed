/**
 * The scores at the end of a practice hand: each seat's hand scored line by
 * line on Harr's card (the winner first), each line with its rule or
 * decision, then the settlement, payment by payment. The engine scores the
 * table (practiceScores); this loads the scoring when a hand is won, the
 * page having opened without it, and draws what it gives.
 */
import { useEffect, useState } from 'preact/hooks';
import type { PracticeState, Seat, TableScore, WinningLayout } from '../../engine';
import type { RuleLinks } from '../../islandProps';
import { loadOnce } from '../islands/loadOnce';
import { TileRow } from '../drawing/TileRow';
import { HandScoreTable } from '../score/HandScoreTable';

export interface PracticeScoresProps {
  state: PracticeState;
  links: RuleLinks;
}

const ORDER: Seat[] = ['East', 'South', 'West', 'North'];

const loadScoring = loadOnce(() => import('../../engine/practiceScoring'));
type SettlingWords = Pick<Awaited<ReturnType<typeof loadScoring>>, 'paymentWords' | 'scoreSeatName'>;

/** The scores of a won hand, once the scoring has loaded; a failed load says so and offers to try again. */
export function PracticeScores({ state, links }: PracticeScoresProps) {
  const [score, setScore] = useState<{ table: TableScore; layout: WinningLayout | null; words: SettlingWords } | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let shown = true;
    setFailed(false);
    loadScoring()
      .then(({ practiceScores, winningLayout, paymentWords, scoreSeatName }) => {
        const table = practiceScores(state);
        if (shown && table) setScore({ table, layout: winningLayout(state, table), words: { paymentWords, scoreSeatName } });
      })
      .catch(() => shown && setFailed(true));
    return () => {
      shown = false;
    };
  }, [state, attempt]);
  if (failed) {
    return (
      <section class="play__scores" aria-labelledby="play-scores">
        <h3 id="play-scores">The scores</h3>
        <p class="board__problem" role="alert">
          The scoring could not be loaded (is the connection down?). If trying again fails, reload the page.{' '}
          <button type="button" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </p>
      </section>
    );
  }
  if (!score) {
    return (
      <section class="play__scores" aria-labelledby="play-scores" aria-busy="true">
        <h3 id="play-scores">The scores</h3>
        <p>Scoring the hands…</p>
      </section>
    );
  }
  return (
    <>
      {score.layout && <WinningHand layout={score.layout} />}
      <ScoreSheet score={score.table} learner={state.seat} links={links} words={score.words} />
    </>
  );
}

/** The winner's hand laid out as it is scored: the set his winning discard finished is laid out exposed (S2). */
function WinningHand({ layout }: { layout: WinningLayout }) {
  return (
    <div class="play__melds" role="group" aria-label="The winning hand">
      {layout.sets.map((s) => (
        <TileRow label={s.label} tiles={s.tiles} size="sm" />
      ))}
      {layout.pair && <TileRow label="The pair" tiles={layout.pair} size="sm" />}
      {layout.wait && <p class="play__wait">{layout.wait}</p>}
    </div>
  );
}

function ScoreSheet({ score, learner, links, words }: { score: TableScore; learner: Seat; links: RuleLinks; words: SettlingWords }) {
  const winner = score.settlement.winner;
  const seats = [...ORDER].sort((a, b) => Number(b === winner) - Number(a === winner));
  const name = (seat: Seat, atStart: boolean) => words.scoreSeatName(seat, learner, atStart);
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
                {name(seat, true)}: {s.final}
                {seat === winner ? ', the winner' : s.dead ? ', a dead hand' : ''}
              </>
            }
          />
        );
      })}
      <h4>Settling up</h4>
      <ol class="board__reasons">
        {score.settlement.payments.map((p) => (
          <li>{words.paymentWords(p, score.settlement, learner)}</li>
        ))}
      </ol>
      <p>
        In all:{' '}
        {ORDER.map((seat, i) => (
          <>
            {i > 0 && ', '}
            {name(seat, false)} {score.settlement.net[seat] > 0 ? '+' : ''}
            {score.settlement.net[seat]}
          </>
        ))}
        . <a href="/rules/#scoring-decisions">How scores are settled</a>
      </p>
    </section>
  );
}
