/**
 * A scored hand's sets as they lie: exposed sets with the claimed tile
 * sideways, concealed kongs with their ends face down, each set labelled
 * (exposed or concealed, and which one the winning tile finished). Rendered
 * at build time, with no JavaScript.
 */
import type { ScoreSheetData, SheetSet } from './ScoreSheet';
import { TileRow, type TileRowItem } from '../drawing/TileRow';

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

