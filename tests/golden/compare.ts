/**
 * The golden record held against the engine: each unit of a chapter worked
 * out again and its hash compared with golden.json. A failure names the units
 * that differ, and for a unit whose lines are kept in full/, the first line
 * that differs, before and now.
 */
import { expect, it } from 'vitest';
import { type Chapter, chapters, hashLines } from './record';
import { readFull, readRecord } from './store';

export function differences(chapter: Chapter): string[] {
  const kept = readRecord()[chapter.name];
  if (!kept) return [`chapter ${chapter.name} is not in the record: run "npm run golden -- --write ${chapter.name}" and commit it`];
  const found: string[] = [];
  const made = new Set<string>();
  for (const unit of chapter.units()) {
    made.add(unit.key);
    const lines = unit.lines();
    if (kept[unit.key] === hashLines(lines)) continue;
    if (!kept[unit.key]) {
      found.push(`${unit.key}: not in the record`);
      continue;
    }
    const before = readFull(chapter.name, unit.key);
    const at = before ? lines.findIndex((line, i) => line !== before[i]) : -1;
    found.push(
      before
        ? `${unit.key}: line ${at + 1} was\n    ${before[at] ?? '(no line)'}\n  and is now\n    ${lines[at] ?? '(no line)'}`
        : `${unit.key}: differs (npm run golden -- --print ${chapter.name} ${unit.key} prints it, to diff with the same command at the last commit)`,
    );
  }
  for (const key of Object.keys(kept)) if (!made.has(key)) found.push(`${key}: in the record, no longer made`);
  return found;
}

/** One test a game chapter whose name starts so: its units all match the record. */
export function gameChaptersHold(prefix: string): void {
  for (const chapter of chapters().filter((c) => c.name.startsWith(prefix))) {
    it(`holds for ${chapter.name}`, { timeout: 300_000 }, () => {
      expect(differences(chapter)).toEqual([]);
    });
  }
}
