/** Today's rulesets by id and name, as the referee page gives them to its island (src/pages/referee.astro). */
import { PRESETS } from '../src/engine/rulesets/presets';
import { RULESET_IDS } from '../src/engine/rulesets/ruleset';

export const RULESET_CHOICES = RULESET_IDS.map((id) => ({ id, name: PRESETS[id].name }));
