/**
 * The bench's peers: five Riichi Mah-Jongg libraries from npm that can tell a
 * winning hand, each given our hands in its own notation, so that the bench
 * times them beside our winning check on the same hands and checks that they
 * agree with it.
 *
 * Tiles. Riichi notation writes a suited tile as a rank and m (man,
 * characters), p (pin, circles) or s (sou, bamboo), and an honour as 1z-7z:
 * East, South, West, North, then the White, Green and Red dragons. Every peer
 * orders the 34 kinds that way (0-8 man, 9-17 pin, 18-26 sou, 27-33
 * honours), which is not ours (characters, bamboo, circles, winds, dragons
 * red-green-white), so every adapter goes through `riichiIndex`.
 *
 * Winning. Ours is four sets and a pair. Riichi rules also let two special
 * hands win: seven pairs and thirteen orphans. A peer that says "winning" on
 * a hand we refuse is not counted as disagreeing when the hand has one of
 * those shapes; the bench counts such hands instead.
 */
import { type DetectYakuConfig, type HaiKindId, HaiKind, type Tehai14, detectYaku, validateTehai14 } from '@pai-forge/riichi-mahjong';
import Majiang from '@kobalab/majiang-core';
import agari from 'agari';
import { type Hand as EfficiencyHand, cal as efficiency } from 'mahjong-tile-efficiency';
import syanten from 'syanten';
import { readFileSync } from 'node:fs';
import { isWinningHand } from '../src/engine/hand';
import { type Tile, TILE_KINDS, isTerminalOrHonour, rankOf, sortTiles, suitOf } from '../src/engine/tiles';

// ---------------------------------------------------------------------------
// Our tile codes and Riichi notation
// ---------------------------------------------------------------------------

const RIICHI_SUIT = { c: 'm', d: 'p', b: 's' } as const;
const RIICHI_SUITS = ['m', 'p', 's', 'z'] as const;
const RIICHI_HONOUR: Record<string, string> = { E: '1z', S: '2z', W: '3z', N: '4z', Wd: '5z', Gd: '6z', Rd: '7z' };

/** A tile in Riichi notation: `5c` is `5m`, `3b` is `3s`, `7d` is `7p`, `E` is `1z`, `Rd` is `7z`. */
export function toRiichi(tile: Tile): string {
  const suit = suitOf(tile);
  return suit === null ? RIICHI_HONOUR[tile] : `${rankOf(tile)}${RIICHI_SUIT[suit]}`;
}

const FROM_RIICHI = new Map<string, Tile>(TILE_KINDS.map((tile) => [toRiichi(tile), tile]));

/** Our tile for a Riichi code such as `5m` or `7z`; a RangeError for anything else. */
export function fromRiichi(code: string): Tile {
  const tile = FROM_RIICHI.get(code);
  if (tile === undefined) throw new RangeError(`"${code}" is not a Riichi tile code (1-9 m/p/s, 1-7 z)`);
  return tile;
}

/** A tile's place among the 34 kinds in Riichi order (man, pin, sou, honours): pai-forge's HaiKindId, syanten's flat index. */
export function riichiIndex(tile: Tile): number {
  const code = toRiichi(tile);
  return RIICHI_SUITS.indexOf(code[1] as (typeof RIICHI_SUITS)[number]) * 9 + Number(code[0]) - 1;
}

const RIICHI_INDEX: ReadonlyMap<Tile, number> = new Map(TILE_KINDS.map((tile) => [tile, riichiIndex(tile)]));

/**
 * A hand as counts in four rows in Riichi order (man, pin, sou, then the
 * seven honours): the input syanten, agari and mahjong-tile-efficiency take.
 */
export function riichiRows(tiles: readonly Tile[]): syanten.HaiArr {
  // Literal rows of small integers, as a caller who cares for speed would write them: the bench times this from tile codes.
  const rows = [
    [0, 0, 0, 0, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0],
  ];
  for (const tile of tiles) {
    const i = RIICHI_INDEX.get(tile)!;
    rows[(i / 9) | 0][i % 9]++;
  }
  return rows as syanten.HaiArr;
}

