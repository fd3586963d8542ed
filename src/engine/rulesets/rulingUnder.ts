/**
 * One claim window ruled under one ruleset, and under all of them side by
 * side (docs/RULESETS.md sections 5.5 and 5.6). Under harr-1922 the ruling
 * is the engine's own (adjudicate), so Harr's rulings cannot change here;
 * under the others each claim is decided by judgeUnder, then the legal ones
 * ranked as the ruleset ranks them: the winners (one, all, or none when
 * Tenhou's three win), else the set claims by kind or by seat.
 */
import { adjudicate } from '../adjudicate';
import { type Claim, type ClaimEvent, type ClaimKind, CALL_OF_KIND, claimWindow, currentEvent, judgeClaim } from '../claims';
import { precedenceRule } from '../core/claiming';
import { SEATS, type Seat, distance, seatsBetween } from '../seats';
import { type Table, isDeadHand } from '../table';
import { americanOnly } from './americanSet';
import type { RulesetFacts } from './facts';
import { type PresetDecision, judgeUnder } from './judgeUnder';
import { PRESETS, harrRuleset } from './presets';
import { type AnyRuleId, RULESET_IDS, type Ruleset, type RulesetId } from './ruleset';
import { withSwitches } from './switches';

/** Why a position cannot be ruled under a ruleset: it could not arise there. */
export type Rejection = 'chows' | 'kongs-declared' | 'dead-hand' | 'american-set';

export interface PresetRuling {
  ruleset: RulesetId;
  /** The ruleset as ruled under, its switches applied: its citations give each verdict's source. */
  rules: Readonly<Ruleset>;
  /** The position cannot arise under this ruleset (its sets, its event or a hand's count), or null. */
  rejected: Rejection | null;
  decisions: PresetDecision[];
  /** Every seat that wins the tile, nearest to the discarder first. */
  winners: Seat[];
  /** Who takes the tile (the nearest winner, or the set claim that ranks first), or null. */
  awardedTo: Seat | null;
  awardedAs: ClaimKind | null;
  /** Three players won on one tile where only two may: nobody wins (TRIPLE-RON-ABORT). */
  aborted: 'triple-ron' | null;
  /** The rule that settles who takes the tile among the legal claims, or null when one or none is legal. */
  decidedBy: AnyRuleId | null;
  /** The seats a set taken out of turn passes over. */
  lostTurns: Seat[];
  /** Where a kong that stands gets its replacement, or null. */
  replacement: Ruleset['replacement'] | null;
  /** The file's lines this ruleset has no use for, ignored under it (R22). */
  ignored: ('riichi' | 'passed' | 'assume')[];
}

/** Why the position could not arise under the ruleset, or null. */
function rejectionUnder(r: Ruleset, table: Table, event: ClaimEvent, claims: readonly Claim[]): Rejection | null {
  if (r.tiles !== 'american' && americanOnly(table, claims)) return 'american-set';
  const melds = SEATS.flatMap((s) => table.seats[s].melds);
  if (r.chowFrom === 'none' && melds.some((m) => m.kind === 'chow')) return 'chows';
  if (!r.kongs.concealed && !r.kongs.added && (event.kind !== 'discard' || melds.some((m) => m.kind === 'kong' && m.kongWay !== 'discard'))) return 'kongs-declared';
  if (r.deadHand === 'impossible' && SEATS.some((s) => isDeadHand(table, s))) return 'dead-hand';
  return null;
}

function ignoredUnder(r: Ruleset, facts: RulesetFacts): PresetRuling['ignored'] {
  const ignored: PresetRuling['ignored'] = [];
  if (facts.riichi.length && !r.riichi) ignored.push('riichi');
  if (Object.keys(facts.passed).length && !r.furiten) ignored.push('passed');
  if (Object.keys(facts.assume).length && r.minimum.measure === 'none') ignored.push('assume');
  return ignored;
}

