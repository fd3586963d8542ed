/**
 * TEST ORACLE, NOT PART OF THE ENGINE. A frozen copy of src/engine/claims.ts
 * as it stood before the claim check and adjudication were made fast
 * (commit aec1467), its imports pointed back at the engine. It is the slow,
 * obviously-right reference: it builds every refusal sentence, clones the
 * table and re-runs the winning test for each call. The property test
 * src/engine/sim/oracle.test.ts checks that the fast core agrees with it,
 * deep-equal, on random positions and rulings. Nothing under src/ may import
 * it except tests; delete it once the new core has agreed with it long enough.
 */
/**
 * Claims: for the event on the table (a live discard, a tile being added to
 * an exposed pung, a concealed kong being declared), whether a seat's
 * announced claim is legal, and every claim each seat could legally make.
 * A refused claim comes back as a value naming the rule (RULES.md §6).
 */
import { isWinningHand, readings, setsStillNeeded, undeclaredFours } from '../../src/engine/hand';
import { chowPartners, isRun } from '../../src/engine/melds';
import { type Refusal, refuse } from '../../src/engine/refusal';
import { SEATS, type Seat, distance, nextSeat, previousSeat } from '../../src/engine/seats';
import { type Table, canDraw, cloneTable, isDeadHand } from '../../src/engine/table';
import { TILE_KINDS, type Tile, copiesOf, isHonour, removeTiles, tileName, tilesName } from '../../src/engine/tiles';
import { tilePairsName } from '../../src/engine/explain/tileWords';

export type ClaimKind = 'chow' | 'pung' | 'kong' | 'mahjong';

export const CLAIM_KINDS: readonly ClaimKind[] = ['chow', 'pung', 'kong', 'mahjong'];

/** The words a file may use for each claim. */
const CLAIM_WORDS: Record<string, ClaimKind> = { chow: 'chow', pung: 'pung', kong: 'kong', mahjong: 'mahjong', 'mah-jongg': 'mahjong', 'mah-jong': 'mahjong' };

/** Reads a claim word ("pung", "Mah-Jongg"); null when it names no claim. */
export function parseClaimKind(word: string): ClaimKind | null {
  return CLAIM_WORDS[word.toLowerCase()] ?? null;
}

/** What a claim is called at the table. */
export const CLAIM_CALLS: Record<ClaimKind, string> = { chow: 'Chow', pung: 'Pung', kong: 'Kong', mahjong: 'Mah-Jongg' };

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

/** A winning hand in which the claimed tile can only sit in a run (decision A1). */
function winsOnlyByRun(table: Table, seat: Seat, tile: Tile): boolean {
  const s = table.seats[seat];
  return readings([...s.concealed, tile], setsStillNeeded(s.melds)).every(
    (r) => r.pair[0] !== tile && !r.sets.some((set) => set.kind === 'pung' && set.tiles[0] === tile),
  );
}

function who(seat: Seat): string {
  return seat;
}

function checkMahjong(table: Table, claim: Claim, event: ClaimEvent): ClaimCheck {
  const { seat } = claim;
  const t = event.tile;
  const s = table.seats[seat];
  if (isDeadHand(table, seat)) {
    return {
      legal: false,
      claim,
      refusal: refuse(
        'TILECOUNT-13-PLUS-KONGS',
        `${who(seat)}'s hand is dead: it holds the wrong number of tiles, so it cannot win.`,
        'A hand must hold 13 tiles, plus one for each declared kong.',
      ),
    };
  }
  if (!completesHand(table, seat, t)) {
    // Cited only when the four, declared, would leave the hand one loose tile from four sets and a pair.
    const withTile = [...s.concealed, t];
    const four = undeclaredFours(withTile).find((f) => {
      const rest = removeTiles(withTile, [f, f, f, f])!;
      return TILE_KINDS.some((k) => k !== f && copiesOf(rest, k) < 4 && readings([...rest, k], setsStillNeeded(s.melds) - 1).length > 0);
    });
    if (four) {
      return {
        legal: false,
        claim,
        refusal: refuse(
          'KONG-DECLARED-BEFORE-WIN',
          `With the ${tileName(t)}, ${who(seat)} would still not have four sets and a pair: the four ${tilesName(four)} in his hand are not a set until they are declared.`,
          'A four of a kind must be laid on the table, and its loose tile drawn, before the hand can go out.',
        ),
      };
    }
    return {
      legal: false,
      claim,
      refusal: refuse(
        'WIN-FOUR-SETS-PAIR',
        `The ${tileName(t)} does not complete ${who(seat)}'s hand: with it he would not have four sets and a pair.`,
        'Mah-Jongg may be called only on the tile that completes four sets and a pair.',
      ),
    };
  }
  if (table.options.strictWinningChow && event.kind === 'discard' && distance(event.seat, seat) !== 1 && winsOnlyByRun(table, seat, t)) {
    return {
      legal: false,
      claim,
      refusal: refuse(
        'CHOW-LEFT-ONLY',
        `Under the strict reading of the chow rule, the ${tileName(t)} would complete a run in ${who(seat)}'s hand, and only ${nextSeat(event.seat)} may take ${event.seat}'s discard for a run.`,
        'Switch off the strict reading of the chow rule to let any seat take a discard that completes its hand.',
      ),
    };
  }
  return { legal: true, claim, as: 'mahjong', uses: [] };
}

