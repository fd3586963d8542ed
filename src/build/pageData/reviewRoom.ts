/**
 * The room /review/ keeps for its first state, before its island has read the learner's progress, so that nothing on
 * the page moves as it opens (issue 28), with nothing due and with items due:
 *
 * - with no answer missed, nothing can be due (src/progress/review.ts serves only what was missed, and rules after a miss): the page
 *   opens on "Nothing is due for review", a few lines, whose room src/styles/progress.css keeps (`.review-slot`);
 * - after a miss an item may be due, and the page then opens on a board, taller than the screen: the room kept is a
 *   whole screen (`.review-slot[data-review-missed]`), so that nothing under it is in view to move, whichever state
 *   comes (a miss not yet due shows "Nothing is due" with the screen's room below it).
 *
 * The script runs inline as the slot is read, before the first paint (a blocking inline script, so nothing waits on a
 * download; hashed for the policy in astro.config.mjs). It reads the stored record as text, not parsed (it may hold
 * 5,000 answers): an answer kept as other than right, or a record of version 1 or 2, kept as tallies, which may hold
 * misses. `reviewRoom.test.ts` holds it to the review queue's own answer (src/progress/review.ts).
 */
import { createHash } from 'node:crypto';

/** Set on the slot when an item may be due. */
export const MAY_BE_DUE = 'data-review-missed';

export const REVIEW_ROOM_SCRIPT =
  'try{/"outcome":"(?!right")|"version":[12][,}]/.test(localStorage.getItem("cpk-progress"))&&' +
  `document.currentScript.parentElement.setAttribute("${MAY_BE_DUE}","")}catch(e){}`;

/** The script's hash as Astro's `security.csp` takes it: `sha256-…`. */
export const REVIEW_ROOM_HASH: `sha256-${string}` = `sha256-${createHash('sha256').update(REVIEW_ROOM_SCRIPT, 'utf8').digest('base64')}`;
