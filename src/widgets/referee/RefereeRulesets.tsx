/**
 * The referee's lines for today's rulesets (issue 27): which ruleset the
 * position is written for, its switches, and the facts a few of their rules
 * read (who has declared riichi, a winning tile let go by, what a hand is
 * worth). Harr's ruling never reads them; the comparison under today's
 * rulesets does, and says what is wrong with a line when it reads it. They
 * travel with the position: in its address (`&r=`) and in the file it
 * exports, in the notation's words (/notation/#rulesets).
 */
import type { RulesetField, RulesetLines } from '../../engine';
import { Choice } from './RefereeParts';

/** A ruleset the page offers, named: made at build time from the presets, which the page does not load. */
export interface RulesetChoice {
  id: string;
  name: string;
}

export interface RefereeRulesetsProps {
  lines: RulesetLines | undefined;
  rulesets: readonly RulesetChoice[];
  onChange: (lines: RulesetLines | undefined) => void;
}

/** The facts a user may state, each a notation line, with what it takes. */
const FACTS: readonly { field: Exclude<RulesetField, 'ruleset' | 'options' | 'discards'>; label: string; example: string }[] = [
  { field: 'riichi', label: 'Seats that have declared riichi', example: 'South, West' },
  { field: 'passed', label: 'A winning tile a seat let go by since his last discard', example: 'West 3b' },
  { field: 'assume', label: 'A hand\'s value, where a ruleset sets a minimum', example: 'West no-yaku, West faan 2' },
];

export function RefereeRulesets({ lines, rulesets, onChange }: RefereeRulesetsProps) {
  const ruleset = lines?.ruleset?.text ?? 'harr-1922';
  /** One line set (or, empty, taken out); no line left is no lines at all, so the address stays short. */
  const set = (field: RulesetField, text: string) => {
    const next: RulesetLines = { ...lines };
    if (text.trim()) next[field] = { text: text.trim(), line: null };
    else delete next[field];
    onChange(Object.keys(next).length ? next : undefined);
  };
  const text = (e: Event) => (e.currentTarget as HTMLInputElement).value;
  return (
    <fieldset class="referee__rulesets-lines">
      <legend>Today's rulesets</legend>
      <p class="referee__hint">
        Harr's ruling above never reads these. The comparison below rules the same claims under each ruleset, reading them. Written as in
        <a href="/notation/#rulesets"> the notation</a>.
      </p>
      <Choice
        label="The ruleset this position is written for"
        value={ruleset}
        choices={rulesets.map((r) => r.id)}
        words={(id) => rulesets.find((r) => r.id === id)?.name ?? id}
        onChange={(id) => {
          // Harr's file has no ruleset line, and its options are the editor's switches above, not a ruleset's.
          const next: RulesetLines = { ...lines };
          delete next.options;
          if (id === 'harr-1922') delete next.ruleset;
          else next.ruleset = { text: id, line: null };
          onChange(Object.keys(next).length ? next : undefined);
        }}
      />
      {ruleset !== 'harr-1922' && (
        <label class="referee__field">
          <span>Its switches (options), such as multi-win all</span>
          <input type="text" value={lines?.options?.text ?? ''} onChange={(e) => set('options', text(e))} />
        </label>
      )}
      {FACTS.map((f) => (
        <label class="referee__field" key={f.field}>
          <span>
            {f.label}, as in <code>{f.example}</code>
          </span>
          <input type="text" value={lines?.[f.field]?.text ?? ''} onChange={(e) => set(f.field, text(e))} />
        </label>
      ))}
      {lines?.discards && (
        <p class="referee__hint">
          Each seat's discards, from the file: <code>{lines.discards.text}</code>
        </p>
      )}
    </fieldset>
  );
}
