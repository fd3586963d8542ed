/**
 * What a board's first action waits for, in one shape for the claim board
 * and the puzzle: the engine's session merged with the verdict that draws
 * it (both loaded once for the page, on demand), the data the session acts
 * on (a position, a whole puzzle) and the rule titles, fetched in parallel.
 */
import type { RuleLinks } from '../../islandProps';
import { loadOnce } from './loadOnce';

export interface FirstAction<S, D> {
  s: S;
  data: D;
  ruleLinks: RuleLinks;
}

/** A session and its verdict as one module, loaded once for every board on the page; a failed load is tried again on the next. */
export function loadSessionOnce<A, B>(session: () => Promise<A>, verdict: () => Promise<B>): () => Promise<A & B> {
  return loadOnce(() => Promise.all([session(), verdict()]).then(([a, b]) => ({ ...a, ...b })));
}

/** The session, the data and the rule titles, each from the page when it holds them or loaded meanwhile. */
export function firstAction<S, D>(session: Promise<S>, data: D | Promise<D>, ruleLinks: RuleLinks | Promise<RuleLinks>): Promise<FirstAction<S, D>> {
  return Promise.all([session, data, ruleLinks]).then(([s, d, links]) => ({ s, data: d, ruleLinks: links }));
}
