/**
 * npm run --silent judge -- FILE
 * Reads a scenario file (or a puzzle file, .pzl) and prints the ruling on its
 * claims as JSON; for a puzzle, also the answer it states and whether the
 * engine reaches it.
 * Exit status: 0 ruled; 1 unreadable or malformed file; 2 impossible position.
 *
 * Whatever the file holds, the answer is a ruling or one line saying what is
 * wrong, where, and how to fix it: never a stack trace.
 */
import { readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { unnumbered } from '../src/build/content/addresses';
import { judgeSource } from '../src/engine/formats/judge';
import { isPuzzleSource } from '../src/engine/formats/puzzle';
import { FormatError, describeProblem } from '../src/engine/formats/formatError';
import { quote } from '../src/engine/refusal';

const UNREADABLE: Record<string, string> = { ENOENT: 'no such file', EISDIR: 'a folder, not a file', EACCES: 'permission denied' };

/** Prints the failure as JSON on stdout and as one line on stderr; returns the exit status. */
function fail(status: 1 | 2, json: Record<string, unknown>, line: string): number {
  console.log(JSON.stringify(json, null, 2));
  console.error(line);
  return status;
}

function run(file: string | undefined): number {
  if (!file) {
    console.error('usage: npm run --silent judge -- FILE (a scenario, .scn, or a puzzle, .pzl)');
    return 1;
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    const why = UNREADABLE[code] ?? (code || quote((error as Error).message));
    const message = `${file}: cannot be read (${why}): give the path of a scenario or puzzle file`;
    return fail(1, { error: 'UNREADABLE', message }, message);
  }
  const puzzle = extname(file) === '.pzl' || isPuzzleSource(text);
  // The name the site gives the file, which seeds its hidden tiles: the judge deals them as the site does.
  const name = puzzle ? unnumbered(basename(file)) : basename(file, extname(file));
  try {
    console.log(JSON.stringify(judgeSource(text, name, puzzle), null, 2));
    return 0;
  } catch (error) {
    if (error instanceof FormatError) {
      // Every problem in the JSON; the first (and how many more) on the one line of stderr.
      const problems = error.problems.map((p) => ({ line: p.line, field: p.field, rule: p.rule, impossible: p.impossible, message: describeProblem(p) }));
      return fail(
        error.impossible ? 2 : 1,
        { error: error.rule ?? (puzzle ? 'PUZZLE' : 'SCENARIO'), impossible: error.impossible, line: error.line, field: error.field, message: `${file}: ${error.message}`, problems },
        `${file}: ${error.rule ? `${error.rule}: ` : ''}${error.message}`,
      );
    }
    // Not a fault the readers know how to name: still one line, and no stack.
    const message = `${file}: the judge could not rule on this file (${error instanceof Error ? `${error.name}: ${quote(error.message)}` : quote(String(error))}); please report it with the file`;
    return fail(1, { error: 'INTERNAL', message }, message);
  }
}

try {
  process.exitCode = run(process.argv[2]);
} catch (error) {
  // Printing itself failed (a closed pipe, say): say so in one line.
  process.stderr.write(`judge: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
