/**
 * Grading on the course's own boards (issue 28): a call counts as the engine
 * rules it, an answer is graded on the rule that decided it, a corrected
 * miss credits the rule that was missed, the rules the board carries out for
 * the learner are never graded, "Show me" blames no later lesson, and a
 * learner who answered every board right at least once sees no rule weak.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { loadContentSet } from '../build/content/contentSet';
import { type BoardState, CLAIM_KINDS, answerOnBoard, claimOnBoard, discardOnBoard, moveOnBoard, openBoard, passOnBoard, showRightClaim } from '../engine';
import { NEVER_GRADED_ON_A_CLAIM } from '../engine/grading';
import { boardRules } from './cited';
import { masteryByRule } from './mastery';
import { type StorageLike, loadProgress } from './store';
import { keepAnswer, newVisit } from './keep';

const set = loadContentSet();
const board = (name: string) => openBoard(set.scenarios.get(name)!);
const every = set.lessons.flatMap((l) => l.boards.map((name) => ({ lesson: l, name })));

function memory(): StorageLike {
  const data: Record<string, string> = {};
  return { getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v), removeItem: (k) => void delete data[k] };
}

/** What ClaimBoard keeps of a step (its one line that reports an answer). */
function report(store: StorageLike, name: string, state: BoardState): BoardState {
  if (state.answered && (state.answered.counts || state.answered.right)) keepAnswer('boards', name, state.answered.right, boardRules(state), store);
  return state;
}

/** Every answer a learner could give on a board first: each call, a pass, each own-turn move, a discard, each answer to its question. */
function firstAnswers(open: BoardState): BoardState[] {
  const out: BoardState[] = [];
  if (open.claimButtons) {
    for (const kind of CLAIM_KINDS) {
      const state = claimOnBoard(open, kind);
      out.push(state);
      for (const choice of state.choosing ?? []) out.push(claimOnBoard(open, 'chow', choice.tiles));
    }
    out.push(passOnBoard(open));
  }
  for (const t of open.turn ?? []) out.push(moveOnBoard(open, t.move));
  for (const tile of new Set(open.discard?.tiles ?? [])) out.push(discardOnBoard(open, tile));
  for (const choice of open.question?.choices ?? []) out.push(answerOnBoard(open, choice.seats));
  return out.filter((s) => s.answered);
}

beforeEach(() => newVisit());

describe('a winning Chow or Pung counts as right (A19)', () => {
  const winning = ['sets-and-the-hand-1', 'sets-and-the-hand-2', 'claim-rules-3', 'claim-rules-5', 'claim-rules-6', 'precedence-2', 'robbing-the-kong-1'];

  it.each(winning.flatMap((name) => (['chow', 'pung'] as const).map((kind) => [name, kind] as const)))('%s: %s is ruled as Mah-Jongg, right, and earns the star', (name, kind) => {
    const store = memory();
    const state = report(store, name, claimOnBoard(board(name), kind));
    expect(state.ruled?.ruling?.awardedAs).toBe('mahjong');
    expect(state.answered).toEqual({ right: true, counts: true });
    expect(loadProgress(store).boards[name]).toEqual({ solved: true, firstTry: true, misses: 0 });
    expect(loadProgress(store).answers.map((a) => a.outcome)).toEqual(['right']);
  });

  it("lesson 2 page 1: a Chow of East's 9 wins by A19, and the board says it could not stand as a chow", () => {
    const state = claimOnBoard(board('sets-and-the-hand-1'), 'chow');
    expect(state.answered?.right).toBe(true);
    const said = state.ruled!.judgement!.text.join('');
    expect(said).toMatch(/^That completes your hand, so it is right\./);
    // East sits on South's left: the chow's seat is right, its tiles are not.
    expect(said).not.toMatch(/only the discard of the player on your left/);
    expect(said).toMatch(/makes no run with your tiles/);
    expect(said).toMatch(/Mah-Jongg is the word to call\./);
  });

  it('lesson 5 page 5: a Chow of North\'s 7 from the wrong seat wins by A19, and the board says both why it could not stand', () => {
    const said = claimOnBoard(board('claim-rules-5'), 'chow').ruled!.judgement!.text.join('');
    expect(said).toMatch(/you may chow only the discard of the player on your left, and the 7 of Characters makes no run with your tiles/);
  });

  it("lesson 8 page 1: a Chow or Pung of West's added 5 wins by A19, and the board says a tile added to a pung is taken only to go out", () => {
    // South holds the 4 and 6 of Bamboo: the 5 does make a run with his tiles, and his seat is not what stops a chow.
    const chow = claimOnBoard(board('robbing-the-kong-1'), 'chow').ruled!.judgement!.text.join('');
    const pung = claimOnBoard(board('robbing-the-kong-1'), 'pung').ruled!.judgement!.text.join('');
    for (const said of [chow, pung]) {
      expect(said).toMatch(/could not stand \(the 5 of Bamboo is being added to an exposed pung, and such a tile may be taken only to go out\), but a/);
      expect(said).not.toMatch(/makes no run|player on your left|no pair/);
    }
  });

  it('a chow that does not complete the hand is still judged as a chow', () => {
    expect(claimOnBoard(board('to-chow-2'), 'chow').answered?.right).toBe(false);
  });
});

