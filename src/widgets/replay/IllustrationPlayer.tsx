/**
 * The step player for an illustration: the position on a board, the moves
 * before and after the moment pictured, and the engine's explanation of each
 * step. The engine replays the steps at build time (src/engine/formats/illustration.ts,
 * src/build/pageData/playerFrames.ts: playerProps, shaped as src/islandProps.ts says); this island only draws the frame
 * chosen and moves between frames, so it ships no engine code (GUIDE §2).
 * The page gives it only the frame it opens on; the others are fetched on the
 * learner's first step (boardData.ts), or when he reaches for the player.
 *
 * Without JavaScript it shows the pictured position; the help and the list of
 * steps are static HTML around it (src/components/StepList.astro).
 */
import { useRef, useState } from 'preact/hooks';
import { placeFrom, SEATS, type Tile } from '../../engine';
import { type IllustrationPlayerProps, type PlayerSeat, type ReplayData, frameAt, replayHref } from '../../islandProps';
import { RuleLink } from '../drawing/RuleLink';
import { TableView } from '../drawing/TableView';
import { TileRow } from '../drawing/TileRow';
import { LOAD_FAILED, liveRegionClass, fetchOnce } from '../islands/boardData';
import { useLoadOnDemand } from '../islands/useLoadOnDemand';

/** Tile codes sent as one string ("4c 6c 2b"), as a list. */
const tilesOf = (codes: string | undefined): Tile[] => (codes ? (codes.split(' ') as Tile[]) : []);

export function IllustrationPlayer({ id, title, view, shown, moment, count, opening, frames, ruleLinks, pictureWord, momentWord = 'as pictured' }: IllustrationPlayerProps) {
  const [at, setAt] = useState(moment);
  const [status, setStatus] = useState('');
  // Every frame, with the rule titles they name: the page's, or fetched on the first step (null until then).
  const [replay, setReplay] = useState<ReplayData | null>(frames ? { frames, ruleLinks } : null);
  const atRef = useRef(moment);

  const last = count - 1;
  // Before the frames are here the player is at its opening, the moment pictured.
  const frame = replay ? frameAt(replay.frames, at) : opening;
  const links = replay ? replay.ruleLinks : ruleLinks;
  const headingId = `player-${id}-title`;

  /** The frames: the page's, or fetched (a failure is said in words, and the next step tries again). */
  const load = (): Promise<ReplayData> => (replay ? Promise.resolve(replay) : fetchOnce<ReplayData>(replayHref(id)));
  // Steps are carried out one after another, each from where the one before left the player; Back or Forward pressed
  // before the player was live is carried out once it is (keptClicks.ts). The player is never busy: it draws on.
  const island = useLoadOnDemand(load, { failed: () => setStatus(LOAD_FAILED) });

  /** Moves to the frame `to(current)` names, once the frames are here. */
  function go(to: (from: number) => number) {
    island.whenLoaded((data) => {
      setReplay(data);
      const next = Math.max(0, Math.min(last, to(atRef.current)));
      if (next === atRef.current) return;
      atRef.current = next;
      setAt(next);
      const f = data.frames[next];
      const refused = f.refused ? ' The engine refuses it.' : '';
      const pictured = next === moment ? ` This is the position in ${pictureWord}.` : '';
      setStatus(`${f.label}.${refused}${pictured} ${f.explanation.map((e) => e.text).join(' ')}`.trim());
    }, () => false);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const to = ({ ArrowLeft: (a: number) => a - 1, ArrowRight: (a: number) => a + 1, Home: () => 0, End: () => last } as Record<string, (a: number) => number>)[event.key];
    if (to === undefined) return;
    event.preventDefault();
    go(to);
  }

  return (
    <section class="board player" data-player={id} {...island.root(headingId)} onKeyDown={onKeyDown}>
      <h3 class="board__title" id={headingId}>
        Replay: {title}
      </h3>
      <div class="player__controls" data-pagefind-ignore="all" role="group" aria-label="Replay controls">
        <button type="button" class="button" onClick={() => go((a) => a - 1)} aria-disabled={at === 0 ? 'true' : undefined}>
          <span aria-hidden="true">← </span>Back
        </button>
        <p class="player__where" aria-hidden="true">
          {at === 0 ? 'Start' : `Step ${at} of ${last}`}
          {at === moment && <strong> · {momentWord}</strong>}
        </p>
        <button type="button" class="button" onClick={() => go((a) => a + 1)} aria-disabled={at === last ? 'true' : undefined}>
          Forward<span aria-hidden="true"> →</span>
        </button>
      </div>

      <TableView
        label={`The table, ${at === 0 ? 'at the start' : `after step ${at}`}. The Left and Right arrow keys step through the replay.`}
        seats={SEATS.map((seat) => {
          const { hand, melds }: PlayerSeat = frame.seats[seat] ?? { hand: 0, melds: [] };
          const state = { concealed: typeof hand === 'string' ? tilesOf(hand) : [], melds };
          return { seat, place: placeFrom(view, seat), state, shown: seat === view || shown.includes(seat), hidden: typeof hand === 'number' ? hand : undefined, notes: frame.notes[seat] ?? [] };
        })}
      >
        {frame.live && <TileRow size="lg" label={`Live discard, from ${frame.live.by}`} tiles={[{ tile: frame.live.tile, highlight: 'live' }]} />}
        {frame.pending && <p>{frame.pending}</p>}
        {frame.dead && <TileRow size="sm" label="Earlier discards (dead)" tiles={tilesOf(frame.dead)} />}
        <p class="board__wall">Wall: {frame.wall} tiles</p>
      </TableView>

      <div class={`board__verdict player__explain${frame.refused ? ' board__verdict--refused' : ''}`}>
        <p class="board__verdict-head">
          {frame.refused && <span aria-hidden="true">✗ </span>}
          {frame.label}
          {frame.refused ? ': the engine refuses it' : ''}
        </p>
        {at === moment && <p class="player__moment">This is the position in {pictureWord}.</p>}
        {frame.note && <p>{frame.note}</p>}
        {at === 0 ? (
          <p>The position before the first step. Press Forward to play it.</p>
        ) : (
          <ol class="board__reasons">
            {frame.explanation.map((reason) => (
              <li>
                {reason.text} <RuleLink rule={reason.rule} links={links} compact />
              </li>
            ))}
          </ol>
        )}
      </div>

      <p class={liveRegionClass(status)} data-pagefind-ignore="all" role="status" aria-live="polite">
        {status}
      </p>
    </section>
  );
}

export default IllustrationPlayer;
