/**
 * The hints every practice puzzle gives, in the order it gives them: how to
 * rule on several calls for one tile. Generated puzzles carry them (the
 * practice page passes them in, to keep its script small).
 */
export const PRACTICE_HINTS = [
  "First strike out any call that is not allowed: check each caller's tiles and seat.",
  'Then rank what is left: Mah-Jongg, then kong or pung, then chow; among winners, the nearest in play order.',
];
