// @vitest-environment node
/**
 * The illustrations: every data file replays in the engine, step by step,
 * and passes through the position its picture shows; a bad step is named.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../build/checkContent';
import { FormatError } from './formatError';
import { parseStep, picturedProblem, readIllustration, replay } from './illustration';

const root = join(__dirname, '..', '..', '..');
const dir = join(root, 'content', 'illustrations');
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
const load = (file: string) => readIllustration(JSON.parse(readFileSync(join(dir, file), 'utf8')));

describe('the illustrations', () => {
  it("cover Harr's Illustrations 9 to 15 and the modern page's Figures 1 to 3", () => {
    expect(files.map((f) => f.replace('.json', ''))).toEqual(
      expect.arrayContaining(['harr-9', 'harr-10', 'harr-11', 'harr-12', 'harr-13', 'harr-14', 'harr-15', 'figure-1', 'figure-2', 'figure-3']),
    );
  });

  for (const file of files) {
    it(`${file}: every step replays and the moment is the position pictured`, () => {
      const data = load(file);
      const r = replay(data, data.id);
      expect(r.frames).toHaveLength(data.steps.length + 1);
      for (const p of data.pictured) expect(picturedProblem(r.frames[r.moment].table, p)).toBeNull();
      for (const frame of r.frames.slice(1)) expect(frame.explanation.length).toBeGreaterThan(0);
    });
  }

  it('passes the content checks: rules, lesson sections, photographs, try-it positions', () => {
    expect(checkContent(root).illustrations.size).toBe(files.length);
  });
});

describe('Illustration 12', () => {
  const data = load('harr-12.json');
  const r = replay(data, data.id);
  const frameAfter = (move: string) => r.frames.find((f) => f.move === move)!;

  it("East's pung passes over West and North", () => {
    const pung = frameAfter('East pung');
    expect(pung.lostTurns).toEqual(['West', 'North']);
    expect(pung.explanation.map((e) => e.rule)).toEqual(expect.arrayContaining(['PUNG-OUT-OF-TURN', 'TURN-SKIP', 'TURN-AFTER-CLAIM']));
  });

  it('after East discards, South plays, not North as the caption says (A6)', () => {
    const north = r.frames.find((f) => f.refusal)!;
    expect(north.move).toBe('North draws');
    expect(north.refusal!.rule).toBe('SEAT-ORDER');
    expect(r.frames.at(-1)!.move).toBe('South draws');
    expect(r.frames.at(-1)!.table.turn).toBe('South');
  });
});

describe('Illustration 15 and its errata', () => {
  it('as printed, East holds the fourth 1 of Circles already and may add it after his draw', () => {
    const data = load('harr-15.json');
    const printed = replay(data.printed!, 'printed');
    const kong = printed.frames.find((f) => f.move === 'East adds 1d')!;
    expect(kong.explanation[0].rule).toBe('KONG-ADD-DRAWN');
  });
});

describe('steps in words', () => {
  it('reads each kind of move', () => {
    expect(parseStep('South draws')).toEqual({ type: 'draw', seat: 'South' });
    expect(parseStep('South discards 9c')).toEqual({ type: 'discard', seat: 'South', tile: '9c' });
    expect(parseStep('East pung')).toEqual({ type: 'claim', claims: [{ seat: 'East', kind: 'pung' }] });
    expect(parseStep('East chow 4c 6c')).toEqual({ type: 'claim', claims: [{ seat: 'East', kind: 'chow', tiles: ['4c', '6c'] }] });
    expect(parseStep('South chow 8d 9d, North pung').type).toBe('claim');
    expect(parseStep('West declares 1d')).toEqual({ type: 'kong', seat: 'West', tile: '1d' });
    expect(parseStep('West adds 5b')).toEqual({ type: 'kong', seat: 'West', tile: '5b' });
    expect(parseStep('West loose')).toEqual({ type: 'loose', seat: 'West' });
    expect(parseStep('East declares mahjong')).toEqual({ type: 'mahjong', seat: 'East' });
    expect(parseStep('pass')).toEqual({ type: 'pass' });
  });

  it('names the step the engine refuses', () => {
    const start = 'title: t\nview: East\nEast: hidden\nturn: East draws';
    expect(() => replay({ start, steps: [{ move: 'East draws' }, { move: 'East draws' }] }, 'x')).toThrow(/^steps\[1\]\.move: the engine refuses "East draws": .*\[TURN-DRAW-DISCARD\]/);
    expect(() => replay({ start, steps: [{ move: 'South draws', refused: 'KONG-LOOSE-TILE' }] }, 'x')).toThrow(/^steps\[0\]\.move: the engine refuses "South draws" for SEAT-ORDER, not KONG-LOOSE-TILE/);
    expect(() => replay({ start, steps: [{ move: 'East dances' }] }, 'x')).toThrow(FormatError);
  });
});
