/**
 * Version 5 of the progress record: the calls a learner let go by at the
 * practice table are kept for review, each position under its id, with a
 * miss logged against it; older records migrate, and what version 4 kept
 * under today's names is never renamed again.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { discardTile, passTile, startPractice } from '../engine';
import { ANSWERS_KEPT, BROKEN, NAMES_VERSION, PROGRESS_KEY, PROGRESS_VERSION, type StorageLike, emptyProgress, loadProgress, readProgress } from './store';
import { keepAnswer, logAnswer, mergeProgress, newVisit, saveResult } from './keep';
import { keepMissedCalls } from './keepMissed';
import { momentId } from './momentId';
import { renameStored } from './renamed';
import { reviewItems } from './review';
import { readProgressFile } from './transfer';

function memory(initial: Record<string, string> = {}): StorageLike & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (k) => (k in data ? data[k] : null), setItem: (k, v) => void (data[k] = String(v)), removeItem: (k) => void delete data[k] };
}

/** Seed 57, East: he passes South's East Wind, of which he holds a pair, so a pung is missed. */
function missedPositions(): string[] {
  const start = startPractice({ seed: 57 });
  const passed = passTile(discardTile(start, start.seats[0].concealed!.at(-1)!));
  return passed.moments.flatMap((m) => (m.review ? [m.review] : []));
}

beforeEach(() => newVisit());

describe('the calls let go by at the practice table', () => {
  it('are kept each under its id with a miss that cites no rule, and come back for review', () => {
    const store = memory();
    const positions = missedPositions();
    expect(positions.length).toBeGreaterThan(0);
    expect(keepMissedCalls(positions, store, 5_000)).toEqual({ saved: true });
    const kept = loadProgress(store);
    const ids = positions.map(momentId);
    expect(kept.version).toBe(PROGRESS_VERSION);
    expect(Object.keys(kept.moments).sort()).toEqual([...ids].sort());
    expect(kept.moments[ids[0]]).toBe(positions[0]);
    expect(kept.answers).toEqual(ids.map((id) => ({ kind: 'moments', id, rules: [], outcome: 'wrong', at: 5_000 })));
    expect(reviewItems(kept.answers).map((i) => i.key)).toEqual(expect.arrayContaining(ids.map((id) => `moments:${id}`)));
  });

  it('the same moment met again is the same item, missed once more; another is another', () => {
    const store = memory();
    const [position] = missedPositions();
    keepMissedCalls([position], store, 1_000);
    keepMissedCalls([position], store, 2_000);
    keepMissedCalls([position.replace('title: ', 'title: Another ')], store, 3_000);
    const kept = loadProgress(store);
    expect(Object.keys(kept.moments)).toHaveLength(2);
    expect(kept.answers.filter((a) => a.id === momentId(position)).map((a) => a.at)).toEqual([1_000, 2_000]);
  });

  it('an answer on the moment in review is kept under it, without a tally of boards', () => {
    const store = memory();
    const [position] = missedPositions();
    keepMissedCalls([position], store, 1_000);
    keepAnswer('moments', momentId(position), true, ['PUNG-NEEDS-PAIR'], store, 2_000);
    const kept = loadProgress(store);
    expect(kept.boards).toEqual({});
    expect(kept.answers.at(-1)).toEqual({ kind: 'moments', id: momentId(position), rules: ['PUNG-NEEDS-PAIR'], outcome: 'right', at: 2_000 });
  });

  it('a position is kept only while an answer names it', () => {
    const store = memory();
    const [position] = missedPositions();
    keepMissedCalls([position], store, 1);
    let p = loadProgress(store);
    for (let i = 0; i < ANSWERS_KEPT; i++) p = logAnswer(p, { kind: 'boards', id: 'to-chow-1', rules: [], outcome: 'right', at: 10 + i });
    saveResult(p, store);
    expect(loadProgress(store).moments).toEqual({});
  });

  it('two tabs keep the moments of both', () => {
    const [a, b] = [momentId('x'), momentId('y')];
    const here = { ...emptyProgress(), moments: { [a]: 'x' } };
    const there = { ...emptyProgress(), moments: { [b]: 'y' } };
    expect(mergeProgress(here, there).moments).toEqual({ [a]: 'x', [b]: 'y' });
  });

  it('a moment with a bad id or too long a position is said to be damaged, and the rest is kept', () => {
    const good = momentId('x');
    const raw = JSON.stringify({ ...emptyProgress(), moments: { [good]: 'x', 'Not An Id': 'y', [momentId('z')]: 'z'.repeat(5000) } });
    const { progress, problem } = readProgress(raw);
    expect(problem).toBe(BROKEN);
    expect(progress.moments).toEqual({ [good]: 'x' });
  });

  it('ids are stable and differ between positions', () => {
    const positions = missedPositions();
    expect(momentId(positions[0])).toBe(momentId(positions[0]));
    expect(momentId(positions[0])).toMatch(/^moment-[a-z0-9]{1,12}$/);
    expect(new Set(Array.from({ length: 2000 }, (_, i) => momentId(`${positions[0]}${i}`))).size).toBe(2000);
  });
});

describe('a record of version 4', () => {
  const v4 = { version: 4, boards: { 'to-chow-1': { solved: true, firstTry: true, misses: 0 } }, puzzles: {}, streak: 0, bestStreak: 0, answers: [{ kind: 'boards', id: 'to-chow-1', rules: [], outcome: 'right', at: 9 }] };

  it('is read whole as version 5, with no moments', () => {
    const { progress, problem } = readProgress(JSON.stringify(v4));
    expect(problem).toBeNull();
    expect(progress).toEqual({ ...v4, version: PROGRESS_VERSION, moments: {} });
  });

  it('is never renamed again: its names are already today’s', () => {
    expect(NAMES_VERSION).toBe(4);
    const store = memory({ [PROGRESS_KEY]: JSON.stringify(v4) });
    expect(renameStored(store)).toBe(false);
    const file = readProgressFile(JSON.stringify(v4));
    expect(file.ok && file.progress.boards).toEqual(v4.boards);
  });

  it('is saved as version 5 by the next answer', () => {
    const store = memory({ [PROGRESS_KEY]: JSON.stringify(v4) });
    keepMissedCalls(missedPositions(), store, 20);
    const saved = JSON.parse(store.data[PROGRESS_KEY]);
    expect(saved.version).toBe(5);
    expect(saved.boards).toEqual(v4.boards);
  });
});
