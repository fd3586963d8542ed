// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_KEY } from '../../progress/store';
import { boardOpening, parseScenario } from '../../engine';
import type { RuleLinks } from '../../islandProps';
import { BOARD_ANSWERED_EVENT, ClaimBoard } from './ClaimBoard';
import { CHOW_FROM_THE_LEFT, loadBoardCode } from '../../../tests/widgetkit';

/** A board as a page places it: the position, and its opening drawn by the engine at build time. */
function board(id: string, text: string, links: RuleLinks) {
  const scenario = parseScenario(text);
  return <ClaimBoard id={id} scenario={scenario} opening={boardOpening(scenario)} ruleLinks={links} />;
}


// The same tile from North: South is not North's next player.
const CHOW_FROM_THE_WRONG_SEAT = CHOW_FROM_THE_LEFT.replace('East discards 5c', 'North discards 5c').replace('answer: South chow 4c 6c', 'answer: pass');

// Two ways to chow a 5 with 3-4 and 4-6 in hand.
const CHOOSE_THE_RUN = CHOW_FROM_THE_LEFT.replace('South: 4c 6c 2b', 'South: 3c 4c 6c 2b').replace(' Gd\n', '\n');

const links = { 'CHOW-LEFT-ONLY': 'Chow only from the player on your left' };

