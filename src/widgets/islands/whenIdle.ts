/** Runs `run` once the browser has nothing more pressing to do; where there is no requestIdleCallback (Safari), a moment later. */
export function whenIdle(run: () => void): void {
  if (window.requestIdleCallback) window.requestIdleCallback(run);
  else window.setTimeout(run, 200);
}