describe('an answer is graded on the rule that decided it', () => {
  it('a refusal on its rule; the right call on the rule that makes it right, not what the ruling merely mentions', () => {
    const open = board('to-chow-1');
    expect(boardRules(claimOnBoard(open, 'pung'))).toEqual(['PUNG-NEEDS-PAIR']);
    expect(boardRules(claimOnBoard(open, 'chow'))).toEqual(['CHOW-LEFT-ONLY']);
    // The ruling cites more: the discard's announcement, the set laid out, who plays next.
    expect(claimOnBoard(open, 'chow').ruled!.reasons.map((r) => r.rule)).toEqual(expect.arrayContaining(['ANNOUNCE-DISCARD', 'CHOW-EXPOSE', 'TURN-AFTER-CLAIM']));
  });

  it('a weaker call is graded on what the right call needed: Pung where Kong was open', () => {
    expect(boardRules(claimOnBoard(board('precedence-1'), 'pung'))).toEqual(['PREC-KONG-OVER-PUNG', 'KONG-FROM-DISCARD']);
  });

  it('a right pass on the rule that refuses the call the hand comes close to', () => {
    expect(boardRules(passOnBoard(board('to-chow-2')))).toEqual(['CHOW-LEFT-ONLY']);
    expect(boardRules(passOnBoard(board('to-pung-1')))).toEqual(['PUNG-NEEDS-PAIR']);
    expect(boardRules(passOnBoard(board('four-of-a-kind-5')))).toEqual(['KONG-ONE-DISCARD-ONLY']);
  });

  it('never on a rule the board carries out for the learner, on any claim board, whatever he answers', () => {
    for (const { name } of every) {
      const open = board(name);
      if (!open.claimButtons) continue;
      for (const state of [...firstAnswers(open), showRightClaim(open)]) {
        const graded = boardRules(state);
        const refusal = state.refused?.refusal.rule;
        for (const rule of graded) if (rule !== refusal) expect(NEVER_GRADED_ON_A_CLAIM.has(rule as never), `${name}: ${rule}`).toBe(false);
      }
    }
  });

  it('"Show me" on lesson 3 marks only lesson 3\'s own rules', () => {
    const lesson = set.lessons.find((l) => l.id === '03-to-chow')!;
    for (const name of lesson.boards) for (const rule of boardRules(showRightClaim(board(name)))) expect(lesson.rules, `${name}: ${rule}`).toContain(rule);
  });

  it('"Show me" marks no rule of a lesson not yet reached, on every board of every lesson', () => {
    const taughtBy = (order: number) => new Set(set.lessons.filter((l) => l.order <= order).flatMap((l) => l.rules));
    for (const { lesson, name } of every) {
      for (const rule of boardRules(showRightClaim(board(name)))) expect(taughtBy(lesson.order).has(rule), `${lesson.id} ${name}: ${rule}`).toBe(true);
    }
  });

  it('"Show me" on every board of lesson 2 leaves no rule of lessons 4 and 5 graded, let alone weak, though its rulings cite them', () => {
    const store = memory();
    const lesson = set.lessons.find((l) => l.id === '02-sets-and-the-hand')!;
    const later = new Set(set.lessons.filter((l) => l.order > 2).flatMap((l) => l.rules).filter((r) => !lesson.rules.includes(r)));
    const cited = new Set<string>();
    for (const name of lesson.boards) {
      const shown = report(store, name, showRightClaim(board(name)));
      for (const reason of shown.ruled?.reasons ?? []) cited.add(reason.rule);
    }
    // The rulings name the rule of taking a winning tile out of turn (lesson 5): the grading leaves it out.
    expect(cited.has('PUNG-MJ-EXCEPTION')).toBe(true);
    const graded = loadProgress(store).answers.flatMap((a) => a.rules);
    expect(graded.length).toBeGreaterThan(0);
    expect(graded.filter((r) => later.has(r))).toEqual([]);
    expect([...masteryByRule(loadProgress(store).answers).keys()].filter((r) => later.has(r))).toEqual([]);
  });
});