// The boards load these on the learner's first action: loaded once here, so that no test waits on their first compile.
beforeAll(loadBoardCode);
beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('ClaimBoard', () => {
  it('an answer the browser would not save is said so in words on the board, not "right" alone', async () => {
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      render(board('t-full', CHOW_FROM_THE_LEFT, links));
      fireEvent.click(screen.getByRole('button', { name: 'Chow' }));
      expect(await screen.findByText('That is the right call.')).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toMatch(/This answer was not saved: .*storage is full/);
    } finally {
      full.mockRestore();
    }
  });

  it('shows the position: prompt, the live discard and the hand, each tile named', () => {
    render(board("t1", CHOW_FROM_THE_LEFT, links));
    expect(screen.getByRole('heading', { name: 'A run from the left' })).toBeTruthy();
    expect(screen.getByText(/What do you call/)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Live discard, from East' })).toBeTruthy();
    const hand = screen.getByRole('list', { name: 'Your hand' });
    expect(within(hand).getAllByRole('img')).toHaveLength(13);
    expect(within(hand).getByRole('img', { name: '4 of Characters' })).toBeTruthy();
  });

  it('draws its opening at once, before the engine is loaded, and marks itself live', () => {
    render(board('t0', CHOW_FROM_THE_LEFT, links));
    expect(screen.getByRole('button', { name: 'Chow' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'A run from the left' }).getAttribute('data-ready')).toBe('true');
  });

  it('carries out presses made while the engine loads, in order', async () => {
    render(board('t-two', CHOW_FROM_THE_WRONG_SEAT, links));
    // Two presses before the first is ruled on: the refusal, then the pass that answers the board.
    fireEvent.click(screen.getByRole('button', { name: 'Chow' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(await screen.findByText(/Your call: Pass/)).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(PROGRESS_KEY)!).boards['t-two']).toEqual({ solved: true, firstTry: false, misses: 1 });
  });

  it('carries out a legal chow: the run is exposed with the claimed tile sideways, and the learner discards', async () => {
    render(board("t2", CHOW_FROM_THE_LEFT, links));
    fireEvent.click(screen.getByRole('button', { name: 'Chow' }));
    expect(await screen.findByText(/South takes the tile \(Chow\)/)).toBeTruthy();
    expect(screen.getByText('That is the right call.')).toBeTruthy();
    const run = screen.getByRole('list', { name: 'Chow, 4-5-6 of Characters, claimed from East' });
    expect(within(run).getByRole('img', { name: '5 of Characters, claimed' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Discard the Green Dragon' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('You discard the Green Dragon. West is next to draw.'));
    expect(JSON.parse(localStorage.getItem(PROGRESS_KEY)!).boards.t2).toEqual({ solved: true, firstTry: true, misses: 0 });
  });

  it('refuses a chow from the wrong seat with the explanation for CHOW-LEFT-ONLY and a link to the rule, named by its title', async () => {
    render(board("t3", CHOW_FROM_THE_WRONG_SEAT, links));
    fireEvent.click(screen.getByRole('button', { name: 'Chow' }));
    expect(await screen.findByText(/Refused: Chow/)).toBeTruthy();
    expect(screen.getByText(/Only East, the player on North's right, may chow North's discard/, { selector: '.board__verdict p' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Chow only from the player on your left' });
    expect(link.getAttribute('href')).toBe('/rules/#chow-left-only');
    // A learner reads the rule's title, never its id (issue 28).
    expect(screen.queryByText(/CHOW-LEFT-ONLY/)).toBeNull();
    // Nothing was carried out: the learner can still call.
    expect(screen.getByRole('button', { name: 'Pass' })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toMatch(/Chow with 4 and 6 of Characters is not allowed/);
    expect(JSON.parse(localStorage.getItem(PROGRESS_KEY)!).boards.t3).toEqual({ solved: false, firstTry: false, misses: 1 });
  });

  it('shows the neutral title until the board is answered, then the solved title, and tells the page', async () => {
    const text = `${CHOW_FROM_THE_WRONG_SEAT.replace('title: A run from the left', "title: North's 5 of Characters")}solved-title: A chow from the wrong seat\n`;
    const heard: unknown[] = [];
    const listen = (e: Event) => heard.push((e as CustomEvent).detail);
    window.addEventListener(BOARD_ANSWERED_EVENT, listen);
    try {
      render(board("t-title", text, links));
      expect(screen.getByRole('heading', { name: "North's 5 of Characters" })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Chow' }));
      expect(await screen.findByText(/Refused: Chow/)).toBeTruthy();
      // A refused call answers nothing: the title and the page wait.
      expect(screen.getByRole('heading', { name: "North's 5 of Characters" })).toBeTruthy();
      expect(heard).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
      expect(await screen.findByRole('heading', { name: 'A chow from the wrong seat' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: "North's 5 of Characters" })).toBeNull();
      expect(heard).toEqual([{ board: 't-title', open: false }]);
      // A discard or a reset rules on nothing new.
      fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
      expect(await screen.findByRole('heading', { name: 'A chow from the wrong seat' })).toBeTruthy();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Chow' })).toBeTruthy());
      expect(heard).toHaveLength(1);
    } finally {
      window.removeEventListener(BOARD_ANSWERED_EVENT, listen);
    }
  });

  it('makes a whole claim with the keyboard alone: choose the run, discard, reset', async () => {
    render(board("t4", CHOOSE_THE_RUN, links));
    const chow = screen.getByRole('button', { name: 'Chow' });
    chow.focus();
    fireEvent.click(chow); // a native button turns Enter into a click; Playwright presses the real key
    const choices = await screen.findByRole('group', { name: 'Chow with which two tiles?' });
    const fourSix = within(choices).getByRole('button', { name: /Chow with 4 and 6 of Characters/ });
    fourSix.focus();
    fireEvent.click(fourSix);
    expect(await screen.findByText(/South takes the tile \(Chow\)/)).toBeTruthy();
    // The learner must discard now: focus goes to his tiles, not to a button that vanished.
    expect(document.activeElement?.querySelector('.visually-hidden')?.textContent).toBe('Discard the ');
    const discard = screen.getAllByRole('button', { name: 'Discard the White Dragon' })[0];
    discard.focus();
    fireEvent.click(discard);
    await waitFor(() => expect(document.activeElement?.className).toContain('board__verdict'));
    expect(screen.getByRole('status').textContent).toContain('West is next to draw');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('button', { name: 'Chow' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Chow'));
  });

  it('"Show me" makes the right call and explains it', async () => {
    render(board("t5", CHOW_FROM_THE_WRONG_SEAT, links));
    fireEvent.click(screen.getByRole('button', { name: 'Show me' }));
    expect(await screen.findByText(/The right call: Pass/)).toBeTruthy();
    expect(screen.getByText(/Nobody takes the 5 of Characters/)).toBeTruthy();
  });

  it('a chow that completes the hand is ruled as Mah-Jongg and solves the board, the learner told the word to call (A19)', async () => {
    const wins = CHOW_FROM_THE_LEFT.replace('South: 4c 6c 2b 3b 4b 7d 8d 9d N N Wd Wd Gd', 'South: 4c 6c 2b 3b 4b 7d 8d 9d N N N Wd Wd').replace('answer: South chow 4c 6c', 'answer: South mahjong');
    render(board("t6", wins, links));
    fireEvent.click(screen.getByRole('button', { name: 'Chow' }));
    expect(await screen.findByText(/South takes the tile \(Mah-Jongg\)/)).toBeTruthy();
    expect(screen.getByText(/That completes your hand, so it is right\..*Mah-Jongg is the word to call/, { selector: '.board__judgement' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('That completes your hand, so it is right.');
    expect(JSON.parse(localStorage.getItem(PROGRESS_KEY)!).boards.t6).toEqual({ solved: true, firstTry: true, misses: 0 });
    // The hand is over: the winner's score follows, folded, line by line.
    expect(screen.getByText(/What the winning hand scores: \d+/, { selector: 'summary' })).toBeTruthy();
    expect(screen.getByRole('table', { name: /South's Mah-Jongg on Harr's score card/ })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Mah-Jongg' })).toBeTruthy();
  });

  it('on an empty wall the chow still stands, and after the discard nobody draws (A20)', async () => {
    render(board("t7", `${CHOW_FROM_THE_LEFT}wall: 0\n`, links));
    fireEvent.click(screen.getByRole('button', { name: 'Chow' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard the Green Dragon' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('You discard the Green Dragon. No tile is left to draw: unless this discard is claimed, the hand ends as a draw game.'));
    expect(screen.getByRole('status').textContent).not.toContain('null');
  });
});

// South has drawn the fourth 1 of Circles in his own turn.
const OWN_TURN = `
title: South's draw
solved-title: A concealed kong, declared
prompt: You are South and have just drawn the 1 of Circles from the wall. What do you do?
view: South
South: 1d 1d 1d 3d 4d 5d 7c 7c 2b 3b 4b Wd N
turn: South drew 1d
loose: 6b
answer: kong 1d
`;

describe('ClaimBoard in the learner\'s own turn', () => {
  it('shows the draw and offers the moves the hand allows, with his tiles to discard, each named', () => {
    render(board("o1", OWN_TURN, links));
    const draw = screen.getByRole('list', { name: 'Your draw from the wall' });
    expect(within(draw).getByRole('img', { name: '1 of Circles' })).toBeTruthy();
    const moves = screen.getByRole('group', { name: 'Your turn as South' });
    // Every kong he might try, the pair's refused one too: no button names the answer alone.
    expect(within(moves).getAllByRole('button').map((b) => b.textContent)).toEqual(['Declare a kong of 7 of Characters', 'Declare a kong of 1 of Circles']);
    expect(screen.getAllByRole('button', { name: /^Discard the / })).toHaveLength(14);
    expect(screen.getByText(/Any tile but the 1 of Circles keeps your four in the hand, undeclared\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pass' })).toBeNull();
  });

  it('declares the kong: the ends lie face down, the loose tile is drawn and announced, then the learner discards', async () => {
    render(board("o2", OWN_TURN, links));
    const declare = screen.getByRole('button', { name: 'Declare a kong of 1 of Circles' });
    declare.focus();
    fireEvent.click(declare);
    expect(await screen.findByText('That is the right move.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'A concealed kong, declared' })).toBeTruthy();
    const kong = screen.getByRole('list', { name: 'Concealed kong of 1 of Circles' });
    expect(within(kong).getAllByRole('img', { name: /face down/ })).toHaveLength(2);
    const loose = screen.getByRole('list', { name: 'Your loose tile' });
    expect(within(loose).getByRole('img', { name: '6 of Bamboo' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('South draws a loose tile: the 6 of Bamboo. Choose a tile to discard.');
    // Focus goes to his tiles, to discard.
    expect(document.activeElement?.querySelector('.visually-hidden')?.textContent).toBe('Discard the ');
    fireEvent.click(screen.getByRole('button', { name: 'Discard the North Wind' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('You discard the North Wind. West is next to draw.'));
    expect(JSON.parse(localStorage.getItem(PROGRESS_KEY)!).boards.o2).toEqual({ solved: true, firstTry: true, misses: 0 });
  });

  it('keeping the four is allowed but weaker, and the board says why', async () => {
    render(board("o3", OWN_TURN, links));
    fireEvent.click(screen.getByRole('button', { name: 'Discard the North Wind' }));
    expect(await screen.findByText(/Discarding the North Wind is allowed, but declaring your four 1 of Circles was open to you/, { selector: '.board__judgement' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(PROGRESS_KEY)!).boards.o3.solved).toBe(false);
  });

  it('a refused move shows its rule and leaves the moves in place', async () => {
    const noLoose = { 'KONG-LOOSE-TILE': 'A loose tile after every kong' };
    render(board("o4", `${OWN_TURN.replace('loose: 6b\n', '').replace('answer: kong 1d', 'answer: hold')}wall: 0\n`, noLoose));
    fireEvent.click(screen.getByRole('button', { name: 'Declare a kong of 1 of Circles' }));
    expect(await screen.findByText('Refused: Declare a kong of 1 of Circles')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'A loose tile after every kong' }).getAttribute('href')).toBe('/rules/#kong-loose-tile');
    expect(screen.getByRole('status').textContent).toMatch(/^Declare a kong of 1 of Circles is not allowed\. A four of a kind is paid for with a loose tile/);
    expect(screen.getByRole('button', { name: 'Declare a kong of 1 of Circles' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Discard the North Wind' }));
    expect(await screen.findByText('That is the right move.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Declare a kong of 7 of Characters'));
  });

  it('a question about the table: its answers are a named group of buttons; a wrong one is refused with its rule, the right one is kept, then the turn played', async () => {
    const skipped = { 'TURN-SKIP': 'Players between lose their turn' };
    render(
      board(
        'q1',
        'title: South\'s 2 of Circles\nprompt: South discards the 2 of Circles, and you, East, call Pung. Who loses a turn?\nview: East\nEast: 2d 2d 5c 6c 7c 1b 1b 4b 5b 6b 9c Wd Rd\nevent: South discards 2d\nclaim: East pung\nask: lost\n',
        skipped,
      ),
    );
    const group = screen.getByRole('group', { name: 'Who loses a turn?' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['Nobody', 'West', 'North', 'West and North']);
    expect(screen.queryByRole('button', { name: 'Pung' })).toBeNull();
    fireEvent.click(within(group).getByRole('button', { name: 'North' }));
    expect(await screen.findByText('Not so: North')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Players between lose their turn' }).getAttribute('href')).toBe('/rules/#turn-skip');
    expect(JSON.parse(localStorage.getItem(PROGRESS_KEY)!).answers.at(-1)).toMatchObject({ id: 'q1', outcome: 'wrong', rules: ['TURN-SKIP'] });
    fireEvent.click(screen.getByRole('button', { name: 'West and North' }));
    expect(await screen.findByText(/^West and North lose their turns/, { selector: '.board__judgement *' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(PROGRESS_KEY)!).boards.q1).toEqual({ solved: true, firstTry: false, misses: 1 });
    // East took the tile: he discards next, his tiles in focus.
    expect(document.activeElement?.querySelector('.visually-hidden')?.textContent).toBe('Discard the ');
    fireEvent.click(screen.getByRole('button', { name: 'Discard the Red Dragon' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('You discard the Red Dragon. South is next to draw.'));
  });
});
