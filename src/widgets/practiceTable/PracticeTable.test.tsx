// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRACTICE_VARIANTS } from '../../engine';
import { PracticeTable } from './PracticeTable';

const links = { 'CHOW-LEFT-ONLY': 'Chow only from the player on the left' };
const variants = PRACTICE_VARIANTS.map((v) => ({ ...v, href: `/rules/#decision-${v.decision.toLowerCase()}` }));
const decisionLinks = { A20: '/rules/#decision-a20', S11: '/rules/#decision-s11' };

/** Seed 57, East: after the first discard South discards the East Wind, of which East holds a pair. */
async function dealt(search: string) {
  window.history.replaceState(null, '', `/play/${search}`);
  render(<PracticeTable ruleLinks={links} variants={variants} decisionLinks={decisionLinks} />);
  await waitFor(() => expect(screen.getByRole('heading', { name: /Hand from seed/ })).toBeTruthy());
}

function handButtons() {
  return within(screen.getByRole('list', { name: 'Your hand: choose a tile to discard' })).getAllByRole('button');
}

beforeEach(() => window.history.replaceState(null, '', '/play/'));
afterEach(cleanup);

describe('PracticeTable', () => {
  it('deals the seed in the address, the hand as buttons named by their tiles', async () => {
    await dealt('?seed=57');
    expect(screen.getByRole('heading', { name: 'Hand from seed 57' })).toBeTruthy();
    const tiles = handButtons();
    expect(tiles).toHaveLength(14);
    // Each button is named by its tile, as it shows it.
    for (const tile of tiles) expect(within(tile).getByRole('img').getAttribute('aria-label')).toMatch(/^(\d of (Characters|Bamboo|Circles)|\w+ (Wind|Dragon))$/);
    expect(screen.getByRole('status').textContent).toMatch(/Your turn/);
  });

  it('a bad seed gets a new hand and a readable note, the new seed in the address', async () => {
    await dealt('?seed=banana');
    expect(screen.getByRole('note').textContent).toMatch(/"banana" is not a seed/);
    expect(new URLSearchParams(window.location.search).get('seed')).toMatch(/^\d+$/);
  });

  it('pauses at the claim window with the pung, refuses a chow with its rule, takes the pung, and undoes', async () => {
    await dealt('?seed=57');
    const tiles = handButtons();
    fireEvent.click(tiles[tiles.length - 1]);
    expect(screen.getByText(/South discards the East Wind\. You may call it, or pass\./, { selector: '#play-prompt' })).toBeTruthy();
    const pung = screen.getByRole('button', { name: 'Pung' });
    // Focus goes to the first call offered.
    expect(document.activeElement).toBe(pung);
    expect(screen.getByText(/It costs West and North their turns/)).toBeTruthy();
    fireEvent.click(within(screen.getByRole('group', { name: 'Try another call:' })).getByRole('button', { name: 'Chow' }));
    const refused = screen.getByRole('group', { name: 'Refused' });
    expect(refused.textContent).toMatch(/Refused: Chow/);
    expect(within(refused).getByRole('link').getAttribute('href')).toBe('/rules/#chow-left-only');
    expect(refused.textContent).not.toMatch(/CHOW-LEFT-ONLY/);
    fireEvent.click(screen.getByRole('button', { name: 'Pung' }));
    expect(screen.getByRole('list', { name: 'Pung of East Wind, claimed from South' })).toBeTruthy();
    // Thirteen after his discard, two of them into the pung: eleven, and he must discard.
    expect(handButtons()).toHaveLength(11);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('button', { name: 'Pung' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/taken back/);
  });

  it('the coach can be switched off, and a hint lists what the engine allows', async () => {
    await dealt('?seed=57');
    const tiles = handButtons();
    fireEvent.click(tiles[tiles.length - 1]);
    fireEvent.click(screen.getByRole('checkbox', { name: /Coach/ }));
    expect(screen.queryByText(/It costs West and North/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    expect(screen.getByRole('group', { name: 'Hint' }).textContent).toMatch(/Pung is allowed\..*Pass is always allowed/);
  });

  it('keeps each claim window as a link to a board, and offers the record', async () => {
    await dealt('?seed=57');
    const tiles = handButtons();
    fireEvent.click(tiles[tiles.length - 1]);
    fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
    const link = screen.getByRole('link', { name: "Open this moment as a board: South's 1st discard: the East Wind" });
    const text = new URL(link.getAttribute('href')!, 'http://x').searchParams.get('s')!;
    expect(text).toMatch(/^title: .*\nview: East\nshow: all\n/);
    expect(text).toMatch(/^event: South discards E$/m);
    expect(screen.getByRole('button', { name: 'Download the record' })).toBeTruthy();
    expect(screen.getByText(/^# A hand at the practice table/).textContent).toMatch(/seed: 57\nseat: East\noptions: none\nEast discards \S+\nSouth draws\n/);
  });

  it('stops at every discard when asked, where a refused pung comes back with its rule', async () => {
    await dealt('?seed=57');
    fireEvent.click(screen.getByRole('checkbox', { name: /Stop at every discard/ }));
    expect(screen.getByRole('status').textContent).toMatch(/every discard/);
    const tiles = handButtons();
    fireEvent.click(tiles[tiles.length - 1]);
    fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
    // West's 9 of Bamboo: no call is his, yet the window is open.
    expect(screen.getByText(/West discards the 9 of Bamboo\. You may call it, or pass\./, { selector: '#play-prompt' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Pass' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Try another call:' })).getByRole('button', { name: 'Pung' }));
    const refused = screen.getByRole('group', { name: 'Refused' });
    expect(refused.textContent).toMatch(/Refused: Pung/);
    expect(screen.getByRole('button', { name: 'Pass' })).toBeTruthy();
  });

  it('offers to try a kong of three held, and shows the engine\'s refusal with its rule', async () => {
    await dealt('?seed=1&seat=South');
    // East discards first; South's turn comes after the window on it, if any.
    while (screen.queryByRole('button', { name: 'Pass' })) fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
    const tryKong = within(screen.getByRole('group', { name: 'Try a kong:' })).getByRole('button', { name: 'Declare a kong of East Wind' });
    fireEvent.click(tryKong);
    const refused = screen.getByRole('group', { name: 'Refused' });
    expect(refused.textContent).toMatch(/Refused: a kong of East Wind/);
    expect(refused.textContent).toMatch(/You hold three of the East Wind/);
    expect(screen.getByRole('status').textContent).toMatch(/Refused: a kong of East Wind/);
  });

  it('ends a hand won on the tiles as dealt with those words, and scores it doubled three times', async () => {
    await dealt('?seed=88269');
    fireEvent.click(screen.getByRole('button', { name: 'Mah-Jongg' }));
    const end = await screen.findByRole('heading', { name: /Mah-Jongg on the hand as dealt/ });
    expect(end.textContent).not.toMatch(/Decision/);
    await waitFor(() => expect(screen.getByText(/fourteen tiles dealt to him: double three times/)).toBeTruthy());
  });

  it('offers no review of a hand over before the learner moved: East out on the tiles as dealt, the learner South', async () => {
    await dealt('?seed=88269&seat=South');
    expect(screen.getByRole('heading', { name: /East goes Mah-Jongg on the hand as dealt/ })).toBeTruthy();
    // Pressed, it opened an empty review and took the focus with it to the page.
    expect(screen.queryByRole('button', { name: 'Review the hand, move by move' })).toBeNull();
    // What the table said came before any move of his: counted from the deal.
    expect(screen.getByRole('heading', { name: 'Since the deal' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Since your last move' })).toBeNull();
    cleanup();
    await dealt('?seed=88269');
    fireEvent.click(screen.getByRole('button', { name: 'Mah-Jongg' }));
    expect(screen.getByRole('button', { name: 'Review the hand, move by move' })).toBeTruthy();
  });

  it('deals the seat and the variants in the address, and names a bad value', async () => {
    await dealt('?seed=11&seat=West&strict=1&late=1&reserve=14');
    expect(screen.getByRole('combobox', { name: /Your seat/ })).toHaveProperty('value', 'West');
    for (const name of [/Strict winning chow/, /Late claims/, /14-tile reserve/]) expect(screen.getByRole('checkbox', { name })).toHaveProperty('checked', true);
    expect(screen.getByText(/^# A hand at the practice table/).textContent).toMatch(/^seat: West\noptions: strict-winning-chow, claim-after-next-draw, dead-wall 14$/m);
    cleanup();
    await dealt('?seed=11&seat=Nowhere&late=2');
    expect(screen.getByRole('note').textContent).toBe(
      '"Nowhere" is not a seat (East, South, West or North): you sit East. "late=2" is not a setting (late=1 for late claims, late=0 without): late claims is off.',
    );
    expect(screen.getByRole('checkbox', { name: /Late claims/ })).toHaveProperty('checked', false);
    expect(window.location.search).toBe('?seed=11');
    fireEvent.click(screen.getByRole('checkbox', { name: /Late claims/ }));
    expect(window.location.search).toBe('?seed=11&late=1');
  });
});
