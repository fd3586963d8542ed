/**
 * What a board and a puzzle are about, as the core sees them: a position with
 * an event and the calls announced, and a precedence puzzle built on one.
 * The readers in formats/ produce these from files; the core never reads text.
 */
import type { Claim, ClaimEvent, ClaimKind } from './claims';
import type { RuleId } from './rules';
import type { AnyRuleId, RulesetId } from './rulesets/ruleset';
import type { Seat } from './seats';
import type { Table } from './table';
import type { Tile } from './tiles';

/**
 * What a player does in his own turn, holding his draw: declare a concealed
 * kong of four in his hand, add a drawn fourth to his exposed pung, or
 * discard a tile. Each is played by the engine's moves.
 */
export type TurnMove = { kind: 'kong'; tile: Tile } | { kind: 'add'; tile: Tile } | { kind: 'discard'; tile: Tile };

/**
 * The right move in the learner's own turn, as a board's file gives it: a
 * move; `hold`, any discard that keeps his four of `tile` in the hand,
 * undeclared (A10); or a discard of any tile (`tile` null), when the turn
 * itself is the lesson.
 */
export type TurnAnswer = TurnMove | { kind: 'hold'; tile: Tile } | { kind: 'discard'; tile: null };

/**
 * What a board may ask about the table instead of a call (a scenario's
 * `ask:`), answered by choosing seats: who draws next, who discards next,
 * who loses a turn, whose hand is dead (seatQuestion.ts).
 */
export type SeatQuestionKind = 'next' | 'discards' | 'lost' | 'dead';
export const SEAT_QUESTION_KINDS: readonly SeatQuestionKind[] = ['next', 'discards', 'lost', 'dead'];

/**
 * The lines of a file only today's rulesets read (`ruleset:`, `assume:`, `riichi:`, `passed:`, `discards:` by seat, and
 * `options:` under a ruleset other than Harr's), kept as written with their line: formats/rulesetLines.ts reads them
 * when a ruling under the rulesets is asked for, so that no board loads what reads them.
 */
export type RulesetLines = Partial<Record<RulesetField, { text: string; line: number | null }>>;
/**
 * The one preset played with the American set (its record's `tiles: 'american'`), named here, beside the lines
 * the scenario reader keeps, so that the reader lets a file hold flowers and jokers without loading the presets.
 */
export const AMERICAN_SET_RULESET: RulesetId = 'american-nmjl';

// `racked` is written on the drawn line (`drawn: West racked`, American only) and kept here as that seat.
export const RULESET_FIELDS = ['ruleset', 'options', 'assume', 'riichi', 'passed', 'discards', 'racked'] as const;
export type RulesetField = (typeof RULESET_FIELDS)[number];

/**
 * What is ruled under the rulesets: a position's table, its event and the calls on it, and its file's lines for them;
 * or, in a player's own turn (no event), the move he makes, holding `drew`.
 */
export type ComparedWindow = Pick<Position, 'table' | 'event' | 'claims'> & { rulesetLines?: RulesetLines; move?: ComparedMove };

/** A move in a player's own turn, set beside today's rulesets. */
export interface ComparedMove {
  seat: Seat;
  move: TurnMove;
  drew: Tile | null;
  /** The board's answer keeps the four in the hand (`hold`): what is set beside the rulesets is declaring them. */
  held?: true;
}

export interface Position {
  /** What is on the table, neutral: shown until the board is answered. */
  title: string;
  /** The title once the board is answered (it may name the answer); undefined: `title` throughout. */
  solvedTitle?: string;
  /** The seat the learner plays. */
  view: Seat;
  /** Seats whose concealed tiles are shown. */
  shown: Seat[];
  table: Table;
  event: ClaimEvent | null;
  /** Claims announced by the other seats (and, in the judge, by every seat); one a seat at most. */
  claims: Claim[];
  /** Seats holding the wrong number of tiles: their hands are dead, they play on but cannot win (A21). */
  dead: Seat[];
  /** What the learner is asked, when the file says. */
  prompt: string | null;
  /** The right call for the learner's seat: a claim, or null to let the tile go by. Undefined when the file gives none. */
  answer?: Claim | null;
  /**
   * On a board where the learner plays his own turn (it is his turn and he
   * holds his draw), the tile he has just drawn, when the file names it.
   */
  drew?: Tile;
  /** On such a board, the right move; undefined when the file gives none. */
  turnAnswer?: TurnAnswer;
  /**
   * The board asks this question about the table instead of a call; the
   * engine finds its answer. The calls in `claims` are then all stated, the
   * learner's own included, and ruled on as the question's position.
   */
  ask?: SeatQuestionKind;
  /**
   * On a lesson's board, the rules the course has taught by then (its
   * lesson's and every earlier lesson's): an answer is graded on none beyond
   * them (grading.ts). Undefined on a board that is no lesson's.
   */
  taught?: RuleId[];
}

export type PuzzlePart = 'winner' | 'next' | 'lost';
export const PUZZLE_PARTS: readonly PuzzlePart[] = ['winner', 'next', 'lost'];
export type Tier = 1 | 2 | 3;
export const TIER_NAMES: Record<Tier, string> = { 1: 'First steps', 2: 'Practised', 3: 'Hard' };

/** Who takes the tile (seat null: nobody) and as what; under a ruleset where several may win one tile, `alsoWinning` names the others. */
export interface WinnerExpectation {
  seat: Seat | null;
  kind: ClaimKind | null;
  alsoWinning?: Seat[];
}

export interface PuzzleExpectation {
  /** Who gets the tile (null: nobody) and as what, as the file states it, under the puzzle's ruleset. */
  winner: WinnerExpectation;
  /** The answer under other rulesets, as the file states it (`expect-winner[hong-kong]: South mahjong`): proved at build too. */
  underRulesets?: Partial<Record<RulesetId, WinnerExpectation>>;
  /** Who draws from the wall next (null: nobody, the hand is over or no tile is left, A20); undefined when the file does not say. */
  next?: Seat | null;
  /** Seats that lose their turn; undefined when the file does not say. */
  lost?: Seat[];
}

/** A precedence puzzle: the calls as announced, what the learner is asked, and the stated answer. */
export interface Puzzle {
  id: string;
  scenario: Position;
  tier: Tier;
  /** Rule ids the puzzle teaches (a puzzle under one of today's rulesets may name theirs); the engine's ruling must cite each. */
  rules: AnyRuleId[];
  hints: string[];
  asks: PuzzlePart[];
  expect: PuzzleExpectation;
  /** A short explanation for a right answer, in the author's words. */
  explain: string | null;
  /** The ruleset the answer is ruled under, when it is one of today's (`ruleset:`); absent: Harr's. */
  ruleset?: PuzzleRuleset;
}

/**
 * The ruleset a puzzle is ruled under, as its board names it. Today's rulesets differ on how many may win one tile
 * (one, all, or two before a third ends the hand), so the learner ticks each seat that takes it, never one of a list.
 */
export interface PuzzleRuleset {
  id: RulesetId;
  name: string;
}
