/**
 * The referee's position in a page address (`/referee/?p=v1.…`): a scenario
 * setup (the seats, the earlier discards, the event or turn, who has drawn,
 * the calls, the wall and the rule options) packed as small whole numbers,
 * each written in as few bytes as it needs, then as base64url. A full
 * position with every tile named fits in about 200 characters.
 *
 * A tile is its kind, 0 to 33 (TILE_KINDS' order), or 34 and 35 for the
 * American set's flower and joker; a seat is 0 to 3. What a
 * board teaches (title, prompt, answer) is not the referee's business and is
 * not kept. The seed is kept, so the tiles a setup leaves unnamed are dealt
 * as they were where the link was made.
 *
 * Anyone may send anyone an address, so reading one never throws: it gives
 * the setup or one readable sentence. The version leads (`v1.`), so that an
 * address written by a later format is named as such rather than misread.
 * Reading stops at the first number out of range, the first list longer than
 * any position holds, and any byte left over.
 */
import { CLAIM_KINDS, type Claim, type ClaimKind } from '../claims';
import type { Meld } from '../melds';
import type { RuleOptions } from '../options';
import { RULESET_FIELDS, type RulesetField, type RulesetLines } from '../position';
import { notARuleset } from './rulesetId';
import { SEATS, type Seat } from '../seats';
import { AMERICAN_TILES, TILE_KINDS, type Tile } from '../tiles';
import { AMERICAN_SET_SIZE } from '../americanTiles';
import { type EventSetup, type ScenarioSetup, type SeatSetup, type TurnSetup, emptySetup } from './scenario';

/** The version this module writes, the first thing in the address. */
export const REFEREE_ADDRESS_VERSION = 'v1';

/** An address longer than this is refused unread: a whole position with every tile named is far shorter. */
export const MAX_ADDRESS_LENGTH = 2000;

/** No list of tiles in a position is longer than the set (136, or the American 152), nor the seed's digits past 2^32. */
const MAX_LIST = AMERICAN_SET_SIZE;
const MAX_NUMBER = 2 ** 32;

/** The title every setup read from an address carries: an address keeps a position, not a board's words. */
export const REFEREE_TITLE = 'A position at the referee';

/** The name a referee's setup is dealt under when it gives no seed; a fresh position gives one. */
export const REFEREE_NAME = 'referee';

/** The seed of a fresh position: any fixed number, so a position deals the same way wherever it is opened. */
export const FRESH_SEED = 1;

export type AddressRead = { ok: true; setup: ScenarioSetup } | { ok: false; message: string };

/** The tiles by their number: the 34 kinds, then the flower and the joker (added after v1's first addresses, which read as before). */
const ADDRESS_TILES: readonly Tile[] = [...TILE_KINDS, ...AMERICAN_TILES];
const KIND_OF = new Map<Tile, number>(ADDRESS_TILES.map((t, i) => [t, i]));
const EVENT_VERBS: readonly EventSetup['verb'][] = ['discards', 'adds', 'declares'];
const MELD_SHAPES = ['chow', 'pung', 'kong discard', 'kong concealed', 'kong added'] as const;

/** The numbers as written, a byte sequence of 7-bit groups (the high bit says another follows). */
class Writer {
  readonly bytes: number[] = [];
  int(n: number): void {
    let v = n;
    while (v >= 0x80) {
      this.bytes.push((v % 0x80) | 0x80);
      v = Math.floor(v / 0x80);
    }
    this.bytes.push(v);
  }
  tile(t: Tile): void {
    this.int(KIND_OF.get(t)!);
  }
  tiles(ts: readonly Tile[]): void {
    this.int(ts.length);
    ts.forEach((t) => this.tile(t));
  }
  seat(s: Seat): void {
    this.int(SEATS.indexOf(s));
  }
  /** A seat or nothing: 0 for nothing, else the seat + 1. */
  maybeSeat(s: Seat | null | undefined): void {
    this.int(s ? SEATS.indexOf(s) + 1 : 0);
  }
  /** Absent, false or true: 0, 1, 2. */
  flag(b: boolean | undefined): void {
    this.int(b === undefined ? 0 : b ? 2 : 1);
  }
}

