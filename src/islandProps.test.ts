import { describe, expect, it } from 'vitest';
import { RULE_IDS, ruleHref } from './engine/rules';
import { ruleAnchor } from './islandProps';

describe('ruleAnchor', () => {
  it('is the catalogue’s own address for every rule, without sending the catalogue to an island', () => {
    for (const id of RULE_IDS) expect(ruleAnchor(id)).toBe(ruleHref(id));
  });
});
