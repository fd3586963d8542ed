/**
 * Today's rulesets beside Harr's (issue 27), on their own path so that a page
 * loads the presets and the rulings under them only when a comparison is
 * asked for (a dynamic `import()`): the referee opens without them. A door
 * as narrow as the others: only the side-by-side report passes through it.
 */
export { judgeRulesets, type RulesetReport } from './formats/judgeRulesets';