/** Thrown inside the reader only, and turned into the sentence readRefereeAddress returns. */
class Unreadable extends Error {}

class Reader {
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {}
  int(max: number, what: string): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      if (this.at >= this.bytes.length) throw new Unreadable(`it stops short, in the middle of ${what}: part of it is missing (was it cut when copied?)`);
      const b = this.bytes[this.at++];
      value += (b & 0x7f) * scale;
      if (value > max) throw new Unreadable(`${what} is out of range`);
      if (!(b & 0x80)) return value;
      scale *= 0x80;
    }
  }
  tile(what: string): Tile {
    return ADDRESS_TILES[this.int(ADDRESS_TILES.length - 1, what)];
  }
  tiles(what: string): Tile[] {
    const n = this.int(MAX_LIST, `the length of ${what}`);
    return Array.from({ length: n }, () => this.tile(what));
  }
  seat(what: string): Seat {
    return SEATS[this.int(3, what)];
  }
  maybeSeat(what: string): Seat | null {
    const n = this.int(4, what);
    return n ? SEATS[n - 1] : null;
  }
  flag(what: string): boolean | undefined {
    const n = this.int(2, what);
    return n === 0 ? undefined : n === 2;
  }
  done(): boolean {
    return this.at === this.bytes.length;
  }
}

function meldShape(meld: Meld): number {
  if (meld.kind !== 'kong') return meld.kind === 'chow' ? 0 : 1;
  return meld.kongWay === 'concealed' ? 3 : meld.kongWay === 'added' ? 4 : 2;
}

function writeMeld(w: Writer, meld: Meld): void {
  w.int(meldShape(meld));
  w.tiles(meld.tiles);
  // Which of its tiles was claimed, and from whom; which was added (the last copy, as the reader marks it).
  w.int(meld.claimed ? meld.tiles.indexOf(meld.claimed.tile) + 1 : 0);
  if (meld.claimed) w.seat(meld.claimed.from);
  w.int(meld.added ? meld.tiles.lastIndexOf(meld.added) + 1 : 0);
}

function readMeld(r: Reader, owner: Seat): Meld {
  const shape = MELD_SHAPES[r.int(MELD_SHAPES.length - 1, `the kind of one of ${owner}'s sets`)];
  const tiles = r.tiles(`${owner}'s set`);
  const claimedAt = r.int(tiles.length, `the claimed tile of ${owner}'s set`);
  const meld: Meld = { kind: shape === 'chow' || shape === 'pung' ? shape : 'kong', tiles };
  if (claimedAt) meld.claimed = { tile: tiles[claimedAt - 1], from: r.seat(`the seat ${owner}'s set came from`) };
  const addedAt = r.int(tiles.length, `the added tile of ${owner}'s set`);
  // The notation reads a kong with an added tile (+) as a kong added to a pung: one from a discard has none,
  // or the position would change when written out as a scenario file.
  if (addedAt && shape === 'kong discard') throw new Unreadable(`${owner}'s kong from a discard marks an added tile`);
  if (!addedAt && shape === 'kong added') throw new Unreadable(`${owner}'s kong added to a pung marks no added tile`);
  if (addedAt) meld.added = tiles[addedAt - 1];
  if (meld.kind === 'kong') meld.kongWay = shape === 'kong concealed' ? 'concealed' : shape === 'kong added' ? 'added' : 'discard';
  return meld;
}

/**
 * A call's number: its kind, 0 to 3 (CLAIM_KINDS), as the first addresses wrote it; then the American forms
 * (R19), a call for a pair, one to redeem a joker, and a racked pung or kong. Their `using` tiles go where a
 * chow's two tiles go.
 */
const AMERICAN_CALL_CODES = ['pair', 'joker', 'racked pung', 'racked kong'] as const;

function claimCode(claim: Claim): number {
  const american = claim.form ?? (claim.racked ? `racked ${claim.kind}` : null);
  return american ? CLAIM_KINDS.length + AMERICAN_CALL_CODES.indexOf(american as (typeof AMERICAN_CALL_CODES)[number]) : CLAIM_KINDS.indexOf(claim.kind);
}

