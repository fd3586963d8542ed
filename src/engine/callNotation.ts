/**
 * A call written in the notation, as a `claim:` line and the judge's
 * verdicts give it: a module of its own, so that the boards, which name
 * calls in words (callNames.ts), do not load the American forms.
 */
import type { Claim } from './claims';

/** `South chow 4c 6c`, `West pung`, and the American forms, `West pair`, `West joker`, `North kong using 5b J J racked`. */
export function callNotation(claim: Claim): string {
  if (claim.form) return `${claim.seat} ${claim.form}`;
  const using = claim.using ? ['using', ...claim.using] : [];
  return [claim.seat, claim.kind, ...(claim.tiles ?? []), ...(claim.target ? [claim.target] : []), ...using, ...(claim.racked ? ['racked'] : [])].join(' ');
}
