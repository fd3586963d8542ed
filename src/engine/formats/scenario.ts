/**
 * Scenario files: a position, an event and the announced claims, in a plain
 * text format meant to be read and written by hand (see the site's notation page, src/pages/notation.astro).
 *
 *   title: South's 9 of Characters
 *   solved-title: East pungs South's nine
 *   view: East
 *   East: 1b 2b 3b 7d 7d Rd Rd Rd 9c 9c | chow 4c 5c* 6c from North
 *   South: hidden
 *   discards: 2b E 4d
 *   event: South discards 9c
 *   claim: East pung
 *
 * `title:` names what is on the table, not what to do; `solved-title:`, when
 * given, is the title the board shows once it is answered (a call allowed,
 * or "Show me"), so a title that names the answer waits for the attempt.
 *
 * Seat lines describe the position after the event. With `drawn: Seat`, the
 * last tile named on that seat's line is the tile he has just drawn.
 *
 * A board may instead give the learner his own turn: `turn: East drew 1d`
 * says that East has drawn the 1 of Circles (his line names his hand before
 * the draw; the drawn tile joins it) and now plays his turn. Its answer is a
 * move: `kong 1d` (declare a concealed kong), `add 5b` (add the drawn fourth
 * to an exposed pung), `hold` (keep a four undeclared and discard another
 * tile), or `discard 9c` or just `discard` (any tile).
 *
 * A board may ask about the table instead of for a call: `ask: next` (who
 * draws next), `ask: discards` (who discards next), `ask: lost` (who loses a
 * turn) or `ask: dead` (whose hand is dead). The engine finds the answer
 * (seatQuestion.ts), so such a file gives no `answer:`; its `claim:` lines
 * are all stated calls, the learner's own included. Tiles a file does not
 * name (hidden hands, the wall) are dealt from the rest of the set with a
 * seeded shuffle, so a scenario always plays the same way.
 *
 * Reading takes two steps, as a chess position does from FEN to a board:
 *
 *   readScenarioSetup(text)   the syntax step (scenarioText.ts): the fields
 *                             as the file writes them, a ScenarioSetup, which
 *                             need not be a position at all (five of a tile
 *                             is fine here)
 *   scenarioFromSetup(setup)  the legality step: the Scenario with its table
 *                             (scenarioTable.ts) and its answer checked (here),
 *                             or a FormatError saying why there is none
 *
 * `parseScenario` is both. A setup may also be built in code (a position
 * editor, a test), starting from `emptySetup`, and go through the second
 * step alone.
 *
 * A seat holding the wrong number of tiles is a position, not an error: its
 * hand is dead (A21), and `hidden` only ever adds tiles, up to the count. What
 * the legality step rejects as impossible is what no set of tiles could
 * produce: a fifth copy of a tile, more tiles than the set holds, a set
 * claimed from its own owner, a chow taken from anyone but the player on the
 * left.
 *
 * Each step reports every independent problem at once (up to MAX_PROBLEMS):
 * every bad line, every missing field; then every inconsistency between the
 * fields, every malformed or impossible set and every tile with a copy too
 * many. Checks that need the earlier ones to have passed (dealing the hidden
 * tiles, the wall, the answer) stop at their first problem.
 *
 * Any text may arrive here (the judge reads whatever file it is given), so
 * every step is linear in the length of the file, and every message quotes
 * the file through `quote`: short, and with unprintable characters escaped.
 */
import { type Claim, checkClaim } from '../claims';
import { turnRefusal } from '../explain/moves';
import type { SeatQuestionKind, TurnAnswer } from '../position';
import { quote } from '../refusal';
import { offersAnswer, questionAnswer } from '../seatQuestion';
import { copiesOf, tileName } from '../tiles';
import { malformed } from './formatError';
import { TURN_ANSWER_FORMS, type ScenarioField, type ScenarioSetup, type TurnAnswerSetup, readScenarioSetup } from './scenarioText';
import { type Scenario, scenarioTable } from './scenarioTable';

export {
  type EventSetup, type ScenarioField, type ScenarioSetup, type SeatSetup, type SetupLines, type TurnAnswerSetup, type TurnSetup,
  SCENARIO_FIELDS, emptySetup, parseSeatLine, readScenarioSetup, readSetupInto, splitField, stripComment,
} from './scenarioText';
export { type Scenario, scenarioTable } from './scenarioTable';

/**
 * The legality step: the position a setup describes (scenarioTable.ts) and
 * the answer checked against it, the engine's own for a board that asks.
 * A setup that is no position, or whose answer the engine refuses, raises
 * a FormatError.
 */
export function scenarioFromSetup(setup: ScenarioSetup, name = 'scenario'): Scenario {
  const scenario = scenarioTable(setup, name);
  const lineOf = (field: ScenarioField): number | null => setup.lines?.fields[field] ?? null;
  const view = setup.view;
  if (setup.ask) {
    if (setup.answer !== null || setup.turnAnswer) throw malformed('the engine answers a board that asks: remove the "answer:" line', lineOf('answer'), 'answer');
    return askedScenario(scenario, setup.ask, lineOf('ask'));
  }
  if (setup.turnAnswer) scenario.turnAnswer = checkTurnAnswer(setup.turnAnswer, lineOf('answer'), scenario);
  else if (setup.answer === 'pass' && isOwnTurn(scenario)) {
    throw malformed(`${view} is playing his own turn, so he cannot pass: give his move, one of ${TURN_ANSWER_FORMS}`, lineOf('answer'), 'answer');
  } else if (setup.answer !== null) scenario.answer = setup.answer === 'pass' ? null : checkAnswer(setup.answer, lineOf('answer'), scenario);
  return scenario;
}