function writeClaim(w: Writer, claim: Claim): void {
  w.seat(claim.seat);
  w.int(claimCode(claim));
  w.tiles(claim.tiles ?? claim.using ?? []);
  w.int(claim.target ? KIND_OF.get(claim.target)! + 1 : 0);
}

function readClaim(r: Reader): Claim {
  const seat = r.seat('the seat of a call');
  const code = r.int(CLAIM_KINDS.length + AMERICAN_CALL_CODES.length - 1, `${seat}'s call`);
  const american = code >= CLAIM_KINDS.length ? AMERICAN_CALL_CODES[code - CLAIM_KINDS.length] : null;
  const kind: ClaimKind = american === 'racked kong' ? 'kong' : american ? 'pung' : CLAIM_KINDS[code];
  const tiles = r.tiles(`${seat}'s chow`);
  const target = r.int(TILE_KINDS.length, `the tile ${seat} calls for`);
  if (american === 'pair' || american === 'joker') {
    if (tiles.length || target) throw new Unreadable(`${seat}'s ${american} call names tiles`);
    return { seat, kind, form: american };
  }
  // Tiles on a pung, kong or Mah Jongg call are the American `using` tiles, each another of the called tile or a joker.
  if (american || (tiles.length && kind !== 'chow')) {
    if (target) throw new Unreadable(`${seat}'s call names both the tiles it uses and a discard of its own`);
    return { seat, kind, ...(tiles.length ? { using: tiles } : {}), ...(american ? { racked: true as const } : {}) };
  }
  if (tiles.length !== 0 && tiles.length !== 2) throw new Unreadable(`${seat}'s call names ${tiles.length} tiles`);
  const claim: Claim = { seat, kind };
  if (tiles.length === 2) claim.tiles = [tiles[0], tiles[1]];
  // A chow names the two tiles from the hand, never the discard it is for (the notation has no way to write one).
  if (target && kind === 'chow') throw new Unreadable(`${seat}'s chow names a discard of its own`);
  if (target) claim.target = TILE_KINDS[target - 1];
  return claim;
}

/** The bytes of a setup, in the order readSetup takes them back. */
function writeSetup(setup: ScenarioSetup): number[] {
  const w = new Writer();
  w.seat(setup.view);
  w.int(setup.seed === null ? 0 : setup.seed + 1);
  w.int(setup.show ? 1 + SEATS.reduce((mask, s, i) => mask | (setup.show!.includes(s) ? 1 << i : 0), 0) : 0);
  for (const s of SEATS) {
    const seat = setup.seats[s];
    w.int(seat ? (seat.hidden ? 2 : 1) : 0);
    if (!seat) continue;
    w.tiles(seat.hand);
    w.int(seat.melds.length);
    seat.melds.forEach((m) => writeMeld(w, m));
  }
  w.tiles(setup.discards);
  w.int(setup.event ? EVENT_VERBS.indexOf(setup.event.verb) + 1 : 0);
  if (setup.event) {
    w.seat(setup.event.seat);
    w.tile(setup.event.tile);
  }
  const turn = setup.turn;
  // 4, a turn just after a call, came after the first three, and 5, a loose tile owed after a kong, after it: an
  // address written before them reads as it did.
  w.int(turn ? (turn.drew ? 3 : turn.called ? 4 : turn.loose ? 5 : turn.phase === 'draw' ? 1 : 2) : 0);
  if (turn) w.seat(turn.seat);
  if (turn?.drew) w.tile(turn.drew);
  w.maybeSeat(setup.drawn);
  w.int(setup.claims.length);
  setup.claims.forEach((c) => writeClaim(w, c));
  w.int(setup.wall === null ? 0 : setup.wall + 1);
  w.tiles(setup.next);
  w.tiles(setup.loose);
  const o = setup.options;
  w.flag(o.strictWinningChow);
  w.flag(o.claimAfterNextDraw);
  w.int(o.deadWallSize === undefined ? 0 : o.deadWallSize + 1);
  return w.bytes;
}

