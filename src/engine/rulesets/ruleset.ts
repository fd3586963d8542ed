/**
 * A ruleset: how one of today's rulesets, or Harr's, decides who may take a
 * tile, when, for what, and who gets it (docs/RULESETS.md section 5.1). Each
 * preset is one frozen value (presets.ts); Harr's is built from today's
 * RuleOptions, which stay the engine's options for harr-1922 alone.
 */
import type { RuleOptions } from '../options';
import type { RuleId } from '../rules';
import type { RulesetRuleId } from './rulesetRules';
import type { SourceKey } from './sources';

export const RULESET_IDS = ['harr-1922', 'hong-kong', 'mcr', 'riichi-tenhou', 'riichi-mahjong-soul', 'ema-riichi', 'american-nmjl'] as const;
export type RulesetId = (typeof RULESET_IDS)[number];

/** Any rule id a verdict can carry: Harr's 40 and the rulesets' 29. */
export type AnyRuleId = RuleId | RulesetRuleId;

export type WinShape = 'sets-pair' | 'seven-pairs' | 'thirteen-orphans' | 'knitted' | 'card';
export type Exposure = 'pung' | 'kong' | 'quint' | 'sextet';
/** When a discard stops being live: at the next player's draw, at his discard, or (American) when he racks his pick. */
export type WindowEnd = 'next-draw' | 'next-discard' | 'next-rack';

export interface Ruleset {
  id: RulesetId;
  name: string;
  family: 'classical' | 'riichi' | 'american';
  /** Harr's options (A1, A8, A14); they mean something for harr-1922 alone. */
  harr: RuleOptions;
  /** American sets add flowers (F, eight, one kind) and jokers (J, eight). */
  tiles: 'classic' | 'american';
  chowFrom: 'left' | 'none';
  /** A set call whose tile completes the hand: a win (A19), or judged as the set it names (CALL-AS-ANNOUNCED). */
  callsJudged: 'by-completion' | 'as-announced';
  /** 'left': a winning run only from the player on the left (Harr's strict-winning-chow option, A1). */
  winningRunFrom: 'any' | 'left';
  winShapes: readonly WinShape[];
  exposures: readonly Exposure[];
  /** Set claims on one tile: ranked by kind (kong, pung, chow) or by seat (American). */
  rankSets: 'by-kind' | 'by-seat';
  multiWin: 'nearest' | 'all' | 'two-then-abort';
  window: { sets: WindowEnd; wins: WindowEnd };
  furiten: boolean;
  riichi: boolean;
  /** Swap-calls forbidden. */
  kuikae: boolean;
  lastDiscard: 'any' | 'win-only';
  kongs: { concealed: boolean; added: boolean; max: number | null };
  replacement: 'wall-end' | 'dead-wall' | 'none';
  deadWall: number;
  /** A concealed kong robbed, by Thirteen Orphans only. */
  robConcealedKong: boolean;
  minimum: { measure: 'none' | 'yaku' | 'faan' | 'points' | 'card'; at: number; robBonus: number; lastDiscardBonus: number };
  jokers: boolean;
  concealedHands: boolean;
  deadHand: 'plays-on' | 'no-calls' | 'impossible';
  /** What a false claim costs, in words (R16). */
  falseWin: string;
  /** This ruleset's source for each rule id it can return. */
  citations: Readonly<Partial<Record<AnyRuleId, SourceKey>>>;
  /** What a scenario's `options:` line may set under it (R24). */
  switches: readonly string[];
}
