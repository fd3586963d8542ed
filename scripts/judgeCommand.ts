/**
 * What `npm run --silent judge -- FILE` answers for a file, as text: the
 * JSON for stdout, the line for stderr (empty for a ruling) and the exit
 * status. scripts/judge.ts prints it; the tests call it in-process.
 */
import { readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { unnumbered } from '../src/build/content/addresses';
import { judgePuzzleRulesets, judgeSource } from '../src/engine/formats/judge';
import { judgeRulesetsSource, rulesetsText } from '../src/engine/formats/judgeRulesets';
import { RULESET_IDS, type RulesetId } from '../src/engine/rulesets/ruleset';
import { isPuzzleSource } from '../src/engine/formats/puzzle';
import { FormatError, describeProblem } from '../src/engine/formats/formatError';
import { quote } from '../src/engine/refusal';
import { notARuleset } from '../src/engine/formats/rulesetId';

/** The command's answer: what it prints on stdout and stderr, and its exit status. */
export interface JudgeAnswer {
  status: 0 | 1 | 2;
  stdout: string;
  stderr: string;
}

const UNREADABLE: Record<string, string> = { ENOENT: 'no such file', EISDIR: 'a folder, not a file', EACCES: 'permission denied' };

/** The failure as JSON for stdout and as one line for stderr. */
function fail(status: 1 | 2, json: Record<string, unknown>, line: string): JudgeAnswer {
  return { status, stdout: `${JSON.stringify(json, null, 2)}\n`, stderr: `${line}\n` };
}

const USAGE = `usage: npm run --silent judge -- FILE [--ruleset ID | --rulesets all (or --all-rulesets) [--json]] (a scenario, .scn, or a puzzle, .pzl; the rulesets: ${RULESET_IDS.join(', ')})\n`;

/**
 * Which rulesets the arguments after the file ask for: none (Harr's ruling, as the judge has always printed it),
 * one (`--ruleset ID`), or every preset side by side (`--rulesets all`, as text unless `--json`); or what is wrong.
 */
export function rulesetsAsked(args: readonly string[]): { ids: RulesetId[] | null; json: boolean } | { problem: string } {
  let ids: RulesetId[] | null = null;
  let json = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--json') json = true;
    else if (arg === '--rulesets' && args[i + 1] === 'all') ids = [...RULESET_IDS], i++;
    // The issue's name for it, kept as a synonym.
    else if (arg === '--all-rulesets') ids = [...RULESET_IDS];
    else if (arg === '--ruleset' && (RULESET_IDS as readonly string[]).includes(args[i + 1] ?? '')) ids = [args[++i] as RulesetId];
    // An id given but none of the rulesets' (a typo, "tenhou"): named as a file's ruleset line is, not said to be missing.
    else if (arg === '--ruleset' && args[i + 1] !== undefined && !args[i + 1].startsWith('--')) return { problem: `--ruleset: ${notARuleset(args[i + 1], RULESET_IDS)}` };
    else return { problem: `${quote(arg)} ${arg.startsWith('--ruleset') ? `needs ${arg === '--rulesets' ? '"all"' : 'a ruleset id'} after it` : 'is not an option of the judge'}` };
  }
  return { ids, json };
}

/** The command's answer for the file at this path (none given: how to use it); `args`: the options after it. */
export function judgeFile(file: string | undefined, args: readonly string[] = []): JudgeAnswer {
  if (!file) return { status: 1, stdout: '', stderr: USAGE };
  const asked = rulesetsAsked(args);
  if ('problem' in asked) return { status: 1, stdout: '', stderr: `${asked.problem}\n${USAGE}` };
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
    if (asked.ids) {
      const reports = (puzzle ? judgePuzzleRulesets : judgeRulesetsSource)(text, name, asked.ids);
      return { status: 0, stdout: asked.json || asked.ids.length === 1 ? `${JSON.stringify(reports, null, 2)}\n` : `${rulesetsText(reports)}\n`, stderr: '' };
    }
    return { status: 0, stdout: `${JSON.stringify(judgeSource(text, name, puzzle), null, 2)}\n`, stderr: '' };
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
