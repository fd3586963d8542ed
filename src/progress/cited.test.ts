import { describe, expect, it } from 'vitest';
import { claimOnBoard, openBoard, parseScenario, passOnBoard, showRightClaim } from '../engine';
import { boardRules } from './cited';

const scenario = parseScenario(
  [
    'title: A run from the left',
    'view: East',
    'East: 4c 6c 2b 3b 4b 7d 8d 9d E E Wd Wd Gd',
    'North: hidden',
    'event: North discards 5c',
    'answer: East chow 4c 6c',
  ].join('\n'),
  'chow-test',
);

describe('the rules a board answer cites', () => {
  it('a refused call cites the rule that refused it', () => {
    const state = claimOnBoard(openBoard(scenario), 'pung');
    expect(state.refused).not.toBeNull();
    expect(boardRules(state)).toEqual([state.refused!.refusal.rule]);
  });

  it('a call ruled on cites the rules that decided it, once each, not what the ruling says followed', () => {
    const state = showRightClaim(openBoard(scenario));
    expect(boardRules(state)).toEqual(['CHOW-LEFT-ONLY']);
    expect(state.ruled!.reasons.map((r) => r.rule)).toContain('ANNOUNCE-DISCARD');
  });

  it('a pass, weaker here, cites what the right call needed; an untouched board cites nothing', () => {
    expect(boardRules(passOnBoard(openBoard(scenario)))).toEqual(['CHOW-LEFT-ONLY']);
    expect(boardRules(openBoard(scenario))).toEqual([]);
  });
});
