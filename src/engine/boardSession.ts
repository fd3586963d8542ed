/**
 * The claim board's session, on its own path so that a board can load it
 * when the learner first acts (a dynamic `import()` in ClaimBoard): a page
 * draws its boards from their opening state, made when the site is built
 * (`boardOpening`, through index.ts), and ships none of the rules until a
 * call, pass, move or "Show me" needs them. A second door for the site, as
 * narrow as that: only the session's steps pass through it, and its opening
 * for a board whose position the page reads itself (a moment of a practice
 * hand, from its address), which then opens on the reader alone. And the
 * verdict's words for each outcome ("Right.", "Allowed, but weaker."), which
 * the verdict's drawing (BoardVerdict.tsx) takes from here: imported by that
 * file itself, the board's words made a chunk of their own, shared by the
 * two, a file more on the first action.
 */
export { OUTCOME_WORDS, answerOnBoard, boardOpening, claimOnBoard, comparedWindow, discardOnBoard, moveOnBoard, openBoard, passOnBoard, resetBoard, showRightClaim } from './board';
