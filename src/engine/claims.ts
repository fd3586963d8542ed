/**
 * Claims: for the event on the table (a live discard, a tile being added to
 * an exposed pung, a concealed kong being declared), whether a seat's
 * announced claim is legal, and every claim each seat could legally make.
 * A refused claim comes back as a value naming the rule (RULES.md §6).
 */
import { type ClaimKind, CLAIM_CALLS } from './callNames';
import { expectedTileCount, handCounts, isWinningHand, kindIndex, readings, setsStillNeeded, winsWithTile } from './hand';
import { chowPartners } from './melds';
import { type Refusal, refuse } from './refusal';
import type { RuleId } from './rules';
import { SEATS, type Seat, distance, nextSeat, previousSeat } from './seats';
import { type Table, canDraw, cloneTable, isDeadHand } from './table';
import { type Tile, TILE_KINDS, isHonour, isSuited, removeTiles, tileName } from './tiles';
import { tilePairsName } from './tileWords';

export { type ClaimKind, CLAIM_CALLS, CLAIM_KINDS } from './callNames';

/** The words a file may use for each claim. */
const CLAIM_WORDS: Record<string, ClaimKind> = { chow: 'chow', pung: 'pung', kong: 'kong', mahjong: 'mahjong', 'mah-jongg': 'mahjong', 'mah-jong': 'mahjong' };

/** Reads a claim word ("pung", "Mah-Jongg"); null when it names no claim. */
export function parseClaimKind(word: string): ClaimKind | null {
  return CLAIM_WORDS[word.toLowerCase()] ?? null;
}

export interface Claim {
  seat: Seat;
  kind: ClaimKind;
  /** For a chow: the two tiles from the hand that make the run with the discard. */
  tiles?: [Tile, Tile];
  /** The discard the claim names, when it is not the live one (an older, dead discard). */
  target?: Tile;
}

/** What a claim is being made on. */
export interface ClaimEvent {
  kind: 'discard' | 'add-to-pung' | 'concealed-kong';
  seat: Seat;
  tile: Tile;
}

export interface LegalClaim {
  legal: true;
  claim: Claim;
  /** The claim as it will be carried out: a chow or pung that completes the hand is a Mah-Jongg claim (A19). */
  as: ClaimKind;
  /** Tiles from the claimant's hand that join the claimed one. */
  uses: Tile[];
  /**
   * The claim was announced as a chow or a pung, but the tile completes the
   * caller's hand, so it is ruled as Mah-Jongg (A19, PUNG-MJ-EXCEPTION).
   */
  ruledAsWin?: boolean;
}

export interface RefusedClaim {
  legal: false;
  claim: Claim;
  refusal: Refusal;
}

export type ClaimCheck = LegalClaim | RefusedClaim;

/** The event a claim would answer in this position, or null when nothing can be claimed. */
export function currentEvent(table: Table): ClaimEvent | null {
  if (table.phase === 'robbing' && table.kong) return { kind: 'add-to-pung', seat: table.kong.seat, tile: table.kong.tile };
  if (table.phase === 'loose' && table.kong?.way === 'concealed') return { kind: 'concealed-kong', seat: table.kong.seat, tile: table.kong.tile };
  if (table.live && (table.phase === 'draw' || (table.phase === 'discard' && table.nextHasDrawn))) {
    return { kind: 'discard', seat: table.live.by, tile: table.live.tile };
  }
  return null;
}

/**
 * The position as it stood before the next player drew from the wall: his
 * drawn tile back on top of the wall. Under the A8 option a claim made after
 * that draw takes its place, so the claim is judged, and carried out, on the
 * hand he held before drawing.
 */
export function withDrawTakenBack(table: Table): Table {
  if (!table.nextHasDrawn || !table.live) return table;
  const next = cloneTable(table);
  const drawer = nextSeat(table.live.by);
  next.wall.unshift(next.seats[drawer].concealed.pop()!);
  next.nextHasDrawn = false;
  next.turn = drawer;
  next.phase = 'draw';
  return next;
}

/**
 * The discard that may still be claimed: the last one, until the next player
 * draws (A8; with the late-claim option, until he discards). Null once its
 * moment has passed, though it still lies on the table until the next discard.
 */
