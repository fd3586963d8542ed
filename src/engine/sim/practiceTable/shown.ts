/**
 * What the learner at the practice table is shown once play comes back to
 * him: the seats, the tile on offer, what he is asked (the calls he may
 * make, with the coach's words; or his turn's moves; or the end of the hand,
 * laid out and scored), the news since his last action. Every sentence is
 * explain/practice.ts's, every move and call offered is the engine's.
 */
import { type Claim, type ClaimEvent, type LegalClaim, checkClaim, currentEvent, legalClaims, liveDiscard } from '../../claims';
import { playTableFrom } from '../../core/convert';
import { seenBy } from '../../core/inSight';
import { KIND_COUNT, kindOf, tileOf } from '../../core/kinds';
import { MoveType, moveKind, moveType } from '../../core/moves';
import { turnFactsOf } from '../../core/tableTurn';
import { entryMove, entryWhy, legalTurnMoves } from '../../core/turnMoves';
import {
  claimPromptText, coachOn, deadHandsText, discardNews, endWords, kongLabel, otherCallLabel, turnPromptText,
} from '../../explain/practice';
import { describeClaim, meldLabel } from '../../explain/words';
import { SEATS, type Seat, placeFrom } from '../../seats';
import { type Table, isDeadHand, wonAsDealt } from '../../table';
import { type Tile, rankOf, sortTiles, suitOf } from '../../tiles';
import { bestAfterDiscard, tilesFromWinning } from '../../nearness';
import { type Danger, type HoldBack, type LooseTile, type PlayerLevel, lostCallWords, missedCallWords } from '../../explain/practice';
import { beatenBy, takesFrom } from '../../adjudicate';
import type { ChowPick, ClaimMoment, OfferedClaim, OtherClaim, PracticeEnd, PracticePrompt, PracticeSeat, PracticeState, TableNews } from './state';

/**
 * Why a tile is an easy discard, where the course has a word for it: a lone honour (held once, so only its own
 * copies could make a set with it), or a suit tile standing alone (held once, and no tile of its suit within two
 * ranks of it, so no run is begun with it). Null for any other.
 */
export function looseTile(concealed: readonly Tile[], tile: Tile): LooseTile | null {
  if (concealed.filter((t) => t === tile).length !== 1) return null;
  const suit = suitOf(tile);
  if (suit === null) return 'lone-honour';
  const rank = rankOf(tile)!;
  return concealed.some((t) => t !== tile && suitOf(t) === suit && Math.abs(rankOf(t)! - rank) <= 2) ? null : 'alone';
}

/**
 * What a player near Mah-Jongg shows the learner: an opponent at Harr's level
 * with two sets or more on the table (the coach's own reading, simpler than
 * the level's, which fears a player from his first set once the wall is
 * short: HarrPlayer.feared), the suit of his sets when they are all of one,
 * which of the discards the hint names are of it, and the tiles he let go by
 * since his own last discard (he could not go out on them then). Read from
 * the table and the record alone: nothing a player at the table could not see.
 */
export function dangerFrom(table: Table, record: readonly string[], learner: Seat, levels: Record<Seat, PlayerLevel>, discards: readonly Tile[]): Danger[] {
  const dangers: Danger[] = [];
  for (const seat of SEATS) {
    if (seat === learner || levels[seat] !== 'harr') continue;
    const melds = table.seats[seat].melds;
    if (melds.length < 2) continue;
    const suits = new Set(melds.map((m) => suitOf(m.tiles[0])));
    const suit = suits.size === 1 ? [...suits][0] : null;
    dangers.push({ seat, melds, suit, risky: suit ? discards.filter((t) => suitOf(t) === suit) : [], passed: passedSince(record, seat) });
  }
  return dangers;
}

/**
 * The discards made since `seat`'s own last one that nobody claimed, each
 * kind once, from the record (a claim follows its discard there): he let
 * them go by, so none of them finished his hand then.
 */
function passedSince(record: readonly string[], seat: Seat): Tile[] {
  const passed: Tile[] = [];
  for (const [i, line] of record.entries()) {
    const discard = DISCARD_LINE.exec(line);
    if (!discard) continue;
    if (discard[1] === seat) passed.length = 0;
    else if (!CLAIM_LINE.test(record[i + 1] ?? '') && !passed.includes(discard[2] as Tile)) passed.push(discard[2] as Tile);
  }
  return passed;
}

/**
 * Harr's advice for a dead hand (A21), which can never go out, in tiles: the
 * ones of the learner's hand the others are least likely to need. First by
 * how many of the other players let a tile of that kind go by since their own
 * last discard (none of them could go out on it then: `passedBy`), then by
 * how many of its four copies he can see (`inSight`: on the table, among the
 * discards and in his hand), the fewer left unseen, the fewer sets it can
 * make for anyone. The best, each kind once, in the hand's order.
 */
