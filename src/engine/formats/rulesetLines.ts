/**
 * The scenario lines only today's rulesets read (docs/RULESETS.md section
 * 5.3): `ruleset:`, `assume:`, `riichi:`, `passed:`, and `discards:` written
 * seat by seat. Each reader turns one line into its part of RulesetFacts, or
 * throws a FormatError naming the line, the field and the fix.
 */
import { quote } from '../refusal';
import { RULESET_IDS, type RulesetId } from '../rulesets/ruleset';
import type { Assumed, SeatDiscard } from '../rulesets/facts';
import type { Seat } from '../seats';
import type { Tile } from '../tiles';
import { malformed } from './formatError';
import { seatAt, tileAt } from './notation';

export function parseRulesetId(value: string, line: number): RulesetId {
  if (!(RULESET_IDS as readonly string[]).includes(value)) throw malformed(`${quote(value)} is not a ruleset: the rulesets are ${RULESET_IDS.join(', ')}`, line, 'ruleset');
  return value as RulesetId;
}

/** The seats of a list such as `South, West`, each once. */
export function parseSeatList(value: string, line: number, field: string): Seat[] {
  const seats = value.split(/[\s,]+/).filter(Boolean).map((w) => seatAt(w, line, field));
  const twice = seats.find((s, i) => seats.indexOf(s) !== i);
  if (twice) throw malformed(`${twice} is named twice: name each seat once`, line, field);
  return seats;
}

/** Parts of a line written `Seat …, Seat …` (commas) or `Seat … | Seat …` (bars), each with its seat. */
function seatParts(value: string, separator: RegExp, line: number, field: string): { seat: Seat; rest: string[] }[] {
  return value
    .split(separator)
    .map((part) => part.trim().split(/\s+/).filter(Boolean))
    .filter((words) => words.length > 0)
    .map(([first, ...rest]) => ({ seat: seatAt(first, line, field), rest }));
}

/** `passed: West 3b, North 6d 9d`: the winning tiles each seat let go by. */
export function parsePassed(value: string, line: number): Partial<Record<Seat, Tile[]>> {
  const passed: Partial<Record<Seat, Tile[]>> = {};
  for (const { seat, rest } of seatParts(value, /,/, line, 'passed')) {
    if (rest.length === 0) throw malformed(`name the tile ${seat} let go by, as in "passed: ${seat} 3b"`, line, 'passed');
    passed[seat] = [...(passed[seat] ?? []), ...rest.map((w) => tileAt(w, line, 'passed'))];
  }
  return passed;
}

/** A `discards:` line that names its seats (`East 9c | South 1d 4b*`), rather than listing the tiles alone. */
export function namesSeats(value: string): boolean {
  return /^(East|South|West|North)\b/.test(value.trim());
}

/** `discards: East 9c | South 1d 4b* | West 6b`: each seat's own discards, oldest first, `*` marking a tile another player took. */
export function parseSeatDiscards(value: string, line: number): Partial<Record<Seat, SeatDiscard[]>> {
  const discards: Partial<Record<Seat, SeatDiscard[]>> = {};
  for (const { seat, rest } of seatParts(value, /\|/, line, 'discards')) {
    if (discards[seat]) throw malformed(`${seat}'s discards are given twice: list them once, between bars`, line, 'discards');
    discards[seat] = rest.map((w) => ({ tile: tileAt(w.replace(/\*$/, ''), line, 'discards'), taken: w.endsWith('*') }));
  }
  return discards;
}

const ASSUME_FORMS = 'has-yaku, no-yaku, faan N, faan>=N, points N, points>=N, card-hand, no-card-hand or concealed-hand';

/**
 * `assume: West no-yaku, West faan 2, North card-hand`: what the position
 * assumes of each hand's value (R12), a fact at most once a seat and never
 * its own contrary.
 */
export function parseAssume(value: string, line: number): Partial<Record<Seat, Assumed>> {
  const assume: Partial<Record<Seat, Assumed>> = {};
  for (const { seat, rest } of seatParts(value, /,/, line, 'assume')) {
    const fact = assume[seat] ?? (assume[seat] = {});
    const [word, number] = rest.length === 1 ? (/^(faan|points)>=(\d+)$/.exec(rest[0])?.slice(1) ?? [rest[0]]) : rest;
    const atLeast = rest.length === 1 && rest[0].includes('>=');
    const twice = (given: unknown) => {
      if (given !== undefined) throw malformed(`${seat}'s ${word.replace(/^(no|has)-/, '')} is assumed twice: keep one fact`, line, 'assume');
    };
    if (word === 'has-yaku' || word === 'no-yaku') {
      twice(fact.yaku);
      fact.yaku = word === 'has-yaku';
    } else if (word === 'card-hand' || word === 'no-card-hand') {
      twice(fact.cardHand);
      fact.cardHand = word === 'card-hand';
    } else if (word === 'concealed-hand') {
      twice(fact.concealedHand);
      fact.concealedHand = true;
    } else if (word === 'faan' || word === 'points') {
      if (!number || !/^\d{1,3}$/.test(number)) throw malformed(`${word} takes a whole number, as in "${seat} ${word} 3" or "${seat} ${word}>=3"`, line, 'assume');
      twice(fact[word]);
      fact[word] = { value: Number(number), atLeast };
    } else throw malformed(`${quote(rest.join(' '))} is not a fact about a hand: write ${ASSUME_FORMS}, each after its seat`, line, 'assume');
    if (rest.length > (word === 'faan' || word === 'points' ? (atLeast ? 1 : 2) : 1)) {
      throw malformed(`one fact after each seat, parted by commas: ${quote(`${seat} ${rest.join(' ')}`)} says more`, line, 'assume');
    }
  }
  return assume;
}
