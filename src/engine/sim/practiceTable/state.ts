/**
 * The practice table's state: what a hand at the table is set up with, and
 * everything the learner is shown after each of his actions (the seats, the
 * tile on offer, what he must do, the news since his last action, the end),
 * every sentence in it written by explain/practice.ts. A plain value: each
 * action (actions.ts) makes a new one.
 */
import type { Claim, ClaimEvent, ClaimKind } from '../../claims';
import type { Meld } from '../../melds';
import type { RuleOptions } from '../../options';
import type { Reason, Refusal } from '../../refusal';
import type { RuleId } from '../../rules';
import type { EndDecision, PlayerLevel } from '../../explain/practice';
import type { Seat } from '../../seats';
import type { Table } from '../../table';
import type { Tile } from '../../tiles';
import type { TableNews } from '../../explain/practice';
import type { Place } from '../../explain/words';

export interface PracticeSetup {
  seed: number;
  /** The learner's seat; East by default. */
  seat?: Seat;
  options?: Partial<RuleOptions>;
  /** The coach says why each call is allowed and what it costs; on by default. */
  coach?: boolean;
  /**
   * Play stops after every other player's discard, not only where the learner
   * has a legal call, so that he may try any call and hear the engine's ruling.
   * Off by default, with the coach on too: stopping at some sixty discards a
   * hand would bury the windows where a call is really his.
   */
  everyDiscard?: boolean;
  /** How each computer player plays; quick where not given (the learner's own seat is his). */
  levels?: Partial<Record<Seat, PlayerLevel>>;
  /**
   * The learner's hand dealt one tile short, so dead from the start (A21): play never makes a hand dead, and Harr has
   * advice for one ("His only chance lies in endeavoring to prevent the other players from completing their hands, by
   * holding the tiles which he believes they need"). Its last tile goes back to the wall's far end.
   */
  deadHand?: boolean;
}

/** Something that happened at the table, in words, with the rule it follows. */
export type { TableNews } from '../../explain/practice';

/** A call the engine allows the learner now, with what the coach says of it. */
export interface OfferedClaim {
  claim: Claim;
  /** "Pung", "Chow with 4 and 6 of Characters". */
  label: string;
  /** Why it is allowed and what it costs; empty with the coach off. */
  coach: Reason[];
}

/** A call the learner may try although it is not offered; the engine rules on it. */
export interface OtherClaim {
  kind: ClaimKind;
  label: string;
}

export interface ChowPick {
  tiles: [Tile, Tile];
  label: string;
}

/** What the learner must do now. */
export type PracticePrompt =
  | {
      kind: 'turn';
      /** "Your turn: you drew the 3 of Bamboo. Choose a tile to discard." */
      text: string;
      /** The tile just drawn (shown apart), or null after a claim or at the deal. */
      drawn: Tile | null;
      /** Kongs the engine allows now: four in hand, or a drawn fourth added to an exposed pung. */
      kongs: { tile: Tile; label: string }[];
      /**
       * Kongs the learner may try although the engine refuses them now: a kind
       * he holds three or four of, or a tile of an exposed pung; declareKong
       * answers with the refusal and its rule (after a claim, no loose tile left, not four).
       */
      tryKongs: { tile: Tile; label: string }[];
      /** The hand is complete and may be declared. */
      canWin: boolean;
    }
  | {
      kind: 'claim';
      event: ClaimEvent;
      text: string;
      claims: OfferedClaim[];
      /** The calls not offered, which the learner may still try (the engine says why not). */
      others: OtherClaim[];
      /** The learner called Chow and holds more than one run for the tile: he picks one. */
      choosing: ChowPick[] | null;
    }
  | { kind: 'over'; text: string };

