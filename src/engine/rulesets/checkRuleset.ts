/**
 * The combinations a ruleset may not hold (docs/RULESETS.md section 5.1,
 * "Fail-fast on the record"): each would let a call slip past a check or ask
 * the engine for something no ruleset plays. A preset is checked when it is
 * made and after every switch (presets.ts, switches.ts), so a bad one never
 * reaches a ruling.
 */
import { returnableIds } from './returnableIds';
import type { AnyRuleId, Ruleset, WindowEnd } from './ruleset';

const WINDOW_ORDER: Record<WindowEnd, number> = { 'next-draw': 0, 'next-discard': 1, 'next-rack': 2 };

/** What is wrong with a ruleset, one sentence each; empty when nothing is. */
export function rulesetProblems(r: Ruleset): string[] {
  const problems: string[] = [];
  const wrong = (when: boolean, why: string) => when && problems.push(`${r.id}: ${why}`);
  wrong(r.riichi && !r.furiten, 'riichi without furiten');
  wrong(r.kuikae && r.chowFrom === 'none', 'swap-calling forbidden where there are no chows');
  wrong(r.callsJudged === 'by-completion' && r.furiten, 'a completing set call taken as a win, with furiten: the set call would slip past the win’s checks');
  wrong(r.callsJudged === 'by-completion' && r.minimum.measure !== 'none', 'a completing set call taken as a win, with a minimum: the set call would slip past it');
  wrong(r.winningRunFrom === 'left' && r.callsJudged !== 'by-completion', 'a winning run only from the left, where set calls are judged as announced');
  wrong((r.exposures.includes('quint') || r.exposures.includes('sextet')) && !r.jokers, 'quints or sextets without jokers');
  wrong(r.tiles === 'american' && !(r.jokers && r.winShapes.length === 1 && r.winShapes[0] === 'card'), 'American tiles without jokers and the card');
  wrong(r.winShapes.includes('card') && r.winShapes.length > 1, 'the card mixed with other winning shapes');
  wrong(r.winShapes.includes('card') && r.minimum.measure !== 'card', 'the card without the card as its minimum');
  wrong(r.robConcealedKong && !(r.winShapes.includes('thirteen-orphans') && r.kongs.concealed), 'robbing a concealed kong without Thirteen Orphans or concealed kongs');
  wrong(WINDOW_ORDER[r.window.sets] > WINDOW_ORDER[r.window.wins], 'sets may be claimed later than wins');
  wrong(r.replacement === 'none' && (r.kongs.concealed || r.kongs.added), 'kongs declared from the hand with no loose tile to replace them');
  const returnable = returnableIds(r);
  for (const id of Object.keys(r.citations) as AnyRuleId[]) wrong(!returnable.has(id), `a citation for ${id}, which it cannot return`);
  for (const id of returnable) wrong(!r.citations[id], `no source cited for ${id}`);
  return problems;
}

