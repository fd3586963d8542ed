/**
 * What the learner may do now at the practice table, and what the engine
 * said: the calls it allows on a discard (with the coach's words) and Pass,
 * the calls he may still try, his own turn's kong and Mah-Jongg (and the
 * kongs he may try, which the engine refuses now), a refusal
 * with its rule, the hint, what happened since his last move, and the end.
 */
import type { ClaimKind, PracticeState, Reason, Tile } from '../../engine';
import type { RuleLinks } from '../../islandProps';
import { PracticeScores } from './PracticeScores';
import { RuleLink } from '../drawing/RuleLink';
import { TileRow } from '../drawing/TileRow';

export interface PracticeActions {
  call: (kind: ClaimKind, tiles?: [Tile, Tile]) => void;
  pass: () => void;
  kong: (tile: Tile) => void;
  mahjong: () => void;
}

function Reasons({ reasons, links }: { reasons: readonly Reason[]; links: RuleLinks }) {
  return (
    <ul class="board__reasons">
      {reasons.map((r) => (
        <li>
          {r.text} <RuleLink rule={r.rule} links={links} compact />
        </li>
      ))}
    </ul>
  );
}

export function PracticeTableActions({ state, links, act }: { state: PracticeState; links: RuleLinks; act: PracticeActions }) {
  const { prompt } = state;
  return (
    <div class="play__actions">
      <p class="board__prompt" id="play-prompt" tabIndex={-1}>
        {prompt.text}
      </p>
      {prompt.kind === 'claim' && (
        <div>
          {prompt.choosing ? (
            <div class="board__choices" role="group" aria-label="Choose the two tiles to chow with">
              {prompt.choosing.map((c) => (
                <button type="button" class="button" data-action="call" onClick={() => act.call('chow', c.tiles)}>
                  {c.label}
                </button>
              ))}
            </div>
          ) : (
            <ul class="play__calls">
              {prompt.calls.map((c) => (
                <li>
                  <button type="button" class="button" data-action="call" onClick={() => act.call(c.claim.kind, c.claim.tiles)}>
                    {c.label}
                  </button>
                  {c.coach.length > 0 && <Reasons reasons={c.coach} links={links} />}
                </li>
              ))}
              <li>
                <button type="button" class="button" data-action="call" onClick={act.pass}>
                  Pass
                </button>
              </li>
            </ul>
          )}
          {prompt.others.length > 0 && (
            <div class="board__tools" role="group" aria-labelledby="play-others">
              <span id="play-others" class="play__others-label">
                Try another call:
              </span>
              {prompt.others.map((o) => (
                <button type="button" class="button button--quiet" onClick={() => act.call(o.kind)}>
                  {o.label}
                </button>
              ))}
            </div>
          )}
        </div>
      )}
      {prompt.kind === 'turn' && (prompt.kongs.length > 0 || prompt.canWin) && (
        <div class="board__controls">
          {prompt.canWin && (
            <button type="button" class="button" data-action="call" onClick={act.mahjong}>
              Mah-Jongg
            </button>
          )}
          {prompt.kongs.map((k) => (
            <button type="button" class="button" onClick={() => act.kong(k.tile)}>
              {k.label}
            </button>
          ))}
        </div>
      )}
      {prompt.kind === 'turn' && prompt.tryKongs.length > 0 && (
        <div class="board__tools" role="group" aria-labelledby="play-try-kongs">
          <span id="play-try-kongs" class="play__others-label">
            Try a kong:
          </span>
          {prompt.tryKongs.map((k) => (
            <button type="button" class="button button--quiet" onClick={() => act.kong(k.tile)}>
              {k.label}
            </button>
          ))}
        </div>
      )}
      {state.refused && (
        <div class="board__verdict board__verdict--refused" role="group" aria-label="Refused">
          <p class="board__verdict-head">✗ {state.refused.head}</p>
          <p>{state.refused.refusal.message}</p>
          {state.refused.refusal.fix && <p>{state.refused.refusal.fix}</p>}
          <RuleLink rule={state.refused.refusal.rule} links={links} />
        </div>
      )}
      {state.hint && (
        <div class="board__verdict" role="group" aria-label="Hint">
          <p class="board__verdict-head">Hint: what the engine allows now</p>
          <Reasons reasons={state.hint} links={links} />
        </div>
      )}
      {state.news.length > 0 && (
        <div class="play__news">
          <h3 class="play__news-head">Since your last move</h3>
          <ol class="board__reasons">
            {state.news.map((n) => (
              <li>
                {n.text} <RuleLink rule={n.rule} links={links} compact />
                {n.reasons && <Reasons reasons={n.reasons} links={links} />}
              </li>
            ))}
          </ol>
        </div>
      )}
      {state.end && (
        <div class="board__verdict play__end" role="group" aria-labelledby="play-end">
          <h3 class="board__verdict-head" id="play-end" tabIndex={-1}>
            {state.end.winner ? '✓' : '='} {state.end.text} <RuleLink rule={state.end.rule} links={links} compact />
          </h3>
          {state.end.sets.length > 0 && (
            <div class="play__melds">
              {state.end.sets.map((s) => (
                <TileRow label={s.label} tiles={s.tiles} size="sm" />
              ))}
              {state.end.pair && <TileRow label="The pair" tiles={state.end.pair} size="sm" />}
            </div>
          )}
          {state.end.deadText && (
            <p>
              {state.end.deadText} <RuleLink rule="TILECOUNT-13-PLUS-KONGS" links={links} compact />
            </p>
          )}
          {state.end.score && <PracticeScores score={state.end.score} learner={state.seat} links={links} />}
        </div>
      )}
    </div>
  );
}
