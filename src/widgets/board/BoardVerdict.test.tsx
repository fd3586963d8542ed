// @vitest-environment happy-dom
/**
 * The claim board's verdict in its three states (right, allowed but weaker,
 * refused): each with its own mark, words and class, the way on in the
 * sheet ("Next", "Try again"), and a weaker answer leaving the board open.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { boardOpening, parseScenario } from '../../engine';
import { BOARD_ANSWERED_EVENT, ClaimBoard } from './ClaimBoard';
import { CHOW_FROM_THE_LEFT, loadBoardCode } from '../../../tests/widgetkit';

const TITLED = `${CHOW_FROM_THE_LEFT}solved-title: A chow from the left\n`;
const FROM_THE_WRONG_SEAT = CHOW_FROM_THE_LEFT.replace('East discards 5c', 'North discards 5c').replace('answer: South chow 4c 6c', 'answer: pass');
const links = { 'CHOW-LEFT-ONLY': 'Chow only from the player on your left' };

/** A board in its frame as a lesson page places it, with the page's "Next" after it (Board.astro). */
function framed(id: string, text: string) {
  const scenario = parseScenario(text);
  return (
    <div class="board-frame">
      <ClaimBoard id={id} scenario={scenario} opening={boardOpening(scenario)} ruleLinks={links} />
      <p class="board-next">
        <button type="button" class="button" data-testid="page-next">
          Next
        </button>
      </p>
    </div>
  );
}

const sheet = () => document.querySelector<HTMLElement>('.board__sheet')!;

beforeAll(loadBoardCode);
beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('the verdict', () => {
  it('right: ✓, "Right.", the solved title, and Next, which goes on as the page\'s Next does', async () => {
    const onward = vi.fn();
    render(framed('v-right', TITLED.replace('answer: South chow 4c 6c', 'answer: pass').replace('East discards', 'North discards')));
    screen.getByTestId('page-next').addEventListener('click', onward);
    fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(await screen.findByRole('heading', { name: 'A chow from the left' })).toBeTruthy();
    expect(sheet().dataset.verdict).toBe('right');
    expect(sheet().className).toContain('board__verdict--right');
    expect(sheet().querySelector('.board__verdict-head')!.textContent).toMatch(/^✓ Right\. Your call: Pass/);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Next' })[0]);
    expect(onward).toHaveBeenCalledOnce();
  });

  it('weaker: ◐, "Allowed, but weaker.", no solved title, Try again, and the page told the board is still open', async () => {
    const heard: unknown[] = [];
    const listen = (e: Event) => heard.push((e as CustomEvent).detail);
    addEventListener(BOARD_ANSWERED_EVENT, listen);
    try {
      render(framed('v-weaker', TITLED));
      fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
      expect(await screen.findByText(/Passing is allowed, but Chow with 4 and 6/)).toBeTruthy();
      expect(sheet().dataset.verdict).toBe('weaker');
      expect(sheet().className).toContain('board__verdict--weaker');
      expect(sheet().querySelector('.board__verdict-head')!.textContent).toMatch(/^◐ Allowed, but weaker\. Your call: Pass/);
      expect(screen.getByRole('heading', { name: 'A run from the left' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'A chow from the left' })).toBeNull();
      expect(screen.getByRole('status').textContent).toMatch(/^Allowed, but weaker\./);
      expect(heard).toEqual([{ board: 'v-weaker', open: true }]);
      // No Next in the sheet: the board waits for another try.
      expect(sheet().querySelector('button')!.textContent).toBe('Try again');
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('button', { name: 'Chow' })).toBeTruthy();
      expect(document.querySelector('.board__sheet')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Chow' }));
      expect(await screen.findByRole('heading', { name: 'A chow from the left' })).toBeTruthy();
      expect(sheet().dataset.verdict).toBe('right');
      expect(heard).toEqual([{ board: 'v-weaker', open: true }, { board: 'v-weaker', open: false }]);
    } finally {
      removeEventListener(BOARD_ANSWERED_EVENT, listen);
    }
  });

  it('refused: ✗, "Refused:", the rule, Try again, and the calls still there', async () => {
    render(framed('v-refused', FROM_THE_WRONG_SEAT));
    fireEvent.click(screen.getByRole('button', { name: 'Chow' }));
    expect(await screen.findByText(/Refused: Chow/)).toBeTruthy();
    expect(sheet().dataset.verdict).toBe('refused');
    expect(sheet().className).toContain('board__verdict--refused');
    expect(sheet().querySelector('.board__verdict-head')!.textContent).toMatch(/^✗ Refused: Chow/);
    expect(screen.getByRole('link', { name: /Chow only from the player on your left/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pass' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('the three states differ in mark, words and class', async () => {
    const seen: string[] = [];
    for (const [id, text, press] of [
      ['d-right', CHOW_FROM_THE_LEFT, 'Chow'],
      ['d-weaker', CHOW_FROM_THE_LEFT, 'Pass'],
      ['d-refused', FROM_THE_WRONG_SEAT, 'Chow'],
    ] as const) {
      render(framed(id, text));
      fireEvent.click(screen.getByRole('button', { name: press }));
      await screen.findByText(/Your call|Refused/);
      seen.push(`${sheet().className}|${sheet().querySelector('.board__verdict-head')!.textContent!.slice(0, 10)}`);
      cleanup();
    }
    expect(new Set(seen.map((s) => s.split('|')[0])).size).toBe(3);
    expect(new Set(seen.map((s) => s.split('|')[1][0])).size).toBe(3);
    expect(new Set(seen.map((s) => s.split('|')[1])).size).toBe(3);
  });

  it('is scrolled into view where the learner is looking', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    try {
      render(framed('v-scroll', FROM_THE_WRONG_SEAT));
      fireEvent.click(screen.getByRole('button', { name: 'Chow' }));
      await screen.findByText(/Refused: Chow/);
      expect(scrolled.mock.contexts).toContain(sheet());
    } finally {
      scrolled.mockRestore();
    }
  });
});
