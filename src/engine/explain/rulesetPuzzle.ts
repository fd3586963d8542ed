/**
 * A puzzle ruled under one of today's rulesets, in the shape a puzzle's
 * grading reads (PuzzleRuling, as rulePuzzle.ts makes it for Harr's): who
 * takes the tile, every winner where several may win, the reasoning step by
 * step, and why each other calling seat misses, each step citing the rule
 * that decides it. Made when the site is built, like every puzzle's ruling,
 * so a puzzle page grades under a ruleset without loading the presets.
 * The ruling is rulingUnder's; the sentences, rulesetWords'.
 */
import type { Position } from '../position';
import type { PuzzleRuling, SeatMiss } from '../puzzleRuling';
import type { AnyReason } from '../refusal';
import type { RulesetFacts } from '../rulesets/facts';
import type { PresetDecision } from '../rulesets/judgeUnder';
import { type PresetRuling, ruleUnder } from '../rulesets/rulingUnder';
import type { RulesetId } from '../rulesets/ruleset';
import { type Seat, nextSeat } from '../seats';
import { drawableCount } from '../table';
import { outrankedClaimReason, refusedClaimReason } from './claimVerdicts';
import { CALL_RULE } from './practice';
import { wordDecision, wordOutcome } from './rulesetWords';

/** A decision as a step of the reasoning: its sentence, citing the rule that decides it, or else the rule that allows the call. */
function step(d: PresetDecision, ruling: PresetRuling): AnyReason {
  const words = wordDecision(d, ruling);
  const allowing = CALL_RULE[d.legal ? d.as : d.claim.kind];
  return { rule: d.rule ?? allowing, text: `${words.text}${words.fix ? ` ${words.fix}` : ''}` };
}

/** Who draws from the wall once the tile is dealt with: nobody after a win or an abortive draw, or with the wall empty. */
function nextToDraw(position: Position, ruling: PresetRuling): Seat | null {
  if (ruling.winners.length || ruling.aborted || drawableCount(position.table) === 0) return null;
  const event = position.event!;
  if (ruling.awardedTo) return nextSeat(ruling.awardedTo);
  // Nobody takes it: after a discard the next player draws; a kong's maker draws his loose tile.
  return event.kind === 'discard' ? nextSeat(event.seat) : event.seat;
}

/** The ruling under a ruleset as the grading reads it. */
// Named apart from rulePuzzle.ts puzzleRulingOf, which reads a ruling of Harr's; this one reads a ruling under a ruleset.
function presetPuzzleRuling(position: Position, ruling: PresetRuling): PuzzleRuling {
  const event = position.event!;
  const taking = new Set<Seat>(ruling.winners.length ? ruling.winners : ruling.awardedTo ? [ruling.awardedTo] : []);
  const outcome: AnyReason = {
    rule: ruling.decidedBy ?? ruling.decisions.find((d) => taking.has(d.claim.seat))?.rule ?? ruling.decisions.find((d) => !d.legal)?.rule ?? CALL_RULE.mahjong,
    text: `Under ${ruling.rules.name}: ${wordOutcome(ruling, false)}`,
  };
  const steps = ruling.decisions.map((d) => step(d, ruling));
  const misses: PuzzleRuling['misses'] = {};
  for (const d of ruling.decisions) {
    const seat = d.claim.seat;
    if (taking.has(seat) || misses[seat]?.feedback === 'weaker') continue;
    // Of several calls from one seat, a legal one speaks for him.
    const miss: SeatMiss = d.legal
      ? { feedback: 'weaker', why: outrankedClaimReason(seat, d.claim.kind, d.as, ruling.decidedBy ?? outcome.rule, wordOutcome(ruling, false)) }
      : { feedback: 'wrong', why: refusedClaimReason(seat, d.claim.kind, d.rule, step(d, ruling).text) };
    misses[seat] = miss;
  }
  const decisive = [...steps.filter((_, i) => !ruling.decisions[i].legal || ruling.decisions[i].rule), ...(ruling.decidedBy ? [outcome] : [])];
  return {
    event,
    awardedTo: ruling.awardedTo,
    awardedAs: ruling.awardedAs,
    winners: [...ruling.winners],
    handOver: ruling.winners.length > 0 || ruling.aborted !== null,
    nextToDraw: nextToDraw(position, ruling),
    lostTurns: [...ruling.lostTurns],
    explanation: [outcome, ...steps],
    decisive: decisive.length ? decisive : [outcome],
    misses,
  };
}

/** A position's calls ruled under a ruleset, as a puzzle's grading reads the ruling; with the ruling itself. */
export function rulePuzzleUnder(id: RulesetId, position: Position, facts: RulesetFacts): { ruling: PresetRuling; puzzle: PuzzleRuling } {
  const ruling = ruleUnder(id, position.table, position.claims, facts);
  return { ruling, puzzle: presetPuzzleRuling(position, ruling) };
}
