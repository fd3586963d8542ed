/**
 * A scored hand drawn: its sets as they lie (exposed sets with the claimed
 * tile sideways, concealed kongs with their ends face down) and the score's
 * lines, each with its points or doublings, the running score, why, and a
 * link to the rule or decision. The data is computed at build time
 * (src/build/scoreSheets.ts); nothing here scores.
 */
import type { Tile as TileCode } from '../engine';
import { TileRow, type TileRowItem } from './TileRow';

export interface SheetSet {
  kind: 'chow' | 'pung' | 'kong' | 'pair';
  tiles: TileCode[];
  exposed: boolean;
  /** "Pung of 1 of Characters, concealed". */
  label: string;
  /** This set was completed by the winning tile. */
  winning: boolean;
}

export interface SheetLine {
  label: string;
  part: 'bonus' | 'combination' | 'doubling' | 'dead';
  /** "+20", "+0", "×2", "×8". */
  value: string;
  running: number;
  why: string;
  link?: { href: string; text: string };
}

export interface ScoreSheetData {
  /** "South Wind" and how the hand ended: "won by drawing the 5 of Bamboo". */
  who: string;
  sets: SheetSet[];
  odd: TileCode[];
  lines: SheetLine[];
  /** Points before doubling ("Total Score"). */
  total: number;
  /** After doubling ("Final Score"). */
  final: number;
}

function rowItems(set: SheetSet): TileRowItem[] {
  if (set.kind === 'kong' && !set.exposed) return set.tiles.map((tile, i) => ({ tile, faceDown: i === 0 || i === 3 }));
  // The last tile of an exposed set stands for the claimed one, turned sideways.
  if (set.exposed && set.kind !== 'pair') return set.tiles.map((tile, i) => (i === set.tiles.length - 1 ? { tile, sideways: true } : tile));
  return set.tiles;
}

/** The hand's sets, each a labelled row of small tiles. */
export function ScoreHand({ sheet }: { sheet: ScoreSheetData }) {
  return (
    <div class="score-hand">
      <p class="score-hand__who">{sheet.who}</p>
      <ul class="score-hand__sets" role="list">
        {sheet.sets.map((set) => (
          <li class={['score-hand__set', set.exposed ? 'score-hand__set--exposed' : 'score-hand__set--concealed'].join(' ')}>
            <TileRow tiles={rowItems(set)} size="sm" label={`${set.label}${set.winning ? ' (the winning tile)' : ''}`} />
          </li>
        ))}
        {sheet.odd.length > 0 && (
          <li class="score-hand__set">
            <TileRow tiles={sheet.odd} size="sm" label="Tiles in no set" />
          </li>
        )}
      </ul>
    </div>
  );
}

/** The lines of a score, the first `shown` of them (all by default), as a table. */
export function ScoreLines({ sheet, shown = sheet.lines.length, caption }: { sheet: ScoreSheetData; shown?: number; caption: string }) {
  const done = shown >= sheet.lines.length;
  return (
    <table class="score-lines">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">What scores</th>
          <th scope="col">Points</th>
          <th scope="col">Score</th>
          <th scope="col">Why</th>
        </tr>
      </thead>
      <tbody>
        {sheet.lines.slice(0, shown).map((line) => (
          <tr class={`score-lines__row score-lines__row--${line.part}`}>
            <th scope="row">{line.label}</th>
            <td>{line.value}</td>
            <td>{line.running}</td>
            <td>
              {line.why}
              {line.link && (
                <>
                  {' '}
                  <a href={line.link.href}>{line.link.text}</a>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
      {done && (
        <tfoot>
          <tr>
            <th scope="row">Final score</th>
            <td colSpan={3}>
              {sheet.final}
              {sheet.final !== sheet.total && ` (${sheet.total} before doubling)`}
            </td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}
