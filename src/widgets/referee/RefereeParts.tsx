/**
 * The small pieces every part of the referee's editor uses: a choice from a
 * list (a tile by name, a seat, a call, …), and the engine's problems shown
 * where they belong, each with its rule and what to do about it.
 */
import { type Problem, type Tile, TILE_KINDS, tileName } from '../../engine';
import type { RuleLinks } from '../../islandProps';
import { RuleCode } from './RuleCode';

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
