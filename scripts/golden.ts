/**
 * npm run golden -- [--write] [CHAPTER ...]          the record (tests/golden/)
 * npm run golden -- --print CHAPTER KEY              one unit's lines
 *
 * Without --write, works out the chapters named (all by default) and says
 * which units no longer match the record, as src/engine/golden.test.ts does.
 * With --write, writes their hashes and full units anew: do that only for a
 * change meant to change what the engine answers, and say in the commit what
 * changed and why. --print writes one unit's lines to stdout, to diff with the
 * kept full file or with the same unit printed from another commit.
 */
import { chapters } from '../tests/golden/record';
import { readRecord, writeRecord } from '../tests/golden/store';
import { hashLines } from '../tests/golden/record';

const args = process.argv.slice(2);
const all = chapters();

function chosen(names: readonly string[]) {
  if (!names.length) return all;
  return names.map((name) => {
    const found = all.filter((c) => c.name === name || c.name.startsWith(`${name}.`));
    if (!found.length) throw new Error(`no chapter "${name}": the chapters are ${all.map((c) => c.name).join(', ')}`);
    return found;
  }).flat();
}

if (args[0] === '--print') {
  const [, name, key] = args;
  const chapter = all.find((c) => c.name === name);
  const unit = chapter?.units().find((u) => u.key === key);
  if (!unit) {
    console.error(`no unit "${key}" in chapter "${name}"`);
    process.exit(1);
  }
  process.stdout.write(`${unit.lines().join('\n')}\n`);
} else if (args[0] === '--write') {
  writeRecord(chosen(args.slice(1)), console.log);
} else {
  const record = readRecord();
  let differ = 0;
  for (const chapter of chosen(args)) {
    const kept = record[chapter.name] ?? {};
    const units = chapter.units();
    for (const unit of units) {
      if (kept[unit.key] !== hashLines(unit.lines())) {
        differ++;
        console.log(`${chapter.name} ${unit.key}: ${kept[unit.key] ? 'differs from the record' : 'not in the record'}`);
      }
    }
    for (const key of Object.keys(kept)) if (!units.some((u) => u.key === key)) console.log(`${chapter.name} ${key}: in the record, no longer made`);
  }
  console.log(differ ? `${differ} units differ from the record` : 'every unit matches the record');
  process.exit(differ ? 1 : 0);
}
