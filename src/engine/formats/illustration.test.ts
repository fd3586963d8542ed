// @vitest-environment node
/**
 * The illustrations: every data file replays in the engine, step by step,
 * and passes through the position its picture shows; a bad step is named.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../build/checks/checkContent';
import { FormatError } from './formatError';
import { describeStep, parseStep, picturedProblem, readIllustration, replay } from './illustration';
import { thrown } from '../../../tests/thrown';

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

  it('says a fourth tile is added to a pung, and a kong of four in hand declared', () => {
    expect(describeStep({ move: 'West adds 5b' })).toBe('West adds the 5 of Bamboo to his pung');
    expect(describeStep({ move: 'West declares 1d' })).toBe('West declares a kong of 1 of Circles');
  });

  it('names the step the engine refuses', () => {
    const start = 'title: t\nview: East\nEast: hidden\nturn: East draws';
    expect(() => replay({ start, steps: [{ move: 'East draws' }, { move: 'East draws' }] }, 'x')).toThrow(/^steps\[1\]\.move: the engine refuses "East draws": .*\[TURN-DRAW-DISCARD\]/);
    expect(() => replay({ start, steps: [{ move: 'South draws', refused: 'KONG-LOOSE-TILE' }] }, 'x')).toThrow(/^steps\[0\]\.move: the engine refuses "South draws" for SEAT-ORDER, not KONG-LOOSE-TILE/);
    expect(() => replay({ start, steps: [{ move: 'East dances' }] }, 'x')).toThrow(FormatError);
  });
});

describe('the data files are checked by a schema, naming the path of each problem', () => {
  const good = () => JSON.parse(readFileSync(join(dir, 'harr-12.json'), 'utf8'));
  function failure(raw: unknown): FormatError {
    return thrown(FormatError, () => readIllustration(raw), 'accepted');
  }
  const where = (e: FormatError) => e.problems.map((p) => p.field);

  it('reads a good file, its rule ids and refused steps typed as rule ids', () => {
    const data = readIllustration(good());
    expect(data.rules).toContain('TURN-SKIP');
    expect(data.steps.find((s) => s.refused)?.refused).toBe('SEAT-ORDER');
  });

  it('a malformed step: its path, steps[3].move', () => {
    const raw = good();
    raw.steps[3] = { move: 7 };
    const e = failure(raw);
    expect(e).toMatchObject({ field: 'steps[3].move', line: null, rule: null });
    expect(e.message).toBe('steps[3].move: must be text');
  });

  it('every problem at once: a wrong type, a missing field, unknown rule ids, an unknown field', () => {
    const raw = { ...good(), number: 'twelve', colour: 'red', rules: ['TURN-SKIP', 'CHOW-RIGHT-ONLY'] };
    delete raw.caption;
    raw.steps[0] = { move: 'North discards 6c', refused: 'NOT-A-RULE', moment: 'yes' };
    const e = failure(raw);
    expect(where(e)).toEqual(['number', 'caption', 'rules[1]', 'steps[0].moment', 'steps[0].refused', 'file']);
    expect(e.problems.find((p) => p.field === 'rules[1]')?.message).toBe('"CHOW-RIGHT-ONLY" is not a rule id of RULES.md');
    expect(e.problems.find((p) => p.field === 'caption')?.message).toBe('is missing');
    expect(e.problems.at(-1)?.message).toMatch(/^unknown field "colour": an illustration has id, source, number/);
    expect(e.message).toMatch(/^number: must be a whole number; and 5 more: caption, rules\[1\], /);
  });

  it('the words of a move, a pictured seat and the start position, each under its path', () => {
    const raw = good();
    raw.steps[2] = 'East dances';
    raw.pictured = { seat: 'Up', line: '5x' };
    raw.start = raw.start.map((line: string) => line.replace('view: East', 'view: Eest'));
    const e = failure(raw);
    expect(where(e)).toEqual(['pictured[0].seat']);
    raw.pictured = { seat: 'East', line: '5x' };
    const words = failure(raw);
    expect(where(words)).toEqual(['start', 'steps[2].move', 'pictured[0].line']);
    expect(words.problems[0].message).toMatch(/^line \d+ \(view\): "Eest" is not a seat/);
    expect(words.problems[2].message).toMatch(/^"5x" is not a tile/);
  });

  it('the id against the source and number, and a photograph for Harr', () => {
    const e = failure({ ...good(), number: 13, photo: null });
    expect(e.problems.map((p) => [p.field, p.message])).toEqual([
      ['id', 'must be harr-13 for this source and number'],
      ['photo', "Harr's illustrations have a photograph"],
    ]);
  });

  it('not an object at all', () => {
    expect(failure([1, 2]).message).toBe('file: must hold one JSON object');
  });
});