describe('a corrected miss credits the rule that was missed', () => {
  it('a refused Chow then the right pass: CHOW-LEFT-ONLY is missed, then credited as helped', () => {
    const store = memory();
    const open = board('to-chow-2');
    report(store, 'to-chow-2', claimOnBoard(open, 'chow'));
    report(store, 'to-chow-2', passOnBoard(open));
    const answers = loadProgress(store).answers;
    expect(answers.map((a) => [a.outcome, a.rules])).toEqual([
      ['wrong', ['CHOW-LEFT-ONLY']],
      ['helped', ['CHOW-LEFT-ONLY']],
    ]);
    expect(masteryByRule(answers).get('CHOW-LEFT-ONLY')!.level).not.toBe('weak');
  });

  it('a miss on another lesson\'s rule is credited too once the board is answered right', () => {
    const store = memory();
    const open = board('to-chow-1');
    report(store, 'to-chow-1', claimOnBoard(open, 'pung'));
    report(store, 'to-chow-1', claimOnBoard(open, 'kong'));
    report(store, 'to-chow-1', claimOnBoard(open, 'chow'));
    const last = loadProgress(store).answers.at(-1)!;
    expect(last.outcome).toBe('helped');
    expect(last.rules.sort()).toEqual(['CHOW-LEFT-ONLY', 'KONG-FROM-DISCARD', 'PUNG-NEEDS-PAIR']);
  });

  it('exploring a second answer after a solved board carries no penalty', () => {
    const store = memory();
    const open = board('to-chow-1');
    report(store, 'to-chow-1', claimOnBoard(open, 'chow'));
    report(store, 'to-chow-1', claimOnBoard(open, 'pung'));
    report(store, 'to-chow-1', passOnBoard(open));
    expect(loadProgress(store).answers.map((a) => a.outcome)).toEqual(['right']);
    expect(loadProgress(store).boards['to-chow-1'].firstTry).toBe(true);
  });
});

describe('the whole course, each board answered wrong first and then right', () => {
  it('leaves no rule weak, with every wrong first answer any board offers', () => {
    // For each board, every wrong first answer it offers, each in a course of its own order: the worst case per rule is covered.
    const wrongs = every.map(({ name }) => firstAnswers(board(name)).filter((s) => !s.answered!.right));
    const longest = Math.max(...wrongs.map((w) => w.length));
    for (let pick = 0; pick < longest; pick++) {
      const store = memory();
      for (const [i, { name }] of every.entries()) {
        newVisit();
        const open = board(name);
        const wrong = wrongs[i][pick % Math.max(1, wrongs[i].length)];
        if (wrong) report(store, name, wrong);
        const right = firstAnswers(open).find((s) => s.answered!.right);
        expect(right, `${name} has a right answer`).toBeDefined();
        report(store, name, right!);
      }
      const weak = [...masteryByRule(loadProgress(store).answers).values()].filter((m) => m.level === 'weak').map((m) => m.rule);
      expect(weak, `course ${pick}`).toEqual([]);
      const progress = loadProgress(store);
      for (const { name } of every) expect(progress.boards[name]?.solved, name).toBe(true);
    }
  });

  it('after "Show me" on every board, then the right answer, no rule is weak either', () => {
    const store = memory();
    for (const { name } of every) {
      newVisit();
      const open = board(name);
      report(store, name, showRightClaim(open));
      const right = firstAnswers(open).find((s) => s.answered!.right);
      if (right) report(store, name, right);
    }
    const weak = [...masteryByRule(loadProgress(store).answers).values()].filter((m) => m.level === 'weak');
    expect(weak.map((m) => m.rule)).toEqual([]);
  });
});
