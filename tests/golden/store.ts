/**
 * Where the golden record is kept: `golden.json` (one hash a unit, by
 * chapter) and `full/` (every line of the units named in FULL_UNITS, to
 * diff against when a hash no longer matches).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { type Chapter, hashLines } from './record';

const DIR = new URL('./', import.meta.url).pathname;
const RECORD = `${DIR}golden.json`;
const FULL = `${DIR}full/`;

/** Units whose every line is kept: a lesson board, a puzzle, a game and a practice hand. */
export const FULL_UNITS: Readonly<Record<string, readonly string[]>> = {
  content: ['scenarios/to-chow-1', 'puzzles/01'],
  'games.plain.prompt.reserve-0': ['1'],
  'practice-table': ['1037.South.plain.prompt.reserve-14'],
};

export type GoldenRecord = { [chapter: string]: { [key: string]: string } };

export function readRecord(): GoldenRecord {
  return JSON.parse(readFileSync(RECORD, 'utf8')) as GoldenRecord;
}

export function fullFile(chapter: string, key: string): string {
  return `${FULL}${chapter}.${key.replace(/\//g, '.')}.txt`;
}

/** The kept lines of a unit, or null when only its hash is kept. */
export function readFull(chapter: string, key: string): string[] | null {
  const file = fullFile(chapter, key);
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n') : null;
}

/** Works out the chapters given and writes their hashes (other chapters kept as they were) and full units. */
export function writeRecord(chosen: readonly Chapter[], log: (line: string) => void = () => {}): void {
  const record: GoldenRecord = existsSync(RECORD) ? readRecord() : {};
  mkdirSync(FULL, { recursive: true });
  for (const chapter of chosen) {
    const started = performance.now();
    const hashes: { [key: string]: string } = {};
    const full = new Set(FULL_UNITS[chapter.name] ?? []);
    for (const f of readdirSync(FULL)) if (f.startsWith(`${chapter.name}.`)) rmSync(FULL + f);
    for (const unit of chapter.units()) {
      const lines = unit.lines();
      hashes[unit.key] = hashLines(lines);
      if (full.has(unit.key)) writeFileSync(fullFile(chapter.name, unit.key), lines.join('\n'));
    }
    record[chapter.name] = hashes;
    log(`${chapter.name}: ${Object.keys(hashes).length} units in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const ordered: GoldenRecord = {};
  for (const name of Object.keys(record).sort()) ordered[name] = record[name];
  writeFileSync(RECORD, `${JSON.stringify(ordered, null, 1)}\n`);
}
