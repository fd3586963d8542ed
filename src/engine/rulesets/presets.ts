/**
 * The seven presets of docs/RULESETS.md (sections 1 and 5.1), each one
 * frozen value checked as it is made. harr-1922 is the default and is built
 * from RuleOptions, so today's engine, its options and its rulings stay as
 * they are; the others differ from it field by field, as the table of
 * section 5.1 gives them. A preset cites, for each rule id it can return,
 * the source it rests on: its own source for each id it names, and for the
 * rest of Harr's rules it keeps, the one source that states them for it.
 */
import { DEFAULT_OPTIONS, type RuleOptions } from '../options';
import { rulesetProblems } from './checkRuleset';
import { returnableIds } from './returnableIds';
import type { AnyRuleId, Ruleset, RulesetId } from './ruleset';
import { RULESET_RULE_IDS } from './rulesetRules';
import type { SourceKey } from './sources';

type Fields = Omit<Ruleset, 'citations'>;
type Citations = Partial<Record<AnyRuleId, SourceKey>>;

// Harr's ids are every id the rulesets do not add: reading them from the catalogue (rules.ts) would load its 40
// entries, summaries and sources with every comparison.
const ADDED: ReadonlySet<AnyRuleId> = new Set(RULESET_RULE_IDS);

/**
 * A ruleset frozen, its citations made (the preset's own for the ids it names; `kept` for Harr's other ids it can
 * return), and checked: a bad combination, a citation owed or one too many throws, naming each problem.
 */
export function makeRuleset(fields: Fields, kept: SourceKey, own: Citations): Readonly<Ruleset> {
  const ruleset = cited(fields, kept, own);
  SOURCES_OF.set(ruleset, { kept, own });
  return ruleset;
}

/** How each ruleset made here cites its sources, so that one changed by a switch is cited and checked anew (remake). */
const SOURCES_OF = new WeakMap<Ruleset, { kept: SourceKey; own: Citations }>();

/** A ruleset made here, with some fields changed (a switch), cited and checked as a preset is. */
export function remake(ruleset: Readonly<Ruleset>, changes: Partial<Fields>): Readonly<Ruleset> {
  const sources = SOURCES_OF.get(ruleset);
  if (!sources) throw new RangeError(`the ruleset ${ruleset.id} was not made by makeRuleset, so its sources are unknown`);
  const { citations: _, ...fields } = ruleset;
  return makeRuleset({ ...fields, ...changes }, sources.kept, sources.own);
}

function cited(fields: Fields, kept: SourceKey, own: Citations): Readonly<Ruleset> {
  const citations: Citations = {};
  const draft: Ruleset = { ...fields, citations };
  for (const id of returnableIds(draft)) {
    const key = own[id] ?? (ADDED.has(id) ? undefined : kept);
    if (key) citations[id] = key;
  }
  const problems = rulesetProblems(draft);
  if (problems.length) throw new RangeError(`a ruleset that cannot be played: ${problems.join('; ')}`);
  return Object.freeze({ ...draft, citations: Object.freeze(citations), winShapes: Object.freeze([...draft.winShapes]), exposures: Object.freeze([...draft.exposures]) });
}

/** What Harr's game and today's classical rulesets share, field by field; each preset changes its own. */
const CLASSICAL = {
  family: 'classical',
  harr: DEFAULT_OPTIONS,
  tiles: 'classic',
  chowFrom: 'left',
  callsJudged: 'as-announced',
  winningRunFrom: 'any',
  exposures: ['pung', 'kong'],
  rankSets: 'by-kind',
  multiWin: 'nearest',
  window: { sets: 'next-draw', wins: 'next-draw' },
  furiten: false,
  riichi: false,
  kuikae: false,
  lastDiscard: 'any',
  kongs: { concealed: true, added: true, max: null },
  replacement: 'wall-end',
  deadWall: 0,
  jokers: false,
  concealedHands: false,
  deadHand: 'plays-on',
} as const satisfies Partial<Fields>;