export function liveDiscard(table: Table): { tile: Tile; by: Seat } | null {
  if (!table.live || table.phase === 'over') return null;
  if (table.nextHasDrawn && !table.options.claimAfterNextDraw) return null;
  return table.live;
}

/** Does the tile complete this seat's hand? */
export function completesHand(table: Table, seat: Seat, tile: Tile): boolean {
  const s = table.seats[seat];
  return isWinningHand([...s.concealed, tile], s.melds);
}

// ---------------------------------------------------------------------------
// Judging a claim, in two steps. judgeClaim decides: legal (as what, using
// which tiles), or refused with the rule and the data its sentence needs. It
// writes no sentence, so legalClaims and bestClaim, which try every call and
// throw the refused ones away, never build one. wordRefusal writes the
// sentence and the fix for a refused judgement, only when someone reads it
// (checkClaim, and so adjudicate, the boards and the files' readers).
// ---------------------------------------------------------------------------

/** Why a claim is refused, with what its sentence names. */
export type RefusalReason =
  | { why: 'past-its-moment'; tile: Tile }
  | { why: 'nothing-to-claim' }
  | { why: 'own-tile'; event: ClaimEvent }
  | { why: 'concealed-kong'; event: ClaimEvent }
  | { why: 'robbing-for-a-set'; event: ClaimEvent }
  | { why: 'older-discard'; target: Tile; event: ClaimEvent }
  | { why: 'no-such-discard'; target: Tile; event: ClaimEvent }
  | { why: 'too-late'; event: ClaimEvent }
  | { why: 'dead-hand' }
  | { why: 'four-not-declared'; tile: Tile; four: Tile }
  | { why: 'does-not-complete'; tile: Tile }
  | { why: 'strict-run'; event: ClaimEvent }
  | { why: 'chow-after-draw'; event: ClaimEvent }
  /** `held`, `dead` and `late` say whether a pung or a win was open to him instead, so the fix suggests only what is. */
  | { why: 'chow-wrong-seat'; event: ClaimEvent; held: number; dead: boolean; late: boolean }
  | { why: 'honour-run'; tile: Tile }
  /** The two named tiles make no run with the tile; `hand` is the chower's, for the runs he could make. */
  | { why: 'not-a-run'; tiles: [Tile, Tile]; tile: Tile; hand: readonly Tile[] }
  | { why: 'pair-not-held'; tiles: [Tile, Tile]; tile: Tile; hand: readonly Tile[] }
  | { why: 'no-run-in-hand'; tile: Tile }
  | { why: 'no-pair'; tile: Tile; held: number; exposed: boolean }
  | { why: 'no-loose-tile'; tile: Tile; held: number }
  | { why: 'second-discard'; tile: Tile }
  | { why: 'no-three'; tile: Tile; held: number };

/** A claim refused, before its sentence is written. */
export interface RefusedJudgement {
  legal: false;
  claim: Claim;
  rule: RuleId;
  reason: RefusalReason;
}

/** A claim judged: legal, as it will be carried out, or refused with the rule and the reason. */
export type ClaimJudgement = LegalClaim | RefusedJudgement;

function refused(claim: Claim, rule: RuleId, reason: RefusalReason): RefusedJudgement {
  return { legal: false, claim, rule, reason };
}

/** What one seat's calls on the event are judged on, worked out once for all of them. */
interface SeatFacts {
  /** The hand as judged (without a drawn tile taken back, A8), as counts of each kind; `size` tiles. */
  counts: number[];
  size: number;
  /** Copies of the claimed tile in the hand. */
  held: number;
  /** The hand holds the wrong number of tiles (A21). */
  dead: boolean;
  /** The claimed tile completes the hand, which is not dead (A19, A1). */
  completes: boolean;
}

/**
 * One claim window: the event and the facts every claim on it is judged
 * against, each seat's worked out when first needed and then reused.
 */
export interface ClaimWindow {
  table: Table;
  event: ClaimEvent;
  /**
   * A claim allowed after the next player's draw (A8 option) replaces that
   * draw, so claims are judged as if his drawn tile were back on the wall:
   * this is that player, or null when nobody's draw is taken back.
   */
  drawer: Seat | null;
  /** A loose tile could be drawn for a kong (A20), the drawn tile counted back on the wall. */
  canDrawLoose: boolean;
  facts: Partial<Record<Seat, SeatFacts>>;
}

