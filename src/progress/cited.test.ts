import { describe, expect, it } from 'vitest';
import { callOnBoard, openBoard, parseScenario, passOnBoard, showRightCall } from '../engine';
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
    const state = callOnBoard(openBoard(scenario), 'pung');
    expect(state.refused).not.toBeNull();
    expect(boardRules(state)).toEqual([state.refused!.refusal.rule]);
  });

  it('a call ruled on cites each rule of its reasons once', () => {
    const state = showRightCall(openBoard(scenario));
    const rules = boardRules(state);
    expect(rules.length).toBeGreaterThan(0);
    expect(new Set(rules).size).toBe(rules.length);
    expect(rules).toEqual([...new Set(state.ruled!.reasons.map((r) => r.rule))]);
  });

  it('a pass cites the ruling on the pass; an untouched board cites nothing', () => {
    expect(boardRules(passOnBoard(openBoard(scenario))).length).toBeGreaterThan(0);
    expect(boardRules(openBoard(scenario))).toEqual([]);
  });
});