/** What else a player refused a chow from the wrong seat could do with the tile: only what would be allowed. */
function chowWrongSeatFix(table: Table, seat: Seat, event: ClaimEvent): string {
  if (table.nextHasDrawn && !table.options.claimAfterNextDraw) {
    return `${nextSeat(event.seat)} has already drawn, so ${event.seat}'s ${tileName(event.tile)} can no longer be claimed by anyone.`;
  }
  const held = copiesOf(table.seats[seat].concealed, event.tile);
  if (held >= 2) return `${who(seat)} holds ${held === 2 ? 'a pair' : 'three'} of the ${tileName(event.tile)}, so he may call ${checkKong(withDrawTakenBack(table), { seat, kind: 'kong' }, event, table).legal ? 'Kong, or Pung' : 'Pung'}.`;
  const out = isDeadHand(table, seat) ? 'his hand is dead, so it cannot go out' : 'the tile does not complete his hand';
  return `${who(seat)} could take it only by a pung or to go out, but he holds ${held === 0 ? 'no' : 'only one'} ${tileName(event.tile)}, and ${out}.`;
}

function checkChow(table: Table, claim: Claim, event: ClaimEvent): ClaimCheck {
  const { seat } = claim;
  const t = event.tile;
  const s = table.seats[seat];
  const next = nextSeat(event.seat);
  if (table.nextHasDrawn && seat === next) {
    return {
      legal: false,
      claim,
      refusal: refuse(
        'CHOW-INSTEAD-OF-DRAW',
        `${who(seat)} has already drawn from the wall. A chow takes the place of the draw, so it is too late to chow ${event.seat}'s ${tileName(t)}.`,
        'Call Chow before drawing from the wall.',
      ),
    };
  }
  if (seat !== next) {
    // A chow that completes the hand never gets here: it is ruled as Mah-Jongg (A19).
    return {
      legal: false,
      claim,
      refusal: refuse(
        'CHOW-LEFT-ONLY',
        `Only ${next}, the player on ${event.seat}'s right, may chow ${event.seat}'s discard. ${who(seat)} plays after ${previousSeat(seat)}, so he may chow only ${previousSeat(seat)}'s discards.`,
        chowWrongSeatFix(table, seat, event),
      ),
    };
  }
  if (isHonour(t)) {
    return {
      legal: false,
      claim,
      refusal: refuse('CHOW-SUIT-RUN', `The ${tileName(t)} is an honour tile: honours have no numbers, so they never form a run.`, 'A chow needs a suited tile: a character, a bamboo or a circle.'),
    };
  }
  const options = chowPairsIn(s.concealed, t);
  if (claim.tiles) {
    const [a, b] = claim.tiles;
    if (!isRun([a, b, t])) {
      return {
        legal: false,
        claim,
        refusal: refuse(
          'CHOW-SUIT-RUN',
          `The ${tileName(a)}, the ${tileName(b)} and the ${tileName(t)} are not three consecutive numbers of one suit, so they are not a run.`,
          options.length ? `With this hand, ${tilePairsName(options)} would make a run with the ${tileName(t)}.` : undefined,
        ),
      };
    }
    if (removeTiles(s.concealed, [a, b]) === null) {
      // Said only where a named tile missing from his hand lies in one of his exposed sets.
      const onTable = [a, b].some((x) => !s.concealed.includes(x) && s.melds.some((m) => m.tiles.includes(x)));
      return {
        legal: false,
        claim,
        refusal: refuse(
          'CHOW-TWO-IN-HAND',
          `${who(seat)} does not hold both the ${tileName(a)} and the ${tileName(b)} in his hand.${onTable ? ' Tiles in an exposed set cannot be used again.' : ''}`,
          options.length ? `He could chow with ${tilePairsName(options)}.` : undefined,
        ),
      };
    }
    return { legal: true, claim, as: 'chow', uses: [a, b] };
  }
  if (options.length === 0) {
    return {
      legal: false,
      claim,
      refusal: refuse(
        'CHOW-TWO-IN-HAND',
        `${who(seat)} holds no two tiles that make a run with the ${tileName(t)}.`,
        `He would need ${tilePairsName(chowPartners(t))} in his hand.`,
      ),
    };
  }
  return { legal: true, claim: { ...claim, tiles: options[0] }, as: 'chow', uses: [...options[0]] };
}

