// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parsePuzzle } from '../engine/formats/puzzle';
import { PROGRESS_KEY, loadProgress } from '../progress/store';
import { PuzzleBoard } from './PuzzleBoard';
import { PuzzleIsland } from './PuzzleIsland';

const dir = join(__dirname, '..', '..', 'content', 'puzzles');
const simple = parsePuzzle(readFileSync(join(dir, '01-pung-beats-chow.pzl'), 'utf8'), 'pung-beats-chow');
const hard = parsePuzzle(readFileSync(join(dir, '15-who-plays-after-a-pung.pzl'), 'utf8'), 'who-plays-after-a-pung');
const links = { 'PREC-PUNG-OVER-CHOW': { href: '/lessons/precedence/#rule-prec-pung-over-chow', title: 'A pung beats a chow' } };

beforeEach(() => localStorage.removeItem(PROGRESS_KEY));
afterEach(cleanup);

describe('PuzzleBoard', () => {
  it('shows the statement, the calls and every question by role', () => {
    render(<PuzzleIsland puzzle={simple} ruleLinks={links} />);
    expect(screen.getByText(/East discards the 6 of Bamboo/)).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Who gets the tile?' });
    expect(within(group).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['South', 'North', 'nobody']);
    expect(screen.getByRole('list', { name: "North's hand" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check my answer' })).toBeTruthy();
  });

  it('a right answer is marked right, with a short explanation, and remembered', () => {
    render(<PuzzleIsland puzzle={simple} ruleLinks={links} />);
    fireEvent.click(screen.getByRole('radio', { name: /North/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Check my answer' }));
    expect(screen.getByRole('status').textContent).toBe('Right.');
    expect(screen.getByText('Right!')).toBeTruthy();
    expect(screen.getByText(/a pung outranks a chow/)).toBeTruthy();
    expect(loadProgress().puzzles['pung-beats-chow']).toEqual({ solved: true, firstTry: true, misses: 0 });
  });

  it('a wrong answer is marked wrong part by part, with the reasoning step by step', () => {
    render(<PuzzleIsland puzzle={hard} ruleLinks={links} />);
    fireEvent.click(within(screen.getByRole('group', { name: 'Who gets the tile?' })).getByRole('radio', { name: /North/ }));
    const next = screen.getByRole('group', { name: 'Who draws from the wall next?' });
    fireEvent.click(within(next).getByRole('radio', { name: 'West' }));
    fireEvent.click(screen.getByRole('button', { name: 'Check my answer' }));
    expect(screen.getByRole('status').textContent).toMatch(/Not quite: who draws next, and who loses a turn is wrong/);
    expect(screen.getByText(/Who gets the tile: you said North,/).textContent).toMatch(/right/);
    expect(screen.getByText(/Who draws next: you said West,/).textContent).toMatch(/wrong/);
    const steps = screen.getByText('How the referee rules, step by step:').nextElementSibling!;
    expect(within(steps as HTMLElement).getByText(/North's Pung beats West's Chow/)).toBeTruthy();
    expect(within(steps as HTMLElement).getByRole('link', { name: '[PREC-PUNG-OVER-CHOW]' })).toBeTruthy();
    expect(loadProgress().puzzles['who-plays-after-a-pung']).toEqual({ solved: false, firstTry: false, misses: 1 });
    // Trying again with the right answer solves it, not at the first try.
    fireEvent.click(within(next).getByRole('radio', { name: 'East' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'West' }));
    fireEvent.click(screen.getByRole('button', { name: 'Check my answer' }));
    expect(screen.getByRole('status').textContent).toBe('Right.');
    expect(loadProgress().puzzles['who-plays-after-a-pung']).toEqual({ solved: true, firstTry: false, misses: 1 });
  });

  it('gives hints one at a time and shows the answer', () => {
    render(<PuzzleIsland puzzle={simple} ruleLinks={links} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    expect(screen.getByRole('status').textContent).toMatch(/^Hint 1 of 2/);
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    expect(screen.getByRole('button', { name: 'No more hints' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Show the answer' }));
    expect(screen.getByText(/Who gets the tile\? North, by Pung/)).toBeTruthy();
    expect((screen.getByRole('radio', { name: /North/ }) as HTMLInputElement).checked).toBe(true);
    expect(loadProgress().puzzles['pung-beats-chow'].firstTry).toBe(false);
  });

  it('practice boards keep no progress', () => {
    render(<PuzzleBoard puzzle={simple} ruleLinks={links} />);
    fireEvent.click(screen.getByRole('radio', { name: /South/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Check my answer' }));
    expect(screen.getByText('Not quite.')).toBeTruthy();
    expect(loadProgress().puzzles).toEqual({});
  });

  it('asks for a choice before checking', () => {
    render(<PuzzleIsland puzzle={simple} ruleLinks={links} />);
    fireEvent.click(screen.getByRole('button', { name: 'Check my answer' }));
    expect(screen.getByRole('status').textContent).toBe('Choose who gets the tile first.');
  });
});
