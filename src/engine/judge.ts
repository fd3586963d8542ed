/**
 * The judge's report: a scenario's claims ruled on, as plain JSON data.
 */
import { adjudicate } from './adjudicate';
import type { Scenario } from './scenario';
import type { Seat } from './seats';

export interface JudgeReport {
  claims: { seat: Seat; claim: string; legal: boolean; rule?: string; message?: string }[];
  awardedTo: Seat | null;
  awardedAs: string | null;
  handOver: boolean;
  looseTileDrawnBy: Seat | null;
  nextToDraw: Seat | null;
  lostTurns: Seat[];
  explanation: string[];
}

export function judge(scenario: Scenario): JudgeReport {
  if (!scenario.event) throw new Error('the scenario has no event to claim: give an "event:" line');
  const ruling = adjudicate(scenario.table, scenario.claims);
  return {
    claims: ruling.claims.map((c) => ({
      seat: c.seat,
      claim: c.claim,
      legal: c.legal,
      ...(c.rule ? { rule: c.rule } : {}),
      ...(c.message ? { message: c.message } : {}),
    })),
    awardedTo: ruling.awardedTo,
    awardedAs: ruling.awardedAs,
    handOver: ruling.handOver,
    looseTileDrawnBy: ruling.looseTileDrawnBy,
    nextToDraw: ruling.nextToDraw,
    lostTurns: ruling.lostTurns,
    explanation: ruling.explanation.map((r) => `${r.text} [${r.rule}]`),
  };
}