function checkPung(table: Table, claim: Claim, event: ClaimEvent): ClaimCheck {
  const { seat } = claim;
  const t = event.tile;
  const held = copiesOf(table.seats[seat].concealed, t);
  if (held >= 2) return { legal: true, claim, as: 'pung', uses: [t, t] };
  const exposed = table.seats[seat].melds.some((m) => m.tiles.includes(t));
  return {
    legal: false,
    claim,
    refusal: refuse(
      'PUNG-NEEDS-PAIR',
      `${who(seat)} holds ${held === 0 ? 'no' : 'only one'} ${tileName(t)} in his hand; a pung needs a pair of it there already.${exposed ? ' Tiles in an exposed set do not count.' : ''}`,
      'Hold a pair (or three) of the discarded tile, or a hand that this tile completes.',
    ),
  };
}

/** A refused kong's fix: a Pung on the tile as this reference rules it, a pung, a win (A19), or nothing. */
function kongInstead(asAnnounced: Table, seat: Seat, t: Tile, pair: string): string | undefined {
  const pung = checkClaim(asAnnounced, { seat, kind: 'pung' });
  if (!pung.legal) return undefined;
  return pung.ruledAsWin ? `The ${tileName(t)} completes his hand, so he may call Mah-Jongg instead.` : pair;
}

/** `asAnnounced`: the table as the claim was made on it, from which a Pung instead is judged. */
function checkKong(table: Table, claim: Claim, event: ClaimEvent, asAnnounced: Table): ClaimCheck {
  const { seat } = claim;
  const t = event.tile;
  const s = table.seats[seat];
  const held = copiesOf(s.concealed, t);
  if (held >= 3) {
    if (!canDraw(table)) {
      return {
        legal: false,
        claim,
        refusal: refuse(
          'KONG-LOOSE-TILE',
          `A four of a kind is paid for with a loose tile, and none is left: the wall holds no tile that may still be drawn, so ${who(seat)} cannot take the ${tileName(t)} for a kong.`,
          kongInstead(asAnnounced, seat, t, held === 3 ? 'With three in hand he may still call Pung.' : ''),
        ),
      };
    }
    return { legal: true, claim, as: 'kong', uses: [t, t, t] };
  }
  if (s.melds.some((m) => m.kind === 'pung' && m.tiles[0] === t)) {
    return {
      legal: false,
      claim,
      refusal: refuse(
        'KONG-ONE-DISCARD-ONLY',
        `${who(seat)}'s pung of ${tileName(t)} already holds a claimed discard, and a set may hold only one. He must let this one go by.`,
        'Only a fourth tile he draws from the wall himself may be added to an exposed pung.',
      ),
    };
  }
  return {
    legal: false,
    claim,
    refusal: refuse(
      'KONG-FROM-DISCARD',
      `To take a discard for four of a kind, ${who(seat)} must hold three of the ${tileName(t)} in his hand; he holds ${['none', 'only one', 'only two'][held]}.`,
      kongInstead(asAnnounced, seat, t, 'With a pair he may call Pung instead.'),
    ),
  };
}

