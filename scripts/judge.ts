/**
 * npm run --silent judge -- FILE [--ruleset ID | --rulesets all [--json]]
 * Reads a scenario file (or a puzzle file, .pzl) and prints the ruling on its
 * claims as JSON; for a puzzle, also the answer it states and whether the
 * engine reaches it. With --ruleset, the ruling under one of today's
 * rulesets; with --rulesets all, under every preset side by side.
 * Exit status: 0 ruled; 1 unreadable or malformed file; 2 impossible position.
 *
 * Whatever the file holds, the answer is a ruling or one line saying what is
 * wrong, where, and how to fix it: never a stack trace.
 */
import { judgeFile } from './judgeCommand';

try {
  const { status, stdout, stderr } = judgeFile(process.argv[2], process.argv.slice(3));
  process.stdout.write(stdout);
  process.stderr.write(stderr);
  process.exitCode = status;
} catch (error) {
  // Printing itself failed (a closed pipe, say): say so in one line.
  process.stderr.write(`judge: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