/** The window for the current event, or null when nothing can be claimed. */
export function claimWindow(table: Table): ClaimWindow | null {
  const event = currentEvent(table);
  if (!event) return null;
  // As withDrawTakenBack sees the position: the drawer's last tile back on top of the wall.
  const drawer = event.kind === 'discard' && table.nextHasDrawn ? nextSeat(event.seat) : null;
  const canDrawLoose = drawer ? table.wall.length + 1 > table.options.deadWallSize : canDraw(table);
  return { table, event, drawer, canDrawLoose, facts: {} };
}

/** A seat's hand as it is judged: without the tile the next player drew, when that draw is taken back (A8). */
function judgedHand(w: ClaimWindow, seat: Seat): readonly Tile[] {
  const concealed = w.table.seats[seat].concealed;
  return seat === w.drawer ? concealed.slice(0, -1) : concealed;
}

function factsOf(w: ClaimWindow, seat: Seat): SeatFacts {
  const known = w.facts[seat];
  if (known) return known;
  const s = w.table.seats[seat];
  const counts = handCounts(s.concealed);
  let size = s.concealed.length;
  let dead: boolean;
  if (seat === w.drawer) {
    // His drawn tile goes back to the wall; the position is then one where he is about to draw.
    counts[kindIndex(s.concealed[size - 1])]--;
    size--;
  }
  if (w.drawer) {
    // With the draw taken back nobody holds a drawn tile and no kong is pending: 13 plus the kongs.
    dead = size + s.melds.reduce((n, m) => n + m.tiles.length, 0) !== expectedTileCount(s.melds, false);
  } else {
    dead = isDeadHand(w.table, seat);
  }
  const tile = w.event.tile;
  const facts: SeatFacts = { counts, size, held: counts[kindIndex(tile)], dead, completes: !dead && winsWithTile(counts, size, s.melds, tile) };
  w.facts[seat] = facts;
  return facts;
}

/** A winning hand in which the claimed tile can only sit in a run (decision A1). */
function winsOnlyByRun(w: ClaimWindow, seat: Seat): boolean {
  const tile = w.event.tile;
  return readings([...judgedHand(w, seat), tile], setsStillNeeded(w.table.seats[seat].melds)).every(
    (r) => r.pair[0] !== tile && !r.sets.some((set) => set.kind === 'pung' && set.tiles[0] === tile),
  );
}

function judgeMahjong(w: ClaimWindow, f: SeatFacts, claim: Claim): ClaimJudgement {
  const { event } = w;
  const t = event.tile;
  if (f.dead) return refused(claim, 'TILECOUNT-13-PLUS-KONGS', { why: 'dead-hand' });
  if (!f.completes) {
    // A four in hand, the claimed tile counted, is not a set until declared.
    const i = kindIndex(t);
    f.counts[i]++;
    const four = f.counts.indexOf(4);
    f.counts[i]--;
    if (four >= 0) return refused(claim, 'KONG-DECLARED-BEFORE-WIN', { why: 'four-not-declared', tile: t, four: TILE_KINDS[four] });
    return refused(claim, 'WIN-FOUR-SETS-PAIR', { why: 'does-not-complete', tile: t });
  }
  if (w.table.options.strictWinningChow && event.kind === 'discard' && distance(event.seat, claim.seat) !== 1 && winsOnlyByRun(w, claim.seat)) {
    return refused(claim, 'CHOW-LEFT-ONLY', { why: 'strict-run', event });
  }
  return { legal: true, claim, as: 'mahjong', uses: [] };
}

/**
 * isRun([a, b, t]) without sorting: three suited tiles of one suit whose
 * ranks are three different numbers in a row. `t` is a real tile, so a and b
 * of its suit letter are real tiles too.
 */
function makesRun(a: Tile, b: Tile, t: Tile): boolean {
  if (!isSuited(a) || !isSuited(b) || !isSuited(t) || a[1] !== t[1] || b[1] !== t[1]) return false;
  const ra = a.charCodeAt(0);
  const rb = b.charCodeAt(0);
  const rt = t.charCodeAt(0);
  return ra !== rb && ra !== rt && rb !== rt && Math.max(ra, rb, rt) - Math.min(ra, rb, rt) === 2;
}

