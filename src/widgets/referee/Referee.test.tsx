// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readRefereeAddress, readScenarioSetup, writeRefereeAddress } from '../../engine';
import { Referee } from './Referee';
import { RULESET_CHOICES } from '../../../tests/rulesetChoices';

const links = {};
const decisions = { A1: '/rules/#a1', A8: '/rules/#a8', A14: '/rules/#a14' };

function open(setupText?: string) {
  window.history.replaceState(null, '', setupText ? `/referee/?p=${writeRefereeAddress(readScenarioSetup(setupText))}` : '/referee/');
  return render(<Referee ruleLinks={links} decisionLinks={decisions} rulesets={RULESET_CHOICES} />);
}

function seat(name: string): HTMLElement {
  return screen.getByRole('region', { name: new RegExp(`^${name}`) });
}

beforeEach(() => window.history.replaceState(null, '', '/referee/'));
afterEach(cleanup);

// Each test renders the whole editor and rules after every edit: generous on a loaded machine.
describe('Referee', { timeout: 20_000 }, () => {
  it('builds a position from the palette and rules on the calls', async () => {
    open();
    await waitFor(() => expect(document.querySelector('[data-ready="true"]')).not.toBeNull());
    const palette = screen.getByRole('list', { name: "Press a tile to add it to East's hand" });
    fireEvent.click(within(palette).getByRole('button', { name: /^4 of Characters\s*\(4 left\)/ }));
    fireEvent.click(within(palette).getByRole('button', { name: /^6 of Characters\s*\(4 left\)/ }));
    expect(within(palette).getByRole('button', { name: /^6 of Characters\s*\(3 left\)/ })).toBeTruthy();
    const hand = screen.getByRole('list', { name: "East's hand: press a tile to take it out" });
    expect(within(hand).getAllByRole('button').map((b) => b.querySelector('svg')!.getAttribute('aria-label'))).toEqual(['4 of Characters', '6 of Characters']);
    const event = screen.getByRole('region', { name: 'The event and the calls' });
    fireEvent.change(within(event).getByLabelText('What'), { target: { value: 'discards' } });
    fireEvent.change(within(event).getByLabelText('East calls'), { target: { value: 'chow' } });
    fireEvent.change(within(event).getByLabelText('with'), { target: { value: '4c 6c' } });
    expect(await screen.findByText('East gets the 5 of Characters, as Chow.')).toBeTruthy();
    // The address follows the edits.
    const read = readRefereeAddress(new URLSearchParams(window.location.search).get('p')!);
    expect(read.ok && read.setup.claims).toEqual([{ seat: 'East', kind: 'chow', tiles: ['4c', '6c'] }]);
  });

  it('never offers a fifth copy: a kind with none left cannot be pressed', async () => {
    open('title: t\nview: East\nEast: 9b 9b 9b hidden\nevent: North discards 9b\n');
    const palette = await screen.findByRole('list', { name: "Press a tile to add it to East's hand" });
    const add = await within(palette).findByRole('button', { name: /^9 of Bamboo\s*\(0 left\)/ });
    expect((add as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves the focus to the next tile that can be pressed when a press takes the last free copy, and says so', async () => {
    open('title: t\nview: East\nWest: 4c 4c 4c Wd Wd Wd hidden\nevent: North discards 2b\n');
    const palette = await screen.findByRole('list', { name: "Press a tile to add it to East's hand" });
    const fourC = within(palette).getByRole('button', { name: /^4 of Characters\s*\(1 left\)/ }) as HTMLButtonElement;
    fourC.focus();
    fireEvent.click(fourC);
    await waitFor(() => expect(fourC.disabled).toBe(true));
    expect(document.activeElement).toBe(within(palette).getByRole('button', { name: /^5 of Characters\s*\(4 left\)/ }));
    const news = document.querySelector('[aria-live="polite"]')!;
    expect(news.textContent).toBe("4 of Characters added to East's hand. That was its last free copy.");
    // The palette's last kind has no next one: the focus goes back to the one before it.
    const white = within(palette).getByRole('button', { name: /^White.*\(1 left\)/ }) as HTMLButtonElement;
    white.focus();
    fireEvent.click(white);
    await waitFor(() => expect(white.disabled).toBe(true));
    expect(document.activeElement).toBe(within(palette).getByRole('button', { name: /^Green.*\(4 left\)/ }));
    // A copy that is not the last keeps the focus where it was, and says nothing more.
    const fiveC = within(palette).getByRole('button', { name: /^5 of Characters\s*\(4 left\)/ });
    fiveC.focus();
    fireEvent.click(fiveC);
    await waitFor(() => expect(news.textContent).toBe("5 of Characters added to East's hand."));
    expect(document.activeElement).toBe(fiveC);
  });

  it('keeps the focus in a hand as its tiles are taken out, and on the words that say it is empty once the last goes', async () => {
    open('title: t\nview: East\nEast: 1c 2c hidden\ndiscards: 9d\nevent: North discards 2b\n');
    const hand = await screen.findByRole('list', { name: "East's hand: press a tile to take it out" });
    const news = document.querySelector('[aria-live="polite"]')!;
    // The tile at the end of the row: its button goes, and the focus moves to the one before.
    const [first, end] = within(hand).getAllByRole('button');
    end.focus();
    fireEvent.click(end);
    await waitFor(() => expect(within(hand).getAllByRole('button')).toHaveLength(1));
    expect(document.activeElement).toBe(first);
    expect(news.textContent).toBe("2 of Characters taken out of East's hand.");
    // The last tile: the row goes, and the focus lands where it was, on the words that say the hand is empty.
    fireEvent.click(first);
    const none = await within(seat('East')).findByText('No tile named.');
    expect(document.activeElement).toBe(none);
    expect(news.textContent).toBe("1 of Characters taken out of East's hand.");
    // The earlier discards alike.
    const discards = screen.getByRole('list', { name: 'The earlier discards: press a tile to take it out' });
    const nineD = within(discards).getByRole('button');
    nineD.focus();
    fireEvent.click(nineD);
    const noDiscards = await within(screen.getByRole('region', { name: 'Earlier discards' })).findByText('None.');
    expect(document.activeElement).toBe(noDiscards);
    expect(news.textContent).toBe('9 of Circles taken out of the earlier discards.');
  });

  it('says a set laid out, or why it cannot be, in the live region', async () => {
    open('title: t\nview: East\nevent: North discards 2b\n');
    const east = seat('East');
    const news = document.querySelector('[aria-live="polite"]')!;
    fireEvent.click(within(east).getByRole('button', { name: 'Add the set to East' }));
    await waitFor(() => expect(news.textContent).toBe('Added to East: Pung of 1 of Characters, claimed from North.'));
    fireEvent.change(within(east).getByLabelText('Set'), { target: { value: 'chow' } });
    fireEvent.change(within(east).getByLabelText('Lowest tile'), { target: { value: '8c' } });
    fireEvent.click(within(east).getByRole('button', { name: 'Add the set to East' }));
    await waitFor(() => expect(news.textContent).toBe('No chow starts at the 8 of Characters: a chow is three numbers in a row of one suit, so it starts at a 1 to 7.'));
  });

  it('keeps the focus in a seat as its sets are removed, on the form to lay out another once the last goes', async () => {
    open('title: t\nview: East\nEast: hidden | pung 9c 9c* 9c from North | pung 1d 1d* 1d from South\nevent: North discards 2b\n');
    const east = seat('East');
    const news = document.querySelector('[aria-live="polite"]')!;
    const [first, second] = await within(east).findAllByRole('button', { name: 'Remove this set from East' });
    // Each set is named once, with the seat it was claimed from named once (meldLabel says it already).
    expect(within(east).getByText('Pung of 9 of Characters, claimed from North')).toBeTruthy();
    expect(within(east).getByText('Pung of 1 of Circles, claimed from South')).toBeTruthy();
    second.focus();
    fireEvent.click(second);
    await waitFor(() => expect(within(east).getAllByRole('button', { name: 'Remove this set from East' })).toHaveLength(1));
    expect(document.activeElement).toBe(first);
    expect(news.textContent).toBe('Removed from East: Pung of 1 of Circles, claimed from South.');
    fireEvent.click(first);
    await waitFor(() => expect(within(east).queryByRole('button', { name: 'Remove this set from East' })).toBeNull());
    expect(document.activeElement).toBe(within(east).getByText('Lay out a set').closest('summary'));
    expect(news.textContent).toBe('Removed from East: Pung of 9 of Characters, claimed from North.');
  });

  it('"Clear the table" can be undone, the address following, until the empty table is edited', async () => {
    open('title: t\nview: East\nWest: 5c 5c hidden\nevent: North discards 5c\nclaim: West pung\n');
    expect(await screen.findByText('West gets the 5 of Characters, as Pung.')).toBeTruthy();
    const position = window.location.search;
    const news = document.querySelector('[aria-live="polite"]')!;
    // Nothing to undo before anything is cleared.
    expect(screen.queryByRole('button', { name: 'Undo clear' })).toBeNull();
    const clear = screen.getByRole('button', { name: 'Clear the table' });
    clear.focus();
    fireEvent.click(clear);
    expect(await screen.findByText(/No ruling yet/)).toBeTruthy();
    await waitFor(() => expect(window.location.search).not.toBe(position));
    expect(news.textContent).toBe('The table is empty again. "Undo clear" puts the position back.');
    // Pressed again on the empty table, it keeps the undo.
    fireEvent.click(clear);
    const undo = screen.getByRole('button', { name: 'Undo clear' });
    undo.focus();
    fireEvent.click(undo);
    expect(await screen.findByText('West gets the 5 of Characters, as Pung.')).toBeTruthy();
    await waitFor(() => expect(window.location.search).toBe(position));
    expect(news.textContent).toBe('The position is back as it was before the table was cleared.');
    // Its button gone, the focus is back on the one that cleared.
    expect(screen.queryByRole('button', { name: 'Undo clear' })).toBeNull();
    expect(document.activeElement).toBe(clear);
    // An edit of the empty table takes the undo away: going back would wipe that edit.
    fireEvent.click(clear);
    expect(await screen.findByRole('button', { name: 'Undo clear' })).toBeTruthy();
    const palette = screen.getByRole('list', { name: "Press a tile to add it to East's hand" });
    fireEvent.click(within(palette).getByRole('button', { name: /^1 of Characters/ }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo clear' })).toBeNull());
  });

  it('marks an impossible position at the seat, with its rule', async () => {
    open('title: t\nview: East\nEast: hidden | pung 9c 9c* 9c from East\nevent: North discards 2b\n');
    await waitFor(() => expect(within(seat('East')).getByText(/claims only other players' discards/)).toBeTruthy());
    expect(within(seat('East')).getByText('Impossible:', { exact: false })).toBeTruthy();
    expect(within(seat('East')).getByText('[CLAIM-OTHERS-DISCARD]')).toBeTruthy();
    expect(within(seat('South')).queryByText(/Impossible/)).toBeNull();
    expect(screen.getByText(/No ruling yet/)).toBeTruthy();
  });

  it('shows a hand of the wrong size as dead, and still rules', async () => {
    open('title: t\nview: East\nEast: 5c 5c\nevent: North discards 5c\nclaim: East pung\n');
    await waitFor(() => expect(within(seat('East')).getByText('(dead hand)', { exact: false })).toBeTruthy());
    expect(screen.getByText('East gets the 5 of Characters, as Pung.')).toBeTruthy();
  });

  it('a broken address gives a message and an empty table', async () => {
    window.history.replaceState(null, '', '/referee/?p=v1.%3Cscript%3E');
    render(<Referee ruleLinks={links} decisionLinks={decisions} rulesets={RULESET_CHOICES} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/cannot be read.*empty table/);
    expect(screen.getByText(/No ruling yet/)).toBeTruthy();
    // The address bar now holds the empty table; the broken address is kept under the message, for a report.
    await waitFor(() => expect(window.location.search).not.toContain('%3Cscript'));
    expect(alert.querySelector('code')?.textContent).toMatch(/\/referee\/\?p=v1\.%3Cscript%3E$/);
  });

  it('a broken r= with no position is named, and the empty table works', async () => {
    window.history.replaceState(null, '', '/referee/?r=zzz');
    render(<Referee ruleLinks={links} decisionLinks={decisions} rulesets={RULESET_CHOICES} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^The lines for today's rulesets in this address cannot be read: the line "zzz" .*The editor starts from an empty table, without those lines\./);
    expect(alert.querySelector('code')?.textContent).toMatch(/\/referee\/\?r=zzz$/);
    expect(screen.getByText(/No ruling yet/)).toBeTruthy();
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('r')).toBeNull());
    const palette = screen.getByRole('list', { name: "Press a tile to add it to East's hand" });
    fireEvent.click(within(palette).getByRole('button', { name: /^4 of Characters/ }));
    expect(await within(screen.getByRole('list', { name: "East's hand: press a tile to take it out" })).findByRole('button')).toBeTruthy();
    // Good lines with no position are the empty table's.
    cleanup();
    window.history.replaceState(null, '', `/referee/?r=${encodeURIComponent('ruleset: mcr')}`);
    render(<Referee ruleLinks={links} decisionLinks={decisions} rulesets={RULESET_CHOICES} />);
    await waitFor(() => expect((screen.getByLabelText('The ruleset this position is written for') as HTMLSelectElement).value).toBe('mcr'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a rule option changes the ruling (A8: a pung after the next player drew)', async () => {
    // East, the next player, has drawn: without A8 the discard can no longer be claimed.
    open('title: t\nview: East\nWest: 5c 5c hidden\nEast: 1b hidden\nevent: North discards 5c\ndrawn: East\nclaim: West pung\n');
    expect(await screen.findByText('Nobody gets the tile.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/Late claims/));
    expect(await screen.findByText('West gets the 5 of Characters, as Pung.')).toBeTruthy();
  });

  it('opens a pasted file, and lists a bad file\'s problems with their lines', async () => {
    open();
    const share = screen.getByRole('region', { name: 'Share and save' });
    fireEvent.input(within(share).getByLabelText('Paste a file'), { target: { value: 'title: t\nview: East\nevent: North throws 5c\n' } });
    fireEvent.click(within(share).getByRole('button', { name: 'Open the pasted file' }));
    expect(await within(share).findByText(/^line 3 \(event\):/)).toBeTruthy();
    fireEvent.input(within(share).getByLabelText('Paste a file'), { target: { value: 'title: t\nview: East\nWest: 5c 5c hidden\nevent: North discards 5c\nclaim: West pung\n' } });
    fireEvent.click(within(share).getByRole('button', { name: 'Open the pasted file' }));
    expect(await screen.findByText('West gets the 5 of Characters, as Pung.')).toBeTruthy();
    expect(within(share).queryByText(/^line 3/)).toBeNull();
    // A ruleset that is none of today's is named at its line, as the judge names it, and the position stays as it was.
    fireEvent.input(within(share).getByLabelText('Paste a file'), { target: { value: 'title: t\nview: East\nevent: North discards 5c\nruleset: riichi-tenho\n' } });
    fireEvent.click(within(share).getByRole('button', { name: 'Open the pasted file' }));
    expect(await within(share).findByText(/^line 4 \(ruleset\): "riichi-tenho" is not a ruleset: the rulesets are harr-1922, /)).toBeTruthy();
    expect(screen.getByText('West gets the 5 of Characters, as Pung.')).toBeTruthy();
  });

  it("a file's problems go once the table is cleared, or the pasted text is edited", async () => {
    open();
    const share = screen.getByRole('region', { name: 'Share and save' });
    const paste = within(share).getByLabelText('Paste a file');
    const bad = () => {
      fireEvent.input(paste, { target: { value: 'title: t\nview: East\nevent: North throws 5c\n' } });
      fireEvent.click(within(share).getByRole('button', { name: 'Open the pasted file' }));
      return within(share).findByText(/^line 3 \(event\):/);
    };
    expect(await bad()).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the table' }));
    await waitFor(() => expect(within(share).queryByText('The file cannot be read:')).toBeNull());
    expect(await bad()).toBeTruthy();
    fireEvent.input(paste, { target: { value: 'title: t\n' } });
    await waitFor(() => expect(within(share).queryByText(/^line 3/)).toBeNull());
  });

  it('offers "has already drawn" only once an event is a discard, not on an empty table', async () => {
    open();
    const event = screen.getByRole('region', { name: 'The event and the calls' });
    expect(within(event).queryByRole('checkbox', { name: /has already drawn from the wall/ })).toBeNull();
    fireEvent.change(within(event).getByLabelText('What'), { target: { value: 'discards' } });
    expect(await within(event).findByRole('checkbox', { name: /has already drawn from the wall/ })).toBeTruthy();
    fireEvent.change(within(event).getByLabelText('What'), { target: { value: 'declares' } });
    await waitFor(() => expect(within(event).queryByRole('checkbox', { name: /has already drawn from the wall/ })).toBeNull());
  });

  it('keeps the lines for today\'s rulesets in the address and the exported file, and opens them from an address', async () => {
    open('title: t\nview: East\nWest: 4b 5b 1c 2c 3c 6d 6d 6d Gd Gd Gd S S\nevent: South discards 3b\nclaim: West mahjong\n');
    fireEvent.change(await screen.findByLabelText('The ruleset this position is written for'), { target: { value: 'riichi-tenhou' } });
    fireEvent.change(screen.getByLabelText(/Seats that have declared riichi/), { target: { value: 'West' } });
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('r')).toBe('ruleset: riichi-tenhou\nriichi: West'));
    const share = screen.getByRole('region', { name: 'Share and save' });
    expect((await within(share).findByText(/ruleset: riichi-tenhou/, { selector: 'pre, code, textarea, output' })).textContent).toMatch(/riichi: West/);
    // Back to Harr: the ruleset line and its switches go; the riichi fact stays.
    fireEvent.change(screen.getByLabelText('The ruleset this position is written for'), { target: { value: 'harr-1922' } });
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('r')).toBe('riichi: West'));
    cleanup();
    const address = `/referee/?p=${writeRefereeAddress(readScenarioSetup('title: t\nview: East\nevent: North discards 5c\n'))}`;
    window.history.replaceState(null, '', `${address}&r=${encodeURIComponent('ruleset: mcr\nassume: West points 5')}`);
    render(<Referee ruleLinks={links} decisionLinks={decisions} rulesets={RULESET_CHOICES} />);
    await waitFor(() => expect((screen.getByLabelText('The ruleset this position is written for') as HTMLSelectElement).value).toBe('mcr'));
    expect((screen.getByLabelText(/A hand's value/) as HTMLInputElement).value).toBe('West points 5');
    // A line that is none of the rulesets' is named, and the position opens without the lines.
    cleanup();
    window.history.replaceState(null, '', `${address}&r=${encodeURIComponent('title: x')}`);
    render(<Referee ruleLinks={links} decisionLinks={decisions} rulesets={RULESET_CHOICES} />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/not one of today's rulesets' lines.*opens without those lines/);
    // So is a ruleset the page has no choice for: its choice is not left blank, nor the address kept with it.
    cleanup();
    window.history.replaceState(null, '', `${address}&r=${encodeURIComponent('ruleset: riichi-tenho')}`);
    render(<Referee ruleLinks={links} decisionLinks={decisions} rulesets={RULESET_CHOICES} />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/"riichi-tenho" is not a ruleset: the rulesets are .*opens without those lines/);
    expect((screen.getByLabelText('The ruleset this position is written for') as HTMLSelectElement).value).toBe('harr-1922');
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('r')).toBeNull());
  });

  it('offers flowers, jokers and the American calls only under the American rules, where Harr cannot rule', async () => {
    open('title: t\nview: West\nWest: N 1c 1c 1c 2c 2c 2c 3c 3c 3c hidden\nevent: South discards N\n');
    const palette = await screen.findByRole('list', { name: "Press a tile to add it to East's hand" });
    expect(within(palette).queryByRole('button', { name: /^Joker/ })).toBeNull();
    const event = screen.getByRole('region', { name: 'The event and the calls' });
    expect(within(event).queryByRole('option', { name: /^Pair \(American/ })).toBeNull();
    fireEvent.change(screen.getByLabelText('The ruleset this position is written for'), { target: { value: 'american-nmjl' } });
    fireEvent.click(await within(palette).findByRole('button', { name: /^Joker\s*\(8 left\)/ }));
    expect(within(palette).getByRole('button', { name: /^Joker\s*\(7 left\)/ })).toBeTruthy();
    expect(within(palette).getByRole('button', { name: /^Flower\s*\(8 left\)/ })).toBeTruthy();
    fireEvent.change(within(event).getByLabelText('West calls'), { target: { value: 'pair' } });
    expect(await screen.findByText(/Harr's rules cannot rule this position/)).toBeTruthy();
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('r')).toBe('ruleset: american-nmjl'));
    const read = readRefereeAddress(new URLSearchParams(window.location.search).get('p')!);
    expect(read.ok && read.setup.claims).toEqual([{ seat: 'West', kind: 'pung', form: 'pair' }]);
    expect(read.ok && read.setup.seats.East?.hand).toContain('J');
  });

  it('an edit of the earlier discards drops a line of them seat by seat, which no longer says the same tiles', async () => {
    cleanup();
    const address = `/referee/?p=${writeRefereeAddress(readScenarioSetup('title: t\nview: East\ndiscards: 9c 1d\nevent: North discards 5c\n'))}`;
    window.history.replaceState(null, '', `${address}&r=${encodeURIComponent('ruleset: riichi-tenhou\ndiscards: East 9c | South 1d')}`);
    render(<Referee ruleLinks={links} decisionLinks={decisions} rulesets={RULESET_CHOICES} />);
    fireEvent.click(await screen.findByRole('radio', { name: 'the earlier discards' }));
    const palette = screen.getByRole('list', { name: 'Press a tile to add it to the earlier discards' });
    fireEvent.click(within(palette).getByRole('button', { name: /^2 of Bamboo/ }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('r')).toBe('ruleset: riichi-tenhou'));
    const read = readRefereeAddress(new URLSearchParams(window.location.search).get('p')!);
    expect(read.ok && read.setup.discards).toEqual(['9c', '1d', '2b']);
  });
});