/** Harr's game under its options (A1, A8, A14): what the engine plays today. */
export function harrRuleset(options: RuleOptions = DEFAULT_OPTIONS): Readonly<Ruleset> {
  const window = options.claimAfterNextDraw ? 'next-discard' : 'next-draw';
  return makeRuleset(
    {
      ...CLASSICAL,
      id: 'harr-1922',
      name: 'Harr, 1922',
      harr: { ...options },
      callsJudged: 'by-completion',
      winningRunFrom: options.strictWinningChow ? 'left' : 'any',
      winShapes: ['sets-pair'],
      window: { sets: window, wins: window },
      deadWall: options.deadWallSize,
      robConcealedKong: false,
      minimum: { measure: 'none', at: 0, robBonus: 0, lastDiscardBonus: 0 },
      falseWin: 'The claim is refused; in Harr’s Part II the false claimer pays half the limit to each other player.',
      switches: ['strict-winning-chow', 'claim-after-next-draw', 'dead-wall N'],
    },
    'H',
    {},
  );
}


const HONG_KONG = makeRuleset(
  {
    ...CLASSICAL,
    id: 'hong-kong',
    name: 'Hong Kong (Old Style)',
    winShapes: ['sets-pair', 'thirteen-orphans'],
    robConcealedKong: true,
    minimum: { measure: 'faan', at: 3, robBonus: 1, lastDiscardBonus: 1 },
    falseWin: 'The claim is refused; what it costs is a house rule (not verified).',
    switches: ['multi-win all|nearest', 'minimum N', 'dead-wall N', 'rob-concealed-kong on|off', 'seven-pairs on|off'],
  },
  'HK1',
  {
    'CALL-AS-ANNOUNCED': 'HK2',
    'WIN-SHAPES': 'HK5',
    'PREC-NEAREST-WINNER': 'HK4',
    'MULTI-WIN': 'HK3',
    'PREC-MJ-OVER-ALL': 'HK2',
    'PREC-KONG-OVER-PUNG': 'HK2',
    'PREC-PUNG-OVER-CHOW': 'HK2',
    'ROB-KONG': 'HK4',
    'ROB-KONG-THIRTEEN-ORPHANS': 'HK7',
    'KONG-LOOSE-TILE': 'HK2',
    'MIN-VALUE': 'HK2',
    'MIN-VALUE-ASSUMED': 'HK2',
  },
);

const MCR = makeRuleset(
  {
    ...CLASSICAL,
    id: 'mcr',
    name: 'Chinese Official (MCR, 2006)',
    winShapes: ['sets-pair', 'seven-pairs', 'thirteen-orphans', 'knitted'],
    robConcealedKong: false,
    minimum: { measure: 'points', at: 8, robBonus: 8, lastDiscardBonus: 8 },
    falseWin: 'The claim is refused; the penalty is in the Competition Rules’ chapter 11 (not read).',
    switches: [],
  },
  'M1',
  {
    'CALL-AS-ANNOUNCED': 'M2',
    'WIN-SHAPES': 'M2',
    'PREC-NEAREST-WINNER': 'M2',
    'PREC-MJ-OVER-ALL': 'M2',
    'PREC-KONG-OVER-PUNG': 'M2',
    'PREC-PUNG-OVER-CHOW': 'M2',
    'ROB-KONG': 'M2',
    'KONG-LOOSE-TILE': 'M2',
    'MIN-VALUE': 'M2',
    'MIN-VALUE-ASSUMED': 'M2',
  },
);

const RIICHI_FIELDS = {
  ...CLASSICAL,
  family: 'riichi',
  winShapes: ['sets-pair', 'seven-pairs', 'thirteen-orphans'],
  multiWin: 'two-then-abort',
  furiten: true,
  riichi: true,
  kuikae: true,
  lastDiscard: 'win-only',
  kongs: { concealed: true, added: true, max: 4 },
  replacement: 'dead-wall',
  deadWall: 14,
  robConcealedKong: false,
  minimum: { measure: 'yaku', at: 1, robBonus: 1, lastDiscardBonus: 1 },
  deadHand: 'impossible',
  falseWin: 'The claim is refused; in live play it is a chombo, paid as a penalty.',
  switches: ['multi-win nearest'],
} as const satisfies Partial<Fields>;

const RIICHI_CITATIONS: Citations = {
  'CALL-AS-ANNOUNCED': 'J1',
  'WIN-SHAPES': 'J15',
  'MULTI-WIN': 'J3',
  'TRIPLE-RON-ABORT': 'J3',
  'PREC-NEAREST-WINNER': 'J9',
  'FURITEN-DISCARD': 'J2',
  'FURITEN-TEMPORARY': 'J3',
  'FURITEN-RIICHI': 'J3',
  'RIICHI-LOCK': 'J7',
  'RIICHI-KAN-WAIT': 'J7',
  KUIKAE: 'J5',
  'KUIKAE-NO-DISCARD': 'J6',
  'LAST-DISCARD-RON-ONLY': 'J10',
  'KONG-LIMIT-FOUR': 'J11',
  'KONG-LOOSE-TILE': 'J7',
  'ROB-KONG': 'J8',
  'ROB-KONG-EXPOSED-ONLY': 'J8',
  'MIN-VALUE': 'J1',
  'MIN-VALUE-ASSUMED': 'J1',
};