function judgeChow(w: ClaimWindow, f: SeatFacts, claim: Claim): ClaimJudgement {
  const { event, table } = w;
  const { seat } = claim;
  const t = event.tile;
  const next = nextSeat(event.seat);
  if (table.nextHasDrawn && seat === next) return refused(claim, 'CHOW-INSTEAD-OF-DRAW', { why: 'chow-after-draw', event });
  // A chow that completes the hand never gets here: it is ruled as Mah-Jongg (A19).
  if (seat !== next) {
    const late = table.nextHasDrawn && !table.options.claimAfterNextDraw;
    return refused(claim, 'CHOW-LEFT-ONLY', { why: 'chow-wrong-seat', event, held: f.held, dead: f.dead, late });
  }
  if (isHonour(t)) return refused(claim, 'CHOW-SUIT-RUN', { why: 'honour-run', tile: t });
  // Past this point nobody has drawn, so the hand judged is the hand held.
  const hand = table.seats[seat].concealed;
  if (claim.tiles) {
    const [a, b] = claim.tiles;
    if (!makesRun(a, b, t)) return refused(claim, 'CHOW-SUIT-RUN', { why: 'not-a-run', tiles: [a, b], tile: t, hand });
    // A run: a and b are two different suited tiles.
    if (f.counts[kindIndex(a)] === 0 || f.counts[kindIndex(b)] === 0) return refused(claim, 'CHOW-TWO-IN-HAND', { why: 'pair-not-held', tiles: [a, b], tile: t, hand });
    return { legal: true, claim, as: 'chow', uses: [a, b] };
  }
  const first = chowPartners(t).find(([a, b]) => f.counts[kindIndex(a)] > 0 && f.counts[kindIndex(b)] > 0);
  if (!first) return refused(claim, 'CHOW-TWO-IN-HAND', { why: 'no-run-in-hand', tile: t });
  return { legal: true, claim: { ...claim, tiles: first }, as: 'chow', uses: [...first] };
}

function judgePung(w: ClaimWindow, f: SeatFacts, claim: Claim): ClaimJudgement {
  const t = w.event.tile;
  if (f.held >= 2) return { legal: true, claim, as: 'pung', uses: [t, t] };
  const exposed = w.table.seats[claim.seat].melds.some((m) => m.tiles.includes(t));
  return refused(claim, 'PUNG-NEEDS-PAIR', { why: 'no-pair', tile: t, held: f.held, exposed });
}

function judgeKong(w: ClaimWindow, f: SeatFacts, claim: Claim): ClaimJudgement {
  const t = w.event.tile;
  const { held } = f;
  if (held >= 3) {
    if (!w.canDrawLoose) return refused(claim, 'KONG-LOOSE-TILE', { why: 'no-loose-tile', tile: t, held });
    return { legal: true, claim, as: 'kong', uses: [t, t, t] };
  }
  if (w.table.seats[claim.seat].melds.some((m) => m.kind === 'pung' && m.tiles[0] === t)) {
    return refused(claim, 'KONG-ONE-DISCARD-ONLY', { why: 'second-discard', tile: t });
  }
  return refused(claim, 'KONG-FROM-DISCARD', { why: 'no-three', tile: t, held });
}

/**
 * Is this announced claim legal in this position? The judgement alone, no
 * sentence written (wordRefusal writes it). A window already opened on this
 * table may be passed to share its facts between several claims.
 */
