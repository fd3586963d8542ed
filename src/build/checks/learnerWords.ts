/**
 * The codes a learner must not read: rule ids (`CHOW-LEFT-ONLY`), decision
 * codes ("decision S8", "(A19)") and tile codes (`5b`, `Rd`). Where a learner
 * reads, a rule is named by its title and a tile by its name; the codes stay
 * in the rules reference, the notation and the referee's file view. The
 * learner-text test reads every board, puzzle, illustration and lesson with
 * this.
 */
import { RULE_IDS } from '../../engine/rules';

const RULE_ID = new RegExp(`\\b(?:${RULE_IDS.join('|')})\\b`, 'g');
// "decision A8", "decisions S1 to S12", or a bare code in brackets, "(A19)", "[S8]".
const DECISION = /\bdecisions? [AS]\d{1,2}\b|[([][AS]\d{1,2}[)\]]/g;
// A suited tile's code, 1 to 9 then b, c or d, standing alone ("5b", "3b-4b"); a dragon's, Rd, Gd, Wd.
const TILE_CODE = /(?<![\w-])[1-9][bcd](?![\w])|\b(?:Rd|Gd|Wd)\b/g;

/** Each code found in a text a learner reads, in order; empty when it speaks in words only. */
export function learnerCodes(text: string): string[] {
  return [...text.matchAll(RULE_ID), ...text.matchAll(DECISION), ...text.matchAll(TILE_CODE)].sort((a, b) => a.index - b.index).map((m) => m[0]);
}
