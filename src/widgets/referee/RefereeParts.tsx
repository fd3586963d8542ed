/**
 * The small pieces every part of the referee's editor uses: a choice from a
 * list (a tile by name, a seat, a call, …), a row of tiles a press takes out
 * of, and the engine's problems shown where they belong, each with its rule
 * and what to do about it.
 */
import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { type Problem, type Tile, TILE_KINDS, tileName } from '../../engine';
import type { RuleLinks } from '../../islandProps';
import { RuleCode } from './RuleCode';
import { Tile as TileFace } from '../drawing/Tile';

export interface ChoiceProps<T extends string> {
  label: string;
  value: T;
  choices: readonly T[];
  /** What a choice is called in the list. */
  words: (choice: T) => string;
  onChange: (choice: T) => void;
  /** A first choice of nothing (value ""), with these words, for a field that may be left empty. */
  none?: string;
}

/**
 * A labelled choice from a list: every field of the editor that picks one thing (a tile, a seat, a set's shape, an
 * event, a call) is this one control, so they all look, read and answer alike.
 */
export function Choice<T extends string>({ label, value, choices, words, onChange, none }: ChoiceProps<T>) {
  return (
    <label class="referee__field">
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value as T)}>
        {none !== undefined && <option value="">{none}</option>}
        {choices.map((c) => (
          <option key={c} value={c}>
            {words(c)}
          </option>
        ))}
      </select>
    </label>
  );
}

export interface TileSelectProps {
  label: string;
  value: Tile;
  onChange: (tile: Tile) => void;
  /** Tiles offered; all 34 kinds when absent. */
  tiles?: readonly Tile[];
}

const tileWords = (t: Tile) => `${tileName(t)} (${t})`;

export function TileSelect({ label, value, onChange, tiles = TILE_KINDS }: TileSelectProps) {
  return <Choice label={label} value={value} choices={tiles} words={tileWords} onChange={onChange} />;
}

/**
 * Keeps the focus in a row of buttons when a press takes its own button away (a tile taken out, a set removed) or
 * disables it (a tile's last copy): the focus would fall to the page, and a keyboard user start again from its top.
 * A press calls what this returns with its button's place; after the next drawing the focus goes to the button then in
 * that place, else the next one that can be pressed, else the one before, else `fallback` (what an emptied row leaves).
 */
export function useFocusKept(list: RefObject<HTMLElement>, fallback: () => HTMLElement | null | undefined): (event: Event, at: number) => void {
  const pressed = useRef<number | null>(null);
  useLayoutEffect(() => {
    const at = pressed.current;
    pressed.current = null;
    if (at === null) return;
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const live = (b: HTMLButtonElement) => !b.disabled;
    (buttons.slice(at).find(live) ?? buttons.slice(0, at).reverse().find(live) ?? fallback())?.focus();
  });
  // Only a press made with the focus on its button moves the focus: a pointer's press may leave it elsewhere.
  return (event, at) => {
    if (document.activeElement === event.currentTarget) pressed.current = at;
  };
}

export interface TakeOutTilesProps {
  tiles: readonly Tile[];
  /** Where the tiles are, as a sentence names it: "East's hand", "the earlier discards". */
  where: string;
  /** What the list is called, a press's effect in it. */
  label: string;
  /** Said in the list's place when it holds no tile. */
  empty: string;
  onTakeOut: (index: number) => void;
  announce: (message: string) => void;
}

/**
 * Tiles named in a hand or the earlier discards, a press taking one out. The focus stays in the row (useFocusKept), and
 * once the last tile is out, on the words that say the row is empty, which a screen reader then reads, Tab going on
 * from there to the next control.
 */
export function TakeOutTiles({ tiles, where, label, empty, onTakeOut, announce }: TakeOutTilesProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  const keepFocus = useFocusKept(listRef, () => emptyRef.current);
  if (!tiles.length) {
    return (
      <p class="referee__empty" tabIndex={-1} ref={emptyRef}>
        {empty}
      </p>
    );
  }
  return (
    <ul class="referee__hand" role="list" aria-label={label} ref={listRef}>
      {tiles.map((t, i) => (
        <li key={i}>
          <button
            type="button"
            class="referee__tile"
            onClick={(e) => {
              keepFocus(e, i);
              onTakeOut(i);
              announce(`${tileName(t)} taken out of ${where}.`);
            }}
          >
            <TileFace tile={t} size="sm" />
          </button>
        </li>
      ))}
    </ul>
  );
}

export interface ProblemMarksProps {
  problems: readonly Problem[];
  ruleLinks: RuleLinks;
}

/** The problems of one part of the position, marked there: "Impossible" or "Check this", the message, the rule. */
export function ProblemMarks({ problems, ruleLinks }: ProblemMarksProps) {
  if (!problems.length) return null;
  return (
    <ul class="referee__problems" role="list">
      {problems.map((p, i) => (
        <li key={i} class="referee__problem">
          <strong>{p.impossible ? 'Impossible: ' : 'Check this: '}</strong>
          {p.message}
          {p.rule && (
            <>
              {' '}
              <RuleCode rule={p.rule} links={ruleLinks} />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
