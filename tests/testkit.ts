/**
 * Helpers for the engine's tests: positions written in the scenario text
 * format, ruled on, and the verdict of one seat picked out.
 */
import { expect } from 'vitest';
import { type Ruling, adjudicate } from '../src/engine/adjudicate';
import { type MoveResult, type Move, play } from '../src/engine/moves';
import { type Scenario, parseScenario } from '../src/engine/formats/scenario';
import type { Seat } from '../src/engine/seats';
import type { Table } from '../src/engine/table';

/** A scenario from its seat, event and claim lines; the title and view are filled in. */
export function scenario(body: string, title = 'test position'): Scenario {
  return parseScenario(`title: ${title}\nview: East\n${body}`, title);
}

/** The ruling on a scenario's announced claims. */
export function rule(body: string): Ruling {
  const s = scenario(body);
  return adjudicate(s.table, s.claims);
}

/** The verdict on one seat's claim in a ruling. */
export function verdictOf(ruling: Ruling, seat: Seat) {
  const v = ruling.claims.find((c) => c.seat === seat);
  if (!v) throw new Error(`no claim by ${seat} in the ruling`);
  return v;
}

/** Plays a move that must be accepted, and returns the new table. */
export function must(table: Table, move: Move): Table {
  const result = play(table, move);
  if (!result.ok) throw new Error(`move ${JSON.stringify(move)} refused: ${result.refusal.rule}: ${result.refusal.message}`);
  return result.table;
}

/** Plays a move that must be refused, and returns the refusal. */
export function refused(table: Table, move: Move) {
  const result: MoveResult = play(table, move);
  if (result.ok) throw new Error(`move ${JSON.stringify(move)} was accepted`);
  return result.refusal;
}

/** A refusal message a learner can read: a capitalised sentence ending in a full stop. */
export function isSentence(text: string | undefined): boolean {
  return !!text && text.length > 12 && /^["A-Z0-9]/.test(text) && /[.!?]$/.test(text);
}

/**
 * A text of the catalogue (a rule's summary, a decision) holds `min` to `max` sentences: a sentence ends at a stop
 * followed by a capital or a quote. `label` names the entry in a failure.
 */
export function expectSentences(text: string, min: number, max: number, label: string): void {
  const sentences = text.split(/(?<=[.!?])\s+(?=[A-Z"])/).filter((s) => s.trim()).length;
  expect(sentences, label).toBeGreaterThanOrEqual(min);
  expect(sentences, label).toBeLessThanOrEqual(max);
}
