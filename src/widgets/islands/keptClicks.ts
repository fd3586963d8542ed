/**
 * No lost clicks: a board is drawn with the page, but its island goes live
 * only once its scripts have loaded, which on a slow phone takes a moment.
 * A press on one of its buttons in that moment is kept, not lost:
 *
 * - `KEEP_EARLY_CLICKS`, a few bytes of plain script inlined in every page's
 *   head (src/layouts/headScript.ts), runs before the page first paints: it
 *   stops a click on a button inside an island still marked
 *   `data-ready="false"` (a board, a puzzle, a replay, the referee) and marks
 *   the button `data-kept-click` with its place in line, and `aria-busy`
 *   (board/board.css draws it pressed and waiting). A module script would start
 *   only once the whole page is read (DOMContentLoaded), and a press as soon as
 *   the buttons show was lost (issue 28);
 * - the island, once live, calls `replayKeptClicks(root)`, which carries out
 *   the kept clicks in order on the same buttons (hydration keeps the page's
 *   elements), now with the island's handlers on them.
 *
 * Radio buttons and checkboxes are let through: the browser keeps what they
 * hold, and the island reads their state when it goes live. A press on a
 * puzzle's "Check my answer" is kept too, and so its form is not sent.
 */

export const KEPT_CLICK = 'data-kept-click';

/**
 * The keeper, as the page's head runs it: one listener on the document, heard before the page's others (capture; the
 * `client:intent` directive listens on the window, before it, to go live on such a press). Written by
 * hand as a string, never compiled, so that its bytes (hashed for the Content Security Policy in astro.config.mjs) are
 * the same wherever it is read.
 */
export const KEEP_EARLY_CLICKS =
  'var k=0;document.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("[data-ready=false] button");' +
  `if(b){e.preventDefault();e.stopImmediatePropagation();b.hasAttribute("${KEPT_CLICK}")||(b.setAttribute("${KEPT_CLICK}",++k),b.setAttribute("aria-busy","true"))}},!0);`;

/** Carries out the clicks kept inside `root`, in the order they were made. */
export function replayKeptClicks(root: HTMLElement): void {
  const kept = [...root.querySelectorAll<HTMLElement>(`[${KEPT_CLICK}]`)].sort((a, b) => Number(a.getAttribute(KEPT_CLICK)) - Number(b.getAttribute(KEPT_CLICK)));
  for (const button of kept) {
    button.removeAttribute(KEPT_CLICK);
    button.removeAttribute('aria-busy');
  }
  for (const button of kept) if (button.isConnected) button.click();
}
