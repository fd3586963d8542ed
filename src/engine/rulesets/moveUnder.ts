/**
 * A move in a player's own turn, holding his draw, judged under a ruleset
 * (docs/RULESETS.md E15): a concealed kong, a fourth added to a pung, a
 * discard. Harr's checks are the engine's own (moves.ts plays the move, and
 * refuses it as every board does); a ruleset adds its own before them: the
 * American game makes no kong but by calling a discard
 * (NMJL-KONG-EXPOSURE-ONLY), and a player in riichi may make a concealed kong
 * only of the tile he has just drawn and only if it leaves his waits as they
 * were (RIICHI-KAN-WAIT); and where swap-calling is forbidden, the discard
 * just after a call may not be a swap-call (KUIKAE, E16). It decides and writes no sentence
 * (explain/rulesetWords.ts wordMove).
 */
import { declareKong, discard } from '../moves';
import type { TurnMove } from '../position';
import type { Refusal } from '../refusal';
import type { RuleId } from '../rules';
import { SEATS, type Seat } from '../seats';
import type { Table } from '../table';
import { type Tile, TILE_KINDS } from '../tiles';
import { handCounts } from '../hand';
import { kindOf } from '../core/kinds';
import type { RulesetFacts } from './facts';
import { americanOnly } from './americanSet';
import { PRESETS, harrRuleset } from './presets';
import type { AnyRuleId, Ruleset, RulesetId } from './ruleset';
import { withSwitches } from './switches';
import { swapCalls } from './swapCalls';
import { waitsOf } from './winShapes';

export type PresetMoveDecision =
  | { legal: true; rule: AnyRuleId | null }
  | { legal: false; rule: AnyRuleId; harr?: Refusal; waits?: { before: Tile[]; after: Tile[] }; swapped?: Tile };

export interface PresetMoveRuling {
  ruleset: RulesetId;
  rules: Readonly<Ruleset>;
  /** The position cannot arise under the ruleset: chows on the table of a game that has none, flowers or jokers in one that has none. */
  rejected: 'chows' | 'american-set' | null;
  seat: Seat;
  move: TurnMove;
  decision: PresetMoveDecision;
}

/** The rule that allows each kind of move, when it stands. */
const ALLOWED: Record<TurnMove['kind'], RuleId | null> = { kong: 'KONG-CONCEALED', add: 'KONG-ADD-DRAWN', discard: null };

/** Harr's own verdict on the move: the engine plays it, and its refusal is his rule's. */
function byHarr(table: Table, seat: Seat, move: TurnMove): PresetMoveDecision {
  const played = move.kind === 'discard' ? discard(table, seat, move.tile) : declareKong(table, seat, move.tile);
  return played.ok ? { legal: true, rule: ALLOWED[move.kind] } : { legal: false, rule: played.refusal.rule, harr: played.refusal };
}

/** The tiles a hand of these counts waits on, with `sets` sets laid out, under the ruleset's winning shapes. */
function waits(r: Ruleset, concealed: readonly Tile[], sets: number): Tile[] {
  return waitsOf(handCounts(concealed), sets, r.winShapes).map((k) => TILE_KINDS[k]);
}

/** The move judged under a ruleset; `drew`: the tile the player has just drawn, when the position names it. */
export function moveUnder(id: RulesetId, table: Table, seat: Seat, move: TurnMove, drew: Tile | null, facts: RulesetFacts): PresetMoveRuling {
  const switched = id !== 'harr-1922' && facts.ruleset === id && facts.switches ? withSwitches(PRESETS[id], facts.switches) : null;
  const r = id === 'harr-1922' ? harrRuleset(table.options) : switched && 'ruleset' in switched ? switched.ruleset : PRESETS[id];
  const ruling = (decision: PresetMoveDecision, rejected: PresetMoveRuling['rejected'] = null): PresetMoveRuling => ({ ruleset: id, rules: r, rejected, seat, move, decision });
  // Flowers and jokers are not in this ruleset's set of tiles (BG-FOUR-COPIES counts the set): no such position.
  if (r.tiles !== 'american' && americanOnly(table, [])) return ruling({ legal: false, rule: 'BG-FOUR-COPIES' }, 'american-set');
  if (r.chowFrom === 'none' && SEATS.some((s) => table.seats[s].melds.some((m) => m.kind === 'chow'))) return ruling({ legal: false, rule: 'NMJL-NO-CHOW' }, 'chows');
  if (move.kind === 'kong' && !r.kongs.concealed) return ruling({ legal: false, rule: 'NMJL-KONG-EXPOSURE-ONLY' });
  if (move.kind === 'add' && !r.kongs.added) return ruling({ legal: false, rule: 'NMJL-KONG-EXPOSURE-ONLY' });
  if (move.kind === 'kong' && r.riichi && facts.riichi.includes(seat)) {
    const { concealed, melds } = table.seats[seat];
    const hand = [...concealed];
    if (drew) hand.splice(hand.indexOf(drew), 1);
    const before = waits(r, hand, melds.length);
    const after = waits(
      r,
      concealed.filter((t) => t !== move.tile),
      melds.length + 1,
    );
    const same = before.length === after.length && before.every((t, i) => t === after[i]);
    if (drew !== move.tile || !same) return ruling({ legal: false, rule: 'RIICHI-KAN-WAIT', waits: { before, after } });
  }
  if (move.kind === 'discard' && r.kuikae && table.claimedThisTurn) {
    // His last set is the one he has just called: its called tile, and after a chow the run's other end, may not go.
    const called = table.seats[seat].melds.at(-1);
    const forbidden = called?.claimed ? swapCalls(called.claimed.tile, called.kind === 'chow' ? called.tiles : null) : new Set<number>();
    if (forbidden.has(kindOf(move.tile))) return ruling({ legal: false, rule: 'KUIKAE', swapped: called!.claimed!.tile });
  }
  return ruling(byHarr(table, seat, move));
}
