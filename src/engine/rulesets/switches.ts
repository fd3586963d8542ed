/**
 * A preset's switches (docs/RULESETS.md R24): what a scenario's `options:`
 * line may change. Harr's three options keep their RuleOptions and change the
 * fields that follow from them; the other presets list their own. Each switch
 * a preset lists is a name and the values it takes (`multi-win all|nearest`,
 * `minimum N`, `seven-pairs on|off`), or a name alone; anything else is
 * refused with a sentence naming what the preset accepts, as a value, for the
 * reader to place on its line.
 */
import { remake } from './presets';
import type { Ruleset } from './ruleset';

type Change = (r: Readonly<Ruleset>, value: string) => Partial<Ruleset>;

/** What each switch does to a ruleset, given its value. */
const HANDLERS: Record<string, Change> = {
  'strict-winning-chow': (r) => ({ harr: { ...r.harr, strictWinningChow: true }, winningRunFrom: 'left' }),
  'claim-after-next-draw': (r) => ({ harr: { ...r.harr, claimAfterNextDraw: true }, window: { sets: 'next-discard', wins: 'next-discard' } }),
  'multi-win': (_, value) => ({ multiWin: value === 'all' ? 'all' : 'nearest' }),
  minimum: (r, value) => ({ minimum: { ...r.minimum, at: Number(value) } }),
  // Harr's undrawn tiles (A14) leave the loose tiles at the wall's end; elsewhere a dead wall gives the replacements.
  'dead-wall': (r, value) =>
    r.id === 'harr-1922'
      ? { deadWall: Number(value), harr: { ...r.harr, deadWallSize: Number(value) } }
      : { deadWall: Number(value), replacement: Number(value) > 0 ? 'dead-wall' : 'wall-end' },
  'rob-concealed-kong': (_, value) => ({ robConcealedKong: value === 'on' }),
  'seven-pairs': (r, value) => ({
    winShapes: value === 'on' ? [...new Set([...r.winShapes, 'seven-pairs' as const])] : r.winShapes.filter((s) => s !== 'seven-pairs'),
  }),
};

/** The switch names every preset may list; a test holds each preset's list to them. */
export const SWITCH_NAMES: readonly string[] = Object.keys(HANDLERS);

/** A whole number written in decimal, as the options line writes counts. */
const WHOLE = /^\d{1,3}$/;

/**
 * The ruleset with the switches of `text` applied (`multi-win all, minimum 3`, commas or spaces between), or the
 * problem: a switch the preset does not list, a value it does not take, a switch given twice.
 */
export function withSwitches(ruleset: Readonly<Ruleset>, text: string): { ruleset: Readonly<Ruleset> } | { problem: string } {
  const accepted = new Map(ruleset.switches.map((form) => [form.split(' ')[0], form.split(' ')[1] ?? ''] as const));
  const forms = ruleset.switches.length ? ruleset.switches.join(', ') : 'none';
  const words = text.split(/[\s,]+/).filter(Boolean);
  const given = new Set<string>();
  let changes: Partial<Ruleset> = {};
  let current = ruleset;
  for (let i = 0; i < words.length; i++) {
    const name = words[i];
    const values = accepted.get(name);
    const handler = HANDLERS[name];
    if (values === undefined || !handler) return { problem: `${ruleset.name} has no switch "${name}": its switches are ${forms}` };
    if (given.has(name)) return { problem: `the switch "${name}" is given twice: keep one` };
    given.add(name);
    const value = values === '' ? '' : (words[++i] ?? '');
    const takes = values === 'N' ? WHOLE.test(value) : values.split('|').includes(value);
    if (!takes) return { problem: `"${name}" takes ${values === 'N' ? 'a whole number' : values.split('|').map((v) => `"${v}"`).join(' or ')} under ${ruleset.name}, not "${value}"` };
    changes = { ...changes, ...handler(current, value) };
    current = { ...current, ...changes };
  }
  return { ruleset: Object.keys(changes).length ? remake(ruleset, changes) : ruleset };
}
