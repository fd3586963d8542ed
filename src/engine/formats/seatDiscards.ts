/**
 * A `discards:` line written seat by seat (`East 9c | South 1d 4b* | West
 * 6b`): each seat's own discards, which furiten reads under the riichi
 * rulesets (rulesetLines.ts). Harr's table takes the same tiles as one list,
 * which the scenario reader reads itself.
 */
import type { SeatDiscard } from '../rulesets/facts';
import type { Seat } from '../seats';
import { malformed } from './formatError';
import { seatAt, tileAt } from './notation';

/** Parts of a line written `Seat …, Seat …` (commas) or `Seat … | Seat …` (bars), each with its seat. */
export function seatParts(value: string, separator: RegExp, line: number, field: string): { seat: Seat; rest: string[] }[] {
  return value
    .split(separator)
    .map((part) => part.trim().split(/\s+/).filter(Boolean))
    .filter((words) => words.length > 0)
    .map(([first, ...rest]) => ({ seat: seatAt(first, line, field), rest }));
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

