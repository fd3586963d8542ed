/**
 * The scenario lines only today's rulesets read (docs/RULESETS.md sections
 * 5.3 and 5.4): `ruleset:`, `assume:`, `riichi:`, `passed:`, `discards:`
 * written seat by seat, and `options:` under a ruleset other than Harr's. The scenario reader keeps them as
 * written (a board never loads what reads them); readRulesetFacts reads them
 * into RulesetFacts, checked against the presets, for the judge, the rulings
 * under the rulesets and the build's content check, or throws a FormatError
 * naming each line written wrong, its field and the fix.
 */
import type { RulesetLines } from '../position';
import { quote } from '../refusal';
import { type Assumed, type RulesetFacts, noFacts } from '../rulesets/facts';
import { PRESETS } from '../rulesets/presets';
import { RULESET_IDS, type RulesetId } from '../rulesets/ruleset';
import { withSwitches } from '../rulesets/switches';
import type { Seat } from '../seats';
import type { Tile } from '../tiles';
import { Problems, malformed } from './formatError';
import type { Scenario } from './scenario';
import { seatAt, tileAt } from './notation';
import { parseSeatDiscards, seatParts } from './seatDiscards';
import { notARuleset } from './rulesetId';

function parseRulesetId(value: string, line: number): RulesetId {
  if (!(RULESET_IDS as readonly string[]).includes(value)) throw malformed(notARuleset(value, RULESET_IDS), line, 'ruleset');
  return value as RulesetId;
}

/** The seats of a list such as `South, West`, each once. */
function parseSeatList(value: string, line: number, field: string): Seat[] {
  const seats = value.split(/[\s,]+/).filter(Boolean).map((w) => seatAt(w, line, field));
  const twice = seats.find((s, i) => seats.indexOf(s) !== i);
  if (twice) throw malformed(`${twice} is named twice: name each seat once`, line, field);
  return seats;
}

/** `passed: West 3b, North 6d 9d`: the winning tiles each seat let go by. */
function parsePassed(value: string, line: number): Partial<Record<Seat, Tile[]>> {
  const passed: Partial<Record<Seat, Tile[]>> = {};
  for (const { seat, rest } of seatParts(value, /,/, line, 'passed')) {
    if (rest.length === 0) throw malformed(`name the tile ${seat} let go by, as in "passed: ${seat} 3b"`, line, 'passed');
    passed[seat] = [...(passed[seat] ?? []), ...rest.map((w) => tileAt(w, line, 'passed'))];
  }
  return passed;
}

const ASSUME_FORMS = 'has-yaku, no-yaku, faan N, faan>=N, points N, points>=N, card-hand, no-card-hand or concealed-hand';

/**
 * `assume: West no-yaku, West faan 2, North card-hand`: what the position
 * assumes of each hand's value (R12), a fact at most once a seat and never
 * its own contrary.
 */
function parseAssume(value: string, line: number): Partial<Record<Seat, Assumed>> {
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

/** The lines as the scenario reader keeps them, each one's text and line (`discards` only where it names its seats): a shape of the core's. */
export type { RulesetLines };

/** A scenario's ruleset lines read and checked against the presets; a file with none states nothing (noFacts). */
export function readRulesetFacts(scenario: Pick<Scenario, 'rulesetLines'>): RulesetFacts {
  const lines = scenario.rulesetLines;
  const facts = noFacts();
  if (!lines) return facts;
  const problems = new Problems();
  const read = (field: keyof RulesetLines, into: (text: string, line: number | null) => void) => {
    const given = lines[field];
    if (given) problems.check(() => into(given.text, given.line));
  };
  read('ruleset', (text, line) => void (facts.ruleset = parseRulesetId(text, line ?? 0)));
  read('assume', (text, line) => void (facts.assume = parseAssume(text, line ?? 0)));
  read('riichi', (text, line) => void (facts.riichi = parseSeatList(text, line ?? 0, 'riichi')));
  read('passed', (text, line) => void (facts.passed = parsePassed(text, line ?? 0)));
  read('discards', (text, line) => void (facts.seatDiscards = parseSeatDiscards(text, line ?? 0)));
  const ruleset = PRESETS[facts.ruleset];
  read('racked', (_, line) => {
    if (ruleset.tiles !== 'american') throw malformed(`"racked" is an American rule, and the file is written for ${ruleset.name}: write "drawn: ${lines.racked!.text}" alone`, line, 'drawn');
    facts.racked = true;
  });
  if (facts.ruleset !== 'harr-1922') {
    read('options', (text, line) => {
      facts.switches = text;
      const switched = withSwitches(ruleset, text);
      if ('problem' in switched) throw malformed(switched.problem, line, 'options');
    });
    read('riichi', (_, line) => {
      if (!ruleset.riichi) throw malformed(`the file is written for ${ruleset.name}, which has no riichi: name a riichi ruleset on the "ruleset:" line, or leave the riichi line out`, line, 'riichi');
    });
  }
  problems.throwIfAny();
  return facts;
}
