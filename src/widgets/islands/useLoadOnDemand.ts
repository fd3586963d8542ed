/**
 * What every island that loads on the learner's first action does, in one
 * place (the claim board, the puzzle, the replay player):
 *
 * - it marks itself live once hydrated (`data-ready`), and carries out the
 *   presses kept while it was not (keptClicks.ts);
 * - it starts loading once the page is idle after it goes live, or sooner as
 *   the learner reaches for it (warm), so that his first press is as quick as
 *   the next (issue 28: at 4× CPU on slow 4G, it waited for ten files). What it
 *   loads stays out of what opens the page: it is fetched after, on demand;
 * - it carries out his presses one after another, each once what it needs is
 *   here; while the first waits the island may say it is busy;
 * - a load that fails is told (the island words it, LOAD_FAILED) and not
 *   remembered: the next press tries again (loadOnce.ts, boardData.ts).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { replayKeptClicks } from './keptClicks';
import { whenIdle } from './whenIdle';

export interface LoadOnDemand<T> {
  /** Whether the island is live (hydrated): its root's `data-ready`. */
  ready: boolean;
  /** Whether a press waits for what it needs, for `aria-busy`. */
  waiting: boolean;
  /**
   * The island's root, named by its heading (`headingId`): where kept clicks are looked for; its handlers start
   * the load early (a key pressed on it too, unless the island handles keys itself), and it says when it is busy.
   */
  root: (headingId: string) => {
    ref: { current: HTMLElement | null };
    'aria-labelledby': string;
    'aria-busy': 'true' | undefined;
    'data-ready': 'true' | 'false';
    onPointerDown: () => void;
    onFocusCapture: () => void;
    onKeyDown: () => void;
  };
  /** Starts the load without waiting for it; a failure here is told only when a press needs what failed. */
  warm: () => void;
  /**
   * Runs `then` with what was loaded, after the presses before it; `busy`, asked when its turn comes, says whether the
   * island is busy meanwhile (`waiting`). A failed load runs the island's `failed` instead.
   */
  whenLoaded: (then: (loaded: T) => void, busy?: () => boolean) => void;
}

export interface LoadOnDemandOptions {
  /** Told when a press finds its load failed: the island shows LOAD_FAILED. */
  failed: () => void;
  /** Run as the island goes live, before kept clicks are carried out (say, to take up choices made in a form meanwhile). */
  onLive?: () => void;
}

export function useLoadOnDemand<T>(load: () => Promise<T>, { failed, onLive }: LoadOnDemandOptions): LoadOnDemand<T> {
  const [ready, setReady] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  // Whether a load has come: a press then waits for nothing, and the island is not drawn busy for a moment (a whole
  // drawing more on the first press, on a slow phone).
  const here = useRef(false);
  useEffect(() => {
    onLive?.();
    setReady(true);
    whenIdle(warm);
  }, []);
  // Presses made before the island was live are carried out now that it is.
  useEffect(() => {
    if (ready && ref.current) replayKeptClicks(ref.current);
  }, [ready]);

  const warm = () => void load().then(() => (here.current = true), () => undefined);

  function whenLoaded(then: (loaded: T) => void, busy = () => true) {
    queue.current = queue.current.then(async () => {
      let loaded: T;
      try {
        if (!here.current && busy()) setWaiting(true);
        loaded = await load();
        here.current = true;
      } catch {
        failed();
        return;
      } finally {
        setWaiting(false);
      }
      then(loaded);
    });
  }

  return {
    ready,
    waiting,
    warm,
    whenLoaded,
    root: (headingId) => ({
      ref,
      'aria-labelledby': headingId,
      'aria-busy': waiting ? 'true' : undefined,
      'data-ready': ready ? 'true' : 'false',
      onPointerDown: warm,
      onFocusCapture: warm,
      onKeyDown: warm,
    }),
  };
}