export function judgeClaim(table: Table, claim: Claim, window: ClaimWindow | null = claimWindow(table)): ClaimJudgement {
  if (!window) {
    const last = table.discards[table.discards.length - 1];
    if (last && table.phase !== 'over') return refused(claim, 'DEAD-DISCARD', { why: 'past-its-moment', tile: last.tile });
    return refused(claim, 'CLAIM-LIVE-DISCARD', { why: 'nothing-to-claim' });
  }
  const { event } = window;
  if (claim.seat === event.seat) return refused(claim, 'CLAIM-OTHERS-DISCARD', { why: 'own-tile', event });
  if (event.kind === 'concealed-kong') return refused(claim, 'ROB-KONG-EXPOSED-ONLY', { why: 'concealed-kong', event });
  const f = factsOf(window, claim.seat);
  // A19: a chow or pung that completes the caller's hand is a winning call, whatever word announced it.
  const ruledAsWin = (claim.kind === 'chow' || claim.kind === 'pung') && f.completes;
  const kind: ClaimKind = ruledAsWin ? 'mahjong' : claim.kind;
  if (event.kind === 'add-to-pung' && kind !== 'mahjong') return refused(claim, 'ROB-KONG-MJ-ONLY', { why: 'robbing-for-a-set', event });
  if (claim.target && claim.target !== event.tile) {
    const target = claim.target;
    return table.discards.some((d) => d.tile === target)
      ? refused(claim, 'DEAD-DISCARD', { why: 'older-discard', target, event })
      : refused(claim, 'CLAIM-LIVE-DISCARD', { why: 'no-such-discard', target, event });
  }
  if (event.kind === 'discard' && table.nextHasDrawn && kind !== 'chow' && !table.options.claimAfterNextDraw) {
    return refused(claim, 'CLAIM-LIVE-DISCARD', { why: 'too-late', event });
  }
  if (ruledAsWin) {
    const win = judgeMahjong(window, f, claim);
    return win.legal ? { legal: true, claim, as: 'mahjong', uses: [], ruledAsWin: true } : win;
  }
  switch (claim.kind) {
    case 'chow':
      return judgeChow(window, f, claim);
    case 'pung':
      return judgePung(window, f, claim);
    case 'kong':
      return judgeKong(window, f, claim);
    case 'mahjong':
      return judgeMahjong(window, f, claim);
  }
}

function who(seat: Seat): string {
  return seat;
}

