/**
 * A puzzle ruled by the judge: the engine's Ruling on its calls as they were
 * announced, and that ruling as the grading reads it (PuzzleRuling), made
 * once: when the site is built for a puzzle file (its page fetches it with
 * the puzzle, src/pages/puzzles/[id].json.ts), or as a practice puzzle is
 * made in the browser. A puzzle page then grades every answer without the
 * judge (puzzleRuling.ts). gradeAnswer and engineAnswer rule and grade in one
 * step, for the files' readers, the judge and the tests.
 */
import { type Ruling, adjudicate } from './adjudicate';
import { decidesTheTile } from './core/claiming';
import { outrankedClaimReason, refusedClaimReason } from './explain/claimVerdicts';
import type { Puzzle } from './position';
import { type Grade, type LearnerAnswer, type PuzzleRuling, type RuledPuzzle, type SeatMiss, markAnswer, rulingAnswer } from './puzzleRuling';
import type { Reason } from './refusal';
import type { Seat } from './seats';

/** The engine's ruling on the calls as announced. */
export function rulePuzzle(puzzle: Puzzle): Ruling {
  return adjudicate(puzzle.scenario.table, puzzle.scenario.claims);
}

/** The steps of a ruling that decide it: refusals and precedence, or else the award itself. */
export function decisiveReasons(ruling: Ruling): Reason[] {
  const key = ruling.explanation.filter((r, i) => i > 0 && (decidesTheTile(r.rule) || ruling.claims.some((c) => !c.legal && c.rule === r.rule)));
  return key.length ? key : ruling.explanation.slice(1, 3);
}

/**
 * Why the seat the learner named does not take the tile, from the ruling's
 * verdict on his call: outranked (a legal call that lost on precedence), or
 * refused. Of several calls from one seat, a legal one speaks for him.
 */
export function whyNotSeat(ruling: Ruling, seat: Seat): SeatMiss {
  const verdicts = ruling.claims.filter((c) => c.seat === seat);
  const outranked = verdicts.find((c) => c.legal && !c.awarded && c.rule);
  if (outranked) {
    return { feedback: 'weaker', why: outrankedClaimReason(seat, outranked.claim, outranked.as ?? null, outranked.rule!, outranked.message) };
  }
  const refused = verdicts.find((c) => !c.legal && c.rule);
  if (refused) return { feedback: 'wrong', why: refusedClaimReason(seat, refused.claim, refused.rule!, refused.message) };
  return { feedback: 'wrong', why: null };
}

/** The ruling as a puzzle's grading reads it: its answer, its reasoning, the steps that decide it, and why each other calling seat misses. */
export function puzzleRulingOf(ruling: Ruling): PuzzleRuling {
  const { event, awardedTo, awardedAs, handOver, nextToDraw, lostTurns, explanation } = ruling;
  const misses: PuzzleRuling['misses'] = {};
  for (const c of ruling.claims) if (c.seat !== awardedTo) misses[c.seat] = whyNotSeat(ruling, c.seat);
  const winners = awardedTo && awardedAs === 'mahjong' ? [awardedTo] : [];
  return { event, awardedTo, awardedAs, winners, handOver, nextToDraw, lostTurns, explanation, decisive: decisiveReasons(ruling), misses };
}

/** The puzzle with the engine's ruling on it, ready for a puzzle board. */
export function ruledPuzzle(puzzle: Puzzle): RuledPuzzle {
  return { ...puzzle, ruling: puzzleRulingOf(rulePuzzle(puzzle)) };
}

/** The learner's answer marked against the engine's ruling (puzzleRuling.ts markAnswer), the puzzle ruled first. */
export function gradeAnswer(puzzle: Puzzle, answer: LearnerAnswer, missesBefore?: number): Grade {
  return markAnswer(ruledPuzzle(puzzle), answer, missesBefore);
}

/** The learner's answer that the engine gives: for "Show the ruling". */
export function engineAnswer(puzzle: Puzzle): Required<LearnerAnswer> {
  return rulingAnswer(puzzleRulingOf(rulePuzzle(puzzle)));
}
