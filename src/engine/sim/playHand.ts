/**
 * The seeded random-game driver on the fast core: plays a whole hand from
 * dealInPlace(seed) on one play table, choosing among the moves the engine
 * allows as randomGame does (random discards, mostly the loneliest tile;
 * winning calls always, other calls by chance; kongs when it can; Mah-Jongg
 * on a winning draw), with no table copied and no object made per move.
 * The benchmark's "random hands per second" and the property tests play it.
 */
import { type ClaimWindow, legalClaimCodes } from '../core/claiming';
import { FIRST_HONOUR, KIND_COUNT } from '../core/kinds';
import { MoveType, discardMove, kongMove, moveKind } from '../core/moves';
import { TurnFacts, TurnList, entryMove, entryWhy, legalTurnMoves } from '../core/turnMoves';
import type { PlayTable } from '../core/playTable';
import { COUNTS, ClaimType, PHASE, Phase, SIZE, TURN, claimAs } from '../core/slots';
import type { RuleOptions } from '../options';
import { seededRandom } from '../random';
import { dealInPlace } from './dealInPlace';

export interface PlayHandSettings {
  /** Rule options for the deal (A1 strict chow, A8 late claims, A14 reserve). */
  options?: Partial<RuleOptions>;
  /** Chance that a legal call for a set (chow, pung, kong) is announced. Default 0.5. */
  claimChance?: number;
  /** Chance that a possible kong is declared in the player's own turn. Default 0.7. */
  kongChance?: number;
  /** Chance of discarding the loneliest tile rather than any tile. Default 0.8. */
  discardSkill?: number;
  /** Safety limit on moves. Default 2000. */
  maxMoves?: number;
}

type Random = () => number;

/**
 * A chooser of random moves: the driver's decisions, kept apart from the
 * playing so that a test can play each chosen move on both tables.
 */
export class RandomPlayer {
  /** The calls of the last Call move chosen, and how many. */
  readonly claims = new Int32Array(16);
  claimCount = 0;
  private readonly legal = new Int32Array(16);
  // The moves of a turn (core/turn.ts), and what they are decided on.
  private readonly moves = new Int32Array(80);
  private readonly facts = new TurnFacts();
  private readonly claimChance: number;
  private readonly kongChance: number;
  private readonly discardSkill: number;

  constructor(
    readonly random: Random,
    settings: PlayHandSettings = {},
  ) {
    this.claimChance = settings.claimChance ?? 0.5;
    this.kongChance = settings.kongChance ?? 0.7;
    this.discardSkill = settings.discardSkill ?? 0.8;
  }

  /** Winning calls always, each other legal call by chance; true when any is chosen (in calls). */
  private chooseClaims(w: ClaimWindow): boolean {
    const n = legalClaimCodes(w, this.legal);
    let chosen = 0;
    for (let i = 0; i < n; i++) if (claimAs(this.legal[i]) === ClaimType.MahJongg) this.claims[chosen++] = this.legal[i];
    for (let i = 0; i < n; i++) if (claimAs(this.legal[i]) !== ClaimType.MahJongg && this.random() < this.claimChance) this.claims[chosen++] = this.legal[i];
    this.claimCount = chosen;
    return chosen > 0;
  }

  /** The next move for this position, or -1 when the hand is over. */
  choose(pt: PlayTable): number {
    const s = pt.s;
    this.claimCount = 0;
    switch (s[PHASE]) {
      case Phase.Over:
        return -1;
      case Phase.Robbing:
        this.chooseClaims(pt.window);
        return MoveType.ClaimType;
      case Phase.Loose:
        return MoveType.Loose;
      case Phase.Draw:
        return this.chooseClaims(pt.window) ? MoveType.ClaimType : MoveType.Draw;
      default: {
        // Only with the A8 option can a call still come after the next player's draw.
        if (this.chooseClaims(pt.window)) return MoveType.ClaimType;
        const n = legalTurnMoves(pt.turnFacts(this.facts), this.moves, TurnList.MahJongg | TurnList.Kongs);
        if (entryWhy(this.moves[0]) === 0) return MoveType.MahJongg;
        const kong = this.chooseKong(n);
        if (kong >= 0) return kongMove(kong);
        return discardMove(this.random() < this.discardSkill ? this.loneliest(pt) : this.anyTile(pt));
      }
    }
  }