/** The sentence, and the fix, for a refused claim. */
export function wordRefusal(judgement: RefusedJudgement): Refusal {
  const { seat } = judgement.claim;
  const r = judgement.reason;
  const rule = judgement.rule;
  switch (r.why) {
    case 'past-its-moment':
      return refuse(rule, `The ${tileName(r.tile)} can no longer be claimed: its moment has passed.`, 'A discard must be claimed as it is discarded.');
    case 'nothing-to-claim':
      return refuse(rule, 'There is no discard to claim just now.', 'Claims are made on the tile just discarded.');
    case 'own-tile':
      return refuse(
        rule,
        r.event.kind === 'discard' ? `${seat} discarded the ${tileName(r.event.tile)} himself; a player claims only other players' discards.` : `${seat} is making the kong himself; only the other players may claim its tile.`,
      );
    case 'concealed-kong':
      // Said in the words of the lesson on kongs, which comes before the one on robbing: the rule's link leads on to it.
      return refuse(rule, `${r.event.seat} laid out a concealed kong of ${tileName(r.event.tile)}: all four tiles came from his own hand, so no tile is on offer and there is nothing to claim.`);
    case 'robbing-for-a-set':
      return refuse(
        rule,
        `${r.event.seat} is adding the ${tileName(r.event.tile)} to his exposed pung. That tile may be taken only by a player it makes go out, never for a ${CLAIM_CALLS[judgement.claim.kind]}.`,
        // A chow or pung on a tile that completed the hand would have been ruled as Mah-Jongg (A19): here it does not.
        judgement.claim.kind === 'kong' ? 'Call Mah-Jongg if the tile completes your hand.' : `The ${tileName(r.event.tile)} does not complete ${who(seat)}'s hand, so he lets it go by.`,
      );
    case 'older-discard':
      return refuse(rule, `The ${tileName(r.target)} was discarded earlier and is dead for the rest of the hand.`, `Only the last discard, the ${tileName(r.event.tile)}, may be claimed.`);
    case 'no-such-discard':
      return refuse(rule, `No ${tileName(r.target)} has just been discarded.`, `Only the last discard, the ${tileName(r.event.tile)}, may be claimed.`);
    case 'too-late':
      return refuse(
        rule,
        `${nextSeat(r.event.seat)} has already drawn from the wall, so ${r.event.seat}'s ${tileName(r.event.tile)} can no longer be claimed.`,
        'A discard must be claimed as it is discarded, before the next player draws.',
      );
    case 'dead-hand':
      return refuse(rule, `${who(seat)}'s hand is dead: it holds the wrong number of tiles, so it cannot win.`, 'A hand must hold 13 tiles, plus one for each declared kong.');
    case 'four-not-declared':
      return refuse(
        rule,
        `With the ${tileName(r.tile)}, ${who(seat)} would still not have four sets and a pair: the four ${tileName(r.four)} in his hand are not a set until they are declared.`,
        'A four of a kind must be laid on the table, and its loose tile drawn, before the hand can go out.',
      );
    case 'does-not-complete':
      return refuse(
        rule,
        `The ${tileName(r.tile)} does not complete ${who(seat)}'s hand: with it he would not have four sets and a pair.`,
        'Mah-Jongg may be called only on the tile that completes four sets and a pair.',
      );
    case 'strict-run':
      return refuse(
        rule,
        `Under the strict reading of the chow rule, the ${tileName(r.event.tile)} would complete a run in ${who(seat)}'s hand, and only ${nextSeat(r.event.seat)} may take ${r.event.seat}'s discard for a run.`,
        'Switch off the strict reading of the chow rule to let any seat take a discard that completes its hand.',
      );
    case 'chow-after-draw':
      return refuse(
        rule,
        `${who(seat)} has already drawn from the wall. A chow takes the place of the draw, so it is too late to chow ${r.event.seat}'s ${tileName(r.event.tile)}.`,
        'Call Chow before drawing from the wall.',
      );
    case 'chow-wrong-seat': {
      const next = nextSeat(r.event.seat);
      return refuse(
        rule,
        `Only ${next}, the player on ${r.event.seat}'s right, may chow ${r.event.seat}'s discard. ${who(seat)} plays after ${previousSeat(seat)}, so he may chow only ${previousSeat(seat)}'s discards.`,
        chowWrongSeatFix(seat, r),
      );
    }
    case 'honour-run':
      return refuse(rule, `The ${tileName(r.tile)} is an honour tile: honours have no numbers, so they never form a run.`, 'A chow needs a suited tile: a character, a bamboo or a circle.');
    case 'not-a-run': {
      const [a, b] = r.tiles;
      const options = chowPairsIn(r.hand, r.tile);
      return refuse(
        rule,
        `The ${tileName(a)}, the ${tileName(b)} and the ${tileName(r.tile)} are not three consecutive numbers of one suit, so they are not a run.`,
        options.length ? `With this hand, ${tilePairsName(options)} would make a run with the ${tileName(r.tile)}.` : undefined,
      );
    }
    case 'pair-not-held': {
      const [a, b] = r.tiles;
      const options = chowPairsIn(r.hand, r.tile);
      return refuse(
        rule,
        `${who(seat)} does not hold both the ${tileName(a)} and the ${tileName(b)} in his hand. Tiles in an exposed set cannot be used again.`,
        options.length ? `He could chow with ${tilePairsName(options)}.` : undefined,
      );
    }
    case 'no-run-in-hand':
      return refuse(
        rule,
        `${who(seat)} holds no two tiles that make a run with the ${tileName(r.tile)}.`,
        `He would need ${tilePairsName(chowPartners(r.tile))} in his hand.`,
      );
    case 'no-pair':
      return refuse(
        rule,
        `${who(seat)} holds ${r.held === 0 ? 'no' : 'only one'} ${tileName(r.tile)} in his hand; a pung needs a pair of it there already.${r.exposed ? ' Tiles in an exposed set do not count.' : ''}`,
        'Hold a pair (or three) of the discarded tile, or a hand that this tile completes.',
      );
    case 'no-loose-tile':
      return refuse(
        rule,
        `A four of a kind is paid for with a loose tile, and none is left: the wall holds no tile that may still be drawn, so ${who(seat)} cannot take the ${tileName(r.tile)} for a kong.`,
        r.held === 3 ? 'With three in hand he may still call Pung.' : undefined,
      );
    case 'second-discard':
      return refuse(
        rule,
        `${who(seat)}'s pung of ${tileName(r.tile)} already holds a claimed discard, and a set may hold only one. He must let this one go by.`,
        'Only a fourth tile he draws from the wall himself may be added to an exposed pung.',
      );
    case 'no-three':
      return refuse(
        rule,
        `To take a discard for four of a kind, ${who(seat)} must hold three ${tileName(r.tile)} in his hand; he holds ${r.held}.`,
        r.held === 2 ? 'With a pair he may call Pung instead.' : undefined,
      );
  }
}

