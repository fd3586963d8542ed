/**
 * What a learner reads speaks in words: no rule id, no decision code and no
 * tile code ends or fills a sentence of a board, a puzzle, an illustration or
 * a lesson. Ids and codes belong to the rules reference, the notation and the
 * referee's file view; a learner meets a rule by its title (the link under a
 * reason) and a tile by its name. Every board of content/ is played through
 * every call, pass, "Show me", own-turn move and answer to its question, and
 * every string of every state it reaches is read.
 */
import { describe, expect, it } from 'vitest';
import { type BoardState, answerOnBoard, claimOnBoard, discardOnBoard, moveOnBoard, openBoard, passOnBoard, showRightClaim } from '../../engine/board';
import { CLAIM_KINDS } from '../../engine/callNames';
import { describeStep, replay } from '../../engine/formats/illustration';
import { SEATS } from '../../engine/seats';
import { puzzleView } from '../../engine/puzzleRuling';
import { gradeAnswer } from '../../engine/rulePuzzle';
import { contentFiles, illustrations, puzzles, scenarios } from '../content/content';
import { learnerCodes } from './learnerWords';

/** Every string in a value, but the fields that hold tiles, seats, calls or rule ids as data. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (DATA_KEYS.has(key)) continue;
      strings(v, out);
    }
  }
  return out;
}

// Data, not words: tiles and sets (drawn as tiles), seats, the call kinds, the rule a reason links (drawn by its title),
// the rules an answer is graded on (kept in progress, never shown).
const DATA_KEYS = new Set(['position', 'table', 'answer', 'event', 'tiles', 'tile', 'dead', 'concealed', 'melds', 'call', 'move', 'rule', 'kind', 'seat', 'seats', 'place', 'ruling', 'winnerScore', 'refusal_rule', 'graded']);

function boardTexts(state: BoardState): string[] {
  const { refused, ...rest } = state;
  const texts = strings(rest);
  if (refused) texts.push(refused.head, refused.refusal.message, ...(refused.refusal.fix ? [refused.refusal.fix] : []));
  return texts;
}

/** Every state a board reaches in one step from its opening, from a chow's choice, and from its question's right answer the discard that follows. */
function everyState(open: BoardState): BoardState[] {
  const states: BoardState[] = [open, passOnBoard(open), showRightClaim(open)];
  if (open.claimButtons) {
    for (const kind of CLAIM_KINDS) {
      const claimed = claimOnBoard(open, kind);
      states.push(claimed);
      for (const choice of claimed.choosing ?? []) states.push(claimOnBoard(claimed, kind, choice.tiles));
    }
  }
  for (const button of open.turn ?? []) states.push(moveOnBoard(open, button.move));
  for (const tile of open.discard?.tiles ?? []) states.push(discardOnBoard(open, tile));
  for (const choice of open.question?.choices ?? []) {
    const answered = answerOnBoard(open, choice.seats);
    states.push(answered, ...(answered.discard ? [discardOnBoard(answered, answered.discard.tiles[0])] : []));
  }
  return states;
}

/** Each text of `texts` that holds a code, with where it was read; one test lists them all, not just the first. */
function coded(where: string, texts: readonly string[]): string[] {
  return [...new Set(texts)].filter((text) => learnerCodes(text).length > 0).map((text) => `${where}: ${learnerCodes(text).join(', ')} in ${JSON.stringify(text)}`);
}

describe('the codes a learner must not read', () => {
  it('finds rule ids, decision codes and tile codes, and nothing in plain words', () => {
    expect(learnerCodes('Refused [CHOW-LEFT-ONLY]')).toEqual(['CHOW-LEFT-ONLY']);
    expect(learnerCodes('as decision S8 says')).toEqual(['decision S8']);
    expect(learnerCodes('the engine follows it (A19).')).toEqual(['(A19)']);
    expect(learnerCodes('He would need 3b-4b in his hand')).toEqual(['3b']);
    expect(learnerCodes('West gets the 5b tile')).toEqual(['5b']);
    expect(learnerCodes('a pair of Rd')).toEqual(['Rd']);
    expect(learnerCodes('He would need the 3 and 4 of Bamboo. Play passes to East, then South (Harr, rule 2).')).toEqual([]);
  });
});

describe('what a learner reads', () => {
  it('on every board, through every call, pass, "Show me", own-turn move and answer to its question', () => {
    const found: string[] = [];
    for (const [name, position] of scenarios()) {
      for (const state of everyState(openBoard(position))) found.push(...coded(name, boardTexts(state)));
    }
    expect([...new Set(found)]).toEqual([]);
  });

  it('in every puzzle: prompt, titles, hints, the explanation and the marks of every answer', () => {
    const found: string[] = [];
    for (const { id, puzzle } of puzzles() ?? []) {
      found.push(...coded(id, strings(puzzleView(puzzle))));
      found.push(...coded(id, [puzzle.scenario.title, puzzle.scenario.solvedTitle ?? '', puzzle.scenario.prompt ?? '', ...puzzle.hints, puzzle.explain ?? '']));
      for (const winner of [null, ...SEATS]) {
        const grade = gradeAnswer(puzzle, { winner, next: winner, lost: [] });
        found.push(...coded(id, [grade.headline, ...(grade.why ? [grade.why.text] : []), ...grade.explanation.map((r) => r.text), ...grade.short.map((r) => r.text), ...grade.parts.flatMap((p) => [p.expected, p.given])]));
      }
    }
    expect([...new Set(found)]).toEqual([]);
  });

  it("in every illustration: caption, notes, steps and the engine's words at each step", () => {
    const found: string[] = [];
    for (const { data } of illustrations() ?? []) {
      found.push(...coded(data.id, [data.title, data.caption, data.tryIt, ...data.notes.flatMap((n) => [n.title, n.text]), ...data.steps.flatMap((s) => [describeStep(s), s.note ?? ''])]));
      for (const frame of replay(data, data.id).frames) found.push(...coded(data.id, [...frame.explanation.map((r) => r.text), frame.refusal?.message ?? '', frame.refusal?.fix ?? '', frame.note ?? '']));
    }
    expect(found).toEqual([]);
  });

  it("in every lesson's prose (links and components aside)", () => {
    const found: string[] = [];
    for (const f of contentFiles('lessons') ?? []) found.push(...coded(f.name, lessonProse(f.text).split('\n')));
    expect(found).toEqual([]);
  });
});

/** A lesson's text as a learner reads it: frontmatter, imports, components and link targets dropped. */
function lessonProse(mdx: string): string {
  return mdx
    .replace(/^---[\s\S]*?\n---/, '')
    .replace(/^import .*$/gm, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\]\([^)]*\)/g, ']');
}
