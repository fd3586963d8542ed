/**
 * Carrying out a ruling: the moves that follow it at the table, up to the
 * point where a given seat must choose. A kong's maker draws his loose tile;
 * a claimant other than that seat discards; the turn passes on.
 */
import type { Ruling } from './adjudicate';
import { type MoveResult, discard, drawLoose } from './moves';
import { plainDiscard } from './plainDiscard';
import type { Reason } from './refusal';
import type { Seat } from './seats';
import type { Table } from './table';
import { claimantDiscardsReason, looseTileDrawnReason, nextAfterClaimReason } from './explain/carriedOut';

export interface CarriedOut {
  /** The position once the ruling has been played on. */
  table: Table;
  /** What followed the ruling, each with its rule. */
  reasons: Reason[];
  /** The seat that must now discard: the chooser, when his claim won. */
  awaitingDiscard: Seat | null;
}

export function carryOut(ruling: Ruling, chooser: Seat): CarriedOut {
  const reasons: Reason[] = [];
  let now = ruling.table;
  const step = (result: MoveResult): boolean => {
    if (!result.ok) throw new Error(`carryOut: ${result.refusal.message}`);
    now = result.table;
    return true;
  };
  if (ruling.looseTileDrawnBy) {
    const seat = ruling.looseTileDrawnBy;
    step(drawLoose(now, seat));
    const drawn = now.seats[seat].concealed.at(-1)!;
    reasons.push(looseTileDrawnReason(seat, seat === chooser ? drawn : null));
  }
  if (ruling.handOver) return { table: now, reasons, awaitingDiscard: null };
  if (!ruling.awardedTo && ruling.event.kind === 'discard') return { table: now, reasons, awaitingDiscard: null };
  if (ruling.discardBy === chooser) return { table: now, reasons, awaitingDiscard: chooser };
  if (ruling.discardBy && now.phase === 'discard') {
    const tile = plainDiscard(now, ruling.discardBy);
    step(discard(now, ruling.discardBy, tile));
    reasons.push(claimantDiscardsReason(ruling.discardBy, tile));
  }
  reasons.push(whoDrawsNext(ruling));
  return { table: now, reasons, awaitingDiscard: null };
}

/** Who plays once the claimant has discarded: the seat next to draw, or, when the wall is exhausted, nobody (A20). */
export function whoDrawsNext(ruling: Ruling): Reason {
  return nextAfterClaimReason(ruling.nextToDraw);
}