const RIICHI_TENHOU = makeRuleset({ ...RIICHI_FIELDS, id: 'riichi-tenhou', name: 'Riichi (Tenhou)' }, 'J1', RIICHI_CITATIONS);

const RIICHI_MAHJONG_SOUL = makeRuleset(
  { ...RIICHI_FIELDS, id: 'riichi-mahjong-soul', name: 'Riichi (Mahjong Soul)', multiWin: 'all', robConcealedKong: true },
  'J1',
  { ...RIICHI_CITATIONS, 'MULTI-WIN': 'J4', 'ROB-KONG-THIRTEEN-ORPHANS': 'J5' },
);

const EMA_RIICHI = makeRuleset(
  {
    ...RIICHI_FIELDS,
    id: 'ema-riichi',
    name: 'Riichi (EMA 2016)',
    multiWin: 'all',
    window: { sets: 'next-draw', wins: 'next-discard' },
    robConcealedKong: true,
    deadHand: 'no-calls',
    falseWin: 'The claim is refused; in a tournament it is a chombo, paid as a penalty.',
  },
  'J12',
  { ...RIICHI_CITATIONS, 'MULTI-WIN': 'J12', KUIKAE: 'J14', 'RON-UNTIL-NEXT-DISCARD': 'J12', 'DEAD-HAND-NO-CALLS': 'J15', 'ROB-KONG-THIRTEEN-ORPHANS': 'J8' },
);

const AMERICAN_NMJL = makeRuleset(
  {
    ...CLASSICAL,
    id: 'american-nmjl',
    name: 'American (National Mah Jongg League)',
    family: 'american',
    tiles: 'american',
    chowFrom: 'none',
    winShapes: ['card'],
    exposures: ['pung', 'kong', 'quint', 'sextet'],
    rankSets: 'by-seat',
    window: { sets: 'next-rack', wins: 'next-rack' },
    kongs: { concealed: false, added: false, max: null },
    replacement: 'none',
    robConcealedKong: false,
    minimum: { measure: 'card', at: 1, robBonus: 0, lastDiscardBonus: 0 },
    jokers: true,
    concealedHands: true,
    deadHand: 'no-calls',
    falseWin: 'The claim is refused, and a Mah Jongg called in error makes the hand dead.',
    switches: [],
  },
  'A1',
  {
    'CALL-AS-ANNOUNCED': 'A2',
    'NMJL-NO-CHOW': 'A9',
    'PREC-NEAREST-WINNER': 'A5',
    'PREC-MJ-OVER-ALL': 'A7',
    'TILECOUNT-13-PLUS-KONGS': 'A12',
    'MIN-VALUE': 'A2',
    'MIN-VALUE-ASSUMED': 'A2',
    'NMJL-KONG-EXPOSURE-ONLY': 'A9',
    'NMJL-WINDOW': 'A1',
    'DEAD-HAND-NO-CALLS': 'A4',
    'NMJL-JOKER-DEAD': 'A1',
    'NMJL-JOKER-NOT-IN-PAIR': 'A3',
    'NMJL-NO-CALL-FOR-JOKER': 'A8',
    'NMJL-EXPOSURE-MATCH': 'A6',
    'NMJL-PAIR-CALL-MJ-ONLY': 'A10',
    'NMJL-NEXT-IN-TURN': 'A6',
    'NMJL-EXPOSED-FIRST': 'A7',
    'NMJL-CONCEALED-HAND': 'A10',
  },
);

/** Every preset by id, harr-1922 under Harr's default options. */
export const PRESETS: Readonly<Record<RulesetId, Readonly<Ruleset>>> = Object.freeze({
  'harr-1922': harrRuleset(),
  'hong-kong': HONG_KONG,
  mcr: MCR,
  'riichi-tenhou': RIICHI_TENHOU,
  'riichi-mahjong-soul': RIICHI_MAHJONG_SOUL,
  'ema-riichi': EMA_RIICHI,
  'american-nmjl': AMERICAN_NMJL,
});
