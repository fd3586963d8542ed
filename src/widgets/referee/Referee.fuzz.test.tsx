// @vitest-environment happy-dom
/**
 * The referee never breaks: the island renders every address the writer
 * produces for random setups (most of them no position: odd hands, sets
 * with no tiles or too many, events, turns, calls, walls, options) and every
 * cut of a valid address, without a thrown error. (Issue 23, section 3.)
 */
import fc from 'fast-check';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent } from '@testing-library/preact';
import { type ScenarioSetup, readRefereeAddress, readScenarioSetup, setupText, writeRefereeAddress } from '../../engine';
import { setupArbitrary } from '../../engine/formats/setupArbitrary';
import { Referee } from './Referee';
import { loadRefereeFile } from './refereeFileLoader';
import { RULESET_CHOICES } from '../../../tests/rulesetChoices';

const links = {};
const decisions = { A1: '/rules/#a1', A8: '/rules/#a8', A14: '/rules/#a14' };

const thrown: unknown[] = [];
const keep = (e: ErrorEvent) => thrown.push(e.error ?? e.message);
beforeAll(() => window.addEventListener('error', keep));
afterAll(() => window.removeEventListener('error', keep));

/** Opens the page at this address and draws it; returns the island's root. */
function openAt(address: string): HTMLElement {
  window.history.replaceState(null, '', `/referee/?p=${address}`);
  const root = document.createElement('div');
  document.body.append(root);
  act(() => render(<Referee ruleLinks={links} decisionLinks={decisions} rulesets={RULESET_CHOICES} />, root));
  return root;
}

function fail(address: string): never {
  throw new Error(`the full address does not read: ${address}`);
}

function close(root: HTMLElement): void {
  act(() => render(null, root));
  root.remove();
}

/** One island, mounted once: each setup is opened in it as the page's own "Open the pasted file" opens one. */
function island() {
  const root = openAt('');
  const area = root.querySelector('textarea')!;
  const button = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Open the pasted file')!;
  return {
    root,
    /** Opens the setup an address holds, through its scenario file (which reads back to the same position). */
    async show(setup: ScenarioSetup) {
      act(() => {
        fireEvent.input(area, { target: { value: setupText(setup) } });
      });
      // The file is read by code the page fetches when first asked (refereeFileLoader.ts): the open ends after it.
      await act(async () => {
        button.click();
        await loadRefereeFile();
      });
      expect(root.querySelector('.referee__file-problems'), setupText(setup)).toBeNull();
      expect(root.querySelector('[data-ruling]')).not.toBeNull();
      expect(thrown).toEqual([]);
    },
  };
}

/** Opens the page at an address it cannot read: the message and an empty table, no error. */
function refusedAt(address: string): void {
  const root = openAt(address);
  try {
    expect(root.querySelector('[data-address-problem]'), address).not.toBeNull();
    expect(root.querySelector('[data-ruling]')).not.toBeNull();
    expect(thrown).toEqual([]);
  } finally {
    close(root);
  }
}

// Mounting the whole island costs about 0.1 s in happy-dom, an update a fifth of that: the setups are opened in
// one mounted island, and a sample of the addresses it cannot read is opened by address, each on a page of its own.
const REFUSED_SAMPLE = 20;

// About 20 s on a quiet machine; with two test workers on a machine shared at a load of 20 it took 207 s. A hang still fails.
describe('the referee island on any address', { timeout: 300_000 }, () => {
  it('renders every address written for 1,000 random setups', async () => {
    const page = island();
    let refused = 0;
    try {
      await fc.assert(
        fc.asyncProperty(setupArbitrary, async (random) => {
          const address = writeRefereeAddress(random);
          const read = readRefereeAddress(address);
          if (read.ok) await page.show(read.setup);
          else if (refused++ < REFUSED_SAMPLE) refusedAt(address);
        }),
        { seed: 23, numRuns: Number(process.env.REFEREE_FUZZ_RUNS ?? 1000) },
      );
    } finally {
      close(page.root);
    }
  });

  it('renders every cut of a valid address', async () => {
    const full = writeRefereeAddress(
      readScenarioSetup(
        [
          'title: t',
          'view: East',
          'seed: 7',
          'options: strict-winning-chow, dead-wall 14',
          'East: 1b 2b 3b 7d 7d Rd Rd Rd 9c 9c | chow 4c 5c* 6c from North',
          'South: 2c 3c hidden | kong 1d 1d 1d 1d concealed',
          'West: 5c 5c hidden | kong 8b 8b 8b* 8b+ from North',
          'discards: 2b E 4d',
          'event: South discards 9c',
          'claim: East pung',
          'claim: West chow 7c 8c',
          'wall: 60',
          'next: 3d 4d',
          '',
        ].join('\n'),
      ),
    );
    const page = island();
    let refused = 0;
    try {
      for (let end = 0; end <= full.length; end++) {
        const cut = full.slice(0, end);
        const read = readRefereeAddress(cut);
        if (read.ok) await page.show(read.setup);
        else if (refused++ < REFUSED_SAMPLE) refusedAt(cut);
      }
      await page.show(readRefereeAddress(full).ok ? (readRefereeAddress(full) as { setup: ScenarioSetup }).setup : fail(full));
    } finally {
      close(page.root);
    }
  });

  it('keeps working on a set with no tiles: the set is marked, and a palette press lands', () => {
    const root = openAt(writeRefereeAddress(readScenarioSetup('title: t\nview: East\nSouth: 4c 6c | pung\nevent: North discards 2b\n')));
    try {
      const south = root.querySelector<HTMLElement>('[data-seat="South"]')!;
      expect(south.textContent).toMatch(/Pung with no tiles/);
      expect(south.textContent).toMatch(/a pung is 3 tiles of one kind, not 0/);
      expect(south.textContent).toMatch(/SET-DEFS/);
      const before = root.querySelectorAll('[data-seat="East"] .referee__hand li').length;
      const press = root.querySelector('[aria-label^="Press a tile"] [data-tile="5c"]')!.closest('button')!;
      act(() => press.click());
      expect(root.querySelectorAll('[data-seat="East"] .referee__hand li').length).toBe(before + 1);
      expect(thrown).toEqual([]);
    } finally {
      close(root);
    }
  });
});