export function holdBackDiscards(table: Table, record: readonly string[], learner: Seat): HoldBack {
  const passed = SEATS.filter((seat) => seat !== learner).map((seat) => ({ seat, tiles: passedSince(record, seat) }));
  const sight = new Int32Array(KIND_COUNT);
  seenBy(playTableFrom(table), SEATS.indexOf(learner), sight);
  let best: HoldBack = { tiles: [], passedBy: [], inSight: -1 };
  for (const tile of new Set(table.seats[learner].concealed)) {
    const passedBy = passed.filter((p) => p.tiles.includes(tile)).map((p) => p.seat);
    const inSight = sight[kindOf(tile)];
    const order = passedBy.length - best.passedBy.length || inSight - best.inSight;
    if (order > 0 || !best.tiles.length) best = { tiles: [tile], passedBy, inSight };
    // Tiles as good that went by the same players are named together; a tie that went by others is left out, so that
    // one sentence says who let them go by.
    else if (order === 0 && passedBy.join() === best.passedBy.join()) best.tiles.push(tile);
  }
  return best;
}

function without(tiles: readonly Tile[], taken: readonly Tile[]): Tile[] {
  const rest = [...tiles];
  for (const t of taken) rest.splice(rest.indexOf(t), 1);
  return rest;
}

/** How near Mah-Jongg a call would leave the hand: after a kong, as it stands before its loose tile; after a chow or pung, once its best discard is made. */
function nearAfter(concealed: readonly Tile[], melds: number, check: LegalClaim): number {
  const rest = without(concealed, check.uses);
  return check.as === 'kong' ? tilesFromWinning(rest, melds + 1) : bestAfterDiscard(rest, melds + 1);
}

/** The coach on a call the engine allows, with how near winning the hand is now and would be after it. */
function coach(table: Table, learner: Seat, check: LegalClaim, event: ClaimEvent) {
  const { concealed, melds } = table.seats[learner];
  if (check.as === 'mahjong') return coachOn(learner, check, event, 0, 0);
  if (isDeadHand(table, learner)) return coachOn(learner, check, event, null, 0);
  const now = tilesFromWinning(concealed, melds.length);
  return coachOn(learner, check, event, now, nearAfter(concealed, melds.length, check));
}

/** A call the learner let go by: the claim, whether it would have won, and his hand's tiles from Mah-Jongg before and after it. */
export interface MissedClaim {
  claim: Claim;
  wins: boolean;
  now: number;
  after: number;
  /**
   * The call that took the tile, when it would have taken it from this one too: then the pass lost nothing, and is
   * no miss (said, not kept for review). Calls are made at once, so he could not know; but the hand shows it after.
   */
  lostTo: { taker: LegalClaim; mine: LegalClaim } | null;
}

/**
 * The call the learner let go by that would have served him best: a win,
 * else the call leaving his hand nearest to Mah-Jongg, when nearer than it
 * was; null when no call of his would have. `legal`: every legal call on the
 * event; `taken`: the other player's call that took the tile, if any. Among
 * the calls that serve him, one that would have taken the tile comes first.
 */
export function missedClaim(table: Table, learner: Seat, legal: readonly LegalClaim[], taken: LegalClaim | null): MissedClaim | null {
  const event = currentEvent(table)!;
  const kept = (check: LegalClaim) => !taken || takesFrom(event, check, taken);
  const lost = (check: LegalClaim) => (kept(check) ? null : { taker: taken!, mine: check });
  const mine = legal.filter((c) => c.claim.seat === learner);
  const win = mine.find((c) => c.as === 'mahjong');
  if (win) return { claim: win.claim, wins: true, now: 0, after: 0, lostTo: lost(win) };
  // A dead hand can never go out: no call of his brings it nearer, so none he passed is a miss.
  if (isDeadHand(table, learner)) return null;
  const { concealed, melds } = table.seats[learner];
  const now = tilesFromWinning(concealed, melds.length);
  let best: { check: LegalClaim; after: number } | null = null;
  for (const check of mine) {
    const after = nearAfter(concealed, melds.length, check);
    if (after >= now) continue;
    // One that would have taken the tile before one that would not; then the nearest.
    if (!best || (kept(check) && !kept(best.check)) || (kept(check) === kept(best.check) && after < best.after)) best = { check, after };
  }
  return best ? { claim: best.check.claim, wins: false, now, after: best.after, lostTo: lost(best.check) } : null;
}

/** The missed call in the coach's words (explain/practice.ts), or null: none, or one another player's call would have beaten. */
export function missedCall(missed: MissedClaim | null): string | null {
  return missed && !missed.lostTo ? missedCallWords(describeClaim(missed.claim), missed.wins, missed.now, missed.after) : null;
}

