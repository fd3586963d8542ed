/**
 * The one error the readers throw: a scenario, puzzle or illustration file
 * (or a setup built in code) that the engine cannot take. Refused claims are
 * values (refusal.ts); a file written wrong is thrown, as a FormatError.
 *
 * It names where each problem is, a line of the file when it has lines and
 * always a field (`East`, `expect-winner`, `steps[3].move`), the rule it
 * breaks where one does, and a sentence saying what is wrong and how to fix
 * it. Its message is the first problem in the form the build and the judge
 * print, `line 3 (East): "5x" is not a tile: …`, followed by "and N more"
 * when there are several.
 *
 * `impossible` says the file describes a position no set of tiles could
 * produce (a fifth copy of a tile, a set claimed from its own owner), which
 * the judge answers with exit 2, as against a file merely written wrong.
 *
 * Readers report every independent problem of a file at once, up to
 * MAX_PROBLEMS, through `Problems`; they stop where later checks depend on
 * earlier ones.
 */
import type { RuleId } from '../rules';

export interface Problem {
  /** The line of the file, from 1; null for a problem with no line (a field missing, a data file's field). */
  line: number | null;
  /** The field, as the file writes it: a scenario field, a seat, a puzzle field, a data path such as `steps[3].move`. */
  field: string;
  /** The rule of RULES.md it breaks, where one does. */
  rule: RuleId | null;
  /** What is wrong and how to fix it, without the place (see `where`). */
  message: string;
  /** A position no set of tiles could produce, rather than text written wrong. */
  impossible: boolean;
}

/** How many problems a reader collects before it stops: enough to fix a file in one go, never an endless report. */
export const MAX_PROBLEMS = 20;

/** The place of a problem as messages write it: `line 3 (East)`, or the field alone. */
export function where(problem: Pick<Problem, 'line' | 'field'>): string {
  return problem.line ? `line ${problem.line} (${problem.field})` : problem.field;
}

/** A problem as one line of text: `line 3 (East): "5x" is not a tile: …`. */
export function describeProblem(problem: Pick<Problem, 'line' | 'field' | 'message'>): string {
  return `${where(problem)}: ${problem.message}`;
}

export class FormatError extends Error {
  /** Every problem found, the first of them first; never empty. */
  readonly problems: readonly Problem[];
  /** The first problem's line, field and rule. */
  readonly line: number | null;
  readonly field: string;
  readonly rule: RuleId | null;
  /** Every problem is an impossible position (the judge's exit 2). */
  readonly impossible: boolean;

  constructor(problems: Problem | readonly Problem[]) {
    const list = Array.isArray(problems) ? [...(problems as readonly Problem[])] : [problems as Problem];
    if (list.length === 0) throw new RangeError('a FormatError needs at least one problem');
    const [first, ...more] = list;
    const stopped = list.length >= MAX_PROBLEMS ? ` (the reader stops at ${MAX_PROBLEMS})` : '';
    const rest = more.length ? `; and ${more.length} more: ${more.map(where).join(', ')}${stopped}` : '';
    super(describeProblem(first) + rest);
    this.name = 'FormatError';
    this.problems = list;
    this.line = first.line;
    this.field = first.field;
    this.rule = first.rule;
    this.impossible = list.every((p) => p.impossible);
  }
}

/** A file written wrong: one problem, thrown where it is found. */
export function malformed(message: string, line: number | null, field: string, rule: RuleId | null = null): FormatError {
  return new FormatError({ line, field, rule, message, impossible: false });
}

/** A position no set of tiles could produce. */
export function impossible(message: string, line: number | null, field: string, rule: RuleId): FormatError {
  return new FormatError({ line, field, rule, message, impossible: true });
}

/**
 * The problems of a reader, collected check by check. A check throws a
 * FormatError as usual; `check` keeps its problems and lets the reader go on
 * to the next independent check. At MAX_PROBLEMS the reader stops at once,
 * so a huge file costs no more than a small one.
 */
export class Problems {
  private readonly list: Problem[] = [];
  private stopped = false;

  get count(): number {
    return this.list.length;
  }

  add(...problems: readonly Problem[]): void {
    for (const p of problems) {
      this.list.push(p);
      if (this.list.length >= MAX_PROBLEMS) {
        this.stopped = true;
        throw new FormatError(this.list);
      }
    }
  }

  /** Runs one check; its FormatError is kept and undefined returned. Any other error is a fault and passes through. */
  check<T>(run: () => T): T | undefined {
    try {
      return run();
    } catch (error) {
      // A fault, or the full list on its way out: not a problem to keep.
      if (!(error instanceof FormatError) || this.stopped) throw error;
      this.add(...error.problems);
      return undefined;
    }
  }

  /** Throws every problem collected so far as one FormatError; nothing when there is none. */
  throwIfAny(): void {
    if (this.list.length) throw new FormatError(this.list);
  }
}

/**
 * The problems of a text held in a data file's field (an illustration's
 * start position), each named under that field with its own place in the
 * text: `start: line 3 (East): "5x" is not a tile`.
 */
export function within(field: string, error: FormatError): FormatError {
  return new FormatError(error.problems.map((p) => ({ ...p, line: null, field, message: describeProblem(p) })));
}
