/**
 * The practice table's texts: its address (`/play/?seed=N&seat=South&late=1&west=harr&dead=1`:
 * the seed, the learner's seat, the variants switched on, each computer
 * player's level, and a hand dealt dead), read with a note for each value it could not read, and
 * written back; and a hand's record as a text file.
 */
import { LEVEL_WORDS, PLAYER_LEVELS, PRACTICE_VARIANTS, type PlayerLevel, type PracticeVariant } from '../explain/practice';
import type { RuleOptions } from '../options';
import { SEATS, type Seat } from '../seats';
import { optionsLine } from './optionsLine';

/** The largest seed the table's address takes (as the practice puzzles'), for a hand or each hand of a game. */
export const MAX_PRACTICE_SEED = 2 ** 31 - 1;

/** A value from an address, cut for a note. */
function shortened(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/**
 * The seed for a hand from the address's `seed` parameter: the number when
 * it is a whole number from 0 to 2^31 - 1; else a fresh one (from `random`),
 * with a sentence saying why when something was given. (Not the puzzles'
 * parseSeed: its module would bring the whole puzzle generator to the page.)
 */
export function readPracticeSeed(text: string | null, random: () => number = Math.random): { seed: number; note: string } {
  const given = text !== null && /^\s*\d{1,10}\s*$/.test(text) ? Number(text.trim()) : null;
  if (given !== null && given <= MAX_PRACTICE_SEED) return { seed: given, note: '' };
  const seed = Math.floor(random() * MAX_PRACTICE_SEED);
  return { seed, note: text === null ? '' : `"${shortened(text)}" is not a seed (a whole number from 0 to ${MAX_PRACTICE_SEED}): here is a new hand, from seed ${seed}.` };
}

/** The address's parameter for each variant: `strict=1`, `late=1`, `reserve=14`. */
const VARIANT_PARAMS: Record<PracticeVariant['option'], string> = { strictWinningChow: 'strict', claimAfterNextDraw: 'late', deadWallSize: 'reserve' };

/** What a shared address holds besides the seed: the learner's seat, the variants switched on, the computer players' levels. */
export interface PracticeAddress {
  seat: Seat;
  options: Partial<RuleOptions>;
  /** Each computer player's level where the address gives one (`south=harr`): quick where not. */
  levels: Partial<Record<Seat, PlayerLevel>>;
  /** The learner's hand dealt one tile short, dead from the start (`dead=1`). */
  deadHand: boolean;
  /** A sentence for each value that could not be read, which fell back to its default. */
  notes: string[];
}

/**
 * Reads the seat, the variants and the levels from the address's parameters
 * (`get`, as URLSearchParams.get): `seat=South`; `strict`, `late` 1 or 0,
 * `reserve` 14 or 0; and a seat's name in lower case for a computer player's
 * level, `west=harr` or `west=quick`. A value that is none of these is named
 * in a note and left at its default (East, off, quick), so that a mistyped
 * link still deals a hand.
 */
export function readPracticeAddress(get: (name: string) => string | null): PracticeAddress {
  const notes: string[] = [];
  const word = get('seat');
  let seat: Seat = 'East';
  if (word !== null) {
    const found = SEATS.find((s) => s.toLowerCase() === word.trim().toLowerCase());
    if (found) seat = found;
    else notes.push(`"${shortened(word)}" is not a seat (East, South, West or North): you sit East.`);
  }
  const options: Partial<RuleOptions> = {};
  for (const v of PRACTICE_VARIANTS) {
    const name = VARIANT_PARAMS[v.option];
    const text = get(name);
    if (text === null) continue;
    const on = String(v.on === true ? 1 : v.on);
    if (text.trim() === on) Object.assign(options, { [v.option]: v.on });
    else if (text.trim() !== '0') notes.push(`"${name}=${shortened(text)}" is not a setting (${name}=${on} for ${v.label.toLowerCase()}, ${name}=0 without): ${v.label.toLowerCase()} is off.`);
  }
  const levels: Partial<Record<Seat, PlayerLevel>> = {};
  for (const other of SEATS) {
    const name = other.toLowerCase();
    const text = get(name);
    if (text === null) continue;
    const level = PLAYER_LEVELS.find((l) => l === text.trim().toLowerCase());
    if (other === seat) notes.push(`"${name}=${shortened(text)}" names your own seat: only the other three are played by the computer.`);
    else if (level) levels[other] = level;
    else notes.push(`"${name}=${shortened(text)}" is not a level (${PLAYER_LEVELS.join(' or ')}): ${other} plays ${LEVEL_WORDS.quick.label.toLowerCase()}.`);
  }
  const dead = get('dead');
  const deadHand = dead?.trim() === '1';
  if (dead !== null && !deadHand && dead.trim() !== '0') notes.push(`"dead=${shortened(dead)}" is not a setting (dead=1 for a hand dealt dead, dead=0 without): your hand is dealt whole.`);
  return { seat, options, levels, deadHand, notes };
}

/** The address's parameters for a hand: the seed, the seat when not East, each variant switched on, each computer player not quick, and a hand dealt dead. */
export function practiceParams(seed: number, seat: Seat, options: Partial<RuleOptions>, levels: Partial<Record<Seat, PlayerLevel>> = {}, deadHand = false): [string, string][] {
  const params: [string, string][] = [['seed', String(seed)]];
  if (seat !== 'East') params.push(['seat', seat]);
  for (const v of PRACTICE_VARIANTS) if (options[v.option]) params.push([VARIANT_PARAMS[v.option], String(v.on === true ? 1 : v.on)]);
  for (const other of SEATS) {
    const level = levels[other];
    if (other !== seat && level && level !== 'quick') params.push([other.toLowerCase(), level]);
  }
  if (deadHand) params.push(['dead', '1']);
  return params;
}

/**
 * A hand's record as a text file: the seed, the seat and the options (and the computer players' levels, when one
 * plays Harr's game), then every move, one a line, then how it ended (null: it goes on).
 */
export function practiceRecordText(seed: number, seat: Seat, options: RuleOptions, moves: readonly string[], end: string | null, levels: Partial<Record<Seat, PlayerLevel>> = {}, deadHand = false): string {
  const header = [`# A hand at the practice table of Chow, Pung & Kong`, `seed: ${seed}`, `seat: ${seat}`, `options: ${optionsLine(options) ?? 'none'}`];
  if (deadHand) header.push(`dealt: ${seat}'s hand one tile short, dead`);
  const played = SEATS.filter((s) => s !== seat && levels[s] && levels[s] !== 'quick');
  if (played.length) header.push(`levels: ${SEATS.filter((s) => s !== seat).map((s) => `${s} ${levels[s] ?? 'quick'}`).join(', ')}`);
  return `${[...header, ...moves, end ? `# ${end}` : '# The hand goes on.'].join('\n')}\n`;
}
