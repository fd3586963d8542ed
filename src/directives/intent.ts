/**
 * `client:intent`: an island that is drawn with the page and goes live when
 * the reader reaches for it (a press, a touch, the focus or a key inside it),
 * not as the page opens. Going live (hydration) walks every element the
 * island drew in one piece of work that cannot be split; for a large island
 * such as the referee's editor that is a long task on a phone, blocking the
 * page while it opens (Lighthouse's total blocking time) for a table the
 * server has already drawn. Its code is fetched while the browser is idle, so
 * the first press finds it ready; a button pressed before then is kept and
 * carried out once the island is live (keptClicks.ts).
 *
 * When the page's address carries a query (`?p=…`), what the server drew is
 * not what the island will show: it goes live at once, as `client:load`.
 */
import type { ClientDirective } from 'astro';

const INTENT_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

const intent: ClientDirective = (load, _options, el) => {
  let live = false;
  const goLive = async () => {
    if (live) return;
    live = true;
    for (const type of INTENT_EVENTS) el.removeEventListener(type, goLive, true);
    window.removeEventListener('click', onClick, true);
    const hydrate = await load();
    await hydrate();
  };
  const onClick = (event: Event) => {
    if (event.target instanceof Node && el.contains(event.target)) void goLive();
  };
  if (window.location.search) {
    void goLive();
    return;
  }
  for (const type of INTENT_EVENTS) el.addEventListener(type, goLive, { capture: true, passive: true });
  // A click with no press or focus before it (a screen reader's, say) is heard on the window, before the keeper of
  // early clicks (on the document, from the page's head) stops it from going further: it is then carried out once the
  // island is live.
  window.addEventListener('click', onClick, true);
  // Fetched and evaluated while idle (no drawing), so that going live is the hydration alone.
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
  idle(() => {
    if (!live) void load();
  });
};

export default intent;
