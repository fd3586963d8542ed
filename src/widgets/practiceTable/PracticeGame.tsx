/**
 * A game of several hands at the practice table, drawn: at a hand's end, where
 * the deal goes and the button to the next hand (or the game's end); under the
 * table, the running score by chair, hand by hand, with the learner's standing
 * in Harr's counters. The engine passes the deal and adds the scores
 * (engine/practiceGame.ts); this module comes with it, loaded only for a game.
 */
import { type PracticeGame, PLACES, chairName, counterWords, dealWords, gameEndWords, gameScore, handHeading, handOf, nextHand, pointsWords, seatWords } from '../../engine/practiceGame';

/** Above the table: which hand of the game this is, its seed, and where the learner sits for it. */
export function GameBar({ game, hand, seed }: { game: PracticeGame; hand: number; seed: number }) {
  const at = handOf(game, hand);
  if (!at) return null;
  return (
    <>
      <h2 class="seed-heading">
        {handHeading(at, game.seeds.length)}, from seed {seed}
      </h2>
      <p class="play__seat-words">{seatWords(at)}</p>
    </>
  );
}

/** At a hand's end, just after what ended it: where the deal goes, then the next hand or the game's end. */
export function GameHandEnd({ game, onNext, onNewGame }: { game: PracticeGame; onNext: () => void; onNewGame: () => void }) {
  const next = nextHand(game);
  const last = game.played.at(-1);
  if (!last) return null;
  return (
    <div class="play__game-end">
      <p>{dealWords(game.played.slice(0, -1), last, next !== null)}</p>
      {next ? (
        <button type="button" class="button" onClick={onNext}>
          Next hand ({next.number} of {game.seeds.length})
        </button>
      ) : (
        <>
          <p>
            <strong>{gameEndWords(gameScore(game))}</strong>
          </p>
          <button type="button" class="button" onClick={onNewGame}>
            New game of four hands
          </button>
        </>
      )}
    </div>
  );
}

/** The running score: each hand's settlement by chair (the winner marked), the totals, and the learner's in Harr's counters. */
export function GameScore({ game }: { game: PracticeGame }) {
  const total = gameScore(game);
  const next = nextHand(game);
  return (
    <section class="play__game" aria-labelledby="play-game-head">
      <h3 id="play-game-head">{next ? `The game: ${handHeading(next, game.seeds.length).toLowerCase()} to play` : 'The game: every hand played'}</h3>
      {!next && <p>{gameEndWords(total)}</p>}
      {game.played.length === 0 ? (
        <p>No hand is over yet: the score starts at nothing for everybody.</p>
      ) : (
        <>
          <div class="scroll-x">
            <table class="play__game-score">
              <caption>Points won and lost in each hand, by where each player sits: you, on your right, opposite you, on your left. ✓ went Mah-Jongg.</caption>
              <thead>
                <tr>
                  <th scope="col">Hand</th>
                  {PLACES.map((p) => (
                    <th scope="col">{chairName(p)}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {game.played.map((hand, i) => (
                  <tr>
                    <th scope="row">{i + 1}</th>
                    {PLACES.map((p) => (
                      <td>
                        {pointsWords(hand.net[p])}
                        {hand.winner === p && (
                          <>
                            {' '}
                            <span aria-hidden="true">✓</span>
                            <span class="visually-hidden">(Mah-Jongg)</span>
                          </>
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Total</th>
                  {PLACES.map((p) => (
                    <td>{pointsWords(total[p])}</td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </div>
          <p>
            Your standing in Harr's counters: {total.self < 0 ? 'you have paid' : total.self > 0 ? 'you have taken' : 'you have neither taken nor paid'}
            {total.self !== 0 && ` ${counterWords(total.self)}`}.
          </p>
        </>
      )}
    </section>
  );
}
