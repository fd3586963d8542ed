/**
 * Today's rulesets beside Harr's (issue 27), on their own path so that a page
 * loads the presets and the rulings under them only when a comparison is
 * asked for (a dynamic `import()`): the referee opens without them. The
 * rulesets' reference page (src/pages/rulesets.astro) reads the presets, their
 * rules and sources through it at build time; a page script never does.
 */
export { type ComparedWindow, judgeRulesets, type RulesetReport } from './formats/judgeRulesets';
export { comparisonSummary } from './explain/comparisonWords';
export { PRESETS } from './rulesets/presets';
export { returnableIds } from './rulesets/returnableIds';
export { RULESET_IDS, type Ruleset } from './rulesets/ruleset';
export { RULESET_RULES, RULESET_RULE_IDS, type RulesetRuleId } from './rulesets/rulesetRules';
export { SOURCES } from './rulesets/sources';
