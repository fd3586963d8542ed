// @vitest-environment happy-dom
/**
 * The search dialog: the count of Pagefind's results said in its status line; and when Pagefind cannot be fetched,
 * offline (the worker keeps no search index), that search needs a connection, not that the site is unbuilt, the next
 * opening asking for Pagefind again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_OFFLINE, SEARCH_UNBUILT, startSearch } from './searchDialog';

function dialog(): HTMLDialogElement {
  document.body.innerHTML =
    '<dialog class="search-dialog"><input type="search" class="search-dialog__early"><p class="search-dialog__status" role="status">Loading search…</p><div id="site-search"></div></dialog>';
  return document.querySelector('dialog')!;
}

/** The scripts search put in the page's head: held, not loaded (happy-dom fetches none), to be failed by hand. */
function heldScripts(): HTMLScriptElement[] {
  const held: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => held.push(...nodes.filter((n) => n instanceof HTMLScriptElement)));
  return held;
}

/** Starts search with Pagefind's script failing to load, as it does with no connection; how it settled. */
async function failedStart(d: HTMLDialogElement, held: HTMLScriptElement[]): Promise<string> {
  const started = startSearch(d).then(() => 'started', () => 'failed');
  held.at(-1)!.dispatchEvent(new Event('error'));
  return started;
}

afterEach(() => vi.restoreAllMocks());

describe('search with Pagefind out of reach', () => {
  it('offline, says search needs a connection, and asks for Pagefind again at the next opening', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const d = dialog();
    const held = heldScripts();
    expect(await failedStart(d, held)).toBe('failed');
    expect(d.querySelector('[role="status"]')!.textContent).toBe(SEARCH_OFFLINE);
    // The next opening: Pagefind asked for again, and the dialog says it is loading until that fails too.
    const again = startSearch(d).then(() => 'started', () => 'failed');
    expect(held).toHaveLength(2);
    expect(d.querySelector('[role="status"]')!.textContent).toBe('Loading search…');
    held[1].dispatchEvent(new Event('error'));
    expect(await again).toBe('failed');
    expect(d.querySelector('[role="status"]')!.textContent).toBe(SEARCH_OFFLINE);
  });

  it('online, on a site served without its search index, says search works on the built site only', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const d = dialog();
    expect(await failedStart(d, heldScripts())).toBe('failed');
    expect(d.querySelector('[role="status"]')!.textContent).toBe(SEARCH_UNBUILT);
  });
});

describe('search with Pagefind there', () => {
  it('says the count of results in its status line, kept out of sight, as Pagefind writes it', async () => {
    // Pagefind's UI as far as the dialog uses it: it draws into its element, and "12 results for pung" is its line.
    (globalThis as { PagefindUI?: unknown }).PagefindUI = class {
      constructor({ element }: { element: string }) {
        document.querySelector(element)!.innerHTML = '<form><input type="text"></form><div class="pagefind-ui__drawer"></div>';
      }
      triggerSearch() {}
    };
    const d = dialog();
    const held = heldScripts();
    const started = startSearch(d);
    held[0].dispatchEvent(new Event('load'));
    await started;
    const status = d.querySelector('[role="status"]')!;
    expect(status.className).toBe('visually-hidden');
    expect(status.textContent).toBe('');
    d.querySelector('.pagefind-ui__drawer')!.innerHTML = '<p class="pagefind-ui__message">12 results for pung</p>';
    await vi.waitFor(() => expect(status.textContent).toBe('12 results for pung'));
    d.querySelector('.pagefind-ui__message')!.textContent = '0 results for pungg';
    await vi.waitFor(() => expect(status.textContent).toBe('0 results for pungg'));
    delete (globalThis as { PagefindUI?: unknown }).PagefindUI;
  });
});