/** A call passed that would have served him but lost the tile anyway, in the coach's words, with the ruling's reason; or null. */
export function lostCall(missed: MissedClaim | null, event: ClaimEvent, learner: Seat): string | null {
  if (!missed?.lostTo) return null;
  const { taker, mine } = missed.lostTo;
  const why = beatenBy(event, taker, mine, learner).text;
  return lostCallWords(describeClaim(missed.claim), missed.wins, missed.now, missed.after, why);
}

function claimPrompt(table: Table, learner: Seat, withCoach: boolean, choosing: ChowPick[] | null): PracticePrompt {
  const event = currentEvent(table)!;
  const mine = legalClaims(table).filter((c) => c.claim.seat === learner);
  const claims: OfferedClaim[] = mine.map((check) => ({ claim: check.claim, label: describeClaim(check.claim), coach: withCoach ? coach(table, learner, check, event) : [] }));
  const offered = new Set(mine.map((c) => c.claim.kind));
  const others: OtherClaim[] = (['chow', 'pung', 'kong', 'mahjong'] as const)
    .filter((k) => !offered.has(k))
    .map((kind) => {
      const check = checkClaim(table, { seat: learner, kind }, learner);
      return { kind, label: otherCallLabel(kind, check.legal && check.ruledAsWin === true) };
    });
  const drawer = event.kind === 'discard' && table.nextHasDrawn ? table.turn : null;
  return { kind: 'claim', event, text: claimPromptText(event, drawer), claims, others, choosing };
}

const turnMoves = new Int32Array(80);

/** What the player whose turn it is may do (core/turn.ts legalTurnMoves): go out, the kongs allowed and refused, by kind. */
export function turnOptions(table: Table): { canWin: boolean; kongs: Set<Tile>; refusedKongs: Set<Tile> } {
  const n = legalTurnMoves(turnFactsOf(table), turnMoves);
  const kongs = new Set<Tile>();
  const refusedKongs = new Set<Tile>();
  for (let i = 1; i < n; i++) {
    const move = entryMove(turnMoves[i]);
    if (moveType(move) !== MoveType.Kong) continue;
    (entryWhy(turnMoves[i]) === 0 ? kongs : refusedKongs).add(tileOf(moveKind(move)));
  }
  return { canWin: entryWhy(turnMoves[0]) === 0, kongs, refusedKongs };
}

/** The learner's turn; `dealt`: his first, as East, with the fourteen tiles of the deal and nothing drawn. */
function turnPrompt(table: Table, learner: Seat, dealt: boolean): PracticePrompt {
  const hand = table.seats[learner].concealed;
  const drawn = table.claimedThisTurn || dealt || hand.length === 0 ? null : hand[hand.length - 1];
  const pungOf = (tile: Tile) => table.seats[learner].melds.some((m) => m.kind === 'pung' && m.tiles[0] === tile);
  const { canWin, kongs, refusedKongs } = turnOptions(table);
  // In the order of the hand, as the learner sees his tiles.
  const kinds = [...new Set(hand)];
  const label = (tile: Tile) => ({ tile, label: kongLabel(tile, pungOf(tile)) });
  const tryKongs = kinds.filter((tile) => refusedKongs.has(tile) && (pungOf(tile) || hand.filter((t) => t === tile).length >= 3));
  return { kind: 'turn', text: turnPromptText(table.claimedThisTurn, drawn, canWin), drawn, kongs: kinds.filter((t) => kongs.has(t)).map(label), tryKongs: tryKongs.map(label), canWin };
}

function endOf(table: Table, learner: Seat, record: readonly string[]): PracticeEnd {
  const dead = SEATS.filter((s) => isDeadHand(table, s));
  const deadText = deadHandsText(dead, learner);
  const result = table.result!;
  // The table does not keep where a drawn tile came from; the record does: a loose tile drawn just before going out.
  const loose = result.winner !== null && record.at(-2) === `${result.winner} draws loose`;
  const { text, rule, decisions } = endWords(result, learner, { asDealt: wonAsDealt(table), reserve: table.options.deadWallSize, loose });
  if (!result.winner) return { winner: null, text, rule, decisions, dead, deadText, onLooseTile: false };
  return { winner: result.winner, text, rule, decisions, dead, deadText, onLooseTile: loose };
}

/** What one step leaves the learner: the table, the news and the record, and what the step itself shows. */
export interface Step {
  table: Table;
  news: TableNews[];
  record: string[];
  moments: ClaimMoment[];
  refused?: PracticeState['refused'];
  /** Tries refused at this position, and the news it was reached with, carried while the position stays (a refusal, a hint). */
  tries?: PracticeState['tries'];
  arrival?: PracticeState['arrival'];
  hint?: PracticeState['hint'];
  choosing?: ChowPick[] | null;
  status?: string;
}

