/**
 * The notation's words as the readers take them from a file: tile codes and
 * seat names. A word that is neither is a FormatError naming the line (when
 * the file has lines) and the field, and quoting the word.
 */
import { quote } from '../refusal';
import { type Seat, parseSeat } from '../seats';
import type { Tile } from '../tiles';
import { readTile } from '../readTile';
import { notATile } from '../tileCodes';
import { malformed } from './formatError';

/** A tile code, `5c`, `E`, `Rd` (or the aliases `5m 3s 7p`). */
export function tileAt(token: string, line: number | null, field: string): Tile {
  const tile = readTile(token);
  if (tile === null) throw malformed(notATile(token), line, field);
  return tile;
}

/** A seat name, in any case. */
export function seatAt(word: string, line: number | null, field: string): Seat {
  const seat = parseSeat(word);
  if (!seat) throw malformed(`${quote(word)} is not a seat: write East, South, West or North`, line, field);
  return seat;
}

/** A file's lines, whichever way it ends them: LF (Unix), CRLF (Windows) or a lone CR (old Mac). */
export function fileLines(source: string): string[] {
  return source.split(/\r\n|\r|\n/);
}