function readSetup(r: Reader): ScenarioSetup {
  const setup = emptySetup(REFEREE_TITLE, r.seat("the referee's seat"));
  const seed = r.int(MAX_NUMBER, 'the seed');
  setup.seed = seed ? seed - 1 : null;
  const show = r.int(16, 'the list of hands shown');
  setup.show = show ? SEATS.filter((_, i) => (show - 1) & (1 << i)) : null;
  for (const s of SEATS) {
    const kind = r.int(2, `${s}'s seat`);
    if (!kind) continue;
    const seat: SeatSetup = { hidden: kind === 2, hand: r.tiles(`${s}'s hand`), melds: [] };
    const sets = r.int(8, `the number of ${s}'s sets`);
    for (let i = 0; i < sets; i++) seat.melds.push(readMeld(r, s));
    setup.seats[s] = seat;
  }
  setup.discards = r.tiles('the earlier discards');
  const verb = r.int(EVENT_VERBS.length, 'the event');
  if (verb) setup.event = { verb: EVENT_VERBS[verb - 1], seat: r.seat("the event's seat"), tile: r.tile("the event's tile") };
  const turn = r.int(5, 'the turn');
  if (turn) {
    const t: TurnSetup = { seat: r.seat("the turn's seat"), phase: turn === 1 || turn === 5 ? 'draw' : 'discard' };
    if (turn === 3) t.drew = r.tile('the tile drawn');
    if (turn === 4) t.called = true;
    if (turn === 5) t.loose = true;
    setup.turn = t;
  }
  setup.drawn = r.maybeSeat('who has drawn');
  const claimCount = r.int(SEATS.length, 'the number of calls');
  for (let i = 0; i < claimCount; i++) {
    const read = readClaim(r);
    // One call a seat, as a file's "claim:" lines are read: a second would read one way here and another in the file.
    if (setup.claims.some((c) => c.seat === read.seat)) throw new Unreadable(`${read.seat} makes two calls`);
    setup.claims.push(read);
  }
  const wall = r.int(MAX_LIST + 1, 'the wall');
  setup.wall = wall ? wall - 1 : null;
  setup.next = r.tiles('the next tiles of the wall');
  setup.loose = r.tiles('the loose tiles');
  const options: Partial<RuleOptions> = {};
  const strict = r.flag('the A1 option');
  const late = r.flag('the A8 option');
  const reserve = r.int(MAX_LIST + 1, 'the reserve');
  if (strict !== undefined) options.strictWinningChow = strict;
  if (late !== undefined) options.claimAfterNextDraw = late;
  if (reserve) options.deadWallSize = reserve - 1;
  setup.options = options;
  return setup;
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

function toBase64Url(bytes: readonly number[]): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The address form of a setup: `v1.` and its bytes in base64url. */
export function writeRefereeAddress(setup: ScenarioSetup): string {
  return `${REFEREE_ADDRESS_VERSION}.${toBase64Url(writeSetup(setup))}`;
}

/** Reads an address written by writeRefereeAddress, or says in one sentence why it cannot. Never throws. */
export function readRefereeAddress(text: string): AddressRead {
  const fail = (why: string): AddressRead => ({ ok: false, message: `The position in this address cannot be read: ${why}.` });
  if (text.length > MAX_ADDRESS_LENGTH) return fail(`it is ${text.length} characters long, more than any position needs (${MAX_ADDRESS_LENGTH})`);
  const dot = text.indexOf('.');
  const version = dot < 0 ? '' : text.slice(0, dot);
  if (!/^v\d{1,3}$/.test(version)) return fail(`it does not start with a version such as "${REFEREE_ADDRESS_VERSION}."`);
  if (version !== REFEREE_ADDRESS_VERSION) return fail(`it was written in format ${version}, and this page reads ${REFEREE_ADDRESS_VERSION}`);
  const body = text.slice(dot + 1);
  if (!BASE64URL.test(body) || body.length % 4 === 1) return fail('it holds characters a position is never written with');
  try {
    const reader = new Reader(fromBase64Url(body));
    const setup = readSetup(reader);
    if (!reader.done()) return fail('it goes on after the position ends');
    return { ok: true, setup };
  } catch (error) {
    if (error instanceof Unreadable) return fail(error.message);
    return fail('it is not a position');
  }
}

/**
 * The lines a position gives for today's rulesets (`ruleset: riichi-tenhou`, `riichi: West`, ...), beside the
 * position in the address (`&r=`), as written, one a line: read by the rulesets when a comparison is asked for,
 * which say what is wrong with a line. Null when there are none.
 */
export function writeRulesetParam(lines: RulesetLines | undefined): string | null {
  const written = RULESET_FIELDS.filter((f) => lines?.[f]).map((f) => `${f}: ${lines![f]!.text}`);
  return written.length ? written.join('\n') : null;
}

/**
 * The `&r=` text read back: each line a field of today's rulesets, once; anything else is one readable sentence. Given
 * the ids of today's rulesets (the page has them from its build, so that it loads no preset to read its address), a
 * `ruleset:` line must name one of them.
 */
export function readRulesetParam(text: string, rulesetIds?: readonly string[]): { ok: true; lines: RulesetLines } | { ok: false; message: string } {
  // Worded as the position's own sentence is (readRefereeAddress), so the page names either part alike.
  const fail = (why: string) => ({ ok: false as const, message: `The lines for today's rulesets in this address cannot be read: ${why}.` });
  if (text.length > MAX_ADDRESS_LENGTH) return fail(`they are ${text.length} characters long, more than any position needs (${MAX_ADDRESS_LENGTH})`);
  const lines: RulesetLines = {};
  for (const raw of text.split('\n')) {
    const colon = raw.indexOf(':');
    const field = raw.slice(0, colon).trim() as RulesetField;
    const value = raw.slice(colon + 1).trim();
    if (colon < 0 || !(RULESET_FIELDS as readonly string[]).includes(field) || lines[field] || !value) {
      return fail(`the line "${raw.slice(0, 60)}" is not one of today's rulesets' lines (${RULESET_FIELDS.join(', ')}), each given once`);
    }
    // A ruleset the page has no choice for (a typo, or a later version's) would leave its choice blank and every
    // comparison refused: named here, as the readers of files name it.
    if (field === 'ruleset' && rulesetIds && !rulesetIds.includes(value)) return fail(notARuleset(value, rulesetIds));
    lines[field] = { text: value, line: null };
  }
  return { ok: true, lines };
}

/** The page's query read (`?p=…&r=…`): the position, its lines for today's rulesets, and what could not be read. */
export interface RefereeQueryRead {
  /** The position, or null: none given, or none readable (the page then shows its empty table). */
  setup: ScenarioSetup | null;
  /** The lines for today's rulesets, or null: none given, or none readable. */
  lines: RulesetLines | null;
  /** Each part of the address that could not be read and what the page shows instead, in sentences; null when none. */
  problem: string | null;
}

/** Said after a position that cannot be read. */
const EMPTY_TABLE_INSTEAD = 'The editor starts from an empty table instead.';

/**
 * The referee page's query: the position (`p=`) and its lines for today's rulesets (`r=`), each of which may be
 * missing or damaged, and either given without the other. A damaged part is never dropped unsaid: the sentence names
 * it and says what the page shows in its place. A position that cannot be read takes its lines with it.
 */
export function readRefereeQuery(query: URLSearchParams, rulesetIds?: readonly string[]): RefereeQueryRead {
  const p = query.get('p');
  const r = query.get('r');
  const read = p === null ? null : readRefereeAddress(p);
  if (read && !read.ok) return { setup: null, lines: null, problem: `${read.message} ${EMPTY_TABLE_INSTEAD}` };
  const setup = read?.setup ?? null;
  const lines = r === null ? null : readRulesetParam(r, rulesetIds);
  if (lines && !lines.ok) {
    const instead = setup ? 'The position opens without those lines.' : 'The editor starts from an empty table, without those lines.';
    return { setup, lines: null, problem: `${lines.message} ${instead}` };
  }
  return { setup, lines: lines?.lines ?? null, problem: null };
}
