/**
 * The scenario writer: a table at a claim window written as a scenario file
 * (the notation of scenario.ts and the site's notation page), so that a
 * moment of a hand played at the practice table opens as a board. Every
 * tile is named (`show: all`, every hand, the wall as `next:`), so nothing
 * is dealt again when the file is read: parseScenario(writeScenario(table))
 * is the same position.
 *
 * One thing a file cannot say is who made each earlier discard: the reader
 * deals them round the table. The tiles and their order are kept, and no
 * rule looks at who made a dead discard.
 */
import { callNotation } from '../callNotation';
import { type Claim, currentEvent } from '../claims';
import type { Meld } from '../melds';
import { SEATS, type Seat } from '../seats';
import type { Table } from '../table';
import { type Tile, sortTiles } from '../tiles';
import { optionsLine } from './optionsLine';

export interface ScenarioText {
  title: string;
  /** The learner's seat: the board is seen from his chair. */
  view: Seat;
  /** The calls the other seats announced at this moment, one a seat. */
  claims?: readonly Claim[];
  prompt?: string;
  /** The right call, written as the `answer:` line (a board that has none is answered by the strongest call). */
  answer?: Claim;
}

/**
 * A set as a seat line writes it: `chow 4c 5c* 6c from North`, `kong 1d 1d 1d 1d concealed`, `kong 1d 1d 1d* 1d+ from West`.
 * Every mark the set carries is written, even on a set no play could make (a concealed kong with a claimed
 * tile), so that reading the line back gives the same set and the same problem with it.
 */
export function meldText(meld: Meld): string {
  const marks = meld.tiles.map((t) => t as string);
  if (meld.added) {
    const at = meld.tiles.lastIndexOf(meld.added);
    if (at >= 0) marks[at] += '+';
  }
  if (meld.claimed) {
    const at = meld.tiles.indexOf(meld.claimed.tile);
    if (at >= 0) marks[at] += '*';
  }
  const from = meld.claimed ? ` from ${meld.claimed.from}` : '';
  const concealed = meld.kind === 'kong' && meld.kongWay === 'concealed' ? ' concealed' : '';
  return `${[meld.kind, ...marks].join(' ')}${from}${concealed}`;
}

/** A call as a `claim:` line writes it. */
export function claimText(claim: Claim): string {
  return callNotation(claim);
}

/**
 * The scenario file for a table at a claim window: a live discard, a tile
 * being added to an exposed pung, or a concealed kong just declared. Throws
 * when nothing can be claimed (a programming error: only a window is a board).
 */
export function writeScenario(table: Table, about: ScenarioText): string {
  const event = currentEvent(table);
  if (!event) throw new Error('writeScenario: nothing can be claimed in this position, so it is no board');
  const drawer = event.kind === 'discard' && table.nextHasDrawn ? table.turn : null;
  const lines: string[] = [`title: ${about.title}`];
  if (about.prompt) lines.push(`prompt: ${about.prompt}`);
  lines.push(`view: ${about.view}`, 'show: all');
  const options = optionsLine(table.options);
  if (options) lines.push(`options: ${options}`);
  for (const seat of SEATS) {
    const { concealed, melds } = table.seats[seat];
    // A seat that has drawn keeps his drawn tile last, as `drawn:` reads it.
    const hand: Tile[] = seat === drawer ? [...sortTiles(concealed.slice(0, -1)), concealed[concealed.length - 1]] : sortTiles(concealed);
    const sets = melds.map((m) => ` | ${meldText(m)}`).join('');
    lines.push(`${seat}: ${hand.join(' ')}${sets}`.trimEnd());
  }
  // The discard on offer is the event; the discards line holds the ones before it.
  const earlier = event.kind === 'discard' ? table.discards.slice(0, -1) : table.discards;
  if (earlier.length) lines.push(`discards: ${earlier.map((d) => d.tile).join(' ')}`);
  const verb = event.kind === 'discard' ? 'discards' : event.kind === 'add-to-pung' ? 'adds' : 'declares';
  lines.push(`event: ${event.seat} ${verb} ${event.tile}`);
  if (drawer) lines.push(`drawn: ${drawer}`);
  for (const claim of about.claims ?? []) lines.push(`claim: ${claimText(claim)}`);
  if (about.answer) lines.push(`answer: ${claimText(about.answer)}`);
  // Every tile is named, so the wall is exactly these, in the order they are drawn.
  lines.push(table.wall.length ? `next: ${table.wall.join(' ')}` : 'wall: 0');
  return `${lines.join('\n')}\n`;
}