/** What a state carries from one step to the next: its setup and the state before it. */
export type Base = Pick<PracticeState, 'seed' | 'seat' | 'options' | 'coach' | 'everyDiscard' | 'levels' | 'deadHand' | 'before'>;

type Discarded = PracticeSeat['discarded'][number];

const DISCARD_LINE = /^(East|South|West|North) discards (\S+)$/;
const CLAIM_LINE = /^(East|South|West|North) (chow \S+ \S+|pung|kong|mahjong)$/;

/**
 * Each seat's discards in the order made, read from the hand's record, each with the seat that claimed it: a claim
 * follows its discard in the record, or follows the next player's draw when it was made after that draw (A8); a
 * Mah-Jongg by that drawer is his own draw's, not a claim.
 */
function discardsBySeat(record: readonly string[], live: { tile: Tile; by: Seat } | null): Record<Seat, Discarded[]> {
  const bySeat: Record<Seat, Discarded[]> = { East: [], South: [], West: [], North: [] };
  let lastBy: Seat | null = null;
  for (const [i, line] of record.entries()) {
    const discard = DISCARD_LINE.exec(line);
    if (!discard) continue;
    const seat = discard[1] as Seat;
    const drawer = /^(East|South|West|North) draws$/.exec(record[i + 1] ?? '')?.[1];
    const claim = CLAIM_LINE.exec(record[drawer ? i + 2 : i + 1] ?? '');
    bySeat[seat].push({ tile: discard[2] as Tile, claimedBy: claim && claim[1] !== seat && claim[1] !== drawer ? (claim[1] as Seat) : null, live: false });
    lastBy = seat;
  }
  // The discard on offer now is the last one made, by the seat the table names.
  if (live && lastBy === live.by) bySeat[live.by].at(-1)!.live = true;
  return bySeat;
}

/**
 * The prompt as the live region says it after the news: at a claim window on
 * the discard the news has just announced, without naming that discard twice.
 */
function statusPrompt(table: Table, prompt: PracticePrompt, news: readonly TableNews[]): string {
  if (prompt.kind !== 'claim' || prompt.event.kind !== 'discard') return prompt.text;
  const { seat, tile } = prompt.event;
  if (news.at(-1)?.text !== discardNews(seat, tile).text) return prompt.text;
  return claimPromptText(prompt.event, table.nextHasDrawn ? table.turn : null, true);
}

/** The state the learner sees once play has come back to him. */
export function compose(base: Base, step: Step): PracticeState {
  const { table } = step;
  const learner = base.seat;
  const over = table.phase === 'over';
  const end = over ? endOf(table, learner, step.record) : null;
  const prompt: PracticePrompt = over
    ? { kind: 'over', text: end!.text }
    : table.turn === learner && table.phase === 'discard'
      ? turnPrompt(table, learner, step.record.length === 0)
      : claimPrompt(table, learner, base.coach, step.choosing ?? null);
  const event = currentEvent(table);
  // The discard on offer: not the last one once its moment has passed (the next player has drawn, without the late-claim
  // option, A8), though the table still holds it as an event to rule a late claim on.
  const live = event?.kind === 'discard' && liveDiscard(table) ? { tile: event.tile, by: event.seat } : null;
  const discarded = discardsBySeat(step.record, live);
  const seats: PracticeSeat[] = SEATS.map((seat) => {
    const s = table.seats[seat];
    const shown = seat === learner || over;
    return {
      seat,
      place: placeFrom(learner, seat),
      concealed: shown ? (seat === learner && prompt.kind === 'turn' && prompt.drawn ? [...sortTiles(s.concealed.slice(0, -1)), s.concealed[s.concealed.length - 1]] : sortTiles(s.concealed)) : null,
      count: s.concealed.length,
      melds: s.melds.map((meld) => ({ meld, label: meldLabel(meld) })),
      dead: isDeadHand(table, seat),
      toPlay: !over && table.turn === seat,
      discarded: discarded[seat],
    };
  });
  const said = step.news.map((n) => n.text);
  const status = step.status ?? [...said, statusPrompt(table, prompt, step.news)].join(' ');
  return {
    seed: base.seed,
    seat: learner,
    options: base.options,
    coach: base.coach,
    everyDiscard: base.everyDiscard,
    levels: base.levels,
    deadHand: base.deadHand,
    table,
    seats,
    live,
    wall: table.wall.length,
    prompt,
    news: step.news,
    refused: step.refused ?? null,
    tries: step.tries ?? [],
    arrival: step.arrival ?? step.news,
    hint: step.hint ?? null,
    record: step.record,
    moments: step.moments,
    end,
    status,
    before: base.before,
  };
}