/** A hand as one Riichi string, ranks grouped before their suit letter: `123m456p789s1122z`. */
export function toMpsz(tiles: readonly Tile[]): string {
  const bySuit = new Map<string, string>(RIICHI_SUITS.map((s) => [s, '']));
  for (const tile of [...tiles].sort((a, b) => RIICHI_INDEX.get(a)! - RIICHI_INDEX.get(b)!)) {
    const code = toRiichi(tile);
    bySuit.set(code[1], bySuit.get(code[1]) + code[0]);
  }
  return RIICHI_SUITS.map((s) => (bySuit.get(s) ? `${bySuit.get(s)}${s}` : '')).join('');
}

/** Our tiles for a Riichi string such as `123m456p789s1122z`, sorted our way. */
export function fromMpsz(text: string): Tile[] {
  if (!/^(\d+[mpsz])*$/.test(text)) throw new RangeError(`"${text}" is not a Riichi hand string`);
  const tiles: Tile[] = [];
  for (const [, ranks, suit] of text.matchAll(/(\d+)([mpsz])/g)) for (const rank of ranks) tiles.push(fromRiichi(`${rank}${suit}`));
  return sortTiles(tiles);
}

// ---------------------------------------------------------------------------
// The special Riichi hands, by shape
// ---------------------------------------------------------------------------

export type SpecialHand = 'sevenPairs' | 'thirteenOrphans';

/** Seven different pairs, or the thirteen terminals and honours with one of them paired; null for any other hand. */
export function specialShape(tiles: readonly Tile[]): SpecialHand | null {
  if (tiles.length !== 14) return null;
  const counts = new Map<Tile, number>();
  for (const tile of tiles) counts.set(tile, (counts.get(tile) ?? 0) + 1);
  if (counts.size === 7 && [...counts.values()].every((n) => n === 2)) return 'sevenPairs';
  if (counts.size === 13 && [...counts.keys()].every(isTerminalOrHonour)) return 'thirteenOrphans';
  return null;
}

// ---------------------------------------------------------------------------
// The peers
// ---------------------------------------------------------------------------

export interface Peer<H> {
  /** Short name, used in the table and as the key of the JSON ratios. */
  name: string;
  /** The npm package and the exact version package.json pins. */
  package: string;
  version: string;
  /** What `wins` calls and compares, in words. */
  claim: string;
  /** The peer's own input form, in a few words. */
  input: string;
  /**
   * Our hand in the peer's own input form. The bench times `wins` on hands
   * prepared beforehand (each library on its native input), and `prepare`
   * then `wins` from our tile codes (what a board would pay).
   */
  prepare(tiles: readonly Tile[]): H;
  /** Does the peer call the hand winning? What the bench times and compares with isWinningHand. */
  wins(hand: H): boolean;
  /** True when `wins` asks for four sets and a pair only: then it must equal ours on every hand, special shapes included. */
  standardOnly: boolean;
  /** The peer's own special-hand forms (seven pairs, thirteen orphans), when `wins` leaves them out: only counted. */
  winsSpecial?(hand: H): boolean;
}

function pinnedVersion(name: string): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { devDependencies: Record<string, string> };
  return pkg.devDependencies[name] ?? 'unknown';
}

interface PaiForgeHand {
  tehai: Tehai14;
  config: DetectYakuConfig;
}

/**
 * @pai-forge/riichi-mahjong. Its shanten calculator only takes 13 tiles, and
 * its only public question about 14 is detectYaku, which reads the hand every
 * way it can (four sets and a pair, seven pairs, thirteen orphans) and lists
 * the scoring elements (yaku) of the best reading. A concealed hand completed
 * on one's own draw always scores "menzen tsumo", so with isTsumo the list is
 * empty exactly when there is no winning reading. Its time therefore includes
 * the yaku search on every winning hand, more work than a yes-or-no check.
 */
