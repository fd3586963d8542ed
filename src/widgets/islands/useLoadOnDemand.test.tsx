// @vitest-environment happy-dom
/**
 * The shared loading of an island, on a small island of its own: a button whose press needs something loaded, and a
 * live region that says what came of it.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { hydrate } from 'preact';
import { useState } from 'preact/hooks';
import { renderToString } from 'preact-render-to-string';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOAD_FAILED } from './boardData';
import { KEEP_EARLY_CLICKS } from './keptClicks';
import { useLoadOnDemand } from './useLoadOnDemand';

/** A load the test settles by hand: each call waits for `settle`, one after another. */
function handLoad() {
  const pending: { resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const load = vi.fn(() => new Promise<string>((resolve, reject) => pending.push({ resolve, reject })));
  return { load, pending };
}

function Island({ load, busy = () => true }: { load: () => Promise<string>; busy?: () => boolean }) {
  const [said, setSaid] = useState<string[]>([]);
  const island = useLoadOnDemand(load, { failed: () => setSaid((s) => [...s, LOAD_FAILED]) });
  const press = (n: number) => island.whenLoaded((loaded) => setSaid((s) => [...s, `${n}:${loaded}`]), busy);
  return (
    <section data-testid="island" {...island.root('island-title')}>
      <button type="button" onClick={() => press(1)}>
        One
      </button>
      <button type="button" onClick={() => press(2)}>
        Two
      </button>
      <p role="status">{said.join(' | ')}</p>
    </section>
  );
}

// The browser's idle moments, run by hand: `idle.run()` runs what waits for one.
const idle = {
  waiting: [] as (() => void)[],
  run() {
    for (const run of this.waiting.splice(0)) run();
  },
};
beforeEach(() => {
  idle.waiting = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.waiting.push(run));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useLoadOnDemand', () => {
  it('is marked not live in the page as built, and live once hydrated', () => {
    expect(renderToString(<Island load={() => Promise.resolve('x')} />)).toContain('data-ready="false"');
    render(<Island load={() => Promise.resolve('x')} />);
    expect(screen.getByTestId('island').getAttribute('data-ready')).toBe('true');
  });

  it('loads nothing as it goes live, then starts the load (warm) once the browser is idle, without telling anything', async () => {
    const { load } = handLoad();
    render(<Island load={load} />);
    expect(load).not.toHaveBeenCalled();
    idle.run();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('starts the load (warm) as the learner reaches for the island, before the browser is idle', async () => {
    const { load } = handLoad();
    render(<Island load={load} />);
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByTestId('island'));
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.focus(screen.getByRole('button', { name: 'One' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('carries out presses one after another, each once its load is here, busy meanwhile', async () => {
    const { load, pending } = handLoad();
    render(<Island load={load} />);
    fireEvent.click(screen.getByRole('button', { name: 'Two' }));
    fireEvent.click(screen.getByRole('button', { name: 'One' }));
    await waitFor(() => expect(screen.getByTestId('island').getAttribute('aria-busy')).toBe('true'));
    // The second press waits for the first: its load has not even started.
    expect(pending).toHaveLength(1);
    await act(() => pending[0].resolve('a'));
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(screen.getByRole('status').textContent).toBe('2:a');
    await act(() => pending[1].resolve('b'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2:a | 1:b'));
    expect(screen.getByTestId('island').hasAttribute('aria-busy')).toBe(false);
  });

  it('is not busy when the island says so', async () => {
    const { load, pending } = handLoad();
    render(<Island load={load} busy={() => false} />);
    fireEvent.click(screen.getByRole('button', { name: 'One' }));
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(screen.getByTestId('island').hasAttribute('aria-busy')).toBe(false);
  });

  it('tells a failed load, and tries again on the next press', async () => {
    const { load, pending } = handLoad();
    render(<Island load={load} />);
    fireEvent.click(screen.getByRole('button', { name: 'One' }));
    await waitFor(() => expect(pending).toHaveLength(1));
    await act(() => pending[0].reject(new Error('offline')));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(LOAD_FAILED));
    expect(screen.getByTestId('island').hasAttribute('aria-busy')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'One' }));
    await waitFor(() => expect(pending).toHaveLength(2));
    await act(() => pending[1].resolve('back'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`${LOAD_FAILED} | 1:back`));
  });

  describe('a press before the island is live', () => {
    beforeAll(() => new Function(KEEP_EARLY_CLICKS)());

    it('is kept, and carried out once, when the island goes live', async () => {
      const host = document.createElement('div');
      const island = <Island load={() => Promise.resolve('late')} />;
      host.innerHTML = renderToString(island);
      document.body.append(host);
      host.querySelector('button')!.click();
      expect(host.querySelector('[role="status"]')!.textContent).toBe('');
      act(() => hydrate(island, host));
      await waitFor(() => expect(host.querySelector('[role="status"]')!.textContent).toBe('1:late'));
      // Carried out once: nothing more comes.
      await new Promise((r) => setTimeout(r, 20));
      expect(host.querySelector('[role="status"]')!.textContent).toBe('1:late');
      host.remove();
    });
  });
});