/**
 * A board that asks a question about the table: the engine finds the answer,
 * which must be one the board offers, so that the learner can give it.
 */
function askedScenario(scenario: Scenario, ask: SeatQuestionKind, line: number | null): Scenario {
  if (ask === 'lost' && !scenario.event) throw malformed('a turn is lost to a claim: give an event, as in "event: South discards 9c"', line, 'ask');
  const asked: Scenario = { ...scenario, ask };
  if (!offersAnswer(asked)) {
    const seats = questionAnswer(asked);
    throw malformed(`the engine's answer (${seats.join(' and ') || 'nobody'}) is not one the board offers: ask another question`, line, 'ask');
  }
  return asked;
}

/** The learner holds his draw in his own turn, with nothing for anyone to claim. */
function isOwnTurn(scenario: Scenario): boolean {
  const { table, view } = scenario;
  return !scenario.event && table.turn === view && table.phase === 'discard';
}

/** What a move in the learner's own turn is written as, for messages. */
function turnAnswerText(answer: TurnAnswerSetup): string {
  return `${answer.kind}${answer.tile ? ` ${answer.tile}` : ''}`;
}

/** The learner's move in his own turn, which the engine must play. */
function checkTurnAnswer(answer: TurnAnswerSetup, line: number | null, scenario: Scenario): TurnAnswer {
  const { table, view } = scenario;
  const written = quote(turnAnswerText(answer));
  if (!isOwnTurn(scenario)) {
    const what = scenario.event ? `a call on ${scenario.event.seat}'s tile: write a call such as "${view} pung", or "pass"` : `not ${view}'s turn with his draw in hand: write "turn: ${view} drew 1d"`;
    throw malformed(`the answer ${written} is a move in the learner's own turn, but this position is ${what}`, line, 'answer');
  }
  const hand = table.seats[view].concealed;
  if (answer.kind === 'hold') {
    const fours = [...new Set(hand)].filter((t) => copiesOf(hand, t) === 4);
    const tile = answer.tile ?? (fours.length === 1 ? fours[0] : null);
    if (!tile) {
      throw malformed(
        fours.length ? `${view} holds more than one four: say which he keeps, as in "answer: hold ${fours[0]}"` : `${view} holds no four of a kind to keep: "hold" answers a board where his hand holds all four of a tile`,
        line,
        'answer',
      );
    }
    if (!fours.includes(tile)) throw malformed(`${view} does not hold four ${tileName(tile)} (${tile}) to keep`, line, 'answer');
    return { kind: 'hold', tile };
  }
  if (answer.kind === 'discard' && answer.tile === null) return { kind: 'discard', tile: null };
  const refusal = turnRefusal(table, answer.kind === 'discard' ? { type: 'discard', seat: view, tile: answer.tile } : { type: 'kong', seat: view, tile: answer.tile });
  if (refusal) throw malformed(`the engine refuses this answer: ${refusal.message}`, line, 'answer', refusal.rule);
  // "kong" and "add" are one move to the engine; the file must say which way the kong is made.
  const pung = table.seats[view].melds.some((m) => m.kind === 'pung' && m.tiles[0] === answer.tile);
  if (answer.kind === 'kong' && pung) throw malformed(`${view}'s ${answer.tile} go onto his exposed pung: write "answer: add ${answer.tile}"`, line, 'answer');
  if (answer.kind === 'add' && !pung) throw malformed(`${view} has no exposed pung of ${answer.tile}: for four in his hand write "answer: kong ${answer.tile}"`, line, 'answer');
  return answer;
}

/** The learner's claim, which the engine must find legal. */
function checkAnswer(claim: Claim, line: number | null, scenario: Scenario): Claim {
  if (claim.seat !== scenario.view) throw malformed(`the answer is the call of the learner's seat, ${scenario.view}, not ${claim.seat}`, line, 'answer');
  if (!scenario.event) {
    throw malformed(
      isOwnTurn(scenario)
        ? `${scenario.view} is playing his own turn, with nothing to claim: give his move, one of ${TURN_ANSWER_FORMS}`
        : 'there is nothing to claim in this position, so the answer can only be "pass"',
      line,
      'answer',
    );
  }
  const check = checkClaim(scenario.table, claim);
  if (!check.legal) throw malformed(`the engine refuses this answer: ${check.refusal.message}`, line, 'answer', check.refusal.rule);
  return check.claim;
}

/** Reads a scenario file: the syntax step, then the legality step. A file that is not a position raises a FormatError naming each line and field. */
export function parseScenario(source: string, name = 'scenario'): Scenario {
  return scenarioFromSetup(readScenarioSetup(source), name);
}