export const paiForge: Peer<PaiForgeHand> = {
  name: 'pai-forge',
  package: '@pai-forge/riichi-mahjong',
  version: pinnedVersion('@pai-forge/riichi-mahjong'),
  claim: 'detectYaku(hand, self-drawn, closed) lists a yaku',
  input: 'Tehai14: kind ids, validated',
  prepare(tiles) {
    const closed = tiles.map((t) => RIICHI_INDEX.get(t)! as HaiKindId);
    const checked = validateTehai14<HaiKindId>({ closed, exposed: [] });
    if (checked.isErr()) throw new RangeError(`pai-forge refuses ${toMpsz(tiles)}: ${checked.error.message}`);
    return {
      tehai: checked.value,
      config: { agariHai: closed[closed.length - 1], isTsumo: true, bakaze: HaiKind.Ton, jikaze: HaiKind.Nan },
    };
  },
  wins: (hand) => detectYaku(hand.tehai, hand.config).length > 0,
  standardOnly: false,
};

/**
 * syanten: a shanten calculator taking counts per kind in four rows (man,
 * pin, sou, honours); -1 means a complete hand. `syanten.syanten` is its
 * standard form (four sets and a pair), which the bench times and compares;
 * `syanten7` and `syanten13` are the seven-pairs and thirteen-orphans forms
 * (its default export takes the least of the three), only counted. Version
 * 1.6.0 finds the standard form by a recursive search over each suit's sets
 * and partial sets for every choice of pair, with no lookup table.
 */
export const syantenPeer: Peer<syanten.HaiArr> = {
  name: 'syanten',
  package: 'syanten',
  version: pinnedVersion('syanten'),
  claim: 'syanten.syanten(hand) is -1 (its standard form; syanten7 and syanten13 counted apart)',
  input: '4 rows of counts',
  prepare: riichiRows,
  wins: (hand) => syanten.syanten(hand) === -1,
  standardOnly: true,
  winsSpecial: (hand) => syanten.syanten7(hand) === -1 || syanten.syanten13(hand) === -1,
};

/**
 * agari: a yes-or-no check on the same four rows of counts as syanten.
 * `agari.check` is its standard form (four sets and a pair), which the bench
 * times and compares; `check7` and `check13` are seven pairs and thirteen
 * orphans, only counted. Version 1.1.0 checks that each row's count leaves at
 * most one pair, then reads each row on its own: a pair tried at every kind,
 * and the sets taken greedily from the lowest rank up (three alike as a set,
 * else runs), on a copy of the row.
 */
export const agariPeer: Peer<syanten.HaiArr> = {
  name: 'agari',
  package: 'agari',
  version: pinnedVersion('agari'),
  claim: 'agari.check(hand) (its standard form; check7 and check13 counted apart)',
  input: '4 rows of counts',
  prepare: riichiRows,
  wins: (hand) => agari.check(hand),
  standardOnly: true,
  winsSpecial: (hand) => agari.check7(hand) || agari.check13(hand),
};

/**
 * mahjong-tile-efficiency: shanten numbers for several rule sets, on the same
 * four rows of counts (its `Hand`). `cal.calShantenMenzu` is its standard form
 * (-1: four sets and a pair), which the bench times and compares; the rule
 * set "Menzu" is that one function behind a Math.min over a list, so it is
 * called directly. `calShantenChiitoi` and `calShantenKokushi` (seven pairs,
 * thirteen orphans) are only counted. It reads each row for its best sets and
 * partial sets, with and without the pair, then combines the rows.
 */
export const efficiencyPeer: Peer<EfficiencyHand> = {
  name: 'tile-efficiency',
  package: 'mahjong-tile-efficiency',
  version: pinnedVersion('mahjong-tile-efficiency'),
  claim: 'cal.calShantenMenzu(hand) is -1 (its standard form; calShantenChiitoi and calShantenKokushi counted apart)',
  input: '4 rows of counts (Hand)',
  prepare: (tiles) => riichiRows(tiles) as EfficiencyHand,
  wins: (hand) => efficiency.calShantenMenzu(hand) === -1,
  standardOnly: true,
  winsSpecial: (hand) => efficiency.calShantenChiitoi(hand) === -1 || efficiency.calShantenKokushi(hand) === -1,
};

/** A tile in majiang-core's notation: the suit letter first, `m5`, `p7`, `s3`, `z1` (East) to `z7` (Red). */
export function toMajiang(tile: Tile): string {
  const code = toRiichi(tile);
  return `${code[1]}${code[0]}`;
}