/** Is this announced claim legal in this position? */
export function checkClaim(table: Table, claim: Claim): ClaimCheck {
  const event = currentEvent(table);
  const refused = (refusal: Refusal): ClaimCheck => ({ legal: false, claim, refusal });
  if (!event) {
    const last = table.discards[table.discards.length - 1];
    if (last && table.phase !== 'over') {
      return refused(refuse('DEAD-DISCARD', `The ${tileName(last.tile)} can no longer be claimed: its moment has passed.`, 'A discard must be claimed as it is discarded.'));
    }
    return refused(refuse('CLAIM-LIVE-DISCARD', 'There is no discard to claim just now.', 'Claims are made on the tile just discarded.'));
  }
  if (claim.seat === event.seat) {
    return refused(
      refuse(
        'CLAIM-OTHERS-DISCARD',
        event.kind === 'discard' ? `${claim.seat} discarded the ${tileName(event.tile)} himself; a player claims only other players' discards.` : `${claim.seat} is making the kong himself; only the other players may claim its tile.`,
      ),
    );
  }
  // A19: a chow or pung that completes the caller's hand is a winning call, whatever word announced it.
  const before = event.kind === 'discard' ? withDrawTakenBack(table) : table;
  const ruledAsWin = (claim.kind === 'chow' || claim.kind === 'pung') && !isDeadHand(before, claim.seat) && completesHand(before, claim.seat, event.tile);
  const kind: ClaimKind = ruledAsWin ? 'mahjong' : claim.kind;
  if (event.kind === 'concealed-kong') {
    return refused(
      refuse(
        'ROB-KONG-EXPOSED-ONLY',
        `${event.seat} laid out a concealed kong of ${tileName(event.tile)}: all four tiles came from his own hand, so no tile is on offer and there is nothing to claim.`,
      ),
    );
  }
  if (event.kind === 'add-to-pung' && kind !== 'mahjong') {
    return refused(
      refuse(
        'ROB-KONG-MJ-ONLY',
        `${event.seat} is adding the ${tileName(event.tile)} to his exposed pung. That tile may be taken only by a player it makes go out, never for a ${CLAIM_CALLS[claim.kind]}.`,
        claim.kind === 'kong' ? `${who(claim.seat)} may take it only with a Mah-Jongg call, if it completes his hand.` : `The ${tileName(event.tile)} does not complete ${who(claim.seat)}'s hand, so he lets it go by.`,
      ),
    );
  }
  if (claim.target && claim.target !== event.tile) {
    const old = table.discards.some((d) => d.tile === claim.target);
    return refused(
      old
        ? refuse('DEAD-DISCARD', `The ${tileName(claim.target)} was discarded earlier and is dead for the rest of the hand.`, `Only the last discard, the ${tileName(event.tile)}, may be claimed.`)
        : refuse('CLAIM-LIVE-DISCARD', `No ${tileName(claim.target)} has just been discarded.`, `Only the last discard, the ${tileName(event.tile)}, may be claimed.`),
    );
  }
  if (event.kind === 'discard' && table.nextHasDrawn && kind !== 'chow' && !table.options.claimAfterNextDraw) {
    return refused(
      refuse(
        'CLAIM-LIVE-DISCARD',
        `${nextSeat(event.seat)} has already drawn from the wall, so ${event.seat}'s ${tileName(event.tile)} can no longer be claimed.`,
        'A discard must be claimed as it is discarded, before the next player draws.',
      ),
    );
  }
  if (ruledAsWin) {
    const win = checkMahjong(before, claim, event);
    return win.legal ? { ...win, ruledAsWin: true } : win;
  }
  // A claim allowed after the next player's draw (A8 option) replaces that draw: judge it without the drawn tile.
  switch (claim.kind) {
    case 'chow':
      return checkChow(table, claim, event);
    case 'pung':
      return checkPung(before, claim, event);
    case 'kong':
      return checkKong(before, claim, event, table);
    case 'mahjong':
      return checkMahjong(before, claim, event);
  }
}

/** Every claim each seat could legally make on the current event, with the tiles it would use. */
export function legalClaims(table: Table): LegalClaim[] {
  const event = currentEvent(table);
  if (!event) return [];
  const found: LegalClaim[] = [];
  for (const seat of SEATS) {
    if (seat === event.seat) continue;
    const tries: Claim[] = [
      { seat, kind: 'mahjong' },
      { seat, kind: 'kong' },
      { seat, kind: 'pung' },
      ...chowPartners(event.tile).map((tiles): Claim => ({ seat, kind: 'chow', tiles })),
    ];
    for (const claim of tries) {
      const check = checkClaim(table, claim);
      // A chow or pung ruled as a win duplicates the seat's Mah-Jongg claim.
      if (check.legal && !check.ruledAsWin) found.push(check);
    }
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
export function winningClaimNote(check: ClaimCheck): string | null {
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
export function sameClaim(made: Claim | null, expected: Claim | null): boolean {
  if (!made || !expected) return made === expected;
  if (made.seat !== expected.seat || made.kind !== expected.kind) return false;
  if (made.kind !== 'chow' || !expected.tiles || !made.tiles) return true;
  return [...made.tiles].sort().join() === [...expected.tiles].sort().join();
}