/** What else a player refused a chow from the wrong seat could do with the tile: only what the engine would allow him. */
function chowWrongSeatFix(seat: Seat, r: Extract<RefusalReason, { why: 'chow-wrong-seat' }>): string {
  const { event } = r;
  if (r.late) return `${nextSeat(event.seat)} has already drawn, so ${event.seat}'s ${tileName(event.tile)} can no longer be claimed by anyone.`;
  if (r.held >= 2) return `${who(seat)} holds a pair of the ${tileName(event.tile)}, so he may call Pung.`;
  const out = r.dead ? 'his hand is dead, so it cannot go out' : 'the tile does not complete his hand';
  return `${who(seat)} could take it only by a pung or to go out, but he holds ${r.held === 0 ? 'no' : 'only one'} ${tileName(event.tile)}, and ${out}.`;
}

/** A judgement as a ClaimCheck: a refused one with its sentence written. */
export function asCheck(judgement: ClaimJudgement): ClaimCheck {
  return judgement.legal ? judgement : { legal: false, claim: judgement.claim, refusal: wordRefusal(judgement) };
}

/** Is this announced claim legal in this position? A refused claim comes with its sentence and fix. */
export function checkClaim(table: Table, claim: Claim): ClaimCheck {
  return asCheck(judgeClaim(table, claim));
}

/** Every claim each seat could legally make on the current event, with the tiles it would use. */
export function legalClaims(table: Table): LegalClaim[] {
  const window = claimWindow(table);
  if (!window) return [];
  const { event } = window;
  const partners = chowPartners(event.tile);
  const found: LegalClaim[] = [];
  const tryClaim = (claim: Claim): void => {
    const judged = judgeClaim(table, claim, window);
    // A chow or pung ruled as a win duplicates the seat's Mah-Jongg claim.
    if (judged.legal && !judged.ruledAsWin) found.push(judged);
  };
  for (const seat of SEATS) {
    if (seat === event.seat) continue;
    tryClaim({ seat, kind: 'mahjong' });
    tryClaim({ seat, kind: 'kong' });
    tryClaim({ seat, kind: 'pung' });
    for (const [a, b] of partners) tryClaim({ seat, kind: 'chow', tiles: [a, b] });
  }
  return found;
}

/** The pairs in a hand that would make a run with a tile: the choices a chower picks from (A17). */
export function chowPairsIn(concealed: readonly Tile[], tile: Tile): [Tile, Tile][] {
  return chowPartners(tile).filter(([a, b]) => removeTiles(concealed, [a, b]) !== null);
}

/** The chow choices a seat has on the current discard. */
export function chowChoices(table: Table, seat: Seat): [Tile, Tile][] {
  const event = currentEvent(table);
  return event && event.kind === 'discard' ? chowPairsIn(table.seats[seat].concealed, event.tile) : [];
}

/**
 * What a learner is told when his chow or pung is ruled as a win (A19): the
 * call stands, but the word for it is Mah-Jongg.
 */
export function winningCallNote(check: ClaimCheck): string | null {
  if (!check.legal || !check.ruledAsWin) return null;
  return `That completes your hand: call Mah-Jongg. A ${CLAIM_CALLS[check.claim.kind]} on a tile that completes the hand is ruled as Mah-Jongg, so the engine treats it as one.`;
}

/** Mah-Jongg beats Kong beats Pung beats Chow. */
export const PRECEDENCE: Record<ClaimKind, number> = { mahjong: 3, kong: 2, pung: 1, chow: 0 };

/**
 * The call a seat should make on the current event: its strongest legal
 * claim, or null to let the tile go by.
 */
export function bestClaim(table: Table, seat: Seat): LegalClaim | null {
  const mine = legalClaims(table).filter((c) => c.claim.seat === seat);
  return mine.sort((a, b) => PRECEDENCE[b.as] - PRECEDENCE[a.as])[0] ?? null;
}

/** Do two calls say the same thing? A chow must also name the same two tiles, when the expected one names them. */
export function sameCall(made: Claim | null, expected: Claim | null): boolean {
  if (!made || !expected) return made === expected;
  if (made.seat !== expected.seat || made.kind !== expected.kind) return false;
  if (made.kind !== 'chow' || !expected.tiles || !made.tiles) return true;
  return [...made.tiles].sort().join() === [...expected.tiles].sort().join();
}
