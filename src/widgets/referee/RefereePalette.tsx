/**
 * The referee's tile palette: all 34 kinds, and under the American ruleset
 * its flowers and jokers, each with how many copies are still free. A press
 * puts one copy where the user chose ("Tiles go to"); a kind with no copy
 * left cannot be pressed, so the palette never makes a fifth (or a ninth
 * joker). The kinds and counts are the engine's (tilesLeft).
 */
import { useRef } from 'preact/hooks';
import type { Tile as TileCode } from '../../engine';
import { Tile } from '../drawing/Tile';
import { useFocusKept } from './RefereeParts';

/** Where the palette's tiles go: a seat's hand, or the earlier discards. */
export interface PaletteTarget {
  id: string;
  label: string;
}

export interface RefereePaletteProps {
  left: ReadonlyMap<TileCode, number>;
  targets: readonly PaletteTarget[];
  target: string;
  onTarget: (id: string) => void;
  onPick: (tile: TileCode) => void;
}

export function RefereePalette({ left, targets, target, onTarget, onPick }: RefereePaletteProps) {
  const where = targets.find((t) => t.id === target)?.label ?? '';
  const listRef = useRef<HTMLUListElement>(null);
  // A kind's last free copy taken, its button is disabled: the focus goes to the next kind that can still be pressed, as
  // Tab would go (at the palette's end, the one before; with none left at all, the choice of where tiles go).
  const keepFocus = useFocusKept(listRef, () => listRef.current?.parentElement?.querySelector<HTMLInputElement>('input[name="referee-target"]:checked'));
  return (
    <section class="referee__palette" aria-labelledby="referee-palette">
      <h2 id="referee-palette">Tiles</h2>
      <fieldset class="referee__targets">
        <legend>Tiles go to</legend>
        {targets.map((t) => (
          <label key={t.id}>
            <input type="radio" name="referee-target" value={t.id} checked={t.id === target} onChange={() => onTarget(t.id)} /> {t.label}
          </label>
        ))}
      </fieldset>
      <ul class="referee__kinds" role="list" aria-label={`Press a tile to add it to ${where}`} ref={listRef}>
        {[...left.keys()].map((kind, i) => {
          const n = Math.max(left.get(kind) ?? 0, 0);
          return (
            <li key={kind}>
              {/* Named by its tile, as it shows (the list says what a press does), then the copies left. */}
              <button
                type="button"
                class="referee__kind"
                disabled={n === 0}
                onClick={(e) => {
                  keepFocus(e, i);
                  onPick(kind);
                }}
              >
                <Tile tile={kind} size="sm" />
                <span aria-hidden="true">{n}</span>
                <span class="visually-hidden"> ({n} left)</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