/** The legal claims ranked, who takes the tile, and the rule that says so. */
function settle(r: Ruleset, event: ClaimEvent, decisions: PresetDecision[]): Pick<PresetRuling, 'winners' | 'awardedTo' | 'awardedAs' | 'aborted' | 'decidedBy' | 'lostTurns' | 'replacement'> {
  const legal = decisions.filter((d): d is Extract<PresetDecision, { legal: true }> => d.legal);
  const near = (a: { claim: Claim }, b: { claim: Claim }) => distance(event.seat, a.claim.seat) - distance(event.seat, b.claim.seat);
  const wins = legal.filter((d) => d.as === 'mahjong').sort(near);
  const none = { winners: [], awardedTo: null, awardedAs: null, aborted: null, decidedBy: null, lostTurns: [], replacement: null };
  if (wins.length) {
    const beatsSets = legal.length > wins.length ? 'PREC-MJ-OVER-ALL' : null;
    if (r.multiWin === 'two-then-abort' && wins.length >= 3) return { ...none, aborted: 'triple-ron', decidedBy: 'TRIPLE-RON-ABORT' };
    const winners = (r.multiWin === 'nearest' ? wins.slice(0, 1) : wins).map((d) => d.claim.seat);
    const decidedBy: AnyRuleId | null = wins.length > 1 ? (r.multiWin === 'nearest' ? 'PREC-NEAREST-WINNER' : 'MULTI-WIN') : beatsSets;
    return { ...none, winners, awardedTo: winners[0], awardedAs: 'mahjong', decidedBy };
  }
  if (!legal.length) return none;
  const rank = (d: (typeof legal)[number]) => CALL_OF_KIND[d.as];
  // American: a caller who has racked the tile or exposed his group keeps it against the nearer seats (NMJL-EXPOSED-FIRST).
  const racked = (d: (typeof legal)[number]) => (r.rankSets === 'by-seat' && d.claim.racked ? 1 : 0);
  const ranked = [...legal].sort((a, b) => racked(b) - racked(a) || (r.rankSets === 'by-kind' ? rank(b) - rank(a) : 0) || near(a, b));
  const [top, second] = ranked;
  const bySeat: AnyRuleId = racked(top) && near(top, second ?? top) > 0 ? 'NMJL-EXPOSED-FIRST' : 'NMJL-NEXT-IN-TURN';
  const decidedBy: AnyRuleId | null = !second ? null : r.rankSets === 'by-seat' ? bySeat : precedenceRule(rank(top), rank(second));
  const taker = top.claim.seat;
  const lostTurns = seatsBetween(event.seat, taker);
  return { ...none, awardedTo: taker, awardedAs: top.as, decidedBy, lostTurns, replacement: top.as === 'kong' ? r.replacement : null };
}

/** The ruling under a ruleset where the position could not arise: nobody is judged. */
function rejectedRuling(r: Ruleset, rejected: Rejection, facts: RulesetFacts): PresetRuling {
  return { ruleset: r.id, rules: r, rejected, decisions: [], winners: [], awardedTo: null, awardedAs: null, aborted: null, decidedBy: null, lostTurns: [], replacement: null, ignored: ignoredUnder(r, facts) };
}

/** Harr's ruling, as the engine gives it today, in the side-by-side shape. */
function harrRuling(table: Table, claims: readonly Claim[], facts: RulesetFacts): PresetRuling {
  const r = harrRuleset(table.options);
  const ruling = adjudicate(table, claims);
  const decisions = ruling.checks.map((check): PresetDecision => {
    if (check.legal) return { legal: true, claim: check.claim, as: check.as, rule: check.ruledAsWin ? 'PUNG-MJ-EXCEPTION' : null, detail: {} };
    const judgement = judgeClaim(table, check.claim);
    return judgement.legal ? { legal: false, claim: check.claim, rule: check.refusal.rule, detail: {} } : { legal: false, claim: check.claim, rule: judgement.rule, detail: {}, harr: judgement };
  });
  const ranked = settle(r, ruling.event, decisions);
  return {
    ruleset: 'harr-1922',
    rules: r,
    rejected: null,
    decisions,
    winners: ruling.awardedAs === 'mahjong' && ruling.awardedTo ? [ruling.awardedTo] : [],
    awardedTo: ruling.awardedTo,
    awardedAs: ruling.awardedAs,
    aborted: null,
    decidedBy: ranked.decidedBy,
    lostTurns: ruling.lostTurns,
    replacement: ruling.awardedAs === 'kong' ? 'wall-end' : null,
    ignored: ignoredUnder(r, facts),
  };
}

/**
 * The claims of a window ruled under a ruleset (its switches from the file's `options:` line where the file is
 * written for it). Throws, as adjudicate does, when nothing on the table can be claimed.
 */
export function ruleUnder(id: RulesetId, table: Table, claims: readonly Claim[], facts: RulesetFacts): PresetRuling {
  if (id === 'harr-1922') {
    const harr = harrRuleset(table.options);
    return americanOnly(table, claims) ? rejectedRuling(harr, 'american-set', facts) : harrRuling(table, claims, facts);
  }
  const switched = facts.ruleset === id && facts.switches ? withSwitches(PRESETS[id], facts.switches) : null;
  const r = switched && 'ruleset' in switched ? switched.ruleset : PRESETS[id];
  if (!claimWindow(table)) throw new Error('ruleUnder: nothing on the table can be claimed just now');
  const event = currentEvent({ ...table, options: { ...table.options, claimAfterNextDraw: true } })!;
  const rejected = rejectionUnder(r, table, event, claims);
  if (rejected) return rejectedRuling(r, rejected, facts);
  const ignored = ignoredUnder(r, facts);
  const decisions = claims.map((claim) => judgeUnder(r, table, claim, facts));
  return { ruleset: id, rules: r, rejected: null, decisions, ...settle(r, event, decisions), ignored };
}

/** The window ruled under every preset, harr-1922 first. */
export function ruleUnderAll(table: Table, claims: readonly Claim[], facts: RulesetFacts): PresetRuling[] {
  return RULESET_IDS.map((id) => ruleUnder(id, table, claims, facts));
}
