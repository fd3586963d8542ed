/**
 * The readers take any text: the real scenario and puzzle files, broken in
 * every way an author (or a stray byte) might break them, must each come back
 * as a position, or as a FormatError that names the line, field and rule of
 * each problem in a short, printable message, and without hanging (see LIMIT_MS). The judge is
 * run too wherever the position has an event. Five-megabyte files get the same answer.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judge, judgePuzzle, judgeSource } from './judge';
import { parsePuzzle } from './puzzle';
import { FormatError, MAX_PROBLEMS } from './formatError';
import { parseScenario, splitField, stripComment } from './scenario';

const CONTENT = fileURLToPath(new URL('../../../content/', import.meta.url));

interface Source {
  name: string;
  text: string;
  puzzle: boolean;
}

function sources(folder: string, ending: string): Source[] {
  const dir = join(CONTENT, folder);
  return readdirSync(dir)
    .filter((f) => f.endsWith(ending))
    .sort()
    .map((f) => ({ name: f.slice(0, -ending.length), text: readFileSync(join(dir, f), 'utf8'), puzzle: ending === '.pzl' }));
}

const SCENARIOS = sources('scenarios', '.scn');
const PUZZLES = sources('puzzles', '.pzl');

/** Every word the content uses (tiles, seats, field names, claim words), to swap in for another. */
const TOKENS = [...new Set([...SCENARIOS, ...PUZZLES].flatMap((s) => s.text.split(/\s+/)).filter(Boolean))].sort();

/** Characters that have broken readers before: controls, undecodable bytes, lone surrogates, line ends, the notation's own marks. */
const AWKWARD = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\ufffd', '\ud800', '\udc00', '\r', '\u2028', '\u202e', '\ufeff', '\t', '#', ':', '|', '*', '+', ',', ' ', 'hidden', 'from'];

const textArb = fc.oneof(fc.constantFrom(...TOKENS), fc.constantFrom(...AWKWARD), fc.string({ unit: 'binary', maxLength: 12 }));

type Mutation =
  | { kind: 'delete' | 'duplicate'; at: number }
  | { kind: 'swap'; at: number; with: number }
  | { kind: 'token'; at: number; word: number; by: string }
  | { kind: 'insert'; at: number; offset: number; text: string }
  | { kind: 'long'; at: number; unit: string; times: number };

const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constantFrom('delete' as const, 'duplicate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('swap' as const), at: fc.nat(), with: fc.nat() }),
  fc.record({ kind: fc.constant('token' as const), at: fc.nat(), word: fc.nat(), by: textArb }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), offset: fc.nat(), text: textArb }),
  fc.record({ kind: fc.constant('long' as const), at: fc.nat(), unit: fc.oneof(fc.constantFrom(...TOKENS.map((t) => `${t} `)), textArb), times: fc.integer({ min: 1_000, max: 20_000 }) }),
);

function mutate(text: string, mutations: readonly Mutation[]): string {
  const lines = text.split('\n');
  for (const m of mutations) {
    if (lines.length === 0) lines.push('');
    const at = m.at % lines.length;
    switch (m.kind) {
      case 'delete':
        lines.splice(at, 1);
        break;
      case 'duplicate':
        lines.splice(at, 0, lines[at]);
        break;
      case 'swap': {
        const other = m.with % lines.length;
        [lines[at], lines[other]] = [lines[other], lines[at]];
        break;
      }
      case 'token': {
        const words = lines[at].split(' ');
        words[m.word % words.length] = m.by;
        lines[at] = words.join(' ');
        break;
      }
      case 'insert': {
        const offset = m.offset % (lines[at].length + 1);
        lines[at] = lines[at].slice(0, offset) + m.text + lines[at].slice(offset);
        break;
      }
      case 'long':
        lines[at] += m.unit.repeat(m.times);
        break;
    }
  }
  return lines.join('\n');
}

/** Fields the file gives a line, as the readers see them. */
function fieldsIn(text: string): Set<string> {
  const fields = new Set<string>();
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const split = splitField(stripComment(raw));
    if (split) fields.add(split.field);
  }
  return fields;
}

const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufffd]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * A reader's error is a FormatError with a line, a field and a rule (or null)
 * for each problem: each problem names a line and a field, or, when it has
 * no line, a field the file lacks; the message starts with the first problem,
 * is short and shows nothing unprintable.
 */
function expectClearError(error: unknown, text: string): void {
  if (!(error instanceof FormatError)) throw error;
  for (const key of ['line', 'field', 'rule', 'impossible', 'problems'] as const) expect(error, key).toHaveProperty(key);
  expect(error.problems.length).toBeGreaterThan(0);
  expect(error.problems.length).toBeLessThanOrEqual(MAX_PROBLEMS);
  expect({ line: error.line, field: error.field, rule: error.rule }).toEqual({ line: error.problems[0].line, field: error.problems[0].field, rule: error.problems[0].rule });
  const lines = text.split(/\r\n|\r|\n/).length;
  for (const p of error.problems) {
    expect(Object.keys(p).sort()).toEqual(['field', 'impossible', 'line', 'message', 'rule']);
    expect(p.field).toMatch(/^[a-z][a-z /-]{0,30}$|^(East|South|West|North)$/);
    expect(p.rule === null || /^[A-Z0-9]+(-[A-Z0-9]+)*$/.test(p.rule), String(p.rule)).toBe(true);
    if (p.line !== null) expect(p.line).toBeLessThanOrEqual(lines);
    else expect(fieldsIn(text).has(p.field), `${p.field}: ${p.message}: but the file has a ${p.field} line`).toBe(false);
    expect(p.message).not.toMatch(UNPRINTABLE);
  }
  const first = error.line !== null ? `line ${error.line} (${error.field}): ` : `${error.field}: `;
  expect(error.message.startsWith(first), error.message).toBe(true);
  expect(error.message.length, error.message.slice(0, 300)).toBeLessThan(1200);
  expect(error.message).not.toMatch(UNPRINTABLE);
}