/**
 * @kobalab/majiang-core: the rules library of a whole Riichi game. Its hand is
 * a `Shoupai`, made from tile codes in its own notation (the bench makes it
 * beforehand, as a game keeps one for each player). `Util.xiangting_yiban` is
 * its standard form's shanten number (-1: four sets and a pair), which the
 * bench times and compares; `xiangting_qidui` and `xiangting_guoshi` (seven
 * pairs, thirteen orphans) are only counted. It tries every pair and reads
 * each suit recursively for its best sets and partial sets.
 */
export const majiangPeer: Peer<Majiang.Shoupai> = {
  name: 'majiang-core',
  package: '@kobalab/majiang-core',
  version: pinnedVersion('@kobalab/majiang-core'),
  claim: 'Util.xiangting_yiban(shoupai) is -1 (its standard form; xiangting_qidui and xiangting_guoshi counted apart)',
  input: 'Shoupai: counts per suit',
  prepare: (tiles) => new Majiang.Shoupai(tiles.map(toMajiang)),
  wins: (hand) => Majiang.Util.xiangting_yiban(hand) === -1,
  standardOnly: true,
  winsSpecial: (hand) => Majiang.Util.xiangting_qidui(hand) === -1 || Majiang.Util.xiangting_guoshi(hand) === -1,
};

/** The five peers, each one's hand form hidden: a hand goes only from its own `prepare` to its own `wins`. */
export const PEERS = [paiForge, syantenPeer, agariPeer, efficiencyPeer, majiangPeer] as unknown as readonly Peer<unknown>[];

// ---------------------------------------------------------------------------
// Agreement
// ---------------------------------------------------------------------------

export interface Disagreement {
  hand: string;
  ours: boolean;
  theirs: boolean;
  /** `special`: the peer's special-hand form calls winning a hand of neither special shape; `error`: the adapter or the peer threw. */
  form: 'winning' | 'special' | 'error';
  error?: string;
}

export interface PeerAgreement {
  peer: string;
  package: string;
  version: string;
  claim: string;
  hands: number;
  /** The hands compared: all of them for a standard-form check, else all but those counted in `specialOnly`. */
  standardHands: number;
  /** Standard hands on which the peer's answer is ours. */
  agree: number;
  disagree: number;
  /** Hands the peer calls winning only as a special hand (by its `wins`, or by its `winsSpecial` when `wins` is standard only), by shape. */
  specialOnly: Record<SpecialHand, number>;
  /** The first few disagreements, in Riichi notation. */
  examples: Disagreement[];
}

/** Compares a peer's answers with isWinningHand on every hand; `ours` may be given when already known. */
export function agreement<H>(peer: Peer<H>, hands: readonly (readonly Tile[])[], ours?: readonly boolean[]): PeerAgreement {
  const result: PeerAgreement = {
    peer: peer.name,
    package: peer.package,
    version: peer.version,
    claim: peer.claim,
    hands: hands.length,
    standardHands: 0,
    agree: 0,
    disagree: 0,
    specialOnly: { sevenPairs: 0, thirteenOrphans: 0 },
    examples: [],
  };
  const disagree = (tiles: readonly Tile[], o: boolean, theirs: boolean, form: Disagreement['form'], error?: string) => {
    result.disagree++;
    if (result.examples.length < 5) result.examples.push({ hand: toMpsz(tiles), ours: o, theirs, form, ...(error ? { error } : {}) });
  };
  hands.forEach((tiles, i) => {
    const o = ours?.[i] ?? isWinningHand(tiles, []);
    let hand: H;
    let theirs: boolean;
    try {
      hand = peer.prepare(tiles);
      theirs = peer.wins(hand);
    } catch (e) {
      result.standardHands++;
      disagree(tiles, o, false, 'error', e instanceof Error ? e.message : String(e));
      return;
    }
    const special = specialShape(tiles);
    if (peer.standardOnly) {
      if (peer.winsSpecial?.(hand) && !o) {
        if (special === null) disagree(tiles, o, true, 'special');
        else result.specialOnly[special]++;
      }
    } else if (theirs && !o && special !== null) {
      result.specialOnly[special]++;
      return;
    }
    result.standardHands++;
    if (theirs !== o) disagree(tiles, o, theirs, 'winning');
    else result.agree++;
  });
  return result;
}
