/**
 * The small pieces every part of the referee's editor uses: a choice of tile
 * by name, and the engine's problems shown where they belong, each with its
 * rule and what to do about it.
 */
import { type Problem, type Tile, TILE_KINDS, tileName } from '../../engine';
import type { RuleLinks } from '../../islandProps';
import { RuleCode } from './RuleCode';

export interface TileSelectProps {
  label: string;
  value: Tile;
  onChange: (tile: Tile) => void;
  /** Tiles offered; all 34 kinds when absent. */
  tiles?: readonly Tile[];
}

export function TileSelect({ label, value, onChange, tiles = TILE_KINDS }: TileSelectProps) {
  return (
    <label class="referee__field">
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value as Tile)}>
        {tiles.map((t) => (
          <option key={t} value={t}>
            {tileName(t)} ({t})
          </option>
        ))}
      </select>
    </label>
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