/** Reads the text as the judge would, and rules where there is a tile to claim. */
function readAndRule(source: Source, text: string): void {
  if (source.puzzle) {
    const puzzle = parsePuzzle(text, source.name);
    judgePuzzle(puzzle);
  } else {
    const scenario = parseScenario(text, source.name);
    if (scenario.event) judge(scenario);
  }
}

// A guard against a reader that hangs (a regular expression that backtracks without end takes
// minutes on these inputs), not a speed measure: the bench measures speed. Ten seconds leaves room
// for a machine loaded by other work, where a read that takes milliseconds alone can take seconds.
const LIMIT_MS = 10_000;

function fuzz(files: Source[], runs: number): void {
  fc.assert(
    fc.property(fc.constantFrom(...files), fc.array(mutationArb, { minLength: 1, maxLength: 4 }), (source, mutations) => {
      const text = mutate(source.text, mutations);
      const started = performance.now();
      try {
        readAndRule(source, text);
      } catch (error) {
        expectClearError(error, text);
      }
      expect(performance.now() - started).toBeLessThan(LIMIT_MS);
    }),
    { numRuns: runs },
  );
}

describe('mutated content files', { timeout: 60_000 }, () => {
  it('the unmutated files all read and rule', () => {
    for (const source of [...SCENARIOS, ...PUZZLES]) readAndRule(source, source.text);
  });
  it('scenarios: a position or a clear FormatError, without hanging', () => {
    fuzz(SCENARIOS, 1000);
  });
  it('puzzles: a puzzle or a clear FormatError, without hanging', () => {
    fuzz(PUZZLES, 1000);
  });
});

describe('five-megabyte files', { timeout: 30_000 }, () => {
  const FIVE_MB = 5 * 1024 * 1024;
  const fill = (unit: string) => unit.repeat(Math.ceil(FIVE_MB / unit.length)).slice(0, FIVE_MB);
  const base = SCENARIOS.find((s) => s.name === 'harr-illustration-12')!;

  /** The judge's whole answer on a file: a report, or the reader's error. */
  function timed(text: string, puzzle = false): { ms: number; error: unknown } {
    const started = performance.now();
    let error: unknown = null;
    try {
      judgeSource(text, 'big', puzzle);
    } catch (e) {
      error = e;
    }
    return { ms: performance.now() - started, error };
  }

  it('a valid scenario with a huge discards line is refused without hanging: the fifth copy', () => {
    const text = base.text.replace(/^discards:.*$/m, `discards: ${fill('5c 9b E ')}`);
    const { ms, error } = timed(text);
    expectClearError(error, text);
    expect((error as FormatError).rule).toBe('BG-FOUR-COPIES');
    expect(ms).toBeLessThan(LIMIT_MS);
  });
  it('a valid scenario whose discards line is padded to 5 MB is ruled without hanging', () => {
    const text = base.text.replace(/^discards: /m, `discards: ${fill(' ')}`);
    const { ms, error } = timed(text);
    expect(error).toBeNull();
    expect(ms).toBeLessThan(LIMIT_MS);
  });
  it('a huge garbage line is refused without hanging, quoted short and escaped', () => {
    const text = `${base.text}\n${fill('x\u0007\ufffd\ud800 ')}`;
    const { ms, error } = timed(text);
    expectClearError(error, text);
    expect(ms).toBeLessThan(LIMIT_MS);
  });
  it('a 5 MB line of comment marks ending in a lone carriage return is read without hanging', () => {
    const { ms, error } = timed(`${base.text}\n${fill('#')}\r`);
    expect(error).toBeNull();
    expect(ms).toBeLessThan(LIMIT_MS);
  });
  it('a puzzle with 5 MB of hints, or of rule ids, without hanging', () => {
    const puzzle = PUZZLES[0].text;
    const hints = timed(`${puzzle}\n${fill('hint: one more\n')}`, true);
    expect(hints.ms).toBeLessThan(LIMIT_MS);
    const rules = puzzle.replace(/^rules: /m, `rules: ${Array.from({ length: FIVE_MB / 10 }, (_, i) => `R-${i}`).join(' ')} `);
    const ruled = timed(rules, true);
    // Not rule ids of the catalogue: refused on the rules line, quoting only the first of them.
    expectClearError(ruled.error, rules);
    expect((ruled.error as FormatError).field).toBe('rules');
    expect(ruled.ms).toBeLessThan(LIMIT_MS);
  });
});
