// @vitest-environment happy-dom
/**
 * The referee's ruling view after a kong whose loose tile is the last tile
 * the wall may give (A20): it names the kong-maker as drawing the loose tile,
 * nobody as drawing next, and its steps say the wall is exhausted.
 */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { readScenarioSetup, refereeVerdict } from '../../engine';
import { RefereeRulingView } from './RefereeRulingView';
import { RULESET_CHOICES } from '../../../tests/rulesetChoices';

const decisions = { A1: '/rules/#a1', A8: '/rules/#a8', A14: '/rules/#a14' };

afterEach(cleanup);

function show(wall: string) {
  const setup = readScenarioSetup(`title: t\nview: East\nWest: 9c 9c 9c 1d 2d 3d 5b 5b 8b 8b S S N\nevent: South discards 9c\nclaim: West kong\n${wall}`);
  render(<RefereeRulingView verdict={refereeVerdict(setup)} unplaced={[]} options={setup.options} onOptions={() => {}} ruleLinks={{}} decisionLinks={decisions} rulesets={RULESET_CHOICES} rulesetLines={setup.rulesetLines} onRulesetLines={() => {}} />);
}

/** The value the facts list gives under a heading. */
function fact(term: string): string {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling!.textContent!;
}

describe('the referee after a kong on the last loose tile (A20)', () => {
  it('with no reserve or with 14: the loose tile is West\'s, and nobody draws next', () => {
    for (const wall of ['wall: 1', 'wall: 15\noptions: dead-wall 14']) {
      show(wall);
      expect(fact('Draws the loose tile')).toBe('West');
      expect(fact('Draws next from the wall')).toBe('nobody: no tile is left to draw');
      expect(fact('The hand')).toBe('goes on');
      expect(screen.getByText(/loose tile is the last tile the wall may give.*wall is exhausted/)).toBeTruthy();
      cleanup();
    }
  });

  it('one tile earlier, North draws next', () => {
    show('wall: 2');
    expect(fact('Draws next from the wall')).toBe('North');
  });
});

describe('the referee\'s ruling, said as it changes', () => {
  it('keeps the comparison under today\'s rulesets out of its live region, which would read the opened table out whole', () => {
    show('wall: 20');
    const live = document.querySelector('[data-ruling]')!;
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.textContent).toContain('West gets the 9 of Characters');
    const compare = screen.getByRole('button', { name: 'Compare under today’s rulesets' });
    expect(compare.closest('[aria-live]')).toBeNull();
  });
});
