/**
 * What a position states that only today's rulesets read (docs/RULESETS.md
 * section 5.3): the ruleset its file is checked under, the facts it assumes
 * about a hand's value (R12), who has declared riichi, the winning tiles a
 * player let go by, and each seat's own discards. Harr's rulings never read
 * them; a line a preset has no use for is ignored under it, and the ruling
 * says so (R22).
 */
import type { Seat } from '../seats';
import type { Tile } from '../tiles';
import type { RulesetId } from './ruleset';

/** What a position assumes of one seat's hand, each fact optional (R12). */
export interface Assumed {
  /** Riichi: the hand has a yaku, or none. */
  yaku?: boolean;
  /** Hong Kong: the hand's own faan, without what the claim brings; `atLeast` when written `faan>=N`. */
  faan?: { value: number; atLeast: boolean };
  /** Chinese Official: the hand's own points, without flowers or what the claim brings. */
  points?: { value: number; atLeast: boolean };
  /** American: the fourteen tiles, the claimed one counted, fit a hand on the card, or none. */
  cardHand?: boolean;
  /** American: he plays a concealed hand on the card. */
  concealedHand?: boolean;
}

/** One tile of a seat's own discards; `taken`: another player took it for a set (written `4b*`). */
export interface SeatDiscard {
  tile: Tile;
  taken: boolean;
}

export interface RulesetFacts {
  /** The preset the file's own answer is checked under (`ruleset:`); harr-1922 when not given. */
  ruleset: RulesetId;
  /** The `options:` line as written, read under that preset (RuleOptions for harr-1922, its switches otherwise). */
  switches: string;
  assume: Partial<Record<Seat, Assumed>>;
  /** Seats that have declared riichi. */
  riichi: Seat[];
  /** The winning tiles each seat let go by since his last discard (or, in riichi, since his declaration). */
  passed: Partial<Record<Seat, Tile[]>>;
  /** Each seat's own discards, oldest first; null when the file lists the discards without their owners. */
  seatDiscards: Partial<Record<Seat, SeatDiscard[]>> | null;
  /** American: the player after the discarder has racked the tile he picked (`drawn: West racked`). */
  racked: boolean;
}

export function noFacts(): RulesetFacts {
  return { ruleset: 'harr-1922', switches: '', assume: {}, riichi: [], passed: {}, seatDiscards: null, racked: false };
}

