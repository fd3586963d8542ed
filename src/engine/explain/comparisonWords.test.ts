/** The comparison's live line: how many of today's rulesets rule otherwise than Harr, in words that agree with the count. */
import { describe, expect, it } from 'vitest';
import { scenarioFromSetup } from '../formats/scenario';
import { readScenarioSetup } from '../formats/scenarioText';
import { judgeRulesets } from '../formats/judgeRulesets';
import { comparisonSummary } from './comparisonWords';

describe('the line said when the rulesets are compared', () => {
  it('says "1 of the 6 rulesets rules", and "4 of the 6 rulesets rule"', () => {
    // The reports of a real position, each marked as ruling otherwise or not by hand, for a count of one and of four.
    const reports = judgeRulesets(scenarioFromSetup(readScenarioSetup('title: t\nview: North\nNorth: 8b 8b 1c 2c 3c 5d 6d 7d E E E Wd Rd\nwall: 0\nevent: South discards 8b\nclaim: North pung\n'), 't'));
    const one = reports.map((r) => ({ ...r, differs: r.ruleset === 'american-nmjl' }));
    expect(comparisonSummary(one)).toBe('1 of the 6 rulesets rules otherwise than Harr: American (National Mah Jongg League).');
    const four = reports.map((r) => ({ ...r, differs: r.ruleset !== 'harr-1922' && r.ruleset !== 'hong-kong' && r.ruleset !== 'mcr' }));
    expect(comparisonSummary(four)).toMatch(/^4 of the 6 rulesets rule otherwise than Harr: Riichi \(Tenhou\), /);
  });
});
