/**
 * A row of tiles: a hand, an exposed set, a concealed kong. A list, so a
 * screen reader announces how many tiles it holds before reading them.
 */
import { useId } from 'preact/hooks';
import type { Tile as TileCode } from '../../engine';
import { Tile, type TileHighlight, type TileSize } from './Tile';

/** One tile of a row: a bare code, or a code with how it lies. */
export type TileRowItem =
  | TileCode
  | { tile: TileCode; sideways?: boolean; faceDown?: boolean; highlight?: TileHighlight };

export interface TileRowProps {
  tiles: readonly TileRowItem[];
  /** Shown above the row and used as the list's accessible name. */
  label?: string;
  size?: TileSize;
  /** Extra class names for the wrapper. */
  class?: string;
}

export function TileRow({ tiles, label, size = 'md', class: className }: TileRowProps) {
  const labelId = useId();
  return (
    <div class={['tile-row', className].filter(Boolean).join(' ')}>
      {label && (
        <p class="tile-row__label" id={labelId}>
          {label}
        </p>
      )}
      {/* role="list" restores list semantics that Safari drops with list-style: none */}
      {/* Laid out by global.css (ul.tile-row__tiles), not by a style on each list and item: the rule comes once, cached, not with every row of every page. */}
      <ul role="list" class="tile-row__tiles" aria-labelledby={label ? labelId : undefined}>
        {tiles.map((item, i) => {
          const spec = typeof item === 'string' ? { tile: item } : item;
          return (
            <li key={i}>
              <Tile size={size} {...spec} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export default TileRow;