  /** A kong to declare now, among the `n` moves listed (legalTurnMoves: Mah-Jongg, then the kongs), or -1. */
  private chooseKong(n: number): number {
    // Each allowed kong equally likely (a reservoir choice).
    let options = 0;
    let picked = -1;
    for (let i = 1; i < n; i++) if (entryWhy(this.moves[i]) === 0 && this.random() * ++options < 1) picked = moveKind(entryMove(this.moves[i]));
    return picked >= 0 && this.random() < this.kongChance ? picked : -1;
  }

  /** Any tile in hand, each tile equally likely. */
  private anyTile(pt: PlayTable): number {
    const row = COUNTS + pt.s[TURN] * KIND_COUNT;
    let at = Math.floor(this.random() * pt.s[SIZE + pt.s[TURN]]);
    for (let k = 0; k < KIND_COUNT; k++) {
      at -= pt.s[row + k];
      if (at < 0) return k;
    }
    return KIND_COUNT - 1;
  }

  /**
   * A tile the hand needs least: the fewest partners for a set (copies of it
   * count two each, itself included, suit neighbours one rank away two, two
   * ranks away one), one of those at random.
   */
  private loneliest(pt: PlayTable): number {
    const s = pt.s;
    const row = COUNTS + s[TURN] * KIND_COUNT;
    let least = Infinity;
    let ties = 0;
    let picked = -1;
    for (let k = 0; k < KIND_COUNT; k++) {
      const held = s[row + k];
      if (held === 0) continue;
      let partners = 2 * held;
      if (k < FIRST_HONOUR) {
        const rank = k % 9;
        if (rank >= 1) partners += 2 * s[row + k - 1];
        if (rank >= 2) partners += s[row + k - 2];
        if (rank <= 7) partners += 2 * s[row + k + 1];
        if (rank <= 6) partners += s[row + k + 2];
      }
      if (partners < least) {
        least = partners;
        ties = held;
        picked = k;
      } else if (partners === least) {
        // Each tile (not each kind) equally likely among the loneliest.
        ties += held;
        if (this.random() * ties < held) picked = k;
      }
    }
    return picked;
  }
}

export interface PlayedHand {
  seed: number;
  /** The last position: the hand over. */
  table: PlayTable;
  /** Moves played. */
  moves: number;
  /** Calls that took a tile, by kind as ruled: chow, pung, kong, Mah-Jongg. */
  claimsWon: [number, number, number, number];
}

/** Plays one random hand from dealInPlace(seed) to its end. */
export function playHand(seed: number, settings: PlayHandSettings = {}): PlayedHand {
  const pt = dealInPlace(seed, settings.options);
  const player = new RandomPlayer(seededRandom(seed ^ 0x9e3779b9), settings);
  const maxMoves = settings.maxMoves ?? 2000;
  const claimsWon: [number, number, number, number] = [0, 0, 0, 0];
  for (let moves = 0; moves < maxMoves; moves++) {
    const move = player.choose(pt);
    if (move < 0) return { seed, table: pt, moves, claimsWon };
    let refused;
    switch (move & 7) {
      case MoveType.Draw:
        refused = pt.draw();
        break;
      case MoveType.Discard:
        refused = pt.discard(move >> 3);
        break;
      case MoveType.Kong:
        refused = pt.declareKong(move >> 3);
        break;
      case MoveType.Loose:
        refused = pt.drawLoose();
        break;
      case MoveType.MahJongg:
        refused = pt.mahjong();
        break;
      default:
        refused = pt.ruleClaims(player.claims, player.claimCount);
        if (pt.won >= 0) claimsWon[claimAs(pt.won)]++;
    }
    if (refused) throw new Error(`playHand(${seed}): move ${moves + 1} (${move}) refused: ${refused}`);
  }
  throw new Error(`playHand(${seed}): the hand did not end within ${maxMoves} moves`);
}
