/**
 * What the learner may do now at the practice table, and what the engine
 * said: the calls it allows on a discard (with the coach's words) and Pass,
 * the calls he may still try, his own turn's kong and Mah-Jongg (and the
 * kongs he may try, which the engine refuses now), a refusal
 * with its rule, the hint, what happened since his last move, and the end.
 */
import type { ComponentChildren } from 'preact';
import { type ClaimKind, DEAD_HANDS_RULE, type EndDecision, type PracticeState, type Tile } from '../../engine';
import type { RuleLinks } from '../../islandProps';
import { PracticeScores } from './PracticeScores';
import { Reasons } from '../drawing/Reasons';
import { RuleLink } from '../drawing/RuleLink';
import { TileRow } from '../drawing/TileRow';

export interface PracticeActions {
  claim: (kind: ClaimKind, tiles?: [Tile, Tile]) => void;
  pass: () => void;
  kong: (tile: Tile) => void;
  mahjong: () => void;
}

/** A call or a kong the learner may try though the engine refuses it now: trying it shows why. */
interface Try {
  label: string;
  act: () => void;
}

/** The row of moves to try, under the moves allowed: the other calls on a discard, the kongs in his own turn. */
function TryRow({ id, label, tries }: { id: string; label: string; tries: readonly Try[] }) {
  return (
    <div class="board__tools" role="group" aria-labelledby={id}>
      <span id={id} class="play__others-label">
        {label}
      </span>
      {tries.map((t) => (
        <button type="button" class="button button--quiet" onClick={t.act}>
          {t.label}
        </button>
      ))}
    </div>
  );
}

/** The rules page's address of each decision a hand's end may cite (A20, S11), made by the page at build time. */
export type EndDecisionLinks = Readonly<Record<EndDecision, string>>;

export function PracticeTableActions({
  state,
  links,
  decisionLinks,
  act,
  afterEnd,
}: {
  state: PracticeState;
  links: RuleLinks;
  decisionLinks: EndDecisionLinks;
  act: PracticeActions;
  /** In a game, where the deal goes and the next hand: just after what ended the hand, before the scores. */
  afterEnd?: ComponentChildren;
}) {
  const { prompt } = state;
  return (
    <div class="play__actions">
      <p class="board__prompt" id="play-prompt" tabIndex={-1}>
        {prompt.text}
      </p>
      {prompt.kind === 'claim' && (
        <div>
          {/* The tile on offer again beside the calls, and the calls together before the coach's words on them: on a
              phone the table's centre is a screen above, and the coach's words a screen long. */}
          <TileRow label="The tile on offer" tiles={[prompt.event.tile]} size="sm" class="play__offered" />
          {prompt.choosing ? (
            <div class="board__choices" role="group" aria-label="Choose the two tiles to chow with">
              {prompt.choosing.map((c) => (
                <button type="button" class="button" data-action="call" onClick={() => act.claim('chow', c.tiles)}>
                  {c.label}
                </button>
              ))}
            </div>
          ) : (
            <>
              <div class="board__controls" role="group" aria-label="Your calls">
                {prompt.claims.map((c) => (
                  <button type="button" class="button" data-action="call" onClick={() => act.claim(c.claim.kind, c.claim.tiles)}>
                    {c.label}
                  </button>
                ))}
                <button type="button" class="button" data-action="call" onClick={act.pass}>
                  Pass
                </button>
              </div>
              {prompt.claims
                .filter((c) => c.coach.length > 0)
                .map((c) => (
                  <div class="play__coach">
                    <p class="play__coach-head">{c.label}:</p>
                    <Reasons reasons={c.coach} links={links} ordered={false} />
                  </div>
                ))}
            </>
          )}
          {prompt.others.length > 0 && (
            <TryRow id="play-others" label="Try another call:" tries={prompt.others.map((o) => ({ label: o.label, act: () => act.claim(o.kind) }))} />
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
        <TryRow id="play-try-kongs" label="Try a kong:" tries={prompt.tryKongs.map((k) => ({ label: k.label, act: () => act.kong(k.tile) }))} />
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
          <Reasons reasons={state.hint} links={links} ordered={false} />
        </div>
      )}
      {state.news.length > 0 && (
        <div class="play__news">
          {/* Before his first move (a seat after East's, or a hand won as dealt) there is no last move to count from. */}
          <h3 class="play__news-head">{state.before ? 'Since your last move' : 'Since the deal'}</h3>
          <ol class="board__reasons">
            {state.news.map((n) => (
              <li>
                {n.text} <RuleLink rule={n.rule} links={links} compact />
                {n.reasons && <Reasons reasons={n.reasons} links={links} ordered={false} />}
              </li>
            ))}
          </ol>
        </div>
      )}
      {state.end && (
        <div class="board__verdict play__end" role="group" aria-labelledby="play-end">
          <h3 class="board__verdict-head" id="play-end" tabIndex={-1}>
            {state.end.winner ? '✓' : '='} {state.end.text} <RuleLink rule={state.end.rule} links={links} compact />
            {state.end.decisions.map((d) => (
              <>
                {' '}
                <a href={decisionLinks[d]}>Decision {d}</a>
              </>
            ))}
          </h3>
          {afterEnd}
          {state.end.deadText && (
            <p>
              {state.end.deadText} <RuleLink rule={DEAD_HANDS_RULE} links={links} compact />
            </p>
          )}
          {state.end.winner && <PracticeScores state={state} links={links} />}
        </div>
      )}
    </div>
  );
}
