/**
 * The search dialog's workings, loaded by Search.astro's script the first
 * time the dialog opens: Pagefind's UI (its own script and style sheet, from
 * /pagefind/), the box that took what was typed meanwhile handed over to it,
 * the count of results said through the dialog's status line, and the arrow
 * keys from the box down through the results and back.
 */

/** What the dialog says when Pagefind cannot be fetched: offline (its index is never kept), or a site served without it. */
export const SEARCH_OFFLINE = 'Search needs a connection: it is not kept on this device. Open it again once you are online.';
export const SEARCH_UNBUILT = 'Search works on the built site only.';

/**
 * Starts Pagefind in the open dialog, and the arrow keys through its results. Settles once Pagefind is there, or fails
 * (saying why in the dialog) when it cannot be fetched, leaving the page as it was, so that the next opening asks again.
 */
export function startSearch(dialog: HTMLDialogElement): Promise<void> {
  const input = () => dialog.querySelector<HTMLInputElement>('input');
  const status = dialog.querySelector('.search-dialog__status')!;
  status.textContent = 'Loading search…';
  const css = document.createElement('link');
  css.rel = 'stylesheet';
  css.href = '/pagefind/pagefind-ui.css';
  const js = document.createElement('script');
  js.src = '/pagefind/pagefind-ui.js';
  const started = new Promise<void>((resolve, reject) => {
    js.onload = () => {
      const early = dialog.querySelector('input')!;
      // Ranked by where the words stand (a lesson's title weighs most), not by how often a short page repeats them:
      // without this an illustration, short and all about one move, outranks the lesson that teaches it. Above all, the
      // page that teaches a glossary word (its `teaches` metadata, taughtWhere.ts) leads for that word, weighed above
      // Pagefind's boost for a word in a page's title (5): a caption, a replay or a puzzle titled with the word comes after;
      // the page of a word's own name (teaches-own: Kong) before one whose name holds it (Robbing the kong).
      const ranking = { termFrequency: 0, pageLength: 0, metaWeights: { teaches: 10, 'teaches-own': 15 } };
      // The ranking's metadata is for ranking only: Pagefind's UI would show it under each result as "Teaches-own: Kong".
      const processResult = (result: { meta: Record<string, string> }) => {
        const { teaches: _teaches, 'teaches-own': _own, ...meta } = result.meta;
        return { ...result, meta };
      };
      // @ts-expect-error PagefindUI is the global that pagefind-ui.js defines
      const ui = new PagefindUI({ element: '#site-search', showSubResults: true, showImages: false, resetStyles: false, ranking, processResult });
      // Pagefind's line "12 results for pung" is in no live region: it is said through the dialog's own status line,
      // kept out of sight beside it (a count of results is a status message, WCAG 4.1.3).
      status.className = 'visually-hidden';
      status.textContent = '';
      new MutationObserver(() => {
        const said = dialog.querySelector('.pagefind-ui__message')?.textContent ?? '';
        if (status.textContent !== said) status.textContent = said;
      }).observe(dialog.querySelector('#site-search')!, { childList: true, subtree: true, characterData: true });
      early.remove();
      if (early.value) ui.triggerSearch(early.value);
      // Pagefind gives its box only a title; a real label serves screen readers better.
      input()?.setAttribute('aria-label', 'Search the site');
      input()?.focus();
      setArrows(dialog, input);
      resolve();
    };
    // Offline, Pagefind is not there (the worker keeps no search index): said so, rather than that the site is unbuilt.
    js.onerror = () => {
      css.remove();
      js.remove();
      status.textContent = navigator.onLine ? SEARCH_UNBUILT : SEARCH_OFFLINE;
      reject();
    };
  });
  document.head.append(css, js);
  return started;
}

/** The arrow keys: from the box down through the results (each result, then its sections), and up again to the box. */
function setArrows(dialog: HTMLDialogElement, input: () => HTMLInputElement | null): void {
  dialog.addEventListener('keydown', (e) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const box = input();
    const links = [...dialog.querySelectorAll<HTMLAnchorElement>('.pagefind-ui__result-link')];
    const stops = [box, ...links].filter((el): el is HTMLInputElement | HTMLAnchorElement => el !== null);
    const at = stops.indexOf(document.activeElement as HTMLInputElement | HTMLAnchorElement);
    if (at < 0 || stops.length < 2) return;
    e.preventDefault();
    stops[Math.max(0, Math.min(stops.length - 1, at + (e.key === 'ArrowDown' ? 1 : -1)))].focus();
  });
}
