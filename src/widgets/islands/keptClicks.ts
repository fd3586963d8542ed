/**
 * No lost clicks: a board is drawn with the page, but its island goes live
 * only once its script has loaded, which on a slow phone takes a moment.
 * A press on one of its buttons in that moment is kept, not lost:
 *
 * - `keepEarlyClicks()`, run by the page's script as the page opens, stops a
 *   click on a button inside a board still marked `data-ready="false"` and
 *   marks the button `data-kept-click` with its place in line, and
 *   `aria-busy` (board/board.css draws it pressed and waiting);
 * - the island, once live, calls `replayKeptClicks(root)`, which carries out
 *   the kept clicks in order on the same buttons (hydration keeps the page's
 *   elements), now with the island's handlers on them.
 *
 * Radio buttons and checkboxes are let through: the browser keeps what they
 * hold, and the island reads their state when it goes live. Plain DOM,
 * no Preact: the page's script imports it and stays a few hundred bytes.
 */

export const KEPT_CLICK = 'data-kept-click';

/** Keeps clicks on the buttons of boards not yet live (once a page, however many boards it has). */
export function keepEarlyClicks(doc: Document = document): void {
  const w = doc.defaultView as (Window & { cpkKeepsClicks?: boolean }) | null;
  if (!w || w.cpkKeepsClicks) return;
  w.cpkKeepsClicks = true;
  let count = 0;
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      const button = target?.closest?.('button');
      if (!button || !button.closest('[data-ready="false"]')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (button.hasAttribute(KEPT_CLICK)) return;
      button.setAttribute(KEPT_CLICK, String(++count));
      button.setAttribute('aria-busy', 'true');
    },
    true,
  );
}

/** Carries out the clicks kept inside `root`, in the order they were made. */
export function replayKeptClicks(root: HTMLElement): void {
  const kept = [...root.querySelectorAll<HTMLElement>(`[${KEPT_CLICK}]`)].sort((a, b) => Number(a.getAttribute(KEPT_CLICK)) - Number(b.getAttribute(KEPT_CLICK)));
  for (const button of kept) {
    button.removeAttribute(KEPT_CLICK);
    button.removeAttribute('aria-busy');
  }
  for (const button of kept) if (button.isConnected) button.click();
}
