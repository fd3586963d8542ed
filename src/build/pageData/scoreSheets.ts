/**
 * Scored hands as the score widgets draw them: the engine scores the hand at
 * build time and this turns its answer into plain data (tiles, lines with
 * their links), so an island ships no scoring code.
 */
import { type HandScore, type LaidDownHand, SCORING_DECISIONS, type ScoreLine, type WinningWay, scoreHand, tileName } from '../../engine/index';
import { RULES, ruleHref } from '../../engine/rules';
import type { ScoreSheetData, SheetLine } from '../../widgets/score/ScoreSheet';
import { decisionAnchor } from './reference';

const HOW: Record<string, string> = { discard: 'by claiming', wall: 'by drawing', 'loose-tile': 'on the loose tile' };

function lineLink(line: ScoreLine): SheetLine['link'] {
  // A learner reads the decision by its title, not its code (issue 28).
  const decision = line.decision && SCORING_DECISIONS.find((d) => d.id === line.decision);
  if (decision) return { href: `/rules/#${decisionAnchor(decision.id)}`, text: decision.title };
  if (line.rule) return { href: ruleHref(line.rule), text: RULES[line.rule].title };
  return undefined;
}

/** One line as drawn: its value written "+20" or "×8". */
export function sheetLine(line: ScoreLine): SheetLine {
  const value = line.part === 'doubling' ? `×${2 ** line.doubles}` : `+${line.points}`;
  const link = lineLink(line);
  return { label: line.label, part: line.part, value, running: line.running, why: line.why, ...(link ? { link } : {}) };
}

/** Who holds the hand and how it ended, in words. */
export function handCaption(hand: LaidDownHand, win?: WinningWay): string {
  const seat = `${hand.seat} Wind`;
  if (!win) return hand.dead ? `${seat}, a dead hand` : `${seat}, who did not win`;
  if (win.by === 'original-hand') return `${seat}, who won on the hand as dealt`;
  return `${seat}, who won ${HOW[win.by]} the ${tileName(win.tile)}`;
}

/** A hand scored by the engine, as a sheet. */
export function scoreSheet(hand: LaidDownHand, win?: WinningWay, score: HandScore = scoreHand(hand, win)): ScoreSheetData {
  return {
    who: handCaption(hand, win),
    sets: hand.sets.map((set, i) => ({
      kind: set.kind,
      tiles: set.tiles,
      exposed: set.exposed,
      label: setLabel(set),
      winning: Boolean(win && win.by !== 'original-hand' && win.set === i),
    })),
    odd: hand.odd ?? [],
    lines: score.lines.map(sheetLine),
    total: score.points,
    final: score.final,
  };
}

function setLabel(set: LaidDownHand['sets'][number]): string {
  const first = tileName(set.tiles[0]);
  // A set built in the hand was never claimed: not a "pung" or a "chow", the lessons' words for claims.
  if (set.kind === 'chow') return set.exposed ? `Chow from ${first}, exposed` : `Run from ${first}, concealed`;
  if (set.kind === 'pair') return `Pair of ${first}`;
  if (set.exposed) return `${set.kind === 'pung' ? 'Pung' : 'Kong'} of ${first}, exposed`;
  return `${set.kind === 'pung' ? 'Three' : 'Four'} of a kind, ${first}, concealed`;
}