/** One seat as the table draws it. */
export interface PracticeSeat {
  seat: Seat;
  place: Place;
  /** Its concealed tiles when shown (the learner's own; everybody's once the hand is over), else null. */
  concealed: Tile[] | null;
  /** How many concealed tiles it holds. */
  count: number;
  melds: { meld: Meld; label: string }[];
  /** Its hand holds the wrong number of tiles: it plays on but cannot win (A21). */
  dead: boolean;
  /** Its turn now. */
  toPlay: boolean;
  /** Its discards in the order it made them, each with the seat that claimed it (null: it lies dead, or is live). */
  discarded: { tile: Tile; claimedBy: Seat | null; live: boolean }[];
}

/** A claim window of the hand, kept so that it can be opened as a board. */
export interface ClaimMoment {
  /** "West's 3rd discard: the 5 of Characters", as the table lays out each seat's discards. */
  label: string;
  /** The position as a scenario file, the other seats' calls as announced. */
  scenario: string;
  /** When the learner passed a call that would have won, or brought his hand nearer to Mah-Jongg: that, in words. */
  missed: string | null;
  /** Then too, the position for review: the same scenario, its answer the call he let go by. */
  review: string | null;
  /**
   * When the learner called and another player's call took the tile: his call, and why it lost (the ruling's own
   * sentence, to him). The record keeps only the call that took the tile, so without this the hand's review would read
   * his call as a pass.
   */
  outranked?: { claim: Claim; why: string };
  /**
   * When the learner passed a call that would have served him, but the call that took the tile would have beaten it:
   * that, in words (no miss, so `missed` and `review` are null). Missing from hands kept before it was added.
   */
  lost?: string;
}

/** How the hand ended. */
export interface PracticeEnd {
  winner: Seat | null;
  /** "South goes Mah-Jongg on the 5 of Characters, discarded by West." / "The wall is used up: a draw game." */
  text: string;
  rule: RuleId;
  /** Decisions of the rules page cited beside the rule (a draw game: A20, S11). */
  decisions: EndDecision[];
  /** Seats whose hands were dead, and a sentence on them (null when none was), linked to DEAD_HANDS_RULE. */
  dead: Seat[];
  deadText: string | null;
  /** Did the winner go out on a loose tile (a line on Harr's card)? The scores themselves are practiceScores' (scores.ts), loaded when the hand ends. */
  onLooseTile: boolean;
}

/** A try the engine refused: its head ("Refused: a kong of East Wind") and the refusal. */
export interface Tried {
  head: string;
  refusal: Refusal;
}

export interface PracticeState {
  seed: number;
  seat: Seat;
  options: RuleOptions;
  coach: boolean;
  /** Play stops after every other player's discard (PracticeSetup.everyDiscard). */
  everyDiscard: boolean;
  /** How each computer player plays (PracticeSetup.levels), every seat named. */
  levels: Record<Seat, PlayerLevel>;
  /** The learner's hand was dealt dead (PracticeSetup.deadHand). */
  deadHand: boolean;
  table: Table;
  seats: PracticeSeat[];
  /** The discard on offer now; each seat's discards are on its seat (PracticeSeat.discarded). */
  live: { tile: Tile; by: Seat } | null;
  /** Tiles left in the wall, and how many of them may still be drawn. */
  wall: number;
  prompt: PracticePrompt;
  /** What happened since the learner's last action, in order. */
  news: TableNews[];
  /** The learner's last try, refused by the engine: nothing was carried out. */
  refused: Tried | null;
  /** Every try refused at this position, oldest first, kept for the hand's review (they survive an undo back to it). */
  tries: Tried[];
  /** The news as play came back to this position: `news` is emptied by a refusal or a hint, this is not (the review's). */
  arrival: TableNews[];
  /** The legal moves, when the learner asked for a hint. */
  hint: Reason[] | null;
  /** The hand's record in the project's notation, one move a line (without its header). */
  record: string[];
  moments: ClaimMoment[];
  end: PracticeEnd | null;
  /** What the live region says after this step. */
  status: string;
  /** The state before the learner's last action, for undo; null at the start. */
  before: PracticeState | null;
}

