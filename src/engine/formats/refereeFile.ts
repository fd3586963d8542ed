/**
 * The referee's position as a file, out and in: the setup written as a
 * scenario file (what "Share and save" shows and downloads), a scenario or
 * puzzle file opened in the referee, and a content file's referee address,
 * made at build time. Apart from the verdict (referee.ts), so that the page
 * loads it with its share section, after the editor.
 */
import { withDefaults } from '../options';
import { hashSeed } from '../random';
import { SEATS } from '../seats';
import { RULESET_FIELDS } from '../position';
import { FormatError, type Problem, Problems, malformed } from './formatError';
import { fileLines } from './notation';
import { isPuzzleLine } from './puzzleFields';
import { FRESH_SEED, REFEREE_NAME, REFEREE_TITLE, writeRefereeAddress } from './refereeAddress';
import { type ScenarioSetup, readSetupInto, scenarioFromSetup, splitField, stripComment } from './scenario';
import { optionsLine } from './optionsLine';
import { notARuleset } from './rulesetId';
import { claimText, meldText } from './writeScenario';

/** A setup as a scenario file, the project's notation: what the referee exports. Every field it holds, nothing more. */
export function setupText(setup: ScenarioSetup): string {
  const lines = [`title: ${setup.title || REFEREE_TITLE}`, `view: ${setup.view}`];
  if (setup.show) lines.push(`show: ${setup.show.length === SEATS.length ? 'all' : setup.show.join(', ')}`);
  // The seed the page deals with, even when the setup gives none: the file then deals the same tiles, whatever its name.
  lines.push(`seed: ${setup.seed ?? hashSeed(`${REFEREE_NAME}:${setup.title}`)}`);
  const kept = setup.rulesetLines ?? {};
  // Under one of today's rulesets the options line is its switches; Harr's options are his file's alone.
  const options = !kept.ruleset || kept.ruleset.text === 'harr-1922' ? optionsLine(withDefaults(setup.options)) : (kept.options?.text ?? '');
  if (options) lines.push(`options: ${options}`);
  for (const s of SEATS) {
    const seat = setup.seats[s];
    if (!seat) continue;
    const hand = [...seat.hand, ...(seat.hidden ? ['hidden'] : [])].join(' ');
    lines.push(`${s}: ${hand}${seat.melds.map((m) => ` | ${meldText(m)}`).join('')}`.trimEnd());
  }
  // Discards written seat by seat say all the anonymous list says, and whose each one was: written once, that way.
  if (kept.discards) lines.push(`discards: ${kept.discards.text}`);
  else if (setup.discards.length) lines.push(`discards: ${setup.discards.join(' ')}`);
  if (setup.event) lines.push(`event: ${setup.event.seat} ${setup.event.verb} ${setup.event.tile}`);
  if (setup.turn) lines.push(`turn: ${setup.turn.seat} ${setup.turn.drew ? `drew ${setup.turn.drew}` : setup.turn.called ? 'called' : setup.turn.loose ? 'draws loose' : setup.turn.phase === 'draw' ? 'draws' : 'discards'}`);
  if (setup.drawn) lines.push(`drawn: ${setup.drawn}${kept.racked ? ' racked' : ''}`);
  for (const claim of setup.claims) lines.push(`claim: ${claimText(claim)}`);
  if (setup.wall !== null) lines.push(`wall: ${setup.wall}`);
  if (setup.next.length) lines.push(`next: ${setup.next.join(' ')}`);
  if (setup.loose.length) lines.push(`loose: ${setup.loose.join(' ')}`);
  for (const field of RULESET_FIELDS) if (field !== 'discards' && field !== 'options' && field !== 'racked' && kept[field]) lines.push(`${field}: ${kept[field]!.text}`);
  return `${lines.join('\n')}\n`;
}

/**
 * The referee's address (`v1.…`) of a content file's position, made at build
 * time for "Open in the referee": the setup as the file writes it, with the
 * seed the site deals it with, so the referee shows the very same tiles.
 * A board's words (title, prompt, answer) stay behind.
 */
export function refereeAddressOf(source: string, name: string, asPuzzle = false): string {
  const read = readRefereeFile(source, asPuzzle);
  if (!read.ok) throw new FormatError(read.problems);
  const { setup } = read;
  const { seed } = scenarioFromSetup(setup, name);
  return writeRefereeAddress({ ...setup, seed });
}

export type RefereeFile = { ok: true; setup: ScenarioSetup } | { ok: false; problems: readonly Problem[] };

/**
 * A scenario or puzzle file opened in the referee: its setup (the syntax step
 * only, so the page can mark what makes it no position), or every line the
 * reader could not read, as the judge reports them. A puzzle's own lines
 * (tier, the expected answer) are the puzzle reader's business, not the
 * referee's: they are blanked, keeping the line numbers, and its scenario is
 * read as the puzzle reader reads it (no "view:" needed), without loading
 * the rule catalogue the puzzle reader checks them against. Given the ids
 * of today's rulesets, its `ruleset:` line must name one.
 */
export function readRefereeFile(text: string, asPuzzle = false, rulesetIds?: readonly string[]): RefereeFile {
  let puzzle = asPuzzle;
  const lines = fileLines(text).map((raw) => {
    const split = splitField(stripComment(raw));
    if (!split || !isPuzzleLine(split.field)) return raw;
    puzzle = true;
    return '';
  });
  try {
    // A file with many bad lines stops at MAX_PROBLEMS with a FormatError of its own.
    const problems = new Problems();
    const setup = readSetupInto(lines.join('\n'), problems, puzzle ? 'East' : undefined);
    // The lines for today's rulesets are the rulesets' to read, when compared; but a ruleset the page has no choice
    // for would leave that choice blank, so it is named here, as the judge names it.
    const ruleset = setup?.rulesetLines?.ruleset;
    if (ruleset && rulesetIds && !rulesetIds.includes(ruleset.text)) problems.add(...malformed(notARuleset(ruleset.text, rulesetIds), ruleset.line, 'ruleset').problems);
    problems.throwIfAny();
    const { lines: _lines, source: _source, ...kept } = setup!;
    // The address keeps the seed but not the title, from which a file without a seed is dealt: fix the seed here,
    // so a link to this position deals its unnamed tiles as the page that made it did.
    return { ok: true, setup: { ...kept, seed: kept.seed ?? FRESH_SEED } };
  } catch (error) {
    if (error instanceof FormatError) return { ok: false, problems: error.problems };
    throw error;
  }
}
