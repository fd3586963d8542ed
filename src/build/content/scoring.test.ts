import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkScoring, scoringPuzzles } from './scoring';

describe('the scoring drill in content/scoring', () => {
  it('has at least 15 puzzles, each proved by the engine, at distinct addresses', () => {
    const puzzles = scoringPuzzles();
    expect(puzzles.length).toBeGreaterThanOrEqual(15);
    expect(new Set(puzzles.map((p) => p.id)).size).toBe(puzzles.length);
    expect(checkScoring(process.cwd()).choices).toBeGreaterThanOrEqual(3);
  });

  it('stops on a puzzle whose stated score is wrong, naming the file and the field', () => {
    const root = mkdtempSync(join(tmpdir(), 'cpk-scoring-'));
    mkdirSync(join(root, 'content', 'scoring'), { recursive: true });
    const bad = { title: 'T', seat: 'South', sets: ['pung 2d exposed', 'chow 3c', 'chow 6b exposed', 'chow 4d', 'pair 9b'], win: { by: 'discard', tile: '2d', set: 1 }, answer: 30, choices: [22, 30, 44], lesson: 'L.' };
    writeFileSync(join(root, 'content', 'scoring', '01-bad.json'), JSON.stringify(bad));
    expect(() => scoringPuzzles(root)).toThrow(expect.objectContaining({ file: 'content/scoring/01-bad.json', field: 'answer' }));
  });
});
