/**
 * A refusal is a value, not an exception: the rule that forbids what was
 * tried, a sentence a learner understands, and what would have made it legal.
 */
import type { RuleId } from './rules';
import type { AnyRuleId } from './rulesets/ruleset';

export interface Refusal {
  rule: RuleId;
  message: string;
  /** What would have made it legal, when something would. */
  fix?: string;
}

export function refuse(rule: RuleId, message: string, fix?: string): Refusal {
  return fix ? { rule, message, fix } : { rule, message };
}

/** One line of an explanation, tied to the rule it applies. */
export interface Reason {
  rule: RuleId;
  text: string;
}

/** A line of an explanation that may cite a rule of today's rulesets as well as Harr's: a puzzle ruled under one of them. */
export interface AnyReason {
  rule: AnyRuleId;
  text: string;
}

/**
 * A table built in the program that no set of tiles could produce (five of
 * a tile, more than 136 tiles): the core's own check (assertPossible in
 * table.ts), a programming error, thrown, naming the rule it breaks.
 * Files are not read here: the readers in formats/ throw their one error
 * type, FormatError, for a file written wrong or an impossible position, and
 * check a position before they build its table, so a file never reaches
 * this error.
 */
export class PositionError extends Error {
  constructor(
    readonly rule: RuleId | null,
    message: string,
    readonly field?: string,
    readonly impossible = true,
  ) {
    super(message);
    this.name = 'PositionError';
  }
}

/** How much of the offending text an error message quotes: enough to find it, never a whole 5 MB line. */
export const QUOTE_LIMIT = 80;

// Characters a terminal or a page would swallow or act on, or draw as nothing: C0 and C1 controls, DEL, the
// soft hyphen, zero-width spaces and joiners, the word joiner and invisible operators, Hangul and Mongolian
// fillers, variation selectors, line and paragraph separators, the byte-order mark, bidirectional marks and
// overrides, and U+FFFD, which stands for bytes that were not UTF-8. Lone surrogates and the invisible tag
// characters past U+FFFF are caught separately.
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufffd]/;

/** Tags and variation selectors past U+FFFF (U+E0000 to U+E0FFF): invisible too. */
function invisibleAstral(codePoint: number): boolean {
  return codePoint >= 0xe0000 && codePoint <= 0xe0fff;
}

function escaped(code: number): string {
  return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/**
 * Text from a file as an error message quotes it: in double quotes, at most
 * QUOTE_LIMIT characters of it (with the full length when cut), and every
 * character that would not show as itself written as an escape, \x07 or
 * \ufffd, so the reader sees exactly what is in the file.
 */
export function quote(text: string, limit = QUOTE_LIMIT): string {
  let end = Math.min(text.length, limit);
  // Never cut a character in two: a high surrogate at the cut goes with its partner.
  if (end < text.length && end > 0 && isHighSurrogate(text.charCodeAt(end - 1))) end--;
  let out = '';
  for (let i = 0; i < end; i++) {
    const code = text.charCodeAt(i);
    if (isHighSurrogate(code) && i + 1 < text.length && isLowSurrogate(text.charCodeAt(i + 1))) {
      const point = text.codePointAt(i)!;
      out += invisibleAstral(point) ? `\\u{${point.toString(16)}}` : text[i] + text[i + 1];
      i++;
    } else if (isHighSurrogate(code) || isLowSurrogate(code) || UNPRINTABLE.test(text[i])) {
      out += escaped(code);
    } else if (text[i] === '"' || text[i] === '\\') {
      out += `\\${text[i]}`;
    } else {
      out += text[i];
    }
  }
  return end < text.length ? `"${out}…" (${text.length} characters)` : `"${out}"`;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
